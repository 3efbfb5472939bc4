// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ScenarioValidator.h"

#include "core/model/Examples.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

Scenario example()
{
    return Examples::load("llm-training", test::dataDir());
}

bool hasProblem(const std::vector<ValidationProblem>& problems, const std::string& field,
                const std::string& text = {})
{
    for (const auto& p : problems) {
        if (p.field == field && p.message.find(text) != std::string::npos)
            return true;
    }
    return false;
}

TEST(ScenarioValidatorTest, BundledExamplesAreValid)
{
    for (const std::string& name : Examples::names()) {
        const auto problems = ScenarioValidator::validate(Examples::load(name, test::dataDir()));
        EXPECT_TRUE(problems.empty()) << name << ": " << ScenarioValidator::describe(problems);
    }
}

TEST(ScenarioValidatorTest, ClusterInputsNameTheField)
{
    Scenario s = example();
    s.cluster.nodes = 0;
    s.cluster.horizonYears = 11;
    s.cluster.gpusPerNode = 65;
    s.cluster.currency = Currency::fromCode("EUR");
    s.cluster.rounding = RoundingMode::Floor;
    const auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "cluster.nodes", "from 1 to 100000"));
    EXPECT_TRUE(hasProblem(problems, "cluster.horizonYears", "from 1 to 10"));
    EXPECT_TRUE(hasProblem(problems, "cluster.gpusPerNode"));
    EXPECT_TRUE(hasProblem(problems, "cluster.currency", "CNY or USD"));
    EXPECT_TRUE(hasProblem(problems, "cluster.rounding"));
}

TEST(ScenarioValidatorTest, NodesByYearMustMatchTheHorizon)
{
    Scenario s = example();
    s.cluster.nodesByYear = {128, 256};
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "cluster.nodesByYear",
                           "one node count per year"));
    s.cluster.nodesByYear = {128, 0, 256, 256, 256};
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "cluster.nodesByYear[1]"));
    s.cluster.nodesByYear = {100, 128, 256, 256, 256};
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "cluster.nodesByYear[0]"));
    s.cluster.nodesByYear = {128, 128, 256, 256, 512};
    EXPECT_TRUE(ScenarioValidator::validate(s).empty());
}

TEST(ScenarioValidatorTest, PlanIdsAndNames)
{
    Scenario s = example();
    s.plans[1].id = "ib";
    s.plans[0].name.clear();
    auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "plans[1].id", "earlier plan"));
    EXPECT_TRUE(hasProblem(problems, "plans[0].name"));
    s = example();
    s.plans[0].id = "IB plan";
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "plans[0].id", "a-z"));
    s.plans.clear();
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "plans"));
}

TEST(ScenarioValidatorTest, OverridesNeedKnownKeysRightScopeAndRange)
{
    Scenario s = example();
    s.overrides["power.pue"] = {Decimal(14), std::nullopt};
    s.overrides["price.switch"] = {Decimal(1), Currency::usd()};
    s.overrides["no.such.key"] = {Decimal(1), std::nullopt};
    s.plans[0].overrides["price.nic"] = {Decimal(1), std::nullopt};
    s.plans[0].overrides["price.switch"] = {Decimal(1), Currency::fromCode("EUR")};
    s.plans[1].overrides["hardware.life_years"] = {Decimal::parse("4.5"), std::nullopt};
    s.plans[1].overrides["power.pue"] = {Decimal(1), Currency::usd()};
    const auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "overrides.power.pue", "from 1 to 3"));
    EXPECT_TRUE(hasProblem(problems, "overrides.price.switch", "plan parameter"));
    EXPECT_TRUE(hasProblem(problems, "overrides.no.such.key", "unknown parameter"));
    EXPECT_TRUE(hasProblem(problems, "plans[0].overrides.price.nic", "needs a currency"));
    EXPECT_TRUE(hasProblem(problems, "plans[0].overrides.price.switch", "CNY or USD"));
    EXPECT_TRUE(hasProblem(problems, "plans[1].overrides.hardware.life_years", "whole number"));
    EXPECT_TRUE(hasProblem(problems, "plans[1].overrides.power.pue", "scenario parameter"));
}

TEST(ScenarioValidatorTest, UncertaintyAndQuotes)
{
    Scenario s = example();
    s.uncertainty["discount_rate"] = {DistributionShape::Triangular, Decimal(0), Decimal(1)};
    s.plans[0].uncertainty["price.switch"] = {DistributionShape::Pert, Decimal(5), Decimal(1)};
    s.quotes.push_back(
        {"price.unobtainium", "X", Money::parse("1", Currency::usd()), "2026-01-01", "", ""});
    s.quotes.push_back(
        {"roce.price.switch", "X", Money::parse("-1", Currency::usd()), "01/02/2026", "", ""});
    const auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "uncertainty.discount_rate", "cannot carry uncertainty"));
    EXPECT_TRUE(hasProblem(problems, "plans[0].uncertainty.price.switch", "above high"));
    EXPECT_TRUE(hasProblem(problems, "quotes[0].itemKey"));
    EXPECT_TRUE(hasProblem(problems, "quotes[1].unitPrice", "negative"));
    EXPECT_TRUE(hasProblem(problems, "quotes[1].quoteDate"));
}

TEST(ScenarioValidatorTest, DesignIsCheckedByTheBomEngine)
{
    Scenario s = example();
    s.plans[1].design.switchRadix = 63;
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "plans[1].design.switchRadix"));
}

// A cluster larger than a plan's fabric holds is a valid document: the plan is left out of the
// figures, which say why (BuildablePlans). It was refused, so such a study could not be saved
// (found by a stranger: the window showed RoCE's figures for 10,000 nodes and refused to save).
TEST(ScenarioValidatorTest, ANodeCountAPlanCannotHoldIsNotAnError)
{
    Scenario s = example();
    for (const int nodes : {20000, 100000}) { // more than radix 64, then than any plan, holds
        s.cluster.nodes = nodes;
        EXPECT_TRUE(ScenarioValidator::validate(s).empty())
            << ScenarioValidator::describe(ScenarioValidator::validate(s));
    }
    // Outside the cluster's own range it still is.
    s.cluster.nodes = 100001;
    EXPECT_TRUE(hasProblem(ScenarioValidator::validate(s), "cluster.nodes"));
}

TEST(ScenarioValidatorTest, CheckParameterForTheSetCommand)
{
    EXPECT_TRUE(ScenarioValidator::checkParameter("x", "power.pue", {Decimal(2), std::nullopt},
                                                  ParameterScope::Scenario)
                    .empty());
    const auto problems = ScenarioValidator::checkParameter(
        "x", "power.pue", {Decimal(5), std::nullopt}, ParameterScope::Scenario);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(ScenarioValidator::describe(problems), "x: must be from 1 to 3 (got 5)");
}

TEST(ScenarioValidatorTest, ARangeWithoutWidthIsRefusedAndAFixedOneIsNot)
{
    // Issue 34: "1.3..1.3" passed the reader and broke the report's risk run.
    Scenario s = example();
    s.uncertainty["power.pue"] = {DistributionShape::Pert, Decimal::parse("1.3"),
                                  Decimal::parse("1.3")};
    s.plans[0].uncertainty["price.switch"] = {DistributionShape::Triangular, Decimal(7),
                                              Decimal(7)};
    auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "uncertainty.power.pue", "needs its low below its high"));
    EXPECT_TRUE(hasProblem(problems, "plans[0].uncertainty.price.switch", "below its high"));
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems.front().code, ValidationCode::NoWidth);

    s.uncertainty["power.pue"].shape = DistributionShape::Fixed;
    s.plans[0].uncertainty["price.switch"].high = Decimal(9);
    problems = ScenarioValidator::validate(s);
    EXPECT_FALSE(hasProblem(problems, "uncertainty.power.pue"));
    EXPECT_FALSE(hasProblem(problems, "plans[0].uncertainty.price.switch"));
}

TEST(ScenarioValidatorTest, APlanNameIsCountedInCharacters)
{
    // Issue 34: 200 bytes were called "200 characters": 67 Chinese characters were too many.
    Scenario s = example();
    std::string name;
    for (std::size_t i = 0; i < ScenarioValidator::kMaxPlanNameCharacters; ++i)
        name += "\xE5\x8D\x8E"; // 华
    s.plans[0].name = name;
    EXPECT_FALSE(hasProblem(ScenarioValidator::validate(s), "plans[0].name"));
    s.plans[0].name += "x";
    const auto problems = ScenarioValidator::validate(s);
    EXPECT_TRUE(hasProblem(problems, "plans[0].name", "must be 1 to 200 characters"));
}

} // namespace
} // namespace fabrictco

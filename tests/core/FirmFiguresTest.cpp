// SPDX-License-Identifier: GPL-3.0-or-later
// What the user types or a vendor quotes is what is priced (issue 35, item 1): firm, to the cent,
// in the table and the breakdown, and neither drawn in the Monte Carlo nor swung in the tornado.
// A range the user gives is drawn; a catalog default keeps its range. A share's range never
// leaves [0, 1] (item 5).
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/ExactSensitivity.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/StochasticModelBuilder.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class FirmFiguresTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // The case: NVIDIA's quote of 30,000 USD for the InfiniBand switch, and a typed
        // value of a GPU-hour.
        scenario.quotes.push_back(Quote{"ib.price.switch", "NVIDIA",
                                        Money::parse("30000", Currency::usd()), "2026-11-30", "",
                                        "quotes.csv line 2"});
        scenario.overrides["gpu_hour_value"] =
            ParameterValue{Decimal::parse("2.34"), Currency::usd()};
    }
    bool drawn(const StochasticModel& model, const std::string& key, const std::string& planId)
    {
        for (const UncertainInput& input : model.inputs)
            if (input.key == key && input.planId == planId)
                return true;
        return false;
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
};

TEST_F(FirmFiguresTest, ATypedOrQuotedValueIsPricedAsGiven)
{
    const ResolvedParameters ib = ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog);
    EXPECT_EQ(expectedValue(ib.at("price.switch"), kDefaultRounding), Decimal(30000))
        << "it was 32,777.777777778, the mean of a range around the quote";
    EXPECT_EQ(expectedValue(ib.at("gpu_hour_value"), kDefaultRounding), Decimal::parse("2.34"));
    // A catalog default keeps its range, priced at its mean (MODEL.md).
    const ResolvedParameter& cable = ib.at("price.cable_copper");
    EXPECT_NE(cable.uncertainty.shape, DistributionShape::Fixed);
}

TEST_F(FirmFiguresTest, AFirmValueIsNotDrawnNorSwung)
{
    const StochasticModel model = buildStochasticModel(scenario, catalog);
    EXPECT_FALSE(drawn(model, "price.switch", "ib"));
    EXPECT_FALSE(drawn(model, "gpu_hour_value", ""));
    EXPECT_TRUE(drawn(model, "price.switch", "roce")) << "the RoCE plan's switch is not quoted";
    const SensitivityResult tornado = exactSensitivity(scenario, catalog, "ib", "roce");
    for (const SensitivityBar& bar : tornado.bars) {
        EXPECT_FALSE(bar.key == "price.switch" && bar.planId == "ib");
        EXPECT_NE(bar.key, "gpu_hour_value");
    }
}

TEST_F(FirmFiguresTest, ARangeTheUserGivesIsDrawn)
{
    scenario.plans.at(0).uncertainty["price.switch"] = {DistributionShape::Triangular,
                                                        Decimal(28000), Decimal(33000)};
    const StochasticModel model = buildStochasticModel(scenario, catalog);
    ASSERT_TRUE(drawn(model, "price.switch", "ib"));
    const ResolvedParameters ib = ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog);
    EXPECT_EQ(ib.at("price.switch").uncertainty.low, Decimal(28000));
    EXPECT_EQ(ib.at("price.switch").uncertainty.high, Decimal(33000));
}

TEST_F(FirmFiguresTest, AShareIsNeverDrawnOutsideZeroToOne)
{
    // A typed utilisation of 1.0 kept the catalog's relative spread and was drawn up to 1.125;
    // now it is firm. A range the user gives for a share must lie within 0 to 1.
    scenario.overrides["utilisation"] = ParameterValue{Decimal(1), std::nullopt};
    const ResolvedParameters ib = ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog);
    EXPECT_EQ(ib.at("utilisation").uncertainty.shape, DistributionShape::Fixed);
    EXPECT_TRUE(ScenarioValidator::validate(scenario).empty());
    scenario.uncertainty["utilisation"] = {DistributionShape::Triangular, Decimal::parse("0.9"),
                                           Decimal::parse("1.125")};
    const auto problems = ScenarioValidator::validate(scenario);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].field, "uncertainty.utilisation");
    EXPECT_EQ(problems[0].code, ValidationCode::OutOfRange);
    EXPECT_EQ(problems[0].message, "must lie from 0 to 1 (got 0.9 to 1.125)");
}

} // namespace
} // namespace fabrictco

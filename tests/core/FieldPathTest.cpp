// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37, item 6: a problem's place in the scenario is data (FieldPath); the window no longer
// takes the path's text apart with a regular expression of its own.
#include "core/model/FieldPath.h"

#include "core/model/Examples.h"
#include "core/model/ScenarioValidator.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using Part = FieldPath::Part;

namespace {

TEST(FieldPathTest, EachPartReadsAsItsText)
{
    EXPECT_EQ(FieldPath::plan(1, "overrides.price.switch").text(),
              "plans[1].overrides.price.switch");
    EXPECT_EQ(FieldPath::quote(0, "unitPrice").text(), "quotes[0].unitPrice");
    EXPECT_EQ(FieldPath::cluster("nodes").text(), "cluster.nodes");
    EXPECT_EQ(FieldPath::nodesInYear(2).text(), "cluster.nodesByYear[2]");
    EXPECT_EQ((FieldPath{Part::Plans, 0, {}}).text(), "plans");
    EXPECT_EQ((FieldPath{Part::Scenario, 0, "overrides.power.pue"}).text(), "overrides.power.pue");
}

TEST(FieldPathTest, TheTextReadsBackAsTheSamePlace)
{
    for (const FieldPath& path :
         {FieldPath::plan(12, "design.switchRadix"), FieldPath::plan(0, "name"),
          FieldPath::plan(3, ""), FieldPath::quote(9, "validUntil"), FieldPath::cluster("currency"),
          FieldPath::nodesInYear(0), FieldPath{Part::Plans, 0, {}},
          FieldPath{Part::Scenario, 0, "uncertainty.staff.salary"}})
        EXPECT_EQ(FieldPath::parse(path.text()), path) << path.text();
}

TEST(FieldPathTest, TextThatIsNoIndexedPartStaysTheScenariosOwn)
{
    for (const char* odd : {"plans[", "plans[x].name", "plans[1]name", "quotes[]", "plansX",
                            "cluster.nodesByYear[2].x", "plans[99999999999999999999999].id"}) {
        const FieldPath path = FieldPath::parse(odd);
        EXPECT_TRUE(path.part == Part::Scenario || path.part == Part::Cluster) << odd;
        EXPECT_EQ(path.text(), odd);
    }
}

TEST(FieldPathTest, EveryProblemTheValidatorReportsHasAPlaceThatReadsBack)
{
    Scenario broken = Examples::load("llm-training", test::dataDir());
    broken.cluster.nodes = 0;
    broken.cluster.nodesByYear = {128, -1, 200};
    broken.plans.at(1).name.clear();
    broken.plans.at(0).overrides["no.such.input"] = ParameterValue{Decimal(1), std::nullopt};
    broken.overrides["price.switch"] = ParameterValue{Decimal(1), std::nullopt};
    Quote quote;
    quote.itemKey = "price.switch";
    quote.unitPrice = Money(Decimal(-5), Currency::usd());
    quote.quoteDate = "yesterday";
    broken.quotes.push_back(quote);
    const std::vector<ValidationProblem> problems = ScenarioValidator::validate(broken);
    ASSERT_GE(problems.size(), 5u);
    bool plan = false, quoteSeen = false, year = false, cluster = false;
    for (const ValidationProblem& problem : problems) {
        const FieldPath path = problem.path();
        EXPECT_EQ(path.text(), problem.field);
        plan |= path.part == Part::Plan;
        quoteSeen |= path.part == Part::Quote;
        year |= path.part == Part::NodesInYear;
        cluster |= path.part == Part::Cluster;
    }
    EXPECT_TRUE(plan && quoteSeen && year && cluster);
}

} // namespace

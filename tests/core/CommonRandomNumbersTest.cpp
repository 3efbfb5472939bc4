// SPDX-License-Identifier: GPL-3.0-or-later
// Common random numbers across plans (MonteCarloEngine): plans that share an input see the same
// draw, so a plan and its exact copy give identical figures in every statistic.
#include "core/model/Examples.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/tco/StochasticModelBuilder.h"
#include "tests/support/RiskFakes.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using fabrictco::test::input;
using fabrictco::test::linear;

namespace {

MonteCarloOptions options(std::uint64_t trials)
{
    MonteCarloOptions result;
    result.trials = trials;
    result.threads = 2;
    result.seed = 11;
    return result;
}

void expectSameStatistics(const PlanStatistics& a, const PlanStatistics& b)
{
    EXPECT_EQ(a.mean, b.mean);
    EXPECT_EQ(a.p5, b.p5);
    EXPECT_EQ(a.p50, b.p50);
    EXPECT_EQ(a.p95, b.p95);
    EXPECT_EQ(a.cvar95, b.cvar95);
    EXPECT_EQ(a.min, b.min);
    EXPECT_EQ(a.max, b.max);
    EXPECT_EQ(a.pCheapest, b.pCheapest);
}

} // namespace

TEST(CommonRandomNumbersTest, ADuplicatedPlanTiesItsOriginalInEveryStatistic)
{
    // Before: each plan drew its own plan inputs (the stream was keyed by the plan id), so the
    // copy of the RoCE plan got another mean and P95 than the RoCE plan itself.
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    PlanSpec copy = scenario.plans.at(1);
    ASSERT_EQ(copy.fabric(), Fabric::RoCE);
    copy.id = "roce-copy";
    copy.name = "RoCE (copy)";
    scenario.plans.push_back(copy);
    const StochasticModel model =
        buildStochasticModel(scenario, Catalog::loadDirectory(test::dataDir()));
    // Small enough for exact quantiles, and again through the histogram path.
    for (const std::size_t buffer : {std::size_t(8) << 20, std::size_t(1000)}) {
        MonteCarloOptions run = options(4000);
        run.maxBufferedValues = buffer;
        const MonteCarloResult result = MonteCarloEngine::run(model, run);
        ASSERT_EQ(result.exactQuantiles, buffer > 1000);
        const PlanStatistics* original = result.plan(scenario.plans.at(1).id);
        const PlanStatistics* duplicate = result.plan("roce-copy");
        ASSERT_NE(original, nullptr);
        ASSERT_NE(duplicate, nullptr);
        expectSameStatistics(*original, *duplicate);
        EXPECT_GT(original->p95, original->p5); // the inputs were drawn, not held fixed
    }
}

TEST(CommonRandomNumbersTest, PlanInputsWithTheSameRangeShareTheDrawOthersDoNot)
{
    // Plan inputs of "a" and "b": the same key and range (the same uncertain quantity); "c" has
    // the same key but its own range, so it is drawn independently.
    const auto model = test::model(
        {input("price", DistributionShape::Triangular, 1, 2, 4, "a"),
         input("price", DistributionShape::Triangular, 1, 2, 4, "b"),
         input("price", DistributionShape::Triangular, 1, 2, 4.5, "c")},
        {{"a", linear(0, {1, 0, 0})}, {"b", linear(0, {0, 1, 0})}, {"c", linear(0, {0, 0, 1})}});
    const MonteCarloResult result = MonteCarloEngine::run(model, options(5000));
    expectSameStatistics(*result.plan("a"), *result.plan("b"));
    // Independent draws: c's quantiles are not a's shifted by the wider range.
    EXPECT_NE(result.plan("c")->p50, result.plan("a")->p50);
    // a and b tie in every trial and split the credit; c is cheapest in the remaining trials.
    EXPECT_EQ(result.plan("a")->pCheapest, result.plan("b")->pCheapest);
    EXPECT_GT(result.plan("c")->pCheapest, 0.2);
    EXPECT_LT(result.plan("c")->pCheapest, 0.8);
}

TEST(CommonRandomNumbersTest, SharedInputsKeepTheirDrawsWhenPlansAreAdded)
{
    // Keying by what the input is (not by plan position) means adding a plan does not move the
    // draws, so the existing plans' figures do not change.
    const auto two = test::model({input("x", DistributionShape::Triangular, 0, 1, 3),
                                  input("y", DistributionShape::Pert, 2, 3, 9, "a")},
                                 {{"a", linear(0, {1, 1})}, {"b", linear(1, {2, 0})}});
    auto three = two;
    three.inputs.push_back(input("z", DistributionShape::Triangular, 0, 1, 2, "c"));
    three.planIds.insert(three.planIds.begin(), "c");
    three.plans.insert(three.plans.begin(), linear(0, {0, 0, 1}));
    const MonteCarloResult before = MonteCarloEngine::run(two, options(3000));
    const MonteCarloResult after = MonteCarloEngine::run(three, options(3000));
    EXPECT_EQ(before.plan("a")->mean, after.plan("a")->mean);
    EXPECT_EQ(before.plan("a")->p95, after.plan("a")->p95);
    EXPECT_EQ(before.plan("b")->p5, after.plan("b")->p5);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 43: the window and the report take the price to beat from the one risk pipeline. With
// the option it gives the compared pair's price to beat and odds exactly as the CLI's
// `price-to-beat` computes them (the same trials and seed); without it, none (the
// recommendation alone does not pay for it); progress still ends at one and a cancelled run
// gives nothing.
#include "core/analysis/RiskPipeline.h"
#include "core/model/Examples.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/TestData.h"

#include <atomic>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class RiskPipelinePriceToBeatTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    TcoResult tco = TcoEngine(catalog).evaluate(scenario);
    RiskPipelineOptions options = [] {
        RiskPipelineOptions o;
        o.trials = 600;
        o.seed = 11;
        o.threads = 2;
        return o;
    }();
};

} // namespace

TEST_F(RiskPipelinePriceToBeatTest, OnlyWhenAskedFor)
{
    const RiskAnalysis plain = RiskPipeline::run(scenario, catalog, tco, options);
    EXPECT_FALSE(plain.priceToBeat.has_value());
    EXPECT_TRUE(plain.priceToBeatOdds.empty());
}

TEST_F(RiskPipelinePriceToBeatTest, TheComparedPairsFiguresAsTheCliComputesThem)
{
    options.priceToBeat = true;
    std::atomic<double> last{0};
    options.progress = [&last](double done) {
        last = done;
    };
    const RiskAnalysis analysis = RiskPipeline::run(scenario, catalog, tco, options);
    ASSERT_TRUE(analysis.priceToBeat.has_value());
    EXPECT_DOUBLE_EQ(last, 1.0);
    EXPECT_EQ(analysis.priceToBeat->recommendedPlanId, analysis.compared.firstPlanId);
    EXPECT_EQ(analysis.priceToBeat->runnerUpPlanId, analysis.compared.secondPlanId);
    EXPECT_EQ(analysis.priceToBeat->recommendedPlanId, analysis.recommendation->planId);

    const PriceToBeatResult alone = PriceToBeat::compute(
        scenario, catalog, analysis.compared.firstPlanId, analysis.compared.secondPlanId);
    ASSERT_EQ(alone.items.size(), analysis.priceToBeat->items.size());
    EXPECT_EQ(alone.gap, analysis.priceToBeat->gap);
    for (std::size_t i = 0; i < alone.items.size(); ++i) {
        EXPECT_EQ(alone.items[i].key, analysis.priceToBeat->items[i].key);
        EXPECT_EQ(alone.items[i].breakEven, analysis.priceToBeat->items[i].breakEven)
            << alone.items[i].key;
    }

    MonteCarloOptions monteCarlo;
    monteCarlo.trials = options.trials;
    monteCarlo.seed = options.seed;
    monteCarlo.threads = options.threads;
    const std::vector<PriceToBeatOdds> odds = PriceToBeatRisk::compute(
        ModelProbe::pair(scenario, catalog, alone.recommendedPlanId, alone.runnerUpPlanId), alone,
        monteCarlo);
    ASSERT_EQ(odds.size(), analysis.priceToBeatOdds.size());
    int reached = 0;
    for (std::size_t i = 0; i < odds.size(); ++i) {
        EXPECT_EQ(odds[i].atHalf, analysis.priceToBeatOdds[i].atHalf) << alone.items[i].key;
        EXPECT_EQ(odds[i].atFourFifths, analysis.priceToBeatOdds[i].atFourFifths);
        reached += odds[i].atHalf.has_value();
    }
    EXPECT_GT(reached, 3); // the comparison is not vacuous
}

TEST_F(RiskPipelinePriceToBeatTest, AnInputWithARangeOfItsOwnIsMarked)
{
    // The window and the report warn that typing the figure there would not price it as given.
    for (PlanSpec& plan : scenario.plans)
        if (plan.id == "ib")
            plan.uncertainty["price.switch"] = {DistributionShape::Triangular, Decimal(30000),
                                                Decimal(42000)};
    tco = TcoEngine(catalog).evaluate(scenario);
    options.priceToBeat = true;
    const RiskAnalysis analysis = RiskPipeline::run(scenario, catalog, tco, options);
    ASSERT_TRUE(analysis.priceToBeat.has_value());
    int marked = 0;
    for (const PriceToBeatItem& item : analysis.priceToBeat->items)
        marked +=
            item.rangeOfItsOwn ? (item.planId == "ib" && item.key == "price.switch" ? 1 : 100) : 0;
    EXPECT_EQ(marked, 1);
}

TEST_F(RiskPipelinePriceToBeatTest, ACancelledRunGivesNoPriceToBeat)
{
    options.priceToBeat = true;
    std::stop_source stop;
    options.stop = stop.get_token();
    // Cancelled once the Monte Carlo and the sweep are done, while the odds run.
    options.progress = [&stop](double done) {
        if (done > 0.9)
            stop.request_stop();
    };
    const RiskAnalysis analysis = RiskPipeline::run(scenario, catalog, tco, options);
    EXPECT_FALSE(analysis.completed());
    EXPECT_FALSE(analysis.priceToBeat.has_value());
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 43, item 4: the price at which the runner-up is cheaper in half (and four fifths) of the
// simulated outcomes equals, within the Monte Carlo's resolution, the price at which its
// chance of being cheaper crosses that share when the risk engine is run with it typed in.
#include "core/analysis/PriceToBeatOdds.h"

#include "core/model/Examples.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class PriceToBeatOddsTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    std::vector<PlanCostModel> models;
    PriceToBeatResult result;
    MonteCarloOptions options;

    void SetUp() override
    {
        const ComparedPlans pair = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
        result = PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
        for (const PlanSpec& plan : scenario.plans)
            models.push_back(CostModelBuilder::build(scenario, plan, catalog));
        options.trials = 4000;
        options.seed = 7;
        options.threads = 2;
        options.firstPlanId = result.recommendedPlanId;
        options.secondPlanId = result.runnerUpPlanId;
    }

    /// The risk engine's chance that the runner-up is cheaper with `key` typed at `value` for
    /// the runner-up.
    double chanceRunnerUpCheaper(const std::string& key, const Decimal& value)
    {
        std::vector<PlanCostModel> typed = models;
        for (PlanCostModel& model : typed)
            if (model.planId == result.runnerUpPlanId)
                model.parameters.setTypedValue(key, value);
        return MonteCarloEngine::run(compileStochasticModel(typed), options).pair->pSecondCheaper;
    }

    std::size_t indexOf(const std::string& planId, const std::string& key) const
    {
        for (std::size_t i = 0; i < result.items.size(); ++i)
            if (result.items[i].planId == planId && result.items[i].key == key)
                return i;
        return result.items.size();
    }
};

} // namespace

TEST_F(PriceToBeatOddsTest, TheHalfAndFourFifthsPricesAreWhereTheChanceCrossesThem)
{
    const std::vector<PriceToBeatOdds> odds = PriceToBeatRisk::compute(models, result, options);
    ASSERT_EQ(odds.size(), result.items.size());
    const std::size_t i = indexOf(result.runnerUpPlanId, "price.switch");
    ASSERT_LT(i, odds.size());
    ASSERT_TRUE(odds[i].atHalf.has_value());
    ASSERT_TRUE(odds[i].atFourFifths.has_value());
    const Decimal cent = Decimal::parse("0.01");
    const double resolution = 1.0 / double(options.trials);
    // Cheaper in at least half the outcomes at the figure, in fewer one cent above it.
    EXPECT_GE(chanceRunnerUpCheaper("price.switch", *odds[i].atHalf), 0.5 - resolution);
    EXPECT_LT(chanceRunnerUpCheaper("price.switch", *odds[i].atHalf + cent), 0.5 + resolution);
    EXPECT_GE(chanceRunnerUpCheaper("price.switch", *odds[i].atFourFifths), 0.8 - resolution);
    EXPECT_LT(chanceRunnerUpCheaper("price.switch", *odds[i].atFourFifths + cent),
              0.8 + resolution);
    // Winning in four outcomes of five takes a lower price than winning in half of them.
    EXPECT_LT(*odds[i].atFourFifths, *odds[i].atHalf);
}

TEST_F(PriceToBeatOddsTest, TheSameSeedGivesTheSameFiguresOnAnyThreadCount)
{
    const std::vector<PriceToBeatOdds> two = PriceToBeatRisk::compute(models, result, options);
    options.threads = 1;
    const std::vector<PriceToBeatOdds> one = PriceToBeatRisk::compute(models, result, options);
    ASSERT_EQ(one.size(), two.size());
    for (std::size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(one[i].atHalf, two[i].atHalf) << result.items[i].key;
        EXPECT_EQ(one[i].atFourFifths, two[i].atFourFifths) << result.items[i].key;
    }
}

TEST_F(PriceToBeatOddsTest, ACancelledRunGivesNoOdds)
{
    std::stop_source stop;
    stop.request_stop();
    options.stop = stop.get_token();
    EXPECT_TRUE(PriceToBeatRisk::compute(models, result, options).empty());
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/RecommendationEngine.h"

#include "tests/support/CategoryRows.h"

#include <gtest/gtest.h>
#include <stdexcept>

using namespace fabrictco;
using test::categories;
using test::usd;

namespace {

/// A completed run where IB - RoCE = meanDifference on average.
MonteCarloResult risk(double ibMean, double roceMean, double pSecondCheaper)
{
    MonteCarloResult result;
    result.trials = 1000;
    result.plans = {PlanStatistics{"ib", ibMean, ibMean, 0, 0, 0, 0, 0, 0, 1 - pSecondCheaper},
                    PlanStatistics{"roce", roceMean, roceMean, 0, 0, 0, 0, 0, 0, pSecondCheaper}};
    result.pair = PairComparison{
        "ib", "roce", ibMean - roceMean, ibMean - roceMean, pSecondCheaper, 0, {}, {}};
    return result;
}

/// The two plans' expected NPVs as the cost table has them: the categories' sums.
void plansFromCategories(RecommendationInputs& inputs)
{
    Money ib = Money::zero(inputs.currency), roce = Money::zero(inputs.currency);
    for (const CategoryNpv& category : inputs.categories) {
        ib += category.first;
        roce += category.second;
    }
    inputs.plans = {PlanNpv{"ib", ib}, PlanNpv{"roce", roce}};
}

/// The attribution adds up: the three questions' amounts are the margin, to the cent.
Money sumOfAdvantages(const Recommendation& r)
{
    Money sum = Money::zero(r.margin.currency());
    for (const QuestionAssessment& q : r.questions)
        sum += q.advantage;
    return sum;
}

RecommendationInputs baseInputs()
{
    RecommendationInputs inputs;
    inputs.firstYearNodes = 128;
    inputs.lastYearNodes = 512;
    return inputs;
}

} // namespace

TEST(RecommendationEngineTest, JitterCostOnRoceDecidesForInfiniBand)
{
    auto inputs = baseInputs();
    // RoCE is 3M cheaper in hardware but loses 8M of idle compute to jitter; staff 1M dearer.
    inputs.categories = categories({{"hardware", "10000000", "7000000"},
                                    {"staff", "2000000", "3000000"},
                                    {"jitter", "500000", "8500000"}});
    inputs.risk = risk(12'500'000, 18'500'000, 0.03);
    plansFromCategories(inputs);
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "ib");
    EXPECT_EQ(r.otherPlanId, "roce");
    EXPECT_EQ(r.margin, usd("6000000.00"));
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.97);
    EXPECT_FALSE(r.closeCall);
    ASSERT_TRUE(r.decidingQuestion.has_value());
    EXPECT_EQ(*r.decidingQuestion, ArticleQuestion::JitterSensitivity);
    ASSERT_EQ(r.questions.size(), 3u);
    EXPECT_EQ(r.questions[0].advantage, usd("8000000"));
    EXPECT_EQ(r.questions[1].advantage, usd("1000000"));
    EXPECT_EQ(r.questions[2].advantage, usd("-3000000"));
    EXPECT_EQ(r.questions[2].favoursPlanId, "roce");
    EXPECT_EQ(sumOfAdvantages(r), r.margin);
    EXPECT_NEAR(r.jitter.otherShare, 8.5 / 18.5, 1e-12);
    EXPECT_NEAR(r.jitter.recommendedShare, 0.5 / 12.5, 1e-12);
    EXPECT_EQ(r.jitter.otherMinusRecommended, usd("8000000"));
    EXPECT_EQ(r.team.staffOtherMinusRecommended, usd("1000000"));
}

TEST(RecommendationEngineTest, StaffAndIncidentsDecideForInfiniBandWithoutANetworkDoctor)
{
    auto inputs = baseInputs();
    inputs.team = TeamExpertise::NoRdma;
    inputs.categories = categories({{"hardware", "5000000", "4000000"},
                                    {"staff", "1000000", "3600000"},
                                    {"incidents", "100000", "600000"},
                                    {"rearchitecture", "0", "400000"},
                                    {"jitter", "100000", "300000"}});
    inputs.risk = risk(6'200'000, 8'900'000, 0.1);
    plansFromCategories(inputs);
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "ib");
    EXPECT_EQ(*r.decidingQuestion, ArticleQuestion::TeamExpertise);
    EXPECT_EQ(r.team.staffOtherMinusRecommended, usd("2600000"));
    EXPECT_EQ(r.team.incidentsOtherMinusRecommended, usd("900000"));
    EXPECT_EQ(sumOfAdvantages(r), r.margin);
    EXPECT_EQ(r.questions[1].categories,
              (std::vector<std::string>{"staff", "incidents", "rearchitecture"}));
}

TEST(RecommendationEngineTest, CheapHardwareAtSmallScaleDecidesForRoce)
{
    auto inputs = baseInputs();
    inputs.workload = Workload::DistributedStorage;
    inputs.team = TeamExpertise::StrongRoce;
    inputs.firstYearNodes = 24;
    inputs.lastYearNodes = 32;
    inputs.categories = categories({{"hardware", "900000", "400000"},
                                    {"licensing", "200000", "50000"},
                                    {"staff", "300000", "320000"},
                                    {"jitter", "1000", "5000"}});
    inputs.risk = risk(1'401'000, 775'000, 0.99);
    inputs.breakEvens = {BreakEven{700, "roce", "ib", 512, 1024}};
    plansFromCategories(inputs);
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "roce");
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.99);
    EXPECT_EQ(*r.decidingQuestion, ArticleQuestion::ScaleAndGrowth);
    EXPECT_EQ(r.questions[2].advantage, usd("650000"));
    // RoCE recommended: the amounts are what IB costs more, so they still add up to the margin.
    EXPECT_EQ(r.margin, usd("626000"));
    EXPECT_EQ(sumOfAdvantages(r), r.margin);
    EXPECT_EQ(r.breakEvenNodes, (std::vector<int>{700}));
    EXPECT_EQ(r.scale.position, ScalePosition::BelowBreakEven);
    EXPECT_EQ(r.scale.nearestBreakEven, 700);
}

TEST(RecommendationEngineTest, ScalePositionComparesTheStartingSizeWithTheBreakEven)
{
    // A break-even is a starting size with the cluster's growth applied at every point of the
    // sweep, so only the first-year size is compared with it, never the size it grows to.
    auto inputs = baseInputs();
    inputs.risk = risk(100, 90, 0.8);
    inputs.plans = {PlanNpv{"ib", usd("100")}, PlanNpv{"roce", usd("90")}};
    inputs.firstYearNodes = 128;
    inputs.lastYearNodes = 512;
    // Issue 36: 256 nodes growing 40 % (here 128 growing to 512), break-even 300: RoCE is
    // recommended and the cluster starts below the break-even; it was "grows across it, plan
    // for the size it will reach", advice for the other plan.
    inputs.breakEvens = {BreakEven{300, "roce", "ib", 256, 512}};
    EXPECT_EQ(RecommendationEngine::recommend(inputs).scale.position,
              ScalePosition::BelowBreakEven);
    inputs.breakEvens = {BreakEven{100, "roce", "ib", 64, 128}};
    EXPECT_EQ(RecommendationEngine::recommend(inputs).scale.position,
              ScalePosition::AboveBreakEven);
    // At the break-even itself the new plan is already the cheaper one.
    inputs.breakEvens = {BreakEven{128, "roce", "ib", 64, 256}};
    EXPECT_EQ(RecommendationEngine::recommend(inputs).scale.position,
              ScalePosition::AboveBreakEven);
    // Two break-evens: the one nearest the starting size is cited, not one the growth reaches.
    inputs.breakEvens = {BreakEven{100, "ib", "roce", 64, 128},
                         BreakEven{300, "roce", "ib", 256, 512}};
    const auto nearest = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(nearest.scale.position, ScalePosition::AboveBreakEven);
    EXPECT_EQ(nearest.scale.nearestBreakEven, 100);
    EXPECT_EQ(nearest.scale.fromPlanId, "ib");
    EXPECT_EQ(nearest.scale.toPlanId, "roce");
    // RoCE is the cheapest from 100 only up to 300, where InfiniBand is again.
    EXPECT_EQ(nearest.scale.nextBreakEven, 300);
    EXPECT_EQ(nearest.scale.nextPlanId, "ib");
    // A change between two other plans does not bear on the recommended plan.
    inputs.breakEvens = {BreakEven{300, "other-a", "other-b", 256, 512}};
    EXPECT_EQ(RecommendationEngine::recommend(inputs).scale.position, ScalePosition::NoBreakEven);
    inputs.breakEvens.clear();
    const auto none = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(none.scale.position, ScalePosition::NoBreakEven);
    EXPECT_FALSE(none.scale.nearestBreakEven.has_value());
}

TEST(RecommendationEngineTest, ThePositionNamesThePlanCheaperAtTheStartingSize)
{
    // Below the break-even the plan cheaper at the cluster's starting size is the one cheaper
    // below it; at or above it, the one cheaper from it on, whatever size the cluster grows to.
    auto inputs = baseInputs();
    inputs.risk = risk(100, 90, 0.8);
    inputs.plans = {PlanNpv{"ib", usd("100")}, PlanNpv{"roce", usd("90")}};
    inputs.lastYearNodes = 4096;
    for (const int first : {16, 128, 299, 300, 301, 1024}) {
        inputs.firstYearNodes = first;
        // RoCE cheaper below 300, IB from 300 on.
        inputs.breakEvens = {BreakEven{300, "roce", "ib", 256, 512}};
        const Recommendation r = RecommendationEngine::recommend(inputs);
        const std::string cheaperHere =
            r.scale.position == ScalePosition::BelowBreakEven ? r.scale.fromPlanId
                                                              : r.scale.toPlanId;
        EXPECT_EQ(cheaperHere, first < 300 ? "roce" : "ib") << first;
    }
}

TEST(RecommendationEngineTest, MarginIsTheTablesDifferenceNotTheTrialsMean)
{
    // Issue 13: the headline said 12.8 M (the trials' mean) over a table showing 7.99 M.
    auto inputs = baseInputs();
    inputs.risk = risk(5000.0, 1.0, 0.7); // sampling noise, deliberately far off
    inputs.plans = {PlanNpv{"ib", usd("1000.13")}, PlanNpv{"roce", usd("1000.00")}};
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "roce");
    EXPECT_EQ(r.margin, usd("0.13"));
    inputs.currency = Currency::cny();
    inputs.plans = {PlanNpv{"ib", Money::parse("7.00", Currency::cny())},
                    PlanNpv{"roce", Money::parse("9.50", Currency::cny())}};
    EXPECT_EQ(RecommendationEngine::recommend(inputs).margin,
              Money::parse("2.50", Currency::cny()));
}

TEST(RecommendationEngineTest, CloseCallsAndTiesAreFlagged)
{
    auto inputs = baseInputs();
    inputs.risk = risk(1000, 995, 0.55);
    inputs.plans = {PlanNpv{"ib", usd("1000")}, PlanNpv{"roce", usd("995")}};
    auto r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "roce");
    EXPECT_TRUE(r.closeCall);
    // An exact tie keeps plan order (as ComparedPlans does, so the pair stays the risk run's).
    inputs.risk = risk(1000, 1000, 0.5);
    inputs.plans = {PlanNpv{"ib", usd("1000")}, PlanNpv{"roce", usd("1000")}};
    r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "ib");
    EXPECT_TRUE(r.margin.isZero());
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.5);
    EXPECT_TRUE(r.closeCall);
    EXPECT_FALSE(r.decidingQuestion.has_value());
}

TEST(RecommendationEngineTest, ACopyOfTheRecommendedPlanSharesItsOutcomesAndIsNotTheRunnerUp)
{
    // RoCE, its copy and InfiniBand: the copies split the trials they win (0.49 each), and the
    // answer is RoCE against InfiniBand, not "RoCE or its copy, a close call".
    auto inputs = baseInputs();
    inputs.risk = risk(2000, 1000, 0.98);
    inputs.risk.plans = {PlanStatistics{"ib", 2000, 2000, 0, 0, 0, 0, 0, 0, 0.02},
                         PlanStatistics{"roce", 1000, 1000, 0, 0, 0, 0, 0, 0, 0.49},
                         PlanStatistics{"copy", 1000, 1000, 0, 0, 0, 0, 0, 0, 0.49}};
    inputs.risk.pair = PairComparison{"roce", "ib", -1000, -1000, 0.02, 0, {}, {}};
    inputs.plans = {PlanNpv{"ib", usd("2000")}, PlanNpv{"roce", usd("1000")},
                    PlanNpv{"copy", usd("1000")}};
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "roce");
    EXPECT_EQ(r.otherPlanId, "ib");
    EXPECT_EQ(r.margin, usd("1000"));
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.98);
    EXPECT_FALSE(r.closeCall);
}

TEST(RecommendationEngineTest, DriversComeFromTheTornadoAndFlagFlips)
{
    auto inputs = baseInputs();
    inputs.risk = risk(2000, 1000, 0.9); // RoCE cheaper: IB - RoCE > 0
    inputs.plans = {PlanNpv{"ib", usd("2000")}, PlanNpv{"roce", usd("1000")}};
    inputs.sensitivity.firstPlanId = "ib"; // IB - RoCE, as the risk pair
    inputs.sensitivity.secondPlanId = "roce";
    inputs.sensitivity.bars = {SensitivityBar{"roce.loss", "roce", 0, 0.05, 0.3, 1500, -800},
                               SensitivityBar{"ib.switch_price", "ib", 30, 40, 50, 800, 1200},
                               SensitivityBar{"power.price", "", 0.08, 0.1, 0.12, 990, 1010},
                               SensitivityBar{"tiny", "", 0, 1, 2, 1000, 1000.5}};
    inputs.topDrivers = 3;
    const auto r = RecommendationEngine::recommend(inputs);
    ASSERT_EQ(r.topDrivers.size(), 3u);
    EXPECT_EQ(r.topDrivers[0].key, "roce.loss");
    EXPECT_EQ(r.topDrivers[0].swing, usd("2300.00"));
    EXPECT_TRUE(r.topDrivers[0].canFlip);
    EXPECT_FALSE(r.topDrivers[1].canFlip);
    EXPECT_EQ(r.topDrivers[2].key, "power.price");
}

TEST(RecommendationEngineTest, EveryInputThatCanChangeTheAnswerIsKeptHoweverFarDown)
{
    // Issue 35: the advice showed the three largest bars; a fourth that reaches the other
    // answer was never named.
    auto inputs = baseInputs();
    inputs.risk = risk(2000, 1000, 0.9);
    inputs.plans = {PlanNpv{"ib", usd("2000")}, PlanNpv{"roce", usd("1000")}};
    inputs.sensitivity.firstPlanId = "ib";
    inputs.sensitivity.secondPlanId = "roce";
    inputs.sensitivity.bars = {SensitivityBar{"a", "roce", 0, 1, 2, 1500, -800},
                               SensitivityBar{"b", "ib", 0, 1, 2, 800, 1200},
                               SensitivityBar{"c", "", 0, 1, 2, 990, 1010},
                               SensitivityBar{"d", "", 0, 1, 2, -5, 1000}};
    inputs.topDrivers = 2;
    const auto r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.topDrivers.size(), 2u);
    ASSERT_EQ(r.answerChangers.size(), 2u);
    EXPECT_EQ(r.answerChangers[0].key, "a");
    EXPECT_EQ(r.answerChangers[1].key, "d");
}

TEST(RecommendationEngineTest, FlipsAreReadInTheTornadosOwnOrder)
{
    // Issue 39: the tornado is runner-up minus recommended (RoCE recommended: IB - RoCE), the
    // risk pair recommended first. A bar reaching below zero reaches the other answer.
    auto inputs = baseInputs();
    inputs.risk = risk(2000, 1000, 0.9);
    inputs.plans = {PlanNpv{"ib", usd("2000")}, PlanNpv{"roce", usd("1000")}};
    inputs.sensitivity.firstPlanId = "ib";
    inputs.sensitivity.secondPlanId = "roce";
    inputs.sensitivity.bars = {SensitivityBar{"reaches", "", 0, 1, 2, -300, 1500},
                               SensitivityBar{"stays", "", 0, 1, 2, 200, 1800}};
    auto r = RecommendationEngine::recommend(inputs);
    ASSERT_EQ(r.answerChangers.size(), 1u);
    EXPECT_EQ(r.answerChangers[0].key, "reaches");
    // The same tornado the other way round (recommended minus runner-up) flags the same bar.
    std::swap(inputs.sensitivity.firstPlanId, inputs.sensitivity.secondPlanId);
    for (SensitivityBar& bar : inputs.sensitivity.bars) {
        bar.differenceAtLow = -bar.differenceAtLow;
        bar.differenceAtHigh = -bar.differenceAtHigh;
    }
    r = RecommendationEngine::recommend(inputs);
    ASSERT_EQ(r.answerChangers.size(), 1u);
    EXPECT_EQ(r.answerChangers[0].key, "reaches");
    // A tornado of two other plans is refused, not read with a guessed sign.
    inputs.sensitivity.firstPlanId = "x";
    inputs.sensitivity.secondPlanId = "y";
    EXPECT_THROW(RecommendationEngine::recommend(inputs), std::invalid_argument);
}

TEST(RecommendationEngineTest, CategoriesMapToQuestions)
{
    EXPECT_EQ(RecommendationEngine::questionForCategory("jitter"),
              ArticleQuestion::JitterSensitivity);
    EXPECT_EQ(RecommendationEngine::questionForCategory("staff"), ArticleQuestion::TeamExpertise);
    EXPECT_EQ(RecommendationEngine::questionForCategory("incidents"),
              ArticleQuestion::TeamExpertise);
    EXPECT_EQ(RecommendationEngine::questionForCategory("rearchitecture"),
              ArticleQuestion::TeamExpertise);
    EXPECT_EQ(RecommendationEngine::questionForCategory("hardware"),
              ArticleQuestion::ScaleAndGrowth);
    EXPECT_EQ(RecommendationEngine::questionForCategory("power"), ArticleQuestion::ScaleAndGrowth);
    EXPECT_EQ(articleQuestionId(ArticleQuestion::TeamExpertise), "team");
}

TEST(RecommendationEngineTest, RejectsCancelledRunsTooFewPlansAndAnotherPair)
{
    auto inputs = baseInputs();
    inputs.plans = {PlanNpv{"ib", usd("2")}, PlanNpv{"roce", usd("1")}};
    inputs.risk.status = RunStatus::Cancelled;
    EXPECT_THROW(RecommendationEngine::recommend(inputs), std::invalid_argument);
    inputs.risk = risk(2, 1, 0.5);
    EXPECT_NO_THROW(RecommendationEngine::recommend(inputs));
    inputs.plans.pop_back();
    EXPECT_THROW(RecommendationEngine::recommend(inputs), std::invalid_argument);
    inputs.plans = {PlanNpv{"ib", usd("2")}, PlanNpv{"roce", usd("1")}};
    inputs.risk.pair.reset();
    EXPECT_THROW(RecommendationEngine::recommend(inputs), std::invalid_argument);
    inputs.risk = risk(2, 1, 0.5);
    inputs.plans.push_back(PlanNpv{"missing", usd("3")}); // not in the risk run
    EXPECT_THROW(RecommendationEngine::recommend(inputs), std::invalid_argument);
}

namespace {

/// Three plans: IB, a Spectrum-X-priced RoCE plan and a cheaper white-box RoCE plan; the risk
/// run compared `first` and `second` with the given hardware NPVs.
RecommendationInputs threePlans(const char* ib, const char* roce, const char* whitebox,
                                const char* first, const char* second)
{
    auto inputs = baseInputs();
    inputs.currency = Currency::usd();
    inputs.plans = {PlanNpv{"ib", usd(ib)}, PlanNpv{"roce", usd(roce)},
                    PlanNpv{"whitebox", usd(whitebox)}};
    const auto npv = [&](const std::string& id) {
        for (const PlanNpv& plan : inputs.plans)
            if (plan.planId == id)
                return plan.npv;
        return usd("0");
    };
    inputs.categories = {CategoryNpv{"hardware", npv(first), npv(second)}};
    MonteCarloResult result;
    result.trials = 1000;
    result.plans = {PlanStatistics{"ib", 0, 0, 0, 0, 0, 0, 0, 0, 0.08},
                    PlanStatistics{"roce", 0, 0, 0, 0, 0, 0, 0, 0, 0.02},
                    PlanStatistics{"whitebox", 0, 0, 0, 0, 0, 0, 0, 0, 0.90}};
    result.pair = PairComparison{first, second, 0, 0, 0.5, 0, {}, {}};
    inputs.risk = result;
    return inputs;
}

} // namespace

TEST(RecommendationEngineTest, EveryPlanIsRankedNotOnlyTheFirstIbAndRoce)
{
    // Issue 13: with IB, Spectrum-X RoCE and a cheaper white-box RoCE plan the recommendation
    // compared only IB with the first RoCE plan and named IB.
    const Recommendation r = RecommendationEngine::recommend(
        threePlans("30000000", "40000000", "20900000", "whitebox", "ib"));
    EXPECT_EQ(r.planId, "whitebox");
    EXPECT_EQ(r.otherPlanId, "ib");
    EXPECT_EQ(r.margin, usd("9100000"));
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.90);
    ASSERT_EQ(r.standings.size(), 3u);
    EXPECT_EQ(r.standings[0].planId, "whitebox");
    EXPECT_TRUE(r.standings[0].marginToBest.isZero());
    EXPECT_EQ(r.standings[1].planId, "ib");
    EXPECT_EQ(r.standings[1].marginToBest, usd("9100000"));
    EXPECT_EQ(r.standings[2].planId, "roce");
    EXPECT_EQ(r.standings[2].marginToBest, usd("19100000"));
    EXPECT_DOUBLE_EQ(r.standings[2].pCheapest, 0.02);
    // The reasons are of this pair (a RoCE plan against IB) and add up to its margin.
    ASSERT_EQ(r.questions.size(), 3u);
    EXPECT_EQ(r.questions[2].advantage, usd("9100000"));
    EXPECT_EQ(sumOfAdvantages(r), r.margin);
}

TEST(RecommendationEngineTest, TwoRocePlansAreExplainedLikeAnyPair)
{
    const Recommendation r = RecommendationEngine::recommend(
        threePlans("50000000", "40000000", "30000000", "roce", "whitebox"));
    EXPECT_EQ(r.planId, "whitebox");
    EXPECT_EQ(r.otherPlanId, "roce");
    ASSERT_EQ(r.questions.size(), 3u);
    EXPECT_EQ(r.questions[2].favoursPlanId, "whitebox");
    EXPECT_EQ(sumOfAdvantages(r), usd("10000000"));
}

TEST(RecommendationEngineTest, ARunThatComparedAnotherPairIsRejected)
{
    // The tornado and the reasons must describe the recommended plan and the runner-up.
    EXPECT_THROW(RecommendationEngine::recommend(
                     threePlans("30000000", "40000000", "20900000", "ib", "roce")),
                 std::invalid_argument);
}

TEST(RecommendationEngineTest, EqualExpectedNpvsKeepPlanOrder)
{
    // A plan and its exact copy tie in NPV: the one listed first is recommended, whatever the
    // sampled chances, against the next plan that costs something else (ComparedPlans chose
    // the same pair before the run); the copies' chances are the recommended design's.
    auto inputs = threePlans("30000000", "25000000", "25000000", "roce", "ib");
    inputs.risk.plans[1].pCheapest = 0.40;
    inputs.risk.plans[2].pCheapest = 0.50;
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_EQ(r.planId, "roce");
    EXPECT_EQ(r.otherPlanId, "ib");
    EXPECT_EQ(r.margin.amount(), Decimal(5000000));
    EXPECT_DOUBLE_EQ(r.probabilityCheaper, 0.90);
}

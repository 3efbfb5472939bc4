// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/MonteCarloEngine.h"

#include "core/risk/Distribution.h"
#include "tests/support/RiskFakes.h"
#include "tests/support/SameRiskFigures.h"

#include <atomic>
#include <cmath>
#include <gtest/gtest.h>
#include <stdexcept>

using namespace fabrictco;
using fabrictco::test::input;
using fabrictco::test::linear;
using fabrictco::test::model;

namespace {

/// One triangular input, one plan whose NPV is that input: the statistics are the input's.
StochasticModel singleTriangular(double a, double m, double b)
{
    return model({input("x", DistributionShape::Triangular, a, m, b)}, {{"ib", linear(0, {1})}});
}

MonteCarloOptions options(std::uint64_t trials, unsigned threads = 2, std::uint64_t seed = 7)
{
    MonteCarloOptions result;
    result.trials = trials;
    result.threads = threads;
    result.seed = seed;
    return result;
}

/// CVaR95 of a distribution by quadrature of its inverse CDF over [0.95, 1].
double closedFormCvar(const Distribution& d)
{
    constexpr int kSteps = 100000;
    double total = 0;
    for (int i = 0; i < kSteps; ++i)
        total += d.quantile(0.95 + 0.05 * (i + 0.5) / kSteps);
    return total / kSteps;
}

} // namespace

TEST(MonteCarloEngineTest, SingleTriangularInputMatchesClosedForm)
{
    const double a = 100, m = 150, b = 300;
    const auto result = MonteCarloEngine::run(singleTriangular(a, m, b), options(200000));
    ASSERT_TRUE(result.completed());
    ASSERT_TRUE(result.exactQuantiles);
    const PlanStatistics& s = result.plans.at(0);
    const Distribution d(DistributionShape::Triangular, a, m, b);
    const double sd = std::sqrt((a * a + m * m + b * b - a * m - a * b - m * b) / 18);
    EXPECT_NEAR(s.mean, (a + m + b) / 3, 4 * sd / std::sqrt(200000.0));
    EXPECT_NEAR(s.p5, d.quantile(0.05), 1.0);
    EXPECT_NEAR(s.p50, d.quantile(0.50), 1.0);
    EXPECT_NEAR(s.p95, d.quantile(0.95), 1.0);
    EXPECT_NEAR(s.cvar95, closedFormCvar(d), 1.0);
    EXPECT_GE(s.min, a);
    EXPECT_LE(s.max, b);
    EXPECT_DOUBLE_EQ(s.pCheapest, 1.0);
}

TEST(MonteCarloEngineTest, PertMeanMatchesClosedForm)
{
    const auto m =
        model({input("x", DistributionShape::Pert, 10, 40, 100)}, {{"ib", linear(5, {2})}});
    const auto result = MonteCarloEngine::run(m, options(200000));
    EXPECT_NEAR(result.plans[0].mean, 5 + 2 * (10 + 4 * 40 + 100) / 6.0, 0.2);
}

TEST(MonteCarloEngineTest, SameSeedSameFiguresWhateverTheThreadCount)
{
    const auto m =
        model({input("price", DistributionShape::Pert, 1, 2, 5),
               input("loss", DistributionShape::Triangular, 0, 0.05, 0.3, "roce"),
               input("staff", DistributionShape::Triangular, 2, 4, 12)},
              {{"ib", linear(1000, {300, 0, 50})}, {"roce", linear(700, {200, 2000, 90})}});
    const auto one = MonteCarloEngine::run(m, options(20000, 1));
    for (const unsigned threads : {2u, 4u}) {
        ASSERT_TRUE(one.pair.has_value());
        test::expectSameRiskFigures(MonteCarloEngine::run(m, options(20000, threads)), one);
    }
    const auto reseeded = MonteCarloEngine::run(m, options(20000, 2, 8));
    EXPECT_NE(reseeded.plans[0].mean, one.plans[0].mean);
}

TEST(MonteCarloEngineTest, WiderRangeGivesWiderSpread)
{
    const auto narrow = MonteCarloEngine::run(singleTriangular(90, 100, 110), options(20000));
    const auto wide = MonteCarloEngine::run(singleTriangular(50, 100, 150), options(20000));
    EXPECT_GT(wide.plans[0].p95 - wide.plans[0].p5, narrow.plans[0].p95 - narrow.plans[0].p5);
    EXPECT_GT(wide.plans[0].cvar95, narrow.plans[0].cvar95);
}

TEST(MonteCarloEngineTest, IdenticalPlansTieExactly)
{
    // Both plans read the same shared input: common random numbers make them equal in every trial.
    const auto m = model({input("x", DistributionShape::Triangular, 1, 2, 9)},
                         {{"ib", linear(10, {3})}, {"roce", linear(10, {3})}});
    const auto result = MonteCarloEngine::run(m, options(5000));
    ASSERT_TRUE(result.pair.has_value());
    EXPECT_EQ(result.pair->meanDifference, 0.0);
    EXPECT_EQ(result.pair->pTie, 1.0);
    EXPECT_EQ(result.pair->pSecondCheaper, 0.5);
    EXPECT_EQ(result.plans[0].pCheapest, 0.5);
    EXPECT_EQ(result.plans[1].pCheapest, 0.5);
    EXPECT_EQ(result.plans[0].mean, result.plans[1].mean);
}

TEST(MonteCarloEngineTest, PlanSpecificInputsAreDrawnIndependently)
{
    // Same key, different plans, different ranges: different quantities, separate streams, so
    // the plans differ trial by trial. (Issue 13 changed the identity of a draw: with the same
    // range too, the two inputs would be one quantity and share the draw; see
    // CommonRandomNumbersTest. The ranges here differ by a hair so that P(cheaper) stays 1/2.)
    const auto m = model({input("x", DistributionShape::Triangular, 0, 1, 2, "ib"),
                          input("x", DistributionShape::Triangular, 0, 1, 2.000001, "roce")},
                         {{"ib", linear(0, {1, 0})}, {"roce", linear(0, {0, 1})}});
    const auto result = MonteCarloEngine::run(m, options(40000));
    EXPECT_NEAR(result.pair->pSecondCheaper, 0.5, 0.02);
    EXPECT_LT(result.pair->pTie, 0.001);
}

TEST(MonteCarloEngineTest, ProbabilityOfCheaperFollowsTheDifference)
{
    // RoCE = IB - 10 + noise in [-20, 20] symmetric: P(RoCE cheaper) = P(noise < 10) = 7/8
    // for a symmetric triangular noise (F(10) = 1 - (20-10)^2 / (2 * 20^2)).
    const auto m = model({input("noise", DistributionShape::Triangular, -20, 0, 20, "roce")},
                         {{"ib", linear(100, {0})}, {"roce", linear(90, {1})}});
    const auto result = MonteCarloEngine::run(m, options(100000));
    EXPECT_NEAR(result.pair->pSecondCheaper, 1 - 100.0 / 800.0, 0.005);
    EXPECT_NEAR(result.pair->meanDifference, 10.0, 0.1);
    EXPECT_NEAR(result.plan("roce")->pCheapest, result.pair->pSecondCheaper, 1e-12);
}

TEST(MonteCarloEngineTest, TheDifferenceHasItsOwnQuantilesTrialByTrial)
{
    // IB - RoCE = 10 - noise, noise symmetric triangular on [-20, 20]: its P5 and P95 are
    // 10 -/+ the noise's P95 (20 - sqrt(0.05 x 800) = 13.68). Both plans also carry a large shared
    // input, which cancels trial by trial: from the two plans' own P5-P95 the range would be far
    // wider.
    const auto m = model({input("shared", DistributionShape::Triangular, 0, 500, 1000),
                          input("noise", DistributionShape::Triangular, -20, 0, 20, "roce")},
                         {{"ib", linear(100, {1, 0})}, {"roce", linear(90, {1, 1})}});
    const auto result = MonteCarloEngine::run(m, options(100000));
    ASSERT_TRUE(result.pair->differenceP5 && result.pair->differenceP95);
    const double noiseP95 = 20 - std::sqrt(0.05 * 800);
    EXPECT_NEAR(*result.pair->differenceP5, 10 - noiseP95, 0.3);
    EXPECT_NEAR(*result.pair->differenceP95, 10 + noiseP95, 0.3);
    // Without a kept sample there is no exact difference to report.
    MonteCarloOptions small = options(100000);
    small.maxBufferedValues = 1000;
    const auto histogram = MonteCarloEngine::run(m, small);
    EXPECT_FALSE(histogram.exactQuantiles);
    EXPECT_FALSE(histogram.pair->differenceP5.has_value());
}

TEST(MonteCarloEngineTest, EveryOtherPlanHasItsGapToTheReferenceTrialByTrial)
{
    // Reference "roce" = 90 + shared + noise; "ib" = 100 + shared; "ib2" = 130 + shared. The
    // shared input cancels: ib's gap is 10 - noise, ib2's 40 - noise (noise triangular on
    // [-20, 20], P95 20 - sqrt(40)).
    const auto m = model(
        {input("shared", DistributionShape::Triangular, 0, 500, 1000),
         input("noise", DistributionShape::Triangular, -20, 0, 20, "roce")},
        {{"ib", linear(100, {1, 0})}, {"roce", linear(90, {1, 1})}, {"ib2", linear(130, {1, 0})}});
    MonteCarloOptions run = options(100000);
    run.firstPlanId = "roce";
    run.secondPlanId = "ib";
    const auto result = MonteCarloEngine::run(m, run);
    ASSERT_EQ(result.gaps.size(), 2u);
    EXPECT_EQ(result.gaps[0].planId, "ib");
    EXPECT_EQ(result.gaps[1].planId, "ib2");
    const double noiseP95 = 20 - std::sqrt(0.05 * 800);
    for (const auto& [gap, offset] : {std::pair{result.gaps[0], 10.0}, {result.gaps[1], 40.0}}) {
        EXPECT_NEAR(gap.mean, offset, 0.3);
        ASSERT_TRUE(gap.p5 && gap.p95);
        EXPECT_NEAR(*gap.p5, offset - noiseP95, 0.3);
        EXPECT_NEAR(*gap.p95, offset + noiseP95, 0.3);
    }
    // The pair's own difference is the same trials seen the other way round (first - second).
    EXPECT_NEAR(*result.pair->differenceP95, -*result.gaps[0].p5, 1e-9);

    // No reference among the plans: no gaps. A sample too large to keep: means, no band.
    run.firstPlanId = "none";
    EXPECT_TRUE(MonteCarloEngine::run(m, run).gaps.empty());
    run.firstPlanId = "roce";
    run.maxBufferedValues = 1000;
    const auto histogram = MonteCarloEngine::run(m, run);
    ASSERT_EQ(histogram.gaps.size(), 2u);
    EXPECT_NEAR(histogram.gaps[1].mean, 40, 0.3);
    EXPECT_FALSE(histogram.gaps[1].p5.has_value());
}

// The price to beat's odds read only each trial's difference; its 32 runs skip the quantiles.
TEST(MonteCarloEngineTest, SkippingTheQuantilesChangesNoOtherFigure)
{
    const auto m = model({input("shared", DistributionShape::Triangular, 0, 500, 1000),
                          input("noise", DistributionShape::Triangular, -20, 0, 20, "roce")},
                         {{"ib", linear(100, {1, 0})}, {"roce", linear(90, {1, 1})}});
    MonteCarloOptions full = options(5000);
    full.keepPairDifferences = true;
    MonteCarloOptions lean = full;
    lean.skipQuantiles = true;
    const auto all = MonteCarloEngine::run(m, full);
    const auto some = MonteCarloEngine::run(m, lean);
    EXPECT_EQ(some.pairDifferences, all.pairDifferences);
    ASSERT_EQ(some.plans.size(), all.plans.size());
    for (std::size_t p = 0; p < all.plans.size(); ++p) {
        EXPECT_EQ(some.plans[p].sampleMean, all.plans[p].sampleMean);
        EXPECT_EQ(some.plans[p].min, all.plans[p].min);
        EXPECT_EQ(some.plans[p].max, all.plans[p].max);
        EXPECT_EQ(some.plans[p].pCheapest, all.plans[p].pCheapest);
        EXPECT_NE(all.plans[p].p95, 0);
        EXPECT_EQ(some.plans[p].p95, 0) << "skipped, left at 0";
    }
    ASSERT_TRUE(some.pair && all.pair);
    EXPECT_EQ(some.pair->pSecondCheaper, all.pair->pSecondCheaper);
    EXPECT_EQ(some.pair->sampleMeanDifference, all.pair->sampleMeanDifference);
    EXPECT_TRUE(all.pair->differenceP95.has_value());
    EXPECT_FALSE(some.pair->differenceP95.has_value());
    ASSERT_EQ(some.gaps.size(), 1u);
    EXPECT_EQ(some.gaps[0].mean, all.gaps[0].mean);
    EXPECT_FALSE(some.gaps[0].p5.has_value());
}

TEST(MonteCarloEngineTest, HistogramPathStaysWithinItsDocumentedAccuracy)
{
    const auto m = singleTriangular(0, 20, 100);
    auto bounded = options(300000);
    bounded.maxBufferedValues = 1000; // force the two-pass histogram
    const auto approximate = MonteCarloEngine::run(m, bounded);
    const auto exact = MonteCarloEngine::run(m, options(300000));
    ASSERT_FALSE(approximate.exactQuantiles);
    ASSERT_TRUE(exact.exactQuantiles);
    const auto& a = approximate.plans[0];
    const auto& e = exact.plans[0];
    const double binWidth = (e.max - e.min) / MonteCarloEngine::kHistogramBins;
    EXPECT_EQ(a.mean, e.mean);
    EXPECT_NEAR(a.p5, e.p5, binWidth);
    EXPECT_NEAR(a.p50, e.p50, binWidth);
    EXPECT_NEAR(a.p95, e.p95, binWidth);
    EXPECT_NEAR(a.cvar95, e.cvar95, binWidth);
    // The histogram path is reproducible across thread counts too.
    bounded.threads = 1;
    const auto single = MonteCarloEngine::run(m, bounded);
    EXPECT_EQ(single.plans[0].p95, a.p95);
    EXPECT_EQ(single.plans[0].cvar95, a.cvar95);
}

TEST(MonteCarloEngineTest, CancelFromProgressStopsPromptly)
{
    std::stop_source source;
    std::atomic<int> calls{0};
    auto cancelling = options(10'000'000);
    cancelling.stop = source.get_token();
    cancelling.progress = [&](double fraction) {
        ++calls;
        if (fraction > 0.001)
            source.request_stop();
    };
    std::atomic<std::uint64_t> evaluated{0};
    auto counting = std::make_shared<test::FunctionPlan>([&](std::span<const double> x) {
        evaluated.fetch_add(1, std::memory_order_relaxed);
        return x[0];
    });
    const auto m = model({input("x", DistributionShape::Triangular, 0, 1, 2)}, {{"ib", counting}});
    const auto result = MonteCarloEngine::run(m, cancelling);
    EXPECT_EQ(result.status, RunStatus::Cancelled);
    EXPECT_TRUE(result.plans.empty());
    EXPECT_FALSE(result.pair.has_value());
    EXPECT_GT(calls.load(), 0);
    // Stopped within a few blocks of the request, far from the 10 million trials asked for.
    EXPECT_LT(evaluated.load(), 100'000u);
}

TEST(MonteCarloEngineTest, ProgressReachesOneAndOnlyMovesForward)
{
    double last = 0;
    bool forward = true;
    auto tracked = options(50000, 2);
    tracked.progress = [&](double fraction) {
        forward = forward && fraction >= last;
        last = fraction;
    };
    const auto result = MonteCarloEngine::run(singleTriangular(0, 1, 2), tracked);
    EXPECT_TRUE(result.completed());
    EXPECT_TRUE(forward);
    EXPECT_DOUBLE_EQ(last, 1.0);
}

TEST(MonteCarloEngineTest, RejectsMalformedModels)
{
    EXPECT_THROW(MonteCarloEngine::run(StochasticModel{}, options(10)), std::invalid_argument);
    EXPECT_THROW(MonteCarloEngine::run(singleTriangular(5, 1, 2), options(10)),
                 std::invalid_argument);
    EXPECT_THROW(MonteCarloEngine::run(singleTriangular(0, 1, 2), options(0)),
                 std::invalid_argument);
    const auto nan = model({}, {{"ib", std::make_shared<test::FunctionPlan>(
                                           [](std::span<const double>) { return NAN; })}});
    EXPECT_THROW(MonteCarloEngine::run(nan, options(10)), std::runtime_error);
}

TEST(MonteCarloEngineTest, ThreeWayTiesSplitTheCreditExactly)
{
    const auto m = model({input("x", DistributionShape::Pert, 1, 2, 9)},
                         {{"a", linear(0, {1})}, {"b", linear(0, {1})}, {"c", linear(0, {1})}});
    const auto result = MonteCarloEngine::run(m, options(3000));
    for (const auto& plan : result.plans)
        EXPECT_DOUBLE_EQ(plan.pCheapest, 1.0 / 3.0);
    EXPECT_FALSE(result.pair.has_value()); // no "ib"/"roce" pair in this model
}

TEST(MonteCarloEngineTest, FixedInputsStayAtTheirMostLikelyValue)
{
    const auto m =
        model({input("x", DistributionShape::Fixed, 0, 4, 100)}, {{"ib", linear(1, {2})}});
    const auto result = MonteCarloEngine::run(m, options(1000));
    EXPECT_EQ(result.plans[0].min, 9.0);
    EXPECT_EQ(result.plans[0].max, 9.0);
    EXPECT_EQ(result.plans[0].p95, 9.0);
    EXPECT_EQ(result.plans[0].cvar95, 9.0);
}

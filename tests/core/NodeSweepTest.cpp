// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/NodeSweep.h"

#include "tests/support/RiskFakes.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <mutex>
#include <stdexcept>

using namespace fabrictco;
using fabrictco::test::FunctionPlan;
using fabrictco::test::input;

namespace {

/// Both plans share a noisy input (common random numbers) and differ by `gap(nodes)`:
/// IB - RoCE = gap, so RoCE is the cheaper plan exactly where gap > 0.
StochasticModelFactory factoryWithGap(std::function<double(double)> gap)
{
    return [gap](int nodes) {
        const double n = nodes;
        auto ib = std::make_shared<FunctionPlan>(
            [n, gap](std::span<const double> x) { return 1000 * n + 50 * n * x[0] + gap(n); });
        auto roce = std::make_shared<FunctionPlan>(
            [n](std::span<const double> x) { return 1000 * n + 50 * n * x[0]; });
        return test::model({input("price", DistributionShape::Triangular, 0.5, 1, 2)},
                           {{"ib", ib}, {"roce", roce}});
    };
}

SweepOptions sweepOptions(int minNodes, int maxNodes, int points)
{
    SweepOptions options;
    options.minNodes = minNodes;
    options.maxNodes = maxNodes;
    options.points = points;
    options.monteCarlo.trials = 2000;
    options.monteCarlo.threads = 2;
    return options;
}

/// Counts each size a sweep builds: the bisections must build each once (issue 42).
class CountedBuilds
{
public:
    /// `factory`, counting every size it is asked for (from any worker thread).
    StochasticModelFactory counting(StochasticModelFactory factory)
    {
        return [this, factory = std::move(factory)](int nodes) {
            {
                const std::lock_guard lock(m_mutex);
                ++m_builds[nodes];
            }
            return factory(nodes);
        };
    }
    void expectEachBuiltOnce() const
    {
        for (const auto& [nodes, count] : m_builds)
            EXPECT_EQ(count, 1) << nodes << " nodes built " << count << " times";
    }
    std::size_t sizes() const { return m_builds.size(); }

private:
    std::mutex m_mutex;
    std::map<int, int> m_builds;
};

} // namespace

TEST(NodeSweepTest, LogSpacedNodesAreRoundedAscendingAndUnique)
{
    EXPECT_EQ(NodeSweep::logSpacedNodes(16, 16384, 11),
              (std::vector<int>{16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384}));
    EXPECT_EQ(NodeSweep::logSpacedNodes(1, 3, 10), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(NodeSweep::logSpacedNodes(40, 40, 5), (std::vector<int>{40}));
    EXPECT_EQ(NodeSweep::logSpacedNodes(10, 1000, 1), (std::vector<int>{10}));
    EXPECT_THROW(NodeSweep::logSpacedNodes(0, 10, 3), std::invalid_argument);
    EXPECT_THROW(NodeSweep::logSpacedNodes(20, 10, 3), std::invalid_argument);
    EXPECT_THROW(NodeSweep::logSpacedNodes(1, 10, 0), std::invalid_argument);
}

TEST(NodeSweepTest, FindsASingleBreakEvenByBisection)
{
    // Management cost growing with n^2 makes RoCE dearer from 300 nodes on:
    // IB - RoCE = 899.5 - n^2 / 100 > 0 exactly for n <= 299.
    const auto result = NodeSweep::run(factoryWithGap([](double n) { return 899.5 - n * n / 100; }),
                                       sweepOptions(16, 4096, 9));
    ASSERT_TRUE(result.completed());
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_EQ(result.breakEvens[0].nodes, 300);
    EXPECT_EQ(result.breakEvens[0].fromPlanId, "roce");
    EXPECT_EQ(result.breakEvens[0].toPlanId, "ib");
    EXPECT_LT(result.breakEvens[0].lowerPoint, 300);
    EXPECT_GE(result.breakEvens[0].upperPoint, 300);
    EXPECT_EQ(result.points.front().cheapestPlanId, "roce");
    EXPECT_EQ(result.points.back().cheapestPlanId, "ib");
}

TEST(NodeSweepTest, FindsSeveralBreakEvensOrNone)
{
    // RoCE cheaper below 100.5 nodes and above 1000.5, IB in between.
    const auto twice =
        NodeSweep::run(factoryWithGap([](double n) { return (n - 100.5) * (n - 1000.5) / 1000; }),
                       sweepOptions(16, 4096, 12));
    ASSERT_EQ(twice.breakEvens.size(), 2u);
    EXPECT_EQ(twice.breakEvens[0].nodes, 101);
    EXPECT_EQ(twice.breakEvens[0].toPlanId, "ib");
    EXPECT_EQ(twice.breakEvens[1].nodes, 1001);
    EXPECT_EQ(twice.breakEvens[1].toPlanId, "roce");

    const auto never =
        NodeSweep::run(factoryWithGap([](double) { return 5.0; }), sweepOptions(16, 4096, 12));
    EXPECT_TRUE(never.breakEvens.empty());
    for (const auto& point : never.points)
        EXPECT_EQ(point.cheapestPlanId, "roce");
}

TEST(NodeSweepTest, ReportsStatisticsPerGpuMonthAndRisk)
{
    auto options = sweepOptions(8, 64, 4);
    options.gpusPerNode = 8;
    options.horizonYears = 5;
    const auto result = NodeSweep::run(factoryWithGap([](double) { return 0.0; }), options);
    ASSERT_EQ(result.points.size(), 4u);
    for (const auto& point : result.points) {
        ASSERT_EQ(point.plans.size(), 2u);
        const auto& ib = point.plans[0];
        EXPECT_NEAR(ib.perGpuMonth, ib.mean / (point.nodes * 8.0 * 12 * 5), 1e-9);
        EXPECT_LE(ib.p5, ib.p50);
        EXPECT_LE(ib.p50, ib.p95);
        EXPECT_GT(ib.spread(), 0);
        EXPECT_GT(ib.tailRisk(), 0);
        // Cost scales with n here, so its spread grows with the node count too.
        if (&point != &result.points.front()) {
            EXPECT_GT(ib.spread(), (&point - 1)->plans[0].spread());
        }
    }
}

TEST(NodeSweepTest, SameFiguresWhateverTheThreadCount)
{
    auto options = sweepOptions(16, 1024, 6);
    const auto factory = factoryWithGap([](double n) { return 899.5 - n * n / 100; });
    options.monteCarlo.threads = 1;
    const auto one = NodeSweep::run(factory, options);
    options.monteCarlo.threads = 4;
    const auto four = NodeSweep::run(factory, options);
    ASSERT_EQ(one.points.size(), four.points.size());
    for (std::size_t i = 0; i < one.points.size(); ++i)
        for (std::size_t p = 0; p < 2; ++p) {
            EXPECT_EQ(one.points[i].plans[p].mean, four.points[i].plans[p].mean);
            EXPECT_EQ(one.points[i].plans[p].p95, four.points[i].plans[p].p95);
        }
    EXPECT_EQ(one.breakEvens[0].nodes, four.breakEvens[0].nodes);
}

TEST(NodeSweepTest, CancelledSweepReturnsNoFigures)
{
    std::stop_source source;
    auto options = sweepOptions(16, 16384, 40);
    options.monteCarlo.stop = source.get_token();
    options.monteCarlo.progress = [&](double fraction) {
        if (fraction > 0.05)
            source.request_stop();
    };
    const auto result = NodeSweep::run(factoryWithGap([](double) { return 1.0; }), options);
    EXPECT_EQ(result.status, RunStatus::Cancelled);
    EXPECT_TRUE(result.points.empty());
    EXPECT_TRUE(result.breakEvens.empty());
}

TEST(NodeSweepTest, SkipsNodeCountsThatCannotBeBuilt)
{
    // Above 1000 nodes the cluster cannot be built; RoCE is cheaper below 300.5 nodes.
    const auto inner = factoryWithGap([](double n) { return 300.5 - n; });
    const StochasticModelFactory factory = [inner](int nodes) {
        if (nodes > 1000)
            throw InfeasibleNodeCount("too big: " + std::to_string(nodes));
        return inner(nodes);
    };
    const auto result = NodeSweep::run(factory, sweepOptions(16, 4096, 9));
    ASSERT_TRUE(result.completed());
    EXPECT_EQ(result.infeasibleNodes, (std::vector<int>{1024, 2048, 4096}));
    EXPECT_EQ(result.infeasibleReason, "too big: 1024");
    ASSERT_EQ(result.points.size(), 6u);
    EXPECT_EQ(result.points.back().nodes, 512);
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_EQ(result.breakEvens[0].nodes, 301);
    EXPECT_TRUE(result.breakEvens[0].exact);
}

TEST(NodeSweepTest, BisectionStopsAtAGapOfInfeasibleNodeCounts)
{
    // Nothing between 100 and 999 can be built; the plan changes at 500.5.
    const auto inner = factoryWithGap([](double n) { return 500.5 - n; });
    const StochasticModelFactory factory = [inner](int nodes) {
        if (nodes > 100 && nodes < 1000)
            throw InfeasibleNodeCount("gap");
        return inner(nodes);
    };
    const auto result = NodeSweep::run(factory, sweepOptions(64, 4096, 7));
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_FALSE(result.breakEvens[0].exact);
    EXPECT_EQ(result.breakEvens[0].lowerPoint, 64);
    EXPECT_EQ(result.breakEvens[0].nodes, 1024);
}

TEST(NodeSweepTest, EveryOtherPlanGetsItsGapAndItsOwnBreakEvenWithTheReference)
{
    // Reference "roce" = 1000 n + noise; "ib" = roce + 899.5 - n^2 / 100 (cheaper from 300 on);
    // "ib2" = roce + 5000 - 10 n (cheaper from 501 on, while "ib" is cheapest of all there): the
    // gap chart needs ib2's crossing too, which the cheapest-plan break-evens never show.
    const StochasticModelFactory factory = [](int nodes) {
        const double n = nodes;
        auto roce = std::make_shared<FunctionPlan>(
            [n](std::span<const double> x) { return 1000 * n + 50 * n * x[0]; });
        auto ib = std::make_shared<FunctionPlan>([n](std::span<const double> x) {
            return 1000 * n + 50 * n * x[0] + 899.5 - n * n / 100;
        });
        auto ib2 = std::make_shared<FunctionPlan>(
            [n](std::span<const double> x) { return 1000 * n + 50 * n * x[0] + 5000.5 - 10 * n; });
        return test::model({input("price", DistributionShape::Triangular, 0.5, 1, 2)},
                           {{"ib", ib}, {"roce", roce}, {"ib2", ib2}});
    };
    auto options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "roce";
    options.monteCarlo.secondPlanId = "ib";
    options.alsoNodes = {100, 5000};
    const auto result = NodeSweep::run(factory, options);
    ASSERT_TRUE(result.completed());
    EXPECT_EQ(result.referencePlanId, "roce");
    // The cluster's own size is swept; a size outside the range is not.
    EXPECT_TRUE(std::any_of(result.points.begin(), result.points.end(),
                            [](const SweepPoint& point) { return point.nodes == 100; }));
    EXPECT_EQ(result.points.back().nodes, 4096);
    ASSERT_EQ(result.referenceBreakEvens.size(), 2u);
    EXPECT_EQ(result.referenceBreakEvens[0].nodes, 300);
    EXPECT_EQ(result.referenceBreakEvens[0].fromPlanId, "roce");
    EXPECT_EQ(result.referenceBreakEvens[0].toPlanId, "ib");
    EXPECT_EQ(result.referenceBreakEvens[1].nodes, 501);
    EXPECT_EQ(result.referenceBreakEvens[1].toPlanId, "ib2");
    // The gaps are plan minus reference, trial by trial: the noise cancels, the band is a line.
    for (const SweepPoint& point : result.points) {
        const double n = point.nodes;
        ASSERT_EQ(point.plans.size(), 3u);
        EXPECT_EQ(point.plans[1].gapMean, 0);
        EXPECT_NEAR(point.plans[0].gapMean, 899.5 - n * n / 100, 1e-6 * n * n);
        ASSERT_TRUE(point.plans[2].gapP5 && point.plans[2].gapP95);
        EXPECT_NEAR(*point.plans[2].gapP5, 5000.5 - 10 * n, 1e-6 * n);
        EXPECT_NEAR(*point.plans[2].gapP95, 5000.5 - 10 * n, 1e-6 * n);
    }
}

TEST(NodeSweepTest, PerGpuMonthDividesByTheModelsGpuMonthsWhenItHasThem)
{
    // A growing cluster has more GPU-months than its first year times the horizon.
    const StochasticModelFactory factory = [](int nodes) {
        StochasticModel model = factoryWithGap([](double) { return 0.0; })(nodes);
        model.gpuMonths = std::int64_t(nodes) * 8 * 12 * 7;
        return model;
    };
    const auto result = NodeSweep::run(factory, sweepOptions(8, 64, 3));
    for (const SweepPoint& point : result.points) {
        EXPECT_EQ(point.gpuMonths, std::int64_t(point.nodes) * 8 * 12 * 7);
        EXPECT_NEAR(point.plans[0].perGpuMonth, point.plans[0].mean / double(point.gpuMonths),
                    1e-9);
    }
}

TEST(NodeSweepTest, GrowthPathSpansAQuarterOfTheFirstYearToFourTimesTheLastYear)
{
    SweepOptions sweep;
    sweep.spanGrowthPath(128, 648);
    EXPECT_EQ(sweep.minNodes, 32);
    EXPECT_EQ(sweep.maxNodes, 2592);
    EXPECT_EQ(sweep.alsoNodes, (std::vector<int>{128, 648}));
    // Small clusters still sweep up to 16 nodes, and never below one node.
    sweep.spanGrowthPath(2, 2);
    EXPECT_EQ(sweep.minNodes, 1);
    EXPECT_EQ(sweep.maxNodes, 16);
    // A shrinking path never gives an empty range.
    sweep.spanGrowthPath(400, 3);
    EXPECT_EQ(sweep.minNodes, 100);
    EXPECT_EQ(sweep.maxNodes, 100);
}

// A bisection step only needs which plan is cheaper, which a model carrying the exact expected
// NPVs already says (issue 42): the sweep must rank there by them, not by simulating, and the
// two bisections (the cheapest of all, the reference against the other) must build each size
// once. Here the simulated means say the opposite of the exact figures, so a simulated step
// would move the break-even.
TEST(NodeSweepTest, BisectionRanksByTheExactFiguresAndBuildsEachSizeOnce)
{
    CountedBuilds builds;
    const auto ibCheaper = factoryWithGap([](double) { return -1000.0; });
    const StochasticModelFactory factory = builds.counting([ibCheaper](int nodes) {
        StochasticModel model = ibCheaper(nodes); // simulated: IB cheaper
        // Exactly: IB - RoCE = nodes - 700.5, so RoCE is cheaper from 701 nodes on.
        model.expectedNpvs = {Money(Decimal(1'000'000 + nodes), Currency::usd()),
                              Money(Decimal(1'000'700) + Decimal::parse("0.5"), Currency::usd())};
        return model;
    });
    SweepOptions options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "ib";
    options.monteCarlo.secondPlanId = "roce";
    const SweepResult result = NodeSweep::run(factory, options);
    ASSERT_TRUE(result.completed());
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_EQ(result.breakEvens[0].nodes, 701);
    EXPECT_EQ(result.breakEvens[0].fromPlanId, "ib");
    EXPECT_EQ(result.breakEvens[0].toPlanId, "roce");
    ASSERT_EQ(result.referenceBreakEvens.size(), 1u);
    EXPECT_EQ(result.referenceBreakEvens[0].nodes, 701);
    builds.expectEachBuiltOnce();
    // The swept points and about log2(bracket) bisection steps, not one build per node count.
    EXPECT_GT(builds.sizes(), 9u);
    EXPECT_LT(builds.sizes(), 9u + 12u);
}

// A model built by hand carries no exact figures, so a bisection step simulates it; built once
// all the same, though the round's sizes are built together before they are simulated.
TEST(NodeSweepTest, WithoutExactFiguresEachSizeIsStillBuiltOnce)
{
    CountedBuilds builds;
    const StochasticModelFactory factory =
        builds.counting(factoryWithGap([](double n) { return 899.5 - n * n / 100; }));
    SweepOptions options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "ib";
    options.monteCarlo.secondPlanId = "roce";
    const SweepResult result = NodeSweep::run(factory, options);
    ASSERT_TRUE(result.completed());
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_EQ(result.breakEvens[0].nodes, 300);
    builds.expectEachBuiltOnce();
}

namespace {

/// "ib" = "roce" + gap(n) where `ibFits(n)`, and "roce" alone elsewhere: ib's fabric cannot
/// hold the cluster there (BuildablePlans::stochasticModelAt leaves it out).
StochasticModelFactory factoryWithLimit(std::function<double(double)> gap,
                                        std::function<bool(int)> ibFits)
{
    return [gap, ibFits](int nodes) {
        const double n = nodes;
        auto roce = std::make_shared<FunctionPlan>(
            [n](std::span<const double> x) { return 1000 * n + 50 * n * x[0]; });
        const std::vector<UncertainInput> inputs{
            input("price", DistributionShape::Triangular, 0.5, 1, 2)};
        if (!ibFits(nodes))
            return test::model(inputs, {{"roce", roce}});
        auto ib = std::make_shared<FunctionPlan>(
            [n, gap](std::span<const double> x) { return 1000 * n + 50 * n * x[0] + gap(n); });
        return test::model(inputs, {{"ib", ib}, {"roce", roce}});
    };
}

} // namespace

TEST(NodeSweepTest, APlanThatStopsFittingIsAbsentThereAndIsNoBreakEven)
{
    // IB is cheaper wherever it can be built; above 600 nodes only RoCE can. The cheapest plan
    // "changes" at 1024 only because IB is gone: no break-even, no crossing of the gap chart,
    // and RoCE's figures go on alone (they were skipped with IB's).
    auto options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "ib";
    options.monteCarlo.secondPlanId = "roce";
    const auto result = NodeSweep::run(
        factoryWithLimit([](double) { return -1000.0; }, [](int n) { return n <= 600; }), options);
    ASSERT_TRUE(result.completed());
    EXPECT_TRUE(result.infeasibleNodes.empty());
    ASSERT_EQ(result.points.size(), 9u);
    for (const SweepPoint& point : result.points) {
        EXPECT_EQ(point.plan("ib") != nullptr, point.nodes <= 600) << point.nodes;
        EXPECT_NE(point.plan("roce"), nullptr) << point.nodes;
    }
    EXPECT_TRUE(result.breakEvens.empty());
    EXPECT_TRUE(result.referenceBreakEvens.empty());
}

TEST(NodeSweepTest, ABreakEvenBelowAPlansLimitIsStillFoundExactly)
{
    // RoCE is cheaper below 300.5 nodes, IB above; IB cannot be built above 1000.
    auto options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "roce";
    options.monteCarlo.secondPlanId = "ib";
    const auto result = NodeSweep::run(
        factoryWithLimit([](double n) { return 300.5 - n; }, [](int n) { return n <= 1000; }),
        options);
    ASSERT_TRUE(result.completed());
    ASSERT_EQ(result.breakEvens.size(), 1u);
    EXPECT_EQ(result.breakEvens[0].nodes, 301);
    EXPECT_TRUE(result.breakEvens[0].exact);
    ASSERT_EQ(result.referenceBreakEvens.size(), 1u);
    EXPECT_EQ(result.referenceBreakEvens[0].nodes, 301);
    // A bisection step where IB cannot be built stops the search, as an infeasible size does:
    // the change lies between the last size below with both plans and the size given.
    const auto gap = NodeSweep::run(factoryWithLimit([](double n) { return 800.5 - n; },
                                                     [](int n) { return n < 600 || n > 900; }),
                                    sweepOptions(512, 1024, 2));
    ASSERT_EQ(gap.breakEvens.size(), 1u);
    EXPECT_FALSE(gap.breakEvens[0].exact);
    EXPECT_EQ(gap.breakEvens[0].nodes, 1024);
}

TEST(NodeSweepTest, APlansLimitIsPinnedToTheNodeWhereItStopsFitting)
{
    // IB fits up to 600 nodes. Without a cheap test of what can be built the boundary is the
    // first swept size without IB (1024) and says so; with one it is 601, found by bisection.
    const auto fits = [](int n) {
        return n <= 600;
    };
    auto options = sweepOptions(16, 4096, 9);
    options.monteCarlo.firstPlanId = "ib";
    options.monteCarlo.secondPlanId = "roce";
    const auto rough =
        NodeSweep::run(factoryWithLimit([](double) { return -1000.0; }, fits), options);
    ASSERT_EQ(rough.planBoundaries.size(), 1u);
    EXPECT_EQ(rough.planBoundaries[0].planId, "ib");
    EXPECT_EQ(rough.planBoundaries[0].nodes, 1024);
    EXPECT_FALSE(rough.planBoundaries[0].exact);
    EXPECT_FALSE(rough.planBoundaries[0].fitsFromHere);

    options.buildablePlanIds = [&](int n) {
        return fits(n) ? std::vector<std::string>{"ib", "roce"} : std::vector<std::string>{"roce"};
    };
    const auto exact =
        NodeSweep::run(factoryWithLimit([](double) { return -1000.0; }, fits), options);
    ASSERT_EQ(exact.planBoundaries.size(), 1u);
    EXPECT_EQ(exact.planBoundaries[0].nodes, 601);
    EXPECT_TRUE(exact.planBoundaries[0].exact);
    EXPECT_FALSE(exact.planBoundaries[0].fitsFromHere);
    // The cheapest plan changes at IB's limit, yet that is no break-even.
    EXPECT_TRUE(exact.breakEvens.empty());
    EXPECT_FALSE(exact.sameCheapestEverywhere());
    EXPECT_TRUE(exact.comparesPlans());
}

TEST(NodeSweepTest, APlanThatStartsFittingHasItsBoundaryTooAndNoneWhenEveryPlanFits)
{
    const auto fromFiveHundred = [](int n) {
        return n >= 500;
    };
    auto options = sweepOptions(16, 4096, 9);
    options.buildablePlanIds = [&](int n) {
        return fromFiveHundred(n) ? std::vector<std::string>{"ib", "roce"}
                                  : std::vector<std::string>{"roce"};
    };
    const auto result =
        NodeSweep::run(factoryWithLimit([](double) { return 1000.0; }, fromFiveHundred), options);
    ASSERT_EQ(result.planBoundaries.size(), 1u);
    EXPECT_EQ(result.planBoundaries[0].nodes, 500);
    EXPECT_TRUE(result.planBoundaries[0].fitsFromHere);

    const auto everywhere = NodeSweep::run(
        factoryWithLimit([](double) { return 1000.0; }, [](int) { return true; }), options);
    EXPECT_TRUE(everywhere.planBoundaries.empty());
    EXPECT_TRUE(everywhere.sameCheapestEverywhere());
}

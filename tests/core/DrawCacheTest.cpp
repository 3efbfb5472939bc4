// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 42: a sweep's Monte Carlo runs share the inputs they draw (DrawCache). The figures must
// be the same to the last bit with or without it, after a cancelled run, and at any thread count.
#include "core/risk/DrawCache.h"

#include "core/risk/MonteCarloEngine.h"
#include "tests/support/SameRiskFigures.h"

#include <gtest/gtest.h>
#include <memory>
#include <span>
#include <thread>
#include <vector>

namespace fabrictco {
namespace {

/// NPV = sum of inputs x weight, per plan: enough to see any changed draw.
class WeightedSum : public PlanCostFunction
{
public:
    explicit WeightedSum(double weight) : m_weight(weight) {}
    double npv(std::span<const double> inputs) const override
    {
        double total = 0;
        for (std::size_t i = 0; i < inputs.size(); ++i)
            total += inputs[i] * m_weight * double(i + 1);
        return total;
    }

private:
    double m_weight;
};

StochasticModel model(double spread)
{
    StochasticModel m;
    m.inputs = {{"price.switch", "ib", DistributionShape::Triangular, 10, 12, 20 + spread},
                {"power.pue", "", DistributionShape::Pert, 1.1, 1.4, 1.6},
                {"staff.salary", "", DistributionShape::Fixed, 5, 5, 5},
                {"price.switch", "roce", DistributionShape::Triangular, 8, 9, 15}};
    m.plans = {std::make_shared<WeightedSum>(1.0), std::make_shared<WeightedSum>(1.1)};
    m.planIds = {"ib", "roce"};
    return m;
}

void expectSame(const MonteCarloResult& actual, const MonteCarloResult& expected)
{
    test::expectSameRiskFigures(actual, expected);
}

TEST(DrawCacheTest, RunsReadingTheCacheGiveTheSameFiguresToTheLastBit)
{
    MonteCarloOptions plain;
    plain.trials = 5000;
    plain.threads = 2;
    const MonteCarloResult expected = MonteCarloEngine::run(model(0), plain);
    MonteCarloOptions cached = plain;
    cached.drawCache = std::make_shared<DrawCache>();
    expectSame(MonteCarloEngine::run(model(0), cached), expected); // fills the cache
    expectSame(MonteCarloEngine::run(model(0), cached), expected); // reads it
    cached.threads = 1;
    expectSame(MonteCarloEngine::run(model(0), cached), expected);
    // Another range is another column: not the kept draws of the first.
    expectSame(MonteCarloEngine::run(model(5), cached), MonteCarloEngine::run(model(5), plain));
    // The histogram pass (too many values to keep) reads what its first pass kept.
    MonteCarloOptions histogram = plain;
    histogram.maxBufferedValues = 100;
    MonteCarloOptions histogramCached = histogram;
    histogramCached.drawCache = cached.drawCache;
    expectSame(MonteCarloEngine::run(model(0), histogramCached),
               MonteCarloEngine::run(model(0), histogram));
}

TEST(DrawCacheTest, ACancelledRunLeavesNothingHalfDrawnToRead)
{
    MonteCarloOptions options;
    options.trials = 20000;
    options.threads = 2;
    options.drawCache = std::make_shared<DrawCache>();
    std::stop_source stop;
    options.stop = stop.get_token();
    options.progress = [&](double fraction) {
        if (fraction > 0.2)
            stop.request_stop();
    };
    EXPECT_FALSE(MonteCarloEngine::run(model(0), options).completed());
    options.stop = {};
    options.progress = {};
    MonteCarloOptions plain = options;
    plain.drawCache.reset();
    expectSame(MonteCarloEngine::run(model(0), options), MonteCarloEngine::run(model(0), plain));
}

TEST(DrawCacheTest, AFullCacheKeepsNoMoreColumns)
{
    DrawCache cache;
    const UncertainInput input{"power.pue", "", DistributionShape::Triangular, 1, 2, 3};
    DrawCache::Column* filled = cache.column(1, DrawCache::kMaxValues, input);
    ASSERT_NE(filled, nullptr);
    EXPECT_EQ(cache.column(2, 1, input), nullptr);
    cache.keep({filled});
    EXPECT_EQ(cache.column(1, DrawCache::kMaxValues, input), filled) << "a kept one stays";
}

TEST(DrawCacheTest, AColumnBeingFilledIsLeftToItsRunUntilKeptOrGivenBack)
{
    DrawCache cache;
    const UncertainInput input{"power.pue", "", DistributionShape::Triangular, 1, 2, 3};
    DrawCache::Column* first = cache.column(1, 100, input);
    ASSERT_NE(first, nullptr);
    EXPECT_FALSE(first->complete);
    EXPECT_EQ(cache.column(1, 100, input), nullptr) << "another run draws its own meanwhile";
    cache.giveBack({first});
    DrawCache::Column* again = cache.column(1, 100, input);
    EXPECT_EQ(again, first) << "a column given back may be filled by the next run";
    EXPECT_FALSE(again->complete);
    cache.keep({again});
    EXPECT_EQ(cache.column(1, 100, input), first);
    EXPECT_EQ(cache.column(1, 100, input), first) << "a kept column is read by every run";
    EXPECT_TRUE(first->complete);
}

TEST(DrawCacheTest, RunsAtOnceOnOneCacheGiveTheSameFiguresToTheLastBit)
{
    // A sweep runs its points on every core, each run with one thread, sharing one cache.
    MonteCarloOptions plain;
    plain.trials = 5000;
    plain.threads = 1;
    std::vector<MonteCarloResult> expected;
    for (int spread = 0; spread < 6; ++spread)
        expected.push_back(MonteCarloEngine::run(model(spread % 2), plain));
    MonteCarloOptions shared = plain;
    shared.drawCache = std::make_shared<DrawCache>();
    for (int round = 0; round < 3; ++round) {
        std::vector<MonteCarloResult> actual(expected.size());
        {
            std::vector<std::jthread> runs;
            for (std::size_t i = 0; i < actual.size(); ++i)
                runs.emplace_back(
                    [&, i] { actual[i] = MonteCarloEngine::run(model(double(i % 2)), shared); });
        }
        for (std::size_t i = 0; i < actual.size(); ++i)
            expectSame(actual[i], expected[i]);
    }
}

} // namespace
} // namespace fabrictco

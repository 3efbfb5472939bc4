// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/DrawCache.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/StochasticModel.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <string>

namespace fabrictco {

struct MonteCarloOptions
{
    std::uint64_t trials = 10'000;
    std::uint64_t seed = 20261129;
    unsigned threads = 0; ///< 0 = std::thread::hardware_concurrency()
    /// Fraction done in [0, 1]; called from worker threads, one call at a time, at most ~1,000
    /// times per pass. Keep it quick (post to the GUI thread, do not paint here).
    std::function<void(double)> progress;
    std::stop_token stop; ///< request_stop() on its source cancels within one block per thread
    std::string firstPlanId = "ib";
    std::string secondPlanId = "roce";
    /// Exact quantiles while plans x trials values fit (8 bytes each: 64 MB by default); beyond,
    /// the two-pass histogram keeps memory flat whatever the trial count.
    std::size_t maxBufferedValues = std::size_t(8) << 20;
    /// Set: draws are taken from and kept in it (a sweep's runs share one); same figures.
    std::shared_ptr<DrawCache> drawCache;
    /// Keep NPV(first) - NPV(second) of every trial, in trial order, in
    /// MonteCarloResult::pairDifferences (when the sample is kept: plans x trials within
    /// maxBufferedValues). The price to beat's odds read each trial's own crossing from them.
    bool keepPairDifferences = false;
    /// Skip the quantiles and CVaR (of each plan, left at 0, each gap and the pair's difference,
    /// left empty): the means, extremes and chances are still given. For callers that read only
    /// pairDifferences: the price to beat's 32 runs spent a sixth of their time selecting
    /// quantiles nobody read (issue 42).
    bool skipQuantiles = false;
};

/// Monte Carlo over a StochasticModel: every trial draws each uncertain input once (shared inputs
/// once for all plans: common random numbers) and evaluates every plan's NPV on that draw.
///
/// Reproducible: draws come from CounterRng (a pure function of seed, input and trial) and every
/// accumulator is integer (FixedPointSum, counts), so results are identical to the last bit for any
/// thread count. Memory is bounded: with plans x trials <= maxBufferedValues the sample is kept and
/// quantiles are exact (linear interpolation between order statistics, type 7); beyond, a first
/// pass finds each plan's min and max and a second pass fills a 65,536-bin histogram, so every
/// quantile is within (max - min) / 65,536 of the exact one and CVaR95 within the same bound.
class MonteCarloEngine
{
public:
    /// Throws std::invalid_argument for a malformed model (no plans, bad ranges, missing plan
    /// function) or zero trials.
    static MonteCarloResult run(const StochasticModel& model, const MonteCarloOptions& options);

    static constexpr int kHistogramBins = 65536;
};

} // namespace fabrictco

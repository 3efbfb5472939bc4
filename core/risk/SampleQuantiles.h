// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/FixedPointSum.h"
#include "core/risk/MonteCarloResult.h"

#include <cstdint>
#include <vector>

namespace fabrictco {

/// A plan's P5, P50 (linear interpolation between order statistics, type 7), P95 and CVaR95
/// (the mean of the worst 5 % of trials) from its Monte Carlo trials (MonteCarloEngine).
class SampleQuantiles
{
public:
    /// Exactly, from the kept sample of n values at `first` (which may be reordered; the same
    /// figures for the same values in any order).
    static void exact(std::vector<double>::iterator first, std::size_t n, PlanStatistics& out);

    /// One plan's histogram over its [min, max]: counts and exact (quantised) sums per bin.
    struct Histogram
    {
        std::vector<std::uint64_t> counts;
        std::vector<FixedPointSum::Int128> sums;
    };
    /// Within (hi - lo) / bins of the exact figures, from a histogram of n values over
    /// [lo, hi].
    static void fromHistogram(const Histogram& histogram, std::uint64_t n, double lo, double hi,
                              PlanStatistics& out);
};

} // namespace fabrictco

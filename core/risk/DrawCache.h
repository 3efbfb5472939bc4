// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/StochasticModel.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

namespace fabrictco {

/// Inputs one Monte Carlo run drew, kept for the next run of the same trials: the points of a
/// node-count sweep draw the same inputs again, and drawing was a fifth of a sweep's time
/// (issue 42). A draw is a pure function of its stream, its trial and its distribution
/// (CounterRng), so a kept column holds exactly what would be drawn again: the figures are the
/// same with or without the cache.
///
/// One run at a time: a sweep's runs use it one after another (each run's workers write
/// disjoint trials of the columns it creates).
class DrawCache
{
public:
    /// At most this many values are kept (8 bytes each: 64 MB); beyond, new columns are not.
    static constexpr std::size_t kMaxValues = std::size_t(8) << 20;

    struct Column
    {
        std::vector<double> values; ///< one per trial
        bool complete = false;      ///< every trial drawn by a run that finished
    };

    /// The column of `input`'s draws from `stream` over `trials` trials: complete when a run
    /// has drawn it, else sized and to be filled; nullptr when the cache is full.
    Column* column(std::uint64_t stream, std::uint64_t trials, const UncertainInput& input);

private:
    using Key = std::tuple<std::uint64_t, std::uint64_t, int, double, double, double>;
    std::map<Key, Column> m_columns;
    std::size_t m_values = 0;
};

} // namespace fabrictco

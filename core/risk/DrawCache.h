// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/risk/StochasticModel.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>
#include <vector>

namespace fabrictco {

/// Inputs one Monte Carlo run drew, kept for the next run of the same trials: the points of a
/// node-count sweep draw the same inputs again, and drawing was a fifth of a sweep's time
/// (issue 42). A draw is a pure function of its stream, its trial and its distribution
/// (CounterRng), so a kept column holds exactly what would be drawn again: the figures are the
/// same with or without the cache.
///
/// Runs may use it at once (a sweep runs its points on every core): a column is filled by the
/// one run that claimed it, and read by others only once that run has kept it whole. A run that
/// asks for a column another run is filling draws its own and keeps none.
class DrawCache
{
public:
    /// At most this many values are kept (8 bytes each: 64 MB); beyond, new columns are not.
    static constexpr std::size_t kMaxValues = std::size_t(8) << 20;

    struct Column
    {
        std::vector<double> values; ///< one per trial
        bool complete = false;      ///< every trial drawn by a run that finished: read it
        bool claimed = false;       ///< a run is filling it
    };

    /// The column of `input`'s draws from `stream` over `trials` trials: complete, to be read;
    /// else claimed by the caller, sized, to be filled and then kept or given back. nullptr
    /// when another run is filling it or the cache is full.
    Column* column(std::uint64_t stream, std::uint64_t trials, const UncertainInput& input);
    /// The caller's claimed columns are filled for every trial: later runs read them.
    void keep(const std::vector<Column*>& filled);
    /// The caller's claimed columns were not filled (a run stopped): another run may fill them.
    void giveBack(const std::vector<Column*>& unfinished);

    /// The columns one run claimed: kept when the run has drawn every trial (keep()), given back
    /// when it is destroyed before (the run stopped or threw), so another run may fill them.
    class Claims
    {
    public:
        Claims(DrawCache* cache, std::vector<Column*> columns)
            : m_cache(cache), m_columns(std::move(columns))
        {
        }
        Claims(const Claims&) = delete;
        Claims& operator=(const Claims&) = delete;
        ~Claims()
        {
            if (m_cache && !m_columns.empty())
                m_cache->giveBack(m_columns);
        }
        void keep()
        {
            if (m_cache)
                m_cache->keep(m_columns);
            m_columns.clear();
        }

    private:
        DrawCache* m_cache;
        std::vector<Column*> m_columns;
    };

private:
    using Key = std::tuple<std::uint64_t, std::uint64_t, int, double, double, double>;
    std::mutex m_mutex;
    std::map<Key, Column> m_columns;
    std::size_t m_values = 0;
};

} // namespace fabrictco

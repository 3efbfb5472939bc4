// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>

namespace fabrictco {

/// Splits trials [0, trials) into fixed-size blocks (independent of the thread count) and runs
/// them on worker threads that take the next block from a shared counter. Cancellation is checked
/// before every block, so a stop request takes effect within one block (~512 trials) per thread.
class BlockRunner
{
public:
    static constexpr std::uint64_t kBlockTrials = 512;

    /// body(worker, firstTrial, endTrial): worker is in [0, threadCount) and owns its own
    /// accumulators, so the body needs no locking.
    using Body = std::function<void(unsigned worker, std::uint64_t first, std::uint64_t end)>;
    /// Fraction done in [0, 1]; called from worker threads, serialised, at most ~1,000 times.
    using Progress = std::function<void(double)>;

    /// 0 means std::thread::hardware_concurrency(); never more threads than blocks.
    static unsigned threadCount(unsigned requested, std::uint64_t trials);

    /// Runs every block; returns false when stopped before all blocks ran. Progress is reported
    /// as progressFrom + (progressTo - progressFrom) * blocksDone / blocks. An exception thrown by
    /// the body stops the other workers and is rethrown here.
    static bool run(std::uint64_t trials, unsigned threads, const std::stop_token& stop,
                    const Progress& progress, double progressFrom, double progressTo,
                    const Body& body);
};

} // namespace fabrictco

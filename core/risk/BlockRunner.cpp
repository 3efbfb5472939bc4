// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/BlockRunner.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace fabrictco {

unsigned BlockRunner::threadCount(unsigned requested, std::uint64_t trials)
{
    unsigned threads =
        requested != 0 ? requested : std::max(1u, std::thread::hardware_concurrency());
    const std::uint64_t blocks =
        std::max<std::uint64_t>(1, (trials + kBlockTrials - 1) / kBlockTrials);
    return unsigned(std::min<std::uint64_t>(threads, blocks));
}

bool BlockRunner::run(std::uint64_t trials, unsigned threads, const std::stop_token& stop,
                      const Progress& progress, double progressFrom, double progressTo,
                      const Body& body)
{
    const std::uint64_t blocks = (trials + kBlockTrials - 1) / kBlockTrials;
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex mutex;               // guards error and serialises progress callbacks
    std::int64_t lastPermille = -1; // progress only moves forward

    const auto work = [&](unsigned worker) {
        for (;;) {
            if (stop.stop_requested() || failed.load(std::memory_order_relaxed))
                return;
            const std::uint64_t block = next.fetch_add(1, std::memory_order_relaxed);
            if (block >= blocks)
                return;
            const std::uint64_t first = block * kBlockTrials;
            try {
                body(worker, first, std::min(trials, first + kBlockTrials));
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
                return;
            }
            const std::uint64_t finished = done.fetch_add(1, std::memory_order_relaxed) + 1;
            if (progress) {
                const std::lock_guard lock(mutex);
                const auto permille = std::int64_t(finished * 1000 / blocks);
                if (permille > lastPermille) {
                    lastPermille = permille;
                    progress(progressFrom +
                             (progressTo - progressFrom) * double(finished) / double(blocks));
                }
            }
        }
    };

    threads = std::max(1u, threads);
    if (threads == 1) {
        work(0);
    } else {
        std::vector<std::jthread> pool;
        pool.reserve(threads - 1);
        for (unsigned worker = 1; worker < threads; ++worker)
            pool.emplace_back(work, worker);
        work(0);
    }
    if (error)
        std::rethrow_exception(error);
    return done.load() == blocks;
}

} // namespace fabrictco

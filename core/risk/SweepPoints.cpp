// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SweepPoints.h"

#include "core/risk/BlockRunner.h"

#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace fabrictco {

BuiltModel buildPoint(const StochasticModelFactory& factory, int nodes)
{
    BuiltModel built;
    try {
        built.model = factory(nodes);
    } catch (const InfeasibleNodeCount& e) {
        built.reason = e.what();
    }
    return built;
}

PointRun runPoint(BuiltModel built, const SweepOptions& options, int nodes, double progressFrom,
                  double progressTo)
{
    MonteCarloOptions monteCarlo = options.monteCarlo;
    if (options.monteCarlo.progress) {
        monteCarlo.progress = [&](double fraction) {
            options.monteCarlo.progress(progressFrom + (progressTo - progressFrom) * fraction);
        };
    }
    PointRun run;
    if (!built.model) {
        run.completed = true;
        run.feasible = false;
        run.reason = std::move(built.reason);
        return run;
    }
    const bool known = options.knownRun && options.knownRun->nodes == nodes;
    const MonteCarloResult result =
        known ? options.knownRun->result : MonteCarloEngine::run(*built.model, monteCarlo);
    run.completed = result.completed();
    if (!run.completed)
        return run;
    run.point.nodes = nodes;
    run.point.trials = result.trials;
    run.point.gpuMonths = built.model->gpuMonths > 0 ? built.model->gpuMonths
                                                     : std::int64_t(nodes) * options.gpusPerNode *
                                                           12 * std::max(1, options.horizonYears);
    const double gpuMonths = double(run.point.gpuMonths);
    // Ranked by the expected NPV: exactly, in money, when the model carries the table's figures.
    const std::vector<Money>& exact = built.model->expectedNpvs;
    const bool ranksExactly = exact.size() == result.plans.size();
    const PlanStatistics* cheapest = nullptr;
    std::size_t cheapestIndex = 0;
    for (std::size_t p = 0; p < result.plans.size(); ++p) {
        const PlanStatistics& plan = result.plans[p];
        SweepPlanPoint point;
        point.planId = plan.planId;
        point.mean = plan.mean;
        point.p5 = plan.p5;
        point.p50 = plan.p50;
        point.p95 = plan.p95;
        point.cvar95 = plan.cvar95;
        point.pCheapest = plan.pCheapest;
        point.perGpuMonth = gpuMonths > 0 ? plan.mean / gpuMonths : 0.0;
        if (ranksExactly)
            point.expectedNpv = exact[p];
        for (const PlanGap& gap : result.gaps) {
            if (gap.planId != plan.planId)
                continue;
            point.gapMean = gap.mean;
            point.gapP5 = gap.p5;
            point.gapP95 = gap.p95;
        }
        run.point.plans.push_back(point);
        const bool cheaper =
            !cheapest || (ranksExactly ? exact[p].amount() < exact[cheapestIndex].amount()
                                       : plan.mean < cheapest->mean);
        if (cheaper) {
            cheapest = &plan;
            cheapestIndex = p;
        }
    }
    run.point.cheapestPlanId = cheapest ? cheapest->planId : std::string();
    return run;
}

namespace {

/// The number of workers for `items` independent pieces of work.
unsigned workersFor(const SweepOptions& options, std::size_t items)
{
    return std::max(
        1u,
        unsigned(std::min<std::size_t>(
            BlockRunner::threadCount(options.monteCarlo.threads, ~std::uint64_t(0) >> 1), items)));
}

/// Runs work(i) for i in [0, count) on `workers` threads, each taking the next i. The first
/// exception by index is rethrown once all have stopped; none is started after one is thrown
/// or a stop is asked.
template <typename Work>
void forEachIndex(std::size_t count, unsigned workers, const std::stop_token& stop, Work work)
{
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::mutex mutex;
    std::size_t failedAt = count;
    std::exception_ptr error;
    const auto loop = [&] {
        for (;;) {
            if (failed || stop.stop_requested())
                return;
            const std::size_t i = next.fetch_add(1);
            if (i >= count)
                return;
            try {
                work(i);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (i < failedAt) {
                    failedAt = i;
                    error = std::current_exception();
                }
                failed = true;
            }
        }
    };
    {
        std::vector<std::jthread> pool;
        for (unsigned t = 1; t < workers; ++t)
            pool.emplace_back(loop);
        loop();
    }
    if (error)
        std::rethrow_exception(error);
}

} // namespace

std::vector<BuiltModel> buildAll(const StochasticModelFactory& factory,
                                 const std::vector<int>& nodes, const SweepOptions& options)
{
    std::vector<BuiltModel> models(nodes.size());
    forEachIndex(nodes.size(), workersFor(options, nodes.size()), options.monteCarlo.stop,
                 [&](std::size_t i) { models[i] = buildPoint(factory, nodes[i]); });
    return models;
}

std::optional<std::vector<PointRun>> runPoints(const StochasticModelFactory& factory,
                                               const std::vector<int>& nodes,
                                               const SweepOptions& options, double progressTo)
{
    std::vector<PointRun> runs(nodes.size());
    const unsigned workers = workersFor(options, nodes.size());
    if (workers < 2) {
        // One point, or one core: a point's trials are shared out among the cores, if any.
        std::vector<BuiltModel> models = buildAll(factory, nodes, options);
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (options.monteCarlo.stop.stop_requested())
                return std::nullopt;
            runs[i] = runPoint(std::move(models[i]), options, nodes[i],
                               progressTo * double(i) / double(nodes.size()),
                               progressTo * double(i + 1) / double(nodes.size()));
            if (!runs[i].completed)
                return std::nullopt;
        }
        return runs;
    }
    // A point's trials are too few to share out among the cores (a run's second thread took
    // a tenth of its blocks before the first had done them all): each core builds and
    // simulates whole points, one after another. The figures are the same for any thread count
    // (MonteCarloEngine), and the points' runs share their draws (DrawCache) as before.
    SweepOptions onePerCore = options;
    onePerCore.monteCarlo.threads = 1;
    onePerCore.monteCarlo.progress = {};
    std::mutex progressMutex;
    std::size_t done = 0;
    std::atomic<bool> stopped{false};
    forEachIndex(nodes.size(), workers, options.monteCarlo.stop, [&](std::size_t i) {
        runs[i] = runPoint(buildPoint(factory, nodes[i]), onePerCore, nodes[i], 0, 0);
        if (!runs[i].completed) {
            stopped = true;
            return;
        }
        if (options.monteCarlo.progress) {
            const std::lock_guard lock(progressMutex);
            options.monteCarlo.progress(progressTo * double(++done) / double(nodes.size()));
        }
    });
    if (stopped || options.monteCarlo.stop.stop_requested())
        return std::nullopt;
    return runs;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/NodeSweep.h"

#include "core/risk/BlockRunner.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>

namespace fabrictco {

std::vector<int> NodeSweep::logSpacedNodes(int minNodes, int maxNodes, int points)
{
    if (minNodes < 1 || maxNodes < minNodes || points < 1)
        throw std::invalid_argument("sweep needs 1 <= min <= max and at least one point");
    std::vector<int> nodes;
    nodes.reserve(std::size_t(points));
    const double logMin = std::log(double(minNodes));
    const double logMax = std::log(double(maxNodes));
    for (int i = 0; i < points; ++i) {
        const double t = points == 1 ? 0.0 : double(i) / double(points - 1);
        nodes.push_back(int(std::lround(std::exp(logMin + t * (logMax - logMin)))));
    }
    nodes.front() = minNodes;
    if (points > 1)
        nodes.back() = maxNodes;
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    return nodes;
}

namespace {

struct PointRun
{
    bool completed = false;
    bool feasible = true;
    std::string reason;
    SweepPoint point;
};

/// A point's model, or why it cannot be built.
struct BuiltModel
{
    std::optional<StochasticModel> model;
    std::string reason;
};

BuiltModel build(const StochasticModelFactory& factory, int nodes)
{
    BuiltModel built;
    try {
        built.model = factory(nodes);
    } catch (const InfeasibleNodeCount& e) {
        built.reason = e.what();
    }
    return built;
}

/// Builds every point's model on the worker threads: building can cost as much as simulating
/// (the TCO builder takes milliseconds per node count), so it must not run on one core.
std::vector<BuiltModel> buildAll(const StochasticModelFactory& factory,
                                 const std::vector<int>& nodes, const SweepOptions& options)
{
    std::vector<BuiltModel> models(nodes.size());
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex mutex;
    const auto work = [&] {
        for (;;) {
            if (failed || options.monteCarlo.stop.stop_requested())
                return;
            const std::size_t i = next.fetch_add(1);
            if (i >= nodes.size())
                return;
            try {
                models[i] = build(factory, nodes[i]);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
            }
        }
    };
    const unsigned threads = std::max(
        1u, unsigned(std::min<std::size_t>(
                BlockRunner::threadCount(options.monteCarlo.threads, ~std::uint64_t(0) >> 1),
                nodes.size())));
    {
        std::vector<std::jthread> pool;
        for (unsigned t = 1; t < threads; ++t)
            pool.emplace_back(work);
        work();
    }
    if (error)
        std::rethrow_exception(error);
    return models;
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

SweepResult cancelledSweep()
{
    SweepResult result;
    result.status = RunStatus::Cancelled;
    return result;
}

/// Whether the reference costs no more than `other` at a swept point: by the exact figures when
/// the point has them (as the sweep ranks), else by the means.
bool referenceNoDearer(const SweepPlanPoint& reference, const SweepPlanPoint& other)
{
    if (reference.expectedNpv && other.expectedNpv)
        return !(other.expectedNpv->amount() < reference.expectedNpv->amount());
    return !(other.mean < reference.mean);
}

enum class Side
{
    ReferenceNoDearer,
    OtherCheaper,
    Infeasible,
    Cancelled,
};

/// Which of the two is cheaper at `nodes`: from the model's exact figures when it carries them
/// (no simulation needed), else from a Monte Carlo run of the point.
Side sideAt(const StochasticModelFactory& factory, const SweepOptions& options, int nodes,
            const std::string& referenceId, const std::string& otherId)
{
    BuiltModel built = build(factory, nodes);
    if (!built.model)
        return Side::Infeasible;
    const StochasticModel& model = *built.model;
    if (model.expectedNpvs.size() == model.planIds.size()) {
        const auto index = [&](const std::string& id) {
            return std::size_t(std::find(model.planIds.begin(), model.planIds.end(), id) -
                               model.planIds.begin());
        };
        const std::size_t r = index(referenceId);
        const std::size_t o = index(otherId);
        if (r < model.planIds.size() && o < model.planIds.size())
            return model.expectedNpvs[o].amount() < model.expectedNpvs[r].amount()
                       ? Side::OtherCheaper
                       : Side::ReferenceNoDearer;
    }
    PointRun run = runPoint(std::move(built), options, nodes, 1.0, 1.0);
    if (!run.completed)
        return Side::Cancelled;
    const SweepPlanPoint* reference = run.point.plan(referenceId);
    const SweepPlanPoint* other = run.point.plan(otherId);
    if (!reference || !other)
        return Side::Infeasible;
    return referenceNoDearer(*reference, *other) ? Side::ReferenceNoDearer : Side::OtherCheaper;
}

} // namespace

bool NodeSweep::findReferenceBreakEvens(const StochasticModelFactory& factory,
                                        const SweepOptions& options, SweepResult& result)
{
    const std::string& referenceId = result.referencePlanId;
    if (!options.findBreakEven || referenceId.empty() || result.points.empty())
        return true;
    for (const SweepPlanPoint& candidate : result.points.front().plans) {
        const std::string& otherId = candidate.planId;
        if (otherId == referenceId)
            continue;
        for (std::size_t i = 1; i < result.points.size(); ++i) {
            const auto noDearer = [&](const SweepPoint& point) {
                const SweepPlanPoint* reference = point.plan(referenceId);
                const SweepPlanPoint* other = point.plan(otherId);
                return !reference || !other || referenceNoDearer(*reference, *other);
            };
            const bool below = noDearer(result.points[i - 1]);
            if (below == noDearer(result.points[i]))
                continue;
            int lo = result.points[i - 1].nodes;
            int hi = result.points[i].nodes;
            bool exact = true;
            while (hi - lo > 1) {
                if (options.monteCarlo.stop.stop_requested())
                    return false;
                const int mid = lo + (hi - lo) / 2;
                const Side side = sideAt(factory, options, mid, referenceId, otherId);
                if (side == Side::Cancelled)
                    return false;
                if (side == Side::Infeasible) {
                    exact = false;
                    break;
                }
                if ((side == Side::ReferenceNoDearer) == below)
                    lo = mid;
                else
                    hi = mid;
            }
            result.referenceBreakEvens.push_back(
                BreakEven{hi, below ? referenceId : otherId, below ? otherId : referenceId,
                          result.points[i - 1].nodes, result.points[i].nodes, exact});
        }
    }
    return true;
}

SweepResult NodeSweep::run(const StochasticModelFactory& factory, const SweepOptions& given)
{
    if (!factory)
        throw std::invalid_argument("sweep needs a model factory");
    // Every point draws the same inputs again: kept from the first (DrawCache), unless the
    // caller shares a cache of its own.
    SweepOptions options = given;
    if (!options.monteCarlo.drawCache)
        options.monteCarlo.drawCache = std::make_shared<DrawCache>();
    std::vector<int> nodes = logSpacedNodes(options.minNodes, options.maxNodes, options.points);
    for (const int also : options.alsoNodes)
        if (also >= options.minNodes && also <= options.maxNodes)
            nodes.push_back(also);
    std::sort(nodes.begin(), nodes.end());
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    SweepResult result;
    result.referencePlanId = options.monteCarlo.firstPlanId;
    // Points take the first 90% of the progress bar, the break-even bisection the rest.
    const double pointsShare = options.findBreakEven ? 0.9 : 1.0;
    std::vector<BuiltModel> models = buildAll(factory, nodes, options);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const double from = pointsShare * double(i) / double(nodes.size());
        const double to = pointsShare * double(i + 1) / double(nodes.size());
        if (options.monteCarlo.stop.stop_requested())
            return cancelledSweep();
        PointRun run = runPoint(std::move(models[i]), options, nodes[i], from, to);
        if (!run.completed || options.monteCarlo.stop.stop_requested())
            return cancelledSweep();
        if (!run.feasible) {
            if (result.infeasibleNodes.empty())
                result.infeasibleReason = run.reason;
            result.infeasibleNodes.push_back(nodes[i]);
            continue;
        }
        result.points.push_back(std::move(run.point));
    }
    if (!options.findBreakEven)
        return result;

    std::vector<std::size_t> changes;
    for (std::size_t i = 1; i < result.points.size(); ++i)
        if (result.points[i].cheapestPlanId != result.points[i - 1].cheapestPlanId)
            changes.push_back(i);
    for (std::size_t c = 0; c < changes.size(); ++c) {
        const SweepPoint& lowerPoint = result.points[changes[c] - 1];
        const SweepPoint& upperPoint = result.points[changes[c]];
        int lo = lowerPoint.nodes;
        int hi = upperPoint.nodes;
        std::string loPlan = lowerPoint.cheapestPlanId;
        std::string hiPlan = upperPoint.cheapestPlanId;
        const double from = pointsShare + (1.0 - pointsShare) * double(c) / double(changes.size());
        const double to =
            pointsShare + (1.0 - pointsShare) * double(c + 1) / double(changes.size());
        bool exact = true;
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            PointRun run = runPoint(build(factory, mid), options, mid, from, to);
            if (!run.completed)
                return cancelledSweep();
            if (!run.feasible) {
                exact = false;
                break;
            }
            if (run.point.cheapestPlanId == loPlan) {
                lo = mid;
            } else {
                hi = mid;
                hiPlan = run.point.cheapestPlanId;
            }
        }
        result.breakEvens.push_back(
            BreakEven{hi, loPlan, hiPlan, lowerPoint.nodes, upperPoint.nodes, exact});
    }
    if (!findReferenceBreakEvens(factory, options, result))
        return cancelledSweep();
    if (options.monteCarlo.progress)
        options.monteCarlo.progress(1.0);
    return result;
}

} // namespace fabrictco

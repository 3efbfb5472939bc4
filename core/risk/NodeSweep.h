// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/risk/StochasticModel.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Builds the scenario's StochasticModel for a first-year node count (in the application:
/// buildStochasticModel(scenario, catalog, nodes)). Called from several threads at once.
using StochasticModelFactory = std::function<StochasticModel(int nodes)>;

/// Thrown by a StochasticModelFactory when the cluster cannot be built at that node count (e.g.
/// its growth outgrows the largest fabric). The sweep skips such points and lists them.
class InfeasibleNodeCount : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

struct SweepOptions
{
    int minNodes = 16;
    int maxNodes = 16384;
    int points = 32;
    int gpusPerNode = 8;  ///< for TCO per GPU per month
    int horizonYears = 5; ///< for TCO per GPU per month
    bool findBreakEven = true;
    /// Trials, seed, threads, the compared pair; progress and stop cover the whole sweep.
    /// monteCarlo.firstPlanId is the reference every other plan's gap is measured against.
    MonteCarloOptions monteCarlo;
    /// Node counts swept besides the log-spaced ones (those within [minNodes, maxNodes]): the
    /// cluster's own sizes, so the charts' points there are the cost table's figures.
    std::vector<int> alsoNodes;
    /// A run already made at one node count with this seed, pair and model, at any number of
    /// trials: the risk pipeline's full run at the cluster's own size. The sweep's point there is
    /// that run's figures, not a second, shorter sample, so every table's row for the cluster
    /// equals the summary's (issue 39).
    struct KnownRun
    {
        int nodes = 0;
        MonteCarloResult result;
    };
    std::optional<KnownRun> knownRun;
    /// The ids of the plans that can be built at a first-year size, cheaply (no model built):
    /// where a plan stops (or starts) fitting between two swept sizes, the sweep pins the size
    /// by bisection (SweepResult::planBoundaries). Null: the boundaries are the swept sizes.
    std::function<std::vector<std::string>(int nodes)> buildablePlanIds;

    /// Sets the range to the cluster's growth path, as the recommendation, the report and the
    /// window all sweep it: a quarter of the first-year size to four times the last-year size
    /// (at least 16 nodes).
    void spanGrowthPath(int firstYearNodes, int lastYearNodes)
    {
        minNodes = std::max(1, firstYearNodes / 4);
        maxNodes = std::max(minNodes, std::max(16, lastYearNodes * 4));
        alsoNodes = {firstYearNodes, lastYearNodes};
    }
};

/// One plan at one node count. Risk measures for the cost-against-risk chart: spread() and
/// tailRisk() against mean.
struct SweepPlanPoint
{
    std::string planId;
    double mean = 0;
    double p5 = 0;
    double p50 = 0;
    double p95 = 0;
    double cvar95 = 0;
    double pCheapest = 0;
    /// mean / SweepPoint::gpuMonths: the expected NPV per GPU-month.
    double perGpuMonth = 0;
    /// The cost table's exact expected NPV, when the model carries it (`mean` is its double).
    std::optional<Money> expectedNpv;
    /// NPV(this plan) - NPV(reference) trial by trial (SweepResult::referencePlanId); 0 for the
    /// reference itself. The band is empty when the sample was too large to keep.
    double gapMean = 0;
    std::optional<double> gapP5;
    std::optional<double> gapP95;
    double spread() const { return p95 - p50; }
    double tailRisk() const { return cvar95 - mean; }
};

struct SweepPoint
{
    int nodes = 0;
    std::vector<SweepPlanPoint> plans; ///< in the model's plan order
    /// Lowest expected NPV (exactly, when the model carries the table's figures); the first
    /// plan wins a tie.
    std::string cheapestPlanId;
    /// GPU-months over the horizon at this size: the model's (growth included), else nodes x
    /// GPUs per node x 12 x horizon years.
    std::int64_t gpuMonths = 0;
    /// The trials behind these figures: the sweep's own, or the known run's (SweepOptions).
    std::uint64_t trials = 0;

    /// The figures of plan `id` at this size, or nullptr.
    const SweepPlanPoint* plan(std::string_view id) const
    {
        for (const SweepPlanPoint& candidate : plans)
            if (candidate.planId == id)
                return &candidate;
        return nullptr;
    }
};

/// Where the plan with the lowest expected NPV changes: at `nodes` the cheapest plan is
/// `toPlanId`, at nodes - 1 it is `fromPlanId` (refined by bisection on integer node counts
/// between the sweep points `lowerPoint` and `upperPoint` that bracket the change).
struct BreakEven
{
    int nodes = 0;
    std::string fromPlanId;
    std::string toPlanId;
    int lowerPoint = 0;
    int upperPoint = 0;
    /// false when a node count inside the bracket where either plan cannot be built stopped the
    /// bisection: the change then lies in (lowerPoint, nodes].
    bool exact = true;
};

/// Where a plan stops (or starts) being buildable within a sweep: from `nodes` on it cannot be
/// built (`fitsFromHere` false) or can (true). Exact when the sweep had
/// SweepOptions::buildablePlanIds, else the first swept size in the new state.
struct PlanBoundary
{
    std::string planId;
    int nodes = 0;
    bool fitsFromHere = false;
    bool exact = false;
};

struct SweepResult
{
    RunStatus status = RunStatus::Completed;
    std::vector<SweepPoint> points;    ///< ascending node counts; empty when cancelled
    std::vector<BreakEven> breakEvens; ///< ascending; empty when the cheaper plan never changes
    /// Swept node counts the factory could not build at all. A factory may build some plans
    /// and not others at a size (BuildablePlans::stochasticModelAt): such a point lists only
    /// those, and no break-even is drawn between a plan and one absent beside it.
    std::vector<int> infeasibleNodes;
    std::string infeasibleReason;      ///< the factory's message for the first of them
    /// The plan every gap is measured against (SweepOptions::monteCarlo.firstPlanId).
    std::string referencePlanId;
    /// Where the reference and another plan change places (each other plan on its own, whether
    /// or not either is the cheapest of all): the zero crossings of the gap chart. Ascending
    /// per plan; fromPlanId is the cheaper of the two below `nodes`.
    std::vector<BreakEven> referenceBreakEvens;
    /// Where each plan stops or starts fitting between swept sizes, ascending per plan.
    std::vector<PlanBoundary> planBoundaries;
    /// Every plan priced at some swept size, in the order first met.
    std::vector<std::string> pricedPlanIds() const
    {
        std::vector<std::string> ids;
        for (const SweepPoint& point : points)
            for (const SweepPlanPoint& plan : point.plans)
                if (std::find(ids.begin(), ids.end(), plan.planId) == ids.end())
                    ids.push_back(plan.planId);
        return ids;
    }
    /// Whether every swept size has the same cheapest plan.
    bool sameCheapestEverywhere() const
    {
        return std::all_of(points.begin(), points.end(), [&](const SweepPoint& point) {
            return point.cheapestPlanId == points.front().cheapestPlanId;
        });
    }
    /// Whether some swept size prices two plans or more, side by side.
    bool comparesPlans() const
    {
        return std::any_of(points.begin(), points.end(),
                           [](const SweepPoint& point) { return point.plans.size() >= 2; });
    }
    bool completed() const { return status == RunStatus::Completed; }
};

/// Node-count sweep: a Monte Carlo run per node count with the same seed, so every point uses
/// the same draws of every input (common random numbers across node counts: smooth curves and a
/// stable break-even), then bisection for the exact integer break-even node counts.
class NodeSweep
{
public:
    /// `points` integers from min to max, log-spaced, rounded, de-duplicated, ascending, always
    /// including min and max. Throws std::invalid_argument unless 1 <= min <= max and points >= 1.
    static std::vector<int> logSpacedNodes(int minNodes, int maxNodes, int points);

    static SweepResult run(const StochasticModelFactory& factory, const SweepOptions& options);
};

} // namespace fabrictco

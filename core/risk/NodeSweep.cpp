// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/NodeSweep.h"

#include "core/risk/BlockRunner.h"
#include "core/risk/SweepPlanBoundaries.h"
#include "core/risk/SweepPoints.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <map>
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

/// Which plans are cheaper at one node count, for a bisection step: by the model's exact
/// expected NPVs when it carries them, as the sweep ranks (no simulation needed), else by a
/// Monte Carlo run's means. A bisection step used to simulate the point in full (10,000
/// trials) to read only its ranking: most of a sweep's time went there (issue 42).
struct Ranking
{
    enum class State
    {
        Ranked,
        Infeasible,
        Cancelled,
    };
    State state = State::Ranked;
    std::vector<std::string> planIds;
    std::vector<Money> exact;  ///< parallel to planIds when the model carries them
    std::vector<double> means; ///< parallel to planIds otherwise
    std::string cheapestPlanId;

    std::optional<std::size_t> index(const std::string& id) const
    {
        const auto found = std::find(planIds.begin(), planIds.end(), id);
        return found == planIds.end() ? std::nullopt
                                      : std::optional<std::size_t>(found - planIds.begin());
    }
    /// As referenceNoDearer: the reference costs no more than `other`.
    bool noDearer(std::size_t reference, std::size_t other) const
    {
        return exact.empty() ? !(means[other] < means[reference])
                             : !(exact[other].amount() < exact[reference].amount());
    }
};

/// The rankings the two bisections ask for, each node count built once: the bisection for the
/// cheapest of all plans and the one for the reference against each other plan meet the same
/// sizes (with two plans, exactly the same ones).
class Rankings
{
public:
    Rankings(const StochasticModelFactory& factory, const SweepOptions& options)
        : m_factory(factory), m_options(options)
    {
    }

    const Ranking& at(int nodes)
    {
        if (const auto known = m_cache.find(nodes); known != m_cache.end())
            return known->second;
        Ranking ranking;
        // A model prefetch built that carries no exact figures is simulated here, not built
        // again.
        BuiltModel built;
        if (auto kept = m_unranked.extract(nodes))
            built = std::move(kept.mapped());
        else
            built = buildPoint(m_factory, nodes);
        if (!built.model) {
            ranking.state = Ranking::State::Infeasible;
            return m_cache[nodes] = ranking;
        }
        if (auto exact = exactRanking(*built.model))
            return m_cache[nodes] = std::move(*exact);
        const PointRun run = runPoint(std::move(built), m_options, nodes, 1.0, 1.0);
        if (!run.completed) {
            m_cancelled.state = Ranking::State::Cancelled;
            return m_cancelled; // not kept: a cancelled run ranks nothing
        }
        for (const SweepPlanPoint& plan : run.point.plans) {
            ranking.planIds.push_back(plan.planId);
            ranking.means.push_back(plan.mean);
        }
        ranking.cheapestPlanId = run.point.cheapestPlanId;
        return m_cache[nodes] = ranking;
    }

    /// Builds the node counts not yet known on the worker threads (buildAll) and keeps their
    /// exact rankings; a model without exact figures is kept for at() to simulate. False when
    /// stopped.
    bool prefetch(const std::vector<int>& nodes)
    {
        std::vector<int> missing;
        for (const int n : nodes)
            if (!m_cache.contains(n) && !m_unranked.contains(n))
                missing.push_back(n);
        std::vector<BuiltModel> built = buildAll(m_factory, missing, m_options);
        if (m_options.monteCarlo.stop.stop_requested())
            return false;
        for (std::size_t i = 0; i < missing.size(); ++i) {
            if (!built[i].model) {
                Ranking infeasible;
                infeasible.state = Ranking::State::Infeasible;
                m_cache[missing[i]] = infeasible;
            } else if (auto ranking = exactRanking(*built[i].model)) {
                m_cache[missing[i]] = std::move(*ranking);
            } else {
                m_unranked[missing[i]] = std::move(built[i]);
            }
        }
        return true;
    }

private:
    static std::optional<Ranking> exactRanking(const StochasticModel& model)
    {
        if (model.expectedNpvs.size() != model.planIds.size())
            return std::nullopt;
        Ranking ranking;
        ranking.planIds = model.planIds;
        ranking.exact = model.expectedNpvs;
        std::size_t cheapest = 0;
        for (std::size_t p = 1; p < ranking.exact.size(); ++p)
            if (ranking.exact[p].amount() < ranking.exact[cheapest].amount())
                cheapest = p;
        if (!ranking.planIds.empty())
            ranking.cheapestPlanId = ranking.planIds[cheapest];
        return ranking;
    }

    const StochasticModelFactory& m_factory;
    const SweepOptions& m_options;
    std::map<int, Ranking> m_cache;
    std::map<int, BuiltModel> m_unranked; ///< built, waiting for at() to simulate them
    Ranking m_cancelled;
};

/// Fills result.referenceBreakEvens by bisection; false when stopped.
bool findReferenceBreakEvens(Rankings& rankings, const SweepOptions& options, SweepResult& result)
{
    const std::string& referenceId = result.referencePlanId;
    if (!options.findBreakEven || referenceId.empty() || result.points.empty())
        return true;
    for (const SweepPlanPoint& candidate : result.points.front().plans) {
        const std::string& otherId = candidate.planId;
        if (otherId == referenceId)
            continue;
        for (std::size_t i = 1; i < result.points.size(); ++i) {
            // Only where both plans are priced at both sizes: one that cannot be built at a
            // size (BuildablePlans) does not change places with the other, it is absent.
            const auto bothAt = [&](const SweepPoint& point) {
                return point.plan(referenceId) && point.plan(otherId);
            };
            if (!bothAt(result.points[i - 1]) || !bothAt(result.points[i]))
                continue;
            const auto noDearer = [&](const SweepPoint& point) {
                return referenceNoDearer(*point.plan(referenceId), *point.plan(otherId));
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
                const Ranking& ranking = rankings.at(mid);
                if (ranking.state == Ranking::State::Cancelled)
                    return false;
                const auto r = ranking.index(referenceId);
                const auto o = ranking.index(otherId);
                if (ranking.state == Ranking::State::Infeasible || !r || !o) {
                    exact = false;
                    break;
                }
                if (ranking.noDearer(*r, *o) == below)
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

} // namespace

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
    const std::optional<std::vector<PointRun>> runs =
        runPoints(factory, nodes, options, pointsShare);
    if (!runs || options.monteCarlo.stop.stop_requested())
        return cancelledSweep();
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const PointRun& run = (*runs)[i];
        if (!run.feasible) {
            if (result.infeasibleNodes.empty())
                result.infeasibleReason = run.reason;
            result.infeasibleNodes.push_back(nodes[i]);
            continue;
        }
        result.points.push_back(run.point);
    }
    result.planBoundaries = sweepPlanBoundaries(result, options);
    if (!options.findBreakEven)
        return result;

    Rankings rankings(factory, options);
    std::vector<std::size_t> changes;
    for (std::size_t i = 1; i < result.points.size(); ++i) {
        const SweepPoint& below = result.points[i - 1];
        const SweepPoint& above = result.points[i];
        // A break-even is where one plan becomes cheaper than another, both priced on either
        // side: a plan that stops (or starts) fitting the cluster there is not one.
        if (above.cheapestPlanId != below.cheapestPlanId && below.plan(above.cheapestPlanId) &&
            above.plan(below.cheapestPlanId))
            changes.push_back(i);
    }
    // Every bracket is bisected at once, a round at a time: each round's midpoints are built
    // on the worker threads together (one bracket's steps depend on each other, different
    // brackets' do not).
    struct Bracket
    {
        int lo = 0;
        int hi = 0;
        std::string loPlan;
        std::string hiPlan;
        bool exact = true;
        bool done = false;
    };
    std::vector<Bracket> brackets;
    for (const std::size_t change : changes) {
        const SweepPoint& lowerPoint = result.points[change - 1];
        const SweepPoint& upperPoint = result.points[change];
        brackets.push_back({lowerPoint.nodes, upperPoint.nodes, lowerPoint.cheapestPlanId,
                            upperPoint.cheapestPlanId, true,
                            upperPoint.nodes - lowerPoint.nodes <= 1});
    }
    for (int round = 0;; ++round) {
        std::vector<int> midpoints;
        for (const Bracket& bracket : brackets)
            if (!bracket.done)
                midpoints.push_back(bracket.lo + (bracket.hi - bracket.lo) / 2);
        if (midpoints.empty())
            break;
        if (options.monteCarlo.stop.stop_requested() || !rankings.prefetch(midpoints))
            return cancelledSweep();
        for (Bracket& bracket : brackets) {
            if (bracket.done)
                continue;
            const int mid = bracket.lo + (bracket.hi - bracket.lo) / 2;
            const Ranking& ranking = rankings.at(mid);
            if (ranking.state == Ranking::State::Cancelled)
                return cancelledSweep();
            // A size where either plan cannot be built stops the search, as an infeasible one.
            if (ranking.state == Ranking::State::Infeasible || !ranking.index(bracket.loPlan) ||
                !ranking.index(bracket.hiPlan)) {
                bracket.exact = false;
                bracket.done = true;
                continue;
            }
            if (ranking.cheapestPlanId == bracket.loPlan) {
                bracket.lo = mid;
            } else {
                bracket.hi = mid;
                bracket.hiPlan = ranking.cheapestPlanId;
            }
            bracket.done = bracket.hi - bracket.lo <= 1;
        }
        // Each round halves every bracket: about log2(widest bracket) rounds in all.
        if (options.monteCarlo.progress)
            options.monteCarlo.progress(pointsShare +
                                        (1.0 - pointsShare) * (1.0 - std::pow(0.5, round + 1)));
    }
    for (std::size_t c = 0; c < changes.size(); ++c)
        result.breakEvens.push_back(BreakEven{brackets[c].hi, brackets[c].loPlan,
                                              brackets[c].hiPlan,
                                              result.points[changes[c] - 1].nodes,
                                              result.points[changes[c]].nodes, brackets[c].exact});
    if (!findReferenceBreakEvens(rankings, options, result))
        return cancelledSweep();
    if (options.monteCarlo.progress)
        options.monteCarlo.progress(1.0);
    return result;
}

} // namespace fabrictco

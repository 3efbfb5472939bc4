// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartDataBuilder.h"

#include "core/model/PlanColours.h"
#include "core/money/ExactProduct.h"
#include "presentation/CostCategoryText.h"
#include "presentation/ParameterText.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace fabrictco {

namespace {

// One rule for every chart of the GUI and the report: a plan's colour is its saved slot
// (PlanColours), so inserting or removing a plan never recolours another. Plans without one
// (a scenario built in code) or sharing one get the lowest free slot of their fabric.
std::vector<ChartPlan>
chartIdentities(const std::vector<std::tuple<std::string, std::string, Fabric, int>>& plans)
{
    std::vector<std::pair<Fabric, int>> saved;
    for (const auto& [id, name, fabric, slot] : plans)
        saved.emplace_back(fabric, slot);
    const std::vector<int> slots = PlanColours::slots(saved);
    std::vector<ChartPlan> result;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const auto& [id, name, fabric, slot] = plans[i];
        result.push_back(
            ChartPlan{QString::fromStdString(name.empty() ? id : name), fabric, slots[i]});
    }
    return result;
}

} // namespace

std::vector<ChartPlan> ChartDataBuilder::plans(const TcoResult& result)
{
    std::vector<std::tuple<std::string, std::string, Fabric, int>> plans;
    for (const PlanResult& plan : result.plans)
        plans.emplace_back(plan.planId, plan.planName, plan.fabric, plan.colourSlot);
    return chartIdentities(plans);
}

std::vector<ChartPlan> ChartDataBuilder::plans(const Scenario& scenario)
{
    std::vector<std::tuple<std::string, std::string, Fabric, int>> plans;
    for (const PlanSpec& plan : scenario.plans)
        plans.emplace_back(plan.id, plan.name, plan.fabric(), plan.colourSlot);
    return chartIdentities(plans);
}

CumulativeTcoData ChartDataBuilder::cumulativeTco(const TcoResult& result)
{
    CumulativeTcoData data;
    data.currency = result.currency;
    for (int year = 1; year <= result.horizonYears; ++year)
        data.years.push_back(year);
    const std::vector<ChartPlan> identities = plans(result);
    for (std::size_t p = 0; p < result.plans.size(); ++p) {
        CumulativeTcoData::Plan plan{identities[p], {}};
        for (const YearResult& year : result.plans[p].years)
            plan.cumulative.push_back(year.cumulativeNominal);
        data.plans.push_back(std::move(plan));
    }
    return data;
}

CategoryCostData ChartDataBuilder::costByCategory(const TcoResult& result)
{
    CategoryCostData data;
    data.currency = result.currency;
    data.categories.assign(allCostCategories().begin(), allCostCategories().end());
    data.plans = plans(result);
    for (const PlanResult& plan : result.plans)
        data.values.push_back(plan.total.byCategory);
    return data;
}

Money ChartDataBuilder::statistic(double value, const TcoResult& tco)
{
    const int places = tco.currency.minorUnitDigits();
    return Money(Decimal::fromDouble(value, places, tco.rounding), tco.currency);
}

namespace {

const ChartPlan* planFor(const std::vector<ChartPlan>& plans, const TcoResult& tco,
                         const std::string& id)
{
    for (std::size_t i = 0; i < tco.plans.size() && i < plans.size(); ++i)
        if (tco.plans[i].planId == id)
            return &plans[i];
    return nullptr;
}

} // namespace

namespace {

/// An exact expected NPV per GPU-month, rounded once as the cost table rounds its own.
Money exactPerGpuMonth(const Money& npv, std::int64_t gpuMonths, const TcoResult& tco)
{
    ExactProduct perGpuMonth(npv.amount());
    perGpuMonth.dividedBy(Decimal(gpuMonths));
    return Money(perGpuMonth.rounded(tco.currency.minorUnitDigits(), tco.rounding), tco.currency);
}

/// The expected NPV per GPU-month a sweep point prints: the cost table's, exactly, where the
/// sweep carries it.
Money expectedPerGpuMonth(const SweepPoint& point, const SweepPlanPoint& statistics,
                          const TcoResult& tco)
{
    return statistics.expectedNpv ? exactPerGpuMonth(*statistics.expectedNpv, point.gpuMonths, tco)
                                  : ChartDataBuilder::statistic(statistics.perGpuMonth, tco);
}

Money p95PerGpuMonth(const SweepPoint& point, const SweepPlanPoint& statistics,
                     const TcoResult& tco)
{
    return ChartDataBuilder::statistic(statistics.p95 / double(point.gpuMonths), tco);
}

} // namespace

GrowthPath ChartDataBuilder::growthPath(const TcoResult& tco)
{
    GrowthPath growth;
    if (!tco.plans.empty() && !tco.plans.front().years.empty()) {
        growth.firstYearNodes = tco.plans.front().years.front().nodes;
        growth.lastYearNodes = tco.plans.front().years.back().nodes;
    }
    return growth;
}

std::vector<ChartDataBuilder::SweptPlan>
ChartDataBuilder::sweptPlans(const SweepResult& sweep, const TcoResult& tco, const Scenario* whole)
{
    std::vector<SweptPlan> swept;
    if (whole == nullptr || whole->plans.size() == tco.plans.size()) {
        const std::vector<ChartPlan> identities = plans(tco);
        for (std::size_t p = 0; p < tco.plans.size() && p < identities.size(); ++p)
            swept.push_back({tco.plans[p].planId, identities[p], true});
        return swept;
    }
    const std::vector<ChartPlan> identities = plans(*whole);
    for (std::size_t p = 0; p < whole->plans.size() && p < identities.size(); ++p) {
        const std::string& id = whole->plans[p].id;
        const bool priced = tco.plan(id) != nullptr;
        const bool somewhere = std::any_of(sweep.points.begin(), sweep.points.end(),
                                           [&](const SweepPoint& point) { return point.plan(id); });
        if (priced || somewhere)
            swept.push_back({id, identities[p], priced});
    }
    return swept;
}

GapSweepData ChartDataBuilder::gapSweep(const SweepResult& sweep, const TcoResult& tco,
                                        const Scenario* whole)
{
    GapSweepData data;
    data.currency = tco.currency;
    data.growth = growthPath(tco);
    const std::vector<SweptPlan> swept = sweptPlans(sweep, tco, whole);
    const auto reference = std::find_if(swept.begin(), swept.end(), [&](const SweptPlan& plan) {
        return plan.id == sweep.referencePlanId;
    });
    if (sweep.referencePlanId.empty() || reference == swept.end())
        return data;
    data.reference = reference->plan;
    std::vector<std::string> ids;
    for (const SweptPlan& candidate : swept) {
        if (candidate.id == sweep.referencePlanId)
            continue;
        GapSweepData::Plan plan{candidate.plan, {}, {}, {}, {}, candidate.id};
        bool banded = true;
        for (const SweepPoint& point : sweep.points) {
            const SweepPlanPoint* other = point.plan(candidate.id);
            const SweepPlanPoint* base = point.plan(sweep.referencePlanId);
            if (!other || !base)
                continue;
            plan.nodes.push_back(point.nodes);
            // The exact difference of the table's figures where the sweep has them.
            plan.expected.push_back(other->expectedNpv && base->expectedNpv
                                        ? *other->expectedNpv - *base->expectedNpv
                                        : statistic(other->gapMean, tco));
            banded = banded && other->gapP5 && other->gapP95;
            if (banded) {
                plan.p5.push_back(statistic(*other->gapP5, tco));
                plan.p95.push_back(statistic(*other->gapP95, tco));
            }
        }
        if (!banded) {
            plan.p5.clear();
            plan.p95.clear();
        }
        // A plan left out is drawn where it and the reference are both priced, if anywhere.
        if (!candidate.inCostTable && plan.nodes.empty())
            continue;
        ids.push_back(candidate.id);
        data.plans.push_back(std::move(plan));
    }
    for (const BreakEven& breakEven : sweep.referenceBreakEvens) {
        const bool referenceAbove = breakEven.toPlanId == sweep.referencePlanId;
        const std::string& other = referenceAbove ? breakEven.fromPlanId : breakEven.toPlanId;
        const auto at = std::find(ids.begin(), ids.end(), other);
        if (at == ids.end())
            continue;
        data.breakEvens.push_back(GapSweepData::BreakEven{
            breakEven.nodes, breakEven.exact, std::size_t(at - ids.begin()), referenceAbove});
    }
    return data;
}

GapSweepData ChartDataBuilder::gapNearGrowthPath(const GapSweepData& whole)
{
    GapSweepData near = whole;
    for (GapSweepData::Plan& plan : near.plans) {
        GapSweepData::Plan kept{plan.plan, {}, {}, {}, {}, plan.planId};
        const bool banded = plan.p5.size() == plan.nodes.size();
        for (std::size_t i = 0; i < plan.nodes.size(); ++i) {
            if (!whole.growth.isNear(plan.nodes[i]))
                continue;
            kept.nodes.push_back(plan.nodes[i]);
            kept.expected.push_back(plan.expected[i]);
            if (banded) {
                kept.p5.push_back(plan.p5[i]);
                kept.p95.push_back(plan.p95[i]);
            }
        }
        plan = std::move(kept);
    }
    std::erase_if(near.breakEvens, [&](const GapSweepData::BreakEven& breakEven) {
        return !whole.growth.isNear(breakEven.nodes);
    });
    return near;
}

CostPerGpuMonthData ChartDataBuilder::costPerGpuMonth(const SweepResult& sweep,
                                                      const TcoResult& tco, const Scenario* whole)
{
    CostPerGpuMonthData data;
    data.currency = tco.currency;
    data.growth = growthPath(tco);
    for (const SweptPlan& swept : sweptPlans(sweep, tco, whole)) {
        CostPerGpuMonthData::Plan plan{swept.plan, {}, {}, {}, {}, swept.id};
        for (const SweepPoint& point : sweep.points) {
            const SweepPlanPoint* statistics = point.plan(swept.id);
            if (!statistics || point.gpuMonths <= 0)
                continue;
            const double gpuMonths = double(point.gpuMonths);
            plan.nodes.push_back(point.nodes);
            plan.p5.push_back(statistic(statistics->p5 / gpuMonths, tco));
            plan.expected.push_back(expectedPerGpuMonth(point, *statistics, tco));
            plan.p95.push_back(p95PerGpuMonth(point, *statistics, tco));
        }
        data.plans.push_back(std::move(plan));
    }
    return data;
}

std::vector<std::size_t> ChartDataBuilder::growthPathPoints(const SweepResult& sweep,
                                                            const GrowthPath& growth, int points)
{
    // The swept sizes from half the first year's to twice the last year's: the path and a step
    // either side, thinned evenly to `points`, the cluster's own sizes always kept.
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < sweep.points.size(); ++i) {
        if (growth.isNear(sweep.points[i].nodes))
            near.push_back(i);
    }
    const std::size_t wanted = std::size_t(std::max(points, 2));
    std::vector<std::size_t> chosen;
    for (std::size_t k = 0; k < near.size(); ++k) {
        const int nodes = sweep.points[near[k]].nodes;
        const bool own = nodes == growth.firstYearNodes || nodes == growth.lastYearNodes;
        chosen.push_back(near[k]);
        if (near.size() <= wanted || own)
            continue;
        // Evenly spread: keep k when it is the nearest to one of `wanted` even steps.
        bool step = false;
        for (std::size_t j = 0; j < wanted && !step; ++j)
            step = k == (j * (near.size() - 1) + (wanted - 1) / 2) / (wanted - 1);
        if (!step)
            chosen.pop_back();
    }
    return chosen;
}

CostRiskData ChartDataBuilder::costRisk(const SweepResult& sweep, const TcoResult& tco, int points,
                                        const Scenario* whole)
{
    CostRiskData data;
    data.currency = tco.currency;
    const GrowthPath growth = growthPath(tco);
    data.clusterNodes = growth.firstYearNodes;
    const std::vector<std::size_t> chosen = growthPathPoints(sweep, growth, points);
    for (const SweptPlan& swept : sweptPlans(sweep, tco, whole)) {
        CostRiskData::Plan plan{swept.plan, {}};
        for (const std::size_t index : chosen) {
            const SweepPoint& point = sweep.points[index];
            const SweepPlanPoint* statistics = point.plan(swept.id);
            if (!statistics || point.gpuMonths <= 0)
                continue;
            // The overrun is the difference of the per-GPU-month table's printed P95 and
            // expected figures, so the two tables agree to the cent (issue 39).
            const Money expected = expectedPerGpuMonth(point, *statistics, tco);
            plan.points.push_back(CostRiskData::Point{
                point.nodes, expected, p95PerGpuMonth(point, *statistics, tco) - expected});
        }
        if (!swept.inCostTable && plan.points.empty())
            continue; // left out, and not buildable near this cluster's sizes either
        data.plans.push_back(std::move(plan));
    }
    // Cheaper and less risky than every other plan at the cluster's own size, strictly: a plan
    // and its copy leave no plan to highlight.
    std::vector<const CostRiskData::Point*> atCluster;
    for (const CostRiskData::Plan& plan : data.plans) {
        const auto it =
            std::find_if(plan.points.begin(), plan.points.end(),
                         [&](const auto& point) { return point.nodes == data.clusterNodes; });
        atCluster.push_back(it == plan.points.end() ? nullptr : &*it);
    }
    // Among the plans priced at the cluster's size (a plan left out is not there).
    const auto absent = std::size_t(std::count(atCluster.begin(), atCluster.end(), nullptr));
    for (std::size_t p = 0; p < atCluster.size() && atCluster.size() - absent >= 2; ++p) {
        bool best = atCluster[p] != nullptr;
        for (std::size_t q = 0; q < atCluster.size() && best; ++q)
            if (q != p && atCluster[q] != nullptr)
                best = atCluster[p]->expected.amount() < atCluster[q]->expected.amount() &&
                       atCluster[p]->overrun.amount() < atCluster[q]->overrun.amount();
        if (best)
            data.dominant = p;
    }
    return data;
}

TornadoData ChartDataBuilder::tornado(const SensitivityResult& sensitivity, const TcoResult& tco,
                                      std::size_t bars)
{
    TornadoData data;
    data.currency = tco.currency;
    const std::vector<ChartPlan> identities = plans(tco);
    const ChartPlan* first = planFor(identities, tco, sensitivity.firstPlanId);
    const ChartPlan* second = planFor(identities, tco, sensitivity.secondPlanId);
    const auto identity = [](const ChartPlan* plan, const std::string& id) {
        return plan ? *plan : ChartPlan{QString::fromStdString(id), Fabric::InfiniBand, 0};
    };
    data.first = identity(first, sensitivity.firstPlanId);
    data.second = identity(second, sensitivity.secondPlanId);
    // The exact baseline when there is one: the table's difference, to the cent.
    data.base =
        sensitivity.exact ? sensitivity.exactBase : statistic(sensitivity.baseDifference, tco);
    for (std::size_t i = 0; i < sensitivity.bars.size() && i < bars; ++i) {
        const SensitivityBar& bar = sensitivity.bars[i];
        std::optional<ChartPlan> plan;
        if (!bar.planId.empty())
            plan = identity(planFor(identities, tco, bar.planId), bar.planId);
        data.bars.push_back(TornadoData::Bar{
            bar.key, plan, bar.low, bar.high,
            sensitivity.exact ? bar.exactAtLow : statistic(bar.differenceAtLow, tco),
            sensitivity.exact ? bar.exactAtHigh : statistic(bar.differenceAtHigh, tco)});
    }
    return data;
}

} // namespace fabrictco

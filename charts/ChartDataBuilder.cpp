// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartDataBuilder.h"

#include "core/model/PlanColours.h"
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
    data.categories = CostCategoryText::names();
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

NodeSweepData ChartDataBuilder::nodeSweep(const SweepResult& sweep, const TcoResult& tco)
{
    NodeSweepData data;
    data.currency = tco.currency;
    const std::vector<ChartPlan> identities = plans(tco);
    for (std::size_t p = 0; p < tco.plans.size(); ++p) {
        NodeSweepData::Plan plan{identities[p], {}, {}, {}, {}};
        for (const SweepPoint& point : sweep.points) {
            for (const SweepPlanPoint& statistics : point.plans) {
                if (statistics.planId != tco.plans[p].planId)
                    continue;
                plan.nodes.push_back(point.nodes);
                plan.p5.push_back(statistic(statistics.p5, tco));
                plan.p50.push_back(statistic(statistics.p50, tco));
                plan.p95.push_back(statistic(statistics.p95, tco));
            }
        }
        data.plans.push_back(std::move(plan));
    }
    if (!tco.plans.empty() && !tco.plans.front().years.empty()) {
        data.firstYearNodes = tco.plans.front().years.front().nodes;
        data.lastYearNodes = tco.plans.front().years.back().nodes;
    }
    for (const BreakEven& breakEven : sweep.breakEvens) {
        // Marked at the nearest swept point at or above it, on the plan that becomes cheaper.
        const SweepPoint* near = nullptr;
        for (const SweepPoint& point : sweep.points)
            if (!near ||
                std::abs(point.nodes - breakEven.nodes) < std::abs(near->nodes - breakEven.nodes))
                near = &point;
        if (!near)
            continue;
        for (const SweepPlanPoint& statistics : near->plans) {
            if (statistics.planId != breakEven.toPlanId)
                continue;
            const ChartPlan* from = planFor(identities, tco, breakEven.fromPlanId);
            const ChartPlan* to = planFor(identities, tco, breakEven.toPlanId);
            data.breakEvens.push_back(NodeSweepData::BreakEven{
                double(breakEven.nodes), statistic(statistics.p50, tco),
                tr("Break-even: %1 = %2")
                    .arg(from ? from->name : QString::fromStdString(breakEven.fromPlanId),
                         to ? to->name : QString::fromStdString(breakEven.toPlanId))});
        }
    }
    return data;
}

CostRiskData ChartDataBuilder::costRisk(const SweepResult& sweep, const TcoResult& tco, int points)
{
    CostRiskData data;
    data.currency = tco.currency;
    const std::vector<ChartPlan> identities = plans(tco);
    std::vector<std::size_t> chosen;
    const std::size_t count = sweep.points.size();
    const std::size_t wanted = std::min<std::size_t>(count, std::size_t(std::max(points, 1)));
    for (std::size_t i = 0; i < wanted; ++i) {
        const std::size_t index = wanted == 1 ? 0 : i * (count - 1) / (wanted - 1);
        if (chosen.empty() || chosen.back() != index)
            chosen.push_back(index);
    }
    for (std::size_t p = 0; p < tco.plans.size(); ++p) {
        CostRiskData::Plan plan{identities[p], {}};
        for (std::size_t index : chosen) {
            const SweepPoint& point = sweep.points[index];
            for (const SweepPlanPoint& statistics : point.plans)
                if (statistics.planId == tco.plans[p].planId)
                    plan.points.push_back(CostRiskData::Point{point.nodes,
                                                              statistic(statistics.mean, tco),
                                                              statistic(statistics.spread(), tco)});
        }
        data.plans.push_back(std::move(plan));
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
    data.quantity =
        tr("NPV of %1 minus %2")
            .arg(first ? first->name : QString::fromStdString(sensitivity.firstPlanId),
                 second ? second->name : QString::fromStdString(sensitivity.secondPlanId));
    // The exact baseline when there is one: the table's difference, to the cent.
    data.base =
        sensitivity.exact ? sensitivity.exactBase : statistic(sensitivity.baseDifference, tco);
    for (std::size_t i = 0; i < sensitivity.bars.size() && i < bars; ++i) {
        const SensitivityBar& bar = sensitivity.bars[i];
        QString label = ParameterText::label(bar.key);
        if (!bar.planId.empty()) {
            // The same input can be uncertain in both plans: the plan's name tells the bars
            // apart (never the fabric, which two RoCE plans share).
            const ChartPlan* plan = planFor(identities, tco, bar.planId);
            label +=
                QStringLiteral(" (%1)").arg(plan ? plan->name : QString::fromStdString(bar.planId));
        }
        data.bars.push_back(TornadoData::Bar{
            label, QString::number(bar.low, 'g', 6), QString::number(bar.high, 'g', 6),
            sensitivity.exact ? bar.exactAtLow : statistic(bar.differenceAtLow, tco),
            sensitivity.exact ? bar.exactAtHigh : statistic(bar.differenceAtHigh, tco)});
    }
    return data;
}

} // namespace fabrictco

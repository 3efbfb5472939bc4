// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ComparisonComputer.h"

#include "core/bom/BomCalculator.h"
#include "core/tco/TcoEngine.h"
#include "ui/common/Labels.h"
#include "ui/document/CatalogCache.h"

namespace fabrictco::ui {

ComparisonData ComparisonComputer::compute(const Scenario& scenario)
{
    ComparisonData data;
    data.currency = scenario.cluster.currency;
    int ibCount = 0;
    int roceCount = 0;
    for (const PlanSpec& spec : scenario.plans) {
        PlanSummary plan;
        plan.planId = spec.id;
        // Colour index within the fabric's family: the first RoCE plan is always RoCE blue.
        const int index = spec.fabric() == Fabric::InfiniBand ? ibCount++ : roceCount++;
        plan.plan = {QString::fromStdString(spec.name), spec.fabric(), index};
        // The BOM check first: its error names the design field, so the editor can show it.
        FabricDesign design = spec.design;
        design.nodes = scenario.cluster.nodes;
        try {
            plan.bom = BomCalculator::calculate(design);
        } catch (const BomError& error) {
            plan.bomError = QString::fromStdString(error.what());
            plan.bomErrorField = QString::fromStdString(error.field());
        }
        data.plans.push_back(std::move(plan));
    }
    if (!CatalogCache::error().isEmpty()) {
        data.notes << tr("The price catalog could not be loaded: %1").arg(CatalogCache::error());
        return data;
    }
    TcoResult result;
    try {
        result = TcoEngine(CatalogCache::get()).evaluate(scenario);
    } catch (const std::exception& error) {
        data.notes << tr("The costs cannot be computed: %1").arg(QString::fromUtf8(error.what()));
        return data;
    }
    CumulativeTcoData cumulative;
    cumulative.currency = result.currency;
    CategoryCostData categories;
    categories.currency = result.currency;
    for (CostCategory category : allCostCategories())
        categories.categories << Labels::category(category);
    for (int year = 1; year <= result.horizonYears; ++year)
        cumulative.years.push_back(year);
    for (std::size_t p = 0; p < result.plans.size() && p < data.plans.size(); ++p) {
        const PlanResult& plan = result.plans[p];
        PlanSummary& summary = data.plans[p];
        summary.horizonTco = plan.total.total;
        summary.npv = plan.npv;
        summary.costPerGpuMonth = plan.costPerGpuMonth;
        if (!plan.years.empty() && !summary.bom)
            summary.bom = plan.years.front().bom;
        CumulativeTcoData::Plan line{summary.plan, {}};
        for (const YearResult& year : plan.years) {
            line.cumulative.push_back(year.cumulativeNominal);
            for (CostCategory category : allCostCategories())
                data.costTable.push_back({summary.plan.name, year.year, Labels::category(category),
                                          year.nominal[category], year.discounted[category]});
        }
        cumulative.plans.push_back(std::move(line));
        categories.plans.push_back(summary.plan);
        categories.values.push_back(plan.total.byCategory);
    }
    data.cumulative = std::move(cumulative);
    data.categories = std::move(categories);
    data.tco = std::make_shared<const TcoResult>(std::move(result));
    return data;
}

} // namespace fabrictco::ui

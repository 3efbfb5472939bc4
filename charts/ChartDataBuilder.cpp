// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartDataBuilder.h"

#include "presentation/CostCategoryText.h"

namespace fabrictco {

std::vector<ChartPlan> ChartDataBuilder::plans(const TcoResult& result)
{
    std::vector<ChartPlan> plans;
    int index = 0;
    for (const PlanResult& plan : result.plans) {
        const QString name =
            QString::fromStdString(plan.planName.empty() ? plan.planId : plan.planName);
        plans.push_back(ChartPlan{name, plan.fabric, index++});
    }
    return plans;
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

} // namespace fabrictco

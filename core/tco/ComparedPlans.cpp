// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ComparedPlans.h"

#include "core/tco/TcoResult.h"

#include <algorithm>
#include <vector>

namespace fabrictco {

ComparedPlans ComparedPlans::of(const TcoResult& tco)
{
    std::vector<const PlanResult*> ranked;
    for (const PlanResult& plan : tco.plans)
        ranked.push_back(&plan);
    // Stable: an exact tie keeps the plans' order, as the recommendation's ranking does.
    std::stable_sort(ranked.begin(), ranked.end(), [](const PlanResult* a, const PlanResult* b) {
        return a->npv.amount() < b->npv.amount();
    });
    ComparedPlans plans;
    if (!ranked.empty())
        plans.firstPlanId = ranked[0]->planId;
    if (ranked.size() > 1) {
        std::vector<Decimal> npvs;
        for (const PlanResult* plan : ranked)
            npvs.push_back(plan->npv.amount());
        plans.secondPlanId = ranked[runnerUp(npvs)]->planId;
    }
    return plans;
}

std::size_t ComparedPlans::runnerUp(const std::vector<Decimal>& ascending)
{
    for (std::size_t i = 1; i < ascending.size(); ++i)
        if (ascending[i] != ascending.front())
            return i;
    return 1;
}

} // namespace fabrictco

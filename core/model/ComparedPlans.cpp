// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ComparedPlans.h"

namespace fabrictco {

ComparedPlans ComparedPlans::of(const Scenario& scenario)
{
    ComparedPlans plans;
    for (const PlanSpec& plan : scenario.plans) {
        std::string& id = plan.fabric() == Fabric::InfiniBand ? plans.ibPlanId : plans.rocePlanId;
        if (id.empty())
            id = plan.id;
    }
    return plans;
}

} // namespace fabrictco

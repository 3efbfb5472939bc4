// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <string>

namespace fabrictco {

/// The two plans the risk analysis, the tornado and the recommendation compare: the first
/// InfiniBand plan and the first RoCE plan of the scenario, whatever their ids ("ib", or "ib-2"
/// after the original was removed).
struct ComparedPlans
{
    std::string ibPlanId;   ///< empty when the scenario has no InfiniBand plan
    std::string rocePlanId; ///< empty when the scenario has no RoCE plan

    bool complete() const { return !ibPlanId.empty() && !rocePlanId.empty(); }

    static ComparedPlans of(const Scenario& scenario);
};

} // namespace fabrictco

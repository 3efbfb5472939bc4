// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/money/Money.h"
#include "core/tco/PlanCostModel.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Exact what-if evaluations of one plan's cost model, for the analyses that move one input at
/// a time (the tornado, the price to beat).
class ModelProbe
{
public:
    /// The cost models of the two plans of `scenario` at its own size, in plan order; validates
    /// the scenario first (TcoError like TcoEngine).
    static std::vector<PlanCostModel> pair(const Scenario& scenario, const Catalog& catalog,
                                           const std::string& firstPlanId,
                                           const std::string& secondPlanId);
    /// The plan `id` among `models`; std::invalid_argument saying `analysis` needs it otherwise
    /// ("the tornado", "the price to beat").
    static const PlanCostModel& find(const std::vector<PlanCostModel>& models,
                                     const std::string& id, const std::string& analysis);
    /// The NPV exactly as the cost table prints it.
    static Money npv(const PlanCostModel& model);
    /// The NPV with `key` at `value` (in the value's own units and currency). The input is moved
    /// in place and put back: copying the whole model for each evaluation was a tenth of the
    /// risk pipeline's time (issue 42).
    static Money npvWith(PlanCostModel& model, const std::string& key, const Decimal& value);
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ModelProbe.h"

#include "core/model/ScenarioValidator.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/TcoEngine.h"

#include <stdexcept>

namespace fabrictco {

std::vector<PlanCostModel> ModelProbe::pair(const Scenario& scenario, const Catalog& catalog,
                                            const std::string& firstPlanId,
                                            const std::string& secondPlanId)
{
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw TcoError(problems);
    std::vector<PlanCostModel> models;
    for (const PlanSpec& plan : scenario.plans)
        if (plan.id == firstPlanId || plan.id == secondPlanId)
            models.push_back(CostModelBuilder::build(scenario, plan, catalog));
    return models;
}

const PlanCostModel& ModelProbe::find(const std::vector<PlanCostModel>& models,
                                      const std::string& id, const std::string& analysis)
{
    for (const PlanCostModel& model : models)
        if (model.planId == id)
            return model;
    throw std::invalid_argument(analysis + " needs plan \"" + id + "\"");
}

Money ModelProbe::npv(const PlanCostModel& model)
{
    return TcoEngine::evaluateModel(model, false).npv;
}

Money ModelProbe::npvWith(PlanCostModel& model, const std::string& key, const Decimal& value)
{
    const Decimal kept = model.parameters.value(key);
    model.parameters.setValue(key, value);
    Money result = npv(model);
    model.parameters.setValue(key, kept);
    return result;
}

} // namespace fabrictco

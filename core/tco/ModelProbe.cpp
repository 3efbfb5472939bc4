// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ModelProbe.h"

#include "core/tco/TcoEngine.h"

#include <stdexcept>

namespace fabrictco {

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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/SensitivityAnalysis.h"

#include <algorithm>
#include <stdexcept>

namespace fabrictco {

namespace {

const PlanCostFunction& findPlan(const StochasticModel& model, const std::string& id)
{
    for (std::size_t p = 0; p < model.planIds.size() && p < model.plans.size(); ++p)
        if (model.planIds[p] == id && model.plans[p])
            return *model.plans[p];
    throw std::invalid_argument("sensitivity needs plan \"" + id + "\"");
}

} // namespace

SensitivityResult SensitivityAnalysis::run(const StochasticModel& model,
                                           const std::string& firstPlanId,
                                           const std::string& secondPlanId)
{
    const PlanCostFunction& ib = findPlan(model, firstPlanId);
    const PlanCostFunction& roce = findPlan(model, secondPlanId);
    std::vector<double> values = model.mostLikelyInputs();
    const auto difference = [&] {
        return ib.npv(values) - roce.npv(values);
    };

    SensitivityResult result;
    result.firstPlanId = firstPlanId;
    result.secondPlanId = secondPlanId;
    result.baseDifference = difference();
    for (std::size_t i = 0; i < model.inputs.size(); ++i) {
        const UncertainInput& input = model.inputs[i];
        if (input.shape == DistributionShape::Fixed || input.low == input.high)
            continue;
        SensitivityBar bar{input.key, input.planId, input.low, input.mostLikely, input.high, 0, 0};
        values[i] = input.low;
        bar.differenceAtLow = difference();
        values[i] = input.high;
        bar.differenceAtHigh = difference();
        values[i] = input.mostLikely;
        result.bars.push_back(std::move(bar));
    }
    // Stable order for equal swings so the tornado never reshuffles between runs.
    std::stable_sort(result.bars.begin(), result.bars.end(), [](const auto& a, const auto& b) {
        if (a.swing() != b.swing())
            return a.swing() > b.swing();
        if (a.key != b.key)
            return a.key < b.key;
        return a.planId < b.planId;
    });
    return result;
}

} // namespace fabrictco

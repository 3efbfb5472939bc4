// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ExactSensitivity.h"

#include "core/tco/ExpectedValues.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <stdexcept>

namespace fabrictco {

SensitivityResult exactSensitivity(const std::vector<PlanCostModel>& models,
                                   const std::string& firstPlanId, const std::string& secondPlanId)
{
    // Every other input stays at its value in the cost table: its mean.
    PlanCostModel first = ModelProbe::find(models, firstPlanId, "the tornado");
    PlanCostModel second = ModelProbe::find(models, secondPlanId, "the tornado");
    first.parameters = atExpectedValues(first.parameters, first.rounding);
    second.parameters = atExpectedValues(second.parameters, second.rounding);
    const Money firstBase = ModelProbe::npv(first);
    const Money secondBase = ModelProbe::npv(second);

    SensitivityResult result;
    result.firstPlanId = firstPlanId;
    result.secondPlanId = secondPlanId;
    result.exact = true;
    result.exactBase = firstBase - secondBase;
    result.baseDifference = result.exactBase.amount().toDouble();
    const StochasticModel sampled = compileStochasticModel(models, ExpectedNpvs::Skipped);
    // The Monte Carlo draws one value for an input the two plans share by key and range (common
    // random numbers, MonteCarloEngine), so the tornado moves such a pair together: a plan and
    // its copy then have no bar at all, as they never differ in any trial.
    const auto sameQuantity = [](const UncertainInput& a, const UncertainInput& b) {
        return a.key == b.key && a.shape == b.shape && a.low == b.low &&
               a.mostLikely == b.mostLikely && a.high == b.high;
    };
    const auto twinOf = [&](const UncertainInput& input) -> const UncertainInput* {
        const std::string& other = input.planId == firstPlanId ? secondPlanId : firstPlanId;
        for (const UncertainInput& candidate : sampled.inputs)
            if (candidate.planId == other && sameQuantity(candidate, input))
                return &candidate;
        return nullptr;
    };
    for (const UncertainInput& input : sampled.inputs) {
        if (input.shape == DistributionShape::Fixed || input.low == input.high)
            continue;
        if (!input.planId.empty() && input.planId != firstPlanId && input.planId != secondPlanId)
            continue;
        const bool joint = !input.planId.empty() && twinOf(input) != nullptr;
        if (joint && input.planId == secondPlanId)
            continue; // moved with the first plan's
        // The range in exact decimals, from the plan that owns the input (or either, if shared).
        const PlanCostModel& owner = input.planId == secondPlanId ? second : first;
        const ResolvedParameter& parameter = owner.parameters.at(input.key); // its range
        const bool movesFirst = joint || input.planId.empty() || input.planId == firstPlanId;
        const bool movesSecond = joint || input.planId.empty() || input.planId == secondPlanId;
        const auto differenceAt = [&](const Decimal& value) {
            const Money firstNpv =
                movesFirst ? ModelProbe::npvWith(first, input.key, value) : firstBase;
            const Money secondNpv =
                movesSecond ? ModelProbe::npvWith(second, input.key, value) : secondBase;
            return firstNpv - secondNpv;
        };
        SensitivityBar bar{input.key,  joint ? std::string() : input.planId,
                           input.low,  input.mostLikely,
                           input.high, 0,
                           0};
        bar.exactAtLow = differenceAt(parameter.uncertainty.low);
        bar.exactAtHigh = differenceAt(parameter.uncertainty.high);
        bar.differenceAtLow = bar.exactAtLow.amount().toDouble();
        bar.differenceAtHigh = bar.exactAtHigh.amount().toDouble();
        // The difference is linear in each input (MODEL.md, 7), so equal ends mean the input
        // cannot move it (a quantity both plans share alike) beyond the ledger's rounding to the
        // cent: no bar.
        if (bar.exactSwing().isZero())
            continue;
        result.bars.push_back(std::move(bar));
    }
    std::stable_sort(result.bars.begin(), result.bars.end(), [](const auto& a, const auto& b) {
        const Money swingA = a.exactSwing();
        const Money swingB = b.exactSwing();
        if (swingA != swingB)
            return swingB.amount() < swingA.amount();
        if (a.key != b.key)
            return a.key < b.key;
        return a.planId < b.planId;
    });
    return result;
}

SensitivityResult exactSensitivity(const Scenario& scenario, const Catalog& catalog,
                                   const std::string& firstPlanId, const std::string& secondPlanId)
{
    return exactSensitivity(ModelProbe::pair(scenario, catalog, firstPlanId, secondPlanId),
                            firstPlanId, secondPlanId);
}

} // namespace fabrictco

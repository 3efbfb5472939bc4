// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/PriceToBeat.h"

#include "core/model/ParameterSpec.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace fabrictco {

namespace {

/// The hardware unit prices a uniform discount on a plan's bill of materials applies to.
const std::vector<std::string> kHardwarePrices{
    "price.switch",       "price.nic",       "price.transceiver", "price.cable_optical",
    "price.cable_copper", "price.cable_aec", "price.cable_aoc",   "price.fabric_element"};

/// NPV(runner-up) - NPV(recommended) at one value of the variable being moved.
using Difference = std::function<Money(const Decimal&)>;

/// Where the variable may go and the grid its values are typed on.
struct Range
{
    Decimal minimum;
    Decimal maximum;
    Decimal step; ///< a cent of money, 0.01 % of a share
};

struct Crossing
{
    bool moves = false; ///< false: the variable cannot move the difference (none bought)
    BreakEvenVerdict verdict = BreakEvenVerdict::Reached;
    Decimal value;
    Money difference = Money::zero(Currency::usd());
    double slope = 0;
};

/// The runner-up is dearer there.
bool isAbove(const Money& difference)
{
    return !difference.isZero() && !difference.isNegative();
}

Decimal distanceBetween(const Decimal& a, const Decimal& b)
{
    return a < b ? b - a : a - b;
}

Decimal onGrid(const Decimal& value, const Decimal& step, RoundingMode mode)
{
    return value.divide(step, mode).rounded(0, mode).multiply(step, mode);
}

/// The grid value nearest to where `difference` (weakly monotone in the variable: each ledger
/// line is linear in it before its rounding to the cent) reaches zero, on the side where it is
/// at most zero. A bracket grows from the linear estimate by doubling steps, then bisection
/// closes it to one grid step: about 2 log2(error / step) exact evaluations per input.
Crossing findCrossing(const Difference& difference, const Decimal& current, const Range& range,
                      RoundingMode mode)
{
    Crossing crossing;
    const Money atCurrent = difference(current);
    // A second point far from the first, so the ledger's rounding hardly touches the slope.
    const Decimal probe = current.isZero() ? std::min(range.maximum, Decimal(1000000))
                                           : std::max(range.minimum, Decimal(0));
    if (probe == current)
        return crossing;
    const Money atProbe = difference(probe);
    if (atProbe.amount() == atCurrent.amount())
        return crossing;
    crossing.moves = true;
    const Decimal slope = (atProbe.amount() - atCurrent.amount()).divide(probe - current, mode);
    crossing.slope = slope.toDouble();
    // The difference falls towards zero in this direction of the variable.
    const bool fallsUpwards = slope.isNegative();
    const Decimal& farEnd = fallsUpwards ? range.maximum : range.minimum;
    if (const Money atEnd = difference(farEnd); isAbove(atEnd)) {
        crossing.verdict =
            fallsUpwards ? BreakEvenVerdict::AboveMaximum : BreakEvenVerdict::BelowMinimum;
        crossing.value = farEnd;
        crossing.difference = atEnd;
        return crossing;
    }
    const auto clamp = [&](const Decimal& v) {
        return std::clamp(v, range.minimum, range.maximum);
    };
    const auto towardsZero = [&](const Decimal& from, const Decimal& distance) {
        return clamp(fallsUpwards ? from + distance : from - distance);
    };
    const auto awayFromZero = [&](const Decimal& from, const Decimal& distance) {
        return clamp(fallsUpwards ? from - distance : from + distance);
    };
    // `good`: the difference is at most zero there; `bad`: above zero.
    const Decimal estimate =
        clamp(onGrid(current - atCurrent.amount().divide(slope, mode), range.step, mode));
    Decimal good = estimate;
    Decimal bad = estimate;
    Money atGood = difference(estimate);
    Decimal distance = range.step;
    if (isAbove(atGood)) {
        while (true) {
            bad = good;
            good = towardsZero(good, distance);
            atGood = difference(good);
            if (!isAbove(atGood))
                break;
            distance = distance.times(2);
        }
    } else {
        while (true) {
            const Decimal next = awayFromZero(bad, distance);
            if (next == bad)
                break; // the range's end: every value there reaches zero
            bad = next;
            if (isAbove(difference(bad)))
                break;
            good = bad;
            atGood = difference(good);
            distance = distance.times(2);
        }
    }
    while (bad != good && distanceBetween(bad, good) > range.step) {
        const Decimal middle = onGrid((good + bad).divide(Decimal(2), mode), range.step, mode);
        if (middle == good || middle == bad)
            break;
        if (const Money atMiddle = difference(middle); isAbove(atMiddle)) {
            bad = middle;
        } else {
            good = middle;
            atGood = atMiddle;
        }
    }
    crossing.value = good;
    crossing.difference = atGood;
    return crossing;
}

} // namespace

const std::vector<std::string>& PriceToBeat::negotiableKeys()
{
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> k = kHardwarePrices;
        for (const char* more : {"licence.nos_per_switch", "licence.fabric_mgmt_per_endpoint",
                                 "licence.sharp_per_node", "support.share",
                                 "hardware.recabling_per_link", "staff.salary"})
            k.emplace_back(more);
        return k;
    }();
    return keys;
}

PriceToBeatResult PriceToBeat::compute(const std::vector<PlanCostModel>& models,
                                       const std::string& firstPlanId,
                                       const std::string& secondPlanId)
{
    if (firstPlanId == secondPlanId)
        throw std::invalid_argument("the price to beat needs two plans, not \"" + firstPlanId +
                                    "\" twice");
    // Every input at its mean, as the cost table prices it; a value the user types is fixed.
    PlanCostModel recommended = ModelProbe::find(models, firstPlanId, "the price to beat");
    PlanCostModel runnerUp = ModelProbe::find(models, secondPlanId, "the price to beat");
    recommended.parameters = atExpectedValues(recommended.parameters, recommended.rounding);
    runnerUp.parameters = atExpectedValues(runnerUp.parameters, runnerUp.rounding);
    Money recommendedNpv = ModelProbe::npv(recommended);
    Money runnerUpNpv = ModelProbe::npv(runnerUp);
    if (runnerUpNpv.amount() < recommendedNpv.amount()) {
        std::swap(recommended, runnerUp);
        std::swap(recommendedNpv, runnerUpNpv);
    }
    const RoundingMode mode = recommended.rounding;

    PriceToBeatResult result;
    result.recommendedPlanId = recommended.planId;
    result.runnerUpPlanId = runnerUp.planId;
    result.gap = runnerUpNpv - recommendedNpv;

    for (PlanCostModel* owner : {&runnerUp, &recommended, static_cast<PlanCostModel*>(nullptr)}) {
        for (const std::string& key : negotiableKeys()) {
            const ResolvedParameter& parameter = (owner ? *owner : recommended).parameters.at(key);
            const bool shared = parameter.planId.empty();
            if (shared != (owner == nullptr))
                continue;
            const ParameterSpec& spec = *parameter.spec;
            const Range range{spec.minimum, spec.maximum,
                              spec.kind == ParameterKind::Money ? Decimal::parse("0.01")
                                                                : Decimal::parse("0.0001")};
            const Difference difference = [&](const Decimal& value) {
                const Money up =
                    owner == &recommended ? runnerUpNpv : ModelProbe::npvWith(runnerUp, key, value);
                const Money down = owner == &runnerUp
                                       ? recommendedNpv
                                       : ModelProbe::npvWith(recommended, key, value);
                return up - down;
            };
            // Copied: the evaluations move the input in place.
            const ParameterValue current = parameter.value;
            const Crossing crossing = findCrossing(difference, current.value, range, mode);
            if (!crossing.moves)
                continue;
            result.items.push_back({key, owner ? owner->planId : std::string(), current,
                                    parameter.source, crossing.verdict, crossing.value,
                                    crossing.difference, crossing.slope});
        }
    }

    // A uniform discount d on one plan's hardware: each unit price times (1 - d). Down to a
    // 1,000 % rise on the recommended plan, up to 100 % (free hardware) on either.
    for (PlanCostModel* owner : {&runnerUp, &recommended}) {
        std::vector<std::pair<std::string, Decimal>> prices;
        for (const std::string& key : kHardwarePrices)
            prices.emplace_back(key, owner->parameters.value(key));
        const Difference difference = [&](const Decimal& share) {
            const Decimal factor = Decimal(1) - share;
            for (const auto& [key, price] : prices)
                owner->parameters.setValue(key, price.multiply(factor, mode));
            const Money moved = ModelProbe::npv(*owner);
            for (const auto& [key, price] : prices)
                owner->parameters.setValue(key, price);
            return owner == &runnerUp ? moved - recommendedNpv : runnerUpNpv - moved;
        };
        const Crossing crossing =
            findCrossing(difference, Decimal(0),
                         Range{Decimal(-10), Decimal(1), Decimal::parse("0.0001")}, mode);
        if (crossing.moves)
            result.discounts.push_back(
                {owner->planId, crossing.verdict, crossing.value, crossing.difference});
    }
    return result;
}

PriceToBeatResult PriceToBeat::compute(const Scenario& scenario, const Catalog& catalog,
                                       const std::string& firstPlanId,
                                       const std::string& secondPlanId)
{
    const std::vector<PlanCostModel> models =
        ModelProbe::pair(scenario, catalog, firstPlanId, secondPlanId);
    PriceToBeatResult result = compute(models, firstPlanId, secondPlanId);
    for (PriceToBeatItem& item : result.items) {
        const auto* ranges = &scenario.uncertainty;
        for (const PlanSpec& plan : scenario.plans)
            if (plan.id == item.planId)
                ranges = &plan.uncertainty;
        item.rangeOfItsOwn = ranges->contains(item.key);
    }
    return result;
}

} // namespace fabrictco

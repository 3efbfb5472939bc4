// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/SwitchGeneration.h"

#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <exception>

namespace fabrictco {

namespace {

/// `value` x to / from, rounded to `places` (a price to the currency's minor unit).
ParameterValue perPortScaled(const ParameterValue& value, int to, int from, int places)
{
    const Decimal scaled = value.value.multiply(Decimal(to), kDefaultRounding)
                               .divide(Decimal(from), kDefaultRounding)
                               .rounded(places, kDefaultRounding);
    return ParameterValue{scaled, value.currency};
}

} // namespace

Scenario SwitchGeneration::atLinkSpeed(const Scenario& scenario, const Catalog& catalog,
                                       int linkSpeedGbps)
{
    Scenario result = scenario;
    for (PlanSpec& plan : result.plans) {
        const FabricDesign own = ProductSelection::design(plan, catalog);
        if (own.linkSpeedGbps <= linkSpeedGbps)
            continue;
        const ResolvedParameters resolved = ParameterResolver::resolve(scenario, plan, catalog);
        plan.overrides["price.switch"] = resolved.at("price.switch").value;
        plan.overrides["power.switch_watts"] = resolved.at("power.switch_watts").value;
        plan.design = own;
        plan.design.switchRadix = own.switchRadix * own.linkSpeedGbps / linkSpeedGbps;
        plan.design.linkSpeedGbps = linkSpeedGbps;
        plan.products = PlanProducts{};
    }
    return result;
}

int SwitchGeneration::radixOf(const PlanSpec& plan, const Catalog& catalog)
{
    return ProductSelection::design(plan, catalog).switchRadix;
}

Scenario SwitchGeneration::atRadix(const Scenario& scenario, const Catalog& catalog, int radix)
{
    Scenario result = scenario;
    for (PlanSpec& plan : result.plans) {
        const int own = radixOf(plan, catalog);
        if (own == radix)
            continue;
        const ResolvedParameters resolved = ParameterResolver::resolve(scenario, plan, catalog);
        const ParameterValue& price = resolved.at("price.switch").value;
        const ParameterValue& watts = resolved.at("power.switch_watts").value;
        const int minorDigits = price.currency ? price.currency->minorUnitDigits()
                                               : scenario.cluster.currency.minorUnitDigits();
        plan.overrides["price.switch"] = perPortScaled(price, radix, own, minorDigits);
        plan.overrides["power.switch_watts"] = perPortScaled(watts, radix, own, 2);
        // The product's link speed and optics stay; only the switch becomes a custom one.
        plan.design = ProductSelection::design(plan, catalog);
        plan.products.switchId.clear();
        plan.design.switchRadix = radix;
    }
    return result;
}

std::optional<EqualGenerationView>
SwitchGeneration::compare(const Scenario& scenario, const Catalog& catalog, const TcoResult& built)
{
    if (scenario.plans.empty())
        return std::nullopt;
    EqualGenerationView view;
    for (const PlanSpec& plan : scenario.plans) {
        const FabricDesign design = ProductSelection::design(plan, catalog);
        PlanSwitches switches{plan.id, design.switchRadix, {}, design.linkSpeedGbps};
        if (const PlanResult* result = built.plan(plan.id))
            for (const YearResult& year : result->years)
                switches.tiersByYear.push_back(year.bom.tiers);
        view.built.push_back(std::move(switches));
    }
    const auto bySpeed = [](const PlanSwitches& a, const PlanSwitches& b) {
        return a.linkSpeedGbps < b.linkSpeedGbps;
    };
    const auto [slowest, fastest] =
        std::minmax_element(view.built.begin(), view.built.end(), bySpeed);
    view.commonLinkSpeedGbps = slowest->linkSpeedGbps;
    const Scenario atSpeed = atLinkSpeed(scenario, catalog, view.commonLinkSpeedGbps);
    std::vector<int> radices;
    for (const PlanSpec& plan : atSpeed.plans)
        radices.push_back(radixOf(plan, catalog));
    const auto [smallest, largest] = std::minmax_element(radices.begin(), radices.end());
    if (*smallest == *largest && slowest->linkSpeedGbps == fastest->linkSpeedGbps)
        return std::nullopt;
    // Smaller switches first (real ones of that port count exist); larger ones only when the
    // smaller cannot hold the cluster's last year (more than three tiers).
    for (const int radix : {*smallest, *largest}) {
        try {
            view.tco = TcoEngine(catalog).evaluate(atRadix(atSpeed, catalog, radix));
            view.commonRadix = radix;
            return view;
        } catch (const std::exception&) {
            continue;
        }
    }
    return std::nullopt;
}

} // namespace fabrictco

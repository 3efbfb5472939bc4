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
    EqualGenerationView view;
    std::vector<int> radices;
    for (const PlanSpec& plan : scenario.plans) {
        PlanSwitches switches{plan.id, radixOf(plan, catalog), {}};
        if (const PlanResult* result = built.plan(plan.id))
            for (const YearResult& year : result->years)
                switches.tiersByYear.push_back(year.bom.tiers);
        radices.push_back(switches.radix);
        view.built.push_back(std::move(switches));
    }
    const auto [smallest, largest] = std::minmax_element(radices.begin(), radices.end());
    if (radices.empty() || *smallest == *largest)
        return std::nullopt;
    // Smaller switches first (real ones of that port count exist); larger ones only when the
    // smaller cannot hold the cluster's last year (more than three tiers).
    for (const int radix : {*smallest, *largest}) {
        try {
            view.tco = TcoEngine(catalog).evaluate(atRadix(scenario, catalog, radix));
            view.commonRadix = radix;
            return view;
        } catch (const std::exception&) {
            continue;
        }
    }
    return std::nullopt;
}

} // namespace fabrictco

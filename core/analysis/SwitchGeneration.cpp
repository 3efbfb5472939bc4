// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/SwitchGeneration.h"

#include "core/model/LinkSpeedFigures.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/TcoEngine.h"

#include <algorithm>
#include <exception>

namespace fabrictco {

namespace {

/// Whether a map entry is a hardware figure that depends on the link speed (LinkSpeedFigures).
constexpr auto speedFigure = [](const auto& entry) {
    return LinkSpeedFigures::dependsOnSpeed(entry.first);
};

/// `value` x to / from, rounded to `places` (a price to the currency's minor unit).
Decimal perPortScaled(const Decimal& value, int to, int from, int places)
{
    return value.multiply(Decimal(to), kDefaultRounding)
        .divide(Decimal(from), kDefaultRounding)
        .rounded(places, kDefaultRounding);
}

/// Writes `parameter` into `plan` as its own firm figure: its expected value (what the cost
/// table prices a figure with a range at) x to / from. So a rebuilt plan costs what it would
/// as built at the same price per port, whether its figure came with a range (a catalog or
/// product figure) or was typed in at that expected value; the view is never drawn.
void carry(PlanSpec& plan, const std::string& key, const ResolvedParameter& parameter,
           RoundingMode mode, int to, int from, int places)
{
    plan.overrides[key] = ParameterValue{
        perPortScaled(expectedValue(parameter, mode), to, from, places), parameter.value.currency};
    plan.uncertainty.erase(key);
}

} // namespace

Scenario SwitchGeneration::atLinkSpeed(const Scenario& scenario, const Catalog& catalog,
                                       int linkSpeedGbps)
{
    // The catalog alone: no quote, override or range of a speed-dependent figure.
    Scenario catalogOnly = scenario;
    catalogOnly.quotes.clear();
    std::erase_if(catalogOnly.overrides, speedFigure);
    std::erase_if(catalogOnly.uncertainty, speedFigure);

    const RoundingMode mode = scenario.cluster.rounding;
    Scenario result = scenario;
    for (PlanSpec& plan : result.plans) {
        const FabricDesign own = ProductSelection::design(plan, catalog);
        // A scheduled fabric has no custom equivalent at another speed: compared as built.
        if (own.linkSpeedGbps <= linkSpeedGbps || own.scheduled.isScheduled())
            continue;
        // The switch stays, with the plan's own price and power per switch.
        const ResolvedParameters resolved = ParameterResolver::resolve(scenario, plan, catalog);
        for (const char* key : {"price.switch", "power.switch_watts"})
            carry(plan, key, resolved.at(key), mode, 1, 1, 9);
        plan.design = own;
        plan.design.switchRadix = own.switchRadix * own.linkSpeedGbps / linkSpeedGbps;
        plan.design.linkSpeedGbps = linkSpeedGbps;
        plan.products = PlanProducts{};
        // Its NICs, optics and cables become parts of the slower speed. The figures the plan
        // has for its own, faster parts (a product, a quote, an input typed in) price those
        // parts, not these: these take the catalog's figures at that speed for the fabric, so
        // a price typed equal to the catalog's changes nothing here either.
        PlanSpec catalogPlan = plan;
        std::erase_if(catalogPlan.overrides, speedFigure);
        std::erase_if(catalogPlan.uncertainty, speedFigure);
        const ResolvedParameters atSpeed =
            ParameterResolver::resolve(catalogOnly, catalogPlan, catalog);
        for (const auto& [key, parameter] : atSpeed.all()) {
            if (!LinkSpeedFigures::dependsOnSpeed(key) || key == "price.switch" ||
                key == "power.switch_watts")
                continue;
            carry(plan, key, parameter, mode, 1, 1, 9);
        }
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
        // A scheduled fabric's size is its elements', not its leaves' radix: compared as built.
        if (own == radix || ProductSelection::design(plan, catalog).scheduled.isScheduled())
            continue;
        const ResolvedParameters resolved = ParameterResolver::resolve(scenario, plan, catalog);
        const ResolvedParameter& price = resolved.at("price.switch");
        const int minorDigits = price.value.currency ? price.value.currency->minorUnitDigits()
                                                     : scenario.cluster.currency.minorUnitDigits();
        const RoundingMode mode = scenario.cluster.rounding;
        carry(plan, "price.switch", price, mode, radix, own, minorDigits);
        carry(plan, "power.switch_watts", resolved.at("power.switch_watts"), mode, radix, own, 2);
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
        // A scheduled fabric has no equivalent of another radix or speed (its size is its
        // elements'), so "every plan with the same switches" would not be one comparison.
        if (design.scheduled.isScheduled())
            return std::nullopt;
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

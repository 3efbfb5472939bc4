// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/QuoteUsage.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/ParameterResolver.h"

namespace fabrictco {

namespace {

// Quotes price plan-scoped money inputs only (ParameterResolver).
bool quotable(const ParameterSpec& spec)
{
    return spec.kind == ParameterKind::Money && spec.scope == ParameterScope::Plan;
}

} // namespace

QuoteUsage::Target QuoteUsage::targetOf(std::string_view itemKey)
{
    const ParameterRegistry& registry = ParameterRegistry::instance();
    if (const auto colon = itemKey.find(':'); colon != std::string_view::npos) {
        const std::string_view rest = itemKey.substr(colon + 1);
        Target target{std::string(itemKey.substr(0, colon)), true, {}, {}};
        (registry.find(rest) != nullptr ? target.key : target.productId) = std::string(rest);
        return target;
    }
    if (registry.find(itemKey) != nullptr)
        return {std::string(), false, std::string(itemKey), {}};
    const auto dot = itemKey.find('.');
    // Product ids have no dot: "<product>" or "<plan>.<product>".
    if (dot == std::string_view::npos)
        return {std::string(), false, {}, std::string(itemKey)};
    const std::string_view rest = itemKey.substr(dot + 1);
    if (rest.find('.') == std::string_view::npos && registry.find(rest) == nullptr)
        return {std::string(itemKey.substr(0, dot)), false, {}, std::string(rest)};
    return {std::string(itemKey.substr(0, dot)), false, std::string(rest), {}};
}

std::vector<std::vector<QuoteUsage::Use>> QuoteUsage::of(const Scenario& scenario)
{
    std::vector<std::vector<Use>> uses(scenario.quotes.size());
    for (const PlanSpec& plan : scenario.plans) {
        for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
            if (!quotable(spec))
                continue;
            if (const Quote* quote = ParameterResolver::findQuote(scenario, plan, spec.key)) {
                const auto index = static_cast<std::size_t>(quote - scenario.quotes.data());
                uses[index].push_back({plan.id, spec.key, plan.overrides.contains(spec.key)});
            }
        }
    }
    return uses;
}

std::vector<QuoteUsage::Conflict> QuoteUsage::conflicts(const Scenario& before,
                                                        const Scenario& after)
{
    std::vector<Conflict> found;
    for (const PlanSpec& plan : after.plans) {
        const PlanSpec* old = nullptr;
        for (const PlanSpec& candidate : before.plans)
            if (candidate.id == plan.id)
                old = &candidate;
        for (const auto& [key, typed] : plan.overrides) {
            const ParameterSpec* spec = ParameterRegistry::instance().find(key);
            if (spec == nullptr || !quotable(*spec))
                continue;
            const Quote* now = ParameterResolver::findQuote(after, plan, key);
            if (now == nullptr)
                continue;
            const Quote* was = old ? ParameterResolver::findQuote(before, *old, key) : nullptr;
            if (was != nullptr && *was == *now)
                continue; // the user typed over this very quote already
            found.push_back(
                {plan.id, key, typed, static_cast<std::size_t>(now - after.quotes.data())});
        }
    }
    return found;
}

void QuoteUsage::useQuotes(Scenario& scenario, const std::vector<Conflict>& chosen)
{
    for (const Conflict& conflict : chosen)
        for (PlanSpec& plan : scenario.plans)
            if (plan.id == conflict.planId) {
                plan.overrides.erase(conflict.key);
                plan.uncertainty.erase(conflict.key);
            }
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ParameterResolver.h"

#include "core/bom/Fabric.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace fabrictco {

namespace {

/// "catalog" or "organisation catalog": the layer a default comes from.
std::string layerWord(CatalogLayer layer)
{
    return layer == CatalogLayer::Organisation ? "organisation catalog" : "catalog";
}

std::string catalogProvenance(const CatalogEntry& entry)
{
    return layerWord(entry.layer) + ": " + entry.source + ", " + entry.date + " (" +
           std::string(confidenceId(entry.confidence)) + ")";
}

std::string productProvenance(const Product& product, std::string_view key)
{
    const std::string layer =
        product.layer == CatalogLayer::Organisation ? " from the " + layerWord(product.layer) : "";
    return "product" + layer + ": " + product.name + " (" + product.id +
           "): " + ProductKeys::source(product, key) + ", " + product.date + " (" +
           std::string(confidenceId(product.confidence)) + ")";
}

// A catalog range keeps its relative spread when the value itself comes from elsewhere
// (a quote in another currency, a preset): low' = value x low / catalog value.
Uncertainty scaledRange(const Uncertainty& range, const Decimal& reference, const Decimal& value)
{
    if (range.shape == DistributionShape::Fixed || reference.isZero())
        return {};
    const auto scale = [&](const Decimal& bound) {
        return value.multiply(bound, kDefaultRounding).divide(reference, kDefaultRounding);
    };
    Uncertainty result{range.shape, scale(range.low), scale(range.high)};
    if (result.low > value || result.high < value)
        return {};
    return result;
}

/// `range` cut to what the input can be: a share never below 0 or above 1 (the llm-training
/// preset's affected share of 1.0 with the catalog's relative spread reached above 1).
Uncertainty withinBounds(Uncertainty range, const ParameterSpec& spec)
{
    if (range.shape == DistributionShape::Fixed)
        return range;
    range.low = std::clamp(range.low, spec.minimum, spec.maximum);
    range.high = std::clamp(range.high, spec.minimum, spec.maximum);
    return range;
}

} // namespace

const Quote* ParameterResolver::findQuote(const Scenario& scenario, const PlanSpec& plan,
                                          std::string_view key)
{
    const std::string forPlan = plan.id + "." + std::string(key);
    const std::string forPlanOnly = plan.id + ":" + std::string(key); // never a fabric's
    const std::string forFabric = std::string(fabricId(plan.fabric())) + "." + std::string(key);
    // A quote for the product the plan picked for this price (issue 35): "roce-th5-64x800" for
    // every plan that uses it, "roce-b.roce-th5-64x800" for that plan only.
    std::string product;
    std::string productForPlan;
    std::string productForPlanOnly;
    // A fabric element is not the plan's own pick (its leaf names it): quoted by its price key.
    if (const auto productClass = ProductKeys::classFor(key);
        productClass && *productClass != ProductClass::FabricElement &&
        key == ProductKeys::priceKey(*productClass)) {
        product = plan.products.id(*productClass);
        if (!product.empty()) {
            productForPlan = plan.id + "." + product;
            productForPlanOnly = plan.id + ":" + product;
        }
    }
    const Quote* best = nullptr;
    int bestRank = -1;
    for (const Quote& quote : scenario.quotes) {
        // The plan's own before a product's, a product's before a fabric's, before every plan's.
        int rank = -1;
        if (!productForPlan.empty() &&
            (quote.itemKey == productForPlan || quote.itemKey == productForPlanOnly))
            rank = 4;
        else if (quote.itemKey == forPlan || quote.itemKey == forPlanOnly)
            rank = 3;
        else if (!product.empty() && quote.itemKey == product)
            rank = 2;
        else if (quote.itemKey == forFabric)
            rank = 1;
        else if (quote.itemKey == key)
            rank = 0;
        if (rank < 0)
            continue;
        // Later entries win ties so a re-imported quote replaces an older identical one.
        if (rank > bestRank || (rank == bestRank && quote.quoteDate >= best->quoteDate)) {
            best = &quote;
            bestRank = rank;
        }
    }
    return best;
}

ResolvedParameters ParameterResolver::resolve(const Scenario& scenario, const PlanSpec& plan,
                                              const Catalog& catalog)
{
    ResolvedParameters::Map values;
    const auto& presets = catalog.presets();
    const SelectedProducts products = ProductSelection::select(plan, catalog);
    const int linkSpeed = ProductSelection::linkSpeedGbps(plan, products);
    for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
        const bool planScope = spec.scope == ParameterScope::Plan;
        ResolvedParameter resolved;
        resolved.spec = &spec;
        resolved.planId = planScope ? plan.id : std::string();
        // A local price in the document's currency (a salary in yuan) before a converted one;
        // the figure at the plan's link speed before the reference-speed one.
        const CatalogEntry* entry =
            catalog.find(spec.key, plan.fabric(), scenario.cluster.currency, linkSpeed);
        // A picked product stands in for the generic entry of its price and watts.
        const auto productClass = ProductKeys::classFor(spec.key);
        const Product* product = productClass ? products.of(*productClass) : nullptr;
        // ... unless the document's own catalog prices that item: the user's figure wins.
        const ProductFigure* figure = product && !(entry && catalog.isUserEntry(*entry))
                                          ? &ProductKeys::figure(*product, spec.key)
                                          : nullptr;
        const auto& overrides = planScope ? plan.overrides : scenario.overrides;
        // Every source that has a value, highest precedence first; the first two are kept:
        // the effective value and the one it replaces (shown to the user, "Reset to default").
        std::vector<ResolvedParameter> found;
        auto offer = [&](ParameterValue value, ValueSource source, std::string provenance,
                         std::optional<Confidence> confidence) {
            ResolvedParameter candidate;
            candidate.spec = &spec;
            candidate.planId = resolved.planId;
            candidate.value = std::move(value);
            candidate.source = source;
            candidate.provenance = std::move(provenance);
            candidate.confidence = confidence;
            found.push_back(std::move(candidate));
            return found.size() >= 2;
        };
        [&] {
            if (const auto it = overrides.find(spec.key); it != overrides.end())
                if (offer(it->second, ValueSource::Override, "override", Confidence::User))
                    return;
            // Quotes price plan items only, so scenario inputs stay shared by every plan.
            if (spec.kind == ParameterKind::Money && planScope)
                if (const Quote* quote = findQuote(scenario, plan, spec.key))
                    if (offer(
                            ParameterValue{quote->unitPrice.amount(), quote->unitPrice.currency()},
                            ValueSource::Quote,
                            "quote: " + quote->vendor + ", " + quote->quoteDate +
                                (quote->origin.empty() ? "" : " (" + quote->origin + ")"),
                            Confidence::Quote))
                        return;
            if (spec.fromPreset) {
                const bool isWorkload = spec.key.starts_with("workload.");
                const PresetValues& preset =
                    isWorkload ? presets.workload(scenario.workload) : presets.team(scenario.team);
                if (const auto it = preset.values.find(spec.key); it != preset.values.end())
                    if (offer(it->second, ValueSource::Preset,
                              isWorkload
                                  ? "preset: workload " + std::string(workloadId(scenario.workload))
                                  : "preset: team " + std::string(teamExpertiseId(scenario.team)),
                              Confidence::Estimate))
                        return;
            }
            if (figure)
                if (offer(figure->value, ValueSource::Product,
                          productProvenance(*product, spec.key), product->confidence))
                    return;
            // A scheduled fabric sprays cells over every fabric link: its plan routes
            // adaptively unless the user says otherwise (issue 41).
            if (spec.key == "adaptive_routing" && products.fabricElement)
                if (offer(ParameterValue{Decimal(1), std::nullopt}, ValueSource::Product,
                          "product: " + products.switchProduct->name + " (" +
                              products.switchProduct->id +
                              "): a scheduled fabric sprays cells over every fabric link",
                          Confidence::Published))
                    return;
            if (entry)
                offer(entry->value, ValueSource::Catalog, catalogProvenance(*entry),
                      entry->confidence);
        }();
        if (found.empty()) {
            throw ResolutionError("parameter \"" + spec.key + "\" has no value for plan \"" +
                                      plan.id + "\" (no override, quote, preset or catalog entry)",
                                  spec.key);
        }
        // The range a value from `source` has by default: none when typed or quoted (priced as
        // given, never drawn), else its product's or catalog entry's.
        const auto defaultRange = [&](ValueSource source, const Decimal& value) -> Uncertainty {
            if (!spec.uncertain || source == ValueSource::Override || source == ValueSource::Quote)
                return {};
            Uncertainty range;
            if (figure && source == ValueSource::Product)
                range = figure->range;
            else if (figure) // a preset keeps the product's relative spread
                range = scaledRange(figure->range, figure->value.value, value);
            else if (entry && source == ValueSource::Catalog)
                range = entry->range;
            else if (entry) // the ratio is unit-free, so this also holds across currencies
                range = scaledRange(entry->range, entry->value.value, value);
            return withinBounds(holding(range, value), spec);
        };
        resolved.value = std::move(found.front().value);
        resolved.source = found.front().source;
        resolved.provenance = std::move(found.front().provenance);
        resolved.confidence = found.front().confidence;
        if (found.size() > 1) {
            // With its own range, so what it would be priced at can be said (the window's
            // "Reset to default (...)" names the figure the field will then show).
            found[1].uncertainty = defaultRange(found[1].source, found[1].value.value);
            resolved.replaced = std::make_shared<const ResolvedParameter>(std::move(found[1]));
        }
        if (spec.uncertain) {
            const auto& ranges = planScope ? plan.uncertainty : scenario.uncertainty;
            if (const auto it = ranges.find(spec.key); it != ranges.end())
                // A range the user gave: drawn from it.
                resolved.uncertainty =
                    withinBounds(holding(it->second, resolved.value.value), spec);
            else
                resolved.uncertainty = defaultRange(resolved.source, resolved.value.value);
        }
        values.emplace(spec.key, std::move(resolved));
    }
    return ResolvedParameters(scenario.cluster.currency, std::move(values));
}

} // namespace fabrictco

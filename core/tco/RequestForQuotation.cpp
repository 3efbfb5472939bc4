// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/RequestForQuotation.h"

#include "core/bom/SwitchClasses.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>

namespace fabrictco {

namespace {

constexpr std::array<RfqItem, 8> kItems{
    RfqItem::Switch,      RfqItem::FabricElement, RfqItem::Nic,      RfqItem::Transceiver,
    RfqItem::CopperCable, RfqItem::AecCable,      RfqItem::AocCable, RfqItem::OpticalCable};

struct Count
{
    std::int64_t installed = 0; ///< spares included
    std::int64_t spares = 0;
};

/// What a year's bill of materials holds of `item`, as HardwareCostTerms::counts() prices it.
Count countOf(const Bom& bom, RfqItem item)
{
    switch (item) {
    case RfqItem::Switch: {
        // A scheduled fabric's elements are asked for on a line of their own.
        const std::int64_t elements =
            SwitchClasses::fabricElements(bom) + bom.spares.fabricElements;
        return {bom.totalSwitches() - elements, SwitchClasses::spareSwitches(bom)};
    }
    case RfqItem::FabricElement:
        return {SwitchClasses::fabricElements(bom) + bom.spares.fabricElements,
                bom.spares.fabricElements};
    case RfqItem::Nic:
        return {bom.totalNics(), bom.spares.nics};
    case RfqItem::Transceiver:
        return {bom.totalTransceivers(), bom.spares.transceivers};
    case RfqItem::CopperCable:
        return {bom.copperCables + bom.spares.copperCables, bom.spares.copperCables};
    case RfqItem::AecCable:
        return {bom.aecCables + bom.spares.aecCables, bom.spares.aecCables};
    case RfqItem::AocCable:
        return {bom.aocCables + bom.spares.aocCables, bom.spares.aocCables};
    case RfqItem::OpticalCable:
        return {bom.opticalCables + bom.spares.opticalCables, bom.spares.opticalCables};
    }
    return {};
}

/// The product class whose pick supplies the item's price, if any.
std::optional<ProductClass> productClassOf(RfqItem item)
{
    switch (item) {
    case RfqItem::Switch:
        return ProductClass::Switch;
    case RfqItem::Nic:
        return ProductClass::Nic;
    case RfqItem::Transceiver:
        return ProductClass::Optics;
    case RfqItem::FabricElement:
        return ProductClass::FabricElement;
    default:
        return std::nullopt;
    }
}

} // namespace

const std::string& RequestForQuotation::priceKey(RfqItem item)
{
    static const std::array<std::string, kItems.size()> keys{
        "price.switch",    "price.nic",       "price.transceiver",   "price.cable_copper",
        "price.cable_aec", "price.cable_aoc", "price.cable_optical", "price.fabric_element"};
    return keys.at(static_cast<std::size_t>(item));
}

Rfq RequestForQuotation::build(const Scenario& scenario, const TcoResult& result,
                               const std::string& planId, std::vector<int> years)
{
    if (years.empty()) {
        for (int year = 1; year <= result.horizonYears; ++year)
            years.push_back(year);
    }
    std::sort(years.begin(), years.end());
    years.erase(std::unique(years.begin(), years.end()), years.end());
    for (int year : years) {
        if (year < 1 || year > result.horizonYears)
            throw std::invalid_argument("year " + std::to_string(year) + " is outside 1 to " +
                                        std::to_string(result.horizonYears));
    }
    if (!planId.empty() && std::none_of(result.plans.begin(), result.plans.end(),
                                        [&](const PlanResult& p) { return p.planId == planId; }))
        throw std::invalid_argument("no plan \"" + planId + "\"");

    Rfq rfq;
    rfq.years = years;
    for (const PlanResult& planResult : result.plans) {
        if (!planId.empty() && planResult.planId != planId)
            continue;
        const PlanSpec* plan = scenario.plan(planResult.planId);
        for (RfqItem item : kItems) {
            RfqLine line;
            line.planId = planResult.planId;
            line.item = item;
            bool needed = false;
            for (int year : years) {
                const Bom& bom = planResult.years.at(static_cast<std::size_t>(year - 1)).bom;
                const Count count = countOf(bom, item);
                line.quantities.push_back(count.installed);
                line.spares.push_back(count.spares);
                needed = needed || count.installed > 0;
                line.speedGbps = bom.design.linkSpeedGbps;
                if (item == RfqItem::Switch)
                    line.ports = bom.design.switchRadix;
                if (item == RfqItem::FabricElement)
                    line.ports = bom.design.scheduled.elementPorts;
            }
            if (!needed)
                continue;
            const auto productClass = productClassOf(item);
            // A fabric element is asked for by its price key: the plan names only its leaf.
            if (item != RfqItem::FabricElement && plan && productClass &&
                !plan->products.id(*productClass).empty())
                line.productId = plan->products.id(*productClass);
            // "<plan>:": that plan only. "ib.price.switch" would also price every other
            // InfiniBand plan, the default plans' ids being the fabrics'.
            line.itemKey = planResult.planId + ":" +
                           (line.productId.empty() ? priceKey(item) : line.productId);
            rfq.lines.push_back(std::move(line));
        }
    }
    return rfq;
}

} // namespace fabrictco

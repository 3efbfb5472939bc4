// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/HardwareCostTerms.h"

#include "core/bom/SwitchClasses.h"

#include <algorithm>
#include <vector>

namespace fabrictco {

namespace {

// One batch of an item bought in one year; it is bought again when it reaches its service life
// and credited at its remaining book value at the end of the horizon.
struct Cohort
{
    int yearBought = 1;
    std::int64_t quantity = 0;
    bool inService = true;
};

} // namespace

HardwareCostTerms::Counts HardwareCostTerms::counts(const Bom& bom)
{
    return {bom.switches.leaf,
            SwitchClasses::spines(bom),
            bom.switches.core,
            SwitchClasses::spareSwitches(bom),
            SwitchClasses::fabricElements(bom),
            bom.spares.fabricElements,
            bom.nics + bom.spares.nics,
            bom.copperCables + bom.spares.copperCables,
            bom.aecCables + bom.spares.aecCables,
            bom.aocCables + bom.spares.aocCables,
            bom.opticalCables + bom.spares.opticalCables,
            bom.transceivers + bom.spares.transceivers};
}

const std::string& HardwareCostTerms::priceKey(Item item)
{
    static const std::array<std::string, kItemCount> keys{
        "price.switch",         "price.switch",         "price.switch",        "price.switch",
        "price.fabric_element", "price.fabric_element", "price.nic",           "price.cable_copper",
        "price.cable_aec",      "price.cable_aoc",      "price.cable_optical", "price.transceiver"};
    return keys.at(item);
}

Equipment HardwareCostTerms::equipment(Item item)
{
    // What a line counts of each item (in its formula) and what it pays for (in its label).
    static constexpr std::array<Equipment, kItemCount> kEquipment{
        Equipment::LeafSwitches,       Equipment::SpineSwitches,
        Equipment::CoreSwitches,       Equipment::SpareSwitches,
        Equipment::FabricElements,     Equipment::SpareFabricElements,
        Equipment::NicPorts,           Equipment::CopperCables,
        Equipment::ActiveCopperCables, Equipment::ActiveOpticalCables,
        Equipment::FibrePatchCables,   Equipment::Transceivers};
    return kEquipment.at(item);
}

void HardwareCostTerms::append(ModelContext& context)
{
    appendPurchases(context);
    for (int year = 1; year <= context.years(); ++year) {
        appendLicences(context, year);
        appendPower(context, year);
    }
}

void HardwareCostTerms::appendPurchases(ModelContext& context)
{
    const int horizon = context.years();
    const std::int64_t life = context.value("hardware.life_years").toInt64();
    std::array<std::vector<Cohort>, kItemCount> cohorts;

    const auto buy = [&](int year, Item item, std::int64_t quantity, LineKind why) {
        if (quantity <= 0)
            return;
        cohorts[item].push_back({year, quantity, true});
        CostTerm purchase =
            context.term(CostCategory::Hardware, year, {why, subjectOf(equipment(item))});
        purchase.times(quantity, equipment(item));
        context.money(purchase, priceKey(item));
        context.priceTrend(purchase, year);
        CostTerm installation = purchase;
        installation.what = {LineKind::Installation, subjectOf(equipment(item))};
        installation.param("hardware.installation_share");
        context.add(std::move(purchase));
        context.add(std::move(installation));
    };

    Counts previous{};
    for (int year = 1; year <= horizon; ++year) {
        const Bom& bom = context.bom(year);
        const Counts now = counts(bom);
        const bool addsTier =
            year > 1 && bom.tiers > context.bom(year - 1).tiers && context.bom(year - 1).tiers >= 2;
        for (int i = 0; i < kItemCount; ++i) {
            const Item item = static_cast<Item>(i);
            // Refresh first: equipment that reaches its service life this year is bought again.
            std::int64_t refresh = 0;
            for (Cohort& c : cohorts[i]) {
                if (c.inService && c.yearBought + life == year && !(addsTier && isCabling(item))) {
                    c.inService = false;
                    refresh += c.quantity;
                }
            }
            if (year == 1) {
                buy(year, item, now[i], LineKind::InitialPurchase);
            } else if (addsTier && isCabling(item)) {
                // A new tier re-patches the fabric: the cabling is bought again for the whole
                // fabric and the old cables and modules leave service.
                for (Cohort& c : cohorts[i])
                    c.inService = false;
                buy(year, item, now[i], LineKind::Recabling);
            } else {
                buy(year, item, std::max<std::int64_t>(0, now[i] - previous[i]),
                    LineKind::Expansion);
            }
            buy(year, item, refresh, LineKind::Refresh);
        }
        if (addsTier) {
            CostTerm labour =
                context.term(CostCategory::Hardware, year, {LineKind::RecablingLabour});
            labour.times(bom.links.leafSpine + bom.links.spineCore,
                         FactorNoun::SwitchToSwitchLinks);
            context.money(labour, "hardware.recabling_per_link");
            context.add(std::move(labour));
        }
        previous = now;
    }

    // Residual value: equipment still in service at the end of the horizon is credited at its
    // straight-line book value, (life - years used) / life of what it cost.
    for (int i = 0; i < kItemCount; ++i) {
        const Item item = static_cast<Item>(i);
        for (const Cohort& c : cohorts[i]) {
            const std::int64_t used = horizon - c.yearBought + 1;
            if (!c.inService || used >= life)
                continue;
            CostTerm credit =
                context.term(CostCategory::Hardware, horizon,
                             {LineKind::ResidualValue, subjectOf(equipment(item)), c.yearBought});
            credit.times(Decimal(-1), FactorNoun::Credit);
            credit.times(c.quantity, equipment(item));
            context.money(credit, priceKey(item));
            context.priceTrend(credit, c.yearBought);
            credit.times(Decimal(life - used), FactorNoun::YearsOfLifeLeft);
            credit.times(Decimal(life), FactorNoun::YearsOfLife, -1);
            credit.param("hardware.residual_share");
            context.add(std::move(credit));
        }
    }
}

void HardwareCostTerms::appendLicences(ModelContext& context, int year)
{
    const Bom& bom = context.bom(year);
    // UFM-class software is licensed per managed endpoint, each NIC port in service (issue 41:
    // it was charged per node, an 8-rail node as one).
    CostTerm management = context.term(CostCategory::Licensing, year, {LineKind::FabricManagement});
    management.times(bom.nics, Equipment::NicPorts);
    context.money(management, "licence.fabric_mgmt_per_endpoint");
    context.add(std::move(management));

    CostTerm nos = context.term(CostCategory::Licensing, year, {LineKind::SwitchOsLicences});
    nos.times(bom.switches.total(), Equipment::Switches);
    context.money(nos, "licence.nos_per_switch");
    context.add(std::move(nos));

    if (!context.isRoce() && context.value("sharp") == Decimal(1)) {
        CostTerm sharp = context.term(CostCategory::Licensing, year, {LineKind::Sharp});
        sharp.times(std::int64_t(context.nodes(year)), FactorNoun::Nodes);
        context.money(sharp, "licence.sharp_per_node");
        context.add(std::move(sharp));
    }

    // Support is charged on the installed active equipment (switches, NICs) at today's catalog
    // price. Cables and transceivers carry no support contract: a failed one is swapped from
    // spares and bought again.
    const Counts now = counts(bom);
    const std::int64_t switches =
        now[LeafSwitch] + now[SpineSwitch] + now[CoreSwitch] + now[SpareSwitch];
    const std::array<std::pair<Item, std::int64_t>, 3> groups{
        {{LeafSwitch, switches},
         {FabricElement, now[FabricElement] + now[SpareFabricElement]},
         {Nic, now[Nic]}}};
    for (const auto& [item, count] : groups) {
        if (item == FabricElement && count == 0)
            continue; // a folded Clos has none: no line
        const Equipment counted = item == LeafSwitch ? Equipment::Switches : equipment(item);
        const FactorNoun what = nounOf(counted);
        const LineSubject on = subjectOf(counted);
        CostTerm support =
            context.term(CostCategory::Licensing, year, {LineKind::SupportContract, on});
        support.times(count, what);
        context.money(support, priceKey(item));
        support.param("support.share");
        context.add(std::move(support));
    }
}

void HardwareCostTerms::appendPower(ModelContext& context, int year)
{
    const Bom& bom = context.bom(year);
    // Cables with their ends built in draw power only when active; a plan without them shows no
    // line for them (the first three lines stay even at zero, as they always have).
    struct Device
    {
        std::int64_t count;
        Equipment what;
        const char* watts;
        bool evenAtZero;
    };
    // A scheduled fabric's elements draw their own watts; the leaves the switches' figure.
    const std::int64_t elements = SwitchClasses::fabricElements(bom);
    const std::array<Device, 6> devices{{
        {bom.switches.total() - elements, Equipment::Switches, "power.switch_watts", true},
        {elements, Equipment::FabricElements, "power.fabric_element_watts", false},
        {bom.nics, Equipment::NicPorts, "power.nic_watts", true},
        {bom.transceivers, Equipment::Transceivers, "power.transceiver_watts", true},
        {bom.aecCables, Equipment::ActiveCopperCables, "power.aec_watts", false},
        {bom.aocCables, Equipment::ActiveOpticalCables, "power.aoc_watts", false},
    }};
    for (const auto& [count, what, watts, evenAtZero] : devices) {
        if (count == 0 && !evenAtZero)
            continue;
        CostTerm power =
            context.term(CostCategory::Power, year, {LineKind::PowerAndCooling, subjectOf(what)});
        power.times(count, what);
        power.param(watts);
        power.times(Decimal(1000), FactorNoun::WattsPerKilowatt, -1);
        power.param("power.pue");
        power.times(ModelContext::kHoursPerYear, FactorNoun::HoursPerYear);
        context.money(power, "power.price_kwh");
        context.add(std::move(power));
    }
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
// Ranges: wide enough for any real cluster (16,000 GPUs is about 2,000 nodes), narrow enough that
// a typing slip (rails 800, 50,000 m of cable) is refused rather than priced.
#include "core/bom/DesignFieldRegistry.h"

#include "core/bom/BomCalculator.h"

#include <algorithm>

namespace fabrictco {

namespace {

template <auto Member> Decimal getValue(const FabricDesign& design)
{
    const auto& value = design.*Member;
    if constexpr (std::is_same_v<std::decay_t<decltype(value)>, Decimal>)
        return value;
    else
        return Decimal(std::int64_t(value));
}

template <auto Member> void setValue(FabricDesign& design, const Decimal& value)
{
    auto& field = design.*Member;
    using Type = std::decay_t<decltype(field)>;
    if constexpr (std::is_same_v<Type, Decimal>)
        field = value;
    else if constexpr (std::is_same_v<Type, bool>)
        field = !value.isZero();
    else
        field = static_cast<Type>(value.toInt64());
}

template <auto Member>
DesignField field(std::string key, std::string column, std::string option, DesignFieldKind kind,
                  DesignFieldUnit unit, std::int64_t minimum, std::int64_t maximum,
                  std::string description)
{
    DesignField f;
    f.key = std::move(key);
    f.column = std::move(column);
    f.option = std::move(option);
    f.kind = kind;
    f.unit = unit;
    f.minimum = Decimal(minimum);
    f.maximum = Decimal(maximum);
    f.description = std::move(description);
    f.get = &getValue<Member>;
    f.set = &setValue<Member>;
    return f;
}

std::vector<DesignField> makeFields()
{
    using K = DesignFieldKind;
    using U = DesignFieldUnit;
    using D = FabricDesign;
    std::vector<DesignField> f;
    f.push_back(field<&D::nodes>("nodes", "nodes", "nodes", K::Integer, U::Nodes, 1, 100000,
                                 "Compute nodes on the fabric"));
    f.push_back(field<&D::railsPerNode>("railsPerNode", "rails_per_node", "rails", K::Integer,
                                        U::Ports, 1, 64,
                                        "NIC ports (rails) per node on this fabric"));
    f.push_back(field<&D::linkSpeedGbps>("linkSpeedGbps", "link_speed_gbps", "link-speed",
                                         K::Integer, U::GbPerSecond, 1, 3200,
                                         "Link speed in Gb/s: the switch radix is at this speed, "
                                         "and it decides which cable kinds are sold"));
    DesignField radix = field<&D::switchRadix>("switchRadix", "switch_radix", "radix", K::Integer,
                                               U::Ports, 4, 1024, "Switch ports at the link speed");
    radix.evenOnly = true;
    f.push_back(std::move(radix));
    f.push_back(field<&D::oversubscription>("oversubscription", "oversubscription",
                                            "oversubscription", K::Decimal, U::Ratio, 1, 16,
                                            "Leaf oversubscription R for R:1"));
    f.push_back(field<&D::scalableUnitNodes>(
        "scalableUnitNodes", "scalable_unit_nodes", "scalable-unit", K::Integer, U::Nodes, 0,
        100000, "Build in rail-optimised scalable units of this many nodes (0: off)"));
    f.push_back(field<&D::extraEndpoints>("extraEndpoints", "extra_endpoints", "extra-endpoints",
                                          K::Integer, U::Ports, 0, 100000,
                                          "Fabric ports for UFM, storage or other appliances"));
    f.push_back(field<&D::sparesPercent>("sparesPercent", "spares_percent", "spares", K::Decimal,
                                         U::Percent, 0, 100,
                                         "Spares as a percentage of each item class, rounded up"));
    DesignField twin = field<&D::twinPortTransceivers>(
        "twinPortTransceivers", "twin_port_transceivers", "single-port-optics", K::Boolean, U::None,
        0, 1, "Switch optical modules carry one link each (default: twin-port, two)");
    twin.flagValue = false;
    f.push_back(std::move(twin));
    f.push_back(field<&D::twinPortNicTransceivers>(
        "twinPortNicTransceivers", "twin_port_nic_transceivers", "twin-port-nic-optics", K::Boolean,
        U::None, 0, 1, "Node optical modules carry two NIC ports each (DGX-style)"));
    f.push_back(field<&D::coPackagedOptics>(
        "coPackagedOptics", "co_packaged_optics", "co-packaged-optics", K::Boolean, U::None, 0, 1,
        "Switch optics co-packaged with the chip: every link fibre, no module in a switch port"));
    f.push_back(field<&D::copperMaxMeters>("copperMaxMeters", "copper_max_meters",
                                           "copper-max-meters", K::Decimal, U::Metres, 0, 10,
                                           "Longest passive copper (DAC) link in metres"));
    f.push_back(field<&D::aecMaxMeters>("aecMaxMeters", "aec_max_meters", "aec-max-meters",
                                        K::Decimal, U::Metres, 0, 20,
                                        "Longest active copper (AEC) link in metres, 0 for none"));
    f.push_back(field<&D::aocMaxMeters>(
        "aocMaxMeters", "aoc_max_meters", "aoc-max-meters", K::Decimal, U::Metres, 0, 300,
        "Longest active optical cable (AOC) in metres, 0 for none (fibre and modules)"));
    f.push_back(field<&D::nodeLeafMeters>("nodeLeafMeters", "node_leaf_meters", "node-leaf-meters",
                                          K::Decimal, U::Metres, 0, 2000,
                                          "Typical node-to-leaf link length in metres"));
    f.push_back(field<&D::leafSpineMeters>("leafSpineMeters", "leaf_spine_meters",
                                           "leaf-spine-meters", K::Decimal, U::Metres, 0, 2000,
                                           "Typical leaf-to-spine link length in metres"));
    f.push_back(field<&D::spineCoreMeters>("spineCoreMeters", "spine_core_meters",
                                           "spine-core-meters", K::Decimal, U::Metres, 0, 2000,
                                           "Typical spine-to-core link length in metres"));
    return f;
}

const DesignField* find(std::string_view name, std::string DesignField::*by)
{
    const auto& fields = DesignFieldRegistry::all();
    const auto it = std::find_if(fields.begin(), fields.end(),
                                 [&](const DesignField& f) { return f.*by == name; });
    return it != fields.end() ? &*it : nullptr;
}

} // namespace

const std::vector<DesignField>& DesignFieldRegistry::all()
{
    static const std::vector<DesignField> fields = makeFields();
    return fields;
}

const DesignField* DesignFieldRegistry::byKey(std::string_view key)
{
    return find(key, &DesignField::key);
}

const DesignField* DesignFieldRegistry::byColumn(std::string_view column)
{
    return find(column, &DesignField::column);
}

const DesignField* DesignFieldRegistry::byOption(std::string_view option)
{
    return find(option, &DesignField::option);
}

void DesignFieldRegistry::check(const FabricDesign& design)
{
    for (const DesignField& f : all()) {
        if (const Decimal value = f.get(design); f.problem(value))
            throw BomError(f.key, BomProblem::OutOfRange, {value.toString()});
    }
}

} // namespace fabrictco

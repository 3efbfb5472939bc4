// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BomLines.h"

#include "core/bom/SwitchClasses.h"
#include "presentation/CableReachText.h"

#include <array>

namespace fabrictco {

namespace {

using Line = BomLines::Line;

constexpr std::array<Line, 5 + kEquipmentCount> makeLines()
{
    std::array<Line, 5 + kEquipmentCount> lines{Line::Nodes, Line::Tiers, Line::Endpoints,
                                                Line::MaxEndpoints, Line::Headroom};
    for (int i = 0; i < kEquipmentCount; ++i)
        lines[std::size_t(5 + i)] = BomLines::lineOf(static_cast<Equipment>(i));
    return lines;
}

constexpr std::array kLines = makeLines();

QString equipmentLabel(Equipment item)
{
    switch (item) {
    case Equipment::LeafSwitches:
        return BomLines::tr("Leaf switches");
    case Equipment::SpineSwitches:
        return BomLines::tr("Spine switches");
    case Equipment::CoreSwitches:
        return BomLines::tr("Core switches");
    case Equipment::FabricElements:
        return BomLines::tr("Fabric elements (scheduled fabric)");
    case Equipment::SpareSwitches:
        return BomLines::tr("Spare switches");
    case Equipment::SpareFabricElements:
        return BomLines::tr("Spare fabric elements");
    case Equipment::Switches:
        return BomLines::tr("Switches in total");
    case Equipment::NicPorts:
        return BomLines::tr("NIC ports");
    case Equipment::CopperCables:
        return BomLines::tr("Copper cables (DAC)");
    case Equipment::ActiveCopperCables:
        return BomLines::tr("Active copper cables (AEC)");
    case Equipment::ActiveOpticalCables:
        return BomLines::tr("Active optical cables (AOC)");
    case Equipment::FibrePatchCables:
        return BomLines::tr("Fibre patch cables");
    case Equipment::Cables:
        return BomLines::tr("Cables in total");
    case Equipment::Transceivers:
        return BomLines::tr("Transceivers");
    }
    return {};
}

/// Installed and spare items of `item`; the switches of one tier have no spares of their own
/// (the spares are a line of their own, a scheduled fabric's elements' another).
BomLines::Split itemSplit(Equipment item, const Bom& bom)
{
    switch (item) {
    case Equipment::LeafSwitches:
        return {bom.switches.leaf, 0};
    case Equipment::SpineSwitches:
        return {SwitchClasses::spines(bom), 0};
    case Equipment::CoreSwitches:
        return {bom.switches.core, 0};
    case Equipment::FabricElements:
        return {SwitchClasses::fabricElements(bom), 0};
    case Equipment::SpareSwitches:
        return {SwitchClasses::spareSwitches(bom), 0};
    case Equipment::SpareFabricElements:
        return {bom.spares.fabricElements, 0};
    case Equipment::Switches:
        return {bom.switches.total(), bom.spares.switches};
    case Equipment::NicPorts:
        return {bom.nics, bom.spares.nics};
    case Equipment::CopperCables:
        return {bom.copperCables, bom.spares.copperCables};
    case Equipment::ActiveCopperCables:
        return {bom.aecCables, bom.spares.aecCables};
    case Equipment::ActiveOpticalCables:
        return {bom.aocCables, bom.spares.aocCables};
    case Equipment::FibrePatchCables:
        return {bom.opticalCables, bom.spares.opticalCables};
    case Equipment::Cables:
        return {bom.copperCables + bom.aecCables + bom.aocCables + bom.opticalCables,
                bom.spares.copperCables + bom.spares.aecCables + bom.spares.aocCables +
                    bom.spares.opticalCables};
    case Equipment::Transceivers:
        return {bom.transceivers, bom.spares.transceivers};
    }
    return {};
}

/// The lines that count single switches or spares are not split (their spares are elsewhere).
bool hasSpares(Equipment item)
{
    return item != Equipment::LeafSwitches && item != Equipment::SpineSwitches &&
           item != Equipment::CoreSwitches && item != Equipment::FabricElements &&
           item != Equipment::SpareSwitches && item != Equipment::SpareFabricElements;
}

} // namespace

std::span<const Line> BomLines::all()
{
    return kLines;
}

QString BomLines::label(Line line)
{
    if (const std::optional<Equipment> item = equipmentOf(line))
        return equipmentLabel(*item);
    switch (line) {
    case Line::Nodes:
        return tr("Compute nodes");
    case Line::Tiers:
        return tr("Switch tiers");
    case Line::Endpoints:
        return tr("Endpoints (NIC ports and appliances)");
    case Line::MaxEndpoints:
        return tr("Endpoints the topology can hold");
    case Line::Headroom:
        return tr("Room for more endpoints");
    case Line::FirstEquipment: // above
        break;
    }
    return {};
}

std::optional<BomLines::Split> BomLines::split(Line line, const Bom& bom)
{
    const std::optional<Equipment> item = equipmentOf(line);
    if (!item || !hasSpares(*item))
        return std::nullopt;
    return itemSplit(*item, bom);
}

std::int64_t BomLines::count(Line line, const Bom& bom)
{
    if (const std::optional<Equipment> item = equipmentOf(line)) {
        const Split parts = itemSplit(*item, bom);
        return parts.installed + parts.spares;
    }
    switch (line) {
    case Line::Nodes:
        return bom.design.nodes;
    case Line::Tiers:
        return bom.tiers;
    case Line::Endpoints:
        return bom.endpoints;
    case Line::MaxEndpoints:
        return bom.maxEndpoints;
    case Line::Headroom:
        return bom.headroomEndpoints;
    case Line::FirstEquipment: // above
        break;
    }
    return 0;
}

bool BomLines::isTotal(Line line)
{
    return line == lineOf(Equipment::Switches) || line == lineOf(Equipment::Cables);
}

bool BomLines::hiddenWhenZero(Line line)
{
    return line == lineOf(Equipment::ActiveCopperCables) ||
           line == lineOf(Equipment::ActiveOpticalCables) ||
           line == lineOf(Equipment::FabricElements) ||
           line == lineOf(Equipment::SpareFabricElements);
}

QString BomLines::note(Line line, const Bom& bom)
{
    if (line == lineOf(Equipment::CopperCables))
        return CableReachText::copper(bom);
    if (line == lineOf(Equipment::ActiveOpticalCables))
        return CableReachText::activeOptical(bom);
    return {};
}

QString BomLines::sparesIncluded()
{
    return tr("Switches, NIC ports, cables and transceivers are counted with their spares.");
}

} // namespace fabrictco

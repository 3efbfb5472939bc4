// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BomLines.h"

#include "presentation/CableReachText.h"

#include <array>

namespace fabrictco {

namespace {

using Line = BomLines::Line;

constexpr std::array kLines{
    Line::Nodes,
    Line::Tiers,
    Line::Endpoints,
    Line::MaxEndpoints,
    Line::Headroom,
    Line::LeafSwitches,
    Line::SpineSwitches,
    Line::CoreSwitches,
    Line::SpareSwitches,
    Line::Switches,
    Line::NicPorts,
    Line::CopperCables,
    Line::ActiveCopperCables,
    Line::ActiveOpticalCables,
    Line::FibrePatchCables,
    Line::Cables,
    Line::Transceivers,
};

} // namespace

std::span<const Line> BomLines::all()
{
    return kLines;
}

QString BomLines::label(Line line)
{
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
    case Line::LeafSwitches:
        return tr("Leaf switches");
    case Line::SpineSwitches:
        return tr("Spine switches");
    case Line::CoreSwitches:
        return tr("Core switches");
    case Line::SpareSwitches:
        return tr("Spare switches");
    case Line::Switches:
        return tr("Switches in total");
    case Line::NicPorts:
        return tr("NIC ports");
    case Line::CopperCables:
        return tr("Copper cables (DAC)");
    case Line::ActiveCopperCables:
        return tr("Active copper cables (AEC)");
    case Line::ActiveOpticalCables:
        return tr("Active optical cables (AOC)");
    case Line::FibrePatchCables:
        return tr("Fibre patch cables");
    case Line::Cables:
        return tr("Cables in total");
    case Line::Transceivers:
        return tr("Transceivers");
    }
    return {};
}

std::optional<BomLines::Split> BomLines::split(Line line, const Bom& bom)
{
    switch (line) {
    case Line::Switches:
        return Split{bom.switches.total(), bom.spares.switches};
    case Line::NicPorts:
        return Split{bom.nics, bom.spares.nics};
    case Line::CopperCables:
        return Split{bom.copperCables, bom.spares.copperCables};
    case Line::ActiveCopperCables:
        return Split{bom.aecCables, bom.spares.aecCables};
    case Line::ActiveOpticalCables:
        return Split{bom.aocCables, bom.spares.aocCables};
    case Line::FibrePatchCables:
        return Split{bom.opticalCables, bom.spares.opticalCables};
    case Line::Cables:
        return Split{bom.copperCables + bom.aecCables + bom.aocCables + bom.opticalCables,
                     bom.spares.copperCables + bom.spares.aecCables + bom.spares.aocCables +
                         bom.spares.opticalCables};
    case Line::Transceivers:
        return Split{bom.transceivers, bom.spares.transceivers};
    default:
        return std::nullopt;
    }
}

std::int64_t BomLines::count(Line line, const Bom& bom)
{
    if (const std::optional<Split> parts = split(line, bom))
        return parts->installed + parts->spares;
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
    case Line::LeafSwitches:
        return bom.switches.leaf;
    case Line::SpineSwitches:
        return bom.switches.spine;
    case Line::CoreSwitches:
        return bom.switches.core;
    case Line::SpareSwitches:
        return bom.spares.switches;
    default:
        return 0; // every other line has a split
    }
}

bool BomLines::isTotal(Line line)
{
    return line == Line::Switches || line == Line::Cables;
}

bool BomLines::hiddenWhenZero(Line line)
{
    return line == Line::ActiveCopperCables || line == Line::ActiveOpticalCables;
}

QString BomLines::note(Line line, const Bom& bom)
{
    if (line == Line::CopperCables)
        return CableReachText::copper(bom);
    if (line == Line::ActiveOpticalCables)
        return CableReachText::activeOptical(bom);
    return {};
}

QString BomLines::sparesIncluded()
{
    return tr("Switches, NIC ports, cables and transceivers are counted with their spares.");
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/BomCalculator.h"

#include <string>

namespace fabrictco::test {

/// One NIC port per node, so endpoints == nodes: the textbook counts endpoints, not servers.
inline FabricDesign endpointsOnly(int endpoints, int radix = 64)
{
    FabricDesign design;
    design.nodes = endpoints;
    design.railsPerNode = 1;
    design.switchRadix = radix;
    return design;
}

/// 64 nodes of the default design at `speed` with every cable reach open: 3 m DAC, 7 m AEC, and
/// AOCs up to 30 m (the default design has none), so what CableReach cuts shows.
inline FabricDesign atLinkSpeed(Fabric fabric, int speed)
{
    FabricDesign design;
    design.fabric = fabric;
    design.nodes = 64;
    design.linkSpeedGbps = speed;
    design.aocMaxMeters = Decimal(30);
    return design;
}

/// The BomError's field, or "" when the design is accepted.
inline std::string errorField(const FabricDesign& design, std::string* message = nullptr)
{
    try {
        BomCalculator::calculate(design);
    } catch (const BomError& e) {
        if (message != nullptr)
            *message = e.what();
        return e.field();
    }
    return {};
}

} // namespace fabrictco::test

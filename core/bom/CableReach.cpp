// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/CableReach.h"

#include <algorithm>

namespace fabrictco {

FabricDesign CableReach::available(FabricDesign design)
{
    const auto atMost = [](Decimal& reach, const char* metres) {
        reach = std::min(reach, Decimal::parse(metres));
    };
    switch (design.linkSpeedGbps) {
    case 400:
        atMost(design.copperMaxMeters, "3");
        break;
    case 800:
        if (design.fabric == Fabric::InfiniBand) {
            atMost(design.copperMaxMeters, "0");
            atMost(design.aocMaxMeters, "0");
        } else {
            atMost(design.copperMaxMeters, "2");
        }
        break;
    default:
        break;
    }
    return design;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/CableReach.h"

#include <algorithm>

namespace fabrictco {

FabricDesign CableReach::available(FabricDesign design)
{
    const auto atMost = [](Decimal& reach, const char* metres) {
        reach = std::min(reach, Decimal::parse(metres));
    };
    // A co-packaged switch port is a fibre connector: no copper and no active cable plugs in.
    if (design.coPackagedOptics) {
        atMost(design.copperMaxMeters, "0");
        atMost(design.aecMaxMeters, "0");
        atMost(design.aocMaxMeters, "0");
        return design;
    }
    // Faster than 800G: at most what 800G allows (copper reach falls as lanes get faster).
    if (design.linkSpeedGbps >= 800) {
        if (design.fabric == Fabric::InfiniBand) {
            atMost(design.copperMaxMeters, "0");
            atMost(design.aocMaxMeters, "0");
        } else {
            atMost(design.copperMaxMeters, "2");
        }
    } else if (design.linkSpeedGbps == 400) {
        atMost(design.copperMaxMeters, "3");
    }
    return design;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CableReachText.h"

#include "presentation/EnumText.h"

namespace fabrictco {

QString CableReachText::copper(const Bom& bom)
{
    const FabricDesign& d = bom.design;
    if (d.coPackagedOptics)
        return tr("The switches have co-packaged optics: every link is fibre, with a module at the "
                  "NIC end only and none in a switch port.");
    if (!(bom.copperReachSold < d.copperMaxMeters))
        return {};
    if (bom.copperReachSold.isZero())
        //: %1 link speed in Gb/s, %2 the fabric.
        return tr("No passive copper (DAC) is sold at %1G for %2: links the design gives to DAC "
                  "use active copper, or fibre with modules.")
            .arg(d.linkSpeedGbps)
            .arg(EnumText::fabric(d.fabric));
    //: %1 link speed in Gb/s, %2 the fabric, %3 metres.
    return tr("Passive copper (DAC) at %1G for %2 is sold up to about %3 m: longer links use "
              "active copper, or fibre with modules.")
        .arg(d.linkSpeedGbps)
        .arg(EnumText::fabric(d.fabric), QString::fromStdString(bom.copperReachSold.toString()));
}

QString CableReachText::activeOptical(const Bom& bom)
{
    const FabricDesign& d = bom.design;
    if (d.coPackagedOptics || !(bom.aocReachSold < d.aocMaxMeters))
        return {};
    //: %1 link speed in Gb/s, %2 the fabric.
    return tr("No active optical cable (AOC) is sold at %1G for %2: longer links are fibre with a "
              "module at each end.")
        .arg(d.linkSpeedGbps)
        .arg(EnumText::fabric(d.fabric));
}

} // namespace fabrictco

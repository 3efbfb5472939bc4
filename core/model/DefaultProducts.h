// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/PlanProducts.h"

namespace fabrictco {

/// The products a new plan starts with: the generation most clusters buy today at 400G per
/// GPU. InfiniBand: a QM9700-class NDR switch, ConnectX-7 and vendor-branded twin-port
/// optics. RoCE: a Tomahawk-5 white box (64 x 800G run as 128 x 400G), ConnectX-7 and
/// third-party twin-port optics.
struct DefaultProducts
{
    static PlanProducts forFabric(Fabric fabric)
    {
        if (fabric == Fabric::InfiniBand)
            return {"ib-ndr-qm9700", "nic-cx7-400g", "osfp-800g-2x400g-nvidia"};
        return {"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"};
    }
    /// The switch radix those products give (ProductSelection derives the same from the
    /// catalog; a test keeps the two in step), for code that builds a plan without a catalog.
    static int radixFor(Fabric fabric) { return fabric == Fabric::InfiniBand ? 64 : 128; }
};

} // namespace fabrictco

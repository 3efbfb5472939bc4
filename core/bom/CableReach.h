// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"

namespace fabrictco {

/// Which cable kinds are sold at a link speed, per fabric (issue 36: 800G plans were priced with
/// passive copper and active optical cables that do not exist at that speed). A design's
/// reaches are what the site's racks need; these are what the market sells, so the bill of
/// materials uses the shorter of the two:
/// - 400G, either fabric: passive copper (DAC) up to about 3 m (NVIDIA LinkX; splitter DACs);
/// - 800G Ethernet: DAC up to about 2 m; active electrical cables (about 7 m) and AOCs exist;
/// - 800G InfiniBand (XDR): no DAC and no AOC; NVIDIA sells linear active copper and
///   single-mode optics, so short links are active copper and longer ones fibre with modules.
/// Faster links keep at most the 800G reaches; slower ones keep the design's. Switches with
/// co-packaged optics take fibre only: no copper, active or optical cable has a place to plug in.
class CableReach
{
public:
    /// `design` with its DAC and AOC reaches cut to what is sold at its link speed (and every
    /// reach cut to 0 for co-packaged optics).
    static FabricDesign available(FabricDesign design);
};

} // namespace fabrictco

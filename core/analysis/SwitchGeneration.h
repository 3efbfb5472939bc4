// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/Recommendation.h"
#include "core/tco/TcoResult.h"

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// The plans compared at equal hardware generation (issue 36, items 4 and a). A 51.2 Tb/s
/// Ethernet switch run as 128 x 400G keeps a fabric at two tiers up to twice the size a
/// 25.6 Tb/s InfiniBand switch (64 x 400G) can, and 800G links cost more and lose less compute
/// to the network than 400G ones: those are differences of hardware generation, not of the
/// fabrics, and they can decide the cheaper plan. Here every plan is rebuilt at one link speed,
/// the slowest any plan uses, from switches of one port count, the smallest any plan has at that
/// speed (the largest when the smallest cannot hold the cluster), each at its own switch's price
/// and power per port, so only the fabrics differ.
struct EqualGenerationView
{
    int commonRadix = 0;
    int commonLinkSpeedGbps = 0;
    std::vector<PlanSwitches> built; ///< every plan as designed, in plan order
    TcoResult tco; ///< every plan at commonLinkSpeedGbps from switches of commonRadix ports
};

class SwitchGeneration
{
public:
    /// Nullopt when every plan's links run at one speed and its switches have the same port
    /// count (nothing to separate) or when no common port count can hold the cluster. `built`
    /// is TcoEngine(catalog).evaluate(scenario).
    static std::optional<EqualGenerationView>
    compare(const Scenario& scenario, const Catalog& catalog, const TcoResult& built);

    /// `scenario` with every plan whose switch has more than `radix` ports rebuilt from a
    /// custom switch of `radix` ports: its expected price and watts per switch scaled by radix /
    /// its port count (price and power per port kept), firm; its NIC and optics unchanged. Plans
    /// with fewer ports are rebuilt the same way upwards.
    static Scenario atRadix(const Scenario& scenario, const Catalog& catalog, int radix);

    /// `scenario` with every plan whose links are faster than `linkSpeedGbps` run at that speed:
    /// its switch kept (as a custom one at the expected price and watts per switch), its ports
    /// split (a 64 x 800G switch serves 128 x 400G links, as ProductSelection breaks out), its
    /// NICs, optics and cables custom at the catalog's expected figures for that speed and
    /// fabric (the plan's own products, quotes and inputs are for its faster parts). Rebuilt
    /// figures are firm. Slower plans are left as they are.
    static Scenario atLinkSpeed(const Scenario& scenario, const Catalog& catalog,
                                int linkSpeedGbps);

    /// A plan's switch ports at its link speed, as its products or design set them.
    static int radixOf(const PlanSpec& plan, const Catalog& catalog);
};

} // namespace fabrictco

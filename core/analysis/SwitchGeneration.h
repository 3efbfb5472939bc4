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

/// The plans compared at equal switch generation (issue 36, item 4). A 51.2 Tb/s Ethernet switch
/// run as 128 x 400G keeps a fabric at two tiers up to twice the size a 25.6 Tb/s InfiniBand
/// switch (64 x 400G) can: that is a difference of switch generation, not of the fabrics, and
/// it can decide the cheaper plan. Here every plan is rebuilt from switches of one port count,
/// the smallest any plan uses (the largest when the smallest cannot hold the cluster), each at
/// its own switch's price and power per port, so only the fabrics differ.
struct EqualGenerationView
{
    int commonRadix = 0;
    std::vector<PlanSwitches> built; ///< every plan as designed, in plan order
    TcoResult tco;                   ///< every plan from switches of commonRadix ports
};

class SwitchGeneration
{
public:
    /// Nullopt when every plan's switches have the same port count at its link speed (nothing
    /// to separate) or when no common port count can hold the cluster. `built` is
    /// TcoEngine(catalog).evaluate(scenario).
    static std::optional<EqualGenerationView>
    compare(const Scenario& scenario, const Catalog& catalog, const TcoResult& built);

    /// `scenario` with every plan whose switch has more than `radix` ports rebuilt from a
    /// custom switch of `radix` ports: its price and watts per switch scaled by radix / its
    /// port count (price and power per port kept), its NIC and optics unchanged. Plans with
    /// fewer ports are rebuilt the same way upwards.
    static Scenario atRadix(const Scenario& scenario, const Catalog& catalog, int radix);

    /// A plan's switch ports at its link speed, as its products or design set them.
    static int radixOf(const PlanSpec& plan, const Catalog& catalog);
};

} // namespace fabrictco

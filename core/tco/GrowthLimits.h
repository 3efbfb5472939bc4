// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"
#include "core/model/Catalog.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// A plan whose fabric cannot hold the cluster in some year of the horizon: the first such
/// year, and what would make it fit. The figures let the window say it once, in words, with
/// a way out, instead of the BOM engine's message for that year.
struct GrowthLimit
{
    std::string planId;
    int year = 0;        ///< first year the design cannot hold (1-based)
    int nodes = 0;       ///< the cluster's node count that year
    int maxNodes = 0;    ///< the most nodes the design holds (0: none)
    /// The limit is FabricTCO's (a fabric of at most ClusterFields::nodes().maximum nodes is
    /// costed), not the switches': a 1,024-port fat-tree holds far more.
    bool modelLimit = false;
    FabricDesign design; ///< as built (products applied)
    /// The smallest even switch radix that would hold the last year's nodes with the rest
    /// unchanged (BomCalculator::smallestRadixFor).
    std::optional<int> radixNeeded;
    /// The node count of every year, for "slower growth" advice.
    std::vector<int> nodesByYear;
};

/// What GrowthLimits reads of a plan that does not change with the cluster's size: asked at
/// many sizes (a node-count sweep), each plan is resolved and measured once, not at every
/// size (issue 42).
struct PlanCapacity
{
    std::optional<Decimal> annualGrowth; ///< empty: the plan's inputs cannot be resolved
    std::optional<FabricDesign> design;  ///< empty: its products are refused (ProductSelection)
    int maxNodes = 0;                    ///< GrowthLimits::maxNodes(*design); 0 without one
};

class GrowthLimits
{
public:
    /// Whether `design` holds `nodes` (BomCalculator::validate).
    static bool holds(FabricDesign design, int nodes);
    /// The most nodes `design` holds (binary search over the BOM engine's own check); 0 when
    /// it cannot be built at all for a reason other than size.
    static int maxNodes(FabricDesign design);
    /// One entry per plan that outgrows its fabric within the horizon. Plans whose
    /// parameters or products cannot be resolved are left to the cost engine's message.
    static std::vector<GrowthLimit> find(const Scenario& scenario, const Catalog& catalog);
    /// Each plan's capacity (parallel to scenario.plans).
    static std::vector<PlanCapacity> capacities(const Scenario& scenario, const Catalog& catalog);
    /// find() from the plans' capacities, prepared for this scenario at any size.
    static std::vector<GrowthLimit> find(const Scenario& scenario,
                                         const std::vector<PlanCapacity>& capacities);
};

} // namespace fabrictco

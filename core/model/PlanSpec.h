// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/FabricDesign.h"
#include "core/model/ParameterValue.h"
#include "core/model/PlanProducts.h"
#include "core/model/Uncertainty.h"

#include <map>
#include <string>

namespace fabrictco {

/// One candidate fabric for the scenario's cluster (e.g. "InfiniBand NDR", "RoCE, vendor A").
/// Its prices and operating figures come from the catalog unless overridden here.
struct PlanSpec
{
    std::string id;   ///< unique within the scenario, [a-z0-9-]+ ("ib", "roce", "roce-b")
    std::string name; ///< shown to people
    /// BOM inputs. design.fabric is the plan's fabric; design.nodes follows the scenario's cluster.
    FabricDesign design;
    /// The switch, NIC and optics picked from the catalog. A picked product decides the
    /// design's radix, link speed or twin-port optics (ProductSelection keeps them in step).
    PlanProducts products;
    /// Plan-scoped parameters set by the user, by ParameterRegistry key.
    std::map<std::string, ParameterValue> overrides;
    /// Uncertainty ranges set by the user, by key; otherwise the catalog's.
    std::map<std::string, Uncertainty> uncertainty;
    /// Its colour, line pattern and marker in every chart: a slot of its fabric's palette kept
    /// for the plan's life (PlanColours); -1 until one is assigned.
    int colourSlot = -1;

    Fabric fabric() const { return design.fabric; }
    friend bool operator==(const PlanSpec&, const PlanSpec&) = default;
};

} // namespace fabrictco

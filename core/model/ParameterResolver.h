// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"

namespace fabrictco {

/// Decides the effective value of every parameter for one plan. Precedence: the user's override
/// (plan overrides for plan parameters, scenario overrides for scenario parameters) > a vendor
/// quote (money parameters; "<plan id>.<key>" before "<fabric>.<key>" before "<key>", then the
/// latest quote date) > the workload/team preset > the document's own catalog items > the
/// product the plan picked (its price and watts for price.switch, power.switch_watts and the
/// NIC and transceiver equivalents) > the bundled catalog's entries (fabric-specific before
/// generic).
class ParameterResolver
{
public:
    /// Throws ResolutionError naming the parameter when no source gives it a value, and
    /// ProductError (a ResolutionError) when the plan's products are unusable.
    static ResolvedParameters resolve(const Scenario& scenario, const PlanSpec& plan,
                                      const Catalog& catalog);
    /// The quote that prices `key` for `plan`, or nullptr.
    static const Quote* findQuote(const Scenario& scenario, const PlanSpec& plan,
                                  std::string_view key);
};

} // namespace fabrictco

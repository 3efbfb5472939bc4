// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QString>

namespace fabrictco::cli {

/// Applies one `KEY=VALUE` of `fabrictco-cli set` to a scenario. The accepted keys are listed by
/// help() and in the command's --help:
///   title, author, organisation, notes, workload, team,
///   cluster.nodes (also sets every plan's design nodes), cluster.gpus_per_node,
///   cluster.horizon_years, cluster.currency, cluster.rounding, cluster.nodes_by_year (N,N,...),
///   PARAM (a scenario parameter of the registry), PLANID.name, PLANID.design.FIELD,
///   PLANID.switch / PLANID.nic / PLANID.optics (a catalog product id, or "custom"),
///   PLANID.PARAM (a plan parameter). A money VALUE may end with its currency ("2.5 USD");
///   without one it is in the cluster's currency. An empty VALUE removes a parameter override.
/// Throws UsageError naming the key and the accepted values.
class ScenarioAssignment
{
public:
    static void apply(Scenario& scenario, const QString& assignment);
    /// The syntax, for --help.
    static QString help();
};

} // namespace fabrictco::cli

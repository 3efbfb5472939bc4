// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// What a cluster field counts; the presentation layer turns it into words.
enum class ClusterFieldUnit
{
    Nodes,
    Gpus,
    Years,
};

/// One whole-number input of the cluster (ClusterInputs) with its limits.
struct ClusterField
{
    std::string path; ///< "cluster.gpusPerNode": validation problems and the window's field id
    std::string name; ///< "gpus_per_node": the document's JSON key and the CLI's `set` name
    ClusterFieldUnit unit = ClusterFieldUnit::Nodes;
    int minimum = 1;
    int maximum = 1;

    bool accepts(long long value) const { return value >= minimum && value <= maximum; }
    /// "from 1 to 64", in the C locale: the text every English message names the range with.
    std::string rangeText() const;
};

/// The cluster's limits and the one rule for changing its size or horizon (issue 37), so the
/// validators, the CLI, the window and the start page accept the same values and move an
/// explicit yearly schedule the same way.
class ClusterFields
{
public:
    static const ClusterField& nodes(); ///< nodes in year 1, also every year's limit
    static const ClusterField& gpusPerNode();
    static const ClusterField& horizonYears();
    static const std::vector<ClusterField>& all();
    /// By `name` ("nodes") or `path` ("cluster.nodes"); nullptr when neither.
    static const ClusterField* find(std::string_view nameOrPath);

    /// The first year's nodes, on the cluster and every plan's design. An explicit yearly
    /// schedule is scaled in proportion (rounded half up), as the node sweep grows a cluster,
    /// so its growth path keeps its shape and its first year stays the cluster's.
    static void setNodes(Scenario& scenario, int firstYear);
    /// The horizon. An explicit yearly schedule is cut to it, or held at its last year's size.
    static void setHorizon(Scenario& scenario, int years);
};

} // namespace fabrictco

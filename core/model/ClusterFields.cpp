// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ClusterFields.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/money/ExactProduct.h"

#include <algorithm>

namespace fabrictco {

std::string ClusterField::rangeText() const
{
    return "from " + std::to_string(minimum) + " to " + std::to_string(maximum);
}

const std::vector<ClusterField>& ClusterFields::all()
{
    // FabricTCO's limits: the nodes a plan's design may have (100,000, past the largest public
    // clusters at eight GPUs a node), so a cluster is never larger than its plans may be; 64
    // GPUs is above every server of the catalog's generation; ten years is past any
    // depreciation schedule of network hardware.
    static const std::vector<ClusterField> fields = [] {
        const DesignField& designNodes = *DesignFieldRegistry::byKey("nodes");
        return std::vector<ClusterField>{
            {"cluster.nodes", "nodes", ClusterFieldUnit::Nodes, int(designNodes.minimum.toInt64()),
             int(designNodes.maximum.toInt64())},
            {"cluster.gpusPerNode", "gpus_per_node", ClusterFieldUnit::Gpus, 1, 64},
            {"cluster.horizonYears", "horizon_years", ClusterFieldUnit::Years, 1, 10},
        };
    }();
    return fields;
}

const ClusterField& ClusterFields::nodes()
{
    return all()[0];
}

const ClusterField& ClusterFields::gpusPerNode()
{
    return all()[1];
}

const ClusterField& ClusterFields::horizonYears()
{
    return all()[2];
}

const ClusterField* ClusterFields::find(std::string_view nameOrPath)
{
    for (const ClusterField& field : all())
        if (field.name == nameOrPath || field.path == nameOrPath)
            return &field;
    return nullptr;
}

void ClusterFields::setNodes(Scenario& scenario, int firstYear)
{
    ClusterInputs& cluster = scenario.cluster;
    std::vector<int>& byYear = cluster.nodesByYear;
    if (!byYear.empty() && byYear.front() > 0 && byYear.front() != firstYear) {
        const int base = byYear.front();
        for (int& planned : byYear) {
            ExactProduct scaled(static_cast<std::int64_t>(planned));
            scaled.times(static_cast<std::int64_t>(firstYear)).dividedBy(Decimal(base));
            // Within the limit, so a valid first year never makes an invalid schedule.
            const Decimal rounded = scaled.rounded(0, RoundingMode::HalfUp);
            planned =
                int(std::clamp<std::int64_t>(rounded.toInt64(), nodes().minimum, nodes().maximum));
        }
        byYear.front() = firstYear;
    }
    cluster.nodes = firstYear;
    for (PlanSpec& plan : scenario.plans)
        plan.design.nodes = firstYear;
}

void ClusterFields::setHorizon(Scenario& scenario, int years)
{
    scenario.cluster.horizonYears = years;
    std::vector<int>& byYear = scenario.cluster.nodesByYear;
    if (!byYear.empty() && years > 0)
        byYear.resize(static_cast<std::size_t>(years), byYear.back());
}

} // namespace fabrictco

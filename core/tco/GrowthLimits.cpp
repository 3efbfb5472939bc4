// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/GrowthLimits.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ClusterFields.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/CostModelBuilder.h"

#include <algorithm>

namespace fabrictco {

namespace {

bool holds(FabricDesign design, int nodes)
{
    design.nodes = nodes;
    try {
        BomCalculator::validate(design);
        return true;
    } catch (const BomError&) {
        return false;
    }
}

} // namespace

int GrowthLimits::maxNodes(FabricDesign design)
{
    if (!holds(design, 1))
        return 0;
    // Capacity only grows with fewer nodes, so the largest count that holds is a boundary.
    int low = 1;
    int high = ClusterFields::nodes().maximum;
    if (holds(design, high))
        return high;
    while (high - low > 1) {
        const int middle = low + (high - low) / 2;
        (holds(design, middle) ? low : high) = middle;
    }
    return low;
}

std::vector<GrowthLimit> GrowthLimits::find(const Scenario& scenario, const Catalog& catalog)
{
    std::vector<GrowthLimit> limits;
    for (const PlanSpec& plan : scenario.plans) {
        std::vector<int> schedule;
        FabricDesign design;
        try {
            const ResolvedParameters parameters =
                ParameterResolver::resolve(scenario, plan, catalog);
            schedule =
                CostModelBuilder::nodeSchedule(scenario.cluster, parameters.value("growth.annual"));
            design = ProductSelection::design(plan, catalog);
        } catch (const std::exception&) {
            continue; // the cost engine says what is wrong
        }
        const int most = maxNodes(design);
        if (most == 0)
            continue; // not a question of size
        for (std::size_t y = 0; y < schedule.size(); ++y) {
            if (schedule[y] <= most)
                continue;
            GrowthLimit limit;
            limit.planId = plan.id;
            limit.year = int(y) + 1;
            limit.nodes = schedule[y];
            limit.maxNodes = most;
            limit.modelLimit = most == ClusterFields::nodes().maximum;
            limit.design = design;
            limit.nodesByYear = schedule;
            FabricDesign peak = design;
            peak.nodes = *std::max_element(schedule.begin(), schedule.end());
            limit.radixNeeded = BomCalculator::smallestRadixFor(peak);
            limits.push_back(std::move(limit));
            break;
        }
    }
    return limits;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/GrowthLimits.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ClusterFields.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/CostModelBuilder.h"

#include <algorithm>

namespace fabrictco {

bool GrowthLimits::holds(FabricDesign design, int nodes)
{
    design.nodes = nodes;
    try {
        BomCalculator::validate(design);
        return true;
    } catch (const BomError&) {
        return false;
    }
}

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

std::vector<PlanCapacity> GrowthLimits::capacities(const Scenario& scenario, const Catalog& catalog)
{
    std::vector<PlanCapacity> result;
    result.reserve(scenario.plans.size());
    for (const PlanSpec& plan : scenario.plans) {
        PlanCapacity& capacity = result.emplace_back();
        try {
            capacity.annualGrowth =
                ParameterResolver::resolve(scenario, plan, catalog).value("growth.annual");
        } catch (const std::exception&) {
            // the cost engine says what is wrong
        }
        try {
            capacity.design = ProductSelection::design(plan, catalog);
            capacity.maxNodes = maxNodes(*capacity.design);
        } catch (const std::exception&) {
            capacity.design.reset(); // refused products: the cost engine says why
        }
    }
    return result;
}

std::vector<GrowthLimit> GrowthLimits::find(const Scenario& scenario, const Catalog& catalog)
{
    return find(scenario, capacities(scenario, catalog));
}

std::vector<GrowthLimit> GrowthLimits::find(const Scenario& scenario,
                                            const std::vector<PlanCapacity>& capacities)
{
    std::vector<GrowthLimit> limits;
    for (std::size_t i = 0; i < scenario.plans.size(); ++i) {
        const PlanCapacity& capacity = capacities.at(i);
        // Plans whose inputs, products or node schedule the cost engine refuses are left to
        // its message.
        if (!capacity.annualGrowth || !capacity.design)
            continue;
        std::vector<int> schedule;
        try {
            schedule = CostModelBuilder::nodeSchedule(scenario.cluster, *capacity.annualGrowth);
        } catch (const std::exception&) {
            continue;
        }
        const FabricDesign& design = *capacity.design;
        const int most = capacity.maxNodes;
        if (most == 0)
            continue; // not a question of size
        for (std::size_t y = 0; y < schedule.size(); ++y) {
            if (schedule[y] <= most)
                continue;
            GrowthLimit limit;
            limit.planId = scenario.plans[i].id;
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

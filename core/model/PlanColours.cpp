// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PlanColours.h"

#include <map>
#include <set>

namespace fabrictco {

int PlanColours::freeSlot(const Scenario& scenario, Fabric fabric, const PlanSpec* except)
{
    std::set<int> taken;
    for (const PlanSpec& plan : scenario.plans)
        if (&plan != except && plan.fabric() == fabric)
            taken.insert(plan.colourSlot);
    int slot = 0;
    while (taken.contains(slot))
        ++slot;
    return slot;
}

std::vector<int> PlanColours::slots(const std::vector<std::pair<Fabric, int>>& plans)
{
    // Plans that keep their slot first, so a newcomer never takes a slot someone already has.
    std::map<Fabric, std::set<int>> taken;
    std::vector<int> result(plans.size(), -1);
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const auto& [fabric, slot] = plans[i];
        if (slot >= 0 && slot <= kMaxSlot && taken[fabric].insert(slot).second)
            result[i] = slot;
    }
    for (std::size_t i = 0; i < plans.size(); ++i) {
        if (result[i] >= 0)
            continue;
        std::set<int>& used = taken[plans[i].first];
        int slot = 0;
        while (used.contains(slot))
            ++slot;
        result[i] = slot;
        used.insert(slot);
    }
    return result;
}

void PlanColours::assign(Scenario& scenario)
{
    std::vector<std::pair<Fabric, int>> plans;
    for (const PlanSpec& plan : scenario.plans)
        plans.emplace_back(plan.fabric(), plan.colourSlot);
    const std::vector<int> assigned = slots(plans);
    for (std::size_t i = 0; i < scenario.plans.size(); ++i)
        scenario.plans[i].colourSlot = assigned[i];
}

} // namespace fabrictco

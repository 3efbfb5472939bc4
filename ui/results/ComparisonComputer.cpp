// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ComparisonComputer.h"

#include "core/bom/BomCalculator.h"

namespace fabrictco::ui {

ComparisonData ComparisonComputer::compute(const Scenario& scenario)
{
    ComparisonData data;
    data.currency = scenario.cluster.currency;
    int ibCount = 0;
    int roceCount = 0;
    for (const PlanSpec& spec : scenario.plans) {
        PlanSummary plan;
        plan.planId = spec.id;
        // Colour index within the fabric's family: the first RoCE plan is always RoCE blue.
        const int index = spec.fabric() == Fabric::InfiniBand ? ibCount++ : roceCount++;
        plan.plan = {QString::fromStdString(spec.name), spec.fabric(), index};
        FabricDesign design = spec.design;
        design.nodes = scenario.cluster.nodes;
        try {
            plan.bom = BomCalculator::calculate(design);
        } catch (const BomError& error) {
            plan.bomError = QString::fromStdString(error.what());
            plan.bomErrorField = QString::fromStdString(error.field());
        }
        data.plans.push_back(std::move(plan));
    }
    data.notes << tr("The TCO engine is not part of this build yet: costs, charts and the "
                     "recommendation appear once it is.");
    return data;
}

} // namespace fabrictco::ui

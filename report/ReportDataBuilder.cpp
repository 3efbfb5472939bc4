// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportDataBuilder.h"

#include "core/bom/BomCalculator.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ScenarioValidator.h"
#include "report/ReportError.h"

namespace fabrictco {

ReportData ReportDataBuilder::build(const Scenario& scenario, const Catalog& catalog,
                                    const ReportOptions& options)
{
    const auto problems = ScenarioValidator::validate(scenario);
    if (!problems.empty())
        throw ReportError("invalid scenario: " + ScenarioValidator::describe(problems));

    ReportData data{scenario, catalog, options, {}};
    if (!data.options.date.isValid())
        data.options.date = QDate::currentDate();
    for (const PlanSpec& plan : scenario.plans) {
        FabricDesign design = plan.design;
        design.nodes = scenario.cluster.nodes;
        try {
            data.plans.push_back(ReportPlan{plan, BomCalculator::calculate(design),
                                            ParameterResolver::resolve(scenario, plan, catalog)});
        } catch (const std::exception& error) {
            throw ReportError("plan " + plan.id + ": " + error.what());
        }
    }
    return data;
}

} // namespace fabrictco

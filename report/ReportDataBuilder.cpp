// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportDataBuilder.h"

#include "core/tco/BuildablePlans.h"
#include "core/tco/TcoEngine.h"
#include "presentation/EngineErrorText.h"
#include "presentation/GrowthLimitText.h"
#include "report/ReportClock.h"
#include "report/ReportError.h"
#include "report/ReportRiskBuilder.h"

#include <exception>

namespace fabrictco {

ReportData ReportDataBuilder::build(const Scenario& scenario, const Catalog& catalog,
                                    const ReportOptions& options, const ReportControl& control)
{
    ReportData data = buildWithoutRisk(scenario, catalog, options);
    data.risk = ReportRiskBuilder::build(data, control);
    return data;
}

ReportData ReportDataBuilder::buildWithoutRisk(const Scenario& scenario, const Catalog& catalog,
                                               const ReportOptions& options)
{
    ReportData data{scenario, catalog, options, {}, {}, {}, {}, {}};
    if (!data.options.date.isValid())
        data.options.date = ReportClock::today();
    try {
        // A plan that cannot be built for the cluster is left out, as in the window and the
        // CLI, and the summary says which and why.
        PricedPlans priced = BuildablePlans::price(scenario, catalog);
        data.tco = std::move(priced.tco);
        if (!priced.leftOut.empty()) {
            data.plansLeftOut = std::move(priced.leftOut);
            data.wholeScenario = scenario;
            data.scenario = std::move(priced.scenario);
        }
    } catch (const TcoError& error) {
        // In the installed language, as the window says it; the engine's error stays nested.
        const QString why =
            EngineErrorText::describe(std::current_exception(), &scenario, &catalog);
        const QString message =
            error.problem() == TcoProblem::InvalidScenario
                ? QCoreApplication::translate("ReportDataBuilder", "The scenario is not valid: %1")
                      .arg(why)
                : GrowthLimitText::whyNoCosts(scenario, catalog, why).join(QLatin1Char('\n'));
        std::throw_with_nested(ReportError(message.toStdString(), ReportProblem::NoCosts));
    }
    for (std::size_t i = 0; i < data.scenario.plans.size(); ++i)
        data.plans.push_back(
            ReportPlan{data.scenario.plans[i], data.tco.plans.at(i), data.tco.parameters.at(i)});
    return data;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportDataBuilder.h"

#include "core/model/ScenarioValidator.h"
#include "core/tco/TcoEngine.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/ValidationText.h"
#include "report/ReportError.h"
#include "report/ReportRiskBuilder.h"

namespace fabrictco {

ReportData ReportDataBuilder::build(const Scenario& scenario, const Catalog& catalog,
                                    const ReportOptions& options, const ReportControl& control)
{
    const auto problems = ScenarioValidator::validate(scenario);
    if (!problems.empty())
        throw ReportError(
            QCoreApplication::translate("ReportDataBuilder", "The scenario is not valid: %1")
                .arg(ValidationText::describe(problems, scenario))
                .toStdString());

    ReportData data{scenario, catalog, options, {}, {}, {}};
    if (!data.options.date.isValid())
        data.options.date = QDate::currentDate();
    try {
        data.tco = TcoEngine(catalog).evaluate(scenario);
    } catch (const TcoError& error) {
        throw ReportError(
            GrowthLimitText::whyNoCosts(scenario, catalog, QString::fromUtf8(error.what()))
                .join(QLatin1Char('\n'))
                .toStdString());
    }
    for (std::size_t i = 0; i < scenario.plans.size(); ++i)
        data.plans.push_back(
            ReportPlan{scenario.plans[i], data.tco.plans.at(i), data.tco.parameters.at(i)});
    data.risk = ReportRiskBuilder::build(scenario, catalog, data.tco, data.options, control);
    return data;
}

} // namespace fabrictco

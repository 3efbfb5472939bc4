// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/model/Catalog.h"
#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"
#include "core/tco/TcoResult.h"
#include "presentation/GrowthLimitText.h"
#include "report/ReportOptions.h"
#include "report/ReportRisk.h"

#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// One plan as the report shows it: its specification, its exact TCO (BOM per year, costs per
/// category and year, line items) and its resolved inputs with provenance.
struct ReportPlan
{
    PlanSpec spec;
    PlanResult tco;
    ResolvedParameters parameters;
    const Bom& firstYearBom() const { return tco.years.front().bom; }
    const Bom& lastYearBom() const { return tco.years.back().bom; }
};

/// Everything the report and the spreadsheets print, computed once by ReportDataBuilder from the
/// engines. The writers only format it, so the PDF, the XLSX and the CSV show the same figures.
struct ReportData
{
    Scenario scenario;
    Catalog catalog;
    ReportOptions options;
    TcoResult tco;                 ///< the TCO engine's result, as `fabrictco-cli tco` prints it
    std::vector<ReportPlan> plans; ///< parallel to scenario.plans and tco.plans
    ReportRisk risk;               ///< Monte Carlo, sweep, tornado and recommendation
    /// Ids of the document's plans that cannot be built for the cluster (BuildablePlans): not
    /// in `scenario`, so without figures. Empty when every plan is priced.
    std::vector<std::string> plansLeftOut;
    /// The document's scenario with those plans, when any are left out (to say why).
    std::optional<Scenario> wholeScenario;
    /// The scenario the sweep's charts and tables take their plans from: the whole one when
    /// plans are left out (ChartDataBuilder::sweptPlans), else none.
    const Scenario* sweptScenario() const { return wholeScenario ? &*wholeScenario : nullptr; }

    /// The names of the plans left out, in plan order; empty when every plan is priced.
    QStringList namesLeftOut() const
    {
        return wholeScenario ? GrowthLimitText::planNames(*wholeScenario, plansLeftOut)
                             : QStringList();
    }
    /// Why the plans left out have no figures, a sentence each, in the language installed and
    /// `locale`'s figures; empty when every plan is priced.
    QStringList whyPlansLeftOut(const QLocale& locale) const
    {
        return wholeScenario ? GrowthLimitText::whyLeftOut(*wholeScenario, catalog, plansLeftOut,
                                                           true, locale)
                             : QStringList();
    }

    /// The currency input `key` (of plan `planId`, "" for a shared one) is in: a catalog price
    /// stays in the catalog's (the exchange rate converts it), so its low and high are in it,
    /// not necessarily in the scenario's (found by a stranger: a CNY report said "32,000 CNY per
    /// switch" for a USD price). The scenario's currency for an input without one.
    Currency inputCurrency(const std::string& key, const std::string& planId) const
    {
        for (const ReportPlan& plan : plans) {
            if (!planId.empty() && plan.spec.id != planId)
                continue;
            const auto& values = plan.parameters.all();
            if (const auto it = values.find(key); it != values.end() && it->second.value.currency)
                return *it->second.value.currency;
        }
        return scenario.cluster.currency;
    }
};

} // namespace fabrictco

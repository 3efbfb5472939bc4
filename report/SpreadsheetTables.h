// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/SpreadsheetSheet.h"

#include <QCoreApplication>

#include <vector>

namespace fabrictco {

/// The exported tables, in the installed language: bill of materials, yearly costs per
/// category, risk summary and the node-count sweep. The same figures as the PDF report.
class SpreadsheetTables
{
    Q_DECLARE_TR_FUNCTIONS(SpreadsheetTables)

public:
    static std::vector<SpreadsheetSheet> build(const ReportData& data);

    /// Why the document's plans left out of every other sheet have no figures, when any are.
    static SpreadsheetSheet plansLeftOut(const ReportData& data);
    static SpreadsheetSheet billOfMaterials(const ReportData& data);
    /// Per plan and year: nodes, each category, total, discounted, cumulative; data rows only.
    static SpreadsheetSheet yearlyCosts(const ReportData& data);
    /// Per plan: each category over the horizon, the total and the NPV (the cost table's).
    static SpreadsheetSheet horizonTotals(const ReportData& data);
    /// Per plan: mean, P5, P50, P95, CVaR95 of the horizon NPV and the probability it is cheapest.
    static SpreadsheetSheet riskSummary(const ReportData& data);
    /// Per node count and plan: the expected NPV and its P5, P50, P95; the gap to the
    /// recommended plan with its band; per GPU-month the expected NPV, P5, P95 and the overrun
    /// at P95: every series the report's charts draw, to the cent as they draw it.
    static SpreadsheetSheet sweep(const ReportData& data);
    /// Where the cheapest plan changes with the cluster's size.
    static SpreadsheetSheet breakEvens(const ReportData& data);
    /// Each input of the recommended plan and the runner-up with its price to beat and its odds
    /// (empty with one plan); in report/SpreadsheetPriceToBeat.cpp.
    static SpreadsheetSheet priceToBeat(const ReportData& data);
    /// The document's vendor quotes with their validity on the report's date (only when the
    /// document has quotes).
    static SpreadsheetSheet quotes(const ReportData& data);
};

} // namespace fabrictco

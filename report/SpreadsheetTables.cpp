// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetTables.h"

#include "core/model/QuoteValidity.h"
#include "presentation/BomLines.h"
#include "presentation/CostCategoryText.h"
#include "presentation/EnumText.h"
#include "presentation/QuoteText.h"
#include "report/ReportText.h"

namespace fabrictco {

namespace {

using Cell = SpreadsheetCell;

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

Cell integer(std::int64_t value)
{
    return Cell::number(QString::number(value), Cell::Format::Integer);
}

QString planName(const PlanSpec& plan)
{
    return plan.name.empty() ? q(plan.id) : q(plan.name);
}

/// The plan's name as every other sheet shows it; its id only if the document lacks the plan.
QString nameOf(const ReportData& data, const std::string& planId)
{
    for (const ReportPlan& plan : data.plans)
        if (plan.spec.id == planId)
            return planName(plan.spec);
    return q(planId);
}

Cell money(const Money& amount)
{
    // The exact ledger text ("-7581641.17"): the CSV keeps it as is, XLSX stores the nearest
    // double with a two-decimal format.
    return Cell::number(QString::fromStdString(amount.toString()), Cell::Format::Money);
}

} // namespace

SpreadsheetSheet SpreadsheetTables::billOfMaterials(const ReportData& data)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("Bill of materials");
    sheet.columns = {tr("Plan"), tr("Fabric"), tr("Year")};
    // Every line in every row, also a cable kind no plan uses: a sheet's columns stay the same
    // for every document, so a formula that reads them keeps working.
    for (const BomLines::Line line : BomLines::all())
        sheet.columns << BomLines::label(line);
    for (const ReportPlan& plan : data.plans) {
        for (const YearResult& year : plan.tco.years) {
            std::vector<Cell> row{Cell::textCell(planName(plan.spec)),
                                  Cell::textCell(EnumText::fabric(plan.spec.fabric())),
                                  integer(year.year)};
            for (const BomLines::Line line : BomLines::all())
                row.push_back(integer(BomLines::count(line, year.bom)));
            sheet.rows.push_back(std::move(row));
        }
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::yearlyCosts(const ReportData& data)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("Yearly costs");
    sheet.columns = {tr("Plan"), tr("Year"), tr("Nodes")};
    for (const QString& name : CostCategoryText::names())
        sheet.columns << tr("%1 (%2)").arg(name, q(data.tco.currency.code()));
    sheet.columns << tr("Total (%1)").arg(q(data.tco.currency.code()))
                  << tr("Discounted (%1)").arg(q(data.tco.currency.code()))
                  << tr("Cumulative (%1)").arg(q(data.tco.currency.code()));
    for (const ReportPlan& plan : data.plans) {
        for (const YearResult& year : plan.tco.years) {
            std::vector<Cell> row{Cell::textCell(planName(plan.spec)), integer(year.year),
                                  integer(year.nodes)};
            for (const Money& amount : year.nominal.byCategory)
                row.push_back(money(amount));
            row.push_back(money(year.nominal.total));
            row.push_back(money(year.discounted.total));
            row.push_back(money(year.cumulativeNominal));
            sheet.rows.push_back(std::move(row));
        }
        std::vector<Cell> total{Cell::textCell(planName(plan.spec)), Cell::textCell(tr("Total")),
                                Cell::textCell(QString())};
        for (const Money& amount : plan.tco.total.byCategory)
            total.push_back(money(amount));
        total.push_back(money(plan.tco.total.total));
        total.push_back(money(plan.tco.npv));
        total.push_back(Cell::textCell(QString()));
        sheet.rows.push_back(std::move(total));
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::riskSummary(const ReportData& data)
{
    const ReportRisk& risk = data.risk;
    const QString code = q(data.tco.currency.code());
    SpreadsheetSheet sheet;
    sheet.name = tr("Risk summary");
    sheet.columns = {tr("Plan"),
                     tr("Expected NPV (%1)").arg(code),
                     tr("P5 (%1)").arg(code),
                     tr("P50 (%1)").arg(code),
                     tr("P95 (%1)").arg(code),
                     tr("CVaR95 (%1)").arg(code),
                     tr("Probability cheapest"),
                     tr("Recommended"),
                     tr("Expected NPV above the recommended plan (%1)").arg(code),
                     tr("Trials"),
                     tr("Seed")};
    for (const PlanStatistics& plan : risk.monteCarlo.plans) {
        const QString name = nameOf(data, plan.planId);
        // The expected NPV is the cost table's (exact, every input at its mean); the trials add
        // the spread and the probability, never a second, sampled average.
        const PlanResult* table = data.tco.plan(plan.planId);
        const std::optional<Recommendation>& recommended = risk.recommendation;
        std::optional<Money> aboveBest;
        if (recommended)
            for (const PlanStanding& standing : recommended->standings)
                if (standing.planId == plan.planId)
                    aboveBest = standing.marginToBest;
        sheet.rows.push_back(
            {Cell::textCell(name), money(table ? table->npv : risk.money(plan.mean)),
             money(risk.money(plan.p5)), money(risk.money(plan.p50)), money(risk.money(plan.p95)),
             money(risk.money(plan.cvar95)),
             Cell::number(QString::number(plan.pCheapest, 'f', 4), Cell::Format::Percent),
             // The recommendation as the PDF and the window give it (blank with one plan).
             Cell::textCell(recommended && recommended->planId == plan.planId ? tr("yes")
                                                                              : QString()),
             aboveBest ? money(*aboveBest) : Cell::textCell(QString()),
             integer(std::int64_t(risk.monteCarlo.trials)),
             Cell::number(QString::number(risk.monteCarlo.seed), Cell::Format::Decimal)});
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::sweep(const ReportData& data)
{
    const ReportRisk& risk = data.risk;
    const QString code = q(data.tco.currency.code());
    SpreadsheetSheet sheet;
    sheet.name = tr("Node-count sweep");
    sheet.columns = {tr("Nodes"),
                     tr("Plan"),
                     tr("Expected NPV (%1)").arg(code),
                     tr("P5 (%1)").arg(code),
                     tr("P50 (%1)").arg(code),
                     tr("P95 (%1)").arg(code),
                     tr("Per GPU per month (%1)").arg(code),
                     tr("Cheapest")};
    for (const SweepPoint& point : risk.sweep.points) {
        for (const SweepPlanPoint& plan : point.plans) {
            sheet.rows.push_back(
                {integer(point.nodes), Cell::textCell(nameOf(data, plan.planId)),
                 money(risk.money(plan.mean)), money(risk.money(plan.p5)),
                 money(risk.money(plan.p50)), money(risk.money(plan.p95)),
                 money(risk.money(plan.perGpuMonth)),
                 Cell::textCell(plan.planId == point.cheapestPlanId ? tr("yes") : QString())});
        }
    }
    for (const BreakEven& breakEven : risk.sweep.breakEvens)
        sheet.rows.push_back(
            {integer(breakEven.nodes), Cell::textCell(tr("break-even: %1 to %2")
                                                          .arg(nameOf(data, breakEven.fromPlanId),
                                                               nameOf(data, breakEven.toPlanId)))});
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::quotes(const ReportData& data)
{
    const Scenario& scenario = data.scenario;
    SpreadsheetSheet sheet;
    sheet.name = tr("Vendor quotes");
    sheet.columns = {tr("Item"),     tr("For"),    tr("Vendor"),      tr("Unit price"),
                     tr("Currency"), tr("Quoted"), tr("Valid until"), tr("Status"),
                     tr("Used by"),  tr("Origin")};
    const auto uses = QuoteUsage::of(scenario);
    for (std::size_t i = 0; i < scenario.quotes.size(); ++i) {
        const Quote& quote = scenario.quotes[i];
        const QuoteStatus status = QuoteValidity::status(quote, data.options.date);
        sheet.rows.push_back(
            {Cell::textCell(QuoteText::item(quote, &data.catalog)),
             Cell::textCell(QuoteText::scope(quote, scenario)), Cell::textCell(q(quote.vendor)),
             money(quote.unitPrice), Cell::textCell(q(quote.unitPrice.currency().code())),
             Cell::textCell(q(quote.quoteDate)), Cell::textCell(q(quote.validUntil)),
             Cell::textCell(EnumText::quoteStatus(status)),
             Cell::textCell(QuoteText::usage(i, scenario, uses)),
             Cell::textCell(q(quote.origin))});
    }
    return sheet;
}

std::vector<SpreadsheetSheet> SpreadsheetTables::build(const ReportData& data)
{
    std::vector<SpreadsheetSheet> sheets{billOfMaterials(data), yearlyCosts(data),
                                         riskSummary(data), sweep(data)};
    if (!data.scenario.quotes.empty())
        sheets.push_back(quotes(data));
    return sheets;
}

} // namespace fabrictco

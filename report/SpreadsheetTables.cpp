// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetTables.h"

#include "charts/ChartDataBuilder.h"
#include "core/model/QuoteValidity.h"
#include "presentation/BomLines.h"
#include "presentation/CostCategoryText.h"
#include "presentation/EnumText.h"
#include "presentation/QuoteText.h"
#include "presentation/SweepCoverageText.h"
#include "report/ReportText.h"

#include <algorithm>
#include <map>
#include <optional>

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
    // A plan left out at the cluster's size, in the sweep where it can be built.
    if (data.wholeScenario)
        if (const PlanSpec* plan = data.wholeScenario->plan(planId))
            return planName(*plan);
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
    // Data rows only: a pivot table or a filter by plan must not count a total twice. The
    // totals are the next sheet's.
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
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::horizonTotals(const ReportData& data)
{
    const QString code = q(data.tco.currency.code());
    SpreadsheetSheet sheet;
    sheet.name = tr("Totals over the horizon");
    sheet.columns = {tr("Plan")};
    for (const QString& name : CostCategoryText::names())
        sheet.columns << tr("%1 (%2)").arg(name, code);
    sheet.columns << tr("Total (%1)").arg(code) << tr("NPV (%1)").arg(code);
    for (const ReportPlan& plan : data.plans) {
        std::vector<Cell> row{Cell::textCell(planName(plan.spec))};
        for (const Money& amount : plan.tco.total.byCategory)
            row.push_back(money(amount));
        row.push_back(money(plan.tco.total.total));
        row.push_back(money(plan.tco.npv));
        sheet.rows.push_back(std::move(row));
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
        const std::optional<double> chance = risk.monteCarlo.chanceOfBeingCheapest(plan);
        std::optional<Money> aboveBest;
        if (recommended)
            for (const PlanStanding& standing : recommended->standings)
                if (standing.planId == plan.planId)
                    aboveBest = standing.marginToBest;
        sheet.rows.push_back(
            {Cell::textCell(name), money(table ? table->npv : risk.money(plan.mean)),
             money(risk.money(plan.p5)), money(risk.money(plan.p50)), money(risk.money(plan.p95)),
             money(risk.money(plan.cvar95)),
             chance ? Cell::number(QString::number(*chance, 'f', 4), Cell::Format::Percent)
                    : Cell::textCell(QString()),
             // The recommendation as the PDF and the window give it (blank with one plan).
             Cell::textCell(recommended && recommended->planId == plan.planId ? tr("yes")
                                                                              : QString()),
             aboveBest ? money(*aboveBest) : Cell::textCell(QString()),
             integer(std::int64_t(risk.monteCarlo.trials)),
             // An identifier, not a quantity: as text, or a seed above 2^53 would be stored
             // as the nearest double and no longer repeat the run.
             Cell::textCell(QString::number(risk.monteCarlo.seed))});
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::sweep(const ReportData& data)
{
    const ReportRisk& risk = data.risk;
    const QString code = q(data.tco.currency.code());
    // The charts' own figures (ChartDataBuilder), so a cell equals the point it draws.
    // A plan left out is in the sweep at the sizes where it can be built (sweptScenario).
    const GapSweepData gap = ChartDataBuilder::gapSweep(risk.sweep, data.tco, data.sweptScenario());
    const CostPerGpuMonthData perGpuMonth =
        ChartDataBuilder::costPerGpuMonth(risk.sweep, data.tco, data.sweptScenario());
    const QString reference = gap.reference.name;
    SpreadsheetSheet sheet;
    sheet.name = tr("Node-count sweep");
    // Without another plan priced beside the reference at some size there is nothing to
    // subtract: no gap columns, rather than three columns of zeros.
    const bool showsGaps = !gap.plans.empty();
    sheet.columns = {tr("Nodes"),
                     tr("This cluster"),
                     tr("Plan"),
                     tr("Expected NPV (%1)").arg(code),
                     tr("P5 (%1)").arg(code),
                     tr("P50 (%1)").arg(code),
                     tr("P95 (%1)").arg(code)};
    if (showsGaps) {
        //: The gap to the recommended plan %1: this plan's NPV minus its.
        sheet.columns << tr("Minus %1, expected (%2)").arg(reference, code);
        sheet.columns << tr("Minus %1, P5 (%2)").arg(reference, code)
                      << tr("Minus %1, P95 (%2)").arg(reference, code);
    }
    sheet.columns << tr("Expected NPV per GPU-month (%1)").arg(code)
                  << tr("P5 per GPU-month (%1)").arg(code) << tr("P95 per GPU-month (%1)").arg(code)
                  << tr("Overrun at P95 per GPU-month (%1)").arg(code)
                  << tr("Cheapest")
                  //: Monte Carlo trials behind a row's figures.
                  << tr("Trials");
    const auto at = [](const std::vector<int>& nodes, int wanted) -> std::optional<std::size_t> {
        const auto found = std::find(nodes.begin(), nodes.end(), wanted);
        return found == nodes.end() ? std::nullopt
                                    : std::optional(std::size_t(found - nodes.begin()));
    };
    const auto optionalMoney = [](const std::vector<Money>& values, std::optional<std::size_t> i) {
        return i && *i < values.size() ? money(values[*i]) : Cell::textCell(QString());
    };
    std::map<std::string, const GapSweepData::Plan*> gapOf;
    for (const GapSweepData::Plan& plan : gap.plans)
        gapOf[plan.planId] = &plan;
    const Money zero = Money::zero(data.tco.currency);
    for (const SweepPoint& point : risk.sweep.points) {
        QString cluster;
        if (point.nodes == gap.growth.firstYearNodes)
            cluster = tr("first year");
        else if (point.nodes == gap.growth.lastYearNodes)
            cluster = tr("last year");
        // Every plan the charts draw, in their order.
        for (const CostPerGpuMonthData::Plan& perGpu : perGpuMonth.plans) {
            const std::string& id = perGpu.planId;
            const SweepPlanPoint* plan = point.plan(id);
            if (!plan)
                continue;
            std::vector<Cell> row{
                integer(point.nodes),
                Cell::textCell(cluster),
                Cell::textCell(nameOf(data, id)),
                money(plan->expectedNpv ? *plan->expectedNpv : risk.money(plan->mean)),
                money(risk.money(plan->p5)),
                money(risk.money(plan->p50)),
                money(risk.money(plan->p95))};
            if (!showsGaps) {
                // No other plan: no gap columns (above).
            } else if (id == risk.sweep.referencePlanId) {
                // The recommended plan minus itself, in every trial.
                row.insert(row.end(), {money(zero), money(zero), money(zero)});
            } else {
                const auto found = gapOf.find(id);
                const GapSweepData::Plan* other = found == gapOf.end() ? nullptr : found->second;
                const std::optional<std::size_t> i =
                    other ? at(other->nodes, point.nodes) : std::nullopt;
                row.push_back(other ? optionalMoney(other->expected, i) : Cell::textCell({}));
                row.push_back(other ? optionalMoney(other->p5, i) : Cell::textCell({}));
                row.push_back(other ? optionalMoney(other->p95, i) : Cell::textCell({}));
            }
            if (const std::optional<std::size_t> i = at(perGpu.nodes, point.nodes)) {
                row.insert(row.end(),
                           {money(perGpu.expected[*i]), money(perGpu.p5[*i]), money(perGpu.p95[*i]),
                            // As the cost-against-risk chart draws it.
                            money(perGpu.p95[*i] - perGpu.expected[*i])});
            } else {
                row.insert(row.end(), 4, Cell::textCell(QString()));
            }
            // Cheapest among two or more: a plan priced alone at a size is not "cheapest".
            row.push_back(Cell::textCell(
                point.plans.size() >= 2 && id == point.cheapestPlanId ? tr("yes") : QString()));
            // The cluster's own size is the full risk run; the other sizes are shorter runs.
            row.push_back(integer(std::int64_t(point.trials)));
            sheet.rows.push_back(std::move(row));
        }
    }
    return sheet;
}

SpreadsheetSheet SpreadsheetTables::breakEvens(const ReportData& data)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("Break-evens");
    sheet.columns = {tr("Nodes"), tr("Cheapest below"), tr("Cheapest from these nodes"),
                     tr("Exact")};
    for (const BreakEven& breakEven : data.risk.sweep.breakEvens)
        sheet.rows.push_back({integer(breakEven.nodes),
                              Cell::textCell(nameOf(data, breakEven.fromPlanId)),
                              Cell::textCell(nameOf(data, breakEven.toPlanId)),
                              // Not exact: an unbuildable size stopped the search; the change
                              // lies between the last buildable size below and these nodes.
                              Cell::textCell(breakEven.exact ? tr("yes") : tr("no"))});
    // A sheet of headers alone read as one left unfilled (found by a stranger in ceph-storage).
    if (sheet.rows.empty()) {
        std::vector<std::pair<std::string, QString>> swept;
        for (const PlanSpec& plan :
             (data.wholeScenario ? *data.wholeScenario : data.scenario).plans)
            swept.emplace_back(plan.id, planName(plan));
        sheet.rows.push_back(
            {Cell::textCell(QStringLiteral("\u2013")),
             Cell::textCell(SweepCoverageText::noBreakEven(data.risk.sweep, swept, QLocale::c())),
             Cell::textCell(QString()), Cell::textCell(QString())});
    }
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

SpreadsheetSheet SpreadsheetTables::plansLeftOut(const ReportData& data)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("Plans left out");
    sheet.columns = {tr("Why")};
    for (const QString& sentence : data.whyPlansLeftOut(ReportText(data.options.language).locale()))
        sheet.rows.push_back({Cell::textCell(sentence)});
    sheet.widths = {100};
    sheet.wrapText = true;
    return sheet;
}

std::vector<SpreadsheetSheet> SpreadsheetTables::build(const ReportData& data)
{
    std::vector<SpreadsheetSheet> sheets;
    if (!data.plansLeftOut.empty())
        sheets.push_back(plansLeftOut(data)); // first: every other sheet is without them
    sheets.push_back(billOfMaterials(data));
    sheets.push_back(yearlyCosts(data));
    sheets.push_back(horizonTotals(data));
    sheets.push_back(riskSummary(data));
    sheets.push_back(sweep(data));
    sheets.push_back(breakEvens(data));
    if (data.risk.priceToBeat)
        sheets.push_back(priceToBeat(data));
    if (!data.scenario.quotes.empty())
        sheets.push_back(quotes(data));
    return sheets;
}

} // namespace fabrictco

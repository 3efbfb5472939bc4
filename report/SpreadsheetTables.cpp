// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetTables.h"

#include "presentation/CostCategoryText.h"
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
    sheet.columns = {
        tr("Plan"),           tr("Fabric"),          tr("Year"),           tr("Nodes"),
        tr("Tiers"),          tr("Leaf switches"),   tr("Spine switches"), tr("Core switches"),
        tr("Spare switches"), tr("Switches, total"), tr("NIC ports"),      tr("Copper cables"),
        tr("Optical cables"), tr("Transceivers")};
    for (const ReportPlan& plan : data.plans) {
        for (const YearResult& year : plan.tco.years) {
            const Bom& bom = year.bom;
            sheet.rows.push_back({Cell::textCell(planName(plan.spec)),
                                  Cell::textCell(ReportText::fabricName(plan.spec.fabric())),
                                  integer(year.year), integer(year.nodes), integer(bom.tiers),
                                  integer(bom.switches.leaf), integer(bom.switches.spine),
                                  integer(bom.switches.core), integer(bom.spares.switches),
                                  integer(bom.totalSwitches()), integer(bom.totalNics()),
                                  integer(bom.copperCables + bom.spares.copperCables),
                                  integer(bom.opticalCables + bom.spares.opticalCables),
                                  integer(bom.totalTransceivers())});
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

std::vector<SpreadsheetSheet> SpreadsheetTables::build(const ReportData& data)
{
    return {billOfMaterials(data), yearlyCosts(data)};
}

} // namespace fabrictco

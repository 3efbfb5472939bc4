// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetTables.h"

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
        const Bom& bom = plan.firstYearBom();
        sheet.rows.push_back({Cell::textCell(planName(plan.spec)),
                              Cell::textCell(ReportText::fabricName(plan.spec.fabric())),
                              integer(1), integer(bom.design.nodes), integer(bom.tiers),
                              integer(bom.switches.leaf), integer(bom.switches.spine),
                              integer(bom.switches.core), integer(bom.spares.switches),
                              integer(bom.totalSwitches()), integer(bom.totalNics()),
                              integer(bom.copperCables + bom.spares.copperCables),
                              integer(bom.opticalCables + bom.spares.opticalCables),
                              integer(bom.totalTransceivers())});
    }
    return sheet;
}

std::vector<SpreadsheetSheet> SpreadsheetTables::build(const ReportData& data)
{
    return {billOfMaterials(data)};
}

} // namespace fabrictco

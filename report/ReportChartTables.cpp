// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportChartTables.h"

#include "charts/ChartDataBuilder.h"
#include "presentation/CjkSpacing.h"
#include "presentation/CostCategoryText.h"
#include "report/HtmlTable.h"
#include "report/PlanColumns.h"

namespace fabrictco {

namespace {

QStringList namesOf(const std::vector<ChartPlan>& plans)
{
    QStringList names;
    for (const ChartPlan& plan : plans)
        names << plan.name;
    return names;
}

} // namespace

QString ReportChartTables::cumulative() const
{
    const CumulativeTcoData data = ChartDataBuilder::cumulativeTco(m_data.tco);
    std::vector<ChartPlan> plans;
    for (const CumulativeTcoData::Plan& plan : data.plans)
        plans.push_back(plan.plan);
    const PlanColumns columns(plans.size(), m_text, data.currency);
    HtmlTable table = columns.table(tr("Cumulative total at the end of"), namesOf(plans));
    for (std::size_t y = 0; y < data.years.size(); ++y) {
        QStringList cells{tr("Year %1").arg(data.years[y])};
        for (const CumulativeTcoData::Plan& plan : data.plans)
            cells << columns.money(plan.cumulative.at(y));
        table.addRow(cells);
    }
    return table.html();
}

QString ReportChartTables::categories() const
{
    const CategoryCostData data = ChartDataBuilder::costByCategory(m_data.tco);
    const PlanColumns columns(data.plans.size(), m_text, data.currency);
    HtmlTable table = columns.table(tr("Cost category, over the horizon"), namesOf(data.plans));
    for (std::size_t c = 0; c < data.categories.size(); ++c) {
        QStringList cells{CostCategoryText::name(data.categories[c])};
        for (std::size_t p = 0; p < data.plans.size(); ++p)
            cells << columns.money(data.values.at(p).at(c));
        table.addRow(cells);
    }
    return table.html();
}

QString ReportChartTables::placedUnderCharts(const QString& reportHtml) const
{
    QString html = reportHtml;
    const auto placeAfter = [&html](const QString& chart, const QString& table) {
        const qsizetype image = html.indexOf(QStringLiteral("<img src=\"chart:%1\"").arg(chart));
        if (image < 0)
            return;
        const qsizetype end = html.indexOf(QLatin1String("</p>"), image);
        if (end >= 0)
            html.insert(end + 4, table);
    };
    // Spaced like the rest of the report (ReportHtml::build), which these join afterwards.
    placeAfter(QStringLiteral("cumulative"), CjkSpacing::spaced(cumulative()));
    placeAfter(QStringLiteral("categories"), CjkSpacing::spaced(categories()));
    return html;
}

} // namespace fabrictco

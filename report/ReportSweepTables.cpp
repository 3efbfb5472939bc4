// SPDX-License-Identifier: GPL-3.0-or-later
// The report's tables under the size sweep's charts: the charts' own figures at the sweep's ends
// and around the cluster's growth path (ReportRiskSections, with the charts themselves).
#include "charts/ChartDataBuilder.h"
#include "report/HtmlTable.h"
#include "report/PlanColumns.h"
#include "report/ReportRiskSections.h"
#include "report/ReportStyle.h"

#include <algorithm>

namespace fabrictco {

namespace {

/// Calls add(nodes, plan, i) for each of `sizes` and each plan with a figure there (its index
/// i), size by size, so a table lists the plans together at each size.
template <typename Plans, typename Add>
void forEachTabulated(const std::vector<int>& sizes, const Plans& plans, Add add)
{
    for (const int nodes : sizes)
        for (const auto& plan : plans)
            for (std::size_t i = 0; i < plan.nodes.size(); ++i)
                if (plan.nodes[i] == nodes)
                    add(nodes, plan, i);
}

/// How many plans have a point at the cluster's own size: with a plan left out, one alone, and
/// then there is no trade between cost and risk to speak of.
std::size_t plansAtClusterSize(const CostRiskData& data)
{
    return std::size_t(std::count_if(data.plans.begin(), data.plans.end(), [&](const auto& plan) {
        return std::any_of(plan.points.begin(), plan.points.end(),
                           [&](const auto& point) { return point.nodes == data.clusterNodes; });
    }));
}

} // namespace

std::vector<int> ReportRiskSections::tabulatedSizes() const
{
    // The ends of the sweep and the sizes around the growth path: a table a reader can scan.
    const SweepResult& sweep = m_data.risk.sweep;
    std::vector<int> sizes;
    if (sweep.points.empty())
        return sizes;
    sizes.push_back(sweep.points.front().nodes);
    for (const std::size_t i :
         ChartDataBuilder::growthPathPoints(sweep, ChartDataBuilder::growthPath(m_data.tco), 5))
        sizes.push_back(sweep.points[i].nodes);
    sizes.push_back(sweep.points.back().nodes);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

QString ReportRiskSections::sizeText(int nodes) const
{
    return nodes == ChartDataBuilder::growthPath(m_data.tco).firstYearNodes
               ? tr("%1 (this cluster)").arg(m_text.count(nodes))
               : m_text.count(nodes);
}

QString ReportRiskSections::gapTable(const GapSweepData& gap) const
{
    QString html;
    for (const auto& be : gap.breakEvens) {
        if (be.plan >= gap.plans.size())
            continue;
        const QString other = gap.plans[be.plan].plan.name;
        const QString cheaper = be.referenceCheaperAbove ? gap.reference.name : other;
        html += ReportStyle::paragraph(
            be.exact ? tr("Break-even: %1 and %2 cost the same at %3 nodes; from there on %4 is "
                          "cheaper.")
                           .arg(gap.reference.name, other, m_text.count(be.nodes), cheaper)
                     : tr("Break-even: %1 and %2 change places below %3 nodes (the sizes just "
                          "below cannot be built); from there on %4 is cheaper.")
                           .arg(gap.reference.name, other, m_text.count(be.nodes), cheaper));
    }
    if (gap.breakEvens.empty() && m_data.risk.sweep.planBoundaries.empty())
        html += ReportStyle::paragraph(
            tr("No break-even in this range: the same plan stays cheaper at every "
               "size shown."));
    else if (gap.breakEvens.empty())
        // A plan that stops fitting ends its line: the cheapest may change there, but that is
        // not a break-even (the sweep's sentences above say where).
        html += ReportStyle::paragraph(
            tr("No break-even in this range: wherever the plans can be built side by side, "
               "the same plan stays cheaper."));
    const QString code = QString::fromStdString(gap.currency.code());
    // P5, expected, P95 as in the per-GPU-month table; the widths keep eight-figure amounts on
    // one line however long the recommended plan's name in the middle header is.
    // Every figure is a gap, the row's plan minus the reference: the headers say so, since the
    // table may start a page of its own below the charts ("P5" read as the plan's own cost).
    HtmlTable table(
        {tr("Nodes"), tr("Plan, minus %1").arg(gap.reference.name), tr("Gap P5 (%1)").arg(code),
         tr("Gap, expected (%1)").arg(code), tr("Gap P95 (%1)").arg(code)},
        {HtmlTable::Right, HtmlTable::Left, HtmlTable::Right, HtmlTable::Right, HtmlTable::Right},
        {14, 26, 18, 24, 18});
    table.setFontSize(7.5);
    forEachTabulated(tabulatedSizes(), gap.plans, [&](int nodes, const auto& plan, std::size_t i) {
        table.addRow({sizeText(nodes), plan.plan.name,
                      i < plan.p5.size() ? m_text.amount(plan.p5[i]) : QString(),
                      m_text.amount(plan.expected[i]),
                      i < plan.p95.size() ? m_text.amount(plan.p95[i]) : QString()});
    });
    return html + table.html();
}

QString ReportRiskSections::perGpuMonthTable(const CostPerGpuMonthData& data) const
{
    const QString code = QString::fromStdString(data.currency.code());
    HtmlTable table(
        {tr("Nodes"), tr("Plan"), tr("P5 (%1)").arg(code),
         tr("Expected NPV per GPU-month (%1)").arg(code), tr("P95 (%1)").arg(code)},
        {HtmlTable::Right, HtmlTable::Left, HtmlTable::Right, HtmlTable::Right, HtmlTable::Right});
    table.setFontSize(7.5);
    forEachTabulated(tabulatedSizes(), data.plans, [&](int nodes, const auto& plan, std::size_t i) {
        table.addRow({sizeText(nodes), plan.plan.name, m_text.amount(plan.p5[i]),
                      m_text.amount(plan.expected[i]), m_text.amount(plan.p95[i])});
    });
    return table.html();
}

QString ReportRiskSections::costRiskTable(const CostRiskData& data) const
{
    QString html;
    if (data.dominant && *data.dominant < data.plans.size())
        html += ReportStyle::paragraph(
            tr("At this cluster's size (%1 nodes) %2 is both the cheapest plan and "
               "the one with the least to lose (ringed).")
                .arg(m_text.count(data.clusterNodes), data.plans[*data.dominant].plan.name));
    else if (plansAtClusterSize(data) >= 2)
        html += ReportStyle::paragraph(
            tr("At this cluster's size (%1 nodes) no plan is both the cheapest and "
               "the one with the least to lose: the choice trades cost against "
               "risk.")
                .arg(m_text.count(data.clusterNodes)));
    const QString code = QString::fromStdString(data.currency.code());
    HtmlTable table({tr("Nodes"), tr("Plan"), tr("Expected NPV per GPU-month (%1)").arg(code),
                     tr("Overrun at P95 per GPU-month (%1)").arg(code)},
                    {HtmlTable::Right, HtmlTable::Left, HtmlTable::Right, HtmlTable::Right});
    table.setFontSize(7.5);
    std::vector<int> sizes;
    for (const auto& plan : data.plans)
        for (const auto& point : plan.points)
            sizes.push_back(point.nodes);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (const int nodes : sizes)
        for (const auto& plan : data.plans)
            for (const auto& point : plan.points)
                if (point.nodes == nodes)
                    table.addRow({sizeText(nodes), plan.plan.name, m_text.amount(point.expected),
                                  m_text.amount(point.overrun)});
    return html + table.html();
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ResultPages.h"

#include "charts/ChartFactory.h"
#include "ui/results/ResultWords.h"

#include <QChart>

namespace fabrictco::ui {

QString ResultPages::title(Page page)
{
    switch (page) {
    case Summary:
        return tr("Summary");
    case Cumulative:
        return tr("TCO over time");
    case Categories:
        return tr("By category");
    case Gap:
        return tr("Gap vs. size");
    case GapNearCluster:
        return tr("Gap near this size");
    case PerGpuMonth:
        return tr("NPV per GPU-month");
    case Risk:
        return tr("Cost vs. risk");
    case Tornado:
        return tr("Sensitivity");
    case PriceToBeatTab:
        return tr("Price to beat");
    case BomPage:
        return tr("Bill of materials");
    case CostTable:
        return tr("Cost table");
    case CatalogPage:
        return tr("Catalog");
    case PageCount:
        break;
    }
    return {};
}

bool ResultPages::isChart(Page page)
{
    return page == Cumulative || page == Categories || page == Gap || page == GapNearCluster ||
           page == PerGpuMonth || page == Risk || page == Tornado;
}

std::unique_ptr<QChart> ResultPages::chart(Page page, const ComparisonData& data,
                                           const ChartStyle& style)
{
    switch (page) {
    case Cumulative:
        return data.cumulative ? ChartFactory::cumulativeTco(*data.cumulative, style) : nullptr;
    case Categories:
        return data.categories ? ChartFactory::costByCategory(*data.categories, style) : nullptr;
    case Gap:
        return data.gap && !data.gap->plans.empty() ? ChartFactory::gapVsNodes(*data.gap, style)
                                                    : nullptr;
    case GapNearCluster:
        return data.gap && !data.gap->plans.empty()
                   ? ChartFactory::gapVsNodes(*data.gap, style, ChartFactory::GapRange::NearCluster)
                   : nullptr;
    case PerGpuMonth:
        return data.perGpuMonth ? ChartFactory::costPerGpuMonth(*data.perGpuMonth, style) : nullptr;
    case Risk:
        return data.costRisk ? ChartFactory::costVsRisk(*data.costRisk, style) : nullptr;
    case Tornado:
        return data.tornado ? ChartFactory::tornado(*data.tornado, style) : nullptr;
    default:
        return nullptr;
    }
}

QString ResultPages::missingChartText(Page page, const ComparisonData& data)
{
    // Why there is nothing to draw: the costs could not be computed (a plan that cannot be
    // built, say), the risk run failed, or it has not run yet.
    if (!data.tco && !data.notes.empty())
        // Every reason: when no plan can be built, each says why its own (found by a stranger:
        // only the first plan's showed outside the summary).
        return ResultWords::paragraphs(ResultWords::notes(data));
    const bool gap = page == Gap || page == GapNearCluster;
    const bool risk = gap || page == PerGpuMonth || page == Risk || page == Tornado;
    if (const QString problem = ResultWords::riskProblem(data); risk && !problem.isEmpty())
        return problem;
    // One plan priced of several: the others cannot be built, and the note says why.
    if (const QString why = ResultWords::whyNoPair(data);
        (gap || page == Tornado) && !why.isEmpty())
        return why;
    if (page == Tornado)
        return tornadoMessage(data);
    if (gap && data.perGpuMonth)
        return tr("The gap compares plans: add a second plan to see it.");
    return risk ? tr("Run the risk analysis to see this chart.") : tr("Not computed yet.");
}

QString ResultPages::tornadoMessage(const ComparisonData& data)
{
    // The risk run has answered (its sweep is there) but one plan has no pair to compare.
    if (data.perGpuMonth && data.plans.size() < 2)
        return tr("The sensitivity compares two plans: add a second plan to see it.");
    // A pair was analysed and no input moves it: a plan and its copy, say.
    if (!data.tornadoFirstPlanId.empty())
        return tr("No uncertain input changes the difference between these two plans: they cost "
                  "the same in every trial.");
    return tr("Run the risk analysis to see this chart.");
}

} // namespace fabrictco::ui

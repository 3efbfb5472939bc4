// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "presentation/MoneyFormat.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fabrictco {

using namespace charts;

namespace {

QPointF plotted(const CostRiskData::Point& point, double divisorX, double divisorY)
{
    return {plotValue(point.expected, divisorX), plotValue(point.overrun, divisorY)};
}

/// Each size's node count above its point, where it does not crowd another label (two on top
/// of each other read as one; across plans too). This cluster's size first, then each plan's
/// smallest and largest (where its line starts and ends), then the rest in order: when labels
/// must be left out, the sizes a reader looks for keep theirs. A ringed point (see
/// ringThisCluster) has none, as the ring would cover it and its legend entry names the size,
/// but its spot is taken, so a neighbour's label is not read as the ringed point's.
void labelSizes(QChart* chart, const CostRiskData& data, double divisorX, double divisorY,
                const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y)
{
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const auto& plan : data.plans)
        for (const auto& point : plan.points) {
            const QPointF at = plotted(point, divisorX, divisorY);
            minX = std::min(minX, at.x());
            maxX = std::max(maxX, at.x());
            minY = std::min(minY, at.y());
            maxY = std::max(maxY, at.y());
        }
    // Apart by a fraction of the plot's extent.
    const double spanX = std::max(maxX - minX, 1e-12);
    const double spanY = std::max(maxY - minY, 1e-12);
    struct Candidate
    {
        int rank;
        std::size_t plan;
        std::size_t index;
    };
    std::vector<Candidate> candidates;
    for (std::size_t p = 0; p < data.plans.size(); ++p) {
        const auto& points = data.plans[p].points;
        for (std::size_t i = 0; i < points.size(); ++i) {
            const bool end = i == 0 || i + 1 == points.size();
            const int rank = points[i].nodes == data.clusterNodes ? 0 : end ? 1 : 2;
            candidates.push_back({rank, p, i});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rank < b.rank; });
    const QFont font = smallFont(chart, style);
    const QColor color = ChartPalette::ink(style);
    std::vector<QPointF> placed;
    for (const Candidate& candidate : candidates) {
        const auto& point = data.plans[candidate.plan].points[candidate.index];
        const QPointF at = plotted(point, divisorX, divisorY);
        const QPointF relative((at.x() - minX) / spanX, (at.y() - minY) / spanY);
        if (std::any_of(placed.begin(), placed.end(), [&](const QPointF& other) {
                return std::hypot(relative.x() - other.x(), relative.y() - other.y()) < 0.07;
            }))
            continue;
        placed.push_back(relative);
        const bool ringed = point.nodes == data.clusterNodes &&
                            (!data.dominant || *data.dominant == candidate.plan);
        if (!ringed)
            addPointLabel(chart, at, style.locale.toString(point.nodes), font, color, x, y);
    }
}

/// A ring on this cluster's size. Where one plan is there both the cheaper and the less risky,
/// on that plan's point, named so; otherwise on every plan's point at this size, named as the
/// other size charts name the cluster.
void ringThisCluster(QChart* chart, const CostRiskData& data, double divisorX, double divisorY,
                     const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y)
{
    const QString nodes = style.locale.toString(data.clusterNodes);
    const bool dominant = data.dominant && *data.dominant < data.plans.size();
    // Beside the plot in the window, where a long entry is cut off: the short name there, the
    // ring's tooltip says why. Under the plot on a page, which has room.
    QString name = ChartFactory::tr("This cluster (%1 nodes)").arg(nodes);
    if (dominant)
        name = style.fullCategoryLabels
                   ? ChartFactory::tr("Best at %1 nodes: cheaper and less risky").arg(nodes)
                   : ChartFactory::tr("Best at %1 nodes").arg(nodes);
    auto* marker = ring(name, style, 2.0);
    if (!dominant) {
        // In the ink of the size charts' "this cluster" line: the highlight's ring is theirs for
        // a break-even, and here for a plan that is best on both counts.
        QPen pen = marker->pen();
        pen.setColor(ChartPalette::ink(style));
        marker->setPen(pen);
    }
    QStringList texts;
    for (std::size_t p = 0; p < data.plans.size(); ++p) {
        if (dominant && p != *data.dominant)
            continue;
        const auto& plan = data.plans[p];
        for (const auto& point : plan.points) {
            if (point.nodes != data.clusterNodes)
                continue;
            marker->append(plotted(point, divisorX, divisorY));
            texts << (dominant ? ChartFactory::tr("At this cluster's size (%1 nodes) %2 is both "
                                                  "the cheapest plan and the one with the least "
                                                  "to lose.")
                                     .arg(nodes, plan.plan.name)
                               : ChartFactory::tr("%1 at this cluster's size (%2 nodes)")
                                     .arg(plan.plan.name, nodes));
        }
    }
    if (marker->count() == 0) {
        delete marker;
        return;
    }
    marker->setProperty(ChartFactory::kPointTexts, texts);
    chart->addSeries(marker);
    marker->attachAxis(x);
    marker->attachAxis(y);
}

} // namespace

std::unique_ptr<QChart> ChartFactory::costVsRisk(const CostRiskData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newExplainedChart(
        tr("Cost against risk per GPU-month"),
        tr("Lower left is better: cheaper, and less to lose when things go badly; "
           "each point is a cluster size, labelled in nodes where labels do not crowd."),
        style);
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const auto& plan : data.plans)
        for (const auto& point : plan.points) {
            minX = std::min(minX, point.expected.amount().toDouble());
            maxX = std::max(maxX, point.expected.amount().toDouble());
            minY = std::min(minY, point.overrun.amount().toDouble());
            maxY = std::max(maxY, point.overrun.amount().toDouble());
        }
    if (minX > maxX) {
        minX = maxX = minY = maxY = 0;
    }
    const MoneyScale sx =
        perGpuMonthScale(std::max(std::abs(minX), std::abs(maxX)), data.currency, style.locale);
    const MoneyScale sy =
        perGpuMonthScale(std::max(std::abs(minY), std::abs(maxY)), data.currency, style.locale);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const auto& plan : data.plans) {
        // A thin line joins one plan's sizes in order; the points carry its marker shape.
        auto* line = new QLineSeries;
        setName(line, plan.plan.name);
        QPen pen = ChartPalette::planPen(plan.plan, 1, style);
        line->setPen(pen);
        QStringList texts;
        for (const auto& point : plan.points) {
            line->append(plotted(point, sx.divisor, sy.divisor));
            texts << tr("%1 at %2 nodes:\n%3 per GPU-month expected, %4 more in a bad case (P95)")
                         .arg(plan.plan.name, style.locale.toString(point.nodes),
                              money.format(point.expected), money.format(point.overrun));
        }
        line->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        // The legend shows the plan's marker shape: the points, not the thin line, are the data.
        addPlanMarkers(chart.get(), line, plan.plan, style, x, y, true);
    }
    labelSizes(chart.get(), data, sx.divisor, sy.divisor, style, x, y);
    ringThisCluster(chart.get(), data, sx.divisor, sy.divisor, style, x, y);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    const double padX = std::max((maxX - minX) * 0.08, std::abs(maxX) * 0.02) / sx.divisor;
    const double padY = std::max((maxY - minY) * 0.1, std::abs(maxY) * 0.05) / sy.divisor;
    x->setRange(std::max(0.0, minX / sx.divisor - padX), maxX / sx.divisor + padX + 1e-9);
    y->setRange(std::max(0.0, minY / sy.divisor - padY), maxY / sy.divisor + padY + 1e-9);
    x->applyNiceNumbers();
    y->applyNiceNumbers();
    x->setLabelFormat(sx.divisor == 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    y->setLabelFormat(sy.divisor == 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    styleAxis(x, tr("Expected NPV per GPU-month (%1)").arg(sx.caption), style);
    styleAxis(y, tr("P95 overrun per GPU-month (%1)").arg(sy.caption), style);
    return chart;
}

} // namespace fabrictco

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

std::unique_ptr<QChart> ChartFactory::costVsRisk(const CostRiskData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newExplainedChart(
        tr("Cost against risk per GPU-month"),
        tr("Lower left is better: cheaper, and less to lose when things go badly; "
           "each point is a cluster size, labelled in nodes."),
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
    const QFont font = smallFont(chart.get(), style);
    const QColor labelColor = ChartPalette::ink(style);
    // Labels placed apart (a fraction of the plot's extent): two on top of each other read as
    // one; across plans too.
    const double spanX = std::max((maxX - minX) / sx.divisor, 1e-12);
    const double spanY = std::max((maxY - minY) / sy.divisor, 1e-12);
    std::vector<QPointF> placed;
    if (data.dominant && *data.dominant < data.plans.size())
        for (const auto& point : data.plans[*data.dominant].points)
            if (point.nodes == data.clusterNodes)
                placed.emplace_back(
                    (plotValue(point.expected, sx.divisor) - minX / sx.divisor) / spanX,
                    (plotValue(point.overrun, sy.divisor) - minY / sy.divisor) / spanY);
    for (const auto& plan : data.plans) {
        // A thin line joins one plan's sizes in order; the points carry its marker shape.
        auto* line = new QLineSeries;
        setName(line, plan.plan.name);
        QPen pen = ChartPalette::planPen(plan.plan, 1, style);
        line->setPen(pen);
        QStringList texts;
        for (const auto& point : plan.points) {
            const QPointF at(plotValue(point.expected, sx.divisor),
                             plotValue(point.overrun, sy.divisor));
            line->append(at);
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
        for (const auto& point : plan.points) {
            const QPointF at(plotValue(point.expected, sx.divisor),
                             plotValue(point.overrun, sy.divisor));
            const QPointF relative((at.x() - minX / sx.divisor) / spanX,
                                   (at.y() - minY / sy.divisor) / spanY);
            if (std::any_of(placed.begin(), placed.end(), [&](const QPointF& other) {
                    return std::hypot(relative.x() - other.x(), relative.y() - other.y()) < 0.07;
                }))
                continue;
            placed.push_back(relative);
            // The ring covers a label there; its legend entry names the size instead (the spot
            // stays taken, so a neighbour's label is not read as the ringed point's).
            const bool ringed = data.dominant && &plan == &data.plans[*data.dominant] &&
                                point.nodes == data.clusterNodes;
            if (!ringed)
                addPointLabel(chart.get(), at, style.locale.toString(point.nodes), font, labelColor,
                              x, y);
        }
    }
    if (data.dominant && *data.dominant < data.plans.size()) {
        const auto& plan = data.plans[*data.dominant];
        for (const auto& point : plan.points) {
            if (point.nodes != data.clusterNodes)
                continue;
            // Beside the plot in the window, where a long entry is cut off: the short name
            // there, the ring's tooltip says why. Under the plot on a page, which has room.
            const QString nodes = style.locale.toString(data.clusterNodes);
            auto* marker = ring(style.fullCategoryLabels
                                    ? tr("Best at %1 nodes: cheaper and less risky").arg(nodes)
                                    : tr("Best at %1 nodes").arg(nodes),
                                style, 2.0);
            marker->append(plotValue(point.expected, sx.divisor),
                           plotValue(point.overrun, sy.divisor));
            marker->setProperty(
                ChartFactory::kPointTexts,
                QStringList{tr("At this cluster's size (%1 nodes) %2 is both the cheapest plan "
                               "and the one with the least to lose.")
                                .arg(style.locale.toString(data.clusterNodes), plan.plan.name)});
            chart->addSeries(marker);
            marker->attachAxis(x);
            marker->attachAxis(y);
        }
    }
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartParts.h"
#include "charts/ChartText.h"
#include "charts/PointLabels.h"
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

/// Marker sizes in pixels (as addPlanMarkers and ring draw them): a label must not cover one.
constexpr double kPointMarkerSize = 1.1;
constexpr double kRingSize = 2.0;
constexpr double kBestRingSize = 2.7; ///< round the diamond, clear of its corners

/// Each size's node count beside its point, where it crowds neither another label nor a
/// marker (PointLabels). This cluster's size has its ring and its legend entry instead. Each
/// plan's smallest and largest size first (where its line starts and ends), then the rest in
/// order: when labels must be left out, the ones a reader follows the lines by keep theirs.
void labelSizes(QChart* chart, QXYSeries* mapping, const CostRiskData& data, double divisorX,
                double divisorY, const ChartStyle& style)
{
    struct Candidate
    {
        int rank;
        PointLabels::Label label;
    };
    std::vector<Candidate> candidates;
    std::vector<PointLabels::Obstacle> obstacles;
    const std::size_t bestPlan = data.dominant.value_or(data.plans.size());
    for (std::size_t p = 0; p < data.plans.size(); ++p) {
        const auto& plan = data.plans[p];
        for (std::size_t i = 0; i < plan.points.size(); ++i) {
            const auto& point = plan.points[i];
            const QPointF at = plotted(point, divisorX, divisorY);
            // Every plan's point at this cluster's size is marked (ringThisCluster).
            const bool ring = point.nodes == data.clusterNodes;
            const bool best = ring && p == bestPlan;
            obstacles.push_back({at, style.basePointSize *
                                         (best   ? kBestRingSize
                                          : ring ? kRingSize
                                                 : kPointMarkerSize) /
                                         2});
            if (ring)
                continue;
            const bool end = i == 0 || i + 1 == plan.points.size();
            candidates.push_back(
                {end ? 0 : 1, {at, style.locale.toString(point.nodes), double(point.nodes)}});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rank < b.rank; });
    std::vector<PointLabels::Label> labels;
    for (const Candidate& candidate : candidates)
        labels.push_back(candidate.label);
    PointLabels::add(chart, mapping, std::move(labels), std::move(obstacles),
                     {smallFont(chart, style), ChartPalette::ink(style)});
}

/// Marks this cluster's size: a diamond in ink on every plan's point there, named as the size
/// charts name the cluster; where one plan is there both the cheaper and the less risky, also
/// a round ring in the highlight round its point, named so.
void ringThisCluster(QChart* chart, const CostRiskData& data, double divisorX, double divisorY,
                     const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y)
{
    const QString nodes = style.locale.toString(data.clusterNodes);
    // Into data.plans; data.plans.size() when no plan is best on both counts.
    const std::size_t best = data.dominant.value_or(data.plans.size());
    auto* here = ring(ChartFactory::tr("This cluster (%1 nodes)").arg(nodes), style, kRingSize);
    // A diamond in the ink of the size charts' "this cluster" line: the highlight's round ring
    // is theirs for a break-even, and here for a plan that is best on both counts; the shapes
    // tell them apart in greyscale too.
    here->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    QPen pen = here->pen();
    pen.setColor(ChartPalette::ink(style));
    here->setPen(pen);
    // Short: with the diamond's entry a long one took a second legend row, and the axis title
    // was cut to make room. The caption says lower left is better, the ring's tooltip and the
    // report's sentence under the chart say why it is best.
    auto* bestRing = ring(ChartFactory::tr("Best at %1 nodes").arg(nodes), style, kBestRingSize);
    QStringList hereTexts, bestTexts;
    for (std::size_t p = 0; p < data.plans.size(); ++p) {
        const auto& plan = data.plans[p];
        for (const auto& point : plan.points) {
            if (point.nodes != data.clusterNodes)
                continue;
            // The diamond on every plan's point at this size, the best plan's too.
            here->append(plotted(point, divisorX, divisorY));
            if (p == best) {
                bestRing->append(plotted(point, divisorX, divisorY));
                bestTexts << ChartFactory::tr("At this cluster's size (%1 nodes) %2 is both the "
                                              "cheapest plan and the one with the least to lose.")
                                 .arg(nodes, plan.plan.name);
            }
            hereTexts << ChartFactory::tr("%1 at this cluster's size (%2 nodes)")
                             .arg(plan.plan.name, nodes);
        }
    }
    for (auto [series, texts] : {std::pair{here, hereTexts}, {bestRing, bestTexts}}) {
        if (series->count() == 0) {
            delete series;
            continue;
        }
        series->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

} // namespace

std::unique_ptr<QChart> ChartFactory::costVsRisk(const CostRiskData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    std::unique_ptr<QChart> chart = newExplainedChart(
        tr("Cost against risk per GPU-month"),
        tr("Lower left is better: cheaper, and less to lose when things go badly. Points are "
           "cluster sizes in nodes, joined in order of size."),
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
    QXYSeries* firstLine = nullptr;
    for (const auto& plan : data.plans) {
        // A thin line joins one plan's sizes in order; the points carry its marker shape.
        auto* line = new QLineSeries;
        if (!firstLine)
            firstLine = line;
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
    if (!data.plans.empty())
        labelSizes(chart.get(), firstLine, data, sx.divisor, sy.divisor, style);
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

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartData.h"
#include "charts/ChartStyle.h"
#include "charts/LineEndLabels.h"

#include <QChart>
#include <QLegend>
#include <QLogValueAxis>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractBarSeries;
class QAbstractSeries;
class QBarSet;
class QScatterSeries;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

/// The parts the chart builders (ChartFactory, one file per chart) share: a styled chart, axes,
/// plan lines with their markers, bands and labels. Internal to the charts library.
namespace fabrictco::charts {

/// A series' legend name, escaped (ChartText::html).
void setName(QAbstractSeries* series, const QString& name);
QBarSet* newBarSet(const QString& label);
/// `font` in the style's families, without Latin ligatures (a PDF must keep "fi" searchable).
QFont styledFont(QFont font, const ChartStyle& style);
/// The chart's font a little below the axis labels: for point labels and notes in the plot.
QFont smallFont(const QChart* chart, const ChartStyle& style);
std::unique_ptr<QChart> newChart(const QString& title, const ChartStyle& style);
/// A chart whose title carries one sentence on how to read it, smaller, under the title.
std::unique_ptr<QChart> newExplainedChart(const QString& title, const QString& sentence,
                                          const ChartStyle& style);
void styleAxis(QAbstractAxis* axis, const QString& title, const ChartStyle& style);

/// The plan's points drawn with its own marker shape over its line, with the line's tooltips.
/// Hidden from the legend (the legend shows the line with its pattern) unless
/// `markersInLegend`, when the line's entry is hidden instead.
void addPlanMarkers(QChart* chart, QXYSeries* line, const ChartPlan& plan, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, bool markersInLegend = false);
/// Names the lines at their ends, in the legend's font; text in a light plan colour is darkened
/// on a light background to stay readable.
void nameLineEnds(QChart* chart, std::vector<LineEndLabels::Line> lines, const ChartStyle& style);

double plotValue(const Money& money, double divisor);
/// The largest of `current` and the absolute `values`.
double maxAbs(std::initializer_list<double> values, double current);

/// Divisor and caption for an axis of amounts up to `maxAbs` ("million USD", "万 USD"), in the
/// unit prose uses for the same amount (MoneyMagnitude).
struct MoneyScale
{
    double divisor = 1;
    QString caption;
};
MoneyScale moneyScale(double maxAbs, const Currency& currency, const QLocale& locale);
/// Horizontal bars' axes: the categories (already made ready, ChartText) on the left, cut to their
/// slot only where the page width is unknown, and the amounts below; returns the amounts' axis.
QValueAxis* attachBarAxes(QChart* chart, QAbstractBarSeries* series, const QStringList& categories,
                          const ChartStyle& style);
/// An axis of amounts labelled in whole numbers once its ticks are whole ("8,000" 万, not
/// "8,000.0"), with one decimal on a narrow range ("1.5" million). Call after the range is set.
void setAmountLabels(QValueAxis* axis);
/// The scale of an axis of amounts per GPU-month: whole currency units up to 100,000 ("2,150
/// USD" reads better than "2.2 thousand USD"), else as moneyScale.
MoneyScale perGpuMonthScale(double maxAbs, const Currency& currency, const QLocale& locale);

/// The cluster's own sizes on a chart against node count: the growth path shaded from its
/// first-year to its last-year size, or a dashed line at its size when it does not grow. Call it
/// before adding the plans' series: the shade is drawn behind them.
void markGrowthPath(QChart* chart, const GrowthPath& growth, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, double low, double high);
/// A plan's P5-P95 band, its own colour made faint, with no legend entry (the line has one).
void addBand(QChart* chart, const std::vector<int>& nodes, const std::vector<Money>& low,
             const std::vector<Money>& high, double divisor, const ChartPlan& plan,
             const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y);
/// A plan's line through its expected figure at each size, with its markers, its point texts
/// (one per size) and its name for the line's end.
void addPlanLine(QChart* chart, const ChartPlan& plan, const std::vector<int>& nodes,
                 const std::vector<Money>& values, double divisor, const QStringList& texts,
                 const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y,
                 std::vector<LineEndLabels::Line>& ends);
/// A large ring around a point: no plan uses it as its marker (plans fill theirs), so it reads
/// apart from the points of the lines, also in greyscale.
QScatterSeries* ring(const QString& name, const ChartStyle& style, qreal size);

/// Each plan's P5-P95 band and its line through the expected figures, with markers, names at the
/// line ends and pointText(plan, i) as the tooltip of its i-th point. Every band is added before
/// any line: a band drawn over another plan's points would take their hover.
template <typename Plans, typename PointText>
void addBandedPlans(QChart* chart, const Plans& plans, double divisor, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, PointText pointText)
{
    for (const auto& plan : plans)
        addBand(chart, plan.nodes, plan.p5, plan.p95, divisor, plan.plan, style, x, y);
    std::vector<LineEndLabels::Line> ends;
    for (const auto& plan : plans) {
        QStringList texts;
        for (std::size_t i = 0; i < plan.nodes.size() && i < plan.expected.size(); ++i)
            texts << pointText(plan, i);
        addPlanLine(chart, plan.plan, plan.nodes, plan.expected, divisor, texts, style, x, y, ends);
    }
    nameLineEnds(chart, ends, style);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
}

/// A log axis of node counts spanning every plan's plotted sizes.
/// `alsoNodes` (> 0): a size the axis must hold besides the plans' (the cluster's own, where a
/// gap's line stops short of it because a plan cannot be built that large).
template <typename Plans> QLogValueAxis* nodeAxis(const Plans& plans, int alsoNodes = 0)
{
    int minNodes = 1 << 30;
    int maxNodes = 1;
    for (const auto& plan : plans)
        for (const int n : plan.nodes) {
            minNodes = std::min(minNodes, n);
            maxNodes = std::max(maxNodes, n);
        }
    if (alsoNodes > 0) {
        minNodes = std::min(minNodes, alsoNodes);
        maxNodes = std::max(maxNodes, alsoNodes);
    }
    minNodes = std::min(minNodes, maxNodes);
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    // A little room at both ends: the first and last points are drawn whole, not cut in half.
    x->setRange(minNodes / 1.07, std::max(maxNodes, minNodes * 2) * 1.07);
    return x;
}

} // namespace fabrictco::charts

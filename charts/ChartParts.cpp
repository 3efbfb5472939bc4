// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartParts.h"

#include "charts/AxisTitleFit.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/ChartText.h"
#include "charts/ExplainedTitle.h"
#include "charts/LegendRows.h"
#include "presentation/MoneyMagnitude.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace fabrictco::charts {

void setName(QAbstractSeries* series, const QString& name)
{
    series->setName(ChartText::html(name));
}

QBarSet* newBarSet(const QString& label)
{
    return new QBarSet(ChartText::html(label));
}

QFont styledFont(QFont font, const ChartStyle& style)
{
    if (!style.fontFamilies.isEmpty())
        font.setFamilies(style.fontFamilies);
    // No Latin ligatures: in the PDF report "fi" would become one glyph (U+FB01) and a plan named
    // "InfiniBand" could not be found by searching the chart's text.
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    return font;
}

QFont smallFont(const QChart* chart, const ChartStyle& style)
{
    QFont font = styledFont(chart->font(), style);
    font.setPointSizeF(style.basePointSize * 0.9);
    return font;
}

std::unique_ptr<QChart> newChart(const QString& title, const ChartStyle& style)
{
    auto chart = std::make_unique<QChart>();
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(style.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(style.locale);
    QFont titleFont = styledFont(chart->titleFont(), style);
    titleFont.setPointSizeF(style.basePointSize * 1.4);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitle(ChartText::html(title));
    QFont legendFont = styledFont(chart->legend()->font(), style);
    legendFont.setPointSizeF(style.basePointSize * 1.1);
    chart->legend()->setFont(legendFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    LegendRows::follow(chart.get());
    AxisTitleFit::follow(chart.get());
    return chart;
}

std::unique_ptr<QChart> newExplainedChart(const QString& title, const QString& sentence,
                                          const ChartStyle& style)
{
    std::unique_ptr<QChart> chart = newChart(title, style);
    ExplainedTitle::set(chart.get(), title, sentence);
    return chart;
}

void styleAxis(QAbstractAxis* axis, const QString& title, const ChartStyle& style)
{
    QFont labels = styledFont(axis->labelsFont(), style);
    labels.setPointSizeF(style.basePointSize);
    axis->setLabelsFont(labels);
    QFont titleFont = styledFont(axis->titleFont(), style);
    titleFont.setPointSizeF(style.basePointSize * 1.1);
    titleFont.setBold(false);
    axis->setTitleFont(titleFont);
    axis->setTitleText(ChartText::html(title));
}

void addPlanMarkers(QChart* chart, QXYSeries* line, const ChartPlan& plan, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, bool markersInLegend)
{
    auto* markers = new QScatterSeries;
    markers->setName(line->name());
    markers->setMarkerShape(
        QScatterSeries::MarkerShape(ChartPalette::planMarker(plan.fabric, plan.index)));
    markers->setMarkerSize(style.basePointSize * 1.1);
    markers->setColor(ChartPalette::planColorOn(plan, style));
    markers->setBorderColor(ChartPalette::separator(style));
    markers->append(line->points());
    markers->setProperty(ChartFactory::kPointTexts, line->property(ChartFactory::kPointTexts));
    chart->addSeries(markers);
    markers->attachAxis(x);
    markers->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(markersInLegend ? line : markers))
        marker->setVisible(false);
}

void nameLineEnds(QChart* chart, std::vector<LineEndLabels::Line> lines, const ChartStyle& style)
{
    QFont font = chart->legend()->font();
    font.setPointSizeF(style.basePointSize);
    for (LineEndLabels::Line& line : lines)
        line.color = ChartPalette::readableText(line.color, style);
    LineEndLabels::add(chart, lines, font);
}

double plotValue(const Money& money, double divisor)
{
    return money.amount().toDouble() / divisor;
}

double maxAbs(std::initializer_list<double> values, double current)
{
    for (double v : values)
        current = std::max(current, std::abs(v));
    return current;
}

MoneyScale moneyScale(double maxAbs, const Currency& currency, const QLocale& locale)
{
    const MoneyMagnitude::Unit unit = MoneyMagnitude::unitFor(maxAbs, locale);
    return {double(MoneyMagnitude::divisor(unit)), MoneyMagnitude::caption(unit, currency)};
}

QValueAxis* attachBarAxes(QChart* chart, QAbstractBarSeries* series, const QStringList& categories,
                          const ChartStyle& style)
{
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setTruncateLabels(!style.fullCategoryLabels);
    auto* x = new QValueAxis;
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    styleAxis(y, QString(), style);
    return x;
}

void setAmountLabels(QValueAxis* axis)
{
    axis->setLabelFormat(axis->max() - axis->min() >= 10 ? QStringLiteral("%.0f")
                                                         : QStringLiteral("%.1f"));
}

MoneyScale perGpuMonthScale(double maxAbs, const Currency& currency, const QLocale& locale)
{
    return maxAbs < 1e5 ? MoneyScale{1, QString::fromStdString(currency.code())}
                        : moneyScale(maxAbs, currency, locale);
}

void markGrowthPath(QChart* chart, const GrowthPath& growth, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, double low, double high)
{
    if (growth.firstYearNodes <= 0)
        return;
    // The axis is the first-year size: the cluster is the dashed line there; its growth (the
    // sizes it passes through later) is the shade to the right.
    {
        auto* line = new QLineSeries;
        setName(line, ChartFactory::tr("This cluster (%1 nodes)")
                          .arg(style.locale.toString(growth.firstYearNodes)));
        QPen pen(ChartPalette::ink(style));
        pen.setWidthF(std::max<qreal>(1.0, style.basePointSize / 6.0));
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        line->append(growth.firstYearNodes, low);
        line->append(growth.firstYearNodes, high);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (growth.lastYearNodes == growth.firstYearNodes)
        return;
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    upper->append(growth.firstYearNodes, high);
    upper->append(growth.lastYearNodes, high);
    lower->append(growth.firstYearNodes, low);
    lower->append(growth.lastYearNodes, low);
    auto* area = new QAreaSeries(upper, lower);
    upper->setParent(area);
    lower->setParent(area);
    setName(area, ChartFactory::tr("Its growth to %1 nodes")
                      .arg(style.locale.toString(growth.lastYearNodes)));
    // Hatched, not filled: in greyscale a plain grey would look like the plans' P5-P95 bands.
    area->setBrush(QBrush(ChartPalette::growthHatch(style), Qt::BDiagPattern));
    // A dotted edge at 3:1 on either theme: the faint hatch alone was 1.3:1 in the dark legend.
    area->setPen(QPen(ChartPalette::graphicOn(QColor(0x88, 0x88, 0x88), style), 1, Qt::DotLine));
    // Added before the plans' series, so it is drawn behind them.
    chart->addSeries(area);
    area->attachAxis(x);
    area->attachAxis(y);
}

void addBand(QChart* chart, const std::vector<int>& nodes, const std::vector<Money>& low,
             const std::vector<Money>& high, double divisor, const ChartPlan& plan,
             const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y)
{
    if (low.empty() || high.empty())
        return;
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    for (std::size_t i = 0; i < nodes.size() && i < low.size() && i < high.size(); ++i) {
        upper->append(nodes[i], plotValue(high[i], divisor));
        lower->append(nodes[i], plotValue(low[i], divisor));
    }
    auto* band = new QAreaSeries(upper, lower);
    // QAreaSeries only refers to its boundary lines (they are not added to the chart), so
    // nothing would delete them: the band owns them (LeakSanitizer found them leaked).
    upper->setParent(band);
    lower->setParent(band);
    setName(band, ChartFactory::tr("%1 P5–P95").arg(plan.name));
    QColor fill = ChartPalette::planColorOn(plan, style);
    fill.setAlpha(55);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    chart->addSeries(band);
    band->attachAxis(x);
    band->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(band))
        marker->setVisible(false);
}

void addPlanLine(QChart* chart, const ChartPlan& plan, const std::vector<int>& nodes,
                 const std::vector<Money>& values, double divisor, const QStringList& texts,
                 const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y,
                 std::vector<LineEndLabels::Line>& ends)
{
    auto* line = new QLineSeries;
    setName(line, plan.name);
    line->setPen(ChartPalette::planPen(plan, 3, style));
    for (std::size_t i = 0; i < nodes.size() && i < values.size(); ++i)
        line->append(nodes[i], plotValue(values[i], divisor));
    line->setProperty(ChartFactory::kPointTexts, texts);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    addPlanMarkers(chart, line, plan, style, x, y);
    ends.push_back({line, plan.name, ChartPalette::planColorOn(plan, style)});
}

QScatterSeries* ring(const QString& name, const ChartStyle& style, qreal size)
{
    auto* marker = new QScatterSeries;
    setName(marker, name);
    marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    marker->setMarkerSize(style.basePointSize * size);
    marker->setColor(Qt::transparent);
    QPen pen(ChartPalette::highlight(style));
    pen.setWidthF(std::max<qreal>(1.5, style.basePointSize / 4.0));
    marker->setPen(pen);
    return marker;
}

} // namespace fabrictco::charts

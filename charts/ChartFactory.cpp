// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "charts/LineEndLabels.h"
#include "charts/PlotNotes.h"
#include "presentation/CostCategoryText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "presentation/PlainText.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTextDocumentFragment>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace fabrictco {

namespace {

// Qt Charts reads every title, legend entry, series name and axis label as HTML, whatever it
// holds. Text reaches a chart only through the functions below, which escape it, so a plan name
// such as "<img src=...>" or "<a href=...>" shows as those characters and is never markup.
QString html(const QString& text)
{
    return PlainText::forHtml(text);
}

/// Category labels broken at spaces into two lines of at least `width` characters, each escaped:
/// Qt Charts elides a category label that is wider than its slot ("RoCE, one swit...") and one
/// of more than two lines, but lays out a single line break.
QStringList wrappedLabels(const QStringList& texts, int minimumWidth)
{
    QStringList wrapped;
    for (const QString& text : texts) {
        const int width = std::max<int>(minimumWidth, int(text.size() + 1) / 2 + 2);
        QStringList lines;
        QString line;
        for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
                lines << html(line);
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        if (!line.isEmpty() || lines.isEmpty())
            lines << html(line);
        wrapped << lines.join(QStringLiteral("<br>"));
    }
    return wrapped;
}

/// `pieces` (words with their trailing break) laid into lines of at most `width` characters,
/// filled greedily, each escaped, joined by <br>. A piece longer than a line gets its own line.
QString filledLines(const QStringList& pieces, int width)
{
    QStringList lines;
    QString line;
    for (const QString& piece : pieces) {
        if (!line.isEmpty() && line.size() + piece.trimmed().size() > width) {
            lines << html(line.trimmed());
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty() || lines.isEmpty())
        lines << html(line.trimmed());
    return lines.join(QStringLiteral("<br>"));
}

/// Category labels for a page (ChartStyle::fullCategoryLabels), each escaped: lines of about
/// `width` characters, broken at spaces and after hyphens; a longer name gets longer lines, as
/// Qt Charts drops a label of more than three lines from a bar's slot. A page has no hover: a
/// plan's name must read in full however long it is.
QStringList pageLabels(const QStringList& texts, int minimumWidth)
{
    static const QRegularExpression breaks(QStringLiteral("(?<= )|(?<=-)"));
    QStringList labels;
    for (const QString& text : texts) {
        const int width = std::max<int>(minimumWidth, int(text.size()) / 3 + 6);
        labels << filledLines(text.split(breaks, Qt::SkipEmptyParts), width);
    }
    return labels;
}

void setName(QAbstractSeries* series, const QString& name)
{
    series->setName(html(name));
}

QBarSet* newBarSet(const QString& label)
{
    return new QBarSet(html(label));
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

QChart* newChart(const QString& title, const ChartStyle& style)
{
    auto* chart = new QChart;
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(style.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(style.locale);
    QFont titleFont = styledFont(chart->titleFont(), style);
    titleFont.setPointSizeF(style.basePointSize * 1.4);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitle(html(title));
    QFont legendFont = styledFont(chart->legend()->font(), style);
    legendFont.setPointSizeF(style.basePointSize * 1.1);
    chart->legend()->setFont(legendFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
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
    axis->setTitleText(html(title));
}

/// The plan's colour on this chart's background: the dark shades are lifted on a dark theme so
/// the lines stay visible.
QColor planColorOn(const ChartPlan& plan, const ChartStyle& style)
{
    const QColor color = ChartFactory::planColor(plan.fabric, plan.index);
    return style.dark && color.lightness() < 110 ? color.lighter(190) : color;
}

QPen planPen(const ChartPlan& plan, qreal width, const ChartStyle& style)
{
    QPen pen(planColorOn(plan, style));
    pen.setWidthF(width * std::max<qreal>(1.0, style.basePointSize / 10.0));
    pen.setStyle(ChartFactory::planDash(plan.fabric, plan.index));
    return pen;
}

/// The plan's points drawn with its own marker shape over its line, with the line's tooltips.
/// Hidden from the legend: the legend shows the line with its pattern.
void addPlanMarkers(QChart* chart, QXYSeries* line, const ChartPlan& plan, const ChartStyle& style,
                    QAbstractAxis* x, QAbstractAxis* y, bool markersInLegend = false)
{
    auto* markers = new QScatterSeries;
    markers->setName(line->name());
    markers->setMarkerShape(
        QScatterSeries::MarkerShape(ChartFactory::planMarker(plan.fabric, plan.index)));
    markers->setMarkerSize(style.basePointSize * 1.1);
    markers->setColor(planColorOn(plan, style));
    markers->setBorderColor(style.dark ? QColor(Qt::black) : QColor(Qt::white));
    markers->append(line->points());
    markers->setProperty(ChartFactory::kPointTexts, line->property(ChartFactory::kPointTexts));
    chart->addSeries(markers);
    markers->attachAxis(x);
    markers->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(markersInLegend ? line : markers))
        marker->setVisible(false);
}

/// Names the lines at their ends, in the legend's font; text in a light plan colour is darkened
/// on a light background to stay readable.
void nameLineEnds(QChart* chart, std::vector<LineEndLabels::Line> lines, const ChartStyle& style)
{
    QFont font = chart->legend()->font();
    font.setPointSizeF(style.basePointSize);
    for (LineEndLabels::Line& line : lines)
        if (!style.dark && line.color.lightness() > 140)
            line.color = line.color.darker(150);
    LineEndLabels::add(chart, lines, font);
}

/// `text` broken into lines of about `width` characters at most, filled greedily, each escaped:
/// Qt Charts cuts a title line that is wider than the chart. Lines break at spaces and between
/// Chinese characters, never before Chinese punctuation.
QString wrappedSentence(const QString& text, int width)
{
    const auto isWide = [](QChar c) {
        return c.unicode() >= 0x3000;
    };
    const auto isClosing = [](QChar c) {
        return QStringLiteral("，。；：、）」！？").contains(c);
    };
    // Pieces that may not be split: a word with its trailing space, or one Chinese character
    // with the punctuation after it.
    QStringList pieces;
    QString piece;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        piece += c;
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        const bool end = c == QLatin1Char(' ') || (isWide(c) && !isClosing(next)) ||
                         (!isWide(c) && isWide(next) && !isClosing(next));
        if (end || next.isNull()) {
            pieces << piece;
            piece.clear();
        }
    }
    return filledLines(pieces, width);
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

} // namespace

QColor ChartFactory::planColor(Fabric fabric, int index)
{
    // Two families from the Okabe-Ito colour-blind-safe set. The first InfiniBand plan is dark
    // (grey level about 77 of 255) and the first RoCE plan light (about 162), so a greyscale
    // printout keeps them apart; later plans alternate dark and light within their family.
    static const std::array<QColor, 3> ib{QColor(0x0b, 0x6e, 0x4f), QColor(0x7c, 0xc6, 0x7e),
                                          QColor(0x00, 0x3d, 0x2b)};
    static const std::array<QColor, 3> roce{QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x72, 0xb2),
                                            QColor(0xcc, 0x79, 0xa7)};
    const auto& family = fabric == Fabric::InfiniBand ? ib : roce;
    return family[static_cast<std::size_t>(index) % family.size()];
}

namespace {
/// One slot per plan, the same for its colour, pattern and marker: IB plans take the even
/// slots, RoCE plans the odd ones, in their order within their fabric.
std::size_t planSlot(Fabric fabric, int index)
{
    return std::size_t(std::max(index, 0)) * 2 + (fabric == Fabric::InfiniBand ? 0 : 1);
}
} // namespace

Qt::PenStyle ChartFactory::planDash(Fabric fabric, int index)
{
    static const std::array<Qt::PenStyle, 6> dashes{Qt::SolidLine,      Qt::DashLine,
                                                    Qt::DashDotLine,    Qt::DotLine,
                                                    Qt::DashDotDotLine, Qt::SolidLine};
    return dashes[planSlot(fabric, index) % dashes.size()];
}

int ChartFactory::planMarker(Fabric fabric, int index)
{
    static const std::array<QScatterSeries::MarkerShape, 6> shapes{
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapeStar,     QScatterSeries::MarkerShapePentagon};
    return shapes[planSlot(fabric, index) % shapes.size()];
}

QColor ChartFactory::categoryColor(int category)
{
    // Viridis at seven even steps: hue changes and lightness rises monotonically (grey levels
    // about 31 to 210), readable for colour-blind readers and in greyscale.
    static const std::array<QColor, 7> steps{QColor(0x44, 0x01, 0x54), QColor(0x44, 0x39, 0x83),
                                             QColor(0x31, 0x68, 0x8e), QColor(0x21, 0x91, 0x8c),
                                             QColor(0x35, 0xb7, 0x79), QColor(0x90, 0xd7, 0x43),
                                             QColor(0xfd, 0xe7, 0x25)};
    return steps[std::size_t(std::max(category, 0)) % steps.size()];
}

ChartFactory::MoneyScale ChartFactory::scaleFor(double maxValue, const Currency& currency)
{
    const QString code = QString::fromStdString(currency.code());
    if (maxValue >= 1e9)
        return {1e9, tr("billion %1").arg(code)};
    if (maxValue >= 1e6)
        return {1e6, tr("million %1").arg(code)};
    if (maxValue >= 1e3)
        return {1e3, tr("thousand %1").arg(code)};
    return {1, code};
}

QChart* ChartFactory::message(const QString& text, const ChartStyle& style)
{
    QChart* chart = newChart(text, style);
    // A reason can be long (a plan that cannot be built, and why): on several lines, not cut.
    const bool wide =
        std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x3000; });
    chart->setTitle(wrappedSentence(text, wide ? 24 : 48));
    chart->legend()->setVisible(false);
    return chart;
}

QString ChartFactory::plainTitle(const QChart& chart)
{
    return QTextDocumentFragment::fromHtml(chart.title()).toPlainText();
}

QChart* ChartFactory::cumulativeTco(const CumulativeTcoData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Cumulative total cost of ownership"), style);
    double top = 0;
    for (const auto& plan : data.plans)
        for (const Money& m : plan.cumulative)
            top = maxAbs({m.amount().toDouble()}, top);
    const MoneyScale scale = scaleFor(top, data.currency);

    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    std::vector<LineEndLabels::Line> ends;
    for (const auto& plan : data.plans) {
        auto* series = new QLineSeries;
        setName(series, plan.plan.name);
        series->setPen(planPen(plan.plan, 3, style));
        QStringList texts;
        // One year alone is a point, not a line: start it from nothing spent at year 0.
        if (data.years.size() == 1) {
            series->append(0, 0);
            texts << tr("%1, start: %2")
                         .arg(plan.plan.name, money.format(Money::zero(data.currency)));
        }
        for (std::size_t i = 0; i < plan.cumulative.size() && i < data.years.size(); ++i) {
            series->append(data.years[i], plotValue(plan.cumulative[i], scale.divisor));
            texts << tr("%1, year %2: %3")
                         .arg(plan.plan.name, style.locale.toString(data.years[i]),
                              money.format(plan.cumulative[i]));
        }
        series->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        addPlanMarkers(chart, series, plan.plan, style, x, y);
        ends.push_back({series, plan.plan.name, planColorOn(plan.plan, style)});
    }
    nameLineEnds(chart, ends, style);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    const int lastYear = data.years.empty() ? 1 : data.years.back();
    if (data.years.size() == 1) {
        x->setRange(0, lastYear); // no year 2 that does not exist
        x->setTickCount(2);
    } else {
        x->setRange(data.years.empty() ? 0 : data.years.front(), std::max(lastYear, 2));
        x->setTickCount(std::clamp(lastYear, 2, 11));
    }
    // 'f' formats: the localised number path does not support 'd'.
    x->setLabelFormat(QStringLiteral("%.0f"));
    // An explicit range: with only a minimum, nice numbers can cut the highest line off.
    y->setRange(0, std::max(top / scale.divisor * 1.04, 1e-6));
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.1f"));
    styleAxis(x, tr("Year of operation"), style);
    styleAxis(y, tr("Cumulative TCO (%1)").arg(scale.caption), style);
    return chart;
}

QChart* ChartFactory::costByCategory(const CategoryCostData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Horizon cost by category"), style);
    double top = 0;
    for (const auto& row : data.values) {
        double sum = 0;
        for (const Money& m : row)
            sum += std::max(0.0, m.amount().toDouble());
        top = std::max(top, sum);
    }
    const MoneyScale scale = scaleFor(top, data.currency);
    // Horizontal bars: plan names read in full on the left, where a vertical chart's category
    // slots elided them ("RoCE, one swit..."). Bar charts draw the first category at the bottom,
    // so the plans are added in reverse to list the first plan on top, as in every table.
    auto* series = new QHorizontalStackedBarSeries;
    for (int c = 0; c < int(data.categories.size()); ++c) {
        const QString category = CostCategoryText::name(data.categories[std::size_t(c)]);
        auto* set = newBarSet(category);
        QStringList texts;
        for (std::size_t q = data.plans.size(); q-- > 0;) {
            const Money& m = data.values[q][static_cast<std::size_t>(c)];
            *set << plotValue(m, scale.divisor);
            texts << tr("%1 — %2: %3").arg(data.plans[q].name, category, money.format(m));
        }
        set->setProperty(ChartFactory::kPointTexts, texts);
        set->setColor(ChartFactory::categoryColor(c));
        set->setBorderColor(style.dark ? QColor(Qt::black) : QColor(Qt::white));
        series->append(set);
    }
    chart->addSeries(series);
    QStringList planNames;
    for (auto plan = data.plans.rbegin(); plan != data.plans.rend(); ++plan)
        planNames << plan->name;
    auto* y = new QBarCategoryAxis;
    y->append(style.fullCategoryLabels ? pageLabels(planNames, 28) : wrappedLabels(planNames, 22));
    y->setTruncateLabels(!style.fullCategoryLabels);
    auto* x = new QValueAxis;
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    x->setRange(0, std::max(top / scale.divisor * 1.04, 1e-6));
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.1f"));
    styleAxis(y, QString(), style);
    styleAxis(x, tr("Cost over the horizon (%1)").arg(scale.caption), style);
    // Seven categories do not fit in one row under the bars: list them beside.
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

namespace {

/// The chart's title with one sentence under it, smaller: what to look at.
/// A chart whose title carries one sentence on how to read it, smaller, under the title.
QChart* newExplainedChart(const QString& title, const QString& sentence, const ChartStyle& style)
{
    QChart* chart = newChart(title, style);
    // Chinese characters are about twice as wide as Latin letters.
    const bool wide = std::any_of(sentence.begin(), sentence.end(),
                                  [](QChar c) { return c.unicode() >= 0x3000; });
    chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small; font-weight:normal\">"
            "%2</span></div>")
            .arg(html(title), wrappedSentence(sentence, wide ? 32 : 64)));
    return chart;
}

QColor inkOn(const ChartStyle& style)
{
    return style.dark ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x33, 0x33, 0x33);
}

/// The cluster's own sizes on a chart against node count: the growth path shaded from its
/// first-year to its last-year size, or a dashed line at its size when it does not grow. Call it
/// before adding the plans' series: the shade is drawn behind them.
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
        QPen pen(style.dark ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x44, 0x44, 0x44));
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
    area->setBrush(
        QBrush(style.dark ? QColor(255, 255, 255, 60) : QColor(0, 0, 0, 45), Qt::BDiagPattern));
    area->setPen(Qt::NoPen);
    // Added before the plans' series, so it is drawn behind them.
    chart->addSeries(area);
    area->attachAxis(x);
    area->attachAxis(y);
}

/// A plan's P5-P95 band, its own colour made faint, with no legend entry (the line has one).
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
    QColor fill = planColorOn(plan, style);
    fill.setAlpha(55);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    chart->addSeries(band);
    band->attachAxis(x);
    band->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(band))
        marker->setVisible(false);
}

/// A plan's line through its expected figure at each size, with its markers, its point texts
/// (one per size) and its name for the line's end.
void addPlanLine(QChart* chart, const ChartPlan& plan, const std::vector<int>& nodes,
                 const std::vector<Money>& values, double divisor, const QStringList& texts,
                 const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y,
                 std::vector<LineEndLabels::Line>& ends)
{
    auto* line = new QLineSeries;
    setName(line, plan.name);
    line->setPen(planPen(plan, 3, style));
    for (std::size_t i = 0; i < nodes.size() && i < values.size(); ++i)
        line->append(nodes[i], plotValue(values[i], divisor));
    line->setProperty(ChartFactory::kPointTexts, texts);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    addPlanMarkers(chart, line, plan, style, x, y);
    ends.push_back({line, plan.name, planColorOn(plan, style)});
}

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
template <typename Plans> QLogValueAxis* nodeAxis(const Plans& plans)
{
    int minNodes = 1 << 30;
    int maxNodes = 1;
    for (const auto& plan : plans)
        for (const int n : plan.nodes) {
            minNodes = std::min(minNodes, n);
            maxNodes = std::max(maxNodes, n);
        }
    minNodes = std::min(minNodes, maxNodes);
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    // A little room at both ends: the first and last points are drawn whole, not cut in half.
    x->setRange(minNodes / 1.07, std::max(maxNodes, minNodes * 2) * 1.07);
    return x;
}

/// A one-point series that shows `text` beside `at` as its point label (Qt 6.4 has no
/// per-point labels); no marker, no legend entry.
void addPointLabel(QChart* chart, QPointF at, const QString& text, const QFont& font,
                   const QColor& color, QAbstractAxis* x, QAbstractAxis* y)
{
    auto* label = new QScatterSeries;
    label->append(at);
    // A size of 0 draws an empty path (a syntax error in the PDF); 1 with no pen and no
    // brush draws nothing.
    label->setMarkerSize(1);
    label->setPen(Qt::NoPen);
    label->setBrush(Qt::NoBrush);
    // Qt draws the label as plain text (no escaping: "R&D" must not read "R&amp;D"), after
    // replacing @xPoint and @yPoint in it: an invisible word joiner after "@" keeps a plan name
    // that holds those words as typed.
    QString literal = text;
    for (const QLatin1String token : {QLatin1String("@xPoint"), QLatin1String("@yPoint")})
        literal.replace(token, QLatin1Char('@') + QChar(0x2060) + token.mid(1));
    label->setPointLabelsFormat(literal);
    label->setPointLabelsVisible(true);
    label->setPointLabelsClipping(false);
    label->setPointLabelsFont(font);
    label->setPointLabelsColor(color);
    chart->addSeries(label);
    label->attachAxis(x);
    label->attachAxis(y);
    for (QLegendMarker* marker : chart->legend()->markers(label))
        marker->setVisible(false);
}

/// A large ring around a point: no plan uses it as its marker (plans fill theirs), so it reads
/// apart from the points of the lines, also in greyscale.
QScatterSeries* ring(const QString& name, const ChartStyle& style, qreal size)
{
    auto* marker = new QScatterSeries;
    setName(marker, name);
    marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    marker->setMarkerSize(style.basePointSize * size);
    marker->setColor(Qt::transparent);
    QPen pen(style.dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xc6, 0x28, 0x28));
    pen.setWidthF(std::max<qreal>(1.5, style.basePointSize / 4.0));
    marker->setPen(pen);
    return marker;
}

/// The scale of an axis of amounts per GPU-month: whole currency units up to 100,000 ("2,150
/// USD" reads better than "2.2 thousand USD"), else as scaleFor.
ChartFactory::MoneyScale perGpuMonthScale(double maxAbs, const Currency& currency)
{
    return maxAbs < 1e5 ? ChartFactory::MoneyScale{1, QString::fromStdString(currency.code())}
                        : ChartFactory::scaleFor(maxAbs, currency);
}

QFont smallFont(const QChart* chart, const ChartStyle& style)
{
    QFont font = styledFont(chart->font(), style);
    font.setPointSizeF(style.basePointSize * 0.9);
    return font;
}

} // namespace

QChart* ChartFactory::gapVsNodes(const GapSweepData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    const QString reference = data.reference.name;
    QChart* chart = newExplainedChart(
        tr("Cost gap against cluster size"),
        data.plans.size() == 1
            ? (data.breakEvens.empty()
                   ? tr("Above the zero line %1 is cheaper, below it %2; the line does not cross "
                        "zero in this range: no break-even.")
                   : tr("Above the zero line %1 is cheaper, below it %2; where the line crosses "
                        "zero both cost the same."))
                  .arg(reference, data.plans.front().plan.name)
            : (data.breakEvens.empty()
                   ? tr("Each line is another plan's cost minus %1's: above zero %1 is cheaper, "
                        "below it that plan; no line crosses zero in this range.")
                   : tr("Each line is another plan's cost minus %1's: above zero %1 is cheaper, "
                        "below it that plan; where a line crosses zero both cost the same."))
                  .arg(reference),
        style);
    double top = 0;
    for (const auto& plan : data.plans)
        for (const auto* values : {&plan.expected, &plan.p5, &plan.p95})
            for (const Money& m : *values)
                top = maxAbs({m.amount().toDouble()}, top);
    const MoneyScale scale = scaleFor(top, data.currency);
    auto* x = nodeAxis(data.plans);
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    // Zero always inside: the break-even line must show.
    double low = 0;
    double high = 0;
    for (const auto& plan : data.plans)
        for (const auto* values : {&plan.expected, &plan.p5, &plan.p95})
            for (const Money& m : *values) {
                low = std::min(low, plotValue(m, scale.divisor));
                high = std::max(high, plotValue(m, scale.divisor));
            }
    const double pad = std::max((high - low) * 0.08, 1e-6);
    y->setRange(low - pad, high + pad);
    y->applyNiceNumbers();
    markGrowthPath(chart, data.growth, style, x, y, y->min(), y->max());
    // The legend names the plan (the title says what it is minus); tooltips say it in full.
    addBandedPlans(
        chart, data.plans, scale.divisor, style, x, y,
        [&](const GapSweepData::Plan& plan, std::size_t i) {
            const QString nodes = style.locale.toString(plan.nodes[i]);
            return i < plan.p5.size() && i < plan.p95.size()
                       ? tr("%1 minus %2 at %3 nodes:\n%4 expected (P5 %5, P95 %6)")
                             .arg(plan.plan.name, reference, nodes, money.format(plan.expected[i]),
                                  money.format(plan.p5[i]), money.format(plan.p95[i]))
                       : tr("%1 minus %2 at %3 nodes:\n%4 expected")
                             .arg(plan.plan.name, reference, nodes, money.format(plan.expected[i]));
        });
    auto* zero = new QLineSeries;
    setName(zero, tr("Zero: both cost the same (break-even)"));
    QPen zeroPen(inkOn(style));
    zeroPen.setWidthF(std::max<qreal>(1.2, style.basePointSize / 7.0));
    zero->setPen(zeroPen);
    zero->append(x->min(), 0);
    zero->append(x->max(), 0);
    chart->addSeries(zero);
    zero->attachAxis(x);
    zero->attachAxis(y);
    // Named on the line itself, near its right end, rather than in the legend; the notes above
    // and below it say what it divides.
    for (QLegendMarker* legend : chart->legend()->markers(zero))
        legend->setVisible(false);
    const QFont font = smallFont(chart, style);
    addPointLabel(chart, QPointF(x->min() * std::pow(x->max() / x->min(), 0.9), 0),
                  tr("break-even"), font, inkOn(style), x, y);
    bool firstRing = true;
    for (const auto& be : data.breakEvens) {
        if (be.plan >= data.plans.size())
            continue;
        const QString other = data.plans[be.plan].plan.name;
        const QString count = style.locale.toString(be.nodes);
        auto* marker = ring(tr("Break-even"), style, 2.0);
        marker->append(be.nodes, 0);
        const QString cheaperAbove = be.referenceCheaperAbove ? reference : other;
        marker->setProperty(
            ChartFactory::kPointTexts,
            QStringList{be.exact ? tr("%1 and %2 cost the same at %3 nodes; from %3 nodes on "
                                      "%4 is cheaper.")
                                       .arg(reference, other, count, cheaperAbove)
                                 : tr("%1 and %2 change places below %3 nodes (sizes just "
                                      "below cannot be built); from %3 nodes on %4 is cheaper.")
                                       .arg(reference, other, count, cheaperAbove)});
        chart->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(y);
        if (!firstRing)
            for (QLegendMarker* legend : chart->legend()->markers(marker))
                legend->setVisible(false);
        firstRing = false;
        // Above its ring, not under it: the label is drawn centred just over its point.
        addPointLabel(chart, QPointF(be.nodes, (y->max() - y->min()) * 0.06),
                      data.plans.size() == 1 ? tr("%1 nodes").arg(count)
                                             : tr("%1 nodes (%2)").arg(count, other),
                      font, style.dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xc6, 0x28, 0x28), x, y);
    }
    // Whole numbers once the ticks are whole ("500", not "500.0").
    y->setLabelFormat(y->max() - y->min() >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    styleAxis(x, tr("Compute nodes in year 1 (log scale)"), style);
    styleAxis(y, tr("Gap in NPV (%1)").arg(scale.caption), style);
    // Which side is which, inside the plot: the reader need not work out the sign.
    PlotNotes::add(chart, tr("▲ %1 cheaper").arg(reference),
                   data.plans.size() == 1 ? tr("▼ %1 cheaper").arg(data.plans.front().plan.name)
                                          : tr("▼ that line's plan cheaper"),
                   font, inkOn(style));
    return chart;
}

QChart* ChartFactory::costPerGpuMonth(const CostPerGpuMonthData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newExplainedChart(
        tr("Cost per GPU-month against cluster size"),
        tr("The lowest line is the cheapest plan at that size, in discounted cost; "
           "a wide band is a plan whose cost is uncertain."),
        style);
    double top = 0;
    double bottom = 1e300;
    for (const auto& plan : data.plans) {
        for (const Money& m : plan.p95)
            top = maxAbs({m.amount().toDouble()}, top);
        for (const Money& m : plan.p5)
            bottom = std::min(bottom, m.amount().toDouble());
    }
    const MoneyScale scale = perGpuMonthScale(top, data.currency);
    auto* x = nodeAxis(data.plans);
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    if (!data.plans.empty() && bottom < 1e300) {
        // Linear, and from just below the lowest band: the plans' difference is the picture.
        const double lowValue = bottom / scale.divisor;
        const double highValue = top / scale.divisor;
        const double pad = std::max((highValue - lowValue) * 0.06, 1e-6);
        const double low = std::max(0.0, lowValue - pad);
        y->setRange(low, highValue + pad);
        y->applyNiceNumbers();
        markGrowthPath(chart, data.growth, style, x, y, y->min(), y->max());
    }
    addBandedPlans(chart, data.plans, scale.divisor, style, x, y,
                   [&](const CostPerGpuMonthData::Plan& plan, std::size_t i) {
                       return tr("%1 at %2 nodes:\n%3 per GPU-month expected (P5 %4, P95 %5)")
                           .arg(plan.plan.name, style.locale.toString(plan.nodes[i]),
                                money.format(plan.expected[i]),
                                i < plan.p5.size() ? money.format(plan.p5[i]) : QString(),
                                i < plan.p95.size() ? money.format(plan.p95[i]) : QString());
                   });
    y->setLabelFormat(scale.divisor == 1 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    styleAxis(x, tr("Compute nodes in year 1 (log scale)"), style);
    styleAxis(y, tr("NPV per GPU-month (%1)").arg(scale.caption), style);
    return chart;
}

QChart* ChartFactory::costVsRisk(const CostRiskData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newExplainedChart(
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
    const MoneyScale sx = perGpuMonthScale(std::max(std::abs(minX), std::abs(maxX)), data.currency);
    const MoneyScale sy = perGpuMonthScale(std::max(std::abs(minY), std::abs(maxY)), data.currency);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const QFont font = smallFont(chart, style);
    const QColor labelColor = inkOn(style);
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
        QPen pen = planPen(plan.plan, 1, style);
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
        addPlanMarkers(chart, line, plan.plan, style, x, y, true);
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
                addPointLabel(chart, at, style.locale.toString(point.nodes), font, labelColor, x,
                              y);
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

QString ChartFactory::tornadoQuantity(const TornadoData& data)
{
    return tr("NPV of %1 minus %2").arg(data.first.name, data.second.name);
}

QString ChartFactory::tornadoLabel(const TornadoData::Bar& bar)
{
    const QString input = ParameterText::label(bar.key);
    //: An input of the model, then the plan it belongs to.
    return bar.plan ? tr("%1 (%2)").arg(input, bar.plan->name) : input;
}

QChart* ChartFactory::tornado(const TornadoData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Sensitivity"), style);
    // Two lines: the quantity names both plans and would be cut off on one line at 1280x720.
    chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small\">%2</span></div>")
            .arg(html(tr("Sensitivity")), html(tornadoQuantity(data))));
    double top = 0;
    for (const auto& bar : data.bars)
        top = maxAbs({(bar.atLow - data.base).amount().toDouble(),
                      (bar.atHigh - data.base).amount().toDouble()},
                     top);
    const MoneyScale scale = scaleFor(top, data.currency);
    auto* lowSet = newBarSet(tr("Input at its low value"));
    auto* highSet = newBarSet(tr("Input at its high value"));
    QStringList lowTexts;
    QStringList highTexts;
    QStringList labels;
    // Horizontal bar charts draw the first category at the bottom: reverse so the largest
    // swing is on top, the usual tornado shape.
    for (auto it = data.bars.rbegin(); it != data.bars.rend(); ++it) {
        const QString label = tornadoLabel(*it);
        // The plan on a line of its own under the input: on one line, an input of one plan was
        // cut off at 1280x720.
        labels << (it->plan ? html(ParameterText::label(it->key)) + QStringLiteral("<br>") +
                                  //: The plan an input of the sensitivity chart belongs to.
                                  html(tr("(%1)").arg(it->plan->name))
                            : html(label));
        *lowSet << plotValue(it->atLow - data.base, scale.divisor);
        *highSet << plotValue(it->atHigh - data.base, scale.divisor);
        lowTexts << tr("%1 = %2: %3")
                        .arg(label, QString::number(it->low, 'g', 6), money.format(it->atLow));
        highTexts << tr("%1 = %2: %3")
                         .arg(label, QString::number(it->high, 'g', 6), money.format(it->atHigh));
    }
    lowSet->setProperty(ChartFactory::kPointTexts, lowTexts);
    highSet->setProperty(ChartFactory::kPointTexts, highTexts);
    // Dark blue and light orange: apart in hue and in lightness (grey about 87 and 162).
    lowSet->setColor(QColor(0x00, 0x72, 0xb2));
    highSet->setColor(QColor(0xe6, 0x9f, 0x00));
    // Not stacked: when an input moves the answer the same way at both ends, stacking would
    // start the second bar where the first ends and double its length.
    auto* series = new QHorizontalBarSeries;
    series->setBarWidth(0.8);
    series->append(lowSet);
    series->append(highSet);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(labels);
    y->setTruncateLabels(!style.fullCategoryLabels);
    auto* x = new QValueAxis;
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    const double extent = std::max(top / scale.divisor * 1.1, 1e-6);
    x->setRange(-extent, extent);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.1f"));
    styleAxis(x, tr("Change from %1 (%2)").arg(money.format(data.base), scale.caption), style);
    styleAxis(y, QString(), style);
    return chart;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "charts/LineEndLabels.h"
#include "presentation/MoneyFormat.h"
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

QStringList html(const QStringList& texts)
{
    QStringList escaped;
    for (const QString& text : texts)
        escaped << html(text);
    return escaped;
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
        QStringList lines;
        QString line;
        for (const QString& piece : text.split(breaks, Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + piece.trimmed().size() > width) {
                lines << html(line.trimmed());
                line.clear();
            }
            line += piece;
        }
        if (!line.trimmed().isEmpty() || lines.isEmpty())
            lines << html(line.trimmed());
        labels << lines.join(QStringLiteral("<br>"));
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
void addPlanMarkers(QChart* chart, const QXYSeries* line, const ChartPlan& plan,
                    const ChartStyle& style, QAbstractAxis* x, QAbstractAxis* y)
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
    for (QLegendMarker* marker : chart->legend()->markers(markers))
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
    for (int c = 0; c < data.categories.size(); ++c) {
        auto* set = newBarSet(data.categories[c]);
        QStringList texts;
        for (std::size_t q = data.plans.size(); q-- > 0;) {
            const Money& m = data.values[q][static_cast<std::size_t>(c)];
            *set << plotValue(m, scale.divisor);
            texts << tr("%1 — %2: %3").arg(data.plans[q].name, data.categories[c], money.format(m));
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

void markClusterSize(QChart* chart, const NodeSweepData& data, const ChartStyle& style,
                     QAbstractAxis* x, QAbstractAxis* y, double low, double high)
{
    // Dashed verticals at the cluster's own size, first and last year: where on the curve the
    // reader's cluster stands. One legend entry for both.
    if (data.firstYearNodes <= 0)
        return;
    QList<int> sizes{data.firstYearNodes};
    if (data.lastYearNodes != data.firstYearNodes)
        sizes << data.lastYearNodes;
    const QString name =
        sizes.size() == 1
            ? ChartFactory::tr("This cluster (%1 nodes)").arg(style.locale.toString(sizes.front()))
            : ChartFactory::tr("This cluster (%1 growing to %2 nodes)")
                  .arg(style.locale.toString(sizes.front()), style.locale.toString(sizes.back()));
    QPen pen(style.dark ? QColor(0xdd, 0xdd, 0xdd) : QColor(0x44, 0x44, 0x44));
    pen.setWidthF(std::max<qreal>(1.0, style.basePointSize / 6.0));
    pen.setStyle(Qt::DashLine);
    bool first = true;
    for (int nodes : sizes) {
        auto* line = new QLineSeries;
        setName(line, name);
        line->setPen(pen);
        line->append(nodes, low);
        line->append(nodes, high);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (!first)
            for (QLegendMarker* legend : chart->legend()->markers(line))
                legend->setVisible(false);
        first = false;
    }
}

} // namespace

QChart* ChartFactory::costVsNodes(const NodeSweepData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Cost against cluster size (P5–P95)"), style);
    double top = 0;
    int minNodes = 1 << 30;
    int maxNodes = 1;
    for (const auto& plan : data.plans) {
        for (const Money& m : plan.p95)
            top = maxAbs({m.amount().toDouble()}, top);
        for (int n : plan.nodes) {
            minNodes = std::min(minNodes, n);
            maxNodes = std::max(maxNodes, n);
        }
    }
    const MoneyScale scale = scaleFor(top, data.currency);
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto* y = new QLogValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double bottom = 1e300;
    std::vector<LineEndLabels::Line> ends;
    for (const auto& plan : data.plans) {
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        auto* median = new QLineSeries;
        QStringList texts;
        for (std::size_t i = 0; i < plan.nodes.size(); ++i) {
            const double n = plan.nodes[i];
            upper->append(n, plotValue(plan.p95[i], scale.divisor));
            lower->append(n, plotValue(plan.p5[i], scale.divisor));
            median->append(n, plotValue(plan.p50[i], scale.divisor));
            bottom = std::min(bottom, plotValue(plan.p5[i], scale.divisor));
            texts << tr("%1, %2 nodes: median %3 (P5 %4, P95 %5)")
                         .arg(plan.plan.name, style.locale.toString(plan.nodes[i]),
                              money.format(plan.p50[i]), money.format(plan.p5[i]),
                              money.format(plan.p95[i]));
        }
        auto* band = new QAreaSeries(upper, lower);
        // QAreaSeries only refers to its boundary lines (they are not added to the chart), so
        // nothing would delete them: the band owns them (LeakSanitizer found them leaked).
        upper->setParent(band);
        lower->setParent(band);
        setName(band, tr("%1 P5–P95").arg(plan.plan.name));
        QColor fill = planColorOn(plan.plan, style);
        fill.setAlpha(60);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        chart->addSeries(band);
        band->attachAxis(x);
        band->attachAxis(y);
        // One legend entry per plan: the band is the line's shade (the title says P5–P95).
        for (QLegendMarker* marker : chart->legend()->markers(band))
            marker->setVisible(false);
        setName(median, plan.plan.name);
        median->setPen(planPen(plan.plan, 3, style));
        median->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(median);
        median->attachAxis(x);
        median->attachAxis(y);
        addPlanMarkers(chart, median, plan.plan, style, x, y);
        ends.push_back({median, plan.plan.name, planColorOn(plan.plan, style)});
    }
    nameLineEnds(chart, ends, style);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // One legend entry for all rings (the plans' names made it long enough to be cut); each
    // ring's tooltip says which plans it joins.
    bool firstRing = true;
    for (const auto& be : data.breakEvens) {
        auto* marker = new QScatterSeries;
        setName(marker, tr("Break-even"));
        // A large ring: no plan uses it as its marker (plans fill theirs), so it reads apart from
        // the points of the lines, also in greyscale.
        marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        marker->setMarkerSize(style.basePointSize * 2.4);
        marker->setColor(Qt::transparent);
        QPen ring(style.dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xc6, 0x28, 0x28));
        ring.setWidthF(std::max<qreal>(1.5, style.basePointSize / 4.0));
        marker->setPen(ring);
        marker->append(be.nodes, plotValue(be.cost, scale.divisor));
        marker->setProperty(ChartFactory::kPointTexts,
                            QStringList{tr("%1 at about %2 nodes (%3)")
                                            .arg(be.label, style.locale.toString(qRound(be.nodes)),
                                                 money.format(be.cost))});
        chart->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(y);
        if (!firstRing)
            for (QLegendMarker* legend : chart->legend()->markers(marker))
                legend->setVisible(false);
        firstRing = false;
    }
    if (!data.plans.empty()) {
        const double low = std::max(bottom * 0.8, 1e-6);
        const double high = std::max(top / scale.divisor * 1.2, 1e-5);
        x->setRange(minNodes, std::max(maxNodes, minNodes * 2));
        // Ticks fall on powers of the base: within two decades base 2 gives four or more labels
        // where base 10 gave one or two (ceph-storage: 1.7-25 million showed only "10").
        y->setBase(high / low < 100 ? 2 : 10);
        y->setLabelFormat(low < 0.1 ? QStringLiteral("%.2f")
                          : low < 1 ? QStringLiteral("%.1f")
                                    : QStringLiteral("%.0f"));
        y->setRange(low, high);
        markClusterSize(chart, data, style, x, y, low, high);
    }
    styleAxis(x, tr("Compute nodes (log scale)"), style);
    styleAxis(y, tr("Horizon NPV (%1, log scale)").arg(scale.caption), style);
    return chart;
}

namespace {

/// Each point of the cost-against-risk lines labelled with its node count ("128"), where it
/// does not crowd the previous label: the points are sizes, and without their labels the chart
/// says nothing about which size costs what. A label is a one-point series whose label format
/// is the literal text (Qt 6.4 has no per-point labels); it has no legend entry or marker.
void labelNodeCounts(QChart* chart, const CostRiskData& data, const ChartStyle& style,
                     QAbstractAxis* x, QAbstractAxis* y, QPointF top, QPointF divisor)
{
    constexpr double kMinGap = 0.07; // of the plot's width and height
    QFont font = styledFont(chart->font(), style);
    font.setPointSizeF(style.basePointSize * 0.9);
    std::vector<QPointF> placed; // across plans: two labels on top of each other read as one
    for (const auto& plan : data.plans) {
        for (const auto& point : plan.points) {
            const QPointF at(plotValue(point.expected, divisor.x()),
                             plotValue(point.risk, divisor.y()));
            const QPointF relative(at.x() / std::max(top.x(), 1e-12),
                                   at.y() / std::max(top.y(), 1e-12));
            if (std::any_of(placed.begin(), placed.end(), [&](const QPointF& other) {
                    return std::hypot(relative.x() - other.x(), relative.y() - other.y()) < kMinGap;
                }))
                continue;
            placed.push_back(relative);
            auto* label = new QScatterSeries;
            label->append(at);
            // A size of 0 draws an empty path (a syntax error in the PDF); 1 with no pen and no
            // brush draws nothing.
            label->setMarkerSize(1);
            label->setPen(Qt::NoPen);
            label->setBrush(Qt::NoBrush);
            label->setPointLabelsFormat(style.locale.toString(point.nodes));
            label->setPointLabelsVisible(true);
            label->setPointLabelsClipping(false);
            label->setPointLabelsFont(font);
            label->setPointLabelsColor(style.dark ? QColor(0xdd, 0xdd, 0xdd)
                                                  : QColor(0x33, 0x33, 0x33));
            chart->addSeries(label);
            label->attachAxis(x);
            label->attachAxis(y);
            for (QLegendMarker* marker : chart->legend()->markers(label))
                marker->setVisible(false);
        }
    }
}

} // namespace

QChart* ChartFactory::costVsRisk(const CostRiskData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Expected cost against risk"), style);
    double topX = 0;
    double topY = 0;
    for (const auto& plan : data.plans)
        for (const auto& point : plan.points) {
            topX = maxAbs({point.expected.amount().toDouble()}, topX);
            topY = maxAbs({point.risk.amount().toDouble()}, topY);
        }
    const MoneyScale sx = scaleFor(topX, data.currency);
    const MoneyScale sy = scaleFor(topY, data.currency);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const auto& plan : data.plans) {
        auto* line = new QLineSeries;
        setName(line, plan.plan.name);
        line->setPen(planPen(plan.plan, 2, style));
        QStringList texts;
        for (const auto& point : plan.points) {
            line->append(plotValue(point.expected, sx.divisor), plotValue(point.risk, sy.divisor));
            texts << tr("%1, %2 nodes: expected %3, risk (P95 − median) %4")
                         .arg(plan.plan.name, style.locale.toString(point.nodes),
                              money.format(point.expected), money.format(point.risk));
        }
        line->setProperty(ChartFactory::kPointTexts, texts);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        addPlanMarkers(chart, line, plan.plan, style, x, y);
    }
    labelNodeCounts(chart, data, style, x, y, QPointF(topX / sx.divisor, topY / sy.divisor),
                    QPointF(sx.divisor, sy.divisor));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    x->setRange(0, std::max(topX / sx.divisor * 1.05, 1e-6));
    y->setRange(0, std::max(topY / sy.divisor * 1.1, 1e-6));
    x->applyNiceNumbers();
    y->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.1f"));
    y->setLabelFormat(QStringLiteral("%.1f"));
    styleAxis(x, tr("Expected horizon NPV (%1)").arg(sx.caption), style);
    styleAxis(y, tr("Risk: P95 minus median (%1)").arg(sy.caption), style);
    return chart;
}

QChart* ChartFactory::tornado(const TornadoData& data, const ChartStyle& style)
{
    const MoneyFormat money(style.locale);
    QChart* chart = newChart(tr("Sensitivity"), style);
    // Two lines: the quantity names both plans and would be cut off on one line at 1280x720.
    chart->setTitle(
        QStringLiteral(
            "<div align=\"center\">%1<br><span style=\"font-size:small\">%2</span></div>")
            .arg(html(tr("Sensitivity")), html(data.quantity)));
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
        labels << it->label;
        *lowSet << plotValue(it->atLow - data.base, scale.divisor);
        *highSet << plotValue(it->atHigh - data.base, scale.divisor);
        lowTexts << tr("%1 = %2: %3").arg(it->label, it->lowInput, money.format(it->atLow));
        highTexts << tr("%1 = %2: %3").arg(it->label, it->highInput, money.format(it->atHigh));
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
    y->append(html(labels));
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

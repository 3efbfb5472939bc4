// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ChartSvg.h"

#include "charts/ChartText.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include <vector>

namespace fabrictco {

namespace {

/// Lines of rich text (broken with <br>) as one line of plain text: a space where a Latin line
/// was broken, none between two Chinese characters (ChartText breaks between them).
QString plainLines(QString html)
{
    static const QRegularExpression lineBreak(QStringLiteral("<br\\s*/?>"),
                                              QRegularExpression::CaseInsensitiveOption);
    QString joined;
    for (const QString& line : html.split(lineBreak)) {
        const QString text = QTextDocumentFragment::fromHtml(line).toPlainText().simplified();
        if (text.isEmpty())
            continue;
        if (!joined.isEmpty() &&
            !(ChartText::isWide(joined.right(1)) && ChartText::isWide(text.left(1))))
            joined += QLatin1Char(' ');
        joined += text;
    }
    return joined;
}

} // namespace

ChartSvg::Title ChartSvg::title(const QChart& chart)
{
    // ExplainedTitle: the title, then the sentence in a smaller <span>.
    const QString html = chart.title();
    const qsizetype span = html.indexOf(QLatin1String("<span"));
    if (span < 0)
        return {plainLines(html), {}};
    return {plainLines(html.left(span)), plainLines(html.mid(span))};
}

namespace {

/// Qt Charts draws the series of every kind at this depth (ChartPresenter::SeriesZValue, a
/// private header): the grid and axes below it, the legend above, and our own labels and
/// notes at 10 (charts/PlotNotes and its siblings).
constexpr qreal kSeriesDepth = 4;

enum class Layer
{
    Below,
    Series,
    Above,
};

Layer layerOf(const QGraphicsItem* item)
{
    if (item->zValue() < kSeriesDepth)
        return Layer::Below;
    return item->zValue() == kSeriesDepth ? Layer::Series : Layer::Above;
}

/// What `scene` paints with only the items of `layer` shown, as an SVG document.
QString renderLayer(QGraphicsScene& scene, const QRectF& area,
                    const std::vector<QGraphicsItem*>& items, Layer layer)
{
    std::vector<bool> shown;
    for (QGraphicsItem* item : items) {
        shown.push_back(item->isVisible());
        item->setVisible(item->isVisible() && layerOf(item) == layer);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    // The scene is laid out in logical pixels at 96 dpi (ChartTextObject): the same resolution
    // here keeps its type sizes.
    generator.setResolution(96);
    generator.setSize(area.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), area.size()));
    QPainter painter;
    if (painter.begin(&generator)) {
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, QRectF(QPointF(0, 0), area.size()), area, Qt::KeepAspectRatio);
        painter.end();
    }
    for (std::size_t i = 0; i < items.size(); ++i)
        items[i]->setVisible(shown[i]);
    return QString::fromUtf8(bytes);
}

/// The drawing inside an SVG document (without its <svg> element, title and description), its
/// ids and the references to them prefixed with `prefix`.
QString drawingOf(QString svg, const QString& prefix)
{
    const qsizetype open = svg.indexOf(QLatin1String("<svg"));
    const qsizetype start = open < 0 ? -1 : svg.indexOf(QLatin1Char('>'), open);
    const qsizetype end = svg.lastIndexOf(QLatin1String("</svg>"));
    if (start < 0 || end < start)
        return {};
    svg = svg.mid(start + 1, end - start - 1);
    svg.remove(QRegularExpression(QStringLiteral("<title>.*?</title>\\s*"),
                                  QRegularExpression::DotMatchesEverythingOption));
    svg.remove(QRegularExpression(QStringLiteral("<desc>.*?</desc>\\s*"),
                                  QRegularExpression::DotMatchesEverythingOption));
    // One page holds every chart, and each layer numbers its gradients from 1.
    svg.replace(QRegularExpression(QStringLiteral("\\bid=\"([^\"]+)\"")),
                QStringLiteral("id=\"%1\\1\"").arg(prefix));
    svg.replace(QStringLiteral("url(#"), QStringLiteral("url(#") + prefix);
    svg.replace(QStringLiteral("href=\"#"), QStringLiteral("href=\"#") + prefix);
    return svg.trimmed();
}

} // namespace

QString ChartSvg::inlineSvg(QChart& chart, const QString& label, const QString& idPrefix)
{
    QGraphicsScene* scene = chart.scene();
    if (!scene)
        return {};
    const QRectF area = scene->sceneRect();
    // Qt Charts clips the series to the plot area, which QSvgGenerator (Qt 6.4) does not
    // write: a band past the axis range ("the P5-P95 band runs past it") was drawn over the
    // axes and the title. So the series are drawn on their own, inside an SVG clip path, between
    // what lies below them and what lies above.
    std::vector<QGraphicsItem*> items;
    for (QGraphicsItem* child : chart.childItems())
        items.push_back(child);
    for (QGraphicsItem* top : scene->items())
        if (top->parentItem() == nullptr && top != &chart)
            items.push_back(top);
    const QString below = renderLayer(*scene, area, items, Layer::Below);
    const QString series = renderLayer(*scene, area, items, Layer::Series);
    const QString above = renderLayer(*scene, area, items, Layer::Above);
    const QRectF plot = chart.mapRectToScene(chart.plotArea()).translated(-area.topLeft());
    const QString clip = idPrefix + QStringLiteral("plot");

    // Inline in HTML: no XML declaration; our own name for it, not the generator's; the size
    // comes from the page (the view box keeps the proportions), so the chart shrinks with a
    // narrow window or a large zoom instead of overflowing.
    const QString escaped = label.toHtmlEscaped();
    QString svg = QStringLiteral("<svg viewBox=\"0 0 %1 %2\" xmlns=\"http://www.w3.org/2000/svg\" "
                                 "xmlns:xlink=\"http://www.w3.org/1999/xlink\" role=\"img\" "
                                 "aria-label=\"%3\"><title>%3</title>\n")
                      .arg(QString::number(area.width()), QString::number(area.height()), escaped);
    svg += drawingOf(below, idPrefix + QStringLiteral("a-"));
    svg += QStringLiteral("\n<clipPath id=\"%1\"><rect x=\"%2\" y=\"%3\" width=\"%4\" "
                          "height=\"%5\"/></clipPath>\n<g clip-path=\"url(#%1)\">")
               .arg(clip, QString::number(plot.x()), QString::number(plot.y()),
                    QString::number(plot.width()), QString::number(plot.height()));
    svg += drawingOf(series, idPrefix + QStringLiteral("b-"));
    svg += QStringLiteral("</g>\n");
    svg += drawingOf(above, idPrefix + QStringLiteral("c-"));
    return svg + QStringLiteral("\n</svg>");
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ChartSvg.h"

#include "charts/ChartText.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

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

QString ChartSvg::inlineSvg(QChart& chart, const QString& label, const QString& idPrefix)
{
    QGraphicsScene* scene = chart.scene();
    const QRectF area = scene ? scene->sceneRect() : QRectF(QPointF(0, 0), chart.size());
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
    if (!painter.begin(&generator))
        return {};
    painter.setRenderHint(QPainter::Antialiasing);
    if (scene)
        scene->render(&painter, QRectF(QPointF(0, 0), area.size()), area, Qt::KeepAspectRatio);
    painter.end();

    QString svg = QString::fromUtf8(bytes);
    // Inline in HTML: no XML declaration, and our own name for it, not the generator's.
    svg.remove(QRegularExpression(QStringLiteral("<\\?xml[^>]*\\?>\\s*")));
    svg.remove(QRegularExpression(QStringLiteral("<!DOCTYPE[^>]*>\\s*")));
    svg.remove(QRegularExpression(QStringLiteral("<title>.*?</title>\\s*"),
                                  QRegularExpression::DotMatchesEverythingOption));
    svg.remove(QRegularExpression(QStringLiteral("<desc>.*?</desc>\\s*"),
                                  QRegularExpression::DotMatchesEverythingOption));
    // One page holds every chart: ids and the references to them get the chart's prefix.
    svg.replace(QRegularExpression(QStringLiteral("\\bid=\"([^\"]+)\"")),
                QStringLiteral("id=\"%1\\1\"").arg(idPrefix));
    svg.replace(QStringLiteral("url(#"), QStringLiteral("url(#") + idPrefix);
    svg.replace(QStringLiteral("href=\"#"), QStringLiteral("href=\"#") + idPrefix);
    // The size comes from the page (the view box keeps the proportions), so the chart shrinks
    // with a narrow window or a large zoom instead of overflowing.
    static const QRegularExpression open(QStringLiteral("<svg\\b[^>]*>"));
    const QRegularExpressionMatch match = open.match(svg);
    if (!match.hasMatch())
        return {};
    QString tag = match.captured();
    tag.remove(QRegularExpression(QStringLiteral("\\s(width|height)=\"[^\"]*\"")));
    const QString escaped = label.toHtmlEscaped();
    tag.insert(tag.size() - 1, QStringLiteral(" role=\"img\" aria-label=\"%1\"").arg(escaped));
    svg.replace(match.capturedStart(), match.capturedLength(),
                tag + QStringLiteral("<title>%1</title>").arg(escaped));
    return svg.trimmed();
}

} // namespace fabrictco

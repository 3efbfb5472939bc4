// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ChartTextObject.h"

#include "charts/LegendRows.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QChart>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPaintDevice>
#include <QPainter>
#include <QTextDocument>
#include <QTextImageFormat>

namespace fabrictco {

namespace {

constexpr qreal kScreenDpi = 96.0;
constexpr qreal kPointsPerInch = 72.0;
const QString kPrefix = QStringLiteral("chart:");

} // namespace

ChartTextObject::ChartTextObject(QObject* parent) : QObject(parent) {}

ChartTextObject::~ChartTextObject() = default;

QString ChartTextObject::nameFromSource(const QString& source)
{
    return source.startsWith(kPrefix) ? source.mid(kPrefix.size()) : QString();
}

qreal ChartTextObject::wrapLegend(QChart& chart)
{
    // The legend wraps onto more rows under the plot (LegendRows: a page has no hover to tell
    // an elided name); the chart grows by them, so the plot keeps its height.
    const qreal added = LegendRows::addedHeight(chart);
    if (added > 0)
        chart.resize(QSizeF(chart.size().width(), chart.size().height() + added));
    return added;
}

void ChartTextObject::addChart(const QString& name, std::unique_ptr<QChart> owned,
                               QSizeF sizeInPoints)
{
    Entry entry;
    entry.scene = std::make_unique<QGraphicsScene>();
    QChart* chart = owned.release(); // the scene owns it from addItem on
    entry.chart = chart;
    entry.points = sizeInPoints;
    chart->setAnimationOptions(QChart::NoAnimation);
    // A cached item would be painted from a pixmap: keep every item drawn as vectors.
    chart->setCacheMode(QGraphicsItem::NoCache);
    entry.scene->addItem(chart);
    const QSizeF logical = sizeInPoints * (kScreenDpi / kPointsPerInch);
    chart->setGeometry(QRectF(QPointF(0, 0), logical));
    entry.scene->setSceneRect(QRectF(QPointF(0, 0), logical));
    // Qt Charts lays out series and axes from posted events; run them before the first paint.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    if (const qreal added = wrapLegend(*chart); added > 0) {
        entry.points.rheight() += added * (kPointsPerInch / kScreenDpi);
        entry.scene->setSceneRect(QRectF(QPointF(0, 0), chart->size()));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    m_charts[name] = std::move(entry);
}

QChart* ChartTextObject::chart(const QString& name) const
{
    const auto it = m_charts.find(name);
    return it == m_charts.end() ? nullptr : it->second.chart;
}

void ChartTextObject::install(QTextDocument* document)
{
    document->documentLayout()->registerHandler(QTextFormat::ImageObject, this);
}

QSizeF ChartTextObject::intrinsicSize(QTextDocument* document, int, const QTextFormat& format)
{
    const QTextImageFormat image = format.toImageFormat();
    QSizeF points(image.width(), image.height());
    const auto it = m_charts.find(nameFromSource(image.name()));
    if (it != m_charts.end() && (points.width() <= 0 || points.height() <= 0))
        points = it->second.points;
    // Points to the layout's device units (the PDF writer's resolution when printing).
    const QPaintDevice* device = document->documentLayout()->paintDevice();
    const qreal dpi = device ? device->logicalDpiX() : kScreenDpi;
    return points * (dpi / kPointsPerInch);
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                                 const QTextFormat& format)
{
    const auto it = m_charts.find(nameFromSource(format.toImageFormat().name()));
    if (it == m_charts.end())
        return;
    // The layout also asks a page to draw a chart that lies mostly below it (an image is never
    // split: the chart is drawn whole on the next page), and Qt Charts sets its own clip to the
    // plot area, which lifts the page's: the top of the next page's chart then showed under the
    // footer, and its text was in the page's text layer. A page draws only the charts it holds.
    if (painter->hasClipping() &&
        painter->clipBoundingRect().intersected(rect).height() < rect.height() / 2)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    it->second.scene->render(painter, rect, it->second.scene->sceneRect(), Qt::KeepAspectRatio);
    painter->restore();
}

} // namespace fabrictco

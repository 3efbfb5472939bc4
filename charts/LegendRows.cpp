// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/LegendRows.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsItemGroup>
#include <QLegend>
#include <QLegendMarker>

#include <algorithm>
#include <cmath>

namespace fabrictco {

void LegendRows::follow(QChart* chart)
{
    if (chart->legend()->isVisible() && chart->legend()->alignment() == Qt::AlignBottom)
        new LegendRows(chart);
}

int LegendRows::rowsNeeded(const QLegend& legend, qreal width)
{
    const QFontMetricsF metrics(legend.font());
    // A marker, the spaces around it and the item's margins: about four text heights (three
    // let Qt cut the last name of a full row in Chinese), and a little room to spare.
    const qreal markerWidth = 4 * metrics.height();
    width *= 0.97;
    int rows = 1;
    qreal used = 0;
    for (const QLegendMarker* marker : legend.markers()) {
        if (!marker->isVisible())
            continue;
        const qreal itemWidth = metrics.horizontalAdvance(marker->label()) + markerWidth;
        if (used > 0 && used + itemWidth > width) {
            ++rows;
            used = 0;
        }
        used += itemWidth;
    }
    return rows;
}

qreal LegendRows::addedHeight(const QChart& chart)
{
    // Not findChild: the class has no meta-object of its own to be told apart by.
    for (const QObject* child : chart.children())
        if (const auto* rows = dynamic_cast<const LegendRows*>(child))
            return (rows->m_rows - 1) * rows->m_rowHeight;
    return 0;
}

int LegendRows::flow(QLegend& legend, qreal width)
{
    // Qt's detached legend starts a new row only when the item just placed would not fit again,
    // so a long name after a short one runs past the edge and is cut ("InfiniBand NDR -
    // NVIDIA Quantu"). Its entries are laid out again here, in order, each on the row it fits.
    // They are the children of the legend's item group, in the markers' order. Returns the
    // rows used.
    int rows = 0;
    for (QGraphicsItem* child : legend.childItems()) {
        if (dynamic_cast<QGraphicsItemGroup*>(child) == nullptr)
            continue;
        QPointF at(0, 0);
        qreal rowHeight = 0;
        for (QGraphicsItem* item : child->childItems()) {
            if (!item->isVisible())
                continue;
            const QSizeF size = item->boundingRect().size();
            if (rows == 0) {
                rows = 1;
            } else if (at.x() + size.width() > width) {
                at = QPointF(0, at.y() + rowHeight);
                rowHeight = 0;
                ++rows;
            }
            item->setPos(at);
            at.rx() += size.width();
            rowHeight = std::max(rowHeight, size.height());
        }
    }
    return rows;
}

LegendRows::LegendRows(QChart* chart)
    : QObject(chart), m_chart(chart), m_baseMargins(chart->margins())
{
    // Queued: the other followers of the plot (LineEndLabels) show or hide legend entries in
    // their own handlers, and the rows are counted after them.
    connect(chart, &QChart::plotAreaChanged, this, &LegendRows::place, Qt::QueuedConnection);
}

void LegendRows::place()
{
    QLegend* legend = m_chart->legend();
    // The width Qt gives a legend under the plot: the chart's, less its margins (the right one
    // may hold the lines' names) and the legend's own, measured while Qt laid it out. The same
    // width either way, so the legend cannot flip between attached and detached.
    const qreal chartWidth =
        m_chart->size().width() - m_chart->margins().left() - m_chart->margins().right();
    if (legend->isAttachedToChart()) {
        if (legend->alignment() != Qt::AlignBottom)
            return; // moved by its viewer
        if (legend->geometry().height() > 0) {
            m_rowHeight = legend->geometry().height();
            m_legendInset = std::max<qreal>(0, chartWidth - legend->geometry().width());
        }
    }
    if (m_rowHeight <= 0)
        return;
    const qreal width = chartWidth - m_legendInset;
    const int rows = rowsNeeded(*legend, width);
    if (rows <= 1) {
        if (!legend->isAttachedToChart()) {
            legend->attachToChart();
            legend->setAlignment(Qt::AlignBottom);
            QMargins margins = m_chart->margins();
            margins.setBottom(m_baseMargins.bottom());
            m_chart->setMargins(margins);
        }
        m_rows = 1;
        return;
    }
    if (legend->isAttachedToChart()) {
        legend->detachFromChart();
        legend->setBackgroundVisible(false);
        legend->setAlignment(Qt::AlignTop); // detached: rows run down, in the legend's order
    }
    // The estimate above decides whether to wrap (attached, Qt has already cut the names it
    // measures); once detached, the entries' own widths decide the rows.
    const qreal top = m_chart->size().height() - m_baseMargins.bottom();
    legend->setGeometry(
        QRectF(m_baseMargins.left(), top - rows * m_rowHeight, width, rows * m_rowHeight));
    const int laidOut = std::max(rows, flow(*legend, width));
    const qreal height = laidOut * m_rowHeight;
    const QRectF rect(m_baseMargins.left(), top - height, width, height);
    if (legend->geometry() != rect) {
        legend->setGeometry(rect);
        flow(*legend, width); // Qt placed them again
    }
    m_rows = laidOut;
    // Only the bottom margin is this class's: the right one may hold the lines' names
    // (LineEndLabels).
    QMargins margins = m_chart->margins();
    margins.setBottom(m_baseMargins.bottom() + int(std::ceil(height)));
    if (m_chart->margins() != margins)
        m_chart->setMargins(margins); // lays the chart out again, and calls back
}

} // namespace fabrictco

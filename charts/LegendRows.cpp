// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/LegendRows.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>

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
    // A marker, the spaces around it and the item's margins: about three text heights.
    const qreal markerWidth = 3 * metrics.height();
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
    if (legend->isAttachedToChart()) {
        if (legend->geometry().height() > 0)
            m_rowHeight = legend->geometry().height();
        if (legend->alignment() != Qt::AlignBottom)
            return; // moved by its viewer
    }
    if (m_rowHeight <= 0)
        return;
    // The width Qt gives a legend under the plot: the chart's, less its margins (the right one
    // may hold the lines' names).
    const qreal width =
        m_chart->size().width() - m_chart->margins().left() - m_chart->margins().right();
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
    const qreal height = rows * m_rowHeight;
    // Only the bottom margin is this class's: the right one may hold the lines' names
    // (LineEndLabels).
    QMargins margins = m_chart->margins();
    margins.setBottom(m_baseMargins.bottom() + int(std::ceil(height)));
    if (legend->isAttachedToChart()) {
        legend->detachFromChart();
        legend->setBackgroundVisible(false);
        legend->setAlignment(Qt::AlignTop); // detached: rows run down, in the legend's order
    }
    const QRectF rect(m_baseMargins.left(), m_chart->size().height() - margins.bottom(), width,
                      height);
    if (legend->geometry() != rect)
        legend->setGeometry(rect);
    m_rows = rows;
    if (m_chart->margins() != margins)
        m_chart->setMargins(margins); // lays the chart out again, and calls back
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/LineEndLabels.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fabrictco {

namespace {

constexpr qreal kGap = 4;            // pixels between the plot's edge and a name
constexpr qreal kMostOfWidth = 0.25; // the names may take this share of the chart's width

} // namespace

void LineEndLabels::add(QChart* chart, const std::vector<Line>& lines, const QFont& font)
{
    if (lines.empty())
        return;
    for (const Line& line : lines)
        if (line.series == nullptr || line.series->count() == 0)
            return;
    new LineEndLabels(chart, lines, font);
}

LineEndLabels::LineEndLabels(QChart* chart, const std::vector<Line>& lines, const QFont& font)
    : QObject(chart), m_chart(chart), m_lines(lines), m_baseMargin(chart->margins().right())
{
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    for (const Line& line : m_lines) {
        widest = std::max(widest, metrics.horizontalAdvance(line.name));
        // A simple text item is plain text: a plan's name is never read as markup here.
        auto* item = new QGraphicsSimpleTextItem(line.name, chart);
        item->setFont(font);
        item->setBrush(line.color);
        item->setZValue(10);
        item->setVisible(false);
        m_items << item;
    }
    m_namesWidth = int(std::ceil(widest + 2 * kGap));
    connect(chart, &QChart::plotAreaChanged, this, &LineEndLabels::place);
}

void LineEndLabels::place()
{
    const bool room = m_namesWidth <= m_chart->size().width() * kMostOfWidth;
    QMargins margins = m_chart->margins();
    const int right = m_baseMargin + (room ? m_namesWidth : 0);
    if (margins.right() != right) {
        // The chart lays itself out again and calls back with the new plot area.
        margins.setRight(right);
        m_chart->setMargins(margins);
        return;
    }
    const QRectF plot = m_chart->plotArea();
    for (QGraphicsSimpleTextItem* item : std::as_const(m_items))
        item->setVisible(room && !plot.isEmpty());
    // Named at their ends, the lines need no legend entries (which would only make the legend
    // long enough to be cut); without the names, the legend tells them apart.
    bool changed = false;
    for (const Line& line : m_lines)
        for (QLegendMarker* marker : m_chart->legend()->markers(line.series)) {
            changed = changed || marker->isVisible() != !room;
            marker->setVisible(!room);
        }
    // Qt sized the legend's entries while the lines' were shown, and cut the first one to fit
    // them all ("This cluster (128 nod..." on a slide): laid out again without them.
    if (changed && m_chart->legend()->layout())
        m_chart->legend()->layout()->invalidate();
    if (!room || plot.isEmpty())
        return;
    // Where each name would sit: centred on its line's last point.
    std::vector<qreal> tops(m_lines.size());
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        QXYSeries* series = m_lines[i].series;
        const QPointF end = m_chart->mapToPosition(series->at(series->count() - 1), series);
        tops[i] = end.y() - m_items[int(i)]->boundingRect().height() / 2;
    }
    // Top to bottom, each name at least a line below the one above, and none below the plot:
    // close ends get names one under the other, in the order of their lines.
    std::vector<std::size_t> order(m_lines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return tops[a] < tops[b]; });
    qreal next = plot.top() - m_items.front()->boundingRect().height() / 2;
    for (std::size_t i : order) {
        tops[i] = std::max(tops[i], next);
        next = tops[i] + m_items[int(i)]->boundingRect().height();
    }
    const qreal overflow = next - (plot.bottom() + m_items.front()->boundingRect().height() / 2);
    for (std::size_t i = 0; i < tops.size(); ++i) {
        const qreal top = overflow > 0 ? tops[i] - overflow : tops[i];
        m_items[int(i)]->setPos(plot.right() + kGap, top);
    }
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/SegmentLabels.h"

#include "charts/ChartPalette.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGraphicsSimpleTextItem>

#include <algorithm>

namespace fabrictco {

namespace {

constexpr qreal kPadding = 3; // pixels kept free between a name and its segment's ends

} // namespace

void SegmentLabels::add(QChart* chart, QAbstractBarSeries* series,
                        const std::vector<QStringList>& names, const QFont& font)
{
    new SegmentLabels(chart, series, names, font);
}

SegmentLabels::SegmentLabels(QChart* chart, QAbstractBarSeries* series,
                             const std::vector<QStringList>& names, const QFont& font)
    : QObject(chart), m_chart(chart), m_series(series)
{
    const QList<QBarSet*> sets = series->barSets();
    for (int s = 0; s < int(sets.size()) && std::size_t(s) < names.size(); ++s) {
        QBarSet* set = sets[s];
        // Black or white, whichever contrasts more with the segment's fill.
        const QColor ink = ChartPalette::contrast(Qt::black, set->color()) >=
                                   ChartPalette::contrast(Qt::white, set->color())
                               ? QColor(Qt::black)
                               : QColor(Qt::white);
        for (int bar = 0; bar < set->count(); ++bar) {
            std::vector<QGraphicsSimpleTextItem*> choices;
            for (const QString& name : names[std::size_t(s)]) {
                // Plain text: nothing here is read as markup.
                auto* item = new QGraphicsSimpleTextItem(name, chart);
                item->setFont(font);
                item->setBrush(ink);
                item->setZValue(10);
                item->setVisible(false);
                choices.push_back(item);
            }
            m_items.push_back(std::move(choices));
        }
    }
    connect(chart, &QChart::plotAreaChanged, this, &SegmentLabels::place);
}

void SegmentLabels::place()
{
    const QList<QBarSet*> sets = m_series->barSets();
    const int bars = sets.isEmpty() ? 0 : int(sets.front()->count());
    std::vector<qreal> before(std::size_t(std::max(bars, 0)), 0.0); // the stack's end so far
    // A bar's thickness: the distance between two categories' centres, times the bar width.
    const qreal thickness = std::abs(m_chart->mapToPosition(QPointF(0, 1), m_series).y() -
                                     m_chart->mapToPosition(QPointF(0, 0), m_series).y()) *
                            m_series->barWidth();
    std::size_t index = 0;
    for (QBarSet* set : sets) {
        for (int bar = 0; bar < set->count() && index < m_items.size(); ++bar, ++index) {
            const qreal value = std::max<qreal>(0, set->at(bar));
            const qreal from = before[std::size_t(bar)];
            before[std::size_t(bar)] += value;
            const QPointF start = m_chart->mapToPosition(QPointF(from, bar), m_series);
            const QPointF end = m_chart->mapToPosition(QPointF(from + value, bar), m_series);
            bool shown = false;
            for (QGraphicsSimpleTextItem* item : m_items[index]) {
                const QRectF text = item->boundingRect();
                const bool fits = !shown && end.x() - start.x() >= text.width() + 2 * kPadding &&
                                  thickness >= text.height() && m_chart->plotArea().contains(start);
                item->setVisible(fits);
                if (fits)
                    item->setPos((start.x() + end.x() - text.width()) / 2,
                                 start.y() - text.height() / 2);
                shown = shown || fits;
            }
        }
    }
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/BreakEvenLabels.h"

#include "charts/TextPlate.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace fabrictco {

namespace {

constexpr qreal kGap = 4; // pixels between labels, and between a label and the zero line

QGraphicsSimpleTextItem* textItem(QChart* chart, const QString& text, const QFont& font,
                                  const QColor& color)
{
    auto* item = new QGraphicsSimpleTextItem(text, chart);
    item->setFont(font);
    item->setBrush(color);
    item->setZValue(10);
    item->setVisible(false);
    return item;
}

} // namespace

BreakEvenLabels* BreakEvenLabels::add(QChart* chart, QXYSeries* zero, std::vector<Label> labels,
                                      const QString& lineName, const Look& look)
{
    return new BreakEvenLabels(chart, zero, std::move(labels), lineName, look);
}

BreakEvenLabels::BreakEvenLabels(QChart* chart, QXYSeries* zero, std::vector<Label> labels,
                                 const QString& lineName, const Look& look)
    : QObject(chart), m_chart(chart), m_zero(zero), m_labels(std::move(labels)),
      m_ringRadius(look.ringRadius)
{
    std::stable_sort(m_labels.begin(), m_labels.end(),
                     [](const Label& a, const Label& b) { return a.nodes < b.nodes; });
    for (const Label& label : m_labels)
        m_items << textItem(chart, label.text, look.font, look.labelColor);
    m_items << textItem(chart, lineName, look.font, look.lineNameColor);
    // Each on a plate: where a break-even's label sits over a steep gap line or a band's edge,
    // the line passes behind the words, not through them.
    for (QGraphicsSimpleTextItem* item : std::as_const(m_items))
        m_plates << charts::newTextPlate(chart, chart, item->zValue() - 0.5);
    connect(chart, &QChart::plotAreaChanged, this, &BreakEvenLabels::place);
    place();
}

void BreakEvenLabels::place()
{
    const QRectF plot = m_chart->plotArea();
    for (QGraphicsSimpleTextItem* item : std::as_const(m_items))
        item->setVisible(!plot.isEmpty());
    if (plot.isEmpty()) {
        for (QGraphicsRectItem* plate : std::as_const(m_plates))
            plate->setVisible(false);
        return;
    }
    const qreal zeroY = m_chart->mapToPosition(QPointF(1, 0), m_zero).y();
    const qreal rowHeight = m_items.back()->boundingRect().height() + kGap;
    // The plot's top and bottom lines hold its notes ("▲ ... cheaper"); the first row under
    // the zero line holds the line's own name. Rows go up from the ring first, then down.
    const qreal firstAbove = zeroY - m_ringRadius - rowHeight;
    const qreal firstBelow = zeroY + m_ringRadius + kGap + rowHeight;
    const int roomAbove =
        std::max(0, int(std::floor((firstAbove - plot.top() - rowHeight) / rowHeight)) + 1);
    const int roomBelow = std::max(
        0, int(std::floor((plot.bottom() - rowHeight - firstBelow - rowHeight) / rowHeight)) + 1);
    const int rows = roomAbove + roomBelow;
    auto rowTop = [&](int row) {
        return row < roomAbove ? firstAbove - rowHeight * qreal(row)
                               : firstBelow + rowHeight * qreal(row - roomAbove);
    };
    // Left to right, each label centred over its ring but inside the plot, on the first row
    // where it clears every label already there. When the rows run out (a short plot), the
    // labels are tried again without the plans' names; a label that still finds no row is left
    // out rather than drawn over another (its ring's tooltip says it).
    for (const bool named : {true, false}) {
        std::vector<qreal> rightEdges; // by row, of the last label placed on it
        bool allPlaced = true;
        for (std::size_t i = 0; i < m_labels.size(); ++i) {
            QGraphicsSimpleTextItem* item = m_items[int(i)];
            // Never wider than the plot (a narrow pane, long plan names).
            item->setText(QFontMetricsF(item->font())
                              .elidedText(named ? m_labels[i].text : m_labels[i].shortText,
                                          Qt::ElideRight, plot.width()));
            const qreal width = item->boundingRect().width();
            const qreal centre = m_chart->mapToPosition(QPointF(m_labels[i].nodes, 0), m_zero).x();
            // Beside the ring on the side its gap line leaves free, clear of the line.
            auto leftOn = [&](std::size_t row) {
                const int side = int(row) < roomAbove ? m_labels[i].side : -m_labels[i].side;
                const qreal wanted = side > 0   ? centre + kGap
                                     : side < 0 ? centre - kGap - width
                                                : centre - width / 2;
                return std::clamp(wanted, plot.left(), std::max(plot.left(), plot.right() - width));
            };
            std::size_t row = 0;
            while (row < rightEdges.size() && leftOn(row) < rightEdges[row] + kGap)
                ++row;
            const qreal left = leftOn(row);
            if (int(row) >= rows) {
                item->setVisible(false);
                allPlaced = false;
                continue;
            }
            if (row == rightEdges.size())
                rightEdges.push_back(0);
            rightEdges[row] = left + width;
            item->setPos(left, rowTop(int(row)));
        }
        if (allPlaced)
            break;
        for (QGraphicsSimpleTextItem* item : std::as_const(m_items))
            item->setVisible(true);
    }
    // The line's name at the plot's right end, just under the line.
    QGraphicsSimpleTextItem* name = m_items.back();
    name->setPos(plot.right() - name->boundingRect().width() - kGap,
                 std::min(zeroY + m_ringRadius / 2, plot.bottom() - rowHeight));
    for (int i = 0; i < m_items.size(); ++i)
        charts::fitTextPlate(m_plates[i], m_items[i]);
}

} // namespace fabrictco

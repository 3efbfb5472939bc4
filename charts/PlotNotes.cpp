// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/PlotNotes.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>

namespace fabrictco {

namespace {

constexpr qreal kInset = 6; // pixels between the plot's edge and a note

QGraphicsSimpleTextItem* note(QChart* chart, const QString& text, const QFont& font,
                              const QColor& color)
{
    if (text.isEmpty())
        return nullptr;
    auto* item = new QGraphicsSimpleTextItem(text, chart);
    item->setFont(font);
    item->setBrush(color);
    item->setZValue(10);
    return item;
}

} // namespace

void PlotNotes::add(QChart* chart, const QString& topLeft, const QString& bottomLeft,
                    const QFont& font, const QColor& color)
{
    new PlotNotes(chart, topLeft, bottomLeft, font, color);
}

PlotNotes::PlotNotes(QChart* chart, const QString& topLeft, const QString& bottomLeft,
                     const QFont& font, const QColor& color)
    : QObject(chart), m_chart(chart), m_top(note(chart, topLeft, font, color)),
      m_bottom(note(chart, bottomLeft, font, color))
{
    connect(chart, &QChart::plotAreaChanged, this, &PlotNotes::place);
    place();
}

void PlotNotes::place()
{
    const QRectF plot = m_chart->plotArea();
    for (QGraphicsSimpleTextItem* item : {m_top, m_bottom})
        if (item)
            item->setVisible(!plot.isEmpty());
    if (m_top)
        m_top->setPos(plot.left() + kInset, plot.top() + kInset / 2);
    if (m_bottom)
        m_bottom->setPos(plot.left() + kInset,
                         plot.bottom() - kInset / 2 - m_bottom->boundingRect().height());
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/PlotNotes.h"

#include "charts/TextPlate.h"
#include "presentation/CjkSpacing.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>

namespace fabrictco {

namespace {

constexpr qreal kInset = 6; // pixels between the plot's edge and a note

QGraphicsSimpleTextItem* note(QChart* chart, const QString& text, const QFont& font,
                              const QColor& color)
{
    if (text.isEmpty())
        return nullptr;
    // On a plate: a line crossing the corner (the cluster's dashed line, a band's edge) passes
    // behind the words, not through them.
    QGraphicsRectItem* plate = charts::newTextPlate(chart, chart, 10);
    auto* item = new QGraphicsSimpleTextItem(text, plate);
    item->setFont(font);
    item->setBrush(color);
    return item;
}

} // namespace

void PlotNotes::add(QChart* chart, const QString& topLeft, const QString& bottomLeft,
                    const QFont& font, const QColor& color)
{
    // Chinese spacing as in the report's prose: a note holds a plan's name.
    new PlotNotes(chart, CjkSpacing::spaced(topLeft), CjkSpacing::spaced(bottomLeft), font, color);
}

PlotNotes::PlotNotes(QChart* chart, const QString& topLeft, const QString& bottomLeft,
                     const QFont& font, const QColor& color)
    : QObject(chart), m_chart(chart), m_top(note(chart, topLeft, font, color)),
      m_bottom(note(chart, bottomLeft, font, color)), m_topText(topLeft), m_bottomText(bottomLeft)
{
    connect(chart, &QChart::plotAreaChanged, this, &PlotNotes::place);
    place();
}

void PlotNotes::place()
{
    const QRectF plot = m_chart->plotArea();
    // A long plan name must not run out of the plot: elided to its width (the legend and the
    // tooltips still name it in full).
    const qreal width = std::max<qreal>(0, plot.width() - 2 * kInset);
    for (const auto& [item, full] : {std::pair{m_top, m_topText}, {m_bottom, m_bottomText}}) {
        if (!item)
            continue;
        item->parentItem()->setVisible(!plot.isEmpty());
        item->setText(QFontMetricsF(item->font()).elidedText(full, Qt::ElideRight, width));
        charts::fitTextPlate(static_cast<QGraphicsRectItem*>(item->parentItem()), item);
    }
    if (m_top)
        m_top->parentItem()->setPos(plot.left() + kInset, plot.top() + kInset / 2);
    if (m_bottom)
        m_bottom->parentItem()->setPos(plot.left() + kInset, plot.bottom() - kInset / 2 -
                                                                 m_bottom->boundingRect().height());
}

} // namespace fabrictco

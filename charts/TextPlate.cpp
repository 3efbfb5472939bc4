// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/TextPlate.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>

namespace fabrictco::charts {

namespace {

constexpr qreal kPlateMargin = 2; // the plate's room either side of the words

} // namespace

QGraphicsRectItem* newTextPlate(QChart* chart, QGraphicsItem* parent, double z)
{
    auto* plate = new QGraphicsRectItem(parent);
    // The theme's background is a gradient: its first colour (the brush's own colour is black).
    const QBrush brush = chart->backgroundBrush();
    QColor background = brush.gradient() && !brush.gradient()->stops().isEmpty()
                            ? brush.gradient()->stops().constFirst().second
                            : brush.color();
    background.setAlpha(215);
    plate->setBrush(background);
    plate->setPen(Qt::NoPen);
    plate->setZValue(z);
    return plate;
}

void fitTextPlate(QGraphicsRectItem* plate, const QGraphicsSimpleTextItem* text)
{
    plate->setRect(plate->mapRectFromItem(text, text->boundingRect())
                       .adjusted(-kPlateMargin, 0, kPlateMargin, 0));
    plate->setVisible(text->isVisible());
}

} // namespace fabrictco::charts

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
QT_END_NAMESPACE

namespace fabrictco::charts {

/// A plate of the chart's background, nearly opaque, to put behind words inside the plot: a
/// line or band that crosses them passes behind the words, not through them. Owned by
/// `parent` (the chart, or an item on it), drawn at `z` (under the words' z).
QGraphicsRectItem* newTextPlate(QChart* chart, QGraphicsItem* parent, double z);

/// Fits `plate` to `text` as it now stands, with a little room either side, and shows it
/// exactly when the text is shown.
void fitTextPlate(QGraphicsRectItem* plate, const QGraphicsSimpleTextItem* text);

} // namespace fabrictco::charts

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QObject>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QXYSeries;
QT_END_NAMESPACE

namespace fabrictco {

/// The gap chart's labels on its zero line: each break-even's node count over its ring, and
/// "break-even" naming the line at its right end. They are placed in pixels whenever the plot
/// changes size, so they never meet at any width (a window's narrow pane, a slide, a PDF page):
/// a label that would meet one on its left goes to the next row (up from the line, then down),
/// every label is kept inside the plot (one at the edge is moved in, not cut), and the line's
/// own name sits under the line, clear of them. Each is on a plate of the chart's background,
/// so a steep gap line through a label passes behind its words. Where the plot is too short for the
/// rows, the labels drop the plans' names, then leave out what still does not fit: never one over
/// another. Plain text, never read as markup.
class BreakEvenLabels : public QObject
{
public:
    struct Label
    {
        double nodes = 0; ///< where it stands on the node axis
        QString text;
        QString shortText; ///< without the plans' names, where rows run short
        /// Where the gap line leaves room above the zero line: -1 left of the ring (a rising
        /// line), 1 right of it (a falling one), 0 centred over it (lines both ways). On a row
        /// under the zero line the sides swap.
        int side = 0;
    };
    struct Look
    {
        QFont font;
        QColor labelColor;
        QColor lineNameColor;
        qreal ringRadius = 0; ///< pixels: a label's lowest row clears its ring
    };
    /// Adds the labels to `chart`, which owns them; `zero` is the chart's zero line, whose axes
    /// map the labels' points. `labels` in any order.
    static BreakEvenLabels* add(QChart* chart, QXYSeries* zero, std::vector<Label> labels,
                                const QString& lineName, const Look& look);

    /// The items (for tests): the break-evens' labels in ascending node order, then the line's.
    const QList<QGraphicsSimpleTextItem*>& items() const { return m_items; }

private:
    BreakEvenLabels(QChart* chart, QXYSeries* zero, std::vector<Label> labels,
                    const QString& lineName, const Look& look);
    void place();

    QChart* m_chart;
    QXYSeries* m_zero;
    std::vector<Label> m_labels;
    qreal m_ringRadius;
    QList<QGraphicsSimpleTextItem*> m_items;
    QList<QGraphicsRectItem*> m_plates; ///< one behind each of m_items
};

} // namespace fabrictco

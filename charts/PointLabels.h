// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QXYSeries;
QT_END_NAMESPACE

namespace fabrictco {

/// Labels beside a scatter chart's points ("1,207" by its point), placed in pixels whenever the
/// plot changes size, as BreakEvenLabels places its own. Each tries above its point, then right,
/// below and left, and takes the first spot inside the plot that meets neither a label already
/// placed nor another point's marker; with no free spot it is left out (its point's tooltip
/// still names it), never drawn over another. Points on one spot (closer than a marker's
/// radius) share one label, their texts joined in `order`: two labels by one blob could not be
/// told apart, and one for the blob named only one of its points (found by strangers). Earlier
/// labels win: list the ones a reader looks for first. Each is on a plate of the chart's
/// background, so a line crossing it passes behind its words. Plain text, never read as markup.
class PointLabels : public QObject
{
public:
    struct Label
    {
        QPointF at; ///< the point, in the series' values
        QString text;
        /// Where it comes among the labels of points on one spot, which share one label
        /// ("680 / 1,207", in this order).
        double order = 0;
    };
    /// What a label must not cover: a marker (or a ring) of `radius` pixels around `at`.
    struct Obstacle
    {
        QPointF at;
        qreal radius = 0;
    };
    struct Look
    {
        QFont font;
        QColor color;
    };
    /// Adds the labels to `chart`, which owns them; `mapping` is a series on the chart's axes
    /// that maps values to pixels. Every label's own point is among `obstacles`, which it may
    /// touch but no other label may cover.
    static PointLabels* add(QChart* chart, QXYSeries* mapping, std::vector<Label> labels,
                            std::vector<Obstacle> obstacles, const Look& look);

    /// The labels' items (for tests), in the order given; those left out are hidden.
    const QList<QGraphicsSimpleTextItem*>& items() const { return m_items; }

private:
    PointLabels(QChart* chart, QXYSeries* mapping, std::vector<Label> labels,
                std::vector<Obstacle> obstacles, const Look& look);
    void place();

    QChart* m_chart;
    QXYSeries* m_mapping;
    std::vector<Label> m_labels;
    std::vector<Obstacle> m_obstacles;
    QList<QGraphicsSimpleTextItem*> m_items;
    QList<QGraphicsRectItem*> m_plates; ///< one behind each of m_items
};

} // namespace fabrictco

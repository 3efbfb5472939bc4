// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/PointLabels.h"

#include "charts/TextPlate.h"

#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace fabrictco {

namespace {

constexpr qreal kGap = 2; // pixels between a label and its point's marker

/// Whether `box` meets the circle of `radius` around `centre`.
bool meets(const QRectF& box, QPointF centre, qreal radius)
{
    const qreal x = std::clamp(centre.x(), box.left(), box.right());
    const qreal y = std::clamp(centre.y(), box.top(), box.bottom());
    return std::hypot(centre.x() - x, centre.y() - y) < radius;
}

} // namespace

PointLabels* PointLabels::add(QChart* chart, QXYSeries* mapping, std::vector<Label> labels,
                              std::vector<Obstacle> obstacles, const Look& look)
{
    return new PointLabels(chart, mapping, std::move(labels), std::move(obstacles), look);
}

PointLabels::PointLabels(QChart* chart, QXYSeries* mapping, std::vector<Label> labels,
                         std::vector<Obstacle> obstacles, const Look& look)
    : QObject(chart), m_chart(chart), m_mapping(mapping), m_labels(std::move(labels)),
      m_obstacles(std::move(obstacles))
{
    for (const Label& label : m_labels) {
        auto* item = new QGraphicsSimpleTextItem(label.text, chart);
        item->setFont(look.font);
        item->setBrush(look.color);
        item->setZValue(10);
        item->setVisible(false);
        m_items << item;
        m_plates << charts::newTextPlate(chart, chart, item->zValue() - 0.5);
    }
    connect(chart, &QChart::plotAreaChanged, this, &PointLabels::place);
    place();
}

void PointLabels::place()
{
    const QRectF plot = m_chart->plotArea();
    std::vector<QRectF> placed;
    std::vector<QPointF> labelledPoints; // in pixels
    for (int i = 0; i < m_items.size(); ++i) {
        QGraphicsSimpleTextItem* item = m_items[i];
        item->setVisible(false);
        if (plot.isEmpty()) {
            charts::fitTextPlate(m_plates[i], item);
            continue;
        }
        const QPointF point = m_chart->mapToPosition(m_labels[std::size_t(i)].at, m_mapping);
        qreal ownRadius = 0;
        for (const Obstacle& obstacle : m_obstacles)
            if (obstacle.at == m_labels[std::size_t(i)].at)
                ownRadius = std::max(ownRadius, obstacle.radius);
        // A point whose marker a labelled point's covers more than half of gets none: two
        // labels by one blob cannot be told apart.
        if (std::any_of(labelledPoints.begin(), labelledPoints.end(), [&](QPointF other) {
                return std::hypot(other.x() - point.x(), other.y() - point.y()) < ownRadius;
            })) {
            charts::fitTextPlate(m_plates[i], item);
            continue;
        }
        const QSizeF size = item->boundingRect().size();
        const qreal off = ownRadius + kGap;
        // Above, right, below, left: as Qt's own point labels first, then round the point.
        const QPointF corners[] = {
            {point.x() - size.width() / 2, point.y() - off - size.height()},
            {point.x() + off, point.y() - size.height() / 2},
            {point.x() - size.width() / 2, point.y() + off},
            {point.x() - off - size.width(), point.y() - size.height() / 2},
        };
        for (const QPointF& corner : corners) {
            const QRectF box(corner, size);
            if (!plot.contains(box))
                continue;
            if (std::any_of(placed.begin(), placed.end(),
                            [&](const QRectF& other) { return other.intersects(box); }))
                continue;
            const bool coversAMarker =
                std::any_of(m_obstacles.begin(), m_obstacles.end(), [&](const Obstacle& o) {
                    return o.at != m_labels[std::size_t(i)].at &&
                           meets(box, m_chart->mapToPosition(o.at, m_mapping), o.radius);
                });
            if (coversAMarker)
                continue;
            item->setPos(corner);
            item->setVisible(true);
            placed.push_back(box);
            labelledPoints.push_back(point);
            break;
        }
        charts::fitTextPlate(m_plates[i], item);
    }
}

} // namespace fabrictco

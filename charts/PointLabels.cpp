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
    std::vector<QPointF> pixels;
    std::vector<qreal> radii;
    for (const Label& label : m_labels) {
        pixels.push_back(plot.isEmpty() ? QPointF() : m_chart->mapToPosition(label.at, m_mapping));
        qreal radius = 0;
        for (const Obstacle& obstacle : m_obstacles)
            if (obstacle.at == label.at)
                radius = std::max(radius, obstacle.radius);
        radii.push_back(radius);
    }
    std::vector<QPointF> obstaclePixels; // mapped once, not for each spot a label tries
    for (const Obstacle& obstacle : m_obstacles)
        obstaclePixels.push_back(plot.isEmpty() ? QPointF()
                                                : m_chart->mapToPosition(obstacle.at, m_mapping));
    // Points on one spot join the first of them's label (the list's order: its priority).
    std::vector<int> groupOf(m_labels.size(), -1);
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        for (std::size_t j = 0; j < i && groupOf[i] < 0; ++j)
            if (groupOf[j] == int(j) &&
                std::hypot(pixels[i].x() - pixels[j].x(), pixels[i].y() - pixels[j].y()) <
                    std::max(radii[i], radii[j]))
                groupOf[i] = int(j);
        if (groupOf[i] < 0)
            groupOf[i] = int(i); // leads a spot of its own
    }
    std::vector<QRectF> placed;
    for (int i = 0; i < m_items.size(); ++i) {
        QGraphicsSimpleTextItem* item = m_items[i];
        item->setVisible(false);
        if (plot.isEmpty() || groupOf[std::size_t(i)] != i) {
            charts::fitTextPlate(m_plates[i], item);
            continue;
        }
        std::vector<const Label*> members;
        for (std::size_t j = 0; j < m_labels.size(); ++j)
            if (groupOf[j] == i)
                members.push_back(&m_labels[j]);
        std::stable_sort(members.begin(), members.end(),
                         [](const Label* a, const Label* b) { return a->order < b->order; });
        QStringList texts;
        for (const Label* member : members)
            texts << member->text;
        item->setText(texts.join(QStringLiteral(" / ")));
        const QPointF point = pixels[std::size_t(i)];
        const QSizeF size = item->boundingRect().size();
        const qreal off = radii[std::size_t(i)] + kGap;
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
            // Another point's marker: not one of this label's own points.
            bool coversAMarker = false;
            for (std::size_t o = 0; o < m_obstacles.size() && !coversAMarker; ++o)
                coversAMarker =
                    std::none_of(members.begin(), members.end(),
                                 [&](const Label* m) { return m->at == m_obstacles[o].at; }) &&
                    meets(box, obstaclePixels[o], m_obstacles[o].radius);
            if (coversAMarker)
                continue;
            item->setPos(corner);
            item->setVisible(true);
            placed.push_back(box);
            break;
        }
        charts::fitTextPlate(m_plates[i], item);
    }
}

} // namespace fabrictco

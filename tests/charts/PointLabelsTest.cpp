// SPDX-License-Identifier: GPL-3.0-or-later
// PointLabels at any size: inside the plot, never on one another, never on another point's
// marker (found by a stranger: "1,207" half under a marker read "1,20").
#include "charts/PointLabels.h"

#include "tests/charts/LaidOutChart.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>
#include <gtest/gtest.h>

using namespace fabrictco;
using test::LaidOutChart;

namespace {

constexpr qreal kRadius = 6;

/// A plot of 43 points, close together in places and three on one spot, each labelled.
std::unique_ptr<QChart> crowdedChart(std::vector<QPointF>& points)
{
    auto chart = std::make_unique<QChart>();
    auto* line = new QLineSeries;
    points.clear();
    for (int i = 0; i < 40; ++i) {
        // A spiral that tightens: far apart at first, then points a few pixels apart.
        const double r = 100.0 / (1 + i * 0.3);
        points.emplace_back(300 + r * std::cos(i * 0.9), 60 + r * 0.5 * std::sin(i * 0.9));
        line->append(points.back());
    }
    for (const QPointF spot : {QPointF(300, 60), QPointF(300.05, 60.02), QPointF(300.1, 60.04)}) {
        points.push_back(spot);
        line->append(spot);
    }
    chart->addSeries(line);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setRange(150, 450);
    y->setRange(0, 120);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    line->attachAxis(x);
    line->attachAxis(y);
    std::vector<PointLabels::Label> labels;
    std::vector<PointLabels::Obstacle> obstacles;
    for (std::size_t i = 0; i < points.size(); ++i) {
        labels.push_back({points[i], QString::number(1000 + i)});
        obstacles.push_back({points[i], kRadius});
    }
    PointLabels::add(chart.get(), line, std::move(labels), std::move(obstacles),
                     {QFont(QStringLiteral("DejaVu Sans"), 9), Qt::black});
    return chart;
}

bool meets(const QRectF& box, QPointF centre, qreal radius)
{
    const qreal x = std::clamp(centre.x(), box.left(), box.right());
    const qreal y = std::clamp(centre.y(), box.top(), box.bottom());
    return std::hypot(centre.x() - x, centre.y() - y) < radius;
}

} // namespace

TEST(PointLabelsTest, NeverMeetEachOtherOrAnotherMarkerAndStayInsideThePlot)
{
    test::ensureApplication();
    for (const QSizeF size :
         {QSizeF(340, 420), QSizeF(640, 480), QSizeF(900, 560), QSizeF(1600, 800)}) {
        std::vector<QPointF> points;
        const LaidOutChart laid(crowdedChart(points), size);
        const PointLabels* labels = laid.overlay<PointLabels>();
        ASSERT_NE(labels, nullptr);
        const QRectF plot = laid.chart()->plotArea();
        QAbstractSeries* mapping = laid.chart()->series().front();
        std::vector<QRectF> shown;
        for (int i = 0; i < labels->items().size(); ++i) {
            const QGraphicsSimpleTextItem* item = labels->items()[i];
            if (!item->isVisible())
                continue;
            const QRectF box = item->sceneBoundingRect();
            EXPECT_TRUE(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box)) << size.width();
            for (const QRectF& other : shown)
                EXPECT_FALSE(box.intersects(other)) << item->text().toStdString();
            const QPointF own = laid.chart()->mapToPosition(points[std::size_t(i)], mapping);
            for (std::size_t p = 0; p < points.size(); ++p) {
                // Points on the label's own spot share it.
                const QPointF other = laid.chart()->mapToPosition(points[p], mapping);
                if (std::hypot(other.x() - own.x(), other.y() - own.y()) < kRadius)
                    continue;
                EXPECT_FALSE(
                    meets(box, laid.chart()->mapToPosition(points[p], mapping), kRadius - 0.5))
                    << item->text().toStdString() << " on point " << p << " at " << size.width();
            }
            shown.push_back(box);
        }
        // The first labels (the ones a chart lists first) find room; crowded ones may not, and
        // points on one spot share a label.
        EXPECT_TRUE(labels->items().front()->isVisible());
        EXPECT_GT(shown.size(), 8u) << size.width();
        EXPECT_LT(shown.size(), points.size()) << "the tight end of the spiral has no room";
        // (Shown where the crowded centre leaves room for it, which it may not.)
        bool joined = false;
        for (const QGraphicsSimpleTextItem* item : labels->items())
            joined = joined || item->text() == QStringLiteral("1040 / 1041 / 1042");
        EXPECT_TRUE(joined) << "three points on one spot at " << size.width();
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 39: the category chart printed in grey. The chart is drawn as the report draws it (a
// scene rendered with antialiasing), the picture turned to grey as a greyscale printer does, and
// the grey level read in each stacked segment's fill: neighbours differ by at least 15 %.
#include "charts/ChartFactory.h"
#include "tests/charts/ChartTestData.h"
#include "tests/support/WidgetApplication.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(CategoryChartGreyscaleTest, NeighbouringSegmentsDifferInGrey)
{
    test::ensureApplication();
    CategoryCostData data;
    data.categories = {CostCategory::Hardware,      CostCategory::Licensing,
                       CostCategory::Power,         CostCategory::Staff,
                       CostCategory::Jitter,        CostCategory::Incidents,
                       CostCategory::Rearchitecture};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    data.values = {std::vector<Money>(data.categories.size(), test::usd("1000"))};
    QGraphicsScene scene;
    QChart* chart = ChartFactory::costByCategory(data, test::englishStyle()).release();
    scene.addItem(chart); // the scene owns it
    chart->resize(900, 420);
    scene.setSceneRect(QRectF(QPointF(0, 0), chart->size()));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QImage image(900, 420, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
    }
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    std::vector<int> greys;
    for (std::size_t c = 0; c < data.categories.size(); ++c) {
        // The segment's middle across, in the series' own values, and above its name (the
        // bar is half a category thick; a name a small part of it): the fill itself.
        const qreal middle = bars->barSets()[int(c)]->at(0) * (qreal(c) + 0.5);
        const QPoint at = chart->mapToPosition(QPointF(middle, 0.18), bars).toPoint();
        ASSERT_TRUE(image.rect().contains(at)) << c;
        greys.push_back(qGray(image.pixel(at)));
    }
    for (std::size_t c = 1; c < greys.size(); ++c)
        EXPECT_GE(std::abs(greys[c] - greys[c - 1]), qRound(0.15 * 255))
            << "segments " << c - 1 << " and " << c << ": " << greys[c - 1] << " vs " << greys[c];
}

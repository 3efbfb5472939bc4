// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 39: the category chart names its segments inside them, so colour is not the only sign.
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "tests/charts/ChartTestData.h"
#include "tests/support/WidgetApplication.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>

#include <gtest/gtest.h>
#include <map>

using namespace fabrictco;

TEST(SegmentLabelsTest, AWideSegmentShowsItsNameANarrowOneItsNumberATinyOneNothing)
{
    test::ensureApplication();
    CategoryCostData data;
    data.categories = {CostCategory::Hardware, CostCategory::Licensing, CostCategory::Power};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    data.values = {{test::usd("9000"), test::usd("400"), test::usd("1")}};
    QGraphicsScene scene;
    QChart* chart = ChartFactory::costByCategory(data, test::englishStyle()).release();
    scene.addItem(chart);
    chart->resize(900, 420);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    std::map<QString, const QGraphicsSimpleTextItem*> shown;
    for (const QGraphicsItem* item : chart->childItems())
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
            text && text->isVisible())
            shown[text->text()] = text;
    EXPECT_TRUE(shown.count(QStringLiteral("Hardware")));
    EXPECT_FALSE(shown.count(QStringLiteral("1"))) << "the name fits: no number beside it";
    EXPECT_TRUE(shown.count(QStringLiteral("2"))) << "licences: too narrow for the name";
    EXPECT_FALSE(shown.count(QStringLiteral("Licences and support")));
    EXPECT_FALSE(shown.count(QStringLiteral("3"))) << "power: too narrow for anything";
    EXPECT_FALSE(shown.count(QStringLiteral("Power and cooling")));
    // Each in the ink that reads on its fill: white on the dark blue, black on the yellow.
    ASSERT_TRUE(shown.count(QStringLiteral("Hardware")) && shown.count(QStringLiteral("2")));
    EXPECT_GE(ChartPalette::contrast(shown.at(QStringLiteral("Hardware"))->brush().color(),
                                     ChartPalette::categoryColor(0)),
              4.5);
    EXPECT_GE(ChartPalette::contrast(shown.at(QStringLiteral("2"))->brush().color(),
                                     ChartPalette::categoryColor(1)),
              4.5);
}

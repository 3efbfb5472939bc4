// SPDX-License-Identifier: GPL-3.0-or-later
// The cost-against-risk chart: this cluster's size ringed on every plan, the best plan's ring
// named so, and the sizes labelled where a reader can tell which point a label is for (found by
// strangers: "1,207" under a marker, this cluster's point unmarked on the losing plan).
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "charts/PointLabels.h"
#include "tests/charts/ChartTestData.h"
#include "tests/charts/LaidOutChart.h"

#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>

#include <gtest/gtest.h>

using namespace fabrictco;
using test::englishStyle;
using test::LaidOutChart;
using test::seriesNamed;
using test::usd;

namespace {

CostRiskData twoPlansAt64And128()
{
    CostRiskData data;
    data.clusterNodes = 128;
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {{64, usd("2000"), usd("300")}, {128, usd("2100"), usd("310")}}});
    data.plans.push_back({{QStringLiteral("RoCE"), Fabric::RoCE, 0},
                          {{64, usd("2300"), usd("500")}, {128, usd("2400"), usd("520")}}});
    return data;
}

/// The texts of the labels shown at `size`.
QStringList shownLabels(const LaidOutChart& laid)
{
    QStringList texts;
    if (const auto* labels = laid.overlay<PointLabels>())
        for (const QGraphicsSimpleTextItem* item : labels->items())
            if (item->isVisible())
                texts << item->text();
    return texts;
}

} // namespace

TEST(CostRiskChartTest, ThisClustersSizeIsRingedOnEveryPlanAndTheBestPlansRingSaysSo)
{
    test::ensureApplication();
    CostRiskData data = twoPlansAt64And128();
    data.dominant = 0;
    const LaidOutChart best(ChartFactory::costVsRisk(data, englishStyle()), QSizeF(900, 560));
    const auto bestRing = seriesNamed<QScatterSeries>(*best.chart(), QStringLiteral("Best at"));
    ASSERT_EQ(bestRing.size(), 1);
    ASSERT_EQ(bestRing.front()->count(), 1);
    EXPECT_EQ(bestRing.front()->at(0), QPointF(2100, 310));
    EXPECT_TRUE(bestRing.front()->name().contains(QStringLiteral("Best at 128 nodes")));
    // The diamond marks this size on every plan, the best one's too (found by a stranger).
    const auto diamonds =
        seriesNamed<QScatterSeries>(*best.chart(), QStringLiteral("This cluster (128 nodes)"));
    ASSERT_EQ(diamonds.size(), 1);
    ASSERT_EQ(diamonds.front()->count(), 2);
    EXPECT_EQ(diamonds.front()->at(0), QPointF(2100, 310));
    EXPECT_EQ(diamonds.front()->at(1), QPointF(2400, 520));
    EXPECT_EQ(diamonds.front()->pen().color(), ChartPalette::ink(englishStyle()));
    EXPECT_EQ(diamonds.front()->markerShape(), QScatterSeries::MarkerShapeRotatedRectangle);
    EXPECT_GT(bestRing.front()->markerSize(), diamonds.front()->markerSize()) << "round it";

    // Without a plan that is best on both counts: no "best" ring, the ink ring on both.
    data.dominant.reset();
    const LaidOutChart none(ChartFactory::costVsRisk(data, englishStyle()), QSizeF(900, 560));
    EXPECT_TRUE(seriesNamed<QScatterSeries>(*none.chart(), QStringLiteral("Best at")).isEmpty());
    const auto both =
        seriesNamed<QScatterSeries>(*none.chart(), QStringLiteral("This cluster (128 nodes)"));
    ASSERT_EQ(both.size(), 1);
    ASSERT_EQ(both.front()->count(), 2);
    EXPECT_EQ(both.front()->at(1), QPointF(2400, 520));
}

TEST(CostRiskChartTest, EverySizeButThisClustersIsLabelledWhereThereIsRoom)
{
    test::ensureApplication();
    const LaidOutChart laid(ChartFactory::costVsRisk(twoPlansAt64And128(), englishStyle()),
                            QSizeF(900, 560));
    // The ringed size's label would sit under its ring: its legend entry names it.
    EXPECT_EQ(shownLabels(laid), (QStringList{QStringLiteral("64"), QStringLiteral("64")}));
    // The two plans' markers differ in shape, for greyscale and colour-blind readers.
    QList<int> shapes;
    for (QAbstractSeries* series : laid.chart()->series())
        if (auto* scatter = qobject_cast<QScatterSeries*>(series);
            scatter && scatter->count() == 2 && !scatter->name().contains(QStringLiteral("This")))
            shapes << int(scatter->markerShape());
    ASSERT_EQ(shapes.size(), 2);
    EXPECT_NE(shapes[0], shapes[1]);
}

TEST(CostRiskChartTest, PointsOnTopOfEachOtherShareOneLabel)
{
    test::ensureApplication();
    CostRiskData data;
    data.clusterNodes = 16;
    // 32, 64 and 256 on one spot: labels round it could not be told apart, and one naming only
    // 256 left the others unnamed, so the spot has one label naming all three in order.
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {{16, usd("1000"), usd("100")},
                           {32, usd("2000"), usd("300")},
                           {64, usd("2000.5"), usd("300.2")},
                           {256, usd("2001"), usd("300.4")}}});
    const LaidOutChart laid(ChartFactory::costVsRisk(data, englishStyle()), QSizeF(900, 560));
    EXPECT_EQ(shownLabels(laid), QStringList{QStringLiteral("32 / 64 / 256")});
}

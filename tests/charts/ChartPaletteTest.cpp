// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartPalette.h"

#include "charts/ChartFactory.h"
#include "tests/charts/ChartTestData.h"
#include "tests/support/WidgetApplication.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>

#include <gtest/gtest.h>
#include <memory>
#include <set>
#include <tuple>

using namespace fabrictco;
using test::englishStyle;
using test::usd;

namespace {

/// The grey level a greyscale printer or photocopier gives a colour (ITU-R BT.601 luma).
int greyLevel(const QColor& c)
{
    return qRound(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue());
}
} // namespace

TEST(ChartPaletteTest, PlansStayApartInGreyscaleByLightnessPatternAndMarker)
{
    // Printed on an office laser printer, IB green and RoCE blue used to be one grey (106 vs 98).
    const QColor ib = ChartPalette::planColor(Fabric::InfiniBand, 0);
    const QColor roce = ChartPalette::planColor(Fabric::RoCE, 0);
    EXPECT_GE(std::abs(greyLevel(ib) - greyLevel(roce)), 60)
        << greyLevel(ib) << " vs " << greyLevel(roce);
    // Up to six plans: each slot has its own pattern-and-marker pair.
    std::set<std::pair<int, int>> looks;
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
        for (int index = 0; index < 3; ++index)
            looks.insert({int(ChartPalette::planDash(fabric, index)),
                          ChartPalette::planMarker(fabric, index)});
    EXPECT_EQ(looks.size(), 6u);
    EXPECT_NE(ChartPalette::planDash(Fabric::InfiniBand, 0),
              ChartPalette::planDash(Fabric::RoCE, 0));
}

TEST(ChartPaletteTest, NoTwoPlansOfAFabricLookAlikeUpToSixEach)
{
    // A fourth plan of one fabric took the first one's colour, pattern and marker.
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
        std::set<std::tuple<QRgb, int, int>> looks;
        for (int index = 0; index < 6; ++index)
            looks.insert({ChartPalette::planColor(fabric, index).rgb(),
                          int(ChartPalette::planDash(fabric, index)),
                          ChartPalette::planMarker(fabric, index)});
        EXPECT_EQ(looks.size(), 6u) << (fabric == Fabric::InfiniBand ? "InfiniBand" : "RoCE");
    }
    // A plan that wraps round its family's colours differs from the first by more than colour.
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
        EXPECT_NE(ChartPalette::planMarker(fabric, 3), ChartPalette::planMarker(fabric, 0));
        EXPECT_NE(ChartPalette::planDash(fabric, 3), ChartPalette::planDash(fabric, 0));
    }
}

TEST(ChartPaletteTest, StackedCategoriesStepInLightness)
{
    test::ensureApplication();
    for (int c = 1; c < 7; ++c)
        EXPECT_GE(greyLevel(ChartPalette::categoryColor(c)) -
                      greyLevel(ChartPalette::categoryColor(c - 1)),
                  15)
            << c;
    CategoryCostData data;
    data.categories = {CostCategory::Hardware, CostCategory::Power};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    data.values = {{usd("5000"), usd("700")}};
    std::unique_ptr<QChart> chart(ChartFactory::costByCategory(data, englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_EQ(bars->barSets()[0]->color(), ChartPalette::categoryColor(0));
}

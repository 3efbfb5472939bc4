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

TEST(ChartPaletteTest, NeighbouringCategoriesDifferInGreyscale)
{
    // Issue 39: printed in grey, neighbours in the stacked bar (licences/power, staff/jitter)
    // were one grey. Neighbours now differ by at least 15 % of the grey scale.
    test::ensureApplication();
    for (int c = 1; c < 7; ++c)
        EXPECT_GE(std::abs(greyLevel(ChartPalette::categoryColor(c)) -
                           greyLevel(ChartPalette::categoryColor(c - 1))),
                  qRound(0.15 * 255))
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

TEST(ChartPaletteTest, PlanColoursAsTextReachTheTextContrastOnBothThemes)
{
    // Issue 39: the orange RoCE name at its line's end read 2.25:1 on white (pale grey printed).
    for (const bool dark : {false, true}) {
        ChartStyle style = englishStyle();
        style.dark = dark;
        const QColor background = dark ? QColor(0x2e, 0x30, 0x3a) : QColor(Qt::white);
        for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
            for (int index = 0; index < 3; ++index) {
                const QColor plan = ChartPalette::planColor(fabric, index);
                const QColor text = ChartPalette::readableText(plan, style);
                EXPECT_GE(ChartPalette::contrast(text, background), 4.5)
                    << plan.name().toStdString() << (dark ? " dark" : " light");
                // A colour that already reads is kept as it is.
                if (ChartPalette::contrast(plan, background) >= 4.5) {
                    EXPECT_EQ(text, plan) << plan.name().toStdString();
                }
            }
    }
    EXPECT_NEAR(ChartPalette::contrast(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(ChartPalette::contrast(QColor(0xe6, 0x9f, 0x00), Qt::white), 2.25, 0.05);
}

TEST(ChartPaletteTest, EveryLineBarAndMarkerReachesTheGraphicsContrastOnBothThemes)
{
    // Issue 40: the RoCE orange was 2.25:1 on white, the second InfiniBand green 2.05:1 and the
    // sensitivity chart's high bars 2.25:1. WCAG 1.4.11 asks 3:1 of graphics that carry meaning.
    for (const bool dark : {false, true}) {
        ChartStyle style = englishStyle();
        style.dark = dark;
        const QColor background = ChartPalette::background(style);
        for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
            for (int index = 0; index < 6; ++index) {
                const QColor line = ChartPalette::planColorOn({QString(), fabric, index}, style);
                EXPECT_GE(ChartPalette::contrast(line, background), 3.0)
                    << line.name().toStdString() << (dark ? " dark" : " light");
            }
        for (const QColor& graphic :
             {ChartPalette::inputLowColor(style), ChartPalette::inputHighColor(style),
              ChartPalette::highlight(style), ChartPalette::ink(style)})
            EXPECT_GE(ChartPalette::contrast(graphic, background), 3.0)
                << graphic.name().toStdString() << (dark ? " dark" : " light");
        EXPECT_GE(ChartPalette::contrast(ChartPalette::ink(style), background), 4.5);
    }
    // On white the plans keep their own colours: the light theme's lines are the palette's.
    ChartStyle light = englishStyle();
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
        for (int index = 0; index < 3; ++index) {
            EXPECT_EQ(ChartPalette::planColorOn({QString(), fabric, index}, light),
                      ChartPalette::planColor(fabric, index));
        }
}

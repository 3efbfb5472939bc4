// SPDX-License-Identifier: GPL-3.0-or-later
// The gap chart's labels on its zero line (charts/BreakEvenLabels), laid out at real sizes.
#include "charts/BreakEvenLabels.h"

#include "charts/ChartFactory.h"
#include "charts/LegendRows.h"
#include "tests/charts/ChartTestData.h"
#include "tests/charts/LaidOutChart.h"
#include "tests/support/WidgetApplication.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>

#include <algorithm>
#include <gtest/gtest.h>

using namespace fabrictco;
using test::englishStyle;
using test::LaidOutChart;
using test::twoPlanGap;
using test::usd;

namespace {

/// Three plans against a reference, crossing zero at sizes close together on the log axis
/// (the stranger's "207 nodes" and "228 nodes"), with long names.
GapSweepData crowdedGap()
{
    GapSweepData data = twoPlanGap();
    data.reference.name = QStringLiteral("RoCE, one switch vendor");
    data.plans.front().plan.name = QStringLiteral("InfiniBand NDR");
    GapSweepData::Plan second = data.plans.front();
    second.plan = {QStringLiteral("InfiniBand XDR quoted by the second vendor"), Fabric::InfiniBand,
                   1};
    GapSweepData::Plan third = data.plans.front();
    third.plan = {QStringLiteral("RoCE B - Tomahawk 5 white box"), Fabric::RoCE, 1};
    data.plans.push_back(second);
    data.plans.push_back(third);
    data.breakEvens.clear();
    for (const auto& [nodes, plan] : std::vector<std::pair<int, std::size_t>>{
             {51, 0}, {51, 1}, {207, 0}, {228, 1}, {304, 2}, {40, 2}, {500, 0}})
        data.breakEvens.push_back({nodes, true, plan, true});
    return data;
}

} // namespace

TEST(BreakEvenLabelsTest, NeverMeetAndStayInsideThePlotAtAnyWidth)
{
    test::ensureApplication();
    // A narrow window pane, the window at 1280, a slide and a wide screen. (At 340 x 420 this
    // crowded legend takes six rows and leaves the plot no room for a row of labels: it once
    // passed only because the legend was drawn over the plot.)
    for (const QSizeF size :
         {QSizeF(340, 620), QSizeF(480, 520), QSizeF(900, 560), QSizeF(1600, 800)}) {
        const LaidOutChart laid(ChartFactory::gapVsNodes(crowdedGap(), englishStyle()), size);
        const BreakEvenLabels* labels = laid.overlay<BreakEvenLabels>();
        ASSERT_NE(labels, nullptr);
        const QRectF plot = laid.chart()->plotArea();
        ASSERT_FALSE(plot.isEmpty()) << size.width();
        const auto& items = labels->items();
        ASSERT_EQ(items.size(), 7) << "six sizes (51 shared by two plans) and the line's name";
        for (int i = 0; i < items.size(); ++i) {
            const QRectF box = items[i]->sceneBoundingRect();
            EXPECT_TRUE(items[i]->isVisible());
            EXPECT_FALSE(items[i]->text().isEmpty());
            EXPECT_GE(box.left(), plot.left() - 0.5) << items[i]->text().toStdString();
            EXPECT_LE(box.right(), plot.right() + 0.5)
                << items[i]->text().toStdString() << " at " << size.width();
            EXPECT_GE(box.top(), plot.top() - 0.5) << items[i]->text().toStdString();
            EXPECT_LE(box.bottom(), plot.bottom() + 0.5) << items[i]->text().toStdString();
            for (int j = 0; j < i; ++j)
                EXPECT_FALSE(box.intersects(items[j]->sceneBoundingRect()))
                    << items[i]->text().toStdString() << " meets " << items[j]->text().toStdString()
                    << " at " << size.width();
        }
    }
}

TEST(BreakEvenLabelsTest, CloseSizesGoOnRowsOfTheirOwnAndFarOnesShareOne)
{
    test::ensureApplication();
    GapSweepData data = twoPlanGap();
    data.breakEvens.clear();
    data.breakEvens.push_back({228, true, 0, true});
    data.breakEvens.push_back({207, true, 0, false});
    data.breakEvens.push_back({40, true, 0, true});
    const LaidOutChart laid(ChartFactory::gapVsNodes(data, englishStyle()), QSizeF(900, 560));
    const auto& items = laid.overlay<BreakEvenLabels>()->items();
    ASSERT_EQ(items.size(), 4);
    // In node order, then the line's name.
    EXPECT_EQ(items[0]->text(), QStringLiteral("40 nodes"));
    EXPECT_EQ(items[1]->text(), QStringLiteral("207 nodes"));
    EXPECT_EQ(items[2]->text(), QStringLiteral("228 nodes"));
    EXPECT_EQ(items[3]->text(), QStringLiteral("break-even"));
    EXPECT_DOUBLE_EQ(items[0]->pos().y(), items[1]->pos().y()) << "far apart: one row";
    EXPECT_NE(items[2]->pos().y(), items[1]->pos().y()) << "the later one on a row of its own";
    // The labels sit above the zero line, its name under it.
    const qreal zeroY =
        laid.chart()->mapToPosition(QPointF(100, 0), laid.chart()->series().front()).y();
    EXPECT_LT(items[1]->sceneBoundingRect().bottom(), zeroY);
    EXPECT_GE(items[3]->sceneBoundingRect().top(), zeroY);
}

TEST(BreakEvenLabelsTest, EachLabelIsOnAPlateOfTheBackgroundUnderItsWords)
{
    // A steep gap line runs through a break-even's label: on a plate it passes behind the words.
    test::ensureApplication();
    const LaidOutChart laid(ChartFactory::gapVsNodes(crowdedGap(), englishStyle()),
                            QSizeF(900, 560));
    QList<const QGraphicsRectItem*> plates;
    for (const QGraphicsItem* child : laid.chart()->childItems())
        if (const auto* plate = dynamic_cast<const QGraphicsRectItem*>(child);
            plate && plate->isVisible())
            plates << plate;
    for (const QGraphicsSimpleTextItem* item : laid.overlay<BreakEvenLabels>()->items()) {
        const QRectF words = item->sceneBoundingRect();
        const bool onPlate =
            std::any_of(plates.begin(), plates.end(), [&](const QGraphicsRectItem* plate) {
                return plate->sceneBoundingRect().contains(words) &&
                       plate->zValue() < item->zValue() && plate->brush().color().alpha() > 200 &&
                       plate->sceneBoundingRect().width() < words.width() + 10;
            });
        EXPECT_TRUE(onPlate) << item->text().toStdString();
    }
}

TEST(BreakEvenLabelsTest, ALabelSitsOnTheSideItsGapLineLeavesFree)
{
    // Above the zero line a falling gap line (the reference cheaper below the size) passes
    // left of its ring, a rising one right of it: the label goes on the other side.
    test::ensureApplication();
    for (const bool rising : {false, true}) {
        GapSweepData data = twoPlanGap();
        data.breakEvens = {{200, true, 0, rising}};
        const LaidOutChart laid(ChartFactory::gapVsNodes(data, englishStyle()), QSizeF(900, 560));
        const QGraphicsSimpleTextItem* label = laid.overlay<BreakEvenLabels>()->items().front();
        const qreal ring =
            laid.chart()->mapToPosition(QPointF(200, 0), laid.chart()->series().front()).x();
        const QRectF box = label->sceneBoundingRect();
        const qreal zeroY =
            laid.chart()->mapToPosition(QPointF(200, 0), laid.chart()->series().front()).y();
        ASSERT_LT(box.bottom(), zeroY) << "above the zero line";
        if (rising)
            EXPECT_LE(box.right(), ring) << "left of the ring";
        else
            EXPECT_GE(box.left(), ring) << "right of the ring";
    }
}

TEST(BreakEvenLabelsTest, PlansBreakingEvenAtOneSizeShareALabelNamedAsTyped)
{
    // A simple text item is plain text: a name is neither escaped ("R&amp;D") nor has its
    // "@yPoint" replaced by a number (as a series' point label would).
    test::ensureApplication();
    GapSweepData data = twoPlanGap();
    GapSweepData::Plan other = data.plans.front();
    other.plan = {QStringLiteral("R&D <b> @yPoint"), Fabric::RoCE, 1};
    data.plans.push_back(other);
    data.breakEvens = {{200, true, 0, true}, {200, true, 1, false}};
    const LaidOutChart laid(ChartFactory::gapVsNodes(data, englishStyle()), QSizeF(1200, 600));
    const auto& items = laid.overlay<BreakEvenLabels>()->items();
    ASSERT_EQ(items.size(), 2);
    EXPECT_EQ(items[0]->text(), QStringLiteral("200 nodes (RoCE and R&D <b> @yPoint)"));
}

TEST(BreakEvenLabelsTest, ALabelWiderThanThePlotIsShortenedNotCut)
{
    test::ensureApplication();
    GapSweepData data = crowdedGap(); // more than one plan: labels name theirs
    data.plans.front().plan.name = QString(60, QLatin1Char('W'));
    data.breakEvens = {{100, true, 0, true}};
    const LaidOutChart laid(ChartFactory::gapVsNodes(data, englishStyle()), QSizeF(340, 620));
    const QGraphicsSimpleTextItem* label = laid.overlay<BreakEvenLabels>()->items().front();
    EXPECT_TRUE(label->text().endsWith(QChar(0x2026))) << label->text().toStdString();
    EXPECT_LE(label->sceneBoundingRect().width(), laid.chart()->plotArea().width() + 0.5);
}

TEST(BreakEvenLabelsTest, ALegendTooLongForOneRowWrapsUnderThePlotInsteadOfBeingCut)
{
    test::ensureApplication();
    const LaidOutChart narrow(ChartFactory::gapVsNodes(crowdedGap(), englishStyle()),
                              QSizeF(420, 560));
    QLegend* legend = narrow.chart()->legend();
    EXPECT_FALSE(legend->isAttachedToChart()) << "laid out in rows of its own";
    EXPECT_GT(LegendRows::rowsNeeded(*legend, legend->geometry().width()), 1);
    EXPECT_GE(legend->geometry().top(), narrow.chart()->plotArea().bottom());
    EXPECT_LE(legend->geometry().bottom(), narrow.chart()->size().height() + 0.5);
    EXPECT_GT(LegendRows::addedHeight(*narrow.chart()), 0);
    // Wide enough for one row, it is Qt's own again.
    narrow.chart()->resize(QSizeF(2400, 560));
    test::settleLayouts();
    EXPECT_TRUE(legend->isAttachedToChart());
    EXPECT_EQ(LegendRows::addedHeight(*narrow.chart()), 0);
}

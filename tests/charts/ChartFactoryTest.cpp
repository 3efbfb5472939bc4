// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "charts/ChartDataBuilder.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "tests/charts/ChartTestData.h"
#include "tests/charts/LaidOutChart.h"
#include "tests/support/WidgetApplication.h"
#include "translations/I18n.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QXYSeries>

#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <set>

using namespace fabrictco;
using test::englishStyle;
using test::seriesNamed;
using test::twoPlanGap;
using test::usd;

namespace {

QStringList axisTitles(const QChart& chart)
{
    QStringList titles;
    for (QAbstractAxis* axis : chart.axes())
        titles << axis->titleText();
    return titles;
}

TEST(ChartFactoryTest, CumulativeTcoHasOneLinePerPlanAndExactTooltips)
{
    test::ensureApplication();
    CumulativeTcoData data;
    data.years = {1, 2, 3};
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {usd("1000000.01"), usd("2000000"), usd("3500000.5")}});
    data.plans.push_back({{QStringLiteral("RoCE"), Fabric::RoCE, 0},
                          {usd("800000"), usd("1900000"), usd("3900000")}});
    std::unique_ptr<QChart> chart(ChartFactory::cumulativeTco(data, englishStyle()));
    // One line per plan and, over it, its points in the plan's marker shape.
    ASSERT_EQ(chart->series().size(), 4);
    // The legend names each plan once: the marker series stay out of it.
    int scatters = 0;
    for (QAbstractSeries* series : chart->series()) {
        if (series->type() != QAbstractSeries::SeriesTypeScatter)
            continue;
        ++scatters;
        for (QLegendMarker* marker : chart->legend()->markers(series))
            EXPECT_FALSE(marker->isVisible());
    }
    EXPECT_EQ(scatters, 2);
    auto* ib = qobject_cast<QXYSeries*>(chart->series().first());
    ASSERT_NE(ib, nullptr);
    EXPECT_EQ(ib->count(), 3);
    const QStringList texts = ib->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(texts.size(), 3);
    // The tooltip shows the ledger's cents, which the plotted double (in millions) would lose.
    EXPECT_TRUE(texts[0].contains(QStringLiteral("1,000,000.01 USD"))) << texts[0].toStdString();
    EXPECT_TRUE(axisTitles(*chart).join(QLatin1Char('|')).contains(QStringLiteral("million USD")));
    // The years' axis runs a little past the first and last years, so their markers are whole
    // (Qt clips a series to the plot), with its ticks on the whole years.
    const auto* years = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).first());
    ASSERT_NE(years, nullptr);
    EXPECT_LT(years->min(), 1.0);
    EXPECT_GT(years->max(), 3.0);
    EXPECT_EQ(years->tickType(), QValueAxis::TicksDynamic);
    EXPECT_DOUBLE_EQ(years->tickAnchor(), 1.0);
    EXPECT_DOUBLE_EQ(years->tickInterval(), 1.0);
}

TEST(ChartFactoryTest, CategoryChartStacksOneSetPerCategory)
{
    test::ensureApplication();
    CategoryCostData data;
    data.categories = {CostCategory::Hardware, CostCategory::Power};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                  {QStringLiteral("RoCE"), Fabric::RoCE, 0}};
    data.values = {{usd("5000"), usd("700")}, {usd("3000"), usd("650")}};
    std::unique_ptr<QChart> chart(ChartFactory::costByCategory(data, englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 2);
    // Numbered in the legend's key: a segment too narrow for the name shows the number.
    EXPECT_EQ(bars->barSets()[1]->label(), QStringLiteral("2 Power and cooling"));
    const QStringList texts =
        bars->barSets()[1]->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(texts.size(), 2);
    // Horizontal bars list the first plan on top, so the bottom bar (index 0) is the last plan.
    EXPECT_TRUE(texts[0].contains(QStringLiteral("RoCE — Power and cooling: 650.00 USD")))
        << texts[0].toStdString();
    EXPECT_DOUBLE_EQ(bars->barSets()[0]->at(1), 5.0); // IB's hardware, in thousands, on top
    EXPECT_TRUE(axisTitles(*chart).join(QLatin1Char('|')).contains(QStringLiteral("thousand USD")));
}

TEST(ChartFactoryTest, GapChartHasZeroLineBreakEvenGrowthPathAndExactTooltips)
{
    test::ensureApplication();
    std::unique_ptr<QChart> chart(ChartFactory::gapVsNodes(twoPlanGap(), englishStyle()));
    const QString title = ChartFactory::plainTitle(*chart);
    EXPECT_TRUE(title.simplified().contains(QStringLiteral(
        "The line is RoCE's cost minus IB's: above zero IB is cheaper, below it RoCE")))
        << title.toStdString();
    // The zero line spans the plotted sizes at 0; the break-even ring sits on it.
    const auto zero = seriesNamed<QLineSeries>(*chart, QStringLiteral("break-even"));
    ASSERT_EQ(zero.size(), 1);
    EXPECT_EQ(zero.front()->at(0).y(), 0.0);
    const auto rings = seriesNamed<QScatterSeries>(*chart, QStringLiteral("Break-even"));
    ASSERT_EQ(rings.size(), 1);
    EXPECT_EQ(rings.front()->at(0), QPointF(100, 0));
    const QStringList ringText = rings.front()->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(ringText.size(), 1);
    EXPECT_TRUE(ringText.front().contains(QStringLiteral("from 100 nodes on IB is cheaper")))
        << ringText.front().toStdString();
    // The band and the shaded growth path are areas; the gap line carries the exact figures.
    EXPECT_EQ(seriesNamed<QAreaSeries>(*chart, QStringLiteral("P5")).size(), 1);
    EXPECT_EQ(seriesNamed<QAreaSeries>(*chart, QStringLiteral("growth to 512 nodes")).size(), 1);
    EXPECT_EQ(seriesNamed<QLineSeries>(*chart, QStringLiteral("This cluster (128 nodes)")).size(),
              1);
    const auto gap = seriesNamed<QLineSeries>(*chart, QStringLiteral("RoCE"));
    ASSERT_FALSE(gap.isEmpty());
    const QStringList texts = gap.front()->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(texts.size(), 3);
    EXPECT_TRUE(texts[1].contains(QStringLiteral("500,000.00")) &&
                texts[1].contains(QStringLiteral("P5 -100,000.00")))
        << texts[1].toStdString();
    // Plotted in millions, with zero inside the axis.
    EXPECT_DOUBLE_EQ(gap.front()->at(2).y(), 9.0);
    const auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).first());
    ASSERT_NE(y, nullptr);
    EXPECT_LT(y->min(), -3.0);
    EXPECT_GT(y->max(), 12.0);
}

// Issue 38: on the whole range's scale (+-600 M) the 2-4 M gap at the cluster's own size was a
// line on zero. The second view keeps the sizes near the growth path, on the expected gaps'
// own scale, and says when the band runs past it.
TEST(ChartFactoryTest, TheGapNearTheClusterIsZoomedToItsGrowthPathAndExpectedGaps)
{
    test::ensureApplication();
    GapSweepData data;
    data.reference = {QStringLiteral("IB"), Fabric::InfiniBand, 0};
    data.plans.push_back({{QStringLiteral("RoCE"), Fabric::RoCE, 0},
                          {16, 64, 128, 256, 1024, 8192},
                          {usd("-600000000"), usd("1000000"), usd("2000000"), usd("4000000"),
                           usd("-30000000"), usd("500000000")},
                          {usd("-700000000"), usd("-50000000"), usd("-60000000"), usd("-70000000"),
                           usd("-90000000"), usd("100000000")},
                          {usd("-500000000"), usd("50000000"), usd("60000000"), usd("70000000"),
                           usd("90000000"), usd("900000000")},
                          {}});
    data.breakEvens.push_back({40, true, 0, true});
    data.breakEvens.push_back({300, true, 0, false});
    data.growth = {128, 256};

    const GapSweepData near = ChartDataBuilder::gapNearGrowthPath(data);
    ASSERT_EQ(near.plans.size(), 1U);
    // Half the first year's size to twice the last year's: 64 to 512.
    EXPECT_EQ(near.plans.front().nodes, (std::vector<int>{64, 128, 256}));
    EXPECT_EQ(near.plans.front().expected.front(), usd("1000000"));
    EXPECT_EQ(near.plans.front().p95.back(), usd("70000000"));
    ASSERT_EQ(near.breakEvens.size(), 1U);
    EXPECT_EQ(near.breakEvens.front().nodes, 300);

    std::unique_ptr<QChart> chart(
        ChartFactory::gapVsNodes(data, englishStyle(), ChartFactory::GapRange::NearCluster));
    const QString title = ChartFactory::plainTitle(*chart);
    EXPECT_TRUE(title.contains(QStringLiteral("near this cluster")) &&
                title.contains(QStringLiteral("From 64 to 256 nodes")) &&
                title.contains(QStringLiteral("band runs past it")))
        << title.toStdString();
    const auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).first());
    ASSERT_NE(y, nullptr);
    // The expected gaps (1 to 4 million) fill the scale; zero stays inside.
    EXPECT_LE(y->min(), 0.0);
    EXPECT_GE(y->max(), 4.0);
    EXPECT_LT(y->max(), 10.0);
    // The whole range keeps its own scale and title.
    std::unique_ptr<QChart> whole(ChartFactory::gapVsNodes(data, englishStyle()));
    EXPECT_FALSE(ChartFactory::plainTitle(*whole).contains(QStringLiteral("near this cluster")));
}

// Found by strangers: with a plan that stops fitting, the zoom said "around this cluster and its
// growth" over sizes that end at the cluster, or drew smaller sizes alone as this cluster's gap.
TEST(ChartFactoryTest, TheGapNearTheClusterSaysWhereThePlansStopFitting)
{
    test::ensureApplication();
    GapSweepData data;
    data.reference = {QStringLiteral("RoCE"), Fabric::RoCE, 0};
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {400, 800, 1500},
                          {usd("-1000000"), usd("-2000000"), usd("-3000000")},
                          {},
                          {},
                          {}});
    data.growth = {1500, 7500};
    const auto title = [&] {
        std::unique_ptr<QChart> chart(
            ChartFactory::gapVsNodes(data, englishStyle(), ChartFactory::GapRange::NearCluster));
        return ChartFactory::plainTitle(*chart);
    };
    EXPECT_TRUE(title().contains(QStringLiteral("From 800 to 1,500 nodes, around this cluster's "
                                                "size")))
        << title().toStdString();
    // The cluster itself beyond the line's end: no zoom, a message.
    data.growth = {1700, 8500};
    std::unique_ptr<QChart> message(
        ChartFactory::gapVsNodes(data, englishStyle(), ChartFactory::GapRange::NearCluster));
    EXPECT_TRUE(message->series().isEmpty());
    EXPECT_TRUE(ChartFactory::plainTitle(*message).contains(
        QStringLiteral("No gap to draw at this cluster's size (1,700 nodes)")))
        << ChartFactory::plainTitle(*message).toStdString();
}

TEST(ChartFactoryTest, AZeroLineWithoutABreakEvenIsNamedEqualCost)
{
    // Found by a stranger (issue 39): the zero line read "break-even" under a title that says
    // there is none in the range.
    test::ensureApplication();
    const auto zeroLineNames = [](const GapSweepData& data) {
        QGraphicsScene scene;
        QChart* chart = ChartFactory::gapVsNodes(data, englishStyle()).release();
        scene.addItem(chart); // the scene owns it
        chart->resize(900, 500);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QStringList names;
        for (const QGraphicsItem* item : chart->childItems())
            if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item);
                text && text->isVisible() &&
                (text->text() == QStringLiteral("break-even") ||
                 text->text() == QStringLiteral("equal cost")))
                names << text->text();
        return names;
    };
    EXPECT_EQ(zeroLineNames(twoPlanGap()), QStringList{QStringLiteral("break-even")});
    GapSweepData none = twoPlanGap();
    none.breakEvens.clear();
    EXPECT_EQ(zeroLineNames(none), QStringList{QStringLiteral("equal cost")});
}

TEST(ChartFactoryTest, GapChartWithoutABandStillDrawsTheExpectedGap)
{
    test::ensureApplication();
    GapSweepData data = twoPlanGap();
    data.plans.front().p5.clear();
    data.plans.front().p95.clear();
    data.growth = {128, 128};
    std::unique_ptr<QChart> chart(ChartFactory::gapVsNodes(data, englishStyle()));
    EXPECT_TRUE(seriesNamed<QAreaSeries>(*chart, QStringLiteral("P5")).isEmpty());
    // No growth: the cluster's size is a dashed line, not a shaded range.
    EXPECT_EQ(seriesNamed<QLineSeries>(*chart, QStringLiteral("This cluster (128 nodes)")).size(),
              1);
    const auto gap = seriesNamed<QLineSeries>(*chart, QStringLiteral("RoCE"));
    ASSERT_FALSE(gap.isEmpty());
    EXPECT_FALSE(gap.front()
                     ->property(ChartFactory::kPointTexts)
                     .toStringList()[0]
                     .contains(QStringLiteral("P5")));
}

TEST(ChartFactoryTest, CostPerGpuMonthIsLinearWithBandsAndTheClustersGrowth)
{
    test::ensureApplication();
    CostPerGpuMonthData data;
    data.plans.push_back({{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                          {32, 128, 512},
                          {usd("2000"), usd("2100"), usd("2150")},
                          {usd("2200"), usd("2250"), usd("2300")},
                          {usd("2500"), usd("2550"), usd("2600")},
                          {}});
    data.growth = {128, 512};
    std::unique_ptr<QChart> chart(ChartFactory::costPerGpuMonth(data, englishStyle()));
    const auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).first());
    ASSERT_NE(y, nullptr) << "a linear axis, not a log one";
    // From just below the lowest band, not from zero: the plans' differences are the picture.
    EXPECT_GT(y->min(), 1000.0);
    EXPECT_LE(y->min(), 2000.0);
    const auto lines = seriesNamed<QLineSeries>(*chart, QStringLiteral("IB"));
    ASSERT_FALSE(lines.isEmpty());
    const QStringList texts = lines.front()->property(ChartFactory::kPointTexts).toStringList();
    EXPECT_TRUE(texts[1].contains(QStringLiteral("2,250.00")) &&
                texts[1].contains(QStringLiteral("per GPU-month")))
        << texts[1].toStdString();
}

/// RoCE against IB over an efficiency loss (10 % to 90 %) and the PUE (1.25 to 2): the loss
/// swings more.
TornadoData lossAndPueTornado()
{
    TornadoData data;
    data.first = {QStringLiteral("RoCE"), Fabric::RoCE, 0};
    data.second = {QStringLiteral("IB"), Fabric::InfiniBand, 0};
    data.base = usd("100");
    data.bars.push_back({"efficiency_loss", std::nullopt, 0.1, 0.9, usd("50"), usd("180")});
    data.bars.push_back({"power.pue", std::nullopt, 1.25, 2, usd("95"), usd("103")});
    return data;
}

TEST(ChartFactoryTest, TornadoPutsTheLargestSwingOnTop)
{
    test::ensureApplication();
    std::unique_ptr<QChart> chart(ChartFactory::tornado(lossAndPueTornado(), englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    QBarSet* low = bars->barSets()[0];
    // Categories run bottom-up: the last value is the top bar, the biggest swing.
    EXPECT_DOUBLE_EQ(low->at(1), -50.0);
    EXPECT_DOUBLE_EQ(low->at(0), -5.0);
}

// A bar's readout gives the input as its field does: a share in per cent (it said "0.1" for a
// loss of 10 %; found by a stranger), a plain number as it is.
TEST(ChartFactoryTest, TornadoReadoutsGiveSharesInPerCent)
{
    test::ensureApplication();
    std::unique_ptr<QChart> chart(ChartFactory::tornado(lossAndPueTornado(), englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    const QStringList low = bars->barSets()[0]->property(ChartFactory::kPointTexts).toStringList();
    const QStringList high = bars->barSets()[1]->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(low.size(), 2);
    // Bottom-up: the PUE first, the loss (the larger swing) on top.
    EXPECT_TRUE(low[1].contains(QStringLiteral(" = 10 %: "))) << low[1].toStdString();
    EXPECT_TRUE(high[1].contains(QStringLiteral(" = 90 %: "))) << high[1].toStdString();
    EXPECT_TRUE(low[0].contains(QStringLiteral(" = 1.25: "))) << low[0].toStdString();
}

TEST(ChartFactoryTest, CategoryLabelsAreCutOnlyWhereThePageWidthIsUnknown)
{
    test::ensureApplication();
    TornadoData data;
    data.base = usd("100");
    const ChartPlan plan{QStringLiteral("RoCE, one switch vendor"), Fabric::RoCE, 0};
    data.bars.push_back({"staff.fte_at_reference", plan, 1, 2, usd("95"), usd("103")});
    const auto categoryAxis = [](const QChart& chart) {
        for (QAbstractAxis* axis : chart.axes())
            if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
                return categories;
        return static_cast<QBarCategoryAxis*>(nullptr);
    };
    ChartStyle style = englishStyle();
    std::unique_ptr<QChart> window(ChartFactory::tornado(data, style));
    ASSERT_NE(categoryAxis(*window), nullptr);
    EXPECT_TRUE(categoryAxis(*window)->truncateLabels()) << "a narrow window elides";
    style.fullCategoryLabels = true;
    std::unique_ptr<QChart> page(ChartFactory::tornado(data, style));
    EXPECT_FALSE(categoryAxis(*page)->truncateLabels());
    // The plan on a line of its own under the input, in the window and on the page.
    const QString twoLines = ParameterText::label("staff.fte_at_reference") +
                             QStringLiteral("<br>(RoCE, one switch vendor)");
    EXPECT_EQ(categoryAxis(*page)->categories().first(), twoLines);
    EXPECT_EQ(categoryAxis(*window)->categories().first(), twoLines);

    // A plan's name longer than its line in the window is shortened there, so Qt does not cut
    // the label to its first line and two plans' inputs stay apart; on the page it is whole.
    data.bars.front().plan->name = QStringLiteral("RoCE on the existing Ethernet vendor");
    std::unique_ptr<QChart> longWindow(ChartFactory::tornado(data, englishStyle()));
    const QString shortened = categoryAxis(*longWindow)->categories().first();
    EXPECT_TRUE(shortened.endsWith(QStringLiteral("…)"))) << shortened.toStdString();
    EXPECT_TRUE(shortened.contains(QStringLiteral("<br>(RoCE on the existing")));
    std::unique_ptr<QChart> longPage(ChartFactory::tornado(data, style));
    EXPECT_TRUE(categoryAxis(*longPage)->categories().first().endsWith(
        QStringLiteral("(RoCE on the existing Ethernet vendor)")));
}

TEST(ChartFactoryTest, TheSameDataIsDrawnInEitherLanguage)
{
    // Chart data holds no words but plan names: a language switch redraws it all in the other.
    test::ensureApplication();
    CategoryCostData categories;
    categories.categories = {CostCategory::Hardware};
    categories.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    categories.values = {{usd("5000")}};
    TornadoData tornado;
    tornado.first = {QStringLiteral("RoCE"), Fabric::RoCE, 0};
    tornado.second = {QStringLiteral("IB"), Fabric::InfiniBand, 0};
    tornado.bars.push_back({"power.pue", tornado.first, 1, 2, usd("95"), usd("103")});
    const auto words = [&] {
        std::unique_ptr<QChart> bars(ChartFactory::costByCategory(categories, englishStyle()));
        std::unique_ptr<QChart> swings(ChartFactory::tornado(tornado, englishStyle()));
        return qobject_cast<QAbstractBarSeries*>(bars->series().first())->barSets()[0]->label() +
               QLatin1Char('|') + ChartFactory::tornadoQuantity(tornado) + QLatin1Char('|') +
               ChartFactory::tornadoLabel(tornado.bars[0]);
    };
    const QString english = words();
    EXPECT_EQ(english, QStringLiteral("1 Hardware|NPV of RoCE minus IB|PUE (RoCE)"));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = words();
    i18n::installLanguage(QStringLiteral("en"));
    EXPECT_NE(chinese, english);
    EXPECT_FALSE(chinese.contains(QStringLiteral("Hardware"))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QStringLiteral("NPV of"))) << chinese.toStdString();
}

TEST(ChartFactoryTest, AnAxisCountsInTheUnitTheTextUses)
{
    // The summary says "约 1,968 万 USD" in Chinese: the axis of the same amounts counts in 万 too
    // (it read 百万, a unit the sentence beside it never uses), and in millions in English.
    test::ensureApplication();
    CategoryCostData data;
    data.categories = {CostCategory::Hardware};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    data.values = {{usd("19682259.80")}};
    ChartStyle chinese = englishStyle();
    chinese.locale = QLocale(QLocale::Chinese, QLocale::China);
    const std::unique_ptr<QChart> zh = ChartFactory::costByCategory(data, chinese);
    const std::unique_ptr<QChart> en = ChartFactory::costByCategory(data, englishStyle());
    EXPECT_TRUE(axisTitles(*zh).join(QLatin1Char('|')).contains(QStringLiteral("(万 USD)")))
        << axisTitles(*zh).join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(axisTitles(*en).join(QLatin1Char('|')).contains(QStringLiteral("(million USD)")))
        << axisTitles(*en).join(QLatin1Char('|')).toStdString();
    auto* bars = qobject_cast<QAbstractBarSeries*>(zh->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_NEAR(bars->barSets()[0]->at(0), 1968.2259, 1e-3); // plotted in 万
    // Whole ticks read whole: "2,000", not "2,000.0" (found by a stranger on the 万 axes).
    for (QAbstractAxis* axis : zh->axes()) {
        if (auto* values = qobject_cast<QValueAxis*>(axis)) {
            EXPECT_EQ(values->labelFormat(), QStringLiteral("%.0f"));
        }
    }
}

} // namespace

TEST(ChartFactoryTest, AMessageKeepsItsParagraphsAndFillsChineseLinesByWidth)
{
    test::ensureApplication();
    // A plan left out, then what the figures are: two paragraphs, as on the summary (they ran
    // into one). Chinese lines mixing a plan's Latin name were counted in characters, so some
    // held half as much as others.
    const QString chinese = QStringLiteral(
        "InfiniBand NDR 从第 2 年起容纳不下集群：届时有 12,288 个节点，而由 64 端口交换机组成、"
        "每节点 8 条轨道、收敛比 1:1 的胖树最多容纳 8,192 个节点。");
    const QString second = QStringLiteral("各项数字只属于“RoCE, one switch vendor”。");
    const auto chart =
        ChartFactory::message(chinese + QStringLiteral("\n\n") + second, ChartStyle{});
    const QStringList paragraphs = chart->title().split(QStringLiteral("<br><br>"));
    ASSERT_EQ(paragraphs.size(), 2) << chart->title().toStdString();
    const QStringList lines = paragraphs.front().split(QStringLiteral("<br>"));
    ASSERT_GE(lines.size(), 2);
    const auto columns = [](const QString& line) {
        return line.size() + std::count_if(line.begin(), line.end(),
                                           [](QChar c) { return c.unicode() >= 0x3000; });
    };
    // Every line but the last is filled to within one piece of the width, 56 columns.
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        EXPECT_LE(columns(lines.at(i)), 56) << lines.at(i).toStdString();
        EXPECT_GE(columns(lines.at(i)), 46) << lines.at(i).toStdString();
    }
}

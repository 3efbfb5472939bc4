// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFactory.h"

#include "UiTestSupport.h"
#include "presentation/MoneyFormat.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QXYSeries>

#include <gtest/gtest.h>
#include <memory>
#include <set>

using namespace fabrictco;

namespace {

Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

ChartStyle englishStyle()
{
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    return style;
}

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
}

TEST(ChartFactoryTest, CategoryChartStacksOneSetPerCategory)
{
    test::ensureApplication();
    CategoryCostData data;
    data.categories = {QStringLiteral("Hardware"), QStringLiteral("Power")};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                  {QStringLiteral("RoCE"), Fabric::RoCE, 0}};
    data.values = {{usd("5000"), usd("700")}, {usd("3000"), usd("650")}};
    std::unique_ptr<QChart> chart(ChartFactory::costByCategory(data, englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 2);
    EXPECT_EQ(bars->barSets()[1]->label(), QStringLiteral("Power"));
    const QStringList texts =
        bars->barSets()[1]->property(ChartFactory::kPointTexts).toStringList();
    ASSERT_EQ(texts.size(), 2);
    // Horizontal bars list the first plan on top, so the bottom bar (index 0) is the last plan.
    EXPECT_TRUE(texts[0].contains(QStringLiteral("RoCE — Power: 650.00 USD")))
        << texts[0].toStdString();
    EXPECT_DOUBLE_EQ(bars->barSets()[0]->at(1), 5.0); // IB's hardware, in thousands, on top
    EXPECT_TRUE(axisTitles(*chart).join(QLatin1Char('|')).contains(QStringLiteral("thousand USD")));
}

TEST(ChartFactoryTest, NodeSweepUsesALogAxisBandsAndBreakEvenMarkers)
{
    test::ensureApplication();
    NodeSweepData data;
    NodeSweepData::Plan ib{{QStringLiteral("IB"), Fabric::InfiniBand, 0},
                           {32, 128, 512},
                           {usd("1"), usd("4"), usd("16")},
                           {usd("2"), usd("5"), usd("18")},
                           {usd("3"), usd("7"), usd("25")}};
    data.plans.push_back(ib);
    data.breakEvens.push_back({100, usd("4.5"), QStringLiteral("IB = RoCE")});
    std::unique_ptr<QChart> chart(ChartFactory::costVsNodes(data, englishStyle()));
    // band + median + the median's points + one break-even marker
    EXPECT_EQ(chart->series().size(), 4);
    bool hasLogAxis = false;
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        hasLogAxis = hasLogAxis || qobject_cast<QLogValueAxis*>(axis) != nullptr;
    EXPECT_TRUE(hasLogAxis);
}

TEST(ChartFactoryTest, TornadoPutsTheLargestSwingOnTop)
{
    test::ensureApplication();
    TornadoData data;
    data.quantity = QStringLiteral("NPV difference");
    data.base = usd("100");
    data.bars.push_back({QStringLiteral("big"), QStringLiteral("0.1"), QStringLiteral("0.9"),
                         usd("50"), usd("180")});
    data.bars.push_back(
        {QStringLiteral("small"), QStringLiteral("1"), QStringLiteral("2"), usd("95"), usd("103")});
    std::unique_ptr<QChart> chart(ChartFactory::tornado(data, englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    QBarSet* low = bars->barSets()[0];
    // Categories run bottom-up: the last value is the top bar, the biggest swing.
    EXPECT_DOUBLE_EQ(low->at(1), -50.0);
    EXPECT_DOUBLE_EQ(low->at(0), -5.0);
}

TEST(ChartFactoryTest, CategoryLabelsAreCutOnlyWhereThePageWidthIsUnknown)
{
    test::ensureApplication();
    TornadoData data;
    data.quantity = QStringLiteral("NPV difference");
    data.base = usd("100");
    data.bars.push_back({QStringLiteral("Engineers per 100 nodes (RoCE, one switch vendor)"),
                         QStringLiteral("1"), QStringLiteral("2"), usd("95"), usd("103")});
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
    EXPECT_EQ(categoryAxis(*page)->categories().first(),
              QStringLiteral("Engineers per 100 nodes (RoCE, one switch vendor)"));
}

TEST(ChartFactoryTest, ScaleNamesTheUnitOfTheAxis)
{
    EXPECT_EQ(ChartFactory::scaleFor(999, Currency::usd()).divisor, 1);
    EXPECT_EQ(ChartFactory::scaleFor(2.5e6, Currency::cny()).divisor, 1e6);
    EXPECT_TRUE(
        ChartFactory::scaleFor(2.5e6, Currency::cny()).caption.contains(QStringLiteral("CNY")));
}

} // namespace

namespace {
/// The grey level a greyscale printer or photocopier gives a colour (ITU-R BT.601 luma).
int greyLevel(const QColor& c)
{
    return qRound(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue());
}
} // namespace

TEST(ChartFactoryTest, PlansStayApartInGreyscaleByLightnessPatternAndMarker)
{
    // Printed on an office laser printer, IB green and RoCE blue used to be one grey (106 vs 98).
    const QColor ib = ChartFactory::planColor(Fabric::InfiniBand, 0);
    const QColor roce = ChartFactory::planColor(Fabric::RoCE, 0);
    EXPECT_GE(std::abs(greyLevel(ib) - greyLevel(roce)), 60)
        << greyLevel(ib) << " vs " << greyLevel(roce);
    // Up to six plans: each slot has its own pattern-and-marker pair.
    std::set<std::pair<int, int>> looks;
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
        for (int index = 0; index < 3; ++index)
            looks.insert({int(ChartFactory::planDash(fabric, index)),
                          ChartFactory::planMarker(fabric, index)});
    EXPECT_EQ(looks.size(), 6u);
    EXPECT_NE(ChartFactory::planDash(Fabric::InfiniBand, 0),
              ChartFactory::planDash(Fabric::RoCE, 0));
}

TEST(ChartFactoryTest, StackedCategoriesStepInLightness)
{
    test::ensureApplication();
    for (int c = 1; c < 7; ++c)
        EXPECT_GE(greyLevel(ChartFactory::categoryColor(c)) -
                      greyLevel(ChartFactory::categoryColor(c - 1)),
                  15)
            << c;
    CategoryCostData data;
    data.categories = {QStringLiteral("Hardware"), QStringLiteral("Power")};
    data.plans = {{QStringLiteral("IB"), Fabric::InfiniBand, 0}};
    data.values = {{usd("5000"), usd("700")}};
    std::unique_ptr<QChart> chart(ChartFactory::costByCategory(data, englishStyle()));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_EQ(bars->barSets()[0]->color(), ChartFactory::categoryColor(0));
}

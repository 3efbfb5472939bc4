// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/PresentationWindow.h"

#include "UiTestSupport.h"

#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

ComparisonData dataWithTwoCharts()
{
    ComparisonData data;
    PlanSummary ib;
    ib.planId = "ib";
    ib.plan = {QStringLiteral("IB"), Fabric::InfiniBand, 0};
    data.plans.push_back(ib);
    CumulativeTcoData cumulative;
    cumulative.years = {1, 2};
    cumulative.plans.push_back(
        {ib.plan, {Money::parse("10", Currency::usd()), Money::parse("20", Currency::usd())}});
    data.cumulative = cumulative;
    CategoryCostData categories;
    categories.categories = {QStringLiteral("Hardware")};
    categories.plans = {ib.plan};
    categories.values = {{Money::parse("20", Currency::usd())}};
    data.categories = categories;
    return data;
}

TEST(PresentationWindowTest, ShowsTheSummaryAndOnlyChartsWithData)
{
    test::ensureApplication();
    PresentationWindow window(dataWithTwoCharts());
    ASSERT_EQ(window.pageCount(), 3);
    EXPECT_EQ(window.pages()[0], ResultsView::Summary);
    EXPECT_EQ(window.pages()[1], ResultsView::Cumulative);
    EXPECT_EQ(window.pages()[2], ResultsView::Categories);
}

TEST(PresentationWindowTest, KeysStepThroughAndStopAtTheEnds)
{
    test::ensureApplication();
    PresentationWindow window(dataWithTwoCharts());
    window.show();
    EXPECT_EQ(window.currentPage(), 0);
    QTest::keyClick(&window, Qt::Key_Left);
    EXPECT_EQ(window.currentPage(), 0);
    QTest::keyClick(&window, Qt::Key_Space);
    EXPECT_EQ(window.currentPage(), 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QTest::keyClick(&window, Qt::Key_Right);
    EXPECT_EQ(window.currentPage(), 2);
    QTest::keyClick(&window, Qt::Key_PageUp);
    EXPECT_EQ(window.currentPage(), 1);
    QTest::keyClick(&window, Qt::Key_Home);
    EXPECT_EQ(window.currentPage(), 0);
    QTest::keyClick(&window, Qt::Key_End);
    EXPECT_EQ(window.currentPage(), 2);
}

TEST(PresentationWindowTest, EscapeLeaves)
{
    test::ensureApplication();
    PresentationWindow window(dataWithTwoCharts());
    window.show();
    ASSERT_TRUE(window.isVisible());
    QTest::keyClick(&window, Qt::Key_Escape);
    EXPECT_FALSE(window.isVisible());
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/PresentationWindow.h"

#include "UiTestSupport.h"
#include "ui/presentation/FittedTextSlide.h"

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
    categories.categories = {CostCategory::Hardware};
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
    EXPECT_EQ(window.pages()[0], ResultPages::Summary);
    EXPECT_EQ(window.pages()[1], ResultPages::Cumulative);
    EXPECT_EQ(window.pages()[2], ResultPages::Categories);
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

namespace {

/// A two-plan comparison with a wordy recommendation: long plan names, three questions and
/// three inputs that can change the answer.
ComparisonData dataWithARecommendation()
{
    ComparisonData data = dataWithTwoCharts();
    auto scenario = std::make_shared<Scenario>();
    scenario->cluster.horizonYears = 5;
    PlanSpec ib;
    ib.id = "ib";
    ib.name = "InfiniBand NDR rail-optimised, two tiers, vendor support";
    PlanSpec roce;
    roce.id = "roce";
    roce.name = "RoCE with Spectrum-X adaptive routing, BlueField-3";
    scenario->plans = {ib, roce};
    data.scenario = scenario;
    const auto usd = [](const char* amount) {
        return Money::parse(amount, Currency::usd());
    };
    Recommendation r;
    r.planId = "ib";
    r.otherPlanId = "roce";
    r.margin = usd("2186917.28");
    r.probabilityCheaper = 0.663;
    r.savingP5 = -5512345.0;
    r.savingP95 = 10312345.0;
    r.closeCall = true;
    r.questions = {{ArticleQuestion::JitterSensitivity, {}, usd("7366004.78"), "ib"},
                   {ArticleQuestion::TeamExpertise, {}, usd("13212345.00"), "ib"},
                   {ArticleQuestion::ScaleAndGrowth, {}, usd("-18391432.50"), "roce"}};
    r.decidingQuestion = ArticleQuestion::TeamExpertise;
    r.topDrivers = {{"rearch.annual_probability", "roce", usd("10600000"), true},
                    {"price.transceiver", "ib", usd("9300000"), true},
                    {"staff.salary", "roce", usd("8700000"), true}};
    data.recommendationResult = r;
    data.riskTrials = 10000;
    return data;
}

} // namespace

TEST(PresentationWindowTest, TheRecommendationGetsItsOwnSlidesBeforeTheFigures)
{
    test::ensureApplication();
    PresentationWindow window(dataWithARecommendation());
    ASSERT_EQ(window.pageCount(), 5); // answer, reasons, figures, two charts
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(window.pages()[std::size_t(i)], ResultPages::Summary);
    EXPECT_EQ(window.findChildren<FittedTextSlide*>().size(), 3);
}

TEST(PresentationWindowTest, EverySlideFitsAProjectorWithoutCuttingText)
{
    // 1280x720, 1366x768 and 1920x1080: the type shrinks until the whole text fits.
    test::ensureApplication();
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
        SCOPED_TRACE(size.width());
        PresentationWindow window(dataWithARecommendation());
        window.resize(size);
        window.show();
        QCoreApplication::processEvents();
        for (int page = 0; page < window.pageCount(); ++page) {
            window.showPage(page);
            QCoreApplication::processEvents();
        }
        for (FittedTextSlide* slide : window.findChildren<FittedTextSlide*>()) {
            EXPECT_GT(slide->scale(), 0.6) << "unreadably small";
            EXPECT_LE(slide->textHeight(), slide->roomHeight())
                << "text cut at scale " << slide->scale();
        }
    }
}

TEST(PresentationWindowTest, TheTypeGrowsWithTheProjector)
{
    // At 1920x1080 the text fills the screen as at 1280x720: larger, not the same points with
    // half the slide empty.
    test::ensureApplication();
    std::vector<double> scales;
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        PresentationWindow window(dataWithARecommendation());
        window.resize(size);
        window.show();
        for (int page = 0; page < window.pageCount(); ++page) {
            window.showPage(page);
            QCoreApplication::processEvents();
        }
        double total = 0;
        for (FittedTextSlide* slide : window.findChildren<FittedTextSlide*>())
            total += slide->scale();
        scales.push_back(total);
    }
    EXPECT_GT(scales[1], scales[0] * 1.2);
}

TEST(PresentationWindowTest, SixPlansWithLongNamesStayInsideTheScreen)
{
    // The figures slide with six plans: its table asked for 1,796 pixels at 1280x720 and the
    // window grew past the projector. The type shrinks instead.
    test::ensureApplication();
    ComparisonData data = dataWithTwoCharts();
    data.plans.clear();
    const Money amount = Money::parse("53381345.04", Currency::usd());
    for (int i = 0; i < 6; ++i) {
        PlanSummary plan;
        plan.planId = "p" + std::to_string(i);
        plan.plan = {
            QStringLiteral("RoCE Spectrum-X 800G with BlueField-3 SuperNICs, plan %1").arg(i),
            i % 2 ? Fabric::RoCE : Fabric::InfiniBand, i / 2};
        plan.horizonTco = plan.npv = plan.costPerGpuMonth = plan.p95 = plan.marginToBest = amount;
        data.plans.push_back(plan);
    }
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        SCOPED_TRACE(size.width());
        PresentationWindow window(data);
        window.resize(size);
        window.show();
        for (int page = 0; page < window.pageCount(); ++page) {
            window.showPage(page);
            QCoreApplication::processEvents();
        }
        EXPECT_LE(window.width(), size.width());
        for (FittedTextSlide* slide : window.findChildren<FittedTextSlide*>()) {
            EXPECT_LE(slide->textHeight(), slide->roomHeight());
            EXPECT_GE(slide->scale(), 0.6);
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The summary's per-plan table at every plan count (issue 15): with two plans each amount
// carries its currency; from three the label column keeps its share of the page (it was
// squeezed to a word a line); from five the currency moves to the header so the amounts fit.
#include "report/ReportCostSections.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportDataBuilder.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

ReportData withPlans(std::size_t count)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    for (std::size_t i = scenario.plans.size(); i < count; ++i) {
        PlanSpec copy = scenario.plans[i % 2];
        copy.id += "-" + std::to_string(i);
        copy.name += " " + std::to_string(i);
        scenario.plans.push_back(copy);
    }
    ReportOptions options;
    options.trials = 100; // the table holds the cost model's figures; the fewest trials
    return ReportDataBuilder::build(scenario, Catalog::loadDirectory(test::dataDir()), options);
}

class ReportCostSectionsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    }
};

TEST_F(ReportCostSectionsTest, TwoPlansShowTheCurrencyInEveryAmount)
{
    const ReportData data = withPlans(2);
    const ReportText text(QStringLiteral("en"));
    const QString html = ReportCostSections(data, text).summaryTable();
    EXPECT_TRUE(html.contains(QStringLiteral(">Per plan<"))) << html.toStdString();
    EXPECT_TRUE(html.contains(text.money(data.plans[0].tco.npv)));
    EXPECT_FALSE(html.contains(QStringLiteral("width=\"24%\"")));
}

TEST_F(ReportCostSectionsTest, ThreePlansKeepTheLabelColumnWide)
{
    const ReportData data = withPlans(3);
    ASSERT_EQ(data.plans.size(), 3u);
    const ReportText text(QStringLiteral("en"));
    const QString html = ReportCostSections(data, text).summaryTable();
    EXPECT_TRUE(html.contains(QStringLiteral("width=\"24%\"")));
    EXPECT_TRUE(html.contains(QStringLiteral("width=\"25%\"")));
    EXPECT_TRUE(html.contains(text.money(data.plans[2].tco.npv)));
}

TEST_F(ReportCostSectionsTest, FivePlansOrMoreNameTheCurrencyOnceInTheHeader)
{
    for (std::size_t count : {5u, 6u}) {
        SCOPED_TRACE(count);
        const ReportData data = withPlans(count);
        ASSERT_EQ(data.plans.size(), count);
        const ReportText text(QStringLiteral("en"));
        const QString html = ReportCostSections(data, text).summaryTable();
        EXPECT_TRUE(html.contains(QStringLiteral("Per plan (USD)")));
        for (const ReportPlan& plan : data.plans) {
            EXPECT_TRUE(html.contains(text.amount(plan.tco.npv)));
            EXPECT_FALSE(html.contains(text.money(plan.tco.npv)));
        }
    }
}

} // namespace

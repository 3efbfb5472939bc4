// SPDX-License-Identifier: GPL-3.0-or-later
// The report's price to beat (issue 43): a section after the recommendation with the
// runner-up's targets, the full table in appendix D (the glossary moves to E), and the XLSX
// sheet with one row per input; the same figures as `price-to-beat` computes, and nothing of it
// with one plan.
#include "report/ReportPriceToBeat.h"

#include "core/model/Examples.h"
#include "core/tco/PriceToBeat.h"
#include "presentation/MoneyFormat.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportGlossary.h"
#include "report/SpreadsheetTables.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportPriceToBeatTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    static ReportData built(Scenario scenario)
    {
        ReportOptions options;
        options.trials = 300;
        return ReportDataBuilder::build(scenario, Catalog::loadDirectory(test::dataDir()), options);
    }
    Scenario scenario = Examples::load("llm-training", test::dataDir());
};

} // namespace

TEST_F(ReportPriceToBeatTest, TheSectionAndTheAppendixShowTheExactTargets)
{
    const ReportData data = built(scenario);
    ASSERT_TRUE(data.risk.priceToBeat.has_value());
    ASSERT_EQ(data.risk.priceToBeatOdds.size(), data.risk.priceToBeat->items.size());
    const PriceToBeatResult exact =
        PriceToBeat::compute(scenario, data.catalog, data.risk.priceToBeat->recommendedPlanId,
                             data.risk.priceToBeat->runnerUpPlanId);
    const ReportText text(QStringLiteral("en"));
    const ReportPriceToBeat report(data, text);
    const QString section = report.section();
    const QString appendix = report.appendix();
    EXPECT_TRUE(section.contains(QStringLiteral("The price to beat")));
    EXPECT_TRUE(appendix.contains(ReportPriceToBeat::appendixTitle()));
    const MoneyFormat format(text.locale());
    for (const PriceToBeatItem& item : exact.items) {
        if (item.verdict != BreakEvenVerdict::Reached)
            continue;
        const QString figure = format.formatDecimal(
            item.key == "support.share" ? item.breakEven.times(100) : item.breakEven, 2);
        EXPECT_TRUE(appendix.contains(QStringLiteral(">%1").arg(figure)))
            << item.key << " " << figure.toStdString();
        // The section lists the runner-up's targets only.
        EXPECT_EQ(section.contains(QStringLiteral(">%1<").arg(figure)),
                  item.planId == exact.runnerUpPlanId)
            << item.key << " " << item.planId;
    }
    EXPECT_TRUE(ReportGlossary::html(QLatin1Char('E')).contains(QStringLiteral("Appendix E")));
}

TEST_F(ReportPriceToBeatTest, TheSheetHasARowPerInputWithNumbers)
{
    const ReportData data = built(scenario);
    const SpreadsheetSheet sheet = SpreadsheetTables::priceToBeat(data);
    // Every input, then each plan's uniform hardware discount.
    const auto& result = *data.risk.priceToBeat;
    ASSERT_EQ(sheet.rows.size(), result.items.size() + result.discounts.size());
    for (std::size_t d = 0; d < result.discounts.size(); ++d) {
        const auto& row = sheet.rows[result.items.size() + d];
        ASSERT_EQ(result.discounts[d].verdict, BreakEvenVerdict::Reached);
        EXPECT_EQ(Decimal::parse(row[6].text.toStdString()), result.discounts[d].share.times(100));
    }
    bool sheetListed = false;
    for (const SpreadsheetSheet& s : SpreadsheetTables::build(data))
        sheetListed = sheetListed || s.name == sheet.name;
    EXPECT_TRUE(sheetListed);
    for (std::size_t i = 0; i < result.items.size(); ++i) {
        const PriceToBeatItem& item = data.risk.priceToBeat->items[i];
        const auto& row = sheet.rows[i];
        ASSERT_EQ(row.size(), std::size_t(sheet.columns.size()));
        EXPECT_EQ(row[2].text.toStdString(), item.key);
        if (item.verdict != BreakEvenVerdict::Reached) {
            EXPECT_EQ(row[6].kind, SpreadsheetCell::Kind::Text);
            continue;
        }
        ASSERT_EQ(row[6].kind, SpreadsheetCell::Kind::Number);
        const Decimal shown = Decimal::parse(row[6].text.toStdString());
        EXPECT_EQ(shown, item.key == "support.share" ? item.breakEven.times(100) : item.breakEven)
            << item.key;
        // The change is the difference of the two printed figures.
        EXPECT_EQ(Decimal::parse(row[7].text.toStdString()),
                  shown - Decimal::parse(row[5].text.toStdString()));
    }
}

TEST_F(ReportPriceToBeatTest, OnePlanHasNothingToBeat)
{
    scenario.plans.resize(1);
    const ReportData data = built(scenario);
    EXPECT_FALSE(data.risk.priceToBeat.has_value());
    const ReportText text(QStringLiteral("en"));
    EXPECT_TRUE(ReportPriceToBeat(data, text).section().isEmpty());
    EXPECT_TRUE(ReportPriceToBeat(data, text).appendix().isEmpty());
    for (const SpreadsheetSheet& sheet : SpreadsheetTables::build(data))
        EXPECT_NE(sheet.name, SpreadsheetTables::tr("Price to beat"));
}

TEST_F(ReportPriceToBeatTest, TheChineseSectionIsTranslated)
{
    const ReportData data = built(scenario);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const ReportText text(QStringLiteral("zh_CN"));
    const QString section = ReportPriceToBeat(data, text).section();
    EXPECT_FALSE(section.contains(QStringLiteral("price to beat"), Qt::CaseInsensitive))
        << section.toStdString();
    EXPECT_FALSE(ReportPriceToBeat::appendixTitle().contains(QStringLiteral("Appendix")));
}

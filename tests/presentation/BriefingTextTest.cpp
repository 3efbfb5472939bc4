// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BriefingText.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class BriefingTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void SetUp() override { ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en"))); }

    static Money usd(const char* amount) { return Money(Decimal::parse(amount), Currency::usd()); }

    static Recommendation recommendation()
    {
        Recommendation r;
        r.planId = "roce";
        r.otherPlanId = "ib";
        r.margin = usd("8012345.67");
        r.probabilityCheaper = 0.83;
        r.savingP5 = -1234567.0;
        r.savingP95 = 15432100.0;
        r.questions = {{ArticleQuestion::JitterSensitivity, {}, usd("-2000000"), "ib"},
                       {ArticleQuestion::TeamExpertise, {}, usd("0"), ""},
                       {ArticleQuestion::ScaleAndGrowth, {}, usd("10012345.67"), "roce"}};
        r.decidingQuestion = ArticleQuestion::ScaleAndGrowth;
        r.topDrivers = {{"price.transceiver", "ib", usd("9300000"), true},
                        {"rearch.annual_probability", "roce", usd("8700000"), true},
                        {"power.pue", "", usd("100000"), false}};
        r.answerChangers = {r.topDrivers[0], r.topDrivers[1]};
        return r;
    }

    static Briefing briefing(const Recommendation& r, bool complete = false,
                             const Scenario* quotes = nullptr)
    {
        static RecommendationText names(QLocale(QLocale::English, QLocale::UnitedStates));
        names.setPlanNames({{"ib", QStringLiteral("IB NDR")}, {"roce", QStringLiteral("RoCE")}});
        BriefingText text(names, QLocale(QLocale::English, QLocale::UnitedStates), 5, 10000);
        text.setCompleteList(complete);
        text.setQuotes(quotes, QDate(2026, 12, 1));
        return text.build(r);
    }
};

TEST_F(BriefingTextTest, AnswersWhichHowMuchHowSureWhyAndWhatCouldChangeIt)
{
    const Briefing b = briefing(recommendation());
    EXPECT_EQ(b.headline, QStringLiteral("Recommendation: RoCE"));
    EXPECT_EQ(b.howMuch, QStringLiteral("Expected to cost about 8.0 million USD less than IB NDR "
                                        "over 5 years (net present value; the report's summary "
                                        "table has the exact figures)."));
    EXPECT_TRUE(b.howSure.startsWith(QStringLiteral(
        "It is the cheaper plan in 83 % of 10,000 simulated outcomes. In 90 % of them "
        "the saving lies between -1.2 million USD and 15.4 million USD")))
        << b.howSure.toStdString();
    // Only the questions that favour a plan, each with its plan; no cents anywhere.
    ASSERT_EQ(b.why.size(), 2);
    EXPECT_TRUE(b.why[0].startsWith(QStringLiteral("How sensitive the workload is to jitter: "
                                                   "about 2.0 million USD in favour of IB NDR")));
    EXPECT_TRUE(b.why[1].contains(QStringLiteral("about 10.0 million USD in favour of RoCE")));
    EXPECT_EQ(b.deciding, b.why[1]);
    // Inputs that can flip the answer, as actions: a quote for a price, a check for the rest.
    ASSERT_EQ(b.nextSteps.size(), 2);
    EXPECT_TRUE(b.nextSteps[0].contains(QStringLiteral("get a firm quote")));
    EXPECT_TRUE(b.nextSteps[0].contains(QStringLiteral("about 9.3 million USD")));
    EXPECT_TRUE(b.nextSteps[1].contains(QStringLiteral("check it for this site and team")));
    for (const QString& line : QStringList{b.howMuch, b.howSure} + b.why + b.nextSteps)
        EXPECT_FALSE(line.contains(QStringLiteral(".67"))) << line.toStdString();
}

TEST_F(BriefingTextTest, ACloseCallAndNoFlippingInputSaySo)
{
    Recommendation r = recommendation();
    r.closeCall = true;
    r.savingP5.reset();
    r.savingP95.reset();
    for (RecommendationDriver& driver : r.topDrivers)
        driver.canFlip = false;
    r.answerChangers.clear();
    const Briefing b = briefing(r);
    EXPECT_FALSE(b.howSure.contains(QStringLiteral("90 %")));
    EXPECT_TRUE(b.howSure.contains(QStringLiteral("A close call")));
    ASSERT_EQ(b.nextSteps.size(), 1);
    EXPECT_TRUE(b.nextSteps[0].startsWith(QStringLiteral("No single input")));
}

TEST_F(BriefingTextTest, EqualPlansAreNamedTogether)
{
    Recommendation r = recommendation();
    r.margin = usd("0");
    const Briefing b = briefing(r);
    EXPECT_EQ(b.headline, QStringLiteral("Recommendation: RoCE or IB NDR, alike in cost"));
    EXPECT_TRUE(b.howMuch.startsWith(QStringLiteral("Both are expected to cost the same")));
}

TEST_F(BriefingTextTest, EveryInputThatCanChangeTheAnswerIsListedOrCounted)
{
    // Issue 35: three were shown where seven of ten tornado inputs could change the answer.
    Recommendation r = recommendation();
    for (const char* key : {"staff.salary", "utilisation", "price.nic", "power.pue", "price.cable"})
        r.answerChangers.push_back({key, "roce", usd("1000000"), true});
    const Briefing shortList = briefing(r);
    ASSERT_EQ(shortList.nextSteps.size(), 4);
    EXPECT_EQ(shortList.nextSteps.back(),
              QStringLiteral("4 more inputs can change the answer within their ranges: the "
                             "report lists every one."));
    EXPECT_EQ(briefing(r, true).nextSteps.size(), 7) << "the report lists all seven";
}

TEST_F(BriefingTextTest, AnExpiredQuoteThatSetsAPriceIsNamedWithItsVendorAndDate)
{
    Scenario scenario;
    PlanSpec ib;
    ib.id = "ib";
    scenario.plans = {ib};
    scenario.quotes = {{"ib.price.switch", "NVIDIA", usd("30000"), "2026-08-01", "2026-10-31",
                        "q.csv line 2"}};
    const Briefing b = briefing(recommendation(), false, &scenario);
    ASSERT_FALSE(b.nextSteps.isEmpty());
    EXPECT_TRUE(b.nextSteps[0].contains(QStringLiteral("the quote from NVIDIA expired on "
                                                       "2026-10-31; ask for a new one")))
        << b.nextSteps[0].toStdString();
    for (const QString& step : b.nextSteps)
        EXPECT_FALSE(step.startsWith(QStringLiteral("Switch price")) &&
                     step.contains(QStringLiteral("get a firm quote")));
}

} // namespace

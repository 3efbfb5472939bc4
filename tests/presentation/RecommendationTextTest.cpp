// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RecommendationText.h"

#include "presentation/EnumText.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>
using namespace fabrictco;

namespace {

Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

/// IB recommended because of RoCE's jitter cost; the cluster starts below a break-even and grows.
Recommendation ibForJitter()
{
    Recommendation r;
    r.planId = "ib";
    r.otherPlanId = "roce";
    r.margin = usd("6000000");
    r.probabilityCheaper = 0.97;
    r.breakEvenNodes = {300};
    r.topDrivers = {RecommendationDriver{"roce.efficiency_loss", "roce", usd("2300000"), true},
                    RecommendationDriver{"ib.switch_price", "ib", usd("400000"), false}};
    r.decidingQuestion = ArticleQuestion::JitterSensitivity;
    r.questions = {
        QuestionAssessment{ArticleQuestion::JitterSensitivity, {"jitter"}, usd("8000000"), "ib"},
        QuestionAssessment{ArticleQuestion::TeamExpertise, {"staff"}, usd("1000000"), "ib"},
        QuestionAssessment{ArticleQuestion::ScaleAndGrowth, {"hardware"}, usd("-3000000"), "roce"}};
    r.jitter = JitterEvidence{Workload::LlmTraining, 0.04, 0.46, usd("8000000")};
    r.team = TeamEvidence{TeamExpertise::NoRdma, usd("1000000"), usd("0")};
    r.scale = ScaleEvidence{128, 512, 300, ScalePosition::BelowBreakEven, "roce", "ib", {}, {}, {}};
    return r;
}

class RecommendationTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(RecommendationTextTest, EnglishNamesThePlanMarginProbabilityAndReasons)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    const Recommendation r = ibForJitter();
    EXPECT_EQ(text.headline(r),
              QStringLiteral("Recommendation: InfiniBand. Over the horizon it is expected to cost "
                             "6,000,000.00 USD less than RoCE (net present value), and it is the "
                             "cheaper plan in 97 % of the simulated outcomes."));
    EXPECT_TRUE(text.decidingQuestion(r).contains(QStringLiteral("jitter")));
    // An amount, no longer "67 % of the cost gap" (a share of a gap with offsets in it).
    EXPECT_TRUE(text.decidingQuestion(r).contains(QStringLiteral("adds 8,000,000.00 USD")));
    EXPECT_TRUE(text.jitterEvidence(r).contains(QStringLiteral("46 %")));
    // The sign is a word now ("more"/"less"), never "+X" or "costs -X".
    EXPECT_TRUE(
        text.teamEvidence(r).contains(QStringLiteral("costs 1,000,000.00 USD more in staff")))
        << text.teamEvidence(r).toStdString();
    // A growing cluster: the break-even is a starting size, said with the growth, and nothing
    // advises planning for the other plan (issue 36).
    EXPECT_EQ(text.scaleEvidence(r),
              QStringLiteral("Scale: this cluster starts at 128 nodes and grows to 512. Grown the "
                             "same way, a cluster that starts at 300 nodes or more is cheaper "
                             "with InfiniBand than with RoCE; this one starts "
                             "below that."));
    EXPECT_FALSE(text.scaleEvidence(r).contains(QStringLiteral("plan for")));
    EXPECT_EQ(text.breakEven(r), QStringLiteral("Break-even node counts: 300."));
    EXPECT_TRUE(text.drivers(r).contains(QStringLiteral(
        "roce.efficiency_loss (RoCE plan) (swing 2,300,000.00 USD, can change the answer)")));
    EXPECT_TRUE(text.closeCallNote(r).isEmpty());
    Recommendation steady = r;
    steady.scale =
        ScaleEvidence{16, 16, 700, ScalePosition::BelowBreakEven, "roce", "ib", {}, {}, {}};
    EXPECT_EQ(text.scaleEvidence(steady),
              QStringLiteral("Scale: this cluster (16 nodes) is below the break-even point of "
                             "700 nodes, from which InfiniBand is cheaper than RoCE."));
    Recommendation past = r;
    past.scale =
        ScaleEvidence{400, 1600, 300, ScalePosition::AboveBreakEven, "roce", "ib", {}, {}, {}};
    EXPECT_TRUE(
        text.scaleEvidence(past).endsWith(QStringLiteral("this one starts at or above that.")))
        << text.scaleEvidence(past).toStdString();
    // A later break-even back to the other plan is said too: "from 300 IB" is not "IB above 300"
    // when RoCE wins again from 1,200.
    past.scale.nextBreakEven = 1200;
    past.scale.nextPlanId = "roce";
    EXPECT_TRUE(text.scaleEvidence(past).endsWith(
        QStringLiteral("this one starts at or above that. From a start of 1,200 nodes on, RoCE is "
                       "cheaper again.")))
        << text.scaleEvidence(past).toStdString();
    // ... and every change after that (found by a stranger: break-evens at 51, 207, 228 and 304
    // were said as "from 207 on, InfiniBand").
    past.breakEvenNodes = {300, 1200, 1500, 2000};
    EXPECT_TRUE(text.scaleEvidence(past).endsWith(
        QStringLiteral("RoCE is cheaper again. The cheaper plan changes again at 1,500 and 2,000 "
                       "nodes (see the break-even counts).")))
        << text.scaleEvidence(past).toStdString();
    const QStringList lines = text.render(r);
    EXPECT_EQ(lines.first(), text.headline(r));
    // Headline, deciding question, three question lines and their sum (new with issue 13), three
    // evidence lines, break-even, drivers; no close-call note.
    EXPECT_EQ(lines.size(), 11);
}

TEST_F(RecommendationTextTest, APlanThatStopsFittingIsSaidBesideTheScaleLine)
{
    // Found by a stranger: "the cheaper plan is the same at every size examined" beside a sweep
    // where InfiniBand cannot be built above 1,618 nodes and RoCE stands alone there.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = ibForJitter();
    r.scale = ScaleEvidence{1024, 1024, {}, ScalePosition::NoBreakEven, {}, {}, {}, {}, {}};
    EXPECT_EQ(text.scaleEvidence(r),
              QStringLiteral("Scale: the cheaper plan is the same at every cluster size examined; "
                             "this cluster: 1,024 nodes."));
    r.scale.boundaries.push_back(PlanBoundary{"ib", 1619, false, true});
    EXPECT_EQ(text.scaleEvidence(r),
              QStringLiteral("Scale: where both plans can be built, the cheaper one is the same at "
                             "every cluster size examined; this cluster: 1,024 nodes. InfiniBand "
                             "can be built only up to 1,618 starting nodes; beyond, the other plan "
                             "stands alone."));
    r.scale.boundaries.front() = PlanBoundary{"roce", 40, true, true};
    EXPECT_TRUE(text.scaleEvidence(r).endsWith(
        QStringLiteral("RoCE can be built only from 40 starting nodes on; below, the other plan "
                       "stands alone.")))
        << text.scaleEvidence(r).toStdString();
}

TEST_F(RecommendationTextTest, APercentNeverRoundsToAllOrNone)
{
    // Found by a stranger: the table said 99.5 %, the text "in 100 % of the simulated outcomes".
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(text.percent(0.995), QStringLiteral("99.5 %"));
    EXPECT_EQ(text.percent(0.0049), QStringLiteral("0.5 %"));
    EXPECT_EQ(text.percent(1.0), QStringLiteral("100 %"));
    EXPECT_EQ(text.percent(0.0), QStringLiteral("0 %"));
    EXPECT_EQ(text.percent(0.97), QStringLiteral("97 %"));
}

TEST_F(RecommendationTextTest, ChineseUsesTheArticlesVocabulary)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const RecommendationText text(QLocale(QLocale::Chinese, QLocale::China));
    Recommendation r = ibForJitter();
    EXPECT_TRUE(text.headline(r).startsWith(QStringLiteral("建议选择InfiniBand。")));
    EXPECT_TRUE(text.headline(r).contains(QStringLiteral("6,000,000.00 USD")));
    EXPECT_TRUE(text.decidingQuestion(r).contains(QStringLiteral("抖动")));
    r.decidingQuestion = ArticleQuestion::TeamExpertise;
    EXPECT_TRUE(text.decidingQuestion(r).contains(QStringLiteral("网络神医")));
    EXPECT_TRUE(text.teamEvidence(r).contains(QStringLiteral("推倒重来")));
    EXPECT_TRUE(text.scaleEvidence(r).contains(QStringLiteral("盈亏平衡点")));
    for (const QString& line : text.render(r))
        EXPECT_FALSE(line.contains(QStringLiteral("Scale:")) ||
                     line.contains(QStringLiteral("Team:")))
            << line.toStdString();
}

TEST_F(RecommendationTextTest, CloseCallsAndMissingBreakdownsAreWordedHonestly)
{
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r;
    r.planId = "roce";
    r.otherPlanId = "ib";
    r.margin = usd("1200");
    r.probabilityCheaper = 0.52;
    r.closeCall = true;
    EXPECT_FALSE(text.closeCallNote(r).isEmpty());
    EXPECT_TRUE(text.decidingQuestion(r).startsWith(QStringLiteral("No single question")));
    EXPECT_TRUE(text.jitterEvidence(r).isEmpty());
    EXPECT_EQ(text.breakEven(r), QStringLiteral("No break-even node count in the range examined."));
    RecommendationText named(QLocale(QLocale::English, QLocale::UnitedStates));
    named.setPlanNames({{"roce", QStringLiteral("RoCE, vendor A")}});
    EXPECT_TRUE(named.headline(r).startsWith(QStringLiteral("Recommendation: RoCE, vendor A.")));
}

// A copy of the recommended plan costs the same and shares its outcomes: the headline names it
// and gives their probability together, as the sum of the shares the summary's table lists
// (47.9 % each beside "in 96 %" read as two answers; found by a stranger).
TEST_F(RecommendationTextTest, ACopyOfTheRecommendedPlanIsNamedAndSharesItsOutcomes)
{
    Recommendation r;
    r.planId = "roce";
    r.otherPlanId = "ib";
    r.margin = usd("9433396.78");
    r.standings = {PlanStanding{"roce", usd("50"), usd("0"), 0.479},
                   PlanStanding{"roce-2", usd("50"), usd("0"), 0.478},
                   PlanStanding{"ib", usd("60"), usd("9433396.78"), 0.043}};
    r.probabilityCheaper = 0.479 + 0.478;
    ASSERT_EQ(r.tiedCopies(), std::vector<std::string>{"roce-2"});
    RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    text.setPlanNames({{"roce", QStringLiteral("RoCE, one switch vendor")},
                       {"roce-2", QStringLiteral("RoCE plan 2")},
                       {"ib", QStringLiteral("InfiniBand NDR")}});
    EXPECT_EQ(text.headline(r),
              QStringLiteral("Recommendation: RoCE, one switch vendor, or RoCE plan 2, alike in "
                             "cost. Over the horizon they are expected to cost 9,433,396.78 USD "
                             "less than the runner-up, InfiniBand NDR (net present value), and "
                             "one of them is the cheapest of the 3 plans in 96 % of the simulated "
                             "outcomes."));
    // Without a copy, nothing is said of one.
    r.standings[1].marginToBest = usd("1");
    EXPECT_TRUE(r.tiedCopies().empty());
    EXPECT_TRUE(text.headline(r).startsWith(QStringLiteral("Recommendation: RoCE, one switch "
                                                           "vendor. Over the horizon it is")));
}

TEST_F(RecommendationTextTest, DriversUseTheParameterLabelsPeopleSeeElsewhere)
{
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = ibForJitter();
    r.topDrivers = {RecommendationDriver{"price.transceiver", "ib", usd("1000"), false}};
    const QString drivers = text.drivers(r);
    EXPECT_TRUE(drivers.contains(QStringLiteral("Transceiver price (InfiniBand plan)")))
        << drivers.toStdString();
    EXPECT_FALSE(drivers.contains(QStringLiteral("price.transceiver"))) << "no raw registry keys";
}

TEST_F(RecommendationTextTest, TeamDifferencesThatFavourRoceSayLessInEnglish)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = ibForJitter();
    // A strong RoCE team (ceph-storage): RoCE needs fewer engineers than InfiniBand.
    r.team = TeamEvidence{TeamExpertise::StrongRoce, usd("-350000.50"), usd("0")};
    const QString line = text.teamEvidence(r);
    EXPECT_TRUE(line.contains(QStringLiteral("RoCE costs 350,000.50 USD less in staff")))
        << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("the same in incidents"))) << line.toStdString();
    EXPECT_FALSE(line.contains(QLatin1Char('-'))) << line.toStdString();
}

TEST_F(RecommendationTextTest, TeamDifferencesThatFavourRoceSayLessInChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const RecommendationText text(QLocale(QLocale::Chinese, QLocale::China));
    Recommendation r = ibForJitter();
    r.team = TeamEvidence{TeamExpertise::StrongRoce, usd("-350000.50"), usd("1200")};
    const QString line = text.teamEvidence(r);
    EXPECT_TRUE(line.contains(QStringLiteral("少350,000.50 USD"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("多1,200.00 USD"))) << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral("-350"))) << line.toStdString();
}

TEST_F(RecommendationTextTest, AnyPairIsExplainedByNameNeverByFabric)
{
    // Two RoCE plans: the evidence names them, it never says "the RoCE plan" or "InfiniBand".
    Recommendation r = ibForJitter();
    r.topDrivers.clear(); // the fixture's drivers are IB's and RoCE's inputs
    r.scale.toPlanId = "whitebox";
    r.planId = "whitebox";
    r.otherPlanId = "roce";
    r.margin = usd("9100000");
    r.probabilityCheaper = 0.9;
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    RecommendationText english(QLocale(QLocale::English, QLocale::UnitedStates));
    english.setPlanNames({{"whitebox", QStringLiteral("White-box RoCE")},
                          {"roce", QStringLiteral("Spectrum-X RoCE")}});
    EXPECT_EQ(english.jitterEvidence(r),
              QStringLiteral("Jitter: what jitter and congestion cost is 4 % of the cost of "
                             "ownership of White-box RoCE and 46 % of that of Spectrum-X RoCE "
                             "(workload: %1).")
                  .arg(EnumText::workload(Workload::LlmTraining)));
    EXPECT_TRUE(english.teamEvidence(r).startsWith(
        QStringLiteral("Team: compared with White-box RoCE, Spectrum-X RoCE costs")))
        << english.teamEvidence(r).toStdString();
    EXPECT_TRUE(english.headline(r).contains(QStringLiteral("less than Spectrum-X RoCE")));
    // Three plans: the margin is to the runner-up, the probability of being the cheapest of all.
    r.standings = {PlanStanding{"whitebox", usd("1"), usd("0"), 0.9},
                   PlanStanding{"roce", usd("2"), usd("1"), 0.08},
                   PlanStanding{"ib", usd("3"), usd("2"), 0.02}};
    EXPECT_EQ(english.headline(r),
              QStringLiteral("Recommendation: White-box RoCE. Over the horizon it is expected to "
                             "cost 9,100,000.00 USD less than the runner-up, Spectrum-X RoCE (net "
                             "present value), and it is the cheapest of the 3 plans in 90 % of the "
                             "simulated outcomes."));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    RecommendationText chinese(QLocale(QLocale::Chinese, QLocale::China));
    chinese.setPlanNames({{"whitebox", QStringLiteral("White-box RoCE")},
                          {"roce", QStringLiteral("Spectrum-X RoCE")}});
    EXPECT_TRUE(chinese.headline(r).contains(QStringLiteral("3个方案")))
        << chinese.headline(r).toStdString();
    for (const QString& line : chinese.render(r))
        EXPECT_FALSE(line.contains(QStringLiteral("InfiniBand"))) << line.toStdString();
}

TEST_F(RecommendationTextTest, APlanAndItsCopyAreSaidToCostTheSame)
{
    Recommendation r;
    r.planId = "roce";
    r.otherPlanId = "roce-2";
    r.margin = usd("0");
    r.probabilityCheaper = 0.5;
    r.closeCall = true;
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    RecommendationText english(QLocale(QLocale::English, QLocale::UnitedStates));
    english.setPlanNames(
        {{"roce", QStringLiteral("RoCE")}, {"roce-2", QStringLiteral("RoCE copy")}});
    const QString headline = english.headline(r);
    EXPECT_TRUE(headline.contains(QStringLiteral("expected to cost the same")))
        << headline.toStdString();
    EXPECT_FALSE(headline.contains(QStringLiteral("0.00 USD less"))) << headline.toStdString();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    RecommendationText chinese(QLocale(QLocale::Chinese, QLocale::China));
    chinese.setPlanNames(
        {{"roce", QStringLiteral("RoCE")}, {"roce-2", QStringLiteral("RoCE copy")}});
    EXPECT_FALSE(chinese.headline(r).contains(QStringLiteral("cost the same")))
        << "translated: " << chinese.headline(r).toStdString();
}

TEST_F(RecommendationTextTest, QuestionsAddUpToTheMarginWithOffsetsNeverNegativeShares)
{
    // Issue 13: "question 2: 47 % of the cost gap" was a share of the sum of absolute values,
    // more than the gap itself. Each question now adds to or offsets the advantage, in money,
    // and the lines add up to the margin.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    const Recommendation r = ibForJitter(); // +8 M jitter, +1 M team, -3 M scale = 6 M margin
    const QStringList lines = text.questionLines(r);
    ASSERT_EQ(lines.size(), 4);
    EXPECT_EQ(lines[0], QStringLiteral("Question 1 (how sensitive the workload is to jitter) adds "
                                       "8,000,000.00 USD to the advantage of InfiniBand."));
    EXPECT_EQ(lines[2], QStringLiteral("Question 3 (scale and growth) offsets 3,000,000.00 USD of "
                                       "it, in favour of RoCE."));
    EXPECT_EQ(lines[3], QStringLiteral("Together they make the margin: 9,000,000.00 USD "
                                       "in favour of InfiniBand, minus 3,000,000.00 USD of "
                                       "offsets, is 6,000,000.00 USD."));
    for (const QString& line : lines) {
        EXPECT_FALSE(line.contains(QLatin1Char('%'))) << line.toStdString();
        EXPECT_FALSE(line.contains(QStringLiteral("-3"))) << line.toStdString();
    }
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const RecommendationText chinese(QLocale(QLocale::Chinese, QLocale::China));
    const QStringList zh = chinese.questionLines(r);
    ASSERT_EQ(zh.size(), 4);
    EXPECT_TRUE(zh[2].contains(QStringLiteral("抵消"))) << zh[2].toStdString();
    EXPECT_TRUE(zh[3].contains(QStringLiteral("6,000,000.00 USD"))) << zh[3].toStdString();
}

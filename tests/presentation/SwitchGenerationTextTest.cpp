// SPDX-License-Identifier: GPL-3.0-or-later
// How the recommendation words a difference of hardware generation (issue 36, items 4 and a):
// the link speeds, port counts and tiers, the amount, and the pair at equal generation, in both
// languages.
#include "presentation/RecommendationText.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

Money usd(const char* amount)
{
    return Money::parse(amount, Currency::usd());
}

/// RoCE 10M cheaper as built; on 64-port switches InfiniBand would be 2.6M cheaper.
Recommendation roceForItsSwitches()
{
    Recommendation r;
    r.planId = "roce";
    r.otherPlanId = "ib";
    r.margin = usd("10000000");
    r.probabilityCheaper = 0.98;
    r.decidingQuestion = ArticleQuestion::ScaleAndGrowth;
    r.questions = {
        QuestionAssessment{ArticleQuestion::JitterSensitivity, {"jitter"}, usd("-8000000"), "ib"},
        QuestionAssessment{ArticleQuestion::TeamExpertise, {"staff"}, usd("-10600000"), "ib"},
        QuestionAssessment{ArticleQuestion::ScaleAndGrowth, {"hardware"}, usd("16000000"), "roce"}};
    GenerationEvidence g;
    g.recommended = PlanSwitches{"roce", 128, {2, 2, 2, 2, 2}, 400};
    g.other = PlanSwitches{"ib", 64, {2, 2, 3, 3, 3}, 400};
    g.commonRadix = 64;
    g.commonLinkSpeedGbps = 400;
    g.equalGenerationMargin = usd("-2600000");
    g.effect = usd("12600000");
    g.deciding = true;
    r.generation = g;
    return r;
}

class SwitchGenerationTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(SwitchGenerationTextTest, ThePortCountsDecideAndTheTiersAreNamed)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    const Recommendation r = roceForItsSwitches();
    // Not "Deciding question: scale and growth": the lead is the switches'.
    EXPECT_EQ(text.decidingQuestion(r),
              QStringLiteral("Deciding: the hardware generation (switch port counts), not the "
                             "fabrics. Built at 400 Gb/s from 64-port switches on both sides, each "
                             "at its own price and power per port, InfiniBand would be the cheaper "
                             "plan, by 2,600,000.00 USD."));
    EXPECT_EQ(text.switchGeneration(r),
              QStringLiteral("Switch generation: with its 128-port switches RoCE needs 2 tiers; "
                             "with its 64-port switches InfiniBand needs 2 tiers, 3 from year 3. "
                             "That difference of hardware generation, not of the fabrics, is "
                             "worth 12,600,000.00 USD to RoCE."));
    // The questions at equal generation and the port counts add up to the margin.
    const QStringList lines = text.questionLines(r);
    // The questions say they are answered at equal generation (their amounts differ from the
    // evidence lines, which are as built).
    EXPECT_EQ(lines.first(), QStringLiteral("Question 1 (how sensitive the workload is to jitter), "
                                            "with switches of one port count on both sides: "
                                            "8,000,000.00 USD in favour of InfiniBand."));
    EXPECT_TRUE(lines.contains(QStringLiteral("The hardware generation (switch port counts): "
                                              "12,600,000.00 USD in favour of RoCE.")));
    EXPECT_EQ(lines.last(), QStringLiteral("Together they make the margin: 28,600,000.00 USD in "
                                           "favour of RoCE, minus 18,600,000.00 USD of offsets, "
                                           "is 10,000,000.00 USD."));
}

TEST_F(SwitchGenerationTextTest, ALeadThatHoldsAtEqualGenerationSaysSoOnItsLine)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = roceForItsSwitches();
    r.generation->equalGenerationMargin = usd("1000000");
    r.generation->effect = usd("9000000");
    r.generation->deciding = false;
    r.generation->other.tiersByYear = {2, 2, 2, 2, 2};
    EXPECT_TRUE(text.decidingQuestion(r).startsWith(QStringLiteral("Deciding question: scale")));
    EXPECT_EQ(text.switchGeneration(r),
              QStringLiteral("Switch generation: RoCE is built from 128-port switches and "
                             "InfiniBand from 64-port ones, in the same tiers (2 tiers); the port "
                             "counts change what the switches cost. That difference of hardware "
                             "generation, not of the "
                             "fabrics, is worth 9,000,000.00 USD to RoCE. Built at 400 Gb/s from "
                             "64-port switches on both sides, each at its own price and power per "
                             "port, RoCE would still be the cheaper plan, by 1,000,000.00 USD."));
    EXPECT_TRUE(text.render(r).contains(text.switchGeneration(r)));
}

TEST_F(SwitchGenerationTextTest, EachPlanKeepsItsOwnTiersYearByYear)
{
    // Found by a stranger: "InfiniBand builds it in 3 tiers, where RoCE needs 2 from year 3"
    // when the recommended plan was the one that grew a tier.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = roceForItsSwitches();
    std::swap(r.generation->recommended.tiersByYear, r.generation->other.tiersByYear);
    r.generation->other.tiersByYear = {1, 2, 2, 2, 3};
    EXPECT_TRUE(text.switchGeneration(r).startsWith(
        QStringLiteral("Switch generation: with its 128-port switches RoCE needs 2 tiers, 3 from "
                       "year 3; with its 64-port switches InfiniBand needs 1 tier, 2 from year 2, "
                       "3 from year 5.")))
        << text.switchGeneration(r).toStdString();
}

TEST_F(SwitchGenerationTextTest, ALinkSpeedDifferenceIsNamedNotCalledScale)
{
    // Issue 36 (a): InfiniBand on 800G links against RoCE on 400G ones, the switches of one port
    // count. The lead that the speeds make is the hardware generation's, not "scale and growth".
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = roceForItsSwitches();
    r.generation->other = PlanSwitches{"ib", 128, {2, 2, 2, 2, 2}, 800};
    r.generation->commonRadix = 128;
    EXPECT_EQ(text.decidingQuestion(r),
              QStringLiteral("Deciding: the hardware generation (link speeds), not the fabrics. "
                             "Built at 400 Gb/s from 128-port switches on both sides, each at its "
                             "own price and power per port, InfiniBand would be the cheaper plan, "
                             "by 2,600,000.00 USD."));
    // No sentence on port counts the plans share.
    EXPECT_EQ(text.switchGeneration(r),
              QStringLiteral("Link speed: RoCE runs its links at 400 Gb/s and InfiniBand at "
                             "800 Gb/s; faster links cost more and, where jobs wait on the "
                             "network, lose less compute to it, whatever the fabric. That "
                             "difference of hardware "
                             "generation, not of the fabrics, is worth 12,600,000.00 USD to "
                             "RoCE."));
    const QStringList lines = text.questionLines(r);
    EXPECT_EQ(lines.first(), QStringLiteral("Question 1 (how sensitive the workload is to jitter), "
                                            "at one link speed and with switches of one port "
                                            "count on both sides: 8,000,000.00 USD in favour of "
                                            "InfiniBand."));
    EXPECT_TRUE(lines.contains(QStringLiteral("The hardware generation (link speeds): "
                                              "12,600,000.00 USD in favour of RoCE.")));
    // Both differ: both are named.
    r.generation->other.radix = 64;
    EXPECT_TRUE(text.decidingQuestion(r).startsWith(QStringLiteral(
        "Deciding: the hardware generation (switch port counts and link speeds), not")));
    EXPECT_TRUE(text.switchGeneration(r).contains(QStringLiteral("Switch generation: RoCE is "
                                                                 "built from 128-port switches")));
}

TEST_F(SwitchGenerationTextTest, NoLineWithoutADifferenceOfPortCounts)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RecommendationText text(QLocale(QLocale::English, QLocale::UnitedStates));
    Recommendation r = roceForItsSwitches();
    r.generation.reset();
    EXPECT_TRUE(text.switchGeneration(r).isEmpty());
    for (const QString& line : text.render(r))
        EXPECT_FALSE(line.contains(QStringLiteral("port counts"))) << line.toStdString();
}

TEST_F(SwitchGenerationTextTest, ChineseSaysItInChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const RecommendationText text(QLocale(QLocale::Chinese, QLocale::China));
    Recommendation r = roceForItsSwitches();
    const QString line = text.switchGeneration(r);
    EXPECT_TRUE(line.startsWith(QStringLiteral("交换机代际："))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("第3年起3层"))) << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral(" 。"))) << line.toStdString();
    EXPECT_FALSE(line.contains(QStringLiteral("switch"))) << line.toStdString();
    EXPECT_TRUE(text.decidingQuestion(r).startsWith(QStringLiteral("决定因素")));
    r.generation->other.linkSpeedGbps = 800;
    const QString speeds = text.switchGeneration(r);
    EXPECT_TRUE(speeds.contains(QStringLiteral("800 Gb/s"))) << speeds.toStdString();
    EXPECT_FALSE(speeds.contains(QStringLiteral("links"))) << speeds.toStdString();
}

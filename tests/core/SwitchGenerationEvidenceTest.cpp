// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation keeps a difference of hardware generation (switch port counts, link speeds)
// apart from the article's third question (issue 36, items 4 and a): the questions are answered
// as at equal generation, the generation is a reason of its own, and the four add up to the
// margin to the cent.
#include "core/risk/RecommendationEngine.h"
#include "tests/support/CategoryRows.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using test::categories;
using test::usd;

namespace {

std::vector<PlanNpv> plans(const std::vector<CategoryNpv>& categories)
{
    Money ib = Money::zero(Currency::usd()), roce = Money::zero(Currency::usd());
    for (const CategoryNpv& category : categories) {
        ib += category.first;
        roce += category.second;
    }
    return {PlanNpv{"ib", ib}, PlanNpv{"roce", roce}};
}

/// RoCE 2M cheaper as built: its 128-port switches stay at two tiers where InfiniBand's 64-port
/// ones need three from year 3. `equalRoceHardware` is RoCE's hardware on 64-port switches.
RecommendationInputs roceOnWiderSwitches(const char* equalRoceHardware, int roceRadix = 128)
{
    RecommendationInputs inputs;
    inputs.firstYearNodes = 128;
    inputs.lastYearNodes = 648;
    inputs.categories =
        categories({{"hardware", "10000000", "7000000"}, {"jitter", "500000", "1500000"}});
    inputs.plans = plans(inputs.categories);
    MonteCarloResult risk;
    risk.trials = 1000;
    risk.plans = {PlanStatistics{"ib", 10.5e6, 10.5e6, 0, 0, 0, 0, 0, 0, 0.1},
                  PlanStatistics{"roce", 8.5e6, 8.5e6, 0, 0, 0, 0, 0, 0, 0.9}};
    risk.pair = PairComparison{"ib", "roce", 2e6, 2e6, 0.9, 0, {}, {}};
    inputs.risk = risk;
    SwitchGenerationInputs generation;
    generation.commonRadix = 64;
    generation.commonLinkSpeedGbps = 400;
    generation.built = {PlanSwitches{"ib", 64, {2, 2, 3, 3, 3}, 400},
                        PlanSwitches{"roce", roceRadix, {2, 2, 2, 2, 2}, 400}};
    generation.categories =
        categories({{"hardware", "10000000", equalRoceHardware}, {"jitter", "500000", "1600000"}});
    generation.plans = plans(generation.categories);
    inputs.generation = generation;
    return inputs;
}

Money questionsAndGeneration(const Recommendation& r)
{
    Money sum = r.generation ? r.generation->effect : Money::zero(r.margin.currency());
    for (const QuestionAssessment& q : r.questions)
        sum += q.advantage;
    return sum;
}

} // namespace

TEST(SwitchGenerationEvidenceTest, APortCountLeadIsNamedAsSwitchGenerationNotScale)
{
    // On 64-port switches RoCE's hardware would cost 9.5M: InfiniBand would be 0.6M cheaper.
    const Recommendation r = RecommendationEngine::recommend(roceOnWiderSwitches("9500000"));
    EXPECT_EQ(r.planId, "roce");
    EXPECT_EQ(r.margin, usd("2000000.00"));
    ASSERT_TRUE(r.generation.has_value());
    EXPECT_EQ(r.generation->recommended.radix, 128);
    EXPECT_EQ(r.generation->other.radix, 64);
    EXPECT_EQ(r.generation->commonRadix, 64);
    EXPECT_EQ(r.generation->equalGenerationMargin, usd("-600000.00"));
    EXPECT_EQ(r.generation->effect, usd("2600000.00"));
    EXPECT_TRUE(r.generation->decides());
    // Each question as at equal generation: scale 0.5M for RoCE, jitter 1.1M for InfiniBand;
    // the port counts' part of each category is kept beside it.
    ASSERT_EQ(r.questions.size(), 3u);
    EXPECT_EQ(r.questions[0].advantage, usd("-1100000.00"));
    EXPECT_EQ(r.questions[0].fromSwitchGeneration, usd("100000.00"));
    EXPECT_EQ(r.questions[2].advantage, usd("500000.00"));
    EXPECT_EQ(r.questions[2].fromSwitchGeneration, usd("2500000.00"));
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, ALeadThatHoldsAtEqualGenerationIsTheFabrics)
{
    // On 64-port switches RoCE's hardware would cost 8M: still 0.9M cheaper.
    const Recommendation r = RecommendationEngine::recommend(roceOnWiderSwitches("8000000"));
    ASSERT_TRUE(r.generation.has_value());
    EXPECT_EQ(r.generation->equalGenerationMargin, usd("900000.00"));
    EXPECT_EQ(r.generation->effect, usd("1100000.00"));
    EXPECT_FALSE(r.generation->decides());
    ASSERT_TRUE(r.decidingQuestion.has_value());
    EXPECT_EQ(*r.decidingQuestion, ArticleQuestion::ScaleAndGrowth);
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, AGenerationLargerThanEveryQuestionDecidesEvenIfTheLeadHolds)
{
    // Found by a stranger: "Deciding question: scale and growth" for 1.2M while the generation
    // added 1.9M and the fabrics alone left RoCE 0.1M ahead. The largest reason is named.
    const Recommendation r = RecommendationEngine::recommend(roceOnWiderSwitches("8800000"));
    ASSERT_TRUE(r.generation.has_value());
    EXPECT_EQ(r.generation->equalGenerationMargin, usd("100000.00"));
    EXPECT_EQ(r.generation->effect, usd("1900000.00"));
    EXPECT_EQ(r.questions[2].advantage, usd("1200000.00"));
    EXPECT_TRUE(r.generation->decides());
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, WiderSwitchesThatCostMoreCutTheLead)
{
    // On 64-port switches RoCE's hardware would cost 6M: 2.9M cheaper than InfiniBand, so its
    // wider switches cost it 0.9M of that lead.
    const Recommendation r = RecommendationEngine::recommend(roceOnWiderSwitches("6000000"));
    ASSERT_TRUE(r.generation.has_value());
    EXPECT_EQ(r.generation->equalGenerationMargin, usd("2900000.00"));
    EXPECT_EQ(r.generation->effect, usd("-900000.00"));
    EXPECT_FALSE(r.generation->decides());
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, APairOnSwitchesOfOnePortCountHasNoGenerationReason)
{
    // Another plan may differ, but these two do not: their questions stay as built.
    const Recommendation r = RecommendationEngine::recommend(roceOnWiderSwitches("9500000", 64));
    EXPECT_FALSE(r.generation.has_value());
    EXPECT_EQ(r.questions[2].advantage, usd("3000000.00"));
    EXPECT_TRUE(r.questions[2].fromSwitchGeneration.isZero());
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, ALinkSpeedLeadIsTheGenerationsToo)
{
    // Issue 36 (a): switches of one port count, but InfiniBand on 800G links. The pair differs
    // in hardware generation all the same, and the speeds' part is not "scale and growth".
    RecommendationInputs inputs = roceOnWiderSwitches("9500000", 64);
    inputs.generation->commonLinkSpeedGbps = 400;
    inputs.generation->built[0].linkSpeedGbps = 800;
    inputs.generation->built[1].linkSpeedGbps = 400;
    const Recommendation r = RecommendationEngine::recommend(inputs);
    ASSERT_TRUE(r.generation.has_value());
    EXPECT_TRUE(r.generation->linkSpeedsDiffer());
    EXPECT_FALSE(r.generation->portsDiffer());
    EXPECT_EQ(r.generation->commonLinkSpeedGbps, 400);
    EXPECT_EQ(r.generation->effect, usd("2600000.00"));
    EXPECT_TRUE(r.generation->decides());
    EXPECT_EQ(r.questions[2].advantage, usd("500000.00"));
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

TEST(SwitchGenerationEvidenceTest, WithoutTheCategoriesAtEqualGenerationNoPartIsClaimed)
{
    // The four reasons must add up to the margin; without the categories at equal generation
    // the port counts' part cannot be told apart from the questions.
    RecommendationInputs inputs = roceOnWiderSwitches("9500000");
    inputs.generation->categories.clear();
    const Recommendation r = RecommendationEngine::recommend(inputs);
    EXPECT_FALSE(r.generation.has_value());
    EXPECT_EQ(questionsAndGeneration(r), r.margin);
}

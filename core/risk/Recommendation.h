// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"
#include "core/money/Money.h"
#include "core/risk/NodeSweep.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// The article's three questions.
enum class ArticleQuestion
{
    JitterSensitivity, ///< 1. how sensitive is the workload to jitter? (idle compute)
    TeamExpertise,     ///< 2. is there a "network doctor"? (staff, incidents, re-architecture)
    ScaleAndGrowth,    ///< 3. how big, how fast growing? (hardware, licences, power; break-even)
};

/// "jitter", "team", "scale".
std::string_view articleQuestionId(ArticleQuestion question);

/// What one question contributes to the choice: the part of the margin (runner-up minus
/// recommended) made of its cost categories. advantage > 0 adds to the recommended plan's lead,
/// advantage < 0 offsets part of it. When the pair's switches differ in port count, each
/// advantage is net of what the port counts make of its categories (fromSwitchGeneration), so
/// the three advantages plus GenerationEvidence::effect sum to the margin exactly; otherwise
/// the three alone do.
struct QuestionAssessment
{
    ArticleQuestion question = ArticleQuestion::JitterSensitivity;
    std::vector<std::string> categories;            ///< TCO categories attributed to this question
    Money advantage = Money::zero(Currency::usd()); ///< NPV(runner-up) - NPV(recommended) over them
    std::string favoursPlanId; ///< "" when the categories cost both plans the same
    /// What the two plans' switch port counts make of these categories (their gap as built
    /// minus their gap at equal generation), left out of `advantage`; zero when both use
    /// switches of one port count.
    Money fromSwitchGeneration = Money::zero(Currency::usd());
};

/// Evidence for question 1, for the recommended plan and the runner-up.
struct JitterEvidence
{
    Workload workload = Workload::LlmTraining;
    double recommendedShare = 0; ///< its idle-compute cost / its total NPV
    double otherShare = 0;       ///< the same for the runner-up
    /// jitter category: NPV(runner-up) - NPV(recommended)
    Money otherMinusRecommended = Money::zero(Currency::usd());
};

/// Evidence for question 2: what the runner-up costs more (or less) than the recommended plan.
struct TeamEvidence
{
    TeamExpertise team = TeamExpertise::NoRdma;
    Money staffOtherMinusRecommended = Money::zero(Currency::usd()); ///< staff category
    /// incidents and re-architecture categories
    Money incidentsOtherMinusRecommended = Money::zero(Currency::usd());
};

/// Where the cluster sits relative to the break-even node counts. The sweep varies the size a
/// cluster starts at and grows every point as this cluster grows, so a break-even is a starting
/// size and the cluster's own starting size is what is compared with it: its growth is already
/// in the cost at every point. (Comparing the size it grows to with a starting-size break-even
/// advised "plan for the size it will reach" next to a recommendation of the other plan.)
enum class ScalePosition
{
    NoBreakEven,    ///< the cheaper plan is the same at every swept size
    BelowBreakEven, ///< the cluster starts below the nearest break-even
    AboveBreakEven, ///< the cluster starts at or above the nearest break-even
};

/// Evidence for question 3.
struct ScaleEvidence
{
    int firstYearNodes = 0;
    int lastYearNodes = 0;
    /// The break-even that concerns the recommended plan, the one closest to the first-year
    /// size. Break-evens between two other plans are ignored.
    std::optional<int> nearestBreakEven;
    ScalePosition position = ScalePosition::NoBreakEven;
    std::string fromPlanId; ///< the cheapest plan just below nearestBreakEven
    std::string toPlanId;   ///< the cheapest plan from nearestBreakEven on
    /// Where toPlanId stops being the cheapest again, above nearestBreakEven, and the plan that
    /// is cheapest from there: "from 12 nodes IB" must not read as "IB at any size above 12"
    /// when RoCE wins again from 124.
    std::optional<int> nextBreakEven;
    std::string nextPlanId;
    /// Where the recommended plan or the runner-up stops (or starts) fitting within the sizes
    /// examined (SweepResult::planBoundaries): a break-even "from 203 nodes on" holds only as
    /// far as the plan can be built.
    std::vector<PlanBoundary> boundaries;
};

/// One plan's switches as built: ports at its link speed, that speed, and its fabric's tiers
/// in each year.
struct PlanSwitches
{
    std::string planId;
    int radix = 0;
    std::vector<int> tiersByYear;
    int linkSpeedGbps = 0;
};

/// A difference of hardware generation between the recommended plan and the runner-up, kept
/// apart from the article's third question (issue 36, items 4 and a): a 128-port switch keeps a
/// fabric at two tiers where a 64-port one needs three, and 800G links cost more and lose less
/// compute than 400G ones, whatever the fabric. The pair is rebuilt at one link speed from
/// switches of one port count, each at its own switch's price and power per port
/// (analysis/SwitchGeneration), and the difference of the margins is the generation's amount.
struct GenerationEvidence
{
    PlanSwitches recommended;
    PlanSwitches other;
    int commonRadix = 0;         ///< the port count both are rebuilt from
    int commonLinkSpeedGbps = 0; ///< the link speed both are rebuilt at
    /// NPV(runner-up) - NPV(recommended), both rebuilt from commonRadix-port switches at
    /// commonLinkSpeedGbps; negative when the runner-up would then be the cheaper plan.
    Money equalGenerationMargin = Money::zero(Currency::usd());
    /// margin - equalGenerationMargin: what the port counts and link speeds add to the
    /// recommended plan's lead (negative: what they take from it).
    Money effect = Money::zero(Currency::usd());

    /// Set by RecommendationEngine: the generation is the main reason, because only it makes the
    /// recommended plan the cheaper one, or because it adds more to the lead than any of the
    /// article's questions does (at equal generation the fabrics may still favour the plan).
    bool deciding = false;

    bool portsDiffer() const { return recommended.radix != other.radix; }
    bool linkSpeedsDiffer() const { return recommended.linkSpeedGbps != other.linkSpeedGbps; }
    bool decides() const { return deciding; }
};

/// An input that moves the answer most (from the tornado).
struct RecommendationDriver
{
    std::string key;
    std::string planId;
    Money swing = Money::zero(
        Currency::usd()); ///< change of the pair's difference between the input's low and high
    bool canFlip = false; ///< at its low or high the other plan would be cheaper
};

/// Where one plan stands among all the plans of the document.
struct PlanStanding
{
    std::string planId;
    Money npv = Money::zero(Currency::usd()); ///< expected NPV, as in the cost table
    /// npv - the recommended plan's npv (>= 0; zero for the recommended plan itself)
    Money marginToBest = Money::zero(Currency::usd());
    double pCheapest = 0; ///< share of the trials in which it is the cheapest of all plans
};

/// The structured recommendation. Core returns data; presentation/RecommendationText words it.
struct Recommendation
{
    std::string planId;      ///< the recommended plan: the lowest expected NPV of all plans
    std::string otherPlanId; ///< the runner-up: the second lowest expected NPV
    Money margin = Money::zero(
        Currency::usd()); ///< expected NPV(other) - expected NPV(recommended), >= 0, minor units
    /// P(the recommended plan is the cheapest of all plans) over the trials (with two plans:
    /// cheaper than the other, ties counted half); with copies of it (tiedCopies), P(one of them
    /// is), their shares added
    double probabilityCheaper = 0;
    /// Every plan, cheapest expected NPV first (empty when the inputs name no plan NPVs).
    std::vector<PlanStanding> standings;
    /// P5 and P95 over the trials of NPV(runner-up) - NPV(recommended), the saving (negative:
    /// the runner-up was cheaper in that trial); empty when the risk run kept no sample.
    std::optional<double> savingP5;
    std::optional<double> savingP95;
    bool closeCall = false; ///< probability < 0.6 or margin < 2% of the recommended plan's mean
    std::vector<int> breakEvenNodes;
    std::vector<RecommendationDriver> topDrivers;
    /// Every input of the tornado whose range reaches the other answer (canFlip), largest swing
    /// first: the complete list of what could change the recommendation (issue 35, item 2).
    std::vector<RecommendationDriver> answerChangers;
    /// The question contributing most to the recommended plan's advantage; empty without a
    /// category breakdown.
    std::optional<ArticleQuestion> decidingQuestion;
    std::vector<QuestionAssessment> questions; ///< jitter, team, scale (empty without breakdown)
    JitterEvidence jitter;
    TeamEvidence team;
    ScaleEvidence scale;
    /// Set when the pair's switches differ in port count and both could be rebuilt from one.
    std::optional<GenerationEvidence> generation;

    /// The plans that cost exactly what the recommended plan costs, before the runner-up (a
    /// plan and its copy): they share its outcomes, and probabilityCheaper counts theirs too.
    std::vector<std::string> tiedCopies() const
    {
        std::vector<std::string> copies;
        if (margin.isZero())
            return copies; // the runner-up itself costs the same: worded as a tie of two
        for (std::size_t i = 1; i < standings.size() && standings[i].marginToBest.isZero(); ++i)
            copies.push_back(standings[i].planId);
        return copies;
    }
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"
#include "core/money/Money.h"

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
/// advantage < 0 offsets part of it; the three advantages sum to the margin exactly.
struct QuestionAssessment
{
    ArticleQuestion question = ArticleQuestion::JitterSensitivity;
    std::vector<std::string> categories;            ///< TCO categories attributed to this question
    Money advantage = Money::zero(Currency::usd()); ///< NPV(runner-up) - NPV(recommended) over them
    std::string favoursPlanId; ///< "" when the categories cost both plans the same
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
    /// cheaper than the other, ties counted half)
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
};

} // namespace fabrictco

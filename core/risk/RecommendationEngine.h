// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"
#include "core/money/Money.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/SensitivityAnalysis.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// NPV of one TCO category for the compared pair (MonteCarloResult::pair: first, second) as the
/// cost table shows it (the exact TCO engine, every input at its mean). Category ids as in
/// `fabrictco-cli tco --json`: hardware, licensing, power, staff, jitter, incidents,
/// rearchitecture.
struct CategoryNpv
{
    std::string category;
    Money first = Money::zero(Currency::usd());
    Money second = Money::zero(Currency::usd());
};

/// One plan's expected NPV as the cost table shows it.
struct PlanNpv
{
    std::string planId;
    Money npv = Money::zero(Currency::usd());
};

/// Every plan rebuilt at one link speed from switches of one port count
/// (analysis/SwitchGeneration).
struct SwitchGenerationInputs
{
    int commonRadix = 0;
    int commonLinkSpeedGbps = 0;
    std::vector<PlanSwitches> built; ///< every plan as designed
    std::vector<PlanNpv> plans;      ///< every plan's NPV at equal generation
    /// Of risk.pair at equal generation, category by category as `categories` (same order).
    std::vector<CategoryNpv> categories;
};

struct RecommendationInputs
{
    /// Every plan's expected NPV (the cost table's), in plan order; at least two.
    std::vector<PlanNpv> plans;
    /// Completed; its pair is the recommended plan and the runner-up (ComparedPlans), in
    /// either order.
    MonteCarloResult risk;
    std::vector<CategoryNpv> categories; ///< of risk.pair; empty: no reasons by question
    std::vector<BreakEven> breakEvens;   ///< from a NodeSweep (may be empty)
    std::vector<PlanBoundary> planBoundaries; ///< from the same NodeSweep (may be empty)
    SensitivityResult sensitivity;       ///< of risk.pair
    Workload workload = Workload::LlmTraining;
    TeamExpertise team = TeamExpertise::NoRdma;
    int firstYearNodes = 0;
    int lastYearNodes = 0;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    std::size_t topDrivers = 3;
    /// Nullopt when every plan's switches have one port count and its links one speed (or none
    /// can be rebuilt).
    std::optional<SwitchGenerationInputs> generation;
};

/// Turns the figures into a recommendation, explainably:
/// - every plan is ranked by expected NPV, the cost table's figure (an exact tie keeps plan
///   order, as ComparedPlans does); the recommended plan is the first, the margin is its
///   distance to the runner-up (so it equals the table's difference to the cent), and each
///   plan's standing carries its P(cheapest of all) and its margin to the best;
/// - why: each category's runner-up - recommended gap is attributed to one article question
///   (jitter -> 1; staff, incidents, rearchitecture -> 2; hardware, licensing, power -> 3), so
///   the three amounts sum to the margin exactly; the deciding question is the one adding most
///   to the recommended plan's advantage. Unknown categories count under question 3 (they are
///   priced items that scale with the cluster). Whatever the two plans' fabrics.
/// - hardware generation: when the pair's switches differ in port count or their links in
///   speed, each category's gap at equal generation is its question's part and the rest is the
///   generation's (a reason of its own, GenerationEvidence::effect); the four still sum to the
///   margin exactly. When only the generation makes the recommended plan cheaper, or it adds
///   more to its lead than any question, GenerationEvidence::decides().
class RecommendationEngine
{
public:
    /// Throws std::invalid_argument for a cancelled run, fewer than two plans, or a pair that is
    /// not the recommended plan and the runner-up.
    static Recommendation recommend(const RecommendationInputs& inputs);

    static ArticleQuestion questionForCategory(std::string_view category);
};

} // namespace fabrictco

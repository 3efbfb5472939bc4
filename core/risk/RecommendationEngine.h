// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Presets.h"
#include "core/money/Money.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/SensitivityAnalysis.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// NPV of one TCO category for both plans as the cost table shows it (the exact TCO engine, every
/// input at its mean). Category ids as in `fabrictco-cli tco --json`: hardware, licensing,
/// power, staff, jitter, incidents, rearchitecture.
struct CategoryNpv
{
    std::string category;
    Money ib = Money::zero(Currency::usd());
    Money roce = Money::zero(Currency::usd());
};

/// One plan's expected NPV as the cost table shows it.
struct PlanNpv
{
    std::string planId;
    Money npv = Money::zero(Currency::usd());
};

struct RecommendationInputs
{
    /// Every plan's expected NPV (the cost table's), in plan order. With two or more, the
    /// recommendation ranks all of them; otherwise it compares the IB and the RoCE plan.
    std::vector<PlanNpv> plans;
    MonteCarloResult risk; ///< completed, with the IB-vs-RoCE comparison
    std::vector<CategoryNpv> categories;
    std::vector<BreakEven> breakEvens; ///< from a NodeSweep (may be empty)
    SensitivityResult sensitivity;
    Workload workload = Workload::LlmTraining;
    TeamExpertise team = TeamExpertise::NoRdma;
    int firstYearNodes = 0;
    int lastYearNodes = 0;
    Currency currency = Currency::usd();
    RoundingMode rounding = kDefaultRounding;
    std::size_t topDrivers = 3;
};

/// Turns the risk figures into a recommendation, explainably:
/// - with `plans`: every plan ranked by expected NPV (ties: the higher probability of being the
///   cheapest, then plan order); the recommended plan is the first, the margin is to the
///   runner-up, each plan's standing carries its P(cheapest) and its margin to the best. The
///   reasons along the three questions below are given when the recommended plan and the
///   runner-up are the compared IB and RoCE plans (the categories describe that pair);
/// - the plan: the lower expected NPV, i.e. the cost table's NPV (the sum of `categories`, every
///   input at its mean), so the margin equals the table's difference to the cent; the Monte Carlo
///   mean only when no categories are given. On an exact tie the higher probability of being
///   cheaper, then IB (the vendor-supported choice);
/// - why: each category's IB - RoCE gap is attributed to one article question (jitter -> 1;
///   staff, incidents, rearchitecture -> 2; hardware, licensing, power -> 3) and the deciding
///   question is the one adding most to the recommended plan's advantage. Unknown categories are
///   attributed to question 3 (they are priced items that scale with the cluster).
class RecommendationEngine
{
public:
    /// Throws std::invalid_argument for a cancelled run or one without both IB and RoCE.
    static Recommendation recommend(const RecommendationInputs& inputs);

    static ArticleQuestion questionForCategory(std::string_view category);
};

} // namespace fabrictco

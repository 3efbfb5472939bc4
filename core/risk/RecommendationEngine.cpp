// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/RecommendationEngine.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

namespace fabrictco {

std::string_view articleQuestionId(ArticleQuestion question)
{
    switch (question) {
    case ArticleQuestion::JitterSensitivity:
        return "jitter";
    case ArticleQuestion::TeamExpertise:
        return "team";
    case ArticleQuestion::ScaleAndGrowth:
        return "scale";
    }
    return "scale";
}

ArticleQuestion RecommendationEngine::questionForCategory(std::string_view category)
{
    if (category == "jitter")
        return ArticleQuestion::JitterSensitivity;
    if (category == "staff" || category == "incidents" || category == "rearchitecture")
        return ArticleQuestion::TeamExpertise;
    return ArticleQuestion::ScaleAndGrowth;
}

namespace {

Money moneyFromStatistic(double value, const RecommendationInputs& inputs)
{
    return Money(Decimal::fromDouble(value, inputs.currency.minorUnitDigits(), inputs.rounding),
                 inputs.currency);
}

double ratio(const Money& part, const Money& whole)
{
    const double denominator = whole.amount().toDouble();
    return denominator != 0 ? part.amount().toDouble() / denominator : 0.0;
}

ScaleEvidence scaleEvidence(const RecommendationInputs& inputs)
{
    ScaleEvidence evidence;
    evidence.firstYearNodes = inputs.firstYearNodes;
    evidence.lastYearNodes = std::max(inputs.lastYearNodes, inputs.firstYearNodes);
    if (inputs.breakEvens.empty())
        return evidence;
    const int lo = std::min(evidence.firstYearNodes, evidence.lastYearNodes);
    const int hi = std::max(evidence.firstYearNodes, evidence.lastYearNodes);
    int nearest = inputs.breakEvens.front().nodes;
    for (const BreakEven& breakEven : inputs.breakEvens)
        if (std::abs(breakEven.nodes - evidence.firstYearNodes) <
            std::abs(nearest - evidence.firstYearNodes))
            nearest = breakEven.nodes;
    evidence.nearestBreakEven = nearest;
    // At a break-even node count b the new plan is already the cheaper: growing from lo to hi
    // crosses it when lo < b <= hi.
    const bool crosses =
        std::any_of(inputs.breakEvens.begin(), inputs.breakEvens.end(),
                    [&](const BreakEven& b) { return lo < b.nodes && b.nodes <= hi; });
    if (crosses)
        evidence.position = ScalePosition::GrowsAcrossBreakEven;
    else
        evidence.position =
            hi < nearest ? ScalePosition::BelowBreakEven : ScalePosition::AboveBreakEven;
    return evidence;
}

} // namespace

namespace {

/// Break-even counts, drivers, evidence and the three questions for the IB-vs-RoCE pair, where
/// `roce` says whether the RoCE plan is the recommended one.
void explain(const RecommendationInputs& inputs, const PairComparison& pair, bool roce,
             Recommendation& result)
{
    for (const BreakEven& breakEven : inputs.breakEvens)
        result.breakEvenNodes.push_back(breakEven.nodes);

    // Drivers: the tornado's largest bars, flagged when their range reaches the other answer.
    for (const SensitivityBar& bar : inputs.sensitivity.bars) {
        if (result.topDrivers.size() >= inputs.topDrivers)
            break;
        RecommendationDriver driver{
            bar.key, bar.planId,
            inputs.sensitivity.exact ? bar.exactSwing() : moneyFromStatistic(bar.swing(), inputs),
            false};
        const auto favoursOther = [roce](double ibMinusRoce) {
            return roce ? ibMinusRoce < 0 : ibMinusRoce > 0;
        };
        driver.canFlip = favoursOther(bar.differenceAtLow) || favoursOther(bar.differenceAtHigh);
        result.topDrivers.push_back(std::move(driver));
    }

    result.jitter.workload = inputs.workload;
    result.team.team = inputs.team;
    result.scale = scaleEvidence(inputs);
    if (inputs.categories.empty())
        return;

    const Money zero = Money::zero(inputs.currency);
    std::array<Money, 3> gap{zero, zero, zero}; // IB - RoCE per question
    std::array<std::vector<std::string>, 3> categories;
    Money ibTotal = zero, roceTotal = zero, ibJitter = zero, roceJitter = zero;
    Money staff = zero, incidents = zero;
    for (const CategoryNpv& category : inputs.categories) {
        const auto question =
            std::size_t(RecommendationEngine::questionForCategory(category.category));
        gap[question] += category.ib - category.roce;
        categories[question].push_back(category.category);
        ibTotal += category.ib;
        roceTotal += category.roce;
        if (category.category == "jitter") {
            ibJitter += category.ib;
            roceJitter += category.roce;
        } else if (category.category == "staff") {
            staff += category.roce - category.ib;
        } else if (category.category == "incidents" || category.category == "rearchitecture") {
            incidents += category.roce - category.ib;
        }
    }
    result.jitter.roceJitterShare = ratio(roceJitter, roceTotal);
    result.jitter.ibJitterShare = ratio(ibJitter, ibTotal);
    result.jitter.roceMinusIb = roceJitter - ibJitter;
    result.team.staffRoceMinusIb = staff;
    result.team.incidentsRoceMinusIb = incidents;

    double totalAdvantage = 0;
    for (std::size_t q = 0; q < 3; ++q)
        totalAdvantage += std::abs(gap[q].amount().toDouble());
    std::optional<std::size_t> deciding;
    for (std::size_t q = 0; q < 3; ++q) {
        QuestionAssessment assessment;
        assessment.question = ArticleQuestion(q);
        assessment.categories = categories[q];
        assessment.ibMinusRoce = gap[q];
        assessment.advantage = roce ? gap[q] : -gap[q];
        if (!gap[q].isZero())
            assessment.favoursPlanId = gap[q].isNegative() ? pair.ibPlanId : pair.rocePlanId;
        assessment.share =
            totalAdvantage > 0 ? std::abs(gap[q].amount().toDouble()) / totalAdvantage : 0.0;
        if (!assessment.advantage.isNegative() && !assessment.advantage.isZero() &&
            (!deciding ||
             result.questions[*deciding].advantage.amount() < assessment.advantage.amount()))
            deciding = q;
        result.questions.push_back(std::move(assessment));
    }
    if (deciding)
        result.decidingQuestion = ArticleQuestion(*deciding);
}

/// Every plan ranked by expected NPV (the cost table's): the recommended plan, the runner-up, the
/// margin between them and every plan's standing.
Recommendation rankAllPlans(const RecommendationInputs& inputs, const PairComparison& pair)
{
    std::vector<PlanStanding> standings;
    for (const PlanNpv& plan : inputs.plans) {
        const PlanStatistics* statistics = inputs.risk.plan(plan.planId);
        standings.push_back(PlanStanding{plan.planId, plan.npv, Money::zero(plan.npv.currency()),
                                         statistics ? statistics->pCheapest : 0.0});
    }
    std::stable_sort(standings.begin(), standings.end(), [](const auto& a, const auto& b) {
        if (a.npv != b.npv)
            return a.npv.amount() < b.npv.amount();
        return a.pCheapest > b.pCheapest;
    });
    for (PlanStanding& standing : standings)
        standing.marginToBest = standing.npv - standings.front().npv;

    Recommendation result;
    result.planId = standings[0].planId;
    result.otherPlanId = standings[1].planId;
    result.margin = standings[1].marginToBest;
    result.probabilityCheaper = standings[0].pCheapest;
    result.closeCall =
        result.probabilityCheaper < 0.6 ||
        result.margin.amount().toDouble() < 0.02 * std::abs(standings[0].npv.amount().toDouble());
    result.standings = standings;
    const bool ibRocePair =
        (result.planId == pair.ibPlanId && result.otherPlanId == pair.rocePlanId) ||
        (result.planId == pair.rocePlanId && result.otherPlanId == pair.ibPlanId);
    if (ibRocePair) {
        explain(inputs, pair, result.planId == pair.rocePlanId, result);
        return result;
    }
    // The two cheapest plans are not the compared InfiniBand and RoCE plans: the categories, the
    // tornado and the evidence describe another pair, so no reasons are drawn from them.
    result.questionsCompareThisPair = false;
    for (const BreakEven& breakEven : inputs.breakEvens)
        result.breakEvenNodes.push_back(breakEven.nodes);
    result.jitter.workload = inputs.workload;
    result.team.team = inputs.team;
    result.scale = scaleEvidence(inputs);
    return result;
}

} // namespace

Recommendation RecommendationEngine::recommend(const RecommendationInputs& inputs)
{
    if (!inputs.risk.completed())
        throw std::invalid_argument("cannot recommend from a cancelled risk run");
    if (!inputs.risk.ibVsRoce)
        throw std::invalid_argument("recommendation needs both an IB and a RoCE plan");
    const PairComparison& pair = *inputs.risk.ibVsRoce;
    const PlanStatistics* ibStatistics = inputs.risk.plan(pair.ibPlanId);
    const PlanStatistics* roceStatistics = inputs.risk.plan(pair.rocePlanId);
    if (!ibStatistics || !roceStatistics)
        throw std::invalid_argument("recommendation needs both an IB and a RoCE plan");

    if (inputs.plans.size() >= 2)
        return rankAllPlans(inputs, pair);
    Recommendation result;
    // The expected NPVs: exactly the cost table's (the categories' sum) when given, so the margin
    // is the table's difference to the cent; else the Monte Carlo means.
    bool roce = false;
    double recommendedMean = 0;
    if (!inputs.categories.empty()) {
        Money ibNpv = Money::zero(inputs.currency);
        Money roceNpv = Money::zero(inputs.currency);
        for (const CategoryNpv& category : inputs.categories) {
            ibNpv += category.ib;
            roceNpv += category.roce;
        }
        const Money ibMinusRoce = ibNpv - roceNpv;
        roce = (!ibMinusRoce.isNegative() && !ibMinusRoce.isZero()) ||
               (ibMinusRoce.isZero() && pair.pRoceCheaper > 0.5);
        result.margin = ibMinusRoce.isNegative() ? -ibMinusRoce : ibMinusRoce;
        recommendedMean = (roce ? roceNpv : ibNpv).amount().toDouble();
    } else {
        roce = pair.meanDifference > 0 || (pair.meanDifference == 0 && pair.pRoceCheaper > 0.5);
        result.margin = moneyFromStatistic(std::abs(pair.meanDifference), inputs);
        recommendedMean = roce ? roceStatistics->mean : ibStatistics->mean;
    }
    result.planId = roce ? pair.rocePlanId : pair.ibPlanId;
    result.otherPlanId = roce ? pair.ibPlanId : pair.rocePlanId;
    result.probabilityCheaper = roce ? pair.pRoceCheaper : 1.0 - pair.pRoceCheaper;
    result.closeCall = result.probabilityCheaper < 0.6 ||
                       result.margin.amount().toDouble() < 0.02 * std::abs(recommendedMean);
    explain(inputs, pair, roce, result);
    return result;
}

} // namespace fabrictco

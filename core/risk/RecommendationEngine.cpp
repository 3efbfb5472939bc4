// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/RecommendationEngine.h"

#include "core/tco/ComparedPlans.h"

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

/// Where the cluster's starting size lies against the break-even counts that concern the
/// recommended plan (the cheapest plan changes to or from it there); a change between two other
/// plans does not bear on this recommendation. Break-evens are starting sizes with this
/// cluster's growth applied (NodeSweep), so they are compared with the first-year size only.
ScaleEvidence scaleEvidence(const RecommendationInputs& inputs, const std::string& recommended,
                            const std::string& runnerUp)
{
    ScaleEvidence evidence;
    evidence.firstYearNodes = inputs.firstYearNodes;
    evidence.lastYearNodes = std::max(inputs.lastYearNodes, inputs.firstYearNodes);
    for (const PlanBoundary& boundary : inputs.planBoundaries)
        if (boundary.planId == recommended || boundary.planId == runnerUp)
            evidence.boundaries.push_back(boundary);
    const BreakEven* cited = nullptr;
    for (const BreakEven& breakEven : inputs.breakEvens) {
        if (breakEven.fromPlanId != recommended && breakEven.toPlanId != recommended)
            continue;
        if (cited == nullptr || std::abs(breakEven.nodes - evidence.firstYearNodes) <
                                    std::abs(cited->nodes - evidence.firstYearNodes))
            cited = &breakEven;
    }
    if (cited == nullptr)
        return evidence;
    evidence.nearestBreakEven = cited->nodes;
    evidence.fromPlanId = cited->fromPlanId;
    evidence.toPlanId = cited->toPlanId;
    for (const BreakEven& breakEven : inputs.breakEvens) // ascending
        if (breakEven.nodes > cited->nodes && breakEven.fromPlanId == cited->toPlanId) {
            evidence.nextBreakEven = breakEven.nodes;
            evidence.nextPlanId = breakEven.toPlanId;
            break;
        }
    // At a break-even node count b the new plan is already the cheaper one.
    evidence.position = evidence.firstYearNodes < cited->nodes ? ScalePosition::BelowBreakEven
                                                               : ScalePosition::AboveBreakEven;
    return evidence;
}

const PlanSwitches* switchesOf(const SwitchGenerationInputs& generation, const std::string& planId)
{
    for (const PlanSwitches& plan : generation.built)
        if (plan.planId == planId)
            return &plan;
    return nullptr;
}

const Money* npvOf(const std::vector<PlanNpv>& plans, const std::string& planId)
{
    for (const PlanNpv& plan : plans)
        if (plan.planId == planId)
            return &plan.npv;
    return nullptr;
}

/// The hardware generation's part of the margin, when the pair's switches differ in port count
/// or their links in speed.
std::optional<GenerationEvidence> generationEvidence(const RecommendationInputs& inputs,
                                                     const Recommendation& result)
{
    if (!inputs.generation)
        return std::nullopt;
    const SwitchGenerationInputs& generation = *inputs.generation;
    const PlanSwitches* recommended = switchesOf(generation, result.planId);
    const PlanSwitches* other = switchesOf(generation, result.otherPlanId);
    const Money* recommendedNpv = npvOf(generation.plans, result.planId);
    const Money* otherNpv = npvOf(generation.plans, result.otherPlanId);
    if (!recommended || !other || !recommendedNpv || !otherNpv ||
        (recommended->radix == other->radix && recommended->linkSpeedGbps == other->linkSpeedGbps))
        return std::nullopt;
    GenerationEvidence evidence;
    evidence.recommended = *recommended;
    evidence.other = *other;
    evidence.commonRadix = generation.commonRadix;
    evidence.commonLinkSpeedGbps = generation.commonLinkSpeedGbps;
    evidence.equalGenerationMargin = *otherNpv - *recommendedNpv;
    evidence.effect = result.margin - evidence.equalGenerationMargin;
    return evidence;
}

} // namespace

namespace {

/// Break-even counts, drivers, evidence and the three questions for the recommended plan and the
/// runner-up, where `secondRecommended` says whether the recommended plan is the pair's second.
void explain(const RecommendationInputs& inputs, bool secondRecommended, Recommendation& result)
{
    for (const BreakEven& breakEven : inputs.breakEvens)
        result.breakEvenNodes.push_back(breakEven.nodes);

    // Drivers: the tornado's largest bars, flagged when their range reaches the other answer;
    // and every bar that reaches it, however far down the tornado.
    for (const SensitivityBar& bar : inputs.sensitivity.bars) {
        RecommendationDriver driver{
            bar.key, bar.planId,
            inputs.sensitivity.exact ? bar.exactSwing() : moneyFromStatistic(bar.swing(), inputs),
            false};
        // The tornado's own order (RiskPipeline: runner-up minus recommended), not the risk pair's.
        const bool recommendedSecond = inputs.sensitivity.secondPlanId == result.planId;
        if (!recommendedSecond && inputs.sensitivity.firstPlanId != result.planId)
            throw std::invalid_argument("the tornado compared another pair than the recommended "
                                        "plan and the runner-up");
        const auto favoursOther = [recommendedSecond](double firstMinusSecond) {
            return recommendedSecond ? firstMinusSecond < 0 : firstMinusSecond > 0;
        };
        driver.canFlip = favoursOther(bar.differenceAtLow) || favoursOther(bar.differenceAtHigh);
        if (driver.canFlip)
            result.answerChangers.push_back(driver);
        if (result.topDrivers.size() < inputs.topDrivers)
            result.topDrivers.push_back(std::move(driver));
    }

    result.jitter.workload = inputs.workload;
    result.team.team = inputs.team;
    result.scale = scaleEvidence(inputs, result.planId, result.otherPlanId);
    result.generation = generationEvidence(inputs, result);
    if (inputs.categories.empty())
        return;

    const Money zero = Money::zero(inputs.currency);
    std::array<Money, 3> advantage{zero, zero, zero}; // runner-up - recommended per question
    std::array<std::vector<std::string>, 3> categories;
    // The same gaps at equal switch generation: what differs is the port counts' part.
    std::array<Money, 3> fromGeneration{zero, zero, zero};
    const bool generationByCategory =
        result.generation && inputs.generation->categories.size() == inputs.categories.size();
    // The questions and the port counts must add up to the margin: without the categories at
    // equal generation the port counts' part cannot be told apart, so it is not claimed.
    if (result.generation && !generationByCategory)
        result.generation.reset();
    Money recommendedTotal = zero, otherTotal = zero, recommendedJitter = zero, otherJitter = zero;
    Money staff = zero, incidents = zero;
    for (const CategoryNpv& category : inputs.categories) {
        const Money& recommended = secondRecommended ? category.second : category.first;
        const Money& other = secondRecommended ? category.first : category.second;
        const auto question =
            std::size_t(RecommendationEngine::questionForCategory(category.category));
        advantage[question] += other - recommended;
        categories[question].push_back(category.category);
        if (generationByCategory) {
            const CategoryNpv& equal =
                inputs.generation->categories[std::size_t(&category - inputs.categories.data())];
            const Money& equalRecommended = secondRecommended ? equal.second : equal.first;
            const Money& equalOther = secondRecommended ? equal.first : equal.second;
            fromGeneration[question] += (other - recommended) - (equalOther - equalRecommended);
        }
        recommendedTotal += recommended;
        otherTotal += other;
        if (category.category == "jitter") {
            recommendedJitter += recommended;
            otherJitter += other;
        } else if (category.category == "staff") {
            staff += other - recommended;
        } else if (category.category == "incidents" || category.category == "rearchitecture") {
            incidents += other - recommended;
        }
    }
    result.jitter.recommendedShare = ratio(recommendedJitter, recommendedTotal);
    result.jitter.otherShare = ratio(otherJitter, otherTotal);
    result.jitter.otherMinusRecommended = otherJitter - recommendedJitter;
    result.team.staffOtherMinusRecommended = staff;
    result.team.incidentsOtherMinusRecommended = incidents;

    // The deciding question is the one adding most to the lead the fabrics themselves make:
    // a lead that the switches' port counts make is switch generation, not "scale and growth".
    std::optional<std::size_t> deciding;
    std::optional<Money> decidingLead;
    for (std::size_t q = 0; q < 3; ++q) {
        QuestionAssessment assessment;
        assessment.question = ArticleQuestion(q);
        assessment.categories = categories[q];
        // Net of the switch generation's part, so the questions are answered as at equal
        // generation and the port counts are a reason of their own (GenerationEvidence).
        const Money fabricLead = advantage[q] - fromGeneration[q];
        assessment.advantage = fabricLead;
        assessment.fromSwitchGeneration = fromGeneration[q];
        if (!fabricLead.isZero())
            assessment.favoursPlanId = fabricLead.isNegative() ? result.otherPlanId : result.planId;
        if (fabricLead.amount() > Decimal() &&
            (!decidingLead || decidingLead->amount() < fabricLead.amount())) {
            deciding = q;
            decidingLead = fabricLead;
        }
        result.questions.push_back(std::move(assessment));
    }
    if (deciding)
        result.decidingQuestion = ArticleQuestion(*deciding);
    if (result.generation) {
        GenerationEvidence& g = *result.generation;
        const bool onlyReason = !(g.equalGenerationMargin.amount() > Decimal());
        const bool largestReason = !decidingLead || decidingLead->amount() < g.effect.amount();
        g.deciding = g.effect.amount() > Decimal() && (onlyReason || largestReason);
    }
}

} // namespace

Recommendation RecommendationEngine::recommend(const RecommendationInputs& inputs)
{
    if (!inputs.risk.completed())
        throw std::invalid_argument("cannot recommend from a cancelled risk run");
    if (inputs.plans.size() < 2)
        throw std::invalid_argument("a recommendation compares at least two plans");

    std::vector<PlanStanding> standings;
    for (const PlanNpv& plan : inputs.plans) {
        const PlanStatistics* statistics = inputs.risk.plan(plan.planId);
        if (!statistics)
            throw std::invalid_argument("the risk run lacks plan \"" + plan.planId + "\"");
        standings.push_back(PlanStanding{plan.planId, plan.npv, Money::zero(plan.npv.currency()),
                                         statistics->pCheapest});
    }
    // Stable: an exact tie keeps plan order, like ComparedPlans, so the pair the risk run
    // compared is the recommended plan and the runner-up.
    std::stable_sort(standings.begin(), standings.end(),
                     [](const auto& a, const auto& b) { return a.npv.amount() < b.npv.amount(); });
    for (PlanStanding& standing : standings)
        standing.marginToBest = standing.npv - standings.front().npv;

    std::vector<Decimal> ascending;
    for (const PlanStanding& standing : standings)
        ascending.push_back(standing.npv.amount());
    const std::size_t runnerUp = ComparedPlans::runnerUp(ascending);
    Recommendation result;
    result.planId = standings[0].planId;
    result.otherPlanId = standings[runnerUp].planId;
    result.margin = standings[runnerUp].marginToBest;
    // Copies of the recommended plan (exact ties before the runner-up) share its outcomes: a
    // trial one of them wins is a trial the recommended design wins.
    result.probabilityCheaper = 0;
    for (std::size_t i = 0; i < runnerUp; ++i)
        result.probabilityCheaper += standings[i].pCheapest;
    if (runnerUp == 1)
        result.probabilityCheaper = standings[0].pCheapest;
    result.closeCall =
        result.probabilityCheaper < 0.6 ||
        result.margin.amount().toDouble() < 0.02 * std::abs(standings[0].npv.amount().toDouble());
    result.standings = standings;

    const std::optional<PairComparison>& pair = inputs.risk.pair;
    const bool firstRecommended =
        pair && pair->firstPlanId == result.planId && pair->secondPlanId == result.otherPlanId;
    const bool secondRecommended =
        pair && pair->secondPlanId == result.planId && pair->firstPlanId == result.otherPlanId;
    if (!firstRecommended && !secondRecommended)
        throw std::invalid_argument("the risk run compared another pair than the recommended "
                                    "plan and the runner-up");
    // The saving NPV(runner-up) - NPV(recommended) trial by trial; the pair's difference is
    // first - second, so it changes sign when the recommended plan is the first.
    if (pair->differenceP5 && pair->differenceP95) {
        result.savingP5 = firstRecommended ? -*pair->differenceP95 : *pair->differenceP5;
        result.savingP95 = firstRecommended ? -*pair->differenceP5 : *pair->differenceP95;
    }
    explain(inputs, secondRecommended, result);
    return result;
}

} // namespace fabrictco

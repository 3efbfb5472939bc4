// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// Whether a risk run finished. A cancelled run carries no figures at all, so a partial sample is
/// never passed off as the answer.
enum class RunStatus
{
    Completed,
    Cancelled,
};

/// Distribution of one plan's horizon NPV of TCO over the trials (currency units, floating
/// point: statistics only; convert with Decimal::fromDouble to show them as money).
struct PlanStatistics
{
    std::string planId;
    /// The expected NPV: the cost table's exact figure when the model carries it
    /// (StochasticModel::expectedNpvs), else the sample mean.
    double mean = 0;
    double sampleMean = 0; ///< the trials' own mean; converges to `mean` as the trials grow
    double p5 = 0;
    double p50 = 0;
    double p95 = 0;
    double cvar95 = 0; ///< mean of the worst (highest-cost) 5% of trials
    double min = 0;
    double max = 0;
    /// Share of trials in which this plan is the cheapest; a tie between k plans gives each 1/k.
    double pCheapest = 0;
};

/// Two plans (ComparedPlans: the recommended plan and the runner-up), compared trial by trial
/// on the same draws.
struct PairComparison
{
    std::string firstPlanId;
    std::string secondPlanId;
    /// Expected NPV(first) - NPV(second), from the exact figures when the model carries them:
    /// > 0 when the second is cheaper on average.
    double meanDifference = 0;
    double sampleMeanDifference = 0; ///< the trials' own mean of the difference
    double pSecondCheaper = 0;       ///< P(second < first) + P(tie) / 2
    double pTie = 0;                 ///< P(second == first), exactly equal NPVs
    /// P5 and P95 of NPV(first) - NPV(second) over the trials, exact order statistics; empty when
    /// the sample was too large to keep (the per-plan figures then come from histograms).
    std::optional<double> differenceP5;
    std::optional<double> differenceP95;
};

/// Another plan against the reference plan (MonteCarloOptions::firstPlanId, the recommended
/// plan), trial by trial on the same draws: NPV(plan) - NPV(reference). > 0: the reference is
/// cheaper. The band the gap-against-size chart draws.
struct PlanGap
{
    std::string planId;
    /// Expected gap: the difference of the cost table's exact figures when the model carries
    /// them, else of the sample means.
    double mean = 0;
    /// P5 and P95 of the gap over the trials, exact order statistics; empty when the sample was
    /// too large to keep.
    std::optional<double> p5;
    std::optional<double> p95;
};

struct MonteCarloResult
{
    RunStatus status = RunStatus::Completed;
    std::uint64_t trials = 0;
    std::uint64_t seed = 0;
    unsigned threads = 0;
    /// true: P5/P50/P95/CVaR95 are exact order statistics of the sample. false: the sample did
    /// not fit the bounded buffer and they come from a 65,536-bin histogram (see MonteCarloEngine).
    bool exactQuantiles = true;
    std::vector<PlanStatistics> plans; ///< in the model's plan order; empty when cancelled
    std::optional<PairComparison> pair;
    /// NPV(first) - NPV(second) of each trial, in trial order, when
    /// MonteCarloOptions::keepPairDifferences asked for them and the sample was kept.
    std::vector<double> pairDifferences;
    /// Every plan but the reference against the reference, in the model's plan order; empty
    /// when the reference is not one of the plans.
    std::vector<PlanGap> gaps;

    bool completed() const { return status == RunStatus::Completed; }
    /// The chance that `plan` is the cheapest, when there is another plan to be cheaper than.
    /// With one plan priced (the others left out, BuildablePlans) it is the cheapest in every
    /// trial by default: every output shows no figure there rather than a 100 % that compares
    /// nothing, beside the note that there is nothing to compare.
    std::optional<double> chanceOfBeingCheapest(const PlanStatistics& plan) const
    {
        return plans.size() >= 2 ? std::optional(plan.pCheapest) : std::nullopt;
    }
    const PlanStatistics* plan(std::string_view id) const
    {
        for (const auto& statistics : plans)
            if (statistics.planId == id)
                return &statistics;
        return nullptr;
    }
};

} // namespace fabrictco

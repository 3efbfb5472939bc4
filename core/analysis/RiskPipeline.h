// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/PriceToBeatOdds.h"
#include "core/analysis/SwitchGeneration.h"
#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/RecommendationEngine.h"
#include "core/risk/SensitivityAnalysis.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/TcoResult.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <stop_token>

namespace fabrictco {

/// The risk analysis cannot run on this scenario (a model that cannot be built, a malformed
/// range); what() says why in English. The engine's own error, when there is one, is nested
/// (std::throw_with_nested) so presentation/EngineErrorText can word its code and figures.
/// Cancellation is not an error: see RiskAnalysis::status.
class RiskPipelineError : public std::runtime_error
{
public:
    enum class Problem
    {
        NoPlans, ///< the scenario has no plan to analyse
        Engine,  ///< an engine stopped: the nested error says why
    };
    RiskPipelineError(Problem problem, const std::string& message)
        : std::runtime_error(message), m_problem(problem)
    {
    }
    Problem problem() const { return m_problem; }

private:
    Problem m_problem;
};

/// The settings of a risk analysis. The window, the PDF/XLSX report and `fabrictco-cli
/// recommend` all start from these defaults, so the same scenario, trials and seed give the
/// same figures to the cent everywhere.
struct RiskPipelineOptions
{
    static constexpr std::uint64_t kDefaultTrials = 10'000;
    /// Node counts of the break-even sweep around the growth path (SweepOptions::spanGrowthPath).
    static constexpr int kSweepPoints = 24;
    /// Trials at each node count of the sweep, at most: the sweep's means are exact (the table's),
    /// its trials only give the bands and the probabilities. At the cluster's own first-year size
    /// the sweep reuses the full run (SweepOptions::knownRun): one sample, one figure.
    static constexpr std::uint64_t kMaxSweepTrials = 2'000;

    std::uint64_t trials = kDefaultTrials;
    std::uint64_t seed = MonteCarloOptions{}.seed;
    unsigned threads = 0; ///< 0 = every core
    std::stop_token stop;
    /// Fraction done in [0, 1], in proportion to the trials run; from worker threads.
    std::function<void(double)> progress;

    /// Also the price to beat of the compared pair with its odds (PriceToBeatRisk: two runs of
    /// the pair per input, the same trials and seed). The window and the report show it; the
    /// recommendation alone (`fabrictco-cli recommend`) does not need it.
    bool priceToBeat = false;

    /// The scenario the node-count sweep prices at each size: the document's, plans left out
    /// of the cost table included (BuildablePlans), so a plan too small for this cluster is
    /// still drawn at the sizes where it can be built. Null: the scenario analysed.
    std::shared_ptr<const Scenario> sweptScenario;

    std::uint64_t sweepTrials() const { return std::min(trials, kMaxSweepTrials); }
    /// A Monte Carlo run with these trials, seed, threads and stop (no progress, no pair).
    MonteCarloOptions monteCarlo() const
    {
        MonteCarloOptions o;
        o.trials = trials;
        o.seed = seed;
        o.threads = threads;
        o.stop = stop;
        return o;
    }
};

/// The price to beat of a pair with its odds (one per item).
struct PriceToBeatAnalysis
{
    PriceToBeatResult result;
    std::vector<PriceToBeatOdds> odds;
};

/// Everything the risk side computes for one scenario.
struct RiskAnalysis
{
    RunStatus status = RunStatus::Completed;
    /// The recommended plan and the runner-up by expected NPV; the pairwise figures compare them.
    ComparedPlans compared;
    MonteCarloResult monteCarlo; ///< every plan; its pair is `compared`
    SweepResult sweep;           ///< every plan over the growth path, with break-even counts
    /// The tornado of compared.first - compared.second, exact; with two or more plans only.
    std::optional<SensitivityResult> sensitivity;
    std::optional<Recommendation> recommendation; ///< with two or more plans only
    /// Every plan rebuilt from switches of one port count, when their switches differ
    /// (SwitchGeneration::compare): the second view of the cost table.
    std::optional<EqualGenerationView> equalGeneration;
    /// The price to beat of the compared pair, with two or more plans when options.priceToBeat
    /// asked for it; `priceToBeatOdds` has one entry per item of it.
    std::optional<PriceToBeatResult> priceToBeat;
    std::vector<PriceToBeatOdds> priceToBeatOdds;

    bool completed() const { return status == RunStatus::Completed; }
};

/// The one risk pipeline: Monte Carlo over every plan (common random numbers), the node sweep
/// around the growth path with its break-even counts, the exact sensitivity of the compared
/// pair, and the recommendation with its reasons. `tco` is TcoEngine(catalog).evaluate(scenario)
/// (the cost table); the pipeline takes the plans' expected NPVs and the growth path from it.
class RiskPipeline
{
public:
    /// Throws RiskPipelineError; returns a RiskAnalysis with status Cancelled (and no figures)
    /// when options.stop was requested.
    static RiskAnalysis run(const Scenario& scenario, const Catalog& catalog, const TcoResult& tco,
                            const RiskPipelineOptions& options);

    /// The price to beat of `pair` and its odds, with options' trials, seed, threads, stop and
    /// progress: the stage run() adds with options.priceToBeat, and the window runs after the
    /// rest has answered. Empty when stopped; throws RiskPipelineError.
    static std::optional<PriceToBeatAnalysis> priceToBeat(const Scenario& scenario,
                                                          const Catalog& catalog,
                                                          const ComparedPlans& pair,
                                                          const RiskPipelineOptions& options);
    /// The exact tornado of any two plans (the window lets the user pick the pair).
    static SensitivityResult sensitivity(const Scenario& scenario, const Catalog& catalog,
                                         const std::string& firstPlanId,
                                         const std::string& secondPlanId);
    /// The exact tornado of the compared pair, runner-up minus recommended plan: the sign every
    /// gap, saving and table of the window, report and CLI uses (a positive change is money the
    /// recommended plan saves), so the tornado's baseline reads as the summary's saving (issue 39).
    static SensitivityResult sensitivity(const Scenario& scenario, const Catalog& catalog,
                                         const ComparedPlans& pair);

    /// The cost table's categories of the pair, as the recommendation's reasons use them.
    static std::vector<CategoryNpv> categories(const TcoResult& tco, const ComparedPlans& pair);
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/RiskPipeline.h"

#include "core/tco/BuildablePlans.h"
#include "core/tco/CostCategory.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/ExactSensitivity.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/StochasticModelBuilder.h"

#include <algorithm>
#include <exception>
#include <memory>
#include <string>

namespace fabrictco {

namespace {

RiskAnalysis cancelled()
{
    RiskAnalysis analysis;
    analysis.status = RunStatus::Cancelled;
    return analysis;
}

} // namespace

std::vector<CategoryNpv> RiskPipeline::categories(const TcoResult& tco, const ComparedPlans& pair)
{
    std::vector<CategoryNpv> result;
    const PlanResult* first = tco.plan(pair.firstPlanId);
    const PlanResult* second = tco.plan(pair.secondPlanId);
    if (!first || !second)
        return result;
    for (const CostCategory category : allCostCategories())
        result.push_back(CategoryNpv{std::string(costCategoryId(category)),
                                     first->discounted[category], second->discounted[category]});
    return result;
}

SensitivityResult RiskPipeline::sensitivity(const Scenario& scenario, const Catalog& catalog,
                                            const std::string& firstPlanId,
                                            const std::string& secondPlanId)
{
    try {
        return exactSensitivity(scenario, catalog, firstPlanId, secondPlanId);
    } catch (const std::exception& error) {
        std::throw_with_nested(RiskPipelineError(RiskPipelineError::Problem::Engine, error.what()));
    }
}

SensitivityResult RiskPipeline::sensitivity(const Scenario& scenario, const Catalog& catalog,
                                            const ComparedPlans& pair)
{
    return sensitivity(scenario, catalog, pair.secondPlanId, pair.firstPlanId);
}

std::optional<PriceToBeatAnalysis> RiskPipeline::priceToBeat(const Scenario& scenario,
                                                             const Catalog& catalog,
                                                             const ComparedPlans& pair,
                                                             const RiskPipelineOptions& options)
{
    try {
        PriceToBeatAnalysis analysis;
        // The scenario's overload: it also marks inputs with a range of their own.
        analysis.result =
            PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
        MonteCarloOptions odds = options.monteCarlo();
        odds.progress = options.progress;
        analysis.odds = PriceToBeatRisk::compute(
            ModelProbe::pair(scenario, catalog, pair.firstPlanId, pair.secondPlanId),
            analysis.result, odds);
        if (options.stop.stop_requested() || analysis.odds.size() != analysis.result.items.size())
            return std::nullopt;
        return analysis;
    } catch (const std::exception& error) {
        std::throw_with_nested(RiskPipelineError(RiskPipelineError::Problem::Engine, error.what()));
    }
}

RiskAnalysis RiskPipeline::run(const Scenario& scenario, const Catalog& catalog,
                               const TcoResult& tco, const RiskPipelineOptions& options)
{
    if (tco.plans.empty())
        throw RiskPipelineError(RiskPipelineError::Problem::NoPlans,
                                "the scenario has no plan to analyse");
    RiskAnalysis analysis;
    analysis.compared = ComparedPlans::of(tco);

    MonteCarloOptions monteCarlo = options.monteCarlo();
    monteCarlo.firstPlanId = analysis.compared.firstPlanId;
    monteCarlo.secondPlanId = analysis.compared.secondPlanId;

    // Progress in proportion to the trials: the Monte Carlo, then every point of the sweep.
    const double sweepTrials = double(options.sweepTrials()) * RiskPipelineOptions::kSweepPoints;
    // The price to beat's odds run the pair twice per input: about as many plan-trials as the
    // Monte Carlo of every plan, times the inputs; counted as that many trials.
    const double priceToBeatTrials = options.priceToBeat && tco.plans.size() >= 2
                                         ? double(options.trials) * 2 * 2 *
                                               double(PriceToBeat::negotiableKeys().size()) /
                                               double(tco.plans.size())
                                         : 0.0;
    const double allTrials = double(options.trials) + sweepTrials + priceToBeatTrials;
    const double monteCarloShare = double(options.trials) / allTrials;
    const double sweepShare = sweepTrials / allTrials;
    const auto report = [&options](double fraction) {
        if (options.progress)
            options.progress(std::clamp(fraction, 0.0, 1.0));
    };

    const int firstYearNodes = scenario.cluster.nodes;
    int lastYearNodes = firstYearNodes;
    for (const PlanResult& plan : tco.plans)
        if (!plan.years.empty())
            lastYearNodes = std::max(lastYearNodes, plan.years.back().nodes);

    try {
        const StochasticModel model = buildStochasticModel(scenario, catalog);
        MonteCarloOptions first = monteCarlo;
        first.progress = [&](double done) {
            report(done * monteCarloShare);
        };
        analysis.monteCarlo = MonteCarloEngine::run(model, first);
        if (options.stop.stop_requested() || !analysis.monteCarlo.completed())
            return cancelled();

        SweepOptions sweep;
        sweep.spanGrowthPath(firstYearNodes, lastYearNodes);
        sweep.points = RiskPipelineOptions::kSweepPoints;
        sweep.gpusPerNode = scenario.cluster.gpusPerNode;
        sweep.horizonYears = scenario.cluster.horizonYears;
        sweep.findBreakEven = tco.plans.size() >= 2;
        sweep.monteCarlo = monteCarlo;
        sweep.monteCarlo.trials = options.sweepTrials();
        sweep.knownRun = SweepOptions::KnownRun{firstYearNodes, analysis.monteCarlo};
        sweep.monteCarlo.progress = [&](double done) {
            report(monteCarloShare + done * sweepShare);
        };
        const auto shared = options.sweptScenario ? options.sweptScenario
                                                  : std::make_shared<const Scenario>(scenario);
        sweep.buildablePlanIds = [shared, &catalog](int nodes) {
            return BuildablePlans::buildableAt(*shared, catalog, nodes);
        };
        // The plans that can be built at each size (BuildablePlans); the catalog outlives the
        // sweep.
        const auto modelAt = BuildablePlans::stochasticModelsAt(
            shared, std::shared_ptr<const Catalog>(std::shared_ptr<const Catalog>(), &catalog));
        analysis.sweep = NodeSweep::run(
            [&modelAt](int nodes) {
                try {
                    return modelAt(nodes);
                } catch (const TcoError& error) {
                    // No plan's growth path can be built at this size: the sweep skips the
                    // point and lists it.
                    throw InfeasibleNodeCount("at " + std::to_string(nodes) +
                                              " first-year nodes: " + error.what());
                }
            },
            sweep);
        if (options.stop.stop_requested() || !analysis.sweep.completed())
            return cancelled();

        if (analysis.compared.complete()) {
            analysis.sensitivity = sensitivity(scenario, catalog, analysis.compared);
            RecommendationInputs inputs;
            for (const PlanResult& plan : tco.plans)
                inputs.plans.push_back(PlanNpv{plan.planId, plan.npv});
            inputs.risk = analysis.monteCarlo;
            inputs.categories = categories(tco, analysis.compared);
            inputs.breakEvens = analysis.sweep.breakEvens;
            inputs.planBoundaries = analysis.sweep.planBoundaries;
            inputs.sensitivity = *analysis.sensitivity;
            inputs.workload = scenario.workload;
            inputs.team = scenario.team;
            inputs.firstYearNodes = firstYearNodes;
            inputs.lastYearNodes = lastYearNodes;
            inputs.currency = tco.currency;
            inputs.rounding = tco.rounding;
            analysis.equalGeneration = SwitchGeneration::compare(scenario, catalog, tco);
            if (const auto& view = analysis.equalGeneration) {
                SwitchGenerationInputs generation;
                generation.commonRadix = view->commonRadix;
                generation.commonLinkSpeedGbps = view->commonLinkSpeedGbps;
                generation.built = view->built;
                for (const PlanResult& plan : view->tco.plans)
                    generation.plans.push_back(PlanNpv{plan.planId, plan.npv});
                generation.categories = categories(view->tco, analysis.compared);
                inputs.generation = std::move(generation);
            }
            analysis.recommendation = RecommendationEngine::recommend(inputs);
            if (options.priceToBeat) {
                RiskPipelineOptions odds = options;
                odds.progress = [&](double done) {
                    report(monteCarloShare + sweepShare +
                           done * (1 - monteCarloShare - sweepShare));
                };
                std::optional<PriceToBeatAnalysis> stage =
                    priceToBeat(scenario, catalog, analysis.compared, odds);
                if (!stage)
                    return cancelled();
                analysis.priceToBeat = std::move(stage->result);
                analysis.priceToBeatOdds = std::move(stage->odds);
            }
        }
    } catch (const RiskPipelineError&) {
        throw;
    } catch (const std::exception& error) {
        std::throw_with_nested(RiskPipelineError(RiskPipelineError::Problem::Engine, error.what()));
    }
    report(1.0);
    return analysis;
}

} // namespace fabrictco

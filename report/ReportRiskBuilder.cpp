// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportRiskBuilder.h"

#include "core/model/ComparedPlans.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/risk/RecommendationEngine.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/ExactSensitivity.h"
#include "core/tco/StochasticModelBuilder.h"
#include "report/ReportError.h"

#include <algorithm>
#include <memory>

namespace fabrictco {

ReportRisk ReportRiskBuilder::build(const Scenario& scenario, const Catalog& catalog,
                                    const TcoResult& tco, const ReportOptions& options,
                                    const ReportControl& control)
{
    const ComparedPlans compared = ComparedPlans::of(scenario);
    const PlanResult* ib = tco.plan(compared.ibPlanId);
    const PlanResult* roce = tco.plan(compared.rocePlanId);
    if (!ib || !roce)
        throw ReportError("the risk analysis compares an InfiniBand plan with a RoCE plan; the "
                          "scenario lacks one of them");
    ReportRisk risk;
    risk.currency = tco.currency;
    risk.rounding = tco.rounding;

    MonteCarloOptions monteCarlo;
    monteCarlo.trials = options.trials;
    monteCarlo.seed = options.seed;
    monteCarlo.threads = options.threads;
    monteCarlo.stop = control.stop;
    monteCarlo.ibPlanId = compared.ibPlanId;
    monteCarlo.rocePlanId = compared.rocePlanId;

    const int firstYearNodes = scenario.cluster.nodes;
    const int lastYearNodes = std::max(firstYearNodes, ib->years.back().nodes);
    RecommendationInputs inputs;
    inputs.workload = scenario.workload;
    inputs.team = scenario.team;
    inputs.firstYearNodes = firstYearNodes;
    inputs.lastYearNodes = lastYearNodes;
    inputs.currency = tco.currency;
    inputs.rounding = tco.rounding;
    for (const PlanResult& plan : tco.plans)
        inputs.plans.push_back(PlanNpv{plan.planId, plan.npv});
    for (const CostCategory category : allCostCategories())
        inputs.categories.push_back(CategoryNpv{std::string(costCategoryId(category)),
                                                ib->discounted[category],
                                                roce->discounted[category]});
    try {
        const StochasticModel model = buildStochasticModel(scenario, catalog);
        // Progress in proportion to the trials: the Monte Carlo, then every point of the sweep.
        const std::uint64_t sweepTrials =
            std::min<std::uint64_t>(monteCarlo.trials, kMaxSweepTrials);
        const double monteCarloShare =
            double(monteCarlo.trials) / double(monteCarlo.trials + sweepTrials * kSweepPoints);
        MonteCarloOptions first = monteCarlo;
        if (control.progress)
            first.progress = [&](double done) {
                control.progress(done * monteCarloShare);
            };
        risk.monteCarlo = MonteCarloEngine::run(model, first);
        if (control.stop.stop_requested() || !risk.monteCarlo.completed())
            throw ReportCancelled();
        risk.sensitivity =
            exactSensitivity(scenario, catalog, compared.ibPlanId, compared.rocePlanId);
        SweepOptions sweep;
        sweep.spanGrowthPath(firstYearNodes, lastYearNodes);
        sweep.points = kSweepPoints;
        sweep.gpusPerNode = scenario.cluster.gpusPerNode;
        sweep.horizonYears = scenario.cluster.horizonYears;
        sweep.monteCarlo = monteCarlo;
        sweep.monteCarlo.trials = sweepTrials;
        if (control.progress)
            sweep.monteCarlo.progress = [&](double done) {
                control.progress(monteCarloShare + done * (1 - monteCarloShare));
            };
        const auto shared = std::make_shared<const Scenario>(scenario);
        risk.sweep = NodeSweep::run(
            [shared, &catalog](int nodes) {
                try {
                    return buildStochasticModel(*shared, catalog, nodes);
                } catch (const TcoError& error) {
                    // Typically the growth path outgrowing the largest fabric: the sweep skips
                    // the point, as `fabrictco-cli sweep` does.
                    throw InfeasibleNodeCount("at " + std::to_string(nodes) +
                                              " first-year nodes: " + error.what());
                }
            },
            sweep);
        if (control.stop.stop_requested() || !risk.sweep.completed())
            throw ReportCancelled();
        inputs.risk = risk.monteCarlo;
        inputs.sensitivity = risk.sensitivity;
        inputs.breakEvens = risk.sweep.breakEvens;
        risk.recommendation = RecommendationEngine::recommend(inputs);
    } catch (const ReportError&) {
        throw;
    } catch (const std::exception& error) {
        throw ReportError(std::string("risk analysis: ") + error.what());
    }
    return risk;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskRunner.h"

#include "core/model/ComparedPlans.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/risk/RecommendationEngine.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/ExactSensitivity.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoResult.h"

#include <QtConcurrent>

#include <algorithm>
#include <stdexcept>

namespace fabrictco::ui {

RiskRunner::RiskRunner(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<RiskOutcome>::finished, this, [this] {
        const RiskOutcome outcome = m_watcher.result();
        if (outcome.generation != m_generation)
            return; // a newer start() is on its way
        m_running = false;
        Q_EMIT finished(outcome);
    });
}

RiskRunner::~RiskRunner()
{
    cancel();
    waitForFinished();
}

void RiskRunner::start(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                       std::shared_ptr<const TcoResult> tco)
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    const int generation = ++m_generation;
    m_running = true;
    const Options options = m_options;
    std::stop_token stop = m_stop.get_token();
    // Progress is reported from worker threads; hop to the GUI thread and drop stale runs.
    auto progress = [this, generation](int percent) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, percent] {
                if (generation == m_generation && m_running)
                    Q_EMIT progressChanged(percent);
            },
            Qt::QueuedConnection);
    };
    // The previous run may still be unwinding: the watcher follows the new future only.
    m_watcher.setFuture(QtConcurrent::run([=] {
        RiskOutcome outcome = run(scenario, catalog, tco, options, stop, progress);
        outcome.generation = generation;
        return outcome;
    }));
    Q_EMIT progressChanged(0);
}

void RiskRunner::cancel()
{
    m_stop.request_stop();
    if (m_running) {
        m_running = false;
        RiskOutcome outcome;
        outcome.generation = ++m_generation;
        outcome.cancelled = true;
        Q_EMIT finished(outcome);
    }
}

void RiskRunner::waitForFinished()
{
    m_watcher.waitForFinished();
}

RiskOutcome RiskRunner::run(const Scenario& scenario, std::shared_ptr<const Catalog> catalogPtr,
                            std::shared_ptr<const TcoResult> tco, const Options& options,
                            std::stop_token stop, const std::function<void(int)>& progress)
{
    RiskOutcome outcome;
    const ComparedPlans compared = ComparedPlans::of(scenario);
    try {
        if (!catalogPtr)
            throw std::invalid_argument("no catalog for the risk analysis");
        const Catalog& catalog = *catalogPtr;
        const StochasticModel model = buildStochasticModel(scenario, catalog);
        MonteCarloOptions mc;
        mc.trials = options.trials;
        mc.stop = stop;
        mc.ibPlanId = compared.ibPlanId;
        mc.rocePlanId = compared.rocePlanId;
        mc.progress = [&](double done) {
            progress(static_cast<int>(done * 30));
        };
        outcome.monteCarlo = MonteCarloEngine::run(model, mc);
        if (!outcome.monteCarlo.completed() || stop.stop_requested()) {
            outcome.cancelled = true;
            return outcome;
        }

        // Around the cluster's growth path, as the report and `fabrictco-cli recommend` do.
        SweepOptions sweep;
        const int nodes = scenario.cluster.nodes;
        int lastYearNodes = nodes;
        if (tco && !tco->plans.empty() && !tco->plans.front().years.empty())
            lastYearNodes = std::max(nodes, tco->plans.front().years.back().nodes);
        sweep.spanGrowthPath(nodes, lastYearNodes);
        sweep.points = options.sweepPoints;
        sweep.gpusPerNode = scenario.cluster.gpusPerNode;
        sweep.horizonYears = scenario.cluster.horizonYears;
        sweep.findBreakEven = compared.complete();
        sweep.monteCarlo = mc;
        sweep.monteCarlo.trials = options.sweepTrials;
        sweep.monteCarlo.progress = [&](double done) {
            progress(30 + static_cast<int>(done * 65));
        };
        outcome.sweep = NodeSweep::run(
            [&](int n) {
                try {
                    return buildStochasticModel(scenario, catalog, n);
                } catch (const TcoError& e) {
                    // The growth path outgrows the largest fabric: the sweep skips this size.
                    throw InfeasibleNodeCount(e.what());
                }
            },
            sweep);
        if (!outcome.sweep.completed() || stop.stop_requested()) {
            outcome.cancelled = true;
            return outcome;
        }

        if (compared.complete()) {
            outcome.sensitivity =
                exactSensitivity(scenario, catalog, compared.ibPlanId, compared.rocePlanId);
            if (tco && outcome.monteCarlo.ibVsRoce) {
                RecommendationInputs inputs;
                inputs.risk = outcome.monteCarlo;
                for (const PlanResult& plan : tco->plans)
                    inputs.plans.push_back(PlanNpv{plan.planId, plan.npv});
                const PlanResult* ibResult = tco->plan(compared.ibPlanId);
                const PlanResult* roceResult = tco->plan(compared.rocePlanId);
                if (ibResult != nullptr && roceResult != nullptr) {
                    for (CostCategory category : allCostCategories())
                        inputs.categories.push_back({std::string(costCategoryId(category)),
                                                     ibResult->discounted[category],
                                                     roceResult->discounted[category]});
                    if (!ibResult->years.empty()) {
                        inputs.firstYearNodes = ibResult->years.front().nodes;
                        inputs.lastYearNodes = ibResult->years.back().nodes;
                    }
                }
                inputs.breakEvens = outcome.sweep.breakEvens;
                inputs.sensitivity = *outcome.sensitivity;
                inputs.workload = scenario.workload;
                inputs.team = scenario.team;
                inputs.currency = scenario.cluster.currency;
                inputs.rounding = scenario.cluster.rounding;
                outcome.recommendation = RecommendationEngine::recommend(inputs);
            }
        }
        progress(100);
    } catch (const std::exception& error) {
        outcome.error = QString::fromUtf8(error.what());
    }
    return outcome;
}

} // namespace fabrictco::ui

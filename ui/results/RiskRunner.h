// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/RiskPipeline.h"
#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/risk/MonteCarloResult.h"
#include "core/risk/NodeSweep.h"
#include "core/risk/Recommendation.h"
#include "core/risk/SensitivityAnalysis.h"
#include "ui/common/WorkerRun.h"

#include <QFutureWatcher>
#include <QObject>

#include <algorithm>
#include <exception>
#include <memory>
#include <optional>
#include <stop_token>

namespace fabrictco {
struct TcoResult;
}

namespace fabrictco::ui {

/// Everything the risk side computes for one state of the scenario.
struct RiskOutcome
{
    int generation = 0; ///< which start() it answers; stale answers are dropped
    bool cancelled = false;
    std::exception_ptr error; ///< why the run stopped, or null
    ComparedPlans compared;   ///< the recommended plan and the runner-up
    MonteCarloResult monteCarlo;
    SweepResult sweep;
    std::optional<SensitivityResult> sensitivity;
    std::optional<Recommendation> recommendation;
    std::optional<EqualGenerationView> equalGeneration;
    /// The price to beat of `compared` with its odds: a second stage, delivered after the rest
    /// (RiskRunner::priceToBeatFinished) so that an edit's figures are not kept waiting for it.
    std::optional<PriceToBeatResult> priceToBeat;
    std::vector<PriceToBeatOdds> priceToBeatOdds;
    /// The price to beat is the previous run's, kept on view until this run's arrives.
    bool priceToBeatFromEarlier = false;
    std::exception_ptr priceToBeatError; ///< why the second stage stopped, or null
};

/// The second stage's answer: the price to beat of one run's compared pair.
struct PriceToBeatOutcome
{
    int generation = 0; ///< the run it belongs to
    bool cancelled = false;
    std::exception_ptr error;
    std::optional<PriceToBeatAnalysis> analysis;
};

/// Runs the risk pipeline (core/analysis/RiskPipeline) on a worker thread, reports
/// progress on the GUI thread and can be cancelled at any time. Starting again cancels the run
/// in progress: only the latest scenario's answer is ever delivered.
class RiskRunner : public QObject
{
    Q_OBJECT
public:
    /// The pipeline's own defaults (RiskPipelineOptions, also the report's and the CLI's), so
    /// the window's margin, probability and P95 are the exported PDF's to the cent.
    struct Options
    {
        std::uint64_t trials = RiskPipelineOptions::kDefaultTrials;
        std::uint64_t seed = RiskPipelineOptions{}.seed;
        /// The document's scenario when plans are left out of the one analysed: the sweep
        /// shows them where they can be built (RiskPipelineOptions::sweptScenario).
        std::shared_ptr<const Scenario> sweptScenario;
    };

    explicit RiskRunner(QObject* parent = nullptr);
    ~RiskRunner() override;

    void setOptions(const Options& options) { m_options = options; }
    /// `catalog` is the document's (ScenarioDocument::catalog()): the worker keeps it alive.
    /// `sweptScenario`: as Options::sweptScenario, for this run.
    void start(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
               std::shared_ptr<const TcoResult> tco,
               std::shared_ptr<const Scenario> sweptScenario = nullptr);
    void cancel();
    bool isRunning() const { return m_running; }
    /// Blocks until every run this runner started has ended, the cancelled ones still unwinding
    /// included; for tests and measurements. Destroying the runner does not wait: a run refers
    /// to nothing of it.
    void waitForFinished();

    /// The worker itself, synchronous; `progress` gets 0..100.
    static RiskOutcome run(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                           std::shared_ptr<const TcoResult> tco, const Options& options,
                           std::stop_token stop, const std::function<void(int)>& progress);
    /// The second stage, synchronous: the price to beat of `pair` and its odds.
    static PriceToBeatOutcome runPriceToBeat(const Scenario& scenario,
                                             std::shared_ptr<const Catalog> catalog,
                                             const ComparedPlans& pair, const Options& options,
                                             std::stop_token stop);
    /// Both stages, as the window delivers them one after the other, into one outcome.
    static RiskOutcome runBoth(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                               std::shared_ptr<const TcoResult> tco, const Options& options);

Q_SIGNALS:
    void progressChanged(int percent);
    /// Every figure but the price to beat.
    void finished(const fabrictco::ui::RiskOutcome& outcome);
    /// The price to beat of the run that finished last, moments after it.
    void priceToBeatFinished(const fabrictco::ui::PriceToBeatOutcome& outcome);
    /// A run has delivered all it will (after priceToBeatFinished, or at once when there is no
    /// pair to price); not sent for a cancelled run.
    void settled();

private:
    /// Starts the second stage of run `generation` on the inputs it was started with.
    void startPriceToBeat(int generation, const ComparedPlans& pair);

    Options m_options;
    /// The latest run's inputs, for its second stage.
    std::shared_ptr<const Scenario> m_scenario;
    std::shared_ptr<const Catalog> m_catalog;
    QFutureWatcher<void> m_stageWatcher;
    std::shared_ptr<WorkerAnswer<PriceToBeatOutcome>> m_stageAnswer;
    QFutureWatcher<void> m_watcher;                      ///< the latest run
    std::shared_ptr<WorkerAnswer<RiskOutcome>> m_answer; ///< its answer, once it has ended
    QList<QFuture<void>> m_unwinding; ///< earlier runs, cancelled, until they end
    std::stop_source m_stop;
    int m_generation = 0;
    bool m_running = false;
};

} // namespace fabrictco::ui

Q_DECLARE_METATYPE(fabrictco::ui::RiskOutcome)
Q_DECLARE_METATYPE(fabrictco::ui::PriceToBeatOutcome)

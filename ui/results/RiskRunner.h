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
    std::optional<PriceToBeatResult> priceToBeat; ///< of `compared`, with its odds
    std::vector<PriceToBeatOdds> priceToBeatOdds;
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
    };

    explicit RiskRunner(QObject* parent = nullptr);
    ~RiskRunner() override;

    void setOptions(const Options& options) { m_options = options; }
    /// `catalog` is the document's (ScenarioDocument::catalog()): the worker keeps it alive.
    void start(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
               std::shared_ptr<const TcoResult> tco);
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

Q_SIGNALS:
    void progressChanged(int percent);
    void finished(const fabrictco::ui::RiskOutcome& outcome);

private:
    Options m_options;
    QFutureWatcher<void> m_watcher;                      ///< the latest run
    std::shared_ptr<WorkerAnswer<RiskOutcome>> m_answer; ///< its answer, once it has ended
    QList<QFuture<void>> m_unwinding; ///< earlier runs, cancelled, until they end
    std::stop_source m_stop;
    int m_generation = 0;
    bool m_running = false;
};

} // namespace fabrictco::ui

Q_DECLARE_METATYPE(fabrictco::ui::RiskOutcome)

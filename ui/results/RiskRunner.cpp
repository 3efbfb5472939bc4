// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskRunner.h"

#include "core/tco/TcoResult.h"

#include <algorithm>
#include <stdexcept>

namespace fabrictco::ui {

RiskRunner::RiskRunner(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<void>::progressValueChanged, this, [this](int percent) {
        if (m_running)
            Q_EMIT progressChanged(percent);
    });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        std::optional<RiskOutcome> answer = m_answer ? m_answer->take() : std::nullopt;
        if (!answer)
            return;
        const RiskOutcome outcome = std::move(*answer);
        if (outcome.generation != m_generation)
            return; // a newer start() is on its way
        m_running = false;
        Q_EMIT finished(outcome);
        if (outcome.generation != m_generation)
            return; // a listener started another run
        if (!outcome.cancelled && !outcome.error && outcome.compared.complete())
            startPriceToBeat(outcome.generation, outcome.compared);
        else if (!outcome.cancelled)
            Q_EMIT settled();
    });
    connect(&m_stageWatcher, &QFutureWatcher<void>::finished, this, [this] {
        std::optional<PriceToBeatOutcome> answer =
            m_stageAnswer ? m_stageAnswer->take() : std::nullopt;
        if (!answer || answer->generation != m_generation || answer->cancelled)
            return;
        Q_EMIT priceToBeatFinished(*answer);
        Q_EMIT settled();
    });
}

void RiskRunner::startPriceToBeat(int generation, const ComparedPlans& pair)
{
    if (!m_stageWatcher.isFinished())
        m_unwinding.append(m_stageWatcher.future());
    m_stageAnswer = std::make_shared<WorkerAnswer<PriceToBeatOutcome>>();
    const std::shared_ptr<const Scenario> scenario = m_scenario;
    const std::shared_ptr<const Catalog> catalog = m_catalog;
    const Options options = m_options;
    std::stop_token stop = m_stop.get_token();
    m_stageWatcher.setFuture(runWorker(m_stageAnswer, [=](QPromise<void>&) {
        PriceToBeatOutcome outcome = runPriceToBeat(*scenario, catalog, pair, options, stop);
        outcome.generation = generation;
        return outcome;
    }));
}

PriceToBeatOutcome RiskRunner::runPriceToBeat(const Scenario& scenario,
                                              std::shared_ptr<const Catalog> catalog,
                                              const ComparedPlans& pair, const Options& options,
                                              std::stop_token stop)
{
    PriceToBeatOutcome outcome;
    RiskPipelineOptions pipeline;
    pipeline.trials = options.trials;
    pipeline.seed = options.seed;
    pipeline.stop = stop;
    try {
        outcome.analysis = RiskPipeline::priceToBeat(scenario, *catalog, pair, pipeline);
        outcome.cancelled = !outcome.analysis.has_value();
    } catch (...) {
        outcome.error = std::current_exception();
    }
    return outcome;
}

RiskOutcome RiskRunner::runBoth(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                                std::shared_ptr<const TcoResult> tco, const Options& options)
{
    RiskOutcome outcome = run(scenario, catalog, tco, options, std::stop_token(), [](int) {});
    if (outcome.cancelled || outcome.error || !outcome.compared.complete())
        return outcome;
    PriceToBeatOutcome stage =
        runPriceToBeat(scenario, catalog, outcome.compared, options, std::stop_token());
    outcome.priceToBeatError = stage.error;
    if (stage.analysis) {
        outcome.priceToBeat = std::move(stage.analysis->result);
        outcome.priceToBeatOdds = std::move(stage.analysis->odds);
    }
    return outcome;
}

RiskRunner::~RiskRunner()
{
    // No wait: a run still unwinding refers only to its own promise, stop token and copies.
    cancel();
}

void RiskRunner::start(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                       std::shared_ptr<const TcoResult> tco,
                       std::shared_ptr<const Scenario> sweptScenario)
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    const int generation = ++m_generation;
    m_scenario = std::make_shared<const Scenario>(scenario);
    m_catalog = catalog;
    m_running = true;
    Options options = m_options;
    options.sweptScenario = std::move(sweptScenario);
    std::stop_token stop = m_stop.get_token();
    // The worker shares nothing with this runner but its answer and its future: progress goes
    // through the promise (the watcher hands it to the GUI thread, and follows the latest run
    // only), so a run cancelled by a newer start() or by the runner's destruction can unwind at
    // leisure.
    if (!m_watcher.isFinished())
        m_unwinding.append(m_watcher.future());
    m_unwinding.removeIf([](const QFuture<void>& f) { return f.isFinished(); });
    m_answer = std::make_shared<WorkerAnswer<RiskOutcome>>();
    m_watcher.setFuture(runWorker(m_answer, [=](QPromise<void>& promise) {
        RiskOutcome outcome = run(scenario, catalog, tco, options, stop,
                                  [&promise](int percent) { promise.setProgressValue(percent); });
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
    m_stageWatcher.waitForFinished();
    for (QFuture<void>& run : m_unwinding)
        run.waitForFinished();
    m_unwinding.clear();
}

RiskOutcome RiskRunner::run(const Scenario& scenario, std::shared_ptr<const Catalog> catalog,
                            std::shared_ptr<const TcoResult> tco, const Options& options,
                            std::stop_token stop, const std::function<void(int)>& progress)
{
    RiskOutcome outcome;
    if (stop.stop_requested()) {
        outcome.cancelled = true;
        return outcome;
    }
    if (!catalog || !tco) {
        outcome.error = std::make_exception_ptr(
            std::logic_error("no catalog or cost table for the risk analysis"));
        return outcome;
    }
    RiskPipelineOptions pipeline;
    pipeline.trials = options.trials;
    pipeline.seed = options.seed;
    pipeline.stop = stop;
    pipeline.sweptScenario = options.sweptScenario;
    // The price to beat is the second stage (startPriceToBeat): the rest answers first.
    pipeline.progress = [&progress](double done) {
        progress(static_cast<int>(done * 100));
    };
    try {
        RiskAnalysis analysis = RiskPipeline::run(scenario, *catalog, *tco, pipeline);
        if (!analysis.completed() || stop.stop_requested()) {
            outcome.cancelled = true;
            return outcome;
        }
        outcome.compared = analysis.compared;
        outcome.monteCarlo = std::move(analysis.monteCarlo);
        outcome.sweep = std::move(analysis.sweep);
        outcome.sensitivity = std::move(analysis.sensitivity);
        outcome.recommendation = std::move(analysis.recommendation);
        outcome.equalGeneration = std::move(analysis.equalGeneration);
    } catch (...) {
        outcome.error = std::current_exception();
    }
    return outcome;
}

} // namespace fabrictco::ui

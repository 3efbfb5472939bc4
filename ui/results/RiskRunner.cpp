// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskRunner.h"

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
    // The previous run may still be unwinding: the watcher follows the new future only, and
    // the old one is kept until it ends, so the runner never goes away under its callback.
    if (!m_watcher.isFinished())
        m_unwinding.append(m_watcher.future());
    m_unwinding.removeIf([](const QFuture<RiskOutcome>& f) { return f.isFinished(); });
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
    for (QFuture<RiskOutcome>& run : m_unwinding)
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
        outcome.error = QStringLiteral("no catalog or cost table for the risk analysis");
        return outcome;
    }
    RiskPipelineOptions pipeline;
    pipeline.trials = options.trials;
    pipeline.seed = options.seed;
    pipeline.stop = stop;
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
    } catch (const std::exception& error) {
        outcome.error = QString::fromUtf8(error.what());
    }
    return outcome;
}

} // namespace fabrictco::ui

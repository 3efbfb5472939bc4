// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/RiskRunner.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace fabrictco::ui {

class ResultsView;
class ScenarioDocument;

/// When the window's risk run starts, stops and reports. The run is seconds of work: it waits
/// for a pause in the editing, runs on worker threads (RiskRunner), and any edit makes its
/// answer stale (cancelled, restarted after a short pause). Its progress goes to the results view;
/// its outcome is kept for the current scenario and announced.
class RiskController : public QObject
{
    Q_OBJECT
public:
    /// `idle` says when there is nothing to run for (the start page is showing).
    RiskController(ScenarioDocument* document, ResultsView* results, std::function<bool()> idle,
                   QObject* parent = nullptr);
    ~RiskController() override;

    /// Starts the run for the current scenario (cancels one in progress). False when there is
    /// nothing to simulate (no plans, or costs that cannot be computed: the summary says why).
    bool start();
    void cancel();
    RiskRunner* runner() const { return m_runner; }
    /// The outcome of the last finished run while the document has the same plans: after an
    /// edit it stays, to be shown marked as updating (isUpdating), until the new run answers.
    const std::optional<RiskOutcome>& lastOutcome() const { return m_last; }
    /// True while lastOutcome() is from before the latest edit.
    bool isUpdating() const { return m_last.has_value() && m_outdated; }

Q_SIGNALS:
    /// A finished run (or a failed one): the results are to be shown again with it.
    void answered();
    /// A line for the status bar; `routine` lines never replace one already shown.
    void statusMessage(const QString& text, int timeoutMs, bool routine);

private:
    void finished(const RiskOutcome& outcome);
    void priceToBeatFinished(const PriceToBeatOutcome& outcome);

    ScenarioDocument* m_document;
    ResultsView* m_results;
    std::function<bool()> m_idle;
    RiskRunner* m_runner = nullptr;
    QTimer m_delay;
    std::optional<RiskOutcome> m_last;
    bool m_outdated = false;
    QElapsedTimer m_clock;
};

} // namespace fabrictco::ui

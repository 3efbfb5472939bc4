// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/RiskController.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/results/ResultsView.h"

#include <QLocale>

namespace fabrictco::ui {

namespace {

/// Whether `outcome` is of the plans `scenario` has, in its order.
bool samePlans(const RiskOutcome& outcome, const Scenario& scenario)
{
    const auto& simulated = outcome.monteCarlo.plans;
    if (simulated.size() != scenario.plans.size())
        return false;
    for (std::size_t i = 0; i < simulated.size(); ++i)
        if (simulated[i].planId != scenario.plans[i].id)
            return false;
    return true;
}

} // namespace

RiskController::RiskController(ScenarioDocument* document, ResultsView* results,
                               std::function<bool()> idle, QObject* parent)
    : QObject(parent), m_document(document), m_results(results), m_idle(std::move(idle))
{
    m_runner = new RiskRunner(this);
    // No fixed wait (issue 42): the run starts once the edit's own events are handled, and the
    // next edit cancels it. Edits in one pass of the event loop (a pasted set of values, an
    // undo of several) still make one run.
    m_delay.setSingleShot(true);
    m_delay.setInterval(0);
    connect(&m_delay, &QTimer::timeout, this, &RiskController::start);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] {
        // The figures shown stay, marked as updating, while the plans are the same ones; a plan
        // added or removed would leave them naming plans that are not there.
        if (m_last && !samePlans(*m_last, m_document->scenario()))
            m_last.reset();
        m_outdated = true;
        if (m_runner->isRunning())
            m_runner->cancel();
        m_delay.start();
    });
    connect(m_runner, &RiskRunner::progressChanged, m_results, &ResultsView::setRiskProgress);
    connect(m_runner, &RiskRunner::finished, this, &RiskController::finished);
    connect(m_runner, &RiskRunner::priceToBeatFinished, this, &RiskController::priceToBeatFinished);
    connect(m_results, &ResultsView::runRiskRequested, this, &RiskController::start);
    connect(m_results, &ResultsView::cancelRiskRequested, this, &RiskController::cancel);
}

RiskController::~RiskController()
{
    // The run must not report to a half-destroyed window. It is not waited for: the worker
    // refers to nothing of the window (RiskRunner), so closing does not wait for it to unwind.
    m_runner->disconnect(this);
    m_runner->cancel();
}

bool RiskController::start()
{
    m_delay.stop();
    if (m_idle() || m_document->scenario().plans.empty())
        return false;
    if (!m_results->data().tco) {
        // Nothing to simulate until the costs can be computed; the summary says why.
        Q_EMIT statusMessage(
            tr("The risk analysis needs the costs first: see the note under the summary."), 8000,
            false);
        return false;
    }
    m_clock.start();
    // The plans the costs are of: a plan that cannot be built is left out of the run too.
    const ComparisonData& data = m_results->data();
    // The sweep shows a plan left out at the sizes where it can be built.
    const bool leftOut = data.pricedScenario && data.scenario &&
                         data.pricedScenario->plans.size() != data.scenario->plans.size();
    m_runner->start(data.pricedScenario ? *data.pricedScenario : m_document->scenario(),
                    m_document->catalog(), data.tco, leftOut ? data.scenario : nullptr);
    return true;
}

void RiskController::cancel()
{
    m_delay.stop();
    m_runner->cancel();
}

void RiskController::finished(const RiskOutcome& outcome)
{
    m_results->setRiskProgress(-1);
    if (outcome.cancelled) {
        Q_EMIT statusMessage(tr("Risk analysis cancelled."), 4000, false);
        return;
    }
    // The previous price to beat stays on view, said to be so, until this run's second stage
    // answers: the page would blank for a moment at every edit.
    std::optional<RiskOutcome> previous = std::move(m_last);
    m_last = outcome;
    if (previous && previous->priceToBeat && !outcome.error &&
        samePlans(*previous, m_document->scenario())) {
        m_last->priceToBeat = std::move(previous->priceToBeat);
        m_last->priceToBeatOdds = std::move(previous->priceToBeatOdds);
        m_last->priceToBeatFromEarlier = true;
    }
    m_outdated = false;
    if (outcome.error) {
        Q_EMIT statusMessage(tr("The risk analysis failed: see the summary."), 6000, false);
        Q_EMIT answered();
        return;
    }
    // A routine note: it never replaces what an action just said ("Added 3 quotes."), which the
    // risk run that the action started would otherwise hide at once.
    Q_EMIT statusMessage(tr("Risk analysis: %1 trials, %2 s.")
                             .arg(QLocale().toString(qulonglong(outcome.monteCarlo.trials)),
                                  QLocale().toString(m_clock.elapsed() / 1000.0, 'f', 1)),
                         6000, true);
    Q_EMIT answered();
}

void RiskController::priceToBeatFinished(const PriceToBeatOutcome& outcome)
{
    if (!m_last || m_last->generation != outcome.generation)
        return;
    m_last->priceToBeatFromEarlier = false;
    m_last->priceToBeatError = outcome.error;
    m_last->priceToBeat.reset();
    m_last->priceToBeatOdds.clear();
    if (outcome.analysis) {
        m_last->priceToBeat = outcome.analysis->result;
        m_last->priceToBeatOdds = outcome.analysis->odds;
    }
    Q_EMIT answered();
}

} // namespace fabrictco::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/MainWindow.h"

#include "core/model/Examples.h"
#include "core/model/QuoteUsage.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EngineErrorText.h"
#include "presentation/PlainText.h"
#include "storage/DocumentQuotes.h"
#include "translations/I18n.h"
#include "ui/common/FileDialogs.h"
#include "ui/common/FileTypes.h"
#include "ui/common/NoticeBar.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/common/ScreenFit.h"
#include "ui/document/DocumentErrorText.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/export/ReportExporter.h"
#include "ui/help/HelpDialog.h"
#include "ui/mainwindow/InputsPaneFit.h"
#include "ui/mainwindow/QuoteImportFlow.h"
#include "ui/mainwindow/RiskController.h"
#include "ui/plans/InputSearch.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/QuoteConflictDialog.h"
#include "ui/plans/QuoteImportDialog.h"
#include "ui/plans/QuotesDialog.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskPresenter.h"
#include "ui/settings/Settings.h"
#include "ui/start/StartPage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>
#include <QWhatsThis>

#include <algorithm>

namespace fabrictco::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_document = new ScenarioDocument(this);
    m_stack = new QStackedWidget;
    m_start = new StartPage;
    m_splitter = new QSplitter(Qt::Horizontal);
    m_plans = new PlansView(m_document);
    connect(m_plans, &PlansView::quotesRequested, this, &MainWindow::showQuotes);
    m_results = new ResultsView;
    m_splitter->addWidget(m_plans);
    m_splitter->addWidget(m_results);
    // The inputs pane is as wide as every plan's column needs (InputsPaneFit); the user can
    // drag the handle until the plans change.
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_inputsFit = new InputsPaneFit(m_splitter, m_plans, this);
    // Queued: the plan grid lays out its new columns first.
    connect(m_document, &ScenarioDocument::structureChanged, m_inputsFit, &InputsPaneFit::refit,
            Qt::QueuedConnection);
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_splitter);
    m_notice = new NoticeBar;
    connect(m_notice, &NoticeBar::openRequested, this,
            [](const QString& path) { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_notice);
    centralLayout->addWidget(m_stack, 1);
    setCentralWidget(central);
    setAcceptDrops(true);

    // Edits arriving in one burst (a paste, an undo of a merged step) are computed once.
    m_recompute.setSingleShot(true);
    m_recompute.setInterval(0);
    connect(&m_recompute, &QTimer::timeout, this, &MainWindow::recomputeNow);
    connect(m_document, &ScenarioDocument::scenarioChanged, &m_recompute,
            qOverload<>(&QTimer::start));

    m_risk = new RiskController(
        m_document, m_results, [this] { return isShowingStartPage(); }, this);
    connect(m_risk, &RiskController::answered, this, &MainWindow::recomputeNow);
    connect(m_risk, &RiskController::statusMessage, this,
            [this](const QString& text, int timeoutMs, bool routine) {
                if (!routine || statusBar()->currentMessage().isEmpty())
                    statusBar()->showMessage(text, timeoutMs);
            });
    // Autosave to a recovery file while there are unsaved changes; a clean exit removes it.
    m_autosave.setInterval(60'000);
    connect(&m_autosave, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosave.start();
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_start, &StartPage::createRequested, this, &MainWindow::createFromAnswers);
    connect(m_start, &StartPage::exampleRequested, this, &MainWindow::openExample);
    connect(m_start, &StartPage::openRequested, this, &MainWindow::open);
    connect(m_start, &StartPage::recentRequested, this, &MainWindow::openFile);
    // A title chosen for a report shows in the window's title too, saved or not.
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);

    createActions();
    createMenus();
    retranslateUi();
    readSettings();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The run must not report to a half-destroyed window (RiskController cancels it).
    m_risk->disconnect(this);
    // The document is a child, deleted by ~QWidget when this is no longer a MainWindow; its undo
    // stack still signals then (clear() emits indexChanged), and a slot of this window would run
    // on a destroyed object (UBSan: downcast of a QWidget to MainWindow).
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

bool MainWindow::startRiskAnalysis()
{
    return m_risk->start();
}

RiskRunner* MainWindow::riskRunner() const
{
    return m_risk->runner();
}

bool MainWindow::isShowingStartPage() const
{
    return m_stack->currentWidget() == m_start;
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_document->rewordUndoSteps(); // Edit > Undo names the last step in the new language
        retranslateUi();
        // The results keep the figures; their words (the recommendation and its reasons, the
        // notes) are made again now, in the new language, from the same figures and the last
        // risk run, instead of staying in the old language until the next run.
        if (!isShowingStartPage())
            recomputeNow();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    // Unsaved, a comparison goes by its title (an example's, "Large-model training cluster"),
    // as its report does.
    const QString title = QString::fromStdString(m_document->scenario().metadata.title).trimmed();
    const QString name = !m_document->displayName().isEmpty() ? m_document->displayName()
                         : !title.isEmpty()                   ? title
                                                              : tr("Untitled comparison");
    // The file's name: a "[*]" in it is text, not the unsaved-changes mark.
    setWindowTitle(isShowingStartPage()
                       ? QStringLiteral("FabricTCO")
                       : tr("%1[*] — FabricTCO").arg(PlainText::forWindowTitle(name)));
    // On the start page the title has no "[*]" and there is nothing unsaved to mark.
    setWindowModified(!isShowingStartPage() && m_document->isModified());
    // Reports, saving and quotes are of a comparison: none from the start page.
    for (QAction* action : {m_exportPdfAction, m_exportHtmlAction, m_exportSpreadsheetAction,
                            m_exportRfqAction, m_printAction, m_saveAction, m_saveAsAction,
                            m_quotesAction, m_importQuotesAction, m_addIbAction, m_addRoceAction})
        action->setEnabled(!isShowingStartPage());
    // One report at a time: while one is being computed, no second one is offered.
    for (QAction* action :
         {m_exportPdfAction, m_exportHtmlAction, m_exportSpreadsheetAction, m_printAction})
        action->setEnabled(action->isEnabled() && !m_exporter->isRunning());
}

void MainWindow::showStartPage()
{
    m_stack->setCurrentWidget(m_start);
    updateTitle();
}

void MainWindow::showComparison()
{
    m_stack->setCurrentWidget(m_splitter);
    updateTitle();
}

void MainWindow::importQuotes(const QString& path)
{
    if (isShowingStartPage()) {
        PlainMessageBox::information(
            this, tr("Import quotes"),
            tr("Open or create a comparison first; quotes price its plans."));
        return;
    }
    const QuoteImportFlow::Outcome outcome =
        QuoteImportFlow::run(this, *m_document, documentContent(), path);
    if (!outcome.status.isEmpty())
        statusBar()->showMessage(outcome.status, outcome.timeoutMs);
}

QuotesDialog* MainWindow::quotesDialog() const
{
    return m_quotes;
}

void MainWindow::showQuotes()
{
    if (isShowingStartPage())
        return;
    if (m_quotes == nullptr) {
        m_quotes = new QuotesDialog(m_document, this);
        m_quotes->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_quotes, &QuotesDialog::importRequested, m_importQuotesAction, &QAction::trigger);
    }
    m_quotes->show();
    m_quotes->raise();
    m_quotes->activateWindow();
}

void MainWindow::recomputeNow()
{
    m_recompute.stop();
    ComparisonData result = ComparisonComputer::compute(
        m_document->scenario(), m_document->catalog(), m_document->catalogError());
    // Figures from before an edit stay while the costs can be computed; an edit that leaves
    // no costs (a size a plan cannot be built at) starts no run, so they would stay for good.
    const std::optional<RiskOutcome>& risk = m_risk->lastOutcome();
    if (risk && (result.tco || !m_risk->isUpdating())) {
        RiskPresenter::apply(result, *risk);
        result.riskUpdating = m_risk->isUpdating();
    }
    std::map<std::string, std::pair<QString, QString>> errors;
    for (const PlanSummary& plan : result.plans) {
        const QString field = plan.problemField();
        // A cluster too large for one plan is not a mistake in the field while other plans are
        // priced: that plan is left out, and the note under the summary says why.
        if (field.isEmpty() || (field == QLatin1String("nodes") && result.tco))
            continue;
        errors[plan.planId] = {field, ResultWords::planProblem(plan, result)};
    }
    m_plans->setPlanErrors(errors);
    m_results->setCatalog(m_document->catalog(), m_document->userCatalog());
    m_results->setData(result);
}

void MainWindow::startPresentation()
{
    if (isShowingStartPage())
        return;
    auto* presentation = new PresentationWindow(m_results->data());
    presentation->setAttribute(Qt::WA_DeleteOnClose);
    presentation->showFullScreen();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (FileTypes::isOpenable(path)) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        if (FileTypes::isOpenable(path)) {
            openFile(path);
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    // Saved, unchanged or discarded by the user: nothing of this window's to recover.
    m_recovery.release();
    event->accept();
}

void MainWindow::readSettings()
{
    // The first time, a projector's 1280x720 when the screen has room for it with the title
    // bar and the status bar; on a smaller screen (1280x720 itself, or any screen at scale 2 or
    // 144 DPI) what the screen has, so nothing opens past its edge.
    if (!restoreGeometry(Settings::geometry.get()))
        ScreenFit::resize(this, QSize(1280, 720));
    restoreState(Settings::windowState.get());
}

void MainWindow::writeSettings()
{
    Settings::geometry.set(saveGeometry());
    Settings::windowState.set(saveState());
}

} // namespace fabrictco::ui

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
#include "ui/common/PlainMessageBox.h"
#include "ui/common/ScreenFit.h"
#include "ui/document/DocumentErrorText.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/export/ReportExporter.h"
#include "ui/help/HelpDialog.h"
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
    // Extra width goes to the results (charts); the inputs start at a width that shows two
    // plan columns, and the user can drag the handle (remembered).
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_splitter);
    setCentralWidget(m_stack);
    setAcceptDrops(true);

    // Edits arriving in one burst (a paste, an undo of a merged step) are computed once.
    m_recompute.setSingleShot(true);
    m_recompute.setInterval(0);
    connect(&m_recompute, &QTimer::timeout, this, &MainWindow::recomputeNow);
    connect(m_document, &ScenarioDocument::scenarioChanged, &m_recompute,
            qOverload<>(&QTimer::start));

    // The risk run is seconds of work: it waits for a pause in the editing, runs on worker
    // threads, and any edit makes its answer stale (cancelled, restarted after the pause).
    m_risk = new RiskRunner(this);
    m_riskDelay.setSingleShot(true);
    m_riskDelay.setInterval(700);
    connect(&m_riskDelay, &QTimer::timeout, this, &MainWindow::startRiskAnalysis);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] {
        m_lastRisk.reset();
        if (m_risk->isRunning())
            m_risk->cancel();
        m_riskDelay.start();
    });
    connect(m_risk, &RiskRunner::progressChanged, m_results, &ResultsView::setRiskProgress);
    connect(m_risk, &RiskRunner::finished, this, [this](const RiskOutcome& outcome) {
        m_results->setRiskProgress(-1);
        if (outcome.cancelled) {
            statusBar()->showMessage(tr("Risk analysis cancelled."), 4000);
            return;
        }
        m_lastRisk = outcome;
        if (outcome.error) {
            statusBar()->showMessage(tr("The risk analysis failed: see the summary."), 6000);
            recomputeNow();
            return;
        }
        // A routine note: it never replaces what an action just said ("Added 3 quotes."), which
        // the risk run that the action started would otherwise hide at once.
        if (!statusBar()->currentMessage().isEmpty()) {
            recomputeNow();
            return;
        }
        statusBar()->showMessage(
            tr("Risk analysis: %1 trials, %2 s.")
                .arg(QLocale().toString(qulonglong(outcome.monteCarlo.trials)),
                     QLocale().toString(m_riskClock.elapsed() / 1000.0, 'f', 1)),
            6000);
        recomputeNow();
    });
    // Autosave to a recovery file while there are unsaved changes; a clean exit removes it.
    m_autosave.setInterval(60'000);
    connect(&m_autosave, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosave.start();
    connect(m_results, &ResultsView::runRiskRequested, this, &MainWindow::startRiskAnalysis);
    connect(m_results, &ResultsView::cancelRiskRequested, this, [this] {
        m_riskDelay.stop();
        m_risk->cancel();
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_start, &StartPage::createRequested, this, &MainWindow::createFromAnswers);
    connect(m_start, &StartPage::exampleRequested, this, &MainWindow::openExample);
    connect(m_start, &StartPage::openRequested, this, &MainWindow::open);

    createActions();
    createMenus();
    retranslateUi();
    readSettings();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The run must not report to a half-destroyed window. It is not waited for: the worker
    // refers to nothing of the window (RiskRunner), so closing does not wait for it to unwind.
    m_risk->disconnect(this);
    m_risk->cancel();
    // The document is a child, deleted by ~QWidget when this is no longer a MainWindow; its undo
    // stack still signals then (clear() emits indexChanged), and a slot of this window would run
    // on a destroyed object (UBSan: downcast of a QWidget to MainWindow).
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

bool MainWindow::startRiskAnalysis()
{
    m_riskDelay.stop();
    if (isShowingStartPage() || m_document->scenario().plans.empty())
        return false;
    if (!m_results->data().tco) {
        // Nothing to simulate until the costs can be computed; the summary says why not.
        statusBar()->showMessage(
            tr("The risk analysis needs the costs first: see the note under the summary."), 8000);
        return false;
    }
    m_riskClock.start();
    m_risk->start(m_document->scenario(), m_document->catalog(), m_results->data().tco);
    return true;
}

bool MainWindow::isShowingStartPage() const
{
    return m_stack->currentWidget() == m_start;
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newDocument);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    // QKeySequence::SaveAs is empty on some desktops (KDE, Windows): the usual keys everywhere.
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_importQuotesAction = new QAction(this);
    connect(m_importQuotesAction, &QAction::triggered, this, [this] {
        const QString path = FileDialogs::openFileName(
            this, tr("Import quotes"), Settings::lastDirectory.get(),
            tr("Quote files (*.csv *.xlsx);;CSV files (*.csv);;Excel workbooks (*.xlsx)"));
        if (!path.isEmpty())
            importQuotes(path);
    });
    m_quotesAction = new QAction(this);
    connect(m_quotesAction, &QAction::triggered, this, &MainWindow::showQuotes);
    m_exporter = new ReportExporter(this);
    m_exporter->setSourceProvider([this] {
        return ReportExporter::Source{m_document->filePath(), m_document->isModified()};
    });
    connect(m_exporter, &ReportExporter::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(m_exporter, &ReportExporter::runningChanged, this, &MainWindow::updateTitle);
    m_exportPdfAction = new QAction(this);
    connect(m_exportPdfAction, &QAction::triggered, this,
            [this] { m_exporter->exportPdf(documentContent()); });
    m_printAction = new QAction(this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this,
            [this] { m_exporter->print(documentContent()); });
    m_exportSpreadsheetAction = new QAction(this);
    connect(m_exportSpreadsheetAction, &QAction::triggered, this,
            [this] { m_exporter->exportSpreadsheet(documentContent()); });
    m_exportRfqAction = new QAction(this);
    connect(m_exportRfqAction, &QAction::triggered, this,
            [this] { m_exporter->exportRequestForQuotation(documentContent()); });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    QUndoStack* stack = m_document->undoStack();
    m_undoAction = new QAction(this);
    // Every binding the platform has (setShortcut would keep only the first).
    m_undoAction->setShortcuts(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = new QAction(this);
    // Ctrl+Shift+Z and Ctrl+Y on every platform, whichever the platform lists first.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& key :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(key))
            redoKeys.append(key);
    m_redoAction->setShortcuts(redoKeys);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (!isShowingStartPage())
            m_plans->search()->activate();
    });
    connect(stack, &QUndoStack::indexChanged, this, &MainWindow::retranslateUi);

    m_addIbAction = new QAction(this);
    connect(m_addIbAction, &QAction::triggered, this,
            [this] { m_plans->addPlan(Fabric::InfiniBand); });
    m_addRoceAction = new QAction(this);
    connect(m_addRoceAction, &QAction::triggered, this, [this] { m_plans->addPlan(Fabric::RoCE); });
    m_duplicatePlanAction = new QAction(this);
    connect(m_duplicatePlanAction, &QAction::triggered, this, [this] {
        m_plans->duplicatePlan(m_duplicatePlanAction->data().toString().toStdString());
    });
    m_removePlanAction = new QAction(this);
    connect(m_removePlanAction, &QAction::triggered, this,
            [this] { m_plans->removePlan(m_removePlanAction->data().toString().toStdString()); });
    m_presentAction = new QAction(this);
    m_presentAction->setShortcut(Qt::Key_F5);
    connect(m_presentAction, &QAction::triggered, this, &MainWindow::startPresentation);
    m_startPageAction = new QAction(this);
    connect(m_startPageAction, &QAction::triggered, this, &MainWindow::newDocument);
    m_guideAction = new QAction(this);
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    connect(m_guideAction, &QAction::triggered, this, [this] {
        if (m_help == nullptr)
            m_help = new HelpDialog(this); // kept: it stays where the user put it
        m_help->show();
        m_help->raise();
        m_help->activateWindow();
    });
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About FabricTCO"),
                           tr("<b>FabricTCO %1</b><p>InfiniBand or RoCE: total cost of ownership "
                              "and risk for GPU and HPC cluster networks.</p><p>Free software "
                              "under the GNU GPL, version 3 or later.</p>")
                               .arg(QStringLiteral(FABRICTCO_VERSION)));
    });

    m_languageGroup = new QActionGroup(this);
    for (const QString& code : i18n::availableLanguages()) {
        auto* action = new QAction(i18n::nativeName(code), m_languageGroup);
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == i18n::currentLanguage());
        connect(action, &QAction::triggered, this, [this, code] { switchLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_examplesMenu = m_fileMenu->addMenu(QString());
    for (const QString& name : ScenarioFactory::exampleNames())
        m_examplesMenu->addAction(name, this, [this, name] { openExample(name); })->setData(name);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importQuotesAction);
    m_fileMenu->addAction(m_quotesAction);
    m_fileMenu->addAction(m_exportRfqAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportPdfAction);
    m_fileMenu->addAction(m_exportSpreadsheetAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_addIbAction);
    m_editMenu->addAction(m_addRoceAction);
    m_editMenu->addAction(m_duplicatePlanAction);
    m_editMenu->addAction(m_removePlanAction);
    connect(m_editMenu, &QMenu::aboutToShow, this, &MainWindow::updatePlanActions);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_presentAction);
    m_viewMenu->addAction(m_startPageAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_guideAction);
    m_whatsThisAction = QWhatsThis::createAction(this);
    m_helpMenu->addAction(m_whatsThisAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    updateRecentMenu();
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New comparison…"));
    m_openAction->setText(tr("&Open…"));
    m_examplesMenu->setTitle(tr("Open e&xample"));
    for (QAction* action : m_examplesMenu->actions())
        action->setText(ScenarioFactory::exampleTitle(action->data().toString()));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_importQuotesAction->setText(tr("&Import quotes (CSV, XLSX)…"));
    m_quotesAction->setText(tr("&Vendor quotes…"));
    m_exportRfqAction->setText(tr("Export request for q&uotation…"));
    m_exportPdfAction->setText(tr("&Export PDF report…"));
    m_exportSpreadsheetAction->setText(tr("Export s&preadsheet…"));
    m_printAction->setText(tr("Prin&t…"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    const QUndoStack* stack = m_document->undoStack();
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    m_findAction->setText(tr("&Find input…"));
    m_addIbAction->setText(tr("Add &InfiniBand plan"));
    m_addRoceAction->setText(tr("Add R&oCE plan"));
    updatePlanActions();
    m_viewMenu->setTitle(tr("&View"));
    m_presentAction->setText(tr("&Presentation mode"));
    m_startPageAction->setText(tr("&Start page"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_guideAction->setText(tr("&User guide and glossary"));
    m_whatsThisAction->setText(tr("&What's this?"));
    m_aboutAction->setText(tr("&About FabricTCO"));
    updateRecentMenu();
    updateTitle();
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
    for (QAction* action :
         {m_exportPdfAction, m_exportSpreadsheetAction, m_exportRfqAction, m_printAction, m_saveAction, m_saveAsAction,
          m_quotesAction, m_importQuotesAction, m_addIbAction, m_addRoceAction})
        action->setEnabled(!isShowingStartPage());
    // One report at a time: while one is being computed, no second one is offered.
    for (QAction* action : {m_exportPdfAction, m_exportSpreadsheetAction, m_printAction})
        action->setEnabled(action->isEnabled() && !m_exporter->isRunning());
}

void MainWindow::updateRecentMenu()
{
    if (m_recentMenu == nullptr)
        return;
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles.get();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        // "&&": an ampersand in the file name is shown, not taken as the shortcut's mark.
        const QString name =
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&"));
        m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(name), this,
                                [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
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

void MainWindow::createFromAnswers(const StartAnswers& answers)
{
    m_extras = DocumentContent{};
    m_fileState = {};
    m_document->reset(ScenarioFactory::fromAnswers(answers));
    claimRecoverySlot(QString());
    showComparison();
    recomputeNow();
}

bool MainWindow::openExample(const QString& name)
{
    Scenario scenario;
    try {
        scenario = ScenarioFactory::example(name);
    } catch (const ExampleError& error) {
        PlainMessageBox::warning(
            this, tr("Cannot open the example"),
            error.unknownName()
                ? tr("FabricTCO has no example called “%1”. Its examples: %2.")
                      .arg(name.left(40), ScenarioFactory::exampleNames().join(tr(", ")))
                : tr("The example's file in the installation cannot be read: reinstall "
                     "FabricTCO."),
            QString::fromUtf8(error.what()));
        return false;
    } catch (const std::exception&) {
        PlainMessageBox::warning(this, tr("Cannot open the example"),
                                 EngineErrorText::describe(std::current_exception()));
        return false;
    }
    if (!maybeSave())
        return false;
    m_extras = DocumentContent{};
    m_fileState = {};
    m_document->reset(scenario);
    claimRecoverySlot(QString());
    showComparison();
    recomputeNow();
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    if (FileTypes::isQuoteFile(path)) {
        importQuotes(path);
        return true;
    }
    return maybeSave() && readDocument(path);
}

bool MainWindow::readDocument(const QString& given)
{
    // Absolute: a path from the command line must still name the file after a crash, when
    // the recovery copy is offered from another working folder.
    const QString path = QFileInfo(given).absoluteFilePath();
    try {
        PlanDocument::FileState state;
        DocumentContent content = DocumentIo::load(path, &state);
        Scenario scenario = std::move(content.scenario);
        std::vector<CatalogEntry> own = std::move(content.userCatalog);
        m_extras = std::move(content);
        m_fileState = state;
        m_document->reset(std::move(scenario), path, std::move(own));
    } catch (const DocumentIoError& error) {
        // Deleted or moved after a crash: its unsaved work may still be here.
        if (!QFileInfo::exists(path) && offerRecoveredWork(path))
            return true;
        PlainMessageBox::warning(this, tr("Cannot open the document"),
                                 DocumentErrorText::headline(error.problem()) + QLatin1Char('\n') +
                                     QDir::toNativeSeparators(path),
                                 QString::fromUtf8(error.what()));
        return false;
    }
    if (!offerRecoveredWork(path))
        claimRecoverySlot(path);
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    showComparison();
    recomputeNow();
    return true;
}

bool MainWindow::saveTo(const QString& path, bool overwriteChanges)
{
    // Saving over the file that was read: only if it still holds what was read.
    const bool sameFile =
        !m_document->filePath().isEmpty() && QFileInfo(path) == QFileInfo(m_document->filePath());
    const PlanDocument::FileState* expected =
        sameFile && !overwriteChanges ? &m_fileState : nullptr;
    try {
        m_fileState = DocumentIo::save(path, documentContent(), expected);
    } catch (const DocumentChangedOnDisk&) {
        return resolveChangedOnDisk(path);
    } catch (const DocumentIoError& error) {
        PlainMessageBox::warning(this, tr("Cannot save the document"),
                                 DocumentErrorText::headline(error.problem()) + QLatin1Char('\n') +
                                     QDir::toNativeSeparators(path),
                                 QString::fromUtf8(error.what()));
        return false;
    }
    m_document->markSaved(path);
    // Saved: the recovery copy has done its job, and the work now belongs to `path`.
    claimRecoverySlot(path);
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::resolveChangedOnDisk(const QString& path)
{
    const QString title = tr("The document changed on disk");
    const QString text = tr("%1 was changed by another program or window since you opened it. "
                            "Nothing has been saved yet.")
                             .arg(QFileInfo(path).fileName());
    if (PlainMessageBox::isUnattended()) {
        // Nobody to choose: say it, and save nothing (Cancel).
        PlainMessageBox::warning(this, title, text);
        return false;
    }
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Reload it (your changes here are lost), save your version as a "
                              "copy, or overwrite the other changes."));
    QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    QPushButton* copy = box.addButton(tr("Save as &copy…"), QMessageBox::AcceptRole);
    QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(copy);
    box.exec();
    if (box.clickedButton() == reload) {
        // Read without asking to save what the user chose to discard; if the file cannot be
        // read, the window's version stays, still unsaved.
        readDocument(path);
        return false; // this version was not saved
    }
    if (box.clickedButton() == copy)
        return saveAs();
    if (box.clickedButton() == overwrite)
        return saveTo(path, true);
    return false;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    const QString path =
        FileDialogs::saveFileName(this, tr("Save comparison"), Settings::lastDirectory.get(),
                                  tr("FabricTCO documents (*.fabrictco)"));
    if (path.isEmpty())
        return false;
    return saveTo(FileTypes::asDocument(path));
}

void MainWindow::open()
{
    const QString path =
        FileDialogs::openFileName(this, tr("Open comparison"), Settings::lastDirectory.get(),
                                  tr("FabricTCO documents (*.fabrictco);;Quote files (*.csv)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::newDocument()
{
    if (!maybeSave())
        return;
    m_recovery.release(); // saved, unchanged or discarded
    showStartPage();
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified() || isShowingStartPage())
        return true;
    if (PlainMessageBox::isUnattended()) {
        // Nobody to answer: say so and keep the work (Cancel).
        PlainMessageBox::warning(this, tr("Unsaved changes"),
                                 tr("The comparison has unsaved changes. Save them?"));
        return false;
    }
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The comparison has unsaved changes. Save them?"), QMessageBox::NoButton,
                    this);
    box.setTextFormat(Qt::PlainText);
    // Each button with its own key (Qt's standard Discard has none in either language).
    QPushButton* saveButton = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton* discardButton = box.addButton(tr("&Don't save"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveButton);
    box.exec();
    if (box.clickedButton() == saveButton)
        return save();
    return box.clickedButton() == discardButton;
}

DocumentContent MainWindow::documentContent() const
{
    DocumentContent content = m_extras;
    content.scenario = m_document->scenario();
    content.userCatalog = m_document->userCatalog();
    content.scenario.metadata.modifiedUtc =
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    content.scenario.metadata.programVersion = FABRICTCO_VERSION;
    return content;
}

void MainWindow::importQuotes(const QString& path)
{
    if (isShowingStartPage()) {
        PlainMessageBox::information(
            this, tr("Import quotes"),
            tr("Open or create a comparison first; quotes price its plans."));
        return;
    }
    const DocumentContent content = documentContent();
    QuoteImportDialog dialog(path, content, this, m_document->catalog().get());
    if (!dialog.ok()) {
        PlainMessageBox::warning(this, tr("Cannot import the quotes"), dialog.errorText());
        return;
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    DocumentContent after = content;
    const int added = DocumentQuotes::accept(after, dialog.import());
    if (added == 0) {
        // Nothing new (the same file again): the document stays as it was, unmodified.
        statusBar()->showMessage(tr("Nothing added: the document already holds every quote in %1.")
                                     .arg(QFileInfo(path).fileName()),
                                 8000);
        return;
    }
    // A quote for an input the user typed a value for would be silently shadowed: ask.
    const auto conflicts = QuoteUsage::conflicts(content.scenario, after.scenario);
    QString outcome;
    if (!conflicts.empty()) {
        QuoteConflictDialog question(conflicts, after.scenario, this);
        if (question.exec() != QDialog::Accepted) {
            statusBar()->showMessage(tr("Import cancelled: nothing changed."), 6000);
            return;
        }
        const auto chosen = question.useQuote();
        QuoteConflictDialog::applyChoice(after.scenario, chosen);
        outcome = CjkSpacing::sentences(
            {tr("%n typed value(s) replaced by quotes.", nullptr, int(chosen.size())),
             tr("%n typed value(s) kept.", nullptr, int(conflicts.size() - chosen.size()))});
    }
    const QString file = QFileInfo(path).fileName();
    m_document->replaceScenario([file] { return tr("Import quotes (%1)").arg(file); },
                                after.scenario);
    statusBar()->showMessage(
        CjkSpacing::sentences({tr("Added %n quote(s).", nullptr, added), outcome}), 8000);
}

void MainWindow::updatePlanActions()
{
    const std::string planId =
        isShowingStartPage() ? std::string() : m_plans->planIdOf(QApplication::focusWidget());
    const Scenario& scenario = m_document->scenario();
    const auto plan = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                   [&](const PlanSpec& p) { return p.id == planId; });
    const bool found = plan != scenario.plans.end();
    const QString id = QString::fromStdString(planId);
    m_duplicatePlanAction->setData(id);
    m_removePlanAction->setData(id);
    if (found) {
        // A plan's name comes from the user or a file: escaped "&" stays a character.
        const QString name =
            QString::fromStdString(plan->name).replace(QLatin1Char('&'), QStringLiteral("&&"));
        //: Edit menu; %1 is the plan whose input has the focus.
        m_duplicatePlanAction->setText(tr("Dup&licate plan “%1”").arg(name));
        //: Edit menu; %1 is the plan whose input has the focus.
        m_removePlanAction->setText(tr("Remo&ve plan “%1”").arg(name));
    } else {
        m_duplicatePlanAction->setText(tr("Dup&licate plan (click one of its inputs first)"));
        m_removePlanAction->setText(tr("Remo&ve plan (click one of its inputs first)"));
    }
    m_duplicatePlanAction->setEnabled(found);
    m_removePlanAction->setEnabled(found && scenario.plans.size() > 1);
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
    if (m_lastRisk)
        RiskPresenter::apply(result, *m_lastRisk);
    std::map<std::string, std::pair<QString, QString>> errors;
    for (const PlanSummary& plan : result.plans)
        if (const QString field = plan.problemField(); !field.isEmpty())
            errors[plan.planId] = {field, ResultWords::planProblem(plan, result)};
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

void MainWindow::switchLanguage(const QString& language)
{
    if (i18n::installLanguage(language))
        Settings::language.set(language);
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == i18n::currentLanguage());
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
    if (!m_splitter->restoreState(Settings::splitterState.get()))
        m_splitter->setSizes({600, 680});
}

void MainWindow::writeSettings()
{
    Settings::geometry.set(saveGeometry());
    Settings::windowState.set(saveState());
    Settings::splitterState.set(m_splitter->saveState());
}

} // namespace fabrictco::ui

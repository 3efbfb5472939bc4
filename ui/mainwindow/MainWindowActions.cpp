// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus and their actions: made once, worded in the current language, and kept in
// step with the document (recent files, the plan the Edit menu acts on, the language).
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
#include "ui/document/ChangeValueCommand.h"
#include "ui/document/DocumentErrorText.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/export/ReportExporter.h"
#include "ui/help/HelpDialog.h"
#include "ui/mainwindow/KeyboardCommands.h"
#include "ui/mainwindow/MainWindow.h"
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

#include <algorithm>

namespace fabrictco::ui {

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
    connect(m_exporter, &ReportExporter::written, m_notice, &NoticeBar::showNotice);
    connect(m_exporter, &ReportExporter::titleChosen, this, [this](const QString& title) {
        m_document->changeValue<std::string>(
            QStringLiteral("metadata.title"), [] { return tr("Change report title"); },
            title.toStdString(), [](const Scenario& s) { return s.metadata.title; },
            [](Scenario& s, const std::string& t) { s.metadata.title = t; });
    });
    m_exportPdfAction = new QAction(this);
    connect(m_exportPdfAction, &QAction::triggered, this, [this] {
        if (finishTyping())
            m_exporter->exportPdf(documentContent());
    });
    m_exportHtmlAction = new QAction(this);
    connect(m_exportHtmlAction, &QAction::triggered, this, [this] {
        if (finishTyping())
            m_exporter->exportHtml(documentContent());
    });
    m_printAction = new QAction(this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, [this] {
        if (finishTyping())
            m_exporter->print(documentContent());
    });
    m_exportSpreadsheetAction = new QAction(this);
    connect(m_exportSpreadsheetAction, &QAction::triggered, this, [this] {
        if (finishTyping())
            m_exporter->exportSpreadsheet(documentContent());
    });
    m_exportRfqAction = new QAction(this);
    connect(m_exportRfqAction, &QAction::triggered, this, [this] {
        if (finishTyping())
            m_exporter->exportRequestForQuotation(documentContent());
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_keyboard = new KeyboardCommands(this);
    m_keyboard->setPanes({m_plans, m_results});
    m_keyboard->setResultPages(m_results->tabs());

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
    m_fileMenu->addAction(m_exportHtmlAction);
    m_fileMenu->addAction(m_exportSpreadsheetAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_keyboard->closeAction());
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
    m_viewMenu->addAction(m_keyboard->fullScreenAction());
    m_viewMenu->addAction(m_keyboard->nextPaneAction());
    m_viewMenu->addAction(m_keyboard->nextPageAction());
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_guideAction);
    m_whatsThisAction = m_keyboard->whatsThisAction();
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
    m_exportHtmlAction->setText(tr("Export &HTML report…"));
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
    m_keyboard->retranslateUi();
    m_aboutAction->setText(tr("&About FabricTCO"));
    updateRecentMenu();
    updateTitle();
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
        m_duplicatePlanAction->setText(tr("Dup&licate plan (first go to one of its inputs)"));
        m_removePlanAction->setText(tr("Remo&ve plan (first go to one of its inputs)"));
    }
    m_duplicatePlanAction->setEnabled(found);
    m_removePlanAction->setEnabled(found && scenario.plans.size() > 1);
}

void MainWindow::switchLanguage(const QString& language)
{
    if (i18n::installLanguage(language))
        Settings::language.set(language);
    for (QAction* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == i18n::currentLanguage());
}

} // namespace fabrictco::ui

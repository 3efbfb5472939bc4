// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"
#include "storage/PlanDocument.h"
#include "ui/document/RecoveryStore.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/results/RiskRunner.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

class QAction;
class QActionGroup;
class QMenu;
class QSplitter;
class QStackedWidget;

namespace fabrictco::ui {
class KeyboardCommands;

class HelpDialog;
class PlansView;
class QuotesDialog;
class ReportExporter;
class RiskController;
class ResultsView;
class ScenarioDocument;
class NoticeBar;
class StartPage;
class InputsPaneFit;

/// The desktop application's window: the start page, or the plans beside their results. Its
/// document lifecycle is in MainWindowDocument.cpp, its menus in MainWindowActions.cpp, the
/// recovery of unsaved work in MainWindowRecovery.cpp; the risk run is RiskController's and a
/// quote import QuoteImportFlow's.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_document; }
    PlansView* plansView() const { return m_plans; }
    ResultsView* resultsView() const { return m_results; }
    StartPage* startPage() const { return m_start; }
    NoticeBar* noticeBar() const { return m_notice; }
    bool isShowingStartPage() const;

    /// Opens a bundled example; false (with a message) for an unknown name.
    bool openExample(const QString& name);
    /// Opens a `.fabrictco` document; false after telling the user why not.
    bool openFile(const QString& path);
    bool saveTo(const QString& path, bool overwriteChanges = false);
    /// The file changed on disk since it was read: reload, save a copy, overwrite or cancel.
    bool resolveChangedOnDisk(const QString& path);
    /// Reads `path` into the window, replacing the document without asking; false (and the
    /// document untouched) when it cannot be read.
    bool readDocument(const QString& path);
    /// Shows the row-by-row report of a quote CSV and adds the accepted quotes (one undo step).
    void importQuotes(const QString& path);
    /// File > Vendor quotes: the document's quotes with their validity (one window, raised).
    void showQuotes();
    QuotesDialog* quotesDialog() const;
    /// The document as it would be saved (scenario plus the document's own catalog items).
    DocumentContent documentContent() const;
    /// At start-up without a document: offers the newest work an instance that crashed left
    /// behind (see RecoveryStore).
    void offerRecovery();
    /// Writes this window's recovery copy now (normally every minute while there are unsaved
    /// changes); removes it when the comparison has nothing unsaved.
    void autosave();
    /// Where this window's unsaved work is copied.
    const RecoverySlot& recoverySlot() const { return m_recovery; }
    /// The recovery folder, for tests (the application's data folder unless set).
    void setRecoveryStore(const RecoveryStore& store);
    void createFromAnswers(const StartAnswers& answers);
    /// Recomputes the deterministic results now (normally done right after each edit).
    void recomputeNow();
    void showStartPage();
    /// F5: the results full screen, one page at a time.
    void startPresentation();
    /// Starts the Monte Carlo, sweep and sensitivity run for the current scenario (cancels one
    /// in progress); it also starts by itself shortly after the last edit. False when there is
    /// nothing to simulate (no plans, or costs that cannot be computed: the summary says why).
    bool startRiskAnalysis();
    RiskRunner* riskRunner() const;
    /// File > Export PDF report, Print and Export spreadsheet.
    ReportExporter* reportExporter() const { return m_exporter; }
    QAction* guideAction() const { return m_guideAction; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void updateRecentMenu();
    void showComparison();
    // MainWindowRecovery.cpp
    void claimRecoverySlot(const QString& documentPath);
    bool offerRecoveredWork(const QString& documentPath);
    enum class RecoveryChoice
    {
        Restore,
        Discard,
        Later
    };
    RecoveryChoice askAboutRecoveredWork(const RecoverySlot& slot);
    bool restoreRecoveredWork(RecoverySlot slot);
    bool maybeSave();
    /// What is being typed in the focused field counts before the document is saved, exported
    /// or closed (Ctrl+S saved the previous figure while the typed one showed: issue 40);
    /// false, after saying why, when the typed text is not a value.
    bool finishTyping();
    bool save();
    bool saveAs();
    void open();
    void newDocument();
    void switchLanguage(const QString& language);
    void readSettings();
    void writeSettings();

    ScenarioDocument* m_document = nullptr;
    QStackedWidget* m_stack = nullptr;
    NoticeBar* m_notice = nullptr; ///< above the stack: "Saved report.pdf in ..." with Open
    StartPage* m_start = nullptr;
    QSplitter* m_splitter = nullptr;
    InputsPaneFit* m_inputsFit = nullptr;
    PlansView* m_plans = nullptr;
    ResultsView* m_results = nullptr;
    QTimer m_recompute;
    QTimer m_autosave;
    /// What the file held besides the scenario and its own catalog items (those live in the
    /// ScenarioDocument, which computes with them).
    DocumentContent m_extras;
    /// What the open document's file held when it was read or last saved: a save checks it
    /// still does, so a change made meanwhile elsewhere is never overwritten unasked.
    PlanDocument::FileState m_fileState;
    RecoveryStore m_recoveryStore;
    RecoverySlot m_recovery;
    RiskController* m_risk = nullptr;
    ReportExporter* m_exporter = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_importQuotesAction = nullptr;
    QAction* m_quotesAction = nullptr;
    QPointer<QuotesDialog> m_quotes;
    QAction* m_exportPdfAction = nullptr;
    QAction* m_exportHtmlAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_exportSpreadsheetAction = nullptr;
    QAction* m_exportRfqAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_findAction = nullptr;
    /// Edit > Duplicate / Remove plan act on the plan whose input has the focus.
    void updatePlanActions();
    QAction* m_addIbAction = nullptr;
    QAction* m_addRoceAction = nullptr;
    QAction* m_duplicatePlanAction = nullptr; ///< the plan whose input has the focus
    QAction* m_removePlanAction = nullptr;
    QAction* m_presentAction = nullptr;
    QAction* m_startPageAction = nullptr;
    QAction* m_guideAction = nullptr;
    QAction* m_whatsThisAction = nullptr;
    KeyboardCommands* m_keyboard = nullptr;
    QAction* m_aboutAction = nullptr;
    HelpDialog* m_help = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace fabrictco::ui

// SPDX-License-Identifier: GPL-3.0-or-later
// The window's document lifecycle, off screen: an unknown example, save and reopen, a save that
// fails, Save As's keys, opening something that is not a document (MainWindowDocument.cpp).
#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "presentation/MoneyFormat.h"
#include "translations/I18n.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/export/ReportExporter.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ProductPicker.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"
#include "ui/start/StartPage.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QFocusEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class MainWindowDocumentTest : public test::ExampleWindowTest
{
protected:
    /// Types `text` into the cluster's node count and commits it, as a user does.
    void typeNodes(const QString& text)
    {
        QLineEdit* edit =
            window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"))->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents();
    }
};

TEST_F(MainWindowDocumentTest, UnknownExampleIsRefusedAndKeepsTheDocument)
{
    // The message box would block: close it as soon as it appears.
    QTimer::singleShot(0, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    EXPECT_FALSE(window->openExample(QStringLiteral("no-such-example")));
    EXPECT_EQ(window->document()->scenario().plans.size(), 2u);
}

} // namespace

namespace {

/// Closes the next modal dialog (message box) as soon as the event loop shows it.
void closeNextModal()
{
    QTimer::singleShot(0, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
}

TEST_F(MainWindowDocumentTest, SaveMarksCleanAndReopeningGivesTheSameComparison)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("cluster.fabrictco"));
    typeNodes(QStringLiteral("256"));
    window->plansView()->renamePlan("roce", QStringLiteral("RoCE, vendor B"));
    ASSERT_TRUE(window->isWindowModified());
    ASSERT_TRUE(window->saveTo(path));
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("cluster.fabrictco")));
    const Scenario saved = window->document()->scenario();

    MainWindow reopened;
    ASSERT_TRUE(reopened.openFile(path));
    EXPECT_EQ(reopened.document()->scenario().cluster.nodes, 256);
    EXPECT_EQ(reopened.document()->scenario().plans, saved.plans);
    EXPECT_FALSE(reopened.document()->isModified());
    EXPECT_EQ(reopened.resultsView()->data().plans.front().horizonTco,
              window->resultsView()->data().plans.front().horizonTco);
}

TEST_F(MainWindowDocumentTest, SaveToAnUnwritablePlaceFailsAndKeepsTheDocumentModified)
{
    typeNodes(QStringLiteral("256"));
    closeNextModal();
    EXPECT_FALSE(window->saveTo(QStringLiteral("/nonexistent-dir/x.fabrictco")));
    EXPECT_TRUE(window->document()->isModified());
    EXPECT_TRUE(window->document()->filePath().isEmpty());
}

TEST_F(MainWindowDocumentTest, SaveAsHasItsUsualKeysOnEveryDesktop)
{
    // QKeySequence::SaveAs is empty on some desktops: a stranger pressed Ctrl+Shift+S in vain.
    const QKeySequence keys(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QStringList bound;
    for (const QAction* action : window->findChildren<QAction*>())
        if (action->shortcut() == keys)
            bound << action->text();
    ASSERT_EQ(bound.size(), 1) << bound.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(bound.front().contains(QStringLiteral("as"))) << bound.front().toStdString();
}

TEST_F(MainWindowDocumentTest, OpeningSomethingThatIsNotADocumentIsRefused)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("not.fabrictco"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("hello");
    file.close();
    closeNextModal();
    EXPECT_FALSE(window->openFile(path));
    EXPECT_EQ(window->document()->scenario().plans.size(), 2u); // the example is still open
}

} // namespace

namespace {

} // namespace

// Issue 38: a title chosen in the report dialog is the document's (one undo step), so the next
// report, the window's title and the saved file have it.
TEST_F(MainWindowDocumentTest, ATitleChosenForTheReportIsKeptInTheDocument)
{
    auto* exporter = window->findChild<ReportExporter*>();
    ASSERT_NE(exporter, nullptr);
    QUndoStack* undo = window->document()->undoStack();
    const int steps = undo->count();
    Q_EMIT exporter->titleChosen(QStringLiteral("Hall B fabric"));
    EXPECT_EQ(window->document()->scenario().metadata.title, "Hall B fabric");
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("Hall B fabric")))
        << window->windowTitle().toStdString();
    EXPECT_EQ(undo->count(), steps + 1);
    undo->undo();
    EXPECT_NE(window->document()->scenario().metadata.title, "Hall B fabric");
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The main flows through the real window, off screen: open an example, edit, see the result
// change, undo and redo, reject invalid input with its message, switch language.
#include "ui/mainwindow/MainWindow.h"

#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "presentation/MoneyFormat.h"
#include "translations/I18n.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ProductPicker.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"
#include "ui/results/SummaryHtml.h"
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

class MainWindowTest : public test::ExampleWindowTest
{
protected:
    ValueEditor* nodesEditor() const
    {
        return window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    }
    std::int64_t ibSwitches() const
    {
        const auto& plans = window->resultsView()->data().plans;
        EXPECT_FALSE(plans.empty());
        EXPECT_TRUE(plans.front().bom.has_value());
        return plans.front().bom ? plans.front().bom->totalSwitches() : -1;
    }
    void type(ValueEditor* editor, const QString& text)
    {
        QLineEdit* edit = editor->lineEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return); // typed text is committed on Enter
        QCoreApplication::processEvents();     // the results are recomputed on the next turn
    }
};

TEST_F(MainWindowTest, EditMenuDuplicatesAndRemovesThePlanWhoseInputHasTheFocus)
{
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QMenu* edit = nullptr;
    for (QAction* menu : window->menuBar()->actions())
        if (menu->text() == QStringLiteral("&Edit"))
            edit = menu->menu();
    ASSERT_NE(edit, nullptr);
    auto action = [&](const QString& start) -> QAction* {
        Q_EMIT edit->aboutToShow();
        for (QAction* a : edit->actions())
            if (a->text().startsWith(start))
                return a;
        return nullptr;
    };
    // Nothing of a plan has the focus: the actions say what to do.
    nodesEditor()->lineEdit()->setFocus();
    QCoreApplication::processEvents();
    ASSERT_NE(action(QStringLiteral("Dup&licate")), nullptr);
    EXPECT_FALSE(action(QStringLiteral("Dup&licate"))->isEnabled());
    // An input of the RoCE plan has the focus.
    const Scenario& scenario = window->document()->scenario();
    ASSERT_EQ(scenario.plans.size(), 2u);
    const std::string roceName = scenario.plans[1].name;
    window->plansView()->planEditor("roce", QStringLiteral("price.switch"))->lineEdit()->setFocus();
    QCoreApplication::processEvents();
    QAction* duplicate = action(QStringLiteral("Dup&licate"));
    ASSERT_TRUE(duplicate->isEnabled());
    EXPECT_TRUE(duplicate->text().contains(QString::fromStdString(roceName)))
        << duplicate->text().toStdString();
    duplicate->trigger();
    ASSERT_EQ(window->document()->scenario().plans.size(), 3u);
    EXPECT_EQ(window->document()->scenario().plans[2].name, roceName + " (copy)");
    // The focus stays in the plans: on the copy, to be renamed.
    QCoreApplication::processEvents();
    EXPECT_EQ(window->plansView()->planIdOf(QApplication::focusWidget()),
              window->document()->scenario().plans[2].id);
    window->plansView()->planEditor("roce", QStringLiteral("price.switch"))->lineEdit()->setFocus();
    QCoreApplication::processEvents();
    QAction* remove = action(QStringLiteral("Remo&ve"));
    ASSERT_TRUE(remove->isEnabled());
    remove->trigger();
    ASSERT_EQ(window->document()->scenario().plans.size(), 2u);
    EXPECT_EQ(window->document()->scenario().plans[1].name, roceName + " (copy)");
    // On the plan that took the removed one's place.
    QCoreApplication::processEvents();
    EXPECT_EQ(window->plansView()->planIdOf(QApplication::focusWidget()),
              window->document()->scenario().plans[1].id);
}

TEST_F(MainWindowTest, OnTheStartPageNothingThatNeedsAComparisonIsOffered)
{
    ui::MainWindow fresh;
    ASSERT_TRUE(fresh.isShowingStartPage());
    QStringList enabled;
    for (QAction* menu : fresh.menuBar()->actions())
        for (QAction* action : menu->menu()->actions())
            if (action->isEnabled())
                enabled << action->text();
    for (const QString& needsAComparison :
         {QStringLiteral("&Import quotes (CSV)…"), QStringLiteral("&Vendor quotes…"),
          QStringLiteral("Add &InfiniBand plan"), QStringLiteral("Add R&oCE plan")})
        EXPECT_FALSE(enabled.contains(needsAComparison)) << needsAComparison.toStdString();
}

TEST_F(MainWindowTest, ExampleOpensOnTheComparisonWithTwoPlans)
{
    EXPECT_FALSE(window->isShowingStartPage());
    EXPECT_EQ(window->document()->scenario().plans.size(), 2u);
    EXPECT_EQ(window->resultsView()->data().plans.size(), 2u);
    EXPECT_FALSE(window->document()->isModified());
}

TEST_F(MainWindowTest, EditingAValueChangesTheResult)
{
    const std::int64_t before = ibSwitches();
    const auto tcoBefore = window->resultsView()->data().plans.front().horizonTco;
    ASSERT_TRUE(tcoBefore.has_value());
    type(nodesEditor(), QStringLiteral("1024"));
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 1024);
    EXPECT_GT(ibSwitches(), before);
    const auto tcoAfter = window->resultsView()->data().plans.front().horizonTco;
    ASSERT_TRUE(tcoAfter.has_value());
    EXPECT_GT(tcoAfter->amount(), tcoBefore->amount());
    // The summary the user reads shows the new exact figure.
    // Amount and currency joined by a no-break space: an amount never wraps.
    EXPECT_TRUE(window->resultsView()->summaryHtml().contains(
        MoneyFormat().format(*tcoAfter).replace(QLatin1Char(' '), QChar(0x00A0))));
    EXPECT_TRUE(window->isWindowModified());
}

TEST_F(MainWindowTest, EditingAPriceOverridesTheCatalogAndUndoRemovesTheOverride)
{
    ValueEditor* price = window->plansView()->planEditor("roce", QStringLiteral("price.switch"));
    ASSERT_NE(price, nullptr);
    const auto before = window->resultsView()->data().plans[1].horizonTco;
    type(price, QStringLiteral("99000"));
    const auto& overrides = window->document()->scenario().plans[1].overrides;
    ASSERT_EQ(overrides.count("price.switch"), 1u);
    EXPECT_EQ(overrides.at("price.switch").value, Decimal(99000));
    EXPECT_GT(window->resultsView()->data().plans[1].horizonTco->amount(), before->amount());
    window->setFocus();
    window->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().plans[1].overrides.count("price.switch"), 0u);
    EXPECT_EQ(window->resultsView()->data().plans[1].horizonTco, before);
}

TEST_F(MainWindowTest, PercentagesAreEditedAsPercentAndStoredAsFractions)
{
    ValueEditor* support = window->plansView()->planEditor("ib", QStringLiteral("support.share"));
    ASSERT_NE(support, nullptr);
    type(support, QStringLiteral("20"));
    EXPECT_EQ(window->document()->scenario().plans[0].overrides.at("support.share").value,
              Decimal::parse("0.2"));
    type(support, QStringLiteral("150"));
    EXPECT_FALSE(support->errorText().isEmpty());
}

TEST_F(MainWindowTest, UndoAndRedoRestoreTheValueTheEditorAndTheResult)
{
    const std::int64_t before = ibSwitches();
    type(nodesEditor(), QStringLiteral("1024"));
    const std::int64_t after = ibSwitches();
    // Typing four digits is one undo step.
    EXPECT_EQ(window->document()->undoStack()->count(), 1);
    window->setFocus(); // the editor no longer holds the text being typed
    window->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 128);
    EXPECT_EQ(nodesEditor()->lineEdit()->text(), QStringLiteral("128"));
    EXPECT_EQ(ibSwitches(), before);
    EXPECT_FALSE(window->isWindowModified());
    window->document()->undoStack()->redo();
    QCoreApplication::processEvents();
    EXPECT_EQ(ibSwitches(), after);
}

// Each committed value is an undo step of its own: 200, then 300, in one field undid straight
// back to 128, losing the 200 the user saw computed (found by a stranger).
TEST_F(MainWindowTest, EachCommittedValueOfOneFieldIsAnUndoStepOfItsOwn)
{
    type(nodesEditor(), QStringLiteral("200"));
    type(nodesEditor(), QStringLiteral("300"));
    EXPECT_EQ(window->document()->undoStack()->count(), 2);
    window->setFocus();
    window->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 200);
    window->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 128);
}

TEST_F(MainWindowTest, UndoStepsAreNamedInTheWindowsLanguageAfterASwitch)
{
    type(nodesEditor(), QStringLiteral("1024"));
    window->setFocus();
    const QString english = window->document()->undoStack()->undoText();
    EXPECT_TRUE(english.startsWith(QStringLiteral("Change "))) << english.toStdString();
    QAction* undo = nullptr;
    for (QAction* action : window->findChildren<QAction*>())
        if (action->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
            undo = action;
    ASSERT_NE(undo, nullptr);

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = window->document()->undoStack()->undoText();
    EXPECT_NE(chinese, english);
    EXPECT_FALSE(chinese.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
        << chinese.toStdString();
    EXPECT_TRUE(undo->text().contains(chinese)) << undo->text().toStdString();

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->undoStack()->undoText(), english);
}

TEST_F(MainWindowTest, AnUnsavedExampleGoesByItsTitleAsItsReportDoes)
{
    const QString title = QString::fromStdString(window->document()->scenario().metadata.title);
    ASSERT_FALSE(title.isEmpty());
    EXPECT_TRUE(window->windowTitle().contains(title)) << window->windowTitle().toStdString();
}

TEST_F(MainWindowTest, TextThatIsNotANumberIsRejectedWithItsMessage)
{
    type(nodesEditor(), QStringLiteral("12x"));
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 128); // nothing half-typed commits
    EXPECT_TRUE(nodesEditor()->errorText().contains(QStringLiteral("not a number")))
        << nodesEditor()->errorText().toStdString();
}

TEST_F(MainWindowTest, OutOfRangeAndOddRadixAreRejectedWithTheReason)
{
    // The example's switch decides the radix; Custom hands it back to the user.
    ProductPicker* picker = window->plansView()->productPicker("ib", ProductClass::Switch);
    ASSERT_NE(picker, nullptr);
    picker->setCurrentIndex(picker->findData(QString()));
    Q_EMIT picker->activated(picker->currentIndex());
    ValueEditor* radix = window->plansView()->planEditor("ib", QStringLiteral("switchRadix"));
    ASSERT_NE(radix, nullptr);
    ASSERT_TRUE(radix->isEnabled());
    const int radixBefore = window->document()->scenario().plans.front().design.switchRadix;
    type(radix, QStringLiteral("63"));
    EXPECT_EQ(window->document()->scenario().plans.front().design.switchRadix, radixBefore);
    EXPECT_TRUE(radix->errorText().contains(QStringLiteral("even")))
        << radix->errorText().toStdString();

    type(nodesEditor(), QStringLiteral("0"));
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 128);
    EXPECT_TRUE(nodesEditor()->errorText().contains(QStringLiteral("accepted: 1")))
        << nodesEditor()->errorText().toStdString();
}

TEST_F(MainWindowTest, TypedTextCommitsOnlyAValidValueOnEnterOrFocusChange)
{
    ValueEditor* horizon =
        window->plansView()->clusterEditor(QStringLiteral("cluster.horizonYears"));
    ASSERT_NE(horizon, nullptr);
    const QUndoStack* undo = window->document()->undoStack();
    const int steps = undo->count();
    QLineEdit* edit = horizon->lineEdit();
    edit->setFocus();
    edit->selectAll();
    // "3" on the way to "30" (range 1 to 10) is never committed, and neither is "30".
    QTest::keyClicks(edit, QStringLiteral("30"));
    EXPECT_EQ(window->document()->scenario().cluster.horizonYears, 5);
    QTest::keyClick(edit, Qt::Key_Return);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.horizonYears, 5);
    EXPECT_EQ(undo->count(), steps) << "an undo step for a value nobody chose";
    EXPECT_FALSE(horizon->errorText().isEmpty());
    EXPECT_EQ(edit->text(), QStringLiteral("30")) << "what was typed stays to be corrected";
    // Escape puts the committed value back.
    QTest::keyClick(edit, Qt::Key_Escape);
    EXPECT_EQ(edit->text(), QStringLiteral("5"));
    EXPECT_TRUE(horizon->errorText().isEmpty());

    // A valid value commits on leaving the field, once.
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("7"));
    EXPECT_EQ(window->document()->scenario().cluster.horizonYears, 5);
    QFocusEvent focusOut(QEvent::FocusOut, Qt::TabFocusReason);
    QApplication::sendEvent(horizon->input(), &focusOut);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.horizonYears, 7);
    EXPECT_EQ(undo->count(), steps + 1);
}

TEST_F(MainWindowTest, CtrlZInAFieldUndoesTheDocumentUnlessItHoldsUncommittedText)
{
    window->show();
    QApplication::setActiveWindow(window.get());
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    type(nodesEditor(), QStringLiteral("256"));
    ASSERT_EQ(window->document()->scenario().cluster.nodes, 256);
    QLineEdit* edit = nodesEditor()->lineEdit();
    ASSERT_TRUE(edit->hasFocus() || nodesEditor()->input()->hasFocus());

    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 128) << "Ctrl+Z in the field";
    EXPECT_EQ(edit->text(), QStringLiteral("128"));
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 256) << "Ctrl+Shift+Z in the field";

    // While the field holds uncommitted text, Ctrl+Z undoes the typing, not the document.
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("99"));
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 256);
    EXPECT_NE(edit->text(), QStringLiteral("99"));
    window->hide();
}

TEST_F(MainWindowTest, AClusterThatOutgrowsAPlansFabricIsExplainedOnceWithAWayOut)
{
    Scenario grown = window->document()->scenario();
    grown.cluster.nodes = 5000;
    grown.cluster.nodesByYear = {5000, 6000, 7200, 8640, 10368};
    window->document()->replaceScenario([] { return QStringLiteral("grow"); }, grown);
    window->recomputeNow();
    // Said once with the way out, then that the other plan is priced without it.
    const QStringList notes = ResultWords::notes(window->resultsView()->data());
    ASSERT_EQ(notes.size(), 2) << notes.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(notes.front().contains(QStringLiteral("year 4"))) << notes.front().toStdString();
    EXPECT_TRUE(notes.front().contains(QStringLiteral("To fix it")));
    EXPECT_FALSE(notes.front().contains(QStringLiteral("accepted:")));
    EXPECT_TRUE(notes.back().contains(QStringLiteral("“InfiniBand NDR” cannot be built")))
        << notes.back().toStdString();

    // The plan that holds the cluster is priced, and its risk run starts.
    const ComparisonData& data = window->resultsView()->data();
    ASSERT_TRUE(data.tco);
    EXPECT_EQ(data.tco->plans.size(), 1u);
    QSignalSpy started(window->riskRunner(), &RiskRunner::progressChanged);
    window->startRiskAnalysis();
    EXPECT_TRUE(started.wait(10000));
}

TEST_F(MainWindowTest, AddDuplicateRemovePlansAreUndoable)
{
    PlansView* plans = window->plansView();
    plans->addPlan(Fabric::RoCE);
    EXPECT_EQ(window->document()->scenario().plans.size(), 3u);
    plans->duplicatePlan("ib");
    ASSERT_EQ(window->document()->scenario().plans.size(), 4u);
    EXPECT_EQ(window->document()->scenario().plans[1].id, "ib-2");
    plans->removePlan("ib");
    EXPECT_EQ(window->document()->scenario().plans.size(), 3u);
    QCoreApplication::processEvents();
    EXPECT_EQ(window->resultsView()->data().plans.size(), 3u);
    window->document()->undoStack()->undo();
    window->document()->undoStack()->undo();
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().plans.size(), 2u);
}

TEST_F(MainWindowTest, RenamingMergesKeystrokes)
{
    window->plansView()->renamePlan("ib", QStringLiteral("I"));
    window->plansView()->renamePlan("ib", QStringLiteral("IB q"));
    EXPECT_EQ(window->document()->undoStack()->count(), 1);
    EXPECT_EQ(window->document()->scenario().plans.front().name, "IB q");
}

TEST_F(MainWindowTest, LanguageSwitchRetranslatesTheWindow)
{
    const QString englishFile = window->menuBar()->actions().first()->text();
    EXPECT_EQ(englishFile, QStringLiteral("&File"));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chineseFile = window->menuBar()->actions().first()->text();
    EXPECT_NE(chineseFile, englishFile);
    EXPECT_TRUE(chineseFile.contains(QStringLiteral("文件"))) << chineseFile.toStdString();
    EXPECT_TRUE(window->resultsView()->tabs()->tabText(0).contains(QStringLiteral("摘要")));
}

TEST_F(MainWindowTest, LanguageSwitchRewordsTheRecommendationAtOnce)
{
    // Issue 13: the recommendation stayed in English after switching to Chinese until the next
    // risk run. The figures are kept; the words are made again in the new language.
    RiskRunner::Options quick;
    quick.trials = 300;
    window->riskRunner()->setOptions(quick);
    QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
    window->startRiskAnalysis();
    ASSERT_TRUE(finished.wait(60000));
    QCoreApplication::processEvents();
    const QString english = ResultWords::recommendation(window->resultsView()->data());
    ASSERT_TRUE(english.startsWith(QStringLiteral("Recommendation: "))) << english.toStdString();
    // The summary says the word once: its first line opens with it, so no heading repeats it.
    const QString summary = SummaryHtml::build(window->resultsView()->data(), QLocale());
    EXPECT_EQ(summary.count(QStringLiteral("Recommendation")), 1) << summary.toStdString();
    const Money npvBefore = window->resultsView()->data().tco->plans.front().npv;

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = ResultWords::recommendation(window->resultsView()->data());
    EXPECT_TRUE(chinese.startsWith(QStringLiteral("建议选择"))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QStringLiteral("Recommendation"))) << chinese.toStdString();
    EXPECT_EQ(window->resultsView()->data().tco->plans.front().npv, npvBefore);

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    EXPECT_EQ(ResultWords::recommendation(window->resultsView()->data()), english);
}

TEST_F(MainWindowTest, AFinishedRiskRunLeavesWhatAnActionJustSaid)
{
    // A stranger never saw "Added 3 quotes.": the risk run the import started replaced it with
    // its own note at once. The routine note now shows only on an empty status bar.
    RiskRunner::Options quick;
    quick.trials = 300;
    window->riskRunner()->setOptions(quick);
    QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
    window->statusBar()->showMessage(QStringLiteral("Added 3 quotes."), 60000);
    window->startRiskAnalysis();
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_EQ(window->statusBar()->currentMessage(), QStringLiteral("Added 3 quotes."));
    window->statusBar()->clearMessage();
    window->startRiskAnalysis();
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_TRUE(window->statusBar()->currentMessage().startsWith(QStringLiteral("Risk analysis: ")))
        << window->statusBar()->currentMessage().toStdString();
}

// Every table the window shows names each of its columns (issue 17: a column without a header
// cannot be read on a projector, and a screen reader reads nothing for it).
TEST_F(MainWindowTest, EveryTableColumnHasAHeaderInBothLanguages)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        i18n::installLanguage(language);
        QCoreApplication::processEvents();
        // Tables on a model (the bill of materials, the cost table) and item tables alike.
        const auto tables = window->findChildren<QTableView*>();
        ASSERT_GE(tables.size(), 4);
        for (const QTableView* table : tables) {
            const QAbstractItemModel* model = table->model();
            if (model == nullptr || model->columnCount() == 0)
                continue;
            EXPECT_FALSE(table->horizontalHeader()->isHidden())
                << table->objectName().toStdString();
            for (int column = 0; column < model->columnCount(); ++column) {
                const QString header = model->headerData(column, Qt::Horizontal).toString();
                EXPECT_TRUE(!header.trimmed().isEmpty())
                    << language.toStdString() << " " << table->accessibleName().toStdString()
                    << " column " << column;
            }
        }
    }
}

} // namespace

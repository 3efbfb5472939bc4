// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window by keyboard (issue 40): Tab leaves a result table, Ctrl+Tab moves between
// result pages, Shift+F10 opens the focused field's menu, Shift+F1 its help, Ctrl+W closes the
// window and F11 toggles full screen.
#include "ui/mainwindow/KeyboardCommands.h"

#include "ExampleWindowTest.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultPages.h"
#include "ui/results/ResultsView.h"

#include <QLineEdit>
#include <QMenu>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QWhatsThis>

#include <gtest/gtest.h>

namespace fabrictco::test {
namespace {

class KeyboardCommandsTest : public ExampleWindowTest
{
protected:
    void SetUp() override
    {
        ExampleWindowTest::SetUp();
        window->resize(1280, 720);
        window->show();
        settleLayouts();
        window->activateWindow();
    }
};

TEST_F(KeyboardCommandsTest, TabLeavesEveryResultTable)
{
    QTabWidget* pages = window->resultsView()->tabs();
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        settleLayouts();
        for (QTableView* table : pages->currentWidget()->findChildren<QTableView*>()) {
            if (!table->isVisible())
                continue;
            table->setFocus(Qt::TabFocusReason);
            table->setCurrentIndex(table->model()->index(0, 0));
            QTest::keyClick(table, Qt::Key_Tab);
            EXPECT_FALSE(table->hasFocus()) << table->accessibleName().toStdString();
        }
    }
}

TEST_F(KeyboardCommandsTest, CtrlTabMovesToTheNextResultPageFromATable)
{
    QTabWidget* pages = window->resultsView()->tabs();
    pages->setCurrentIndex(ui::ResultPages::CostTable);
    settleLayouts();
    auto* table = pages->currentWidget()->findChild<QTableView*>();
    ASSERT_NE(table, nullptr);
    table->setFocus(Qt::TabFocusReason);
    QTest::keyClick(table, Qt::Key_Tab, Qt::ControlModifier);
    EXPECT_EQ(pages->currentIndex(), ui::ResultPages::CostTable + 1);
}

TEST_F(KeyboardCommandsTest, ShiftF10OpensTheFocusedFieldsMenu)
{
    ui::ValueEditor* price = window->plansView()->planEditor("ib", QStringLiteral("price.switch"));
    ASSERT_NE(price, nullptr);
    price->lineEdit()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F10, Qt::ShiftModifier);
    QCoreApplication::processEvents();
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    ASSERT_NE(menu, nullptr) << "no menu opened";
    EXPECT_TRUE(menu->actions().contains(price->rangeAction())) << "not the field's own menu";
    menu->close();
}

TEST_F(KeyboardCommandsTest, ShiftF1ShowsTheFocusedFieldsHelpAtOnce)
{
    ui::ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    ASSERT_NE(nodes, nullptr);
    nodes->lineEdit()->setFocus(Qt::TabFocusReason);
    EXPECT_TRUE(ui::KeyboardCommands::showWhatsThis(QApplication::focusWidget()));
    EXPECT_FALSE(QWhatsThis::inWhatsThisMode()) << "no click needed";
    QWhatsThis::hideText();
}

TEST_F(KeyboardCommandsTest, F11TogglesFullScreenAndCtrlWCloses)
{
    QTest::keyClick(window.get(), Qt::Key_F11);
    EXPECT_TRUE(window->windowState() & Qt::WindowFullScreen);
    QTest::keyClick(window.get(), Qt::Key_F11);
    EXPECT_FALSE(window->windowState() & Qt::WindowFullScreen);
    QTest::keyClick(window.get(), Qt::Key_W, Qt::ControlModifier);
    settleLayouts();
    EXPECT_FALSE(window->isVisible());
}

} // namespace
} // namespace fabrictco::test

namespace fabrictco::test {
namespace {

TEST_F(KeyboardCommandsTest, TabReachesTheChartOfAChartPage)
{
    // Found by a stranger: Tab went from the page's tab bar past the chart.
    QTabWidget* pages = window->resultsView()->tabs();
    pages->setCurrentIndex(ui::ResultPages::Cumulative);
    settleLayouts();
    pages->tabBar()->setFocus(Qt::TabFocusReason);
    QStringList chain;
    for (int i = 0; i < 4; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        chain << QString::fromLatin1(QApplication::focusWidget()->metaObject()->className());
    }
    EXPECT_TRUE(chain.contains(QStringLiteral("fabrictco::ui::ChartView")))
        << chain.join(QLatin1Char(' ')).toStdString();
}

} // namespace
} // namespace fabrictco::test

namespace fabrictco::test {
namespace {

TEST_F(KeyboardCommandsTest, CtrlTabTurnsTheResultPagesFromTheInputsToo)
{
    // Found by a stranger: in the inputs Ctrl+Tab moved the focus as Tab does. It turns the
    // result page from anywhere, and the focus stays in the field being typed in.
    QTabWidget* pages = window->resultsView()->tabs();
    pages->setCurrentIndex(0);
    QLineEdit* nodes =
        window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"))->lineEdit();
    nodes->setFocus(Qt::TabFocusReason);
    QTest::keyClick(nodes, Qt::Key_Tab, Qt::ControlModifier);
    EXPECT_EQ(pages->currentIndex(), 1);
    EXPECT_TRUE(nodes->hasFocus());
    QTest::keyClick(nodes, Qt::Key_PageDown, Qt::ControlModifier);
    EXPECT_EQ(pages->currentIndex(), 2);
    QTest::keyClick(nodes, Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(pages->currentIndex(), 1);
    QTest::keyClick(nodes, Qt::Key_PageUp, Qt::ControlModifier);
    QTest::keyClick(nodes, Qt::Key_PageUp, Qt::ControlModifier);
    EXPECT_EQ(pages->currentIndex(), pages->count() - 1) << "round from the first to the last";
}

TEST_F(KeyboardCommandsTest, F6ShowsTheFocusFrameEvenAsTheFirstKey)
{
    // Found by a stranger: F6 as the very first key focused "Run risk analysis" with no frame;
    // the styles draw it only for focus moved by a key.
    window->setAttribute(Qt::WA_KeyboardFocusChange, false);
    QTest::keyClick(window.get(), Qt::Key_F6);
    EXPECT_TRUE(window->testAttribute(Qt::WA_KeyboardFocusChange));
}

TEST_F(KeyboardCommandsTest, F6MovesBetweenTheInputsAndTheResults)
{
    // Found by a stranger: the results were some 150 Tab presses from the first input.
    ui::ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    ASSERT_NE(nodes, nullptr);
    nodes->lineEdit()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    ASSERT_NE(QApplication::focusWidget(), nullptr);
    EXPECT_TRUE(window->resultsView()->isAncestorOf(QApplication::focusWidget()))
        << QApplication::focusWidget()->metaObject()->className();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    EXPECT_TRUE(window->plansView()->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
    EXPECT_TRUE(window->resultsView()->isAncestorOf(QApplication::focusWidget()));
}

} // namespace
} // namespace fabrictco::test

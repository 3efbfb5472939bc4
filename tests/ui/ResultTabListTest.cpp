// SPDX-License-Identifier: GPL-3.0-or-later
// Every result page stays reachable when only a few tabs fit (issue 17, item 4): the button
// beside the tabs lists them all, the current one checked, in the window's language.
#include "ExampleWindowTest.h"
#include "ui/results/ResultsView.h"

#include <QMenu>
#include <QTabWidget>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

using ResultTabListTest = test::ExampleWindowTest;

TEST_F(ResultTabListTest, TheListNamesEveryPageAndOpensTheOneChosen)
{
    ResultsView* results = window->resultsView();
    QTabWidget* tabs = results->tabs();
    QToolButton* button = results->tabListButton();
    ASSERT_EQ(tabs->cornerWidget(Qt::TopRightCorner), button);
    QMenu* menu = button->menu();
    ASSERT_NE(menu, nullptr);
    Q_EMIT menu->aboutToShow();
    const QList<QAction*> actions = menu->actions();
    ASSERT_EQ(actions.size(), tabs->count());
    for (int page = 0; page < tabs->count(); ++page) {
        EXPECT_EQ(actions[page]->text(), tabs->tabText(page));
        EXPECT_EQ(actions[page]->isChecked(), page == tabs->currentIndex());
    }
    actions.back()->trigger();
    EXPECT_EQ(tabs->currentIndex(), tabs->count() - 1);

    i18n::installLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents(); // the widgets' LanguageChange
    Q_EMIT menu->aboutToShow();
    EXPECT_EQ(menu->actions().front()->text(), tabs->tabText(0));
    EXPECT_NE(menu->actions().front()->text(), QStringLiteral("Summary"));
    EXPECT_FALSE(button->toolTip().contains(QStringLiteral("result pages")));
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl+F finds any input by its name in English or Chinese and goes there (issue 17, item 5).
#include "ui/plans/InputSearch.h"

#include "ExampleWindowTest.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/ParameterText.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCompleter>
#include <QMenuBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

using InputSearchTest = test::ExampleWindowTest;

QString switchPriceIn(const QString& language)
{
    const i18n::LanguageScope scope(language);
    return ParameterText::label(ParameterRegistry::instance().at("price.switch"));
}

TEST_F(InputSearchTest, ANameInEitherLanguageGoesToThatInput)
{
    window->show();
    QApplication::setActiveWindow(window.get());
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    PlansView* plans = window->plansView();
    InputSearch* search = plans->search();
    const QString english = switchPriceIn(QStringLiteral("en"));
    const QString chinese = switchPriceIn(QStringLiteral("zh_CN"));
    ASSERT_NE(english, chinese);

    // Ctrl+F reaches the box from anywhere in the window.
    plans->clusterEditor(QStringLiteral("cluster.nodes"))->lineEdit()->setFocus();
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    EXPECT_TRUE(search->hasFocus());
    // Each entry names the input in both languages, and where it is.
    bool listed = false;
    for (const QString& entry : search->entries())
        listed = listed || (entry.contains(english) && entry.contains(chinese));
    EXPECT_TRUE(listed) << search->entries().join(QStringLiteral(" | ")).toStdString();

    // The Chinese name in the English window: the first plan's switch price.
    ASSERT_TRUE(search->goTo(chinese));
    QWidget* ibPrice = plans->planEditor("ib", QStringLiteral("price.switch"))->input();
    EXPECT_TRUE(ibPrice->hasFocus() || ibPrice->isAncestorOf(QApplication::focusWidget()));
    // A plan's name picks that plan's input.
    ASSERT_TRUE(search->goTo(english + QStringLiteral(" · ") + chinese + QStringLiteral(" — ") +
                             QString::fromStdString(window->document()->scenario().plans[1].name)));
    QWidget* rocePrice = plans->planEditor("roce", QStringLiteral("price.switch"))->input();
    EXPECT_TRUE(rocePrice->hasFocus() || rocePrice->isAncestorOf(QApplication::focusWidget()));
    EXPECT_FALSE(search->goTo(QStringLiteral("no input has this name")));
    window->hide();
}

// A suggestion clicked in the list, not only Enter, goes there and empties the box (issue 38;
// what made a click only fill the box is the next test's).
TEST_F(InputSearchTest, ASuggestionClickedInTheListGoesToThatInput)
{
    window->show();
    QApplication::setActiveWindow(window.get());
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    PlansView* plans = window->plansView();
    InputSearch* search = plans->search();
    search->activate();
    QTest::keyClicks(search, switchPriceIn(QStringLiteral("en")));
    QAbstractItemView* list = search->completer()->popup();
    ASSERT_TRUE(QTest::qWaitFor([&] { return list->isVisible(); }));
    const QModelIndex first = list->model()->index(0, 0);
    ASSERT_TRUE(first.isValid());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(first).center());
    QWidget* ibPrice = plans->planEditor("ib", QStringLiteral("price.switch"))->input();
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return ibPrice->hasFocus() || ibPrice->isAncestorOf(QApplication::focusWidget()); }));
    EXPECT_FALSE(list->isVisible());
    EXPECT_TRUE(search->text().isEmpty()) << search->text().toStdString();
    window->hide();
}

// Found by a stranger (issue 38): the list is made when the box takes the focus; a column made
// again meanwhile (here by an edit that rebuilds the plans) left a clicked suggestion pointing
// at an input that was gone, and the click only filled the box.
TEST_F(InputSearchTest, ASuggestionStillGoesThereAfterThePlansWereMadeAgain)
{
    window->show();
    QApplication::setActiveWindow(window.get());
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    PlansView* plans = window->plansView();
    InputSearch* search = plans->search();
    search->activate();
    QString picked;
    for (const QString& entry : search->entries())
        if (entry.startsWith(switchPriceIn(QStringLiteral("en"))) &&
            entry.endsWith(QString::fromStdString(window->document()->scenario().plans[1].name)))
            picked = entry;
    ASSERT_FALSE(picked.isEmpty());
    Scenario renamed = window->document()->scenario();
    renamed.plans[0].name = "InfiniBand, renamed";
    window->document()->replaceScenario([] { return QStringLiteral("rename"); }, renamed);
    QCoreApplication::processEvents();
    // The old columns are gone, as they are by the time a user clicks.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    ASSERT_TRUE(search->goTo(picked));
    QWidget* rocePrice = plans->planEditor("roce", QStringLiteral("price.switch"))->input();
    EXPECT_TRUE(rocePrice->hasFocus() || rocePrice->isAncestorOf(QApplication::focusWidget()));
    window->hide();
}

TEST_F(InputSearchTest, TheEnglishNameWorksInTheChineseWindow)
{
    i18n::installLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    InputSearch* search = window->plansView()->search();
    search->activate();
    EXPECT_TRUE(search->goTo(QStringLiteral("Nodes in year 1")));
    EXPECT_FALSE(search->placeholderText().contains(QStringLiteral("Find")));
}

} // namespace

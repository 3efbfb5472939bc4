// SPDX-License-Identifier: GPL-3.0-or-later
// Help > User guide and glossary (F1), in the window's language, shipped inside the program
// (issue 17, item 8); each input's What's this? points there.
#include "ui/help/HelpDialog.h"

#include "ExampleWindowTest.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QAction>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

using HelpDialogTest = test::ExampleWindowTest;

TEST_F(HelpDialogTest, F1OpensTheGuideWithTheGlossaryInTheWindowsLanguage)
{
    QAction* guide = window->guideAction();
    EXPECT_EQ(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guide->trigger();
    auto* dialog = window->findChild<HelpDialog*>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    for (const char* term : {"Glossary", "Oversubscription", "Switch radix", "P95", "Ctrl+F"})
        EXPECT_TRUE(dialog->text().contains(QString::fromLatin1(term))) << term;

    i18n::installLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    for (const char* term : {"术语表", "收敛比", "交换机端口数", "Ctrl+F"})
        EXPECT_TRUE(dialog->text().contains(QString::fromUtf8(term))) << term;
    EXPECT_FALSE(dialog->text().contains(QStringLiteral("Glossary")));
    guide->trigger();
    EXPECT_EQ(window->findChildren<HelpDialog*>().size(), 1) << "one guide window";
    dialog->close();
}

TEST_F(HelpDialogTest, EveryShippedLanguageHasAGuide)
{
    for (const QString& language : i18n::availableLanguages())
        EXPECT_TRUE(HelpDialog::guidePath(language).endsWith(language + QStringLiteral(".html")))
            << language.toStdString();
    EXPECT_TRUE(HelpDialog::guidePath(QStringLiteral("xx")).endsWith(QStringLiteral("en.html")));
}

TEST_F(HelpDialogTest, AnInputsWhatsThisPointsToTheGuide)
{
    QWidget* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"))->input();
    EXPECT_TRUE(nodes->whatsThis().contains(QStringLiteral("User guide and glossary")));
    EXPECT_TRUE(nodes->whatsThis().contains(QStringLiteral("Nodes in year 1")));
}

} // namespace

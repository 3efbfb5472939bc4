// SPDX-License-Identifier: GPL-3.0-or-later
// Alt+letter reaches one command (found in the Chinese window: "Open example" and "Export PDF
// report" were both E, so Alt+F, E never exported): within each menu of the main window, and
// in the report dialog, no two entries share a letter, in either language.
#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/export/ReportDialog.h"
#include "ui/export/ReportExporter.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAbstractButton>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// The mnemonic letter of `text` ("&Save" -> 's'), or a null QChar.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

void expectUnique(const QStringList& texts, const std::string& where)
{
    std::map<QChar, QString> seen;
    for (const QString& text : texts) {
        const QChar letter = mnemonic(text);
        if (letter.isNull())
            continue;
        const auto [it, added] = seen.emplace(letter, text);
        EXPECT_TRUE(added) << where << ": \"" << text.toStdString() << "\" and \""
                           << it->second.toStdString() << "\" share &"
                           << QString(letter).toStdString();
    }
}

class MenuAcceleratorsTest : public ::testing::TestWithParam<const char*>
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(GetParam())));
    }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

TEST_P(MenuAcceleratorsTest, EveryMenuGivesEachEntryItsOwnLetter)
{
    MainWindow window;
    QStringList titles;
    for (QAction* top : window.menuBar()->actions()) {
        titles << top->text();
        QMenu* menu = top->menu();
        ASSERT_NE(menu, nullptr);
        QStringList entries;
        for (QAction* action : menu->actions())
            if (!action->isSeparator() && action->isVisible())
                entries << action->text();
        expectUnique(entries, top->text().toStdString());
    }
    expectUnique(titles, "menu bar");
}

TEST_P(MenuAcceleratorsTest, TheReportDialogGivesEachFieldItsOwnLetter)
{
    for (const QString& action : {ReportExporter::tr("Pre&view…"), ReportExporter::tr("P&rint…")}) {
        ReportDialog dialog(ReportChoices{}, action);
        QStringList texts;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            texts << label->text();
        for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
            texts << button->text();
        expectUnique(texts, action.toStdString());
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, MenuAcceleratorsTest, ::testing::Values("en", "zh_CN"));

} // namespace

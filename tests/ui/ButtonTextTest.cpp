// SPDX-License-Identifier: GPL-3.0-or-later
// keepButtonText: a dialog's own button words survive a language change. QDialogButtonBox puts
// its standard "OK" back on each one, and a stranger saw "确定" on a dialog opened just after
// switching the language.
#include "ui/common/ButtonText.h"

#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/export/ReportDialog.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

QString okText(const QDialog& dialog)
{
    const auto* box = dialog.findChild<QDialogButtonBox*>();
    return box ? box->button(QDialogButtonBox::Ok)->text() : QString();
}

TEST(ButtonTextTest, AStandardButtonKeepsItsOwnWordsThroughALanguageChange)
{
    test::ensureApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    ReportDialog dialog(ReportChoices{}, QStringLiteral("Pre&view…"));
    EXPECT_EQ(okText(dialog), QStringLiteral("Pre&view…"));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&dialog, &change); // as Qt does: the dialog, then its children
    EXPECT_NE(okText(dialog), QStringLiteral("Pre&view…")) << "the box's own reset happened";
    QCoreApplication::processEvents();
    EXPECT_EQ(okText(dialog), QStringLiteral("Pre&view…"));
}

TEST(ButtonTextTest, TheWordsAreAskedAgainInTheLanguageNowShown)
{
    test::ensureApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    QDialogButtonBox box(QDialogButtonBox::Ok);
    QString words = QStringLiteral("&Import");
    keepButtonText(&box, QDialogButtonBox::Ok, [&words] { return words; });
    EXPECT_EQ(box.button(QDialogButtonBox::Ok)->text(), QStringLiteral("&Import"));
    words = QStringLiteral("导入(&I)");
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&box, &change);
    QCoreApplication::processEvents();
    EXPECT_EQ(box.button(QDialogButtonBox::Ok)->text(), QStringLiteral("导入(&I)"));
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// A message box is wide enough for the title the window manager writes in its frame.
#include "ui/common/PlainMessageBox.h"

#include "UiTestSupport.h"

#include <QGuiApplication>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

int frameTitleWidth(const QMessageBox& box)
{
    return box.fontMetrics().horizontalAdvance(box.windowTitle() + QStringLiteral(" — ") +
                                               QGuiApplication::applicationDisplayName());
}

TEST(PlainMessageBoxTest, AShortMessageUnderALongTitleKeepsTheWholeTitle)
{
    test::ensureApplication();
    const QString title = QStringLiteral("The risk analysis for the report cannot be made");
    QMessageBox plain(QMessageBox::Warning, title, QStringLiteral("No."), QMessageBox::Ok);
    plain.show();
    // What QMessageBox does by itself: narrower than its title (why this fix exists).
    EXPECT_LT(plain.width(), frameTitleWidth(plain) + 100);

    QMessageBox widened(QMessageBox::Warning, title, QStringLiteral("No."), QMessageBox::Ok);
    PlainMessageBox::keepTitleInView(widened);
    widened.show();
    EXPECT_GE(widened.width(), frameTitleWidth(widened) + 100);
}

TEST(PlainMessageBoxTest, AnEndlessTitleDoesNotMakeAnEndlessBox)
{
    test::ensureApplication();
    QMessageBox box(QMessageBox::Warning, QString(400, QLatin1Char('x')), QStringLiteral("No."),
                    QMessageBox::Ok);
    PlainMessageBox::keepTitleInView(box);
    box.show();
    EXPECT_LE(box.width(), 800);
}

} // namespace

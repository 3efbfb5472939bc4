// SPDX-License-Identifier: GPL-3.0-or-later
// Dialogs open no larger than the screen leaves room for (issue 17, item 4).
#include "ui/common/ScreenFit.h"

#include "UiTestSupport.h"

#include <QDialog>
#include <QGuiApplication>
#include <QScreen>

#include <gtest/gtest.h>

using namespace fabrictco::ui;

TEST(ScreenFitTest, ALargeDialogShrinksToTheScreenAndASmallOneKeepsItsSize)
{
    fabrictco::test::ensureApplication();
    const QSize room = QGuiApplication::primaryScreen()->availableGeometry().size();
    QDialog large;
    ScreenFit::resize(&large, room + QSize(400, 400));
    EXPECT_LT(large.width(), room.width());
    EXPECT_LT(large.height(), room.height());
    EXPECT_GT(large.height(), room.height() / 2) << "still uses the screen";

    QDialog small;
    ScreenFit::resize(&small, QSize(300, 200));
    EXPECT_EQ(small.size(), QSize(300, 200));
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportPreviewDialog.h"

#include "UiTestSupport.h"
#include "core/model/Examples.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportPages.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

TEST(ReportPreviewDialogTest, StepsThroughThePagesOfTheReport)
{
    test::ensureApplication();
    i18n::installLanguage(QStringLiteral("en"));
    ReportOptions options;
    options.trials = 300;
    const ReportPages pages(ReportDataBuilder::build(
        Examples::load("hft", test::dataDir()), Catalog::loadDirectory(test::dataDir()), options));
    ASSERT_GT(pages.pageCount(), 2);
    ReportPreviewDialog dialog(pages);
    EXPECT_EQ(dialog.currentPage(), 0);
    // It opened 880x940 whatever the screen: on a 1280x720 laptop Save was off screen.
    const QSize room = QGuiApplication::primaryScreen()->availableGeometry().size();
    EXPECT_LE(dialog.width(), room.width());
    EXPECT_LE(dialog.height(), room.height());
    bool sawPosition = false;
    for (QLabel* label : dialog.findChildren<QLabel*>()) {
        if (label->text() == QStringLiteral("Page 1 of %1").arg(pages.pageCount()))
            sawPosition = true;
        if (label->accessibleName() == QStringLiteral("Report page")) {
            EXPECT_FALSE(label->pixmap().isNull());
        }
    }
    EXPECT_TRUE(sawPosition);

    QPushButton* next = nullptr;
    QPushButton* previous = nullptr;
    for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("&Next page"))
            next = button;
        if (button->text() == QStringLiteral("&Previous page"))
            previous = button;
    }
    ASSERT_TRUE(next && previous);
    EXPECT_FALSE(previous->isEnabled());
    next->click();
    EXPECT_EQ(dialog.currentPage(), 1);
    EXPECT_TRUE(previous->isEnabled());
    dialog.showPage(pages.pageCount() - 1);
    EXPECT_FALSE(next->isEnabled());
    dialog.showPage(pages.pageCount()); // past the end: stays
    EXPECT_EQ(dialog.currentPage(), pages.pageCount() - 1);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// After an export the window says where the file went, with buttons to open it or its folder
// (issue 38: a six-second status-bar note went unseen).
#include "ui/common/NoticeBar.h"

#include "ExampleWindowTest.h"
#include "ui/export/ReportExporter.h"
#include "ui/mainwindow/MainWindow.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

QPushButton* buttonNamed(const NoticeBar& bar, const QString& text)
{
    for (QPushButton* button : bar.findChildren<QPushButton*>())
        if (button->text() == text)
            return button;
    return nullptr;
}

using NoticeBarTest = test::ExampleWindowTest;

TEST_F(NoticeBarTest, AWrittenFileIsAnnouncedWithButtonsToOpenItAndItsFolder)
{
    window->show();
    NoticeBar* bar = window->noticeBar();
    ASSERT_NE(bar, nullptr);
    EXPECT_FALSE(bar->isVisible()) << "nothing to say before an export";
    auto* exporter = window->findChild<ReportExporter*>();
    ASSERT_NE(exporter, nullptr);
    const QString path = QStringLiteral("/tmp/reports/hall B & C.pdf");
    Q_EMIT exporter->written(QStringLiteral("Saved hall B & C.pdf in /tmp/reports."), path);
    ASSERT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->text(), QStringLiteral("Saved hall B & C.pdf in /tmp/reports."));
    EXPECT_EQ(bar->path(), path);

    QSignalSpy open(bar, &NoticeBar::openRequested);
    QPushButton* file = buttonNamed(*bar, QStringLiteral("Open file"));
    QPushButton* folder = buttonNamed(*bar, QStringLiteral("Show folder"));
    ASSERT_NE(file, nullptr);
    ASSERT_NE(folder, nullptr);
    QTest::mouseClick(file, Qt::LeftButton);
    QTest::mouseClick(folder, Qt::LeftButton);
    ASSERT_EQ(open.size(), 2);
    EXPECT_EQ(open.at(0).at(0).toString(), path);
    EXPECT_EQ(open.at(1).at(0).toString(), QStringLiteral("/tmp/reports"));

    // Every control is named for a screen reader; the close button hides the notice.
    auto* close = bar->findChild<QToolButton*>();
    ASSERT_NE(close, nullptr);
    EXPECT_FALSE(close->accessibleName().isEmpty());
    EXPECT_FALSE(bar->accessibleName().isEmpty());
    QTest::mouseClick(close, Qt::LeftButton);
    EXPECT_FALSE(bar->isVisible());
    window->hide();
}

TEST_F(NoticeBarTest, ANoticeWithoutAFileHasNoFileButtons)
{
    window->show();
    NoticeBar* bar = window->noticeBar();
    bar->showNotice(QStringLiteral("Sent 3 pages to the printer."), QString());
    EXPECT_TRUE(bar->isVisible());
    EXPECT_FALSE(buttonNamed(*bar, QStringLiteral("Open file"))->isVisible());
    EXPECT_FALSE(buttonNamed(*bar, QStringLiteral("Show folder"))->isVisible());
    window->hide();
}

} // namespace

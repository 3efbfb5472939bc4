// SPDX-License-Identifier: GPL-3.0-or-later
// The start page's hints follow every answer, keyboard included, and name the node count the
// engine will use (issue 17: it said 623 in the last year where the figures used 622).
#include "ui/start/StartPage.h"

#include "UiTestSupport.h"
#include "core/tco/CostModelBuilder.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/settings/Settings.h"
#include "ui/start/RecentFilesBox.h"

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

template <typename T> T* byName(const StartPage& page, const char* name)
{
    for (T* widget : page.findChildren<T*>())
        if (widget->accessibleName() == QLatin1String(name))
            return widget;
    return nullptr;
}

QString scaleHint(const StartPage& page)
{
    for (QLabel* label : page.findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("in the last year")))
            return label->text();
    return {};
}

TEST(StartPageTest, TheLastYearsNodeCountIsTheEnginesAndFollowsEveryAnswer)
{
    test::ensureApplication();
    StartPage page;
    auto* nodes = byName<QSpinBox>(page, "Nodes in year 1");
    auto* growth = byName<QSpinBox>(page, "Growth per year in percent");
    auto* horizon = byName<QSpinBox>(page, "Planning horizon in years");
    ASSERT_TRUE(nodes && growth && horizon);
    nodes->setValue(300);
    growth->setValue(20);
    horizon->setValue(5);
    // 300 x 1.2^4 = 622.08: the engine rounds once, to 622.
    EXPECT_TRUE(scaleHint(page).startsWith(QStringLiteral("622 nodes")))
        << scaleHint(page).toStdString();

    Scenario scenario;
    std::vector<int> engine;
    QObject::connect(&page, &StartPage::createRequested, [&](const StartAnswers& answers) {
        scenario = ScenarioFactory::fromAnswers(answers);
        engine = CostModelBuilder::nodeSchedule(scenario.cluster,
                                                scenario.overrides.at("growth.annual").value);
    });
    Q_EMIT page.createRequested(page.answers());
    ASSERT_EQ(engine.size(), 5u);
    EXPECT_EQ(engine.back(), 622);

    horizon->setValue(3); // 300 x 1.2^2 = 432
    EXPECT_TRUE(scaleHint(page).startsWith(QStringLiteral("432 nodes")))
        << scaleHint(page).toStdString();
}

TEST(StartPageTest, ArrowKeysOnTheWorkloadUpdateItsExplanation)
{
    test::ensureApplication();
    StartPage page;
    auto* workload = byName<QComboBox>(page, "Workload");
    ASSERT_NE(workload, nullptr);
    auto hints = [&] {
        QStringList texts;
        for (QLabel* label : page.findChildren<QLabel*>())
            texts << label->text();
        return texts;
    };
    const QStringList before = hints();
    workload->setFocus();
    QTest::keyClick(workload,
                    workload->currentIndex() + 1 < workload->count() ? Qt::Key_Down : Qt::Key_Up);
    EXPECT_NE(hints(), before);
}

// Every Tab stop of the start page is a control that shows its focus: the frameless scroll area
// around the questions was a stop with nothing to see (found by a stranger).
TEST(StartPageTest, EveryTabStopIsAControlAQuestionOrAButton)
{
    test::ensureApplication();
    StartPage page;
    page.resize(1280, 720);
    page.show();
    page.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&page));
    auto* workload = byName<QComboBox>(page, "Workload");
    ASSERT_NE(workload, nullptr);
    workload->setFocus(Qt::TabFocusReason);
    int stops = 0;
    QWidget* focused = workload;
    do {
        QTest::keyClick(focused, Qt::Key_Tab);
        focused = QApplication::focusWidget();
        ASSERT_NE(focused, nullptr);
        EXPECT_EQ(qobject_cast<QAbstractScrollArea*>(focused), nullptr)
            << "a Tab stop on " << focused->metaObject()->className();
        QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(focused);
        ASSERT_NE(accessible, nullptr);
        EXPECT_FALSE(accessible->text(QAccessible::Name).isEmpty())
            << "a Tab stop without a name: " << focused->metaObject()->className();
    } while (focused != workload && ++stops < 30);
    EXPECT_EQ(focused, workload) << "Tab comes round to the first question";
}

// Issue 38: who comes back to a comparison finds it on the start page, not only in File > Open
// recent. Files gone since are left out; a button opens its file by its whole path.
TEST(StartPageTest, RecentComparisonsThatStillExistAreListedAndOpen)
{
    test::ensureApplication();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString kept = dir.filePath(QStringLiteral("集群 A & B.fabrictco"));
    QFile file(kept);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    const QString gone = dir.filePath(QStringLiteral("moved.fabrictco"));
    const QStringList before = Settings::recentFiles.get();
    Settings::recentFiles.set({gone, kept});

    StartPage page;
    page.show();
    auto* box = page.findChild<RecentFilesBox*>();
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->isVisible());
    const QList<QPushButton*> buttons = box->findChildren<QPushButton*>();
    ASSERT_EQ(buttons.size(), 1);
    // The name as it is (the ampersand shown, not a shortcut mark), the folder in its name.
    EXPECT_EQ(buttons.front()->text(), QStringLiteral("集群 A && B.fabrictco"));
    EXPECT_TRUE(buttons.front()->accessibleName().contains(QStringLiteral("集群 A & B.fabrictco")));
    EXPECT_TRUE(buttons.front()->accessibleName().contains(QDir::toNativeSeparators(dir.path())));
    QSignalSpy opened(&page, &StartPage::recentRequested);
    QTest::mouseClick(buttons.front(), Qt::LeftButton);
    ASSERT_EQ(opened.size(), 1);
    EXPECT_EQ(opened.front().front().toString(), QFileInfo(kept).absoluteFilePath());

    // A long name is shortened in the middle on the button, whole in its accessible name.
    const QString longName = dir.filePath(QString(150, QLatin1Char('x')) + QStringLiteral(".fabrictco"));
    QFile longFile(longName);
    ASSERT_TRUE(longFile.open(QIODevice::WriteOnly));
    longFile.close();
    Settings::recentFiles.set({longName});
    page.hide();
    page.show();
    const QList<QPushButton*> longButtons = box->findChildren<QPushButton*>();
    ASSERT_EQ(longButtons.size(), 1);
    EXPECT_LT(longButtons.front()->text().size(), 100);
    EXPECT_TRUE(longButtons.front()->text().contains(QStringLiteral("…")));
    EXPECT_TRUE(longButtons.front()->accessibleName().contains(QFileInfo(longName).fileName()));
    QFile::remove(longName);

    // Nothing left that exists: no empty box.
    QFile::remove(kept);
    page.hide();
    page.show();
    EXPECT_FALSE(box->isVisible());
    Settings::recentFiles.set(before);
}

} // namespace

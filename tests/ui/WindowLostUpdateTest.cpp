// SPDX-License-Identifier: GPL-3.0-or-later
// The window never saves over a change made on disk after it opened the file (issue 16, item
// 1): `fabrictco-cli set` edits the document meanwhile; the window's save then asks (here,
// unattended, it answers Cancel) and the file keeps the other edit. Overwriting is a choice.
#include "UiTestSupport.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <memory>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// A sample document saved in a temporary folder and open in a window.
class WindowLostUpdateTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("plan.fabrictco"));
        PlanDocument::save(test::sampleDocument(), path);
        // Made here: a window needs the application object ensureApplication() creates.
        owned = std::make_unique<MainWindow>();
        ASSERT_TRUE(window().openFile(path));
    }
    MainWindow& window() { return *owned; }
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<MainWindow> owned;
};

} // namespace

TEST_F(WindowLostUpdateTest, ASaveAsksBeforeOverwritingAChangeMadeElsewhere)
{
    // Another program edits the file.
    DocumentContent elsewhere = PlanDocument::open(path);
    elsewhere.scenario.metadata.notes = "edited by the CLI";
    PlanDocument::save(elsewhere, path);
    // The window edits and saves.
    Scenario mine = window().document()->scenario();
    mine.metadata.title = "edited in the window";
    window().document()->replaceScenario([] { return QStringLiteral("edit"); }, mine);

    PlainMessageBox::setUnattended(true);
    EXPECT_FALSE(window().saveTo(path)) << "saved over the other edit without asking";
    PlainMessageBox::setUnattended(false);
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.notes, "edited by the CLI");
    EXPECT_TRUE(window().document()->isModified()) << "the window's edit is still there to save";

    // Chosen deliberately, the window's version replaces the file; the next save is ordinary.
    EXPECT_TRUE(window().saveTo(path, true));
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.title, "edited in the window");
    mine.metadata.title = "edited again";
    window().document()->replaceScenario([] { return QStringLiteral("edit"); }, mine);
    EXPECT_TRUE(window().saveTo(path));
}

TEST_F(WindowLostUpdateTest, AReloadOfAnUnreadableFileKeepsTheWindowsVersion)
{
    // "Reload" reads the file without asking to save first; if the other program left a file
    // that cannot be read, the window's unsaved edit must still be there.
    Scenario mine = window().document()->scenario();
    mine.metadata.title = "edited in the window";
    window().document()->replaceScenario([] { return QStringLiteral("edit"); }, mine);

    QFile broken(path);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("not a plan document");
    broken.close();
    PlainMessageBox::setUnattended(true);
    EXPECT_FALSE(window().readDocument(path));
    PlainMessageBox::setUnattended(false);
    EXPECT_TRUE(window().document()->isModified());
    EXPECT_EQ(window().document()->scenario().metadata.title, "edited in the window");
}

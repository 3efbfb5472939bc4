// SPDX-License-Identifier: GPL-3.0-or-later
// What is being typed counts when the document is saved or closed (issue 40, found by a
// stranger): Ctrl+S with the cursor still in "Nodes in year 1" said "Saved" but kept the old
// figure, and Ctrl+W closed without asking. Text that is not a value is neither saved nor
// lost: the user is told, and nothing happens.
#include "ExampleWindowTest.h"
#include "storage/PlanDocument.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"

#include <QAction>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class TypedValueOnSaveTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        ExampleWindowTest::SetUp();
        window->show();
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("cluster.fabrictco"));
        ASSERT_TRUE(window->saveTo(path));
        PlainMessageBox::setUnattended(true); // a message goes to standard error, no dialog
    }
    void TearDown() override
    {
        PlainMessageBox::setUnattended(false);
        ExampleWindowTest::TearDown();
    }
    /// Types into the node count without Enter or leaving the field.
    ValueEditor* typeNodesWithoutEnter(const QString& text)
    {
        ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
        nodes->lineEdit()->setFocus(Qt::TabFocusReason);
        nodes->lineEdit()->selectAll();
        QTest::keyClicks(nodes->lineEdit(), text);
        return nodes;
    }
    void pressSave() { QTest::keySequence(window.get(), QKeySequence::Save); }
    int savedNodes() const { return PlanDocument::open(path).scenario.cluster.nodes; }

    QTemporaryDir dir;
    QString path;
};

TEST_F(TypedValueOnSaveTest, CtrlSSavesTheFigureBeingTyped)
{
    ASSERT_EQ(savedNodes(), 128);
    ValueEditor* nodes = typeNodesWithoutEnter(QStringLiteral("300"));
    ASSERT_TRUE(nodes->hasUncommittedText());
    pressSave();
    EXPECT_FALSE(nodes->hasUncommittedText());
    EXPECT_EQ(savedNodes(), 300);
    EXPECT_FALSE(window->document()->isModified());
}

TEST_F(TypedValueOnSaveTest, TextThatIsNotAValueIsNeitherSavedNorLost)
{
    ValueEditor* nodes = typeNodesWithoutEnter(QStringLiteral("3x0"));
    pressSave();
    EXPECT_EQ(savedNodes(), 128);
    EXPECT_EQ(nodes->lineEdit()->text(), QStringLiteral("3x0")) << "what was typed stays";
    EXPECT_TRUE(nodes->lineEdit()->hasFocus());
}

TEST_F(TypedValueOnSaveTest, ClosingWhileTypingAsksAsForAnyChange)
{
    typeNodesWithoutEnter(QStringLiteral("300"));
    // Unattended, the unsaved-changes question answers Cancel: the window stays open.
    EXPECT_FALSE(window->close());
    EXPECT_TRUE(window->document()->isModified());
    EXPECT_EQ(window->document()->scenario().cluster.nodes, 300);
}

} // namespace

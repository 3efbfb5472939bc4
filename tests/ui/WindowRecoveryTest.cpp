// SPDX-License-Identifier: GPL-3.0-or-later
// Crash recovery through the real window (issue 16, item 2). A window destroyed without being
// closed stands for a crash: its slot's lock goes, its copy stays. The copy is offered when
// its document is opened (as from the command line) or at start-up, keeps the document's
// name, and is deleted only by a save or by "Discard"; a window that quits normally never
// deletes another window's copy.
#include "UiTestSupport.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"
#include "ui/common/PlainMessageBox.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>
#include <memory>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// Answers every recovery question with the button of `role` and counts them; other message
/// boxes (a notice) are closed with their first button and counted apart. Nothing stays
/// pending once this is gone.
class RecoveryAnswer
{
public:
    explicit RecoveryAnswer(QMessageBox::ButtonRole role) : m_role(role) { arm(); }
    int asked() const { return m_asked; }
    int notices() const { return m_notices; }
    QString lastText() const { return m_text; }
    QString lastDetails() const { return m_details; }

private:
    void arm()
    {
        QTimer::singleShot(0, &m_context, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box) {
                QAbstractButton* chosen = nullptr;
                for (QAbstractButton* button : box->buttons())
                    if (box->buttonRole(button) == m_role)
                        chosen = button;
                if (chosen && box->buttons().size() > 1) {
                    m_text = box->text();
                    m_details = box->informativeText();
                    ++m_asked;
                } else {
                    ++m_notices;
                    chosen = box->buttons().value(0);
                }
                if (chosen)
                    chosen->click();
            }
            arm();
        });
    }

    QMessageBox::ButtonRole m_role;
    QObject m_context;
    int m_asked = 0;
    int m_notices = 0;
    QString m_text;
    QString m_details;
};

constexpr auto kRestore = QMessageBox::AcceptRole;
constexpr auto kDiscard = QMessageBox::DestructiveRole;
constexpr auto kLater = QMessageBox::RejectRole;

class WindowRecoveryTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("plan.fabrictco"));
        PlanDocument::save(test::sampleDocument(), path);
    }

    std::unique_ptr<MainWindow> newWindow() const
    {
        auto window = std::make_unique<MainWindow>();
        window->setRecoveryStore(store());
        return window;
    }
    /// A window with `path` open and one unsaved edit, copied by autosave.
    std::unique_ptr<MainWindow> windowWithUnsavedWork(const std::string& title) const
    {
        auto window = newWindow();
        EXPECT_TRUE(window->openFile(path));
        edit(*window, title);
        window->autosave();
        EXPECT_TRUE(window->recoverySlot().hasWork());
        return window;
    }
    static void edit(MainWindow& window, const std::string& title)
    {
        Scenario scenario = window.document()->scenario();
        scenario.metadata.title = title;
        window.document()->replaceScenario([] { return QStringLiteral("edit"); }, scenario);
    }
    RecoveryStore store() const { return RecoveryStore(dir.filePath(QStringLiteral("recovery"))); }
    int copies() const
    {
        return int(QDir(store().directory()).entryList({QStringLiteral("*.fabrictco")}).size());
    }

    QTemporaryDir dir;
    QString path;
};

TEST_F(WindowRecoveryTest, OpeningTheDocumentAfterACrashOffersItsWorkUnderItsName)
{
    windowWithUnsavedWork("unsaved when it crashed").reset(); // the crash

    auto window = newWindow();
    RecoveryAnswer answer(kRestore);
    ASSERT_TRUE(window->openFile(path)); // as `fabrictco plan.fabrictco` does
    EXPECT_EQ(answer.asked(), 1);
    EXPECT_TRUE(answer.lastText().contains(QStringLiteral("plan.fabrictco")));
    EXPECT_EQ(window->document()->scenario().metadata.title, "unsaved when it crashed");
    EXPECT_EQ(window->document()->filePath(), path) << "recovered work keeps its file name";
    EXPECT_TRUE(window->document()->isModified());
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("plan")));
    // Undo leads back to the file as it is on disk.
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().metadata.title,
              test::sampleDocument().scenario.metadata.title);
    window->document()->undoStack()->redo();

    // The copy stays until the work is saved.
    EXPECT_EQ(copies(), 1);
    ASSERT_TRUE(window->saveTo(path));
    EXPECT_EQ(copies(), 0) << "a successful save deletes the copy";
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.title, "unsaved when it crashed");
}

TEST_F(WindowRecoveryTest, AWindowThatQuitsNormallyLeavesAnotherWindowsCopy)
{
    auto first = windowWithUnsavedWork("first window's work");
    {
        // A second window on the same document is not offered the first one's live work, and
        // closing it normally deletes nothing of the first.
        auto second = newWindow();
        RecoveryAnswer answer(kDiscard);
        ASSERT_TRUE(second->openFile(path));
        EXPECT_EQ(answer.asked(), 0);
        EXPECT_TRUE(second->close());
    }
    EXPECT_EQ(copies(), 1);
    first.reset(); // now the first one crashes

    auto third = newWindow();
    RecoveryAnswer answer(kRestore);
    ASSERT_TRUE(third->openFile(path));
    EXPECT_EQ(answer.asked(), 1);
    EXPECT_EQ(third->document()->scenario().metadata.title, "first window's work");
}

TEST_F(WindowRecoveryTest, DiscardDeletesTheCopyAndLaterKeepsIt)
{
    windowWithUnsavedWork("crashed").reset();
    {
        auto window = newWindow();
        RecoveryAnswer answer(kLater);
        ASSERT_TRUE(window->openFile(path));
        EXPECT_EQ(answer.asked(), 1);
        EXPECT_FALSE(window->document()->isModified()) << "the file as it is on disk";
        EXPECT_TRUE(window->close());
    }
    EXPECT_EQ(copies(), 1) << "Later keeps the copy";

    auto window = newWindow();
    RecoveryAnswer answer(kDiscard);
    ASSERT_TRUE(window->openFile(path));
    EXPECT_EQ(answer.asked(), 1);
    EXPECT_FALSE(window->document()->isModified());
    EXPECT_EQ(copies(), 0);
}

TEST_F(WindowRecoveryTest, StartUpOffersUntitledWorkAndDocumentWork)
{
    {
        auto untitled = newWindow();
        ASSERT_TRUE(untitled->openExample(QStringLiteral("llm-training")));
        edit(*untitled, "never saved");
        untitled->autosave();
    } // crash
    {
        auto window = newWindow();
        RecoveryAnswer answer(kRestore);
        window->offerRecovery();
        EXPECT_EQ(answer.asked(), 1);
        EXPECT_EQ(window->document()->scenario().metadata.title, "never saved");
        EXPECT_TRUE(window->document()->filePath().isEmpty());
        EXPECT_TRUE(window->document()->isModified());
    } // crashes again: the copy is still there

    windowWithUnsavedWork("document work").reset();
    // Newest first: the document's work, opened under the document's name.
    auto next = newWindow();
    RecoveryAnswer restore(kRestore);
    next->offerRecovery();
    EXPECT_EQ(restore.asked(), 1);
    EXPECT_EQ(next->document()->filePath(), path);
    EXPECT_EQ(next->document()->scenario().metadata.title, "document work");
    EXPECT_EQ(copies(), 2) << "the untitled copy waits for the next start";
    EXPECT_EQ(restore.notices(), 1) << "and the user is told it does";
}

TEST_F(WindowRecoveryTest, RecoveredWorkDoesNotOverwriteAChangeMadeSinceTheCrash)
{
    windowWithUnsavedWork("recovered").reset();
    DocumentContent elsewhere = PlanDocument::open(path);
    elsewhere.scenario.metadata.notes = "edited by the CLI after the crash";
    PlanDocument::save(elsewhere, path);

    auto window = newWindow();
    RecoveryAnswer answer(kRestore);
    ASSERT_TRUE(window->openFile(path));
    PlainMessageBox::setUnattended(true);
    EXPECT_FALSE(window->saveTo(path)) << "saved over the other edit without asking";
    PlainMessageBox::setUnattended(false);
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.notes,
              "edited by the CLI after the crash");
    EXPECT_EQ(copies(), 1) << "nothing saved: the copy stays";
}

TEST_F(WindowRecoveryTest, AnUnattendedOpeningAsksNothingAndKeepsTheCopy)
{
    windowWithUnsavedWork("crashed").reset();
    auto window = newWindow();
    PlainMessageBox::setUnattended(true);
    const bool opened = window->openFile(path);
    PlainMessageBox::setUnattended(false);
    EXPECT_TRUE(opened);
    EXPECT_FALSE(window->document()->isModified());
    EXPECT_EQ(copies(), 1);
}

TEST_F(WindowRecoveryTest, AutosaveKeepsACopyOnlyWhileThereIsUnsavedWork)
{
    auto window = newWindow();
    ASSERT_TRUE(window->openFile(path));
    window->autosave();
    EXPECT_EQ(copies(), 0);
    edit(*window, "edited");
    window->autosave();
    EXPECT_EQ(copies(), 1);
    window->document()->undoStack()->undo(); // back to what the file holds
    window->autosave();
    EXPECT_EQ(copies(), 0);
}

TEST_F(WindowRecoveryTest, ADocumentOpenedByARelativePathIsRememberedByItsFullPath)
{
    // `fabrictco plan.fabrictco` from a terminal: the next start may run in another folder.
    const QString before = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(dir.path()));
    auto window = newWindow();
    const bool opened = window->openFile(QStringLiteral("plan.fabrictco"));
    QDir::setCurrent(before);
    ASSERT_TRUE(opened);
    edit(*window, "edited");
    window->autosave();
    window.reset();

    auto next = newWindow();
    RecoveryAnswer answer(kRestore);
    next->offerRecovery();
    EXPECT_EQ(answer.asked(), 1);
    EXPECT_EQ(next->document()->filePath(), path);
}

TEST_F(WindowRecoveryTest, LaterOnOneCopyAtStartUpStillOffersTheOthers)
{
    windowWithUnsavedWork("document work").reset();
    {
        auto untitled = newWindow();
        ASSERT_TRUE(untitled->openExample(QStringLiteral("llm-training")));
        edit(*untitled, "never saved");
        untitled->autosave();
    }
    auto window = newWindow();
    RecoveryAnswer later(kLater);
    window->offerRecovery();
    EXPECT_EQ(later.asked(), 2);
    EXPECT_EQ(later.notices(), 1) << "told that both copies are kept";
    EXPECT_EQ(copies(), 2);
}

TEST_F(WindowRecoveryTest, ADocumentDeletedAfterTheCrashIsOfferedWhenItIsOpened)
{
    windowWithUnsavedWork("work on a deleted file").reset();
    ASSERT_TRUE(QFile::remove(path));
    auto window = newWindow();
    RecoveryAnswer answer(kRestore);
    ASSERT_TRUE(window->openFile(path));
    EXPECT_EQ(answer.asked(), 1);
    EXPECT_TRUE(answer.lastDetails().contains(QStringLiteral("no longer")))
        << answer.lastDetails().toStdString();
    EXPECT_EQ(window->document()->filePath(), path);
    EXPECT_EQ(window->document()->scenario().metadata.title, "work on a deleted file");
    PlainMessageBox::setUnattended(true);
    const bool saved = window->saveTo(path); // no conflict: nothing there to overwrite
    PlainMessageBox::setUnattended(false);
    EXPECT_TRUE(saved);
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.title, "work on a deleted file");
}

TEST_F(WindowRecoveryTest, AValueTheDocumentRefusesIsNamedNotTheFolder)
{
    // Found by a stranger: nodes beyond what the fabric holds made the status bar blame the
    // recovery folder, which was fine.
    auto window = newWindow();
    ASSERT_TRUE(window->openFile(path));
    Scenario scenario = window->document()->scenario();
    scenario.cluster.nodes = 0; // refused by the document's validator
    window->document()->replaceScenario([] { return QStringLiteral("edit"); }, scenario);
    window->autosave();
    const QString message = window->statusBar()->currentMessage();
    EXPECT_TRUE(message.contains(QStringLiteral("does not accept"))) << message.toStdString();
    EXPECT_FALSE(message.contains(QStringLiteral("cannot be written there")))
        << message.toStdString();
}

TEST_F(WindowRecoveryTest, AnAutosaveThatCannotWriteSaysSoInTheStatusBar)
{
    QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    auto window = std::make_unique<MainWindow>();
    window->setRecoveryStore(RecoveryStore(blocker.fileName()));
    ASSERT_TRUE(window->openFile(path));
    edit(*window, "unprotected");
    window->autosave();
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("No recovery copy")))
        << window->statusBar()->currentMessage().toStdString();
}

} // namespace

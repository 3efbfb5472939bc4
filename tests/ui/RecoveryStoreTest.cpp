// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery slots keep instances apart (issue 16, item 2): a running instance's copy is never
// offered, reused or deleted by another; the copy of a process that was killed is found again,
// with the document it belongs to. The other instances here are real processes (fork), killed
// with SIGKILL as a crash would end them.
#include "ui/document/RecoveryStore.h"

#include "UiTestSupport.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"
#include "ui/document/DocumentIo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class RecoveryStoreTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // QLockFile names the owning program; it needs the application object for that.
        test::ensureApplication();
        ASSERT_TRUE(dir.isValid());
        document = dir.filePath(QStringLiteral("plan.fabrictco"));
        PlanDocument::save(test::sampleDocument(), document);
    }

    /// Another instance: claims a slot for `path`, writes `content` there, then either dies by
    /// SIGKILL (`crash`) or keeps running until the returned pipe is closed.
    struct Instance
    {
        pid_t pid = -1;
        int keepRunning = -1; ///< write end; closing it lets the instance exit normally
    };
    Instance startInstance(const QString& path, const DocumentContent& content, bool crash)
    {
        int ready[2];
        int hold[2];
        EXPECT_EQ(pipe(ready), 0);
        EXPECT_EQ(pipe(hold), 0);
        const pid_t pid = fork();
        if (pid == 0) {
            close(ready[0]);
            close(hold[1]);
            RecoverySlot slot = store().claim(path);
            slot.write(content, path, PlanDocument::FileState{QByteArray("base")});
            if (crash)
                raise(SIGKILL);
            char byte = 1;
            (void)!write(ready[1], &byte, 1);
            (void)!read(hold[0], &byte, 1); // until the parent closes its end
            _exit(0); // like a window that is closed with its work unsaved: the copy stays
        }
        close(ready[1]);
        close(hold[0]);
        if (crash) {
            int status = 0;
            waitpid(pid, &status, 0);
            EXPECT_TRUE(WIFSIGNALED(status));
            close(ready[0]);
            close(hold[1]);
            return {};
        }
        char byte = 0;
        EXPECT_EQ(read(ready[0], &byte, 1), 1) << "the instance did not start";
        close(ready[0]);
        return {pid, hold[1]};
    }
    static void stop(Instance& instance)
    {
        close(instance.keepRunning);
        waitpid(instance.pid, nullptr, 0);
    }
    static DocumentContent edited(const std::string& title)
    {
        DocumentContent content = test::sampleDocument();
        content.scenario.metadata.title = title;
        return content;
    }
    RecoveryStore store() const { return RecoveryStore(dir.filePath(QStringLiteral("recovery"))); }
    int filesInStore() const
    {
        return int(QDir(store().directory()).entryList({QStringLiteral("*.fabrictco")}).size());
    }

    QTemporaryDir dir;
    QString document;
};

TEST_F(RecoveryStoreTest, TheWorkOfAKilledInstanceIsFoundWithItsDocument)
{
    startInstance(document, edited("unsaved in the crashed window"), true);

    std::vector<RecoverySlot> found = store().orphans(document);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].documentPath(), document);
    EXPECT_EQ(found[0].read().scenario.metadata.title, "unsaved in the crashed window");
    EXPECT_EQ(found[0].baseState().sha256, QByteArray("base"));
    EXPECT_TRUE(found[0].savedAt().isValid());
    // Not offered for another document, nor twice while this caller holds it.
    EXPECT_TRUE(store().orphans(dir.filePath(QStringLiteral("other.fabrictco"))).empty());
    EXPECT_TRUE(store().orphans().empty());
}

TEST_F(RecoveryStoreTest, ARunningInstancesWorkIsNeitherOfferedNorReusedNorDeleted)
{
    Instance running = startInstance(document, edited("still being edited"), false);
    EXPECT_TRUE(store().orphans(document).empty());
    EXPECT_TRUE(store().orphans().empty());

    // A second instance on the same document gets a slot of its own, and letting it go
    // (a save, or "Don't save") removes only its own copy.
    RecoverySlot mine = store().claim(document);
    ASSERT_TRUE(mine.isClaimed());
    mine.write(edited("second window"), document, {});
    EXPECT_EQ(filesInStore(), 2);
    mine.release();
    EXPECT_EQ(filesInStore(), 1);

    // The other instance ends without saving: now its copy is offered.
    stop(running);
    std::vector<RecoverySlot> found = store().orphans(document);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].read().scenario.metadata.title, "still being edited");
}

TEST_F(RecoveryStoreTest, AnOfferedCopyIsNotReusedUntilItIsDiscarded)
{
    startInstance(document, edited("crashed"), true);
    // A new window on the document claims a free slot; the crashed one's copy stays.
    RecoverySlot fresh = store().claim(document);
    ASSERT_TRUE(fresh.isClaimed());
    EXPECT_FALSE(fresh.hasWork());
    fresh.release();
    EXPECT_EQ(filesInStore(), 1);

    std::vector<RecoverySlot> found = store().orphans(document);
    ASSERT_EQ(found.size(), 1u);
    found[0].release(); // "Discard"
    EXPECT_EQ(filesInStore(), 0);
    EXPECT_TRUE(store().orphans().empty());
}

TEST_F(RecoveryStoreTest, NewestWorkComesFirstAndUntitledWorkIsKeptApart)
{
    startInstance(QString(), edited("untitled"), true);
    QThread::msleep(20); // distinct times, written to the millisecond
    startInstance(document, edited("document"), true);
    std::vector<RecoverySlot> all = store().orphans();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_GE(all[0].savedAt(), all[1].savedAt());
    EXPECT_EQ(all[0].read().scenario.metadata.title, "document");
    EXPECT_TRUE(all[1].documentPath().isEmpty());
    all.clear(); // let go, keep the files

    std::vector<RecoverySlot> untitled = store().orphans(QString());
    ASSERT_EQ(untitled.size(), 1u);
    EXPECT_EQ(untitled[0].read().scenario.metadata.title, "untitled");
}

TEST_F(RecoveryStoreTest, DiscardKeepsTheSlotAndLettingGoWithoutReleaseKeepsTheWork)
{
    {
        RecoverySlot slot = store().claim(document);
        slot.write(edited("one"), document, {});
        slot.discard();
        EXPECT_FALSE(slot.hasWork());
        EXPECT_TRUE(slot.isClaimed());
        slot.write(edited("two"), document, {});
    } // dropped without release(): as when a window is destroyed with unsaved work
    std::vector<RecoverySlot> found = store().orphans(document);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].read().scenario.metadata.title, "two");
}

TEST_F(RecoveryStoreTest, AnUnusableFolderGivesAnUnclaimedSlotThatWritesNothing)
{
    QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    RecoveryStore unusable(blocker.fileName());
    RecoverySlot slot = unusable.claim(document);
    EXPECT_FALSE(slot.isClaimed());
    slot.write(edited("nowhere"), document, {}); // no throw, nothing written
    EXPECT_FALSE(slot.hasWork());
    EXPECT_TRUE(unusable.orphans().empty());
}

TEST_F(RecoveryStoreTest, AnOlderVersionsSingleCopyIsOfferedAsUntitledWork)
{
    const QString legacy = dir.filePath(QStringLiteral("recovery.fabrictco"));
    PlanDocument::save(edited("from 0.1"), legacy);
    store().adoptLegacyFile(legacy);
    EXPECT_FALSE(QFileInfo::exists(legacy));
    std::vector<RecoverySlot> found = store().orphans(QString());
    ASSERT_EQ(found.size(), 1u);
    EXPECT_TRUE(found[0].documentPath().isEmpty());
    EXPECT_EQ(found[0].read().scenario.metadata.title, "from 0.1");
}

TEST_F(RecoveryStoreTest, AnUnreadableCopySaysWhy)
{
    QDir().mkpath(store().directory());
    QFile junk(store().directory() + QStringLiteral("/untitled.0.fabrictco"));
    ASSERT_TRUE(junk.open(QIODevice::WriteOnly));
    junk.write("not a document");
    junk.close();
    std::vector<RecoverySlot> found = store().orphans();
    ASSERT_EQ(found.size(), 1u);
    EXPECT_THROW(found[0].read(), DocumentIoError);
}

} // namespace

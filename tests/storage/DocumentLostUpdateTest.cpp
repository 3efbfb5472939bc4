// SPDX-License-Identifier: GPL-3.0-or-later
// No silent lost update (issue 16, item 1): a save given what was read refuses when another
// writer saved in between, and leaves that writer's version on disk; the lock beside the file
// is gone afterwards.
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fabrictco;

TEST(DocumentLostUpdateTest, ASaveOverAnotherWritersChangeIsRefused)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("plan.fabrictco"));
    PlanDocument::save(test::sampleDocument(), path);

    // Two writers read the same file.
    PlanDocument::FileState first;
    PlanDocument::FileState second;
    DocumentContent mine = PlanDocument::open(path, nullptr, &first);
    DocumentContent theirs = PlanDocument::open(path, nullptr, &second);
    EXPECT_EQ(first.sha256, second.sha256);
    EXPECT_EQ(first.sha256.size(), 32);

    theirs.scenario.cluster.gpusPerNode = 4;
    const PlanDocument::FileState afterTheirs = PlanDocument::save(theirs, path, &second);
    EXPECT_NE(afterTheirs.sha256, first.sha256);

    mine.scenario.metadata.notes = "my edit";
    try {
        PlanDocument::save(mine, path, &first);
        FAIL() << "saved over the other writer's change";
    } catch (const DocumentChangedError& e) {
        EXPECT_TRUE(QString::fromUtf8(e.what()).endsWith(
            QStringLiteral("plan.fabrictco changed since it was read; nothing saved")))
            << e.what();
    }
    EXPECT_EQ(PlanDocument::open(path), theirs) << "their version is what the file holds";
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("plan.fabrictco")})
        << "no lock or temporary file left";

    // Asked to, it overwrites (the window's "Overwrite"); and a writer that read the current
    // file saves as usual.
    const PlanDocument::FileState overwritten = PlanDocument::save(mine, path);
    EXPECT_EQ(PlanDocument::open(path), mine);
    mine.scenario.metadata.notes = "my next edit";
    EXPECT_NO_THROW(PlanDocument::save(mine, path, &overwritten));
}

TEST(DocumentLostUpdateTest, ALockLeftByACrashedWriterIsTakenOver)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("plan.fabrictco"));
    PlanDocument::save(test::sampleDocument(), path);
    // A writer that died holding the lock (killed mid-save): its lock is taken over at once.
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        QLockFile lock(path + QStringLiteral(".lock"));
        ::_exit(lock.tryLock(0) ? 0 : 1); // exits without unlocking, as a crash would
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    ASSERT_TRUE(QFile::exists(path + QStringLiteral(".lock")));
    EXPECT_NO_THROW(PlanDocument::save(test::sampleDocument(), path));
    EXPECT_FALSE(QFile::exists(path + QStringLiteral(".lock")));
}

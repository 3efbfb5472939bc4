// SPDX-License-Identifier: GPL-3.0-or-later
// Files from others are read safely (issue 16, item 4): devices, pipes and folders are refused
// before anything is read (`show /dev/zero` grew to 10 GB; a pipe waited forever), and the size
// limit holds while reading, not only by the size a file reports.
#include "storage/BoundedFile.h"

#include <QFile>
#include <QTemporaryDir>

#include <atomic>
#include <chrono>
#include <gtest/gtest.h>
#include <memory>
#include <sys/stat.h>
#include <thread>

using namespace fabrictco;

namespace {

QString fileWith(const QTemporaryDir& dir, const QByteArray& bytes)
{
    const QString path = dir.filePath(QStringLiteral("file"));
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() ? path : QString();
}

} // namespace

TEST(BoundedFileTest, ReadsARegularFileUpToTheLimit)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const BoundedFile::Contents exact = BoundedFile::read(fileWith(dir, "12345"), 5);
    EXPECT_EQ(exact.problem, BoundedFile::Problem::None);
    EXPECT_EQ(exact.bytes, QByteArray("12345"));
    const BoundedFile::Contents over = BoundedFile::read(fileWith(dir, "123456"), 5);
    EXPECT_EQ(over.problem, BoundedFile::Problem::TooLarge);
    EXPECT_TRUE(over.bytes.isEmpty());
    EXPECT_EQ(BoundedFile::describe(over, 5), "larger than 5 bytes");
}

TEST(BoundedFileTest, RefusesDevicesPipesAndFoldersWithoutReading)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pipe = dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    // A pipe with no writer: opening it would block this test forever.
    for (const QString& path : {QStringLiteral("/dev/zero"), pipe, dir.path()}) {
        SCOPED_TRACE(path.toStdString());
        const BoundedFile::Contents contents = BoundedFile::read(path, 1 << 20);
        EXPECT_EQ(contents.problem, BoundedFile::Problem::NotRegular);
        EXPECT_TRUE(contents.bytes.isEmpty());
        EXPECT_NE(BoundedFile::describe(contents, 1 << 20).find("not a regular file"),
                  std::string::npos);
    }
}

TEST(BoundedFileTest, AMissingFileSaysSo)
{
    const BoundedFile::Contents contents =
        BoundedFile::read(QStringLiteral("/nonexistent-fabrictco/plan.fabrictco"), 100);
    EXPECT_EQ(contents.problem, BoundedFile::Problem::CannotOpen);
    EXPECT_FALSE(contents.reason.isEmpty());
}

TEST(BoundedFileTest, AKernelFileThatNeverEndsIsNotWaitedFor)
{
    // /proc/kmsg says it is a regular file and waits for the kernel's next line when read: the
    // window froze on it. Read on a thread of its own, so a regression fails instead of hanging.
    if (!QFile::exists(QStringLiteral("/proc/kmsg")))
        GTEST_SKIP() << "no /proc/kmsg here";
    struct Outcome
    {
        std::atomic<bool> done{false};
        BoundedFile::Contents contents;
    };
    auto outcome = std::make_shared<Outcome>();
    std::thread([outcome] {
        outcome->contents = BoundedFile::read(QStringLiteral("/proc/kmsg"), 1024);
        outcome->done = true;
    }).detach();
    for (int i = 0; i < 100 && !outcome->done; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ASSERT_TRUE(outcome->done) << "still reading /proc/kmsg after 10 s";
    // Either refused (no permission) or read without waiting; never a hang.
    EXPECT_TRUE(outcome->contents.problem != BoundedFile::Problem::None ||
                outcome->contents.bytes.size() <= 1024);
}

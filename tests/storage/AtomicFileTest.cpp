// SPDX-License-Identifier: GPL-3.0-or-later
// Every output is written whole or not at all (issue 16, item 3): a write that fails half-way
// (here: past the file-size limit, as a full disk would) leaves the old file as it was and no
// temporary file, and says why in the system's words; new files get the user's umask.
#include "storage/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fabrictco;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

TEST(AtomicFileTest, WritesTheWholeFileWithTheUsersMode)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    const mode_t previous = ::umask(022);
    const QString failure = AtomicFile::write(path, QByteArray(100'000, 'x'));
    ::umask(previous);
    EXPECT_TRUE(failure.isEmpty()) << failure.toStdString();
    EXPECT_EQ(readAll(path), QByteArray(100'000, 'x'));
    struct stat info
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0644u);
}

TEST(AtomicFileTest, AFailedWriteKeepsTheOldFileAndSaysWhy)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    ASSERT_TRUE(AtomicFile::write(path, "the good old file\n").isEmpty());

    // In a child: a file-size limit of 4 KiB, like a disk that fills up during the write.
    int pipe[2];
    ASSERT_EQ(::pipe(pipe), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        ::close(pipe[0]);
        AtomicFile::reportOversizedWrites();
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        const QByteArray reason = AtomicFile::write(path, QByteArray(64 * 1024, 'y')).toUtf8();
        if (::write(pipe[1], reason.constData(), size_t(reason.size())) < 0)
            ::_exit(3);
        ::_exit(reason.isEmpty() ? 1 : 0);
    }
    ::close(pipe[1]);
    char buffer[256] = {};
    const ssize_t n = ::read(pipe[0], buffer, sizeof buffer - 1);
    ::close(pipe[0]);
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status) << " (SIGXFSZ?)";
    EXPECT_EQ(WEXITSTATUS(status), 0) << "the write was reported as done";
    // "File too large", in the words of the system's language.
    EXPECT_EQ(QString::fromUtf8(buffer, int(std::max<ssize_t>(n, 0))),
              QString::fromLocal8Bit(std::strerror(EFBIG)));
    EXPECT_EQ(readAll(path), QByteArray("the good old file\n"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
              QStringList{QStringLiteral("out.csv")})
        << "a temporary file was left";
}

TEST(AtomicFileTest, AFolderThatIsNotThereIsNamedAsSuch)
{
    const QString failure =
        AtomicFile::write(QStringLiteral("/nonexistent-fabrictco/folder/out.pdf"), "x");
    EXPECT_FALSE(failure.isEmpty());
    EXPECT_TRUE(failure.contains(QString::fromLocal8Bit(std::strerror(ENOENT))))
        << failure.toStdString();
}

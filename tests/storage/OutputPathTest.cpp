// SPDX-License-Identifier: GPL-3.0-or-later
// Outputs never destroy anything (issue 34, item 1): as root, `new --force -o /dev/null` turned
// /dev/null into a regular file, and a report written to a link that pointed at its own document
// replaced the document with the PDF. Only a new name or a regular file that is not an input is
// written; a link is followed to a regular file only. Runs as root in CI.
#include "storage/AtomicFile.h"
#include "storage/OutputPath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

using namespace fabrictco;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

class OutputPathTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        document = dir.filePath(QStringLiteral("plan.fabrictco"));
        ASSERT_TRUE(writeFile(document, "the document"));
    }
    QString at(const char* name) const { return dir.filePath(QString::fromLatin1(name)); }

    QTemporaryDir dir;
    QString document;
};

TEST_F(OutputPathTest, ANewNameAndARegularFileAreWritten)
{
    EXPECT_TRUE(OutputPath::resolve(at("new.pdf")).ok());
    EXPECT_EQ(OutputPath::resolve(at("new.pdf")).path, at("new.pdf"));
    EXPECT_TRUE(OutputPath::resolve(document).ok()) << "a document saved over itself";
    ASSERT_TRUE(writeFile(at("old.pdf"), "old"));
    EXPECT_TRUE(AtomicFile::write(at("old.pdf"), "new", {document}).isEmpty());
    EXPECT_EQ(readAll(at("old.pdf")), "new");
}

TEST_F(OutputPathTest, AnInputIsNeverWrittenOverUnderAnyName)
{
    ASSERT_EQ(::link(QFile::encodeName(document).constData(),
                     QFile::encodeName(at("hard.pdf")).constData()),
              0);
    ASSERT_TRUE(QFile::link(document, at("link.pdf")));
    const QString dotted = dir.path() + QStringLiteral("/./plan.fabrictco");
    for (const QString& output : {document, dotted, at("hard.pdf"), at("link.pdf")}) {
        SCOPED_TRACE(output.toStdString());
        const OutputPath::Target target = OutputPath::resolve(output, {document});
        EXPECT_FALSE(target.ok());
        EXPECT_TRUE(target.refusal.contains(QStringLiteral("which this command reads")))
            << target.refusal.toStdString();
        EXPECT_FALSE(AtomicFile::write(output, "%PDF-1.4", {document}).isEmpty());
    }
    EXPECT_EQ(readAll(document), "the document");
    EXPECT_TRUE(QFileInfo(at("link.pdf")).isSymLink());
}

TEST_F(OutputPathTest, ALinkToARegularFileIsWrittenThroughAndStaysALink)
{
    ASSERT_TRUE(writeFile(at("real.pdf"), "old"));
    ASSERT_TRUE(QFile::link(at("real.pdf"), at("latest.pdf")));
    const OutputPath::Target target = OutputPath::resolve(at("latest.pdf"), {document});
    ASSERT_TRUE(target.ok()) << target.refusal.toStdString();
    EXPECT_EQ(target.path, QFileInfo(at("real.pdf")).canonicalFilePath());
    EXPECT_TRUE(AtomicFile::write(at("latest.pdf"), "new", {document}).isEmpty());
    EXPECT_EQ(readAll(at("real.pdf")), "new");
    EXPECT_TRUE(QFileInfo(at("latest.pdf")).isSymLink());
}

TEST_F(OutputPathTest, ALinkToNothingAFolderOrALoopIsRefused)
{
    ASSERT_TRUE(QFile::link(at("missing/nowhere.pdf"), at("dangling.pdf")));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    ASSERT_TRUE(QFile::link(at("folder"), at("to-folder.pdf")));
    ASSERT_TRUE(QFile::link(at("loop-b.pdf"), at("loop-a.pdf")));
    ASSERT_TRUE(QFile::link(at("loop-a.pdf"), at("loop-b.pdf")));
    for (const char* name : {"dangling.pdf", "to-folder.pdf", "loop-a.pdf", "folder"}) {
        SCOPED_TRACE(name);
        const OutputPath::Target target = OutputPath::resolve(at(name));
        EXPECT_FALSE(target.ok());
        EXPECT_FALSE(AtomicFile::write(at(name), "x").isEmpty());
    }
    EXPECT_FALSE(QFile::exists(at("missing")));
    EXPECT_TRUE(OutputPath::resolve(at("loop-a.pdf")).refusal.contains(QStringLiteral("loop")));
    EXPECT_TRUE(OutputPath::resolve(at("folder")).refusal.contains(QStringLiteral("a folder")));
}

TEST_F(OutputPathTest, AFifoASocketAndADeviceAreRefused)
{
    ASSERT_EQ(::mkfifo(QFile::encodeName(at("pipe.pdf")).constData(), 0600), 0);
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(listener, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray socketPath = QFile::encodeName(at("socket.pdf"));
    ASSERT_LT(std::size_t(socketPath.size()), sizeof(address.sun_path));
    std::memcpy(address.sun_path, socketPath.constData(), std::size_t(socketPath.size()));
    ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    for (const char* name : {"pipe.pdf", "socket.pdf"}) {
        SCOPED_TRACE(name);
        EXPECT_FALSE(OutputPath::resolve(at(name)).ok());
        EXPECT_FALSE(AtomicFile::write(at(name), "x").isEmpty());
    }
    ::close(listener);
    struct stat status
    {
    };
    ASSERT_EQ(::lstat(QFile::encodeName(at("pipe.pdf")).constData(), &status), 0);
    EXPECT_TRUE(S_ISFIFO(status.st_mode)) << "the FIFO was replaced";
    // /dev/null itself is only asked about: a regression must not destroy the machine's.
    const OutputPath::Target null = OutputPath::resolve(QStringLiteral("/dev/null"));
    EXPECT_FALSE(null.ok());
    EXPECT_TRUE(null.refusal.contains(QStringLiteral("a device"))) << null.refusal.toStdString();
}

TEST_F(OutputPathTest, ADeviceNodeIsNotReplacedEvenByRoot)
{
    // A copy of /dev/null's node in the test's own folder: what a regression would replace.
    const QByteArray node = QFile::encodeName(at("null.pdf"));
    if (::mknod(node.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        GTEST_SKIP() << "mknod is not permitted here (" << std::strerror(errno)
                     << "): run as root to test the device node itself";
    const QString failure = AtomicFile::write(at("null.pdf"), QByteArray(48 * 1024, 'x'));
    EXPECT_TRUE(failure.contains(QStringLiteral("a device"))) << failure.toStdString();
    struct stat status
    {
    };
    ASSERT_EQ(::lstat(node.constData(), &status), 0);
    EXPECT_TRUE(S_ISCHR(status.st_mode)) << "the device node became a regular file";
}

TEST_F(OutputPathTest, ALinkIsFollowedOnlyToAFileOfItsOwnKind)
{
    // Found by a stranger: doc2link.pdf -> doc2.fabrictco took a report, other.pdf -> notes.txt
    // too. A link is followed only where its name's ending matches its target's.
    ASSERT_TRUE(writeFile(at("notes.txt"), "notes"));
    ASSERT_TRUE(QFile::link(at("notes.txt"), at("symother.pdf")));
    ASSERT_TRUE(writeFile(at("r-2026.PDF"), "old"));
    ASSERT_TRUE(QFile::link(at("r-2026.PDF"), at("latest.pdf")));
    const OutputPath::Target other = OutputPath::resolve(at("symother.pdf"));
    EXPECT_FALSE(other.ok());
    EXPECT_TRUE(other.refusal.contains(QStringLiteral("another kind of file")))
        << other.refusal.toStdString();
    EXPECT_FALSE(AtomicFile::write(at("symother.pdf"), "%PDF").isEmpty());
    EXPECT_EQ(readAll(at("notes.txt")), "notes");
    EXPECT_TRUE(OutputPath::resolve(at("latest.pdf")).ok()) << "the ending is compared in any case";
}

TEST_F(OutputPathTest, OnlyADocumentReplacesADocument)
{
    // A FabricTCO document under any name (plan.pdf) is not replaced by a report or a
    // spreadsheet; a document save may replace it.
    QByteArray header(4096, '\0');
    header.replace(0, 16, QByteArray("SQLite format 3\0", 16));
    header[68] = 'F';
    header[69] = 'T';
    header[70] = 'C';
    header[71] = 'O';
    ASSERT_TRUE(writeFile(at("plan.pdf"), header));
    const OutputPath::Target report = OutputPath::resolve(at("plan.pdf"));
    EXPECT_FALSE(report.ok());
    EXPECT_TRUE(report.refusal.contains(QStringLiteral("FabricTCO document")))
        << report.refusal.toStdString();
    EXPECT_TRUE(OutputPath::resolve(at("plan.pdf"), {}, OutputPath::Kind::Document).ok());
    // Another program's SQLite database is an ordinary file.
    header[68] = 'X';
    ASSERT_TRUE(writeFile(at("other.pdf"), header));
    EXPECT_TRUE(OutputPath::resolve(at("other.pdf")).ok());
}

} // namespace

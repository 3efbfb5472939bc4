// SPDX-License-Identifier: GPL-3.0-or-later
// The reproducers of issue 34, item 1, through the commands: `new --force` over a device node,
// `report` and `export` through a link to their own document, to a FIFO or to nothing. Each is
// refused with the reason before anything is computed, and nothing on disk changes.
#include "app/cli/CliErrors.h"
#include "tests/cli/CliRun.h"
#include "tests/support/CoreApplication.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>


using fabrictco::cli::kExitDataError;
using fabrictco::test::CliRun;
using fabrictco::test::fileBytes;

namespace {

CliRun run(const QStringList& arguments)
{
#ifdef FABRICTCO_HAVE_REPORT
    return fabrictco::test::runCliWithCharts(arguments);
#else
    fabrictco::test::ensureCoreApplication();
    return fabrictco::test::runCli(arguments);
#endif
}

class OutputSafetyTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        document = dir.filePath(QStringLiteral("d.fabrictco"));
        ASSERT_EQ(run({"new", "-o", document}).code, 0);
        original = fileBytes(document);
    }
    QTemporaryDir dir;
    QString document;
    QByteArray original;
};

TEST_F(OutputSafetyTest, NewWithForceNeverReplacesADeviceNode)
{
    const QString node = dir.filePath(QStringLiteral("null.fabrictco"));
    if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        GTEST_SKIP() << "mknod is not permitted here: run as root to test a device node";
    const CliRun r = run({"new", "--force", "-o", node});
    EXPECT_EQ(r.code, kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("it is a device, not a regular file")))
        << r.err.toStdString();
    struct stat status
    {
    };
    ASSERT_EQ(::lstat(QFile::encodeName(node).constData(), &status), 0);
    EXPECT_TRUE(S_ISCHR(status.st_mode));
}

TEST_F(OutputSafetyTest, NewWithoutForceCallsADanglingLinkAnExistingName)
{
    ASSERT_TRUE(QFile::link(dir.filePath(QStringLiteral("gone/x.fabrictco")),
                            dir.filePath(QStringLiteral("dangling.fabrictco"))));
    const CliRun r = run({"new", "-o", dir.filePath(QStringLiteral("dangling.fabrictco"))});
    EXPECT_EQ(r.code, kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("already exists"))) << r.err.toStdString();
    const CliRun forced =
        run({"new", "--force", "-o", dir.filePath(QStringLiteral("dangling.fabrictco"))});
    EXPECT_EQ(forced.code, kExitDataError);
    EXPECT_TRUE(forced.err.contains(QStringLiteral("does not exist"))) << forced.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("gone"))));
}

#ifdef FABRICTCO_HAVE_REPORT
TEST_F(OutputSafetyTest, AReportOrExportThroughALinkToItsOwnDocumentIsRefused)
{
    for (const char* name : {"link.pdf", "link.xlsx", "link.csv"}) {
        SCOPED_TRACE(name);
        const QString link = dir.filePath(QString::fromLatin1(name));
        ASSERT_TRUE(QFile::link(document, link));
        const bool pdf = QString::fromLatin1(name).endsWith(QLatin1String(".pdf"));
        const CliRun r =
            run({pdf ? "report" : "export", document, "-o", link, "--trials", "100"});
        EXPECT_EQ(r.code, kExitDataError);
        EXPECT_TRUE(r.err.contains(QStringLiteral("which this command reads")))
            << r.err.toStdString();
        EXPECT_EQ(fileBytes(document), original) << "the document was overwritten";
    }
}

TEST_F(OutputSafetyTest, AReportToAFifoOrALinkToNothingIsRefusedAtOnce)
{
    const QString fifo = dir.filePath(QStringLiteral("pipe.pdf"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString dangling = dir.filePath(QStringLiteral("dangling.pdf"));
    ASSERT_TRUE(QFile::link(dir.filePath(QStringLiteral("gone/r.pdf")), dangling));
    for (const QString& out : {fifo, dangling}) {
        SCOPED_TRACE(out.toStdString());
        const CliRun r = run({"report", document, "-o", out, "--trials", "100"});
        EXPECT_EQ(r.code, kExitDataError);
        EXPECT_TRUE(r.err.contains(QStringLiteral("cannot write"))) << r.err.toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("gone"))));
}
#endif

} // namespace

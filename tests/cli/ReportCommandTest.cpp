// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli report` and `export` (built only with the report library, i.e. with the GUI).
#include "app/cli/CliErrors.h"
#include "app/cli/CommandRegistry.h"
#include "tests/cli/CliRun.h"
#include "tests/support/TestData.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>

#include <gtest/gtest.h>

#ifdef FABRICTCO_HAVE_REPORT
#include <QApplication>

using fabrictco::cli::kExitDataError;
using fabrictco::cli::kExitSuccess;
using fabrictco::cli::kExitUsageError;

using fabrictco::test::CliRun;

namespace {

CliRun run(const QStringList& arguments)
{
    return fabrictco::test::runCliWithCharts(arguments);
}

} // namespace

TEST(ReportCommandTest, WritesThePdfOfAnExample)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hft.pdf"));
    const CliRun r =
        run({QStringLiteral("report"), QStringLiteral("--example"), QStringLiteral("hft"),
             QStringLiteral("-o"), path, QStringLiteral("--trials"), QStringLiteral("500"),
             QStringLiteral("--paper"), QStringLiteral("Letter")});
    EXPECT_EQ(r.code, kExitSuccess) << r.err.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5) == "%PDF-");
}

TEST(ReportCommandTest, UsageErrorsNameTheOptionAndWriteNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.pdf"));
    const QStringList base{QStringLiteral("report"), QStringLiteral("--example"),
                           QStringLiteral("hft")};
    struct Case
    {
        QStringList extra;
        const char* message;
    };
    const std::vector<Case> cases{
        {{}, "-o OUT.pdf is required"},
        {{QStringLiteral("-o"), dir.filePath(QStringLiteral("x.txt"))}, "-o must name a .pdf"},
        {{QStringLiteral("-o"), path, QStringLiteral("--lang"), QStringLiteral("fr")},
         "--lang must be one of en, zh_CN"},
        {{QStringLiteral("-o"), path, QStringLiteral("--paper"), QStringLiteral("A3")},
         "--paper must be one of A4, Letter"},
        {{QStringLiteral("-o"), path, QStringLiteral("--trials"), QStringLiteral("5")},
         "--trials must be a whole number from 100"},
        // More trials than the Monte Carlo keeps (8,388,608 values): the report's spreads and
        // odds, read from every trial, were left out without a word (found by a stranger).
        {{QStringLiteral("-o"), path, QStringLiteral("--trials"), QStringLiteral("5000000")},
         "--trials 5000000 is more than a report of 2 plans can keep: at most 4194304"},
        {{QStringLiteral("-o"), path, QStringLiteral("extra.json")}, "--example NAME, not both"},
    };
    for (const Case& c : cases) {
        const CliRun r = run(base + c.extra);
        EXPECT_EQ(r.code, kExitUsageError) << c.message;
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(c.message))) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty());
    }
    EXPECT_FALSE(QFile::exists(path));
    const CliRun unknown = run({QStringLiteral("report"), QStringLiteral("--example"),
                                QStringLiteral("nope"), QStringLiteral("-o"), path});
    EXPECT_EQ(unknown.code, kExitUsageError);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("llm-training")));
}

TEST(ReportCommandTest, UnreadableFileIsADataError)
{
    QTemporaryDir dir;
    const CliRun missing =
        run({QStringLiteral("report"), dir.filePath(QStringLiteral("missing.json")),
             QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf"))});
    EXPECT_EQ(missing.code, kExitDataError);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("missing.json"))) << missing.err.toStdString();
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"something else\"}");
    file.close();
    const CliRun bad = run({QStringLiteral("report"), broken, QStringLiteral("-o"),
                            dir.filePath(QStringLiteral("x.pdf"))});
    EXPECT_EQ(bad.code, kExitDataError);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
}

TEST(ReportCommandTest, ExportWritesCsvAndXlsxAndRejectsOtherFormats)
{
    QTemporaryDir dir;
    for (const char* name : {"out.csv", "out.xlsx"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        const CliRun r = run({QStringLiteral("export"), QStringLiteral("--example"),
                              QStringLiteral("ceph-storage"), QStringLiteral("-o"), path,
                              QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                              QStringLiteral("--trials"), QStringLiteral("500")});
        EXPECT_EQ(r.code, kExitSuccess) << name << r.err.toStdString();
        EXPECT_TRUE(QFile::exists(path)) << name;
    }
    const CliRun ods =
        run({QStringLiteral("export"), QStringLiteral("--example"), QStringLiteral("hft"),
             QStringLiteral("-o"), dir.filePath(QStringLiteral("out.ods"))});
    EXPECT_EQ(ods.code, kExitUsageError);
    EXPECT_TRUE(ods.err.contains(QStringLiteral(".xlsx or .csv")));
}

#else

TEST(ReportCommandTest, NotBuiltWithoutTheReportLibrary)
{
    GTEST_SKIP() << "fabrictco-cli was built without the report library (FABRICTCO_BUILD_GUI=OFF)";
}

#endif

// A report or spreadsheet of a cluster one plan cannot hold is written without that plan, and
// says on standard error which and why, as `tco` and `risk` do (it said nothing).
TEST(ReportCommandTest, AReportWithoutAPlanThatCannotBeBuiltSaysWhichAndWhy)
{
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("big.fabrictco"));
    ASSERT_EQ(run({QStringLiteral("new"), QStringLiteral("--example"),
                   QStringLiteral("llm-training"), QStringLiteral("-o"), document})
                  .code,
              kExitSuccess);
    ASSERT_EQ(run({QStringLiteral("set"), document, QStringLiteral("cluster.nodes=8192")}).code,
              kExitSuccess);
    for (const QString& out :
         {dir.filePath(QStringLiteral("r.pdf")), dir.filePath(QStringLiteral("r.xlsx"))}) {
        const QString command = out.endsWith(QLatin1String(".pdf")) ? QStringLiteral("report")
                                                                    : QStringLiteral("export");
        const CliRun r = run({command, document, QStringLiteral("-o"), out,
                              QStringLiteral("--trials"), QStringLiteral("500")});
        ASSERT_EQ(r.code, kExitSuccess) << r.err.toStdString();
        EXPECT_TRUE(QFile::exists(out));
        EXPECT_TRUE(r.err.contains(QStringLiteral("Note: InfiniBand NDR cannot hold the cluster "
                                                  "from year 2 on")))
            << command.toStdString() << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("“InfiniBand NDR” cannot be built")));
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// A command that succeeds says nothing on standard error, also where no login session set
// XDG_RUNTIME_DIR (root, cron, a service): Qt printed "QStandardPaths: XDG_RUNTIME_DIR not set"
// there on every command (issue 33). Runs the real fabrictco-cli once per command.
#include "app/cli/CommandRegistry.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/ProcessRun.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct CommandRun
{
    QString command; ///< the first word, to check that every command is here
    QStringList arguments;
};

const std::vector<CommandRun>& runs()
{
    static const std::vector<CommandRun> all = [] {
        const auto run = [](const char* line) {
            const QStringList words = QString::fromUtf8(line).split(QLatin1Char(' '));
            return CommandRun{words.front(), words};
        };
        std::vector<CommandRun> result{
            run("new --example hft -o plan.fabrictco"),
            run("set plan.fabrictco power.pue=1.25"),
            run("plan add plan.fabrictco extra --fabric roce --name Extra"),
            run("import-prices plan.fabrictco quotes.csv"),
            run("show plan.fabrictco"),
            run("bom plan.fabrictco"),
            run("tco plan.fabrictco"),
            run("risk plan.fabrictco --trials 300"),
            run("sweep plan.fabrictco --trials 300 --nodes 16:256 --points 3"),
            run("sensitivity plan.fabrictco"),
            run("price-to-beat plan.fabrictco"),
            run("recommend plan.fabrictco --trials 300"),
        };
#ifdef FABRICTCO_HAVE_REPORT
        result.push_back(run("report plan.fabrictco -o r.pdf --trials 300"));
        result.push_back(run("export plan.fabrictco -o e.xlsx --trials 300"));
        result.push_back(run("rfq plan.fabrictco -o q.xlsx --all-years"));
#endif
        return result;
    }();
    return all;
}

TEST(QuietStandardErrorTest, EveryCommandIsRunHere)
{
    QSet<QString> here;
    for (const CommandRun& run : runs())
        here << run.command;
    for (const fabrictco::cli::Command& command : fabrictco::cli::commands())
        EXPECT_TRUE(here.contains(command.name)) << command.name.toStdString();
}

TEST(QuietStandardErrorTest, ASuccessfulCommandWritesNothingToStandardErrorWithoutARuntimeDirectory)
{
    fabrictco::test::ensureCoreApplication();
    QTemporaryDir folder;
    QTemporaryDir temporary; // TMPDIR: Qt's runtime directory is made afresh in it
    ASSERT_TRUE(folder.isValid() && temporary.isValid());
    QFile quotes(QDir(folder.path()).filePath(QStringLiteral("quotes.csv")));
    ASSERT_TRUE(quotes.open(QIODevice::WriteOnly));
    quotes.write("item,vendor,unit price,currency,quote date,validity\n"
                 "roce.price.switch,Vendor B,98000.25,USD,2026-11-02,90 days\n");
    quotes.close();

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.insert(QStringLiteral("TMPDIR"), temporary.path());
    environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
    for (const CommandRun& run : runs()) {
        SCOPED_TRACE(run.arguments.join(QLatin1Char(' ')).toStdString());
        const auto done = fabrictco::test::runProcess(QStringLiteral(FABRICTCO_CLI_EXECUTABLE),
                                                      run.arguments, environment, folder.path());
        ASSERT_TRUE(done.finished) << done.problem.toStdString();
        EXPECT_EQ(done.exitCode, 0);
        EXPECT_EQ(done.err.toStdString(), "");
    }
    // The directory Qt would have made, made as Qt makes it: this user's, no one else's.
    const QFileInfo runtime(QDir(temporary.path()).filePath(
        QStringLiteral("runtime-") + QString::fromLocal8Bit(qgetenv("USER"))));
    if (!qEnvironmentVariableIsEmpty("USER")) {
        EXPECT_TRUE(runtime.isDir());
        EXPECT_EQ(runtime.permissions() & (QFile::ReadGroup | QFile::ReadOther), 0);
    }
}

TEST(QuietStandardErrorTest, AnUnusableTemporaryFolderIsNoReasonToComplainEither)
{
    // TMPDIR names a file: Qt's own runtime folder cannot be made there, and Qt said so.
    fabrictco::test::ensureCoreApplication();
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString notAFolder = QDir(folder.path()).filePath(QStringLiteral("file"));
    QFile file(notAFolder);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("TMPDIR"), notAFolder);
    environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
    std::vector<QStringList> runs{{"tco", "--example", "hft"}};
#ifdef FABRICTCO_HAVE_REPORT
    runs.push_back({"report", "--example", "hft", "-o", "r.pdf", "--trials", "100"});
#endif
    for (const QStringList& arguments : runs) {
        SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
        const auto done = fabrictco::test::runProcess(QStringLiteral(FABRICTCO_CLI_EXECUTABLE),
                                                      arguments, environment, folder.path());
        ASSERT_TRUE(done.finished) << done.problem.toStdString();
        EXPECT_EQ(done.exitCode, 0);
        EXPECT_EQ(done.err.toStdString(), "");
    }
}

} // namespace

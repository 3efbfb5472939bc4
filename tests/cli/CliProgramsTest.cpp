// SPDX-License-Identifier: GPL-3.0-or-later
// fabrictco-cli is a launcher that starts fabrictco-cli-report for the report commands and
// fabrictco-cli-core for the rest (app/cli/CliPrograms.h, issue 42): every command but the
// report's starts without Qt's GUI libraries. Runs the real programs.
#include "app/cli/ReportCommandTitles.h"
#include "tests/cli/CliProcess.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

#ifdef FABRICTCO_HAVE_REPORT

using fabrictco::test::besideCliLauncher;
using fabrictco::test::CliProcessRun;
using Finished = CliProcessRun;

QString launcher()
{
    return fabrictco::test::cliLauncher();
}

Finished run(const QString& program, const QStringList& arguments,
             const QStringList& extraEnvironment = {})
{
    return fabrictco::test::runCliProcess(program, arguments, {extraEnvironment, {}, {}});
}

QString besideTheLauncher(const char* program)
{
    return besideCliLauncher(program);
}

/// The shared libraries the dynamic loader maps for `program`, without running it.
QString librariesOf(const QString& program)
{
    return run(program, {}, {QStringLiteral("LD_TRACE_LOADED_OBJECTS=1")}).out;
}

TEST(CliProgramsTest, OnlyTheReportProgramLoadsQtsGuiLibraries)
{
    const QString launcherLibraries = librariesOf(launcher());
    const QString coreLibraries = librariesOf(besideTheLauncher("fabrictco-cli-core"));
    const QString reportLibraries = librariesOf(besideTheLauncher("fabrictco-cli-report"));
    ASSERT_TRUE(launcherLibraries.contains(QLatin1String("libc.so")))
        << launcherLibraries.toStdString();
    EXPECT_FALSE(launcherLibraries.contains(QLatin1String("libQt6")))
        << launcherLibraries.toStdString();
    EXPECT_TRUE(coreLibraries.contains(QLatin1String("libQt6Core"))) << coreLibraries.toStdString();
    EXPECT_FALSE(coreLibraries.contains(QLatin1String("libQt6Gui"))) << coreLibraries.toStdString();
    EXPECT_FALSE(coreLibraries.contains(QLatin1String("libQt6Widgets")));
    EXPECT_TRUE(reportLibraries.contains(QLatin1String("libQt6Gui")))
        << reportLibraries.toStdString();
    EXPECT_TRUE(reportLibraries.contains(QLatin1String("libQt6Charts")));
}

TEST(CliProgramsTest, EachCommandReachesItsProgramWithItsArgumentsAndExitCode)
{
    // A report command's help comes from the report program, the others' from the core.
    for (const fabrictco::cli::CommandTitle& title : fabrictco::cli::kReportCommandTitles) {
        const QString name = QString::fromLatin1(title.name);
        SCOPED_TRACE(name.toStdString());
        const Finished help = run(launcher(), {name, QStringLiteral("--help")});
        EXPECT_EQ(help.exitCode, 0) << help.err.toStdString();
        EXPECT_TRUE(help.out.startsWith(QStringLiteral("Usage: fabrictco-cli %1 ").arg(name)))
            << help.out.toStdString();
    }
    const Finished tco = run(launcher(), {QStringLiteral("tco"), QStringLiteral("--example"),
                                          QStringLiteral("hft"), QStringLiteral("--json")});
    EXPECT_EQ(tco.exitCode, 0) << tco.err.toStdString();
    EXPECT_TRUE(tco.out.startsWith(QLatin1Char('{'))) << tco.out.left(200).toStdString();

    // Exit codes pass through: a usage error is 2, a data error 1.
    const Finished usage = run(launcher(), {QStringLiteral("tco"), QStringLiteral("--bogus")});
    EXPECT_EQ(usage.exitCode, 2);
    EXPECT_TRUE(usage.err.startsWith(QLatin1String("fabrictco-cli tco: ")))
        << usage.err.toStdString();
    const Finished missing =
        run(launcher(), {QStringLiteral("report"), QStringLiteral("/nonexistent/plan.fabrictco"),
                         QStringLiteral("-o"), QStringLiteral("/tmp/never-written.pdf")});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(missing.err.startsWith(QLatin1String("fabrictco-cli report: ")))
        << missing.err.toStdString();

    // `help COMMAND` is `COMMAND --help`, in the program that runs the command.
    for (const QString& help : {QStringLiteral("help"), QStringLiteral("--help")}) {
        for (const QString& name : {QStringLiteral("report"), QStringLiteral("tco")}) {
            const Finished asked = run(launcher(), {help, name});
            EXPECT_EQ(asked.exitCode, 0) << asked.err.toStdString();
            EXPECT_TRUE(asked.out.startsWith(QStringLiteral("Usage: fabrictco-cli %1 ").arg(name)))
                << asked.out.left(200).toStdString();
        }
    }

    const Finished unknown = run(launcher(), {QStringLiteral("-h"), QStringLiteral("bogus")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.startsWith(QLatin1String("fabrictco-cli: unknown command \"bogus\"")))
        << unknown.err.toStdString();
    for (const QStringList& selfHelp :
         {QStringList{"help", "help"}, QStringList{"--help", "--help"}}) {
        const Finished printed = run(launcher(), selfHelp);
        EXPECT_EQ(printed.exitCode, 0) << selfHelp.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(printed.out.startsWith(QLatin1String("Usage: fabrictco-cli COMMAND")))
            << printed.out.left(200).toStdString();
    }

    // Without a command, the core program prints the usage, listing the report commands too.
    const Finished bare = run(launcher(), {});
    EXPECT_EQ(bare.exitCode, 2);
    EXPECT_TRUE(bare.err.contains(QLatin1String("\n  rfq "))) << bare.err.toStdString();
}

TEST(CliProgramsTest, AMissingOrBrokenProgramIsExitOneWithWhereItWasLookedFor)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString lonely = folder.filePath(QStringLiteral("fabrictco-cli"));
    ASSERT_TRUE(QFile::copy(launcher(), lonely));

    const Finished missing = run(lonely, {QStringLiteral("tco")});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_EQ(missing.out, QString());
    EXPECT_TRUE(missing.err.startsWith(
        QStringLiteral("fabrictco-cli: cannot find fabrictco-cli-core in %1 or %1/")
            .arg(QFileInfo(folder.path()).canonicalFilePath())))
        << missing.err.toStdString();
    EXPECT_TRUE(missing.err.endsWith(QLatin1String("; install FabricTCO again\n")));

    // A program that is there but cannot run is named, not passed over.
    QFile notAProgram(folder.filePath(QStringLiteral("fabrictco-cli-report")));
    ASSERT_TRUE(notAProgram.open(QIODevice::WriteOnly));
    notAProgram.write("not a program\n");
    notAProgram.close();
    const Finished broken = run(lonely, {QStringLiteral("report"), QStringLiteral("--help")});
    EXPECT_EQ(broken.exitCode, 1);
    EXPECT_TRUE(broken.err.startsWith(
        QStringLiteral("fabrictco-cli: cannot start %1/fabrictco-cli-report: ")
            .arg(QFileInfo(folder.path()).canonicalFilePath())))
        << broken.err.toStdString();
}

TEST(CliProgramsTest, TheProgramsKeepTheLaunchersNameInTheProcessList)
{
    fabrictco::test::ensureCoreApplication();
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
    process.setProcessEnvironment(environment);
    // Long enough to be looked at, then stopped.
    process.start(launcher(), {QStringLiteral("risk"), QStringLiteral("--example"),
                               QStringLiteral("llm-training"), QStringLiteral("--trials"),
                               QStringLiteral("50000000")});
    ASSERT_TRUE(process.waitForStarted());
    // The launcher is named fabrictco-cli too: look once the core program has replaced it.
    const QString proc = QStringLiteral("/proc/%1/").arg(process.processId());
    QString exe;
    for (int attempt = 0; attempt < 500 && !exe.endsWith(QLatin1String("/fabrictco-cli-core"));
         ++attempt) {
        process.waitForFinished(10);
        exe = QFileInfo(proc + QStringLiteral("exe")).symLinkTarget();
    }
    // Its main() names it first thing, once the loader has mapped its libraries.
    QString name;
    for (int attempt = 0; attempt < 200 && name != QLatin1String("fabrictco-cli"); ++attempt) {
        process.waitForFinished(10);
        QFile comm(proc + QStringLiteral("comm"));
        if (comm.open(QIODevice::ReadOnly))
            name = QString::fromUtf8(comm.readAll()).trimmed();
    }
    process.kill();
    process.waitForFinished();
    EXPECT_EQ(name, QStringLiteral("fabrictco-cli"));
    EXPECT_TRUE(exe.endsWith(QLatin1String("/fabrictco-cli-core"))) << exe.toStdString();
}

TEST(CliProgramsTest, AReportNeedsNoScreenNotEvenWithADisplayThatCannotBeReached)
{
    // A stale DISPLAY (ssh, a CI job that inherits one) made Qt abort: exit 134, no report.
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString pdf = folder.filePath(QStringLiteral("r.pdf"));
    const Finished report = fabrictco::test::runCliProcess(
        launcher(),
        {QStringLiteral("report"), QStringLiteral("--example"), QStringLiteral("hft"),
         QStringLiteral("-o"), pdf},
        {{QStringLiteral("DISPLAY=:97"), QStringLiteral("WAYLAND_DISPLAY=wayland-97")},
         {QStringLiteral("QT_QPA_PLATFORM")},
         {}});
    EXPECT_EQ(report.exitCode, 0) << report.err.toStdString();
    EXPECT_EQ(report.err, QString());
    EXPECT_TRUE(QFileInfo(pdf).size() > 10000);
}

TEST(CliProgramsTest, TheCoreProgramStartedDirectlyNamesWhereTheReportCommandsRun)
{
    const Finished report =
        run(besideTheLauncher("fabrictco-cli-core"),
            {QStringLiteral("report"), QStringLiteral("--example"), QStringLiteral("hft"),
             QStringLiteral("-o"), QStringLiteral("/tmp/never-written.pdf")});
    EXPECT_EQ(report.exitCode, 1);
    EXPECT_EQ(report.err, QStringLiteral("fabrictco-cli report: this command runs in "
                                         "fabrictco-cli-report: run it as fabrictco-cli\n"));
    EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/never-written.pdf")));
}

#endif

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CommandRegistry.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <gtest/gtest.h>

using fabrictco::cli::CliStreams;
using fabrictco::cli::kExitSuccess;
using fabrictco::cli::kExitUsageError;
using fabrictco::cli::runCommandLine;

namespace {

struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

CliRun run(const QString& arguments)
{
    CliRun result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    CliStreams streams{out, err};
    result.code = runCommandLine(arguments.split(QLatin1Char(' '), Qt::SkipEmptyParts), streams);
    out.flush();
    err.flush();
    return result;
}

/// A usage error: exit 2, nothing on stdout, one line on stderr containing `needle`.
void expectUsageError(const QString& arguments, const QString& needle)
{
    const CliRun r = run(arguments);
    EXPECT_EQ(r.code, kExitUsageError) << arguments.toStdString();
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_EQ(r.err.count(QLatin1Char('\n')), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(needle)) << r.err.toStdString();
}

} // namespace

TEST(RiskCommandsTest, HelpListsTheOptions)
{
    for (const char* command : {"risk", "sweep", "sensitivity", "recommend"}) {
        const CliRun r = run(QStringLiteral("%1 --help").arg(QLatin1String(command)));
        EXPECT_EQ(r.code, kExitSuccess);
        EXPECT_TRUE(r.out.contains(QStringLiteral("--example"))) << command;
    }
    EXPECT_TRUE(run(QStringLiteral("sweep --help")).out.contains(QStringLiteral("--points")));
    EXPECT_TRUE(run(QStringLiteral("recommend --help")).out.contains(QStringLiteral("--lang")));
}

TEST(RiskCommandsTest, MonteCarloOptionsAreRangeChecked)
{
    expectUsageError(QStringLiteral("risk --example hft --trials 0"), QStringLiteral("--trials"));
    expectUsageError(QStringLiteral("risk --example hft --trials lots"),
                     QStringLiteral("--trials"));
    expectUsageError(QStringLiteral("risk --example hft --trials 100000001"),
                     QStringLiteral("100000000"));
    expectUsageError(QStringLiteral("risk --example hft --threads 0"), QStringLiteral("--threads"));
    expectUsageError(QStringLiteral("risk --example hft --seed -1"), QStringLiteral("--seed"));
    expectUsageError(QStringLiteral("risk --example hft --bogus"), QStringLiteral("bogus"));
}

TEST(RiskCommandsTest, ScenarioSourceMustBeClear)
{
    expectUsageError(QStringLiteral("risk --example no-such-example"), QStringLiteral("--example"));
    expectUsageError(QStringLiteral("risk a.fabrictco --example hft"), QStringLiteral("not both"));
    expectUsageError(QStringLiteral("sensitivity a.fabrictco b.fabrictco"),
                     QStringLiteral("not several"));
}

TEST(RiskCommandsTest, SweepValidatesNodesPointsYearsAndFormat)
{
    expectUsageError(QStringLiteral("sweep --example hft --points 4"), QStringLiteral("--nodes"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 64:16 --points 4"),
                     QStringLiteral("MIN:MAX"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 0:16 --points 4"),
                     QStringLiteral("MIN:MAX"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 16 --points 4"),
                     QStringLiteral("MIN:MAX"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 16:64"),
                     QStringLiteral("--points"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 16:64 --points 0"),
                     QStringLiteral("--points"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 16:64 --points 4 --years 11"),
                     QStringLiteral("--years"));
    expectUsageError(QStringLiteral("sweep --example hft --nodes 16:64 --points 4 --csv --json"),
                     QStringLiteral("--csv"));
}

TEST(RiskCommandsTest, RecommendValidatesTheLanguage)
{
    expectUsageError(QStringLiteral("recommend --example hft --lang fr"), QStringLiteral("zh_CN"));
}

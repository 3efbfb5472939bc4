// SPDX-License-Identifier: GPL-3.0-or-later
// Output that cannot be written is an error (issue 34, item 7): `tco ... > /dev/full` exited 0,
// as did show --json, risk, recommend, bom --json and import-prices --dry-run. Runs the real
// fabrictco-cli with its standard output on /dev/full.
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"

#include <QFile>
#include <QProcess>

#include <gtest/gtest.h>

namespace {

TEST(FailedOutputTest, AFullStandardOutputIsExitOneWithTheReason)
{
    fabrictco::test::ensureCoreApplication();
    if (!QFile::exists(QStringLiteral("/dev/full")))
        GTEST_SKIP() << "this system has no /dev/full";
    const QString document =
        fabrictco::test::fixturesDir() + QStringLiteral("/document-v4.fabrictco");
    for (const QStringList& arguments :
         {QStringList{"tco", "--example", "hft"}, QStringList{"show", document, "--json"},
          QStringList{"risk", "--example", "hft", "--trials", "100"},
          QStringList{"recommend", "--example", "hft", "--trials", "100"},
          QStringList{"bom", "--example", "hft", "--json"}, QStringList{"--help"}}) {
        SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
        process.setProcessEnvironment(environment);
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(FABRICTCO_CLI_EXECUTABLE), arguments);
        ASSERT_TRUE(process.waitForFinished(120000));
        EXPECT_EQ(process.exitCode(), 1);
        EXPECT_EQ(process.readAllStandardError().toStdString(),
                  "fabrictco-cli: cannot write the output: No space left on device\n");
    }
}

} // namespace

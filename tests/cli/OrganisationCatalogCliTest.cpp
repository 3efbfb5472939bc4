// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 41: another machine without the organisation's catalog prices the same document
// differently, so every command that prints figures says whose prices they are (tco has its own
// test in TcoCommandTest).
#include "app/cli/CliErrors.h"
#include "tests/cli/CliRun.h"
#include "tests/support/CoreApplication.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using fabrictco::cli::kExitSuccess;
using fabrictco::test::CliRun;
using fabrictco::test::runCliLine;

namespace {

const char* const kCommands[] = {
    "risk --example llm-training --trials 300",
    "sweep --example llm-training --trials 300 --nodes 16:256 --points 3",
    "sensitivity --example llm-training",
    "price-to-beat --example llm-training --trials 300",
    "recommend --example llm-training --trials 300",
};

class OrganisationCatalogCliTest : public ::testing::Test
{
protected:
    const QString example = QDir(fabrictco::test::dataDir())
                                .filePath(QStringLiteral("organisation-catalog.example.json"));
    void TearDown() override { qputenv("FABRICTCO_ORGANISATION_CATALOG", QByteArray()); }
    void useTheExample() { qputenv("FABRICTCO_ORGANISATION_CATALOG", example.toUtf8()); }
};

} // namespace

TEST_F(OrganisationCatalogCliTest, EveryCommandThatPricesNamesTheOrganisationsCatalog)
{
    const QString line = QStringLiteral("Prices from the organisation's catalog Example Corp "
                                        "framework agreement 2026 (%1) where it has them")
                             .arg(example);
    for (const char* command : kCommands) {
        const CliRun without = runCliLine(QLatin1String(command));
        ASSERT_EQ(without.code, kExitSuccess) << command << without.err.toStdString();
        EXPECT_FALSE(without.out.contains(QStringLiteral("organisation's catalog"))) << command;
        useTheExample();
        const CliRun with = runCliLine(QLatin1String(command));
        qputenv("FABRICTCO_ORGANISATION_CATALOG", QByteArray());
        ASSERT_EQ(with.code, kExitSuccess) << command << with.err.toStdString();
        EXPECT_TRUE(with.out.contains(line)) << command << "\n" << with.out.toStdString();
    }
}

TEST_F(OrganisationCatalogCliTest, RecommendNamesItInJsonAndInChinese)
{
    fabrictco::test::ensureCoreApplication(); // --lang needs one for its translators
    useTheExample();
    const CliRun json = runCliLine(QStringLiteral("recommend --example hft --trials 300 --json"));
    ASSERT_EQ(json.code, kExitSuccess) << json.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(json.out.toUtf8())
                  .object()[QStringLiteral("organisation_catalog")]
                  .toString(),
              QStringLiteral("Example Corp framework agreement 2026"));
    const CliRun chinese =
        runCliLine(QStringLiteral("recommend --example hft --trials 300 --lang zh_CN"));
    ASSERT_EQ(chinese.code, kExitSuccess) << chinese.err.toStdString();
    EXPECT_FALSE(chinese.out.contains(QStringLiteral("Prices from")));
    EXPECT_TRUE(
        chinese.out.contains(QStringLiteral("组织目录 Example Corp framework agreement 2026")))
        << chinese.out.toStdString();
}

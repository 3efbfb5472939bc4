// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "core/model/ScenarioJson.h"
#include "storage/DocumentSchema.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

class ShowCommandTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_path = m_dir.filePath(QStringLiteral("hft.fabrictco"));
        ASSERT_EQ(runCli({QStringLiteral("new"), QStringLiteral("--example"), QStringLiteral("hft"),
                          QStringLiteral("-o"), m_path})
                      .code,
                  cli::kExitSuccess);
    }
    QTemporaryDir m_dir;
    QString m_path;
};

TEST_F(ShowCommandTest, TextNamesTheScenarioAndPlans)
{
    const auto r = runCli({QStringLiteral("show"), m_path});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const DocumentContent doc = PlanDocument::open(m_path);
    EXPECT_TRUE(r.out.contains(QString::fromStdString(doc.scenario.metadata.title)));
    for (const PlanSpec& plan : doc.scenario.plans)
        EXPECT_TRUE(r.out.contains(QString::fromStdString(plan.name)));
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("format version %1").arg(DocumentSchema::kCurrentVersion)));
    // The products each plan picked, by id and name.
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("switch roce-sn5600 (Spectrum-4 64 x 800G (SN5600 class, Spectrum-X))")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("NIC nic-bf3-supernic-400g")));
}

TEST_F(ShowCommandTest, TextSaysWhichOrganisationCatalogPricesTheDocumentHere)
{
    EXPECT_FALSE(
        runCli({QStringLiteral("show"), m_path}).out.contains(QStringLiteral("organisation")));
    const QString file =
        QDir(test::dataDir()).filePath(QStringLiteral("organisation-catalog.example.json"));
    qputenv("FABRICTCO_ORGANISATION_CATALOG", file.toUtf8());
    const auto r = runCli({QStringLiteral("show"), m_path});
    qputenv("FABRICTCO_ORGANISATION_CATALOG", QByteArray());
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("priced here with the organisation's catalog Example "
                                              "Corp framework agreement 2026 (%1)")
                                   .arg(file)))
        << r.out.toStdString();
}

TEST_F(ShowCommandTest, JsonCarriesTheWholeScenario)
{
    const auto r = runCli({QStringLiteral("show"), m_path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, cli::kExitSuccess);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("formatVersion")).toInt(), DocumentSchema::kCurrentVersion);
    const Scenario fromJson =
        ScenarioJson::fromJson(root.value(QStringLiteral("scenario")).toObject());
    EXPECT_EQ(fromJson, PlanDocument::open(m_path).scenario);
}

TEST_F(ShowCommandTest, OldFormatIsShownAsUpgradable)
{
    const auto r = runCli(
        {QStringLiteral("show"), test::fixturesDir() + QStringLiteral("/document-v1.fabrictco")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("format version 1 (upgraded when saved)")));
    // Written before products: custom hardware, its own radix and the generic prices.
    EXPECT_TRUE(r.out.contains(QStringLiteral("hardware: custom hardware"))) << r.out.toStdString();
}

TEST_F(ShowCommandTest, BadFilesAreDataErrorsAndUsageErrorsAreUsageErrors)
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.fabrictco"));
    test::writeFile(bad, "not a database at all");
    const auto r = runCli({QStringLiteral("show"), bad});
    EXPECT_EQ(r.code, cli::kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("not an SQLite database"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_EQ(
        runCli({QStringLiteral("show"), m_dir.filePath(QStringLiteral("missing.fabrictco"))}).code,
        cli::kExitDataError);
    EXPECT_EQ(runCli({QStringLiteral("show")}).code, cli::kExitUsageError);
    EXPECT_EQ(runCli({QStringLiteral("show"), m_path, QStringLiteral("--bogus")}).code,
              cli::kExitUsageError);
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "core/model/Examples.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

TEST(NewCommandTest, WritesTheExampleAsADocument)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ceph.fabrictco"));
    const auto r = runCli({QStringLiteral("new"), QStringLiteral("--example"),
                           QStringLiteral("ceph-storage"), QStringLiteral("-o"), path});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const DocumentContent doc = PlanDocument::open(path);
    Scenario expected = Examples::load("ceph-storage");
    expected.metadata.createdUtc = doc.scenario.metadata.createdUtc;
    expected.metadata.modifiedUtc = doc.scenario.metadata.modifiedUtc;
    expected.metadata.programVersion = FABRICTCO_VERSION;
    EXPECT_EQ(doc.scenario, expected);
    EXPECT_EQ(doc.catalogVersion.size(), 12u);
    EXPECT_FALSE(doc.scenario.metadata.createdUtc.empty());
}

TEST(NewCommandTest, DefaultsToTheDefaultExample)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.fabrictco"));
    ASSERT_EQ(runCli({QStringLiteral("new"), QStringLiteral("-o"), path}).code, cli::kExitSuccess);
    EXPECT_EQ(PlanDocument::open(path).scenario.metadata.title,
              Examples::load(Examples::kDefault).metadata.title);
}

TEST(NewCommandTest, RefusesToOverwriteWithoutForce)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.fabrictco"));
    test::writeFile(path, "keep me");
    const auto r = runCli({QStringLiteral("new"), QStringLiteral("-o"), path});
    EXPECT_EQ(r.code, cli::kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--force")));
    EXPECT_EQ(test::fileBytes(path), QByteArray("keep me"));
    EXPECT_EQ(
        runCli({QStringLiteral("new"), QStringLiteral("--force"), QStringLiteral("-o"), path}).code,
        cli::kExitSuccess);
}

TEST(NewCommandTest, UsageErrors)
{
    QTemporaryDir dir;
    EXPECT_EQ(runCli({QStringLiteral("new")}).code, cli::kExitUsageError);
    const auto unknown =
        runCli({QStringLiteral("new"), QStringLiteral("--example"), QStringLiteral("mining"),
                QStringLiteral("-o"), dir.filePath(QStringLiteral("x.fabrictco"))});
    EXPECT_EQ(unknown.code, cli::kExitUsageError);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("llm-training"))) << unknown.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.fabrictco"))));
}

TEST(NewCommandTest, UnwritableDestinationIsADataError)
{
    QTemporaryDir dir;
    test::writeFile(dir.filePath(QStringLiteral("file")), "x");
    const auto r = runCli({QStringLiteral("new"), QStringLiteral("-o"),
                           dir.filePath(QStringLiteral("file/a.fabrictco"))});
    EXPECT_EQ(r.code, cli::kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot save"))) << r.err.toStdString();
}

} // namespace
} // namespace fabrictco

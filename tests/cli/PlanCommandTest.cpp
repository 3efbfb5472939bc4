// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

class PlanCommandTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_path = m_dir.filePath(QStringLiteral("a.fabrictco"));
        ASSERT_EQ(runCli({QStringLiteral("new"), QStringLiteral("-o"), m_path}).code,
                  cli::kExitSuccess);
    }
    test::CliRun plan(const QStringList& arguments)
    {
        QStringList all{QStringLiteral("plan")};
        if (!arguments.isEmpty())
            all << arguments.first() << m_path << arguments.mid(1);
        return runCli(all);
    }
    /// A bad `plan` call: the exit code, one line on stderr, and the file unchanged.
    std::string failing(const QStringList& arguments, int code = cli::kExitUsageError)
    {
        const QByteArray before = test::fileBytes(m_path);
        const auto r = plan(arguments);
        EXPECT_EQ(r.code, code) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
        EXPECT_EQ(r.err.count(QLatin1Char('\n')), 1) << r.err.toStdString();
        EXPECT_EQ(test::fileBytes(m_path), before);
        return r.err.toStdString();
    }
    std::vector<PlanSpec> plans() const { return PlanDocument::open(m_path).scenario.plans; }
    QTemporaryDir m_dir;
    QString m_path;
};

TEST_F(PlanCommandTest, AddsDuplicatesRenamesAndRemovesPlans)
{
    ASSERT_EQ(plans().size(), 2u);
    auto r =
        plan({QStringLiteral("add"), QStringLiteral("whitebox"), QStringLiteral("--fabric"),
              QStringLiteral("roce"), QStringLiteral("--name"), QStringLiteral("White-box RoCE")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("3 plans")));
    std::vector<PlanSpec> now = plans();
    ASSERT_EQ(now.size(), 3u);
    EXPECT_EQ(now[2].id, "whitebox");
    EXPECT_EQ(now[2].name, "White-box RoCE");
    EXPECT_EQ(now[2].fabric(), Fabric::RoCE);
    EXPECT_TRUE(now[2].overrides.empty());

    r = plan({QStringLiteral("duplicate"), QString::fromStdString(now[0].id),
              QStringLiteral("ib-copy")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    now = plans();
    ASSERT_EQ(now.size(), 4u);
    // Right after its original, as the window places a copy (PlanEdits).
    PlanSpec copy = now[1];
    EXPECT_EQ(copy.id, "ib-copy");
    EXPECT_EQ(copy.name, now[0].name + " (copy)");
    // Its own colour: the next free slot of its fabric, never the original's.
    EXPECT_NE(copy.colourSlot, now[0].colourSlot);
    copy.id = now[0].id;
    copy.name = now[0].name;
    copy.colourSlot = now[0].colourSlot;
    EXPECT_EQ(copy, now[0]) << "a duplicate copies everything but the id, name and colour";

    r = plan({QStringLiteral("rename"), QStringLiteral("ib-copy"), QStringLiteral("IB, quote B")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_EQ(plans()[1].name, "IB, quote B");

    r = plan({QStringLiteral("remove"), QStringLiteral("ib-copy")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_EQ(plans().size(), 3u);
}

TEST_F(PlanCommandTest, BadCallsAreUsageErrorsAndLeaveTheFileAlone)
{
    const std::string first = plans().front().id;
    EXPECT_NE(failing({QStringLiteral("grow"), QStringLiteral("x")}).find("unknown action"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("add"), QStringLiteral("x")}).find("--fabric"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("--fabric"),
                       QStringLiteral("ethernet")})
                  .find("ib or roce"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("add"), QString::fromStdString(first),
                       QStringLiteral("--fabric"), QStringLiteral("ib")})
                  .find("already exists"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("duplicate"), QStringLiteral("nope"), QStringLiteral("y")})
                  .find("no plan \"nope\""),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("rename"), QString::fromStdString(first)}).find("expected"),
              std::string::npos);
    // An id the document format does not allow is refused by the validator.
    failing({QStringLiteral("duplicate"), QString::fromStdString(first), QStringLiteral("Bad Id")});
}

TEST_F(PlanCommandTest, NamesAreNonBlankOneLineAndTellThePlansApart)
{
    // Every text names plans by name ("less than the runner-up, X"): two plans called the same,
    // a blank name or one with a line break would make it ambiguous or break the tables.
    const std::vector<PlanSpec> before = plans();
    const QString first = QString::fromStdString(before[0].id);
    const QString taken = QString::fromStdString(before[1].name);
    EXPECT_NE(failing({QStringLiteral("rename"), first, taken}).find("already named"),
              std::string::npos);
    EXPECT_NE(failing({QStringLiteral("rename"), first, QStringLiteral("   ")}).find("empty"),
              std::string::npos);
    EXPECT_NE(
        failing({QStringLiteral("rename"), first, QStringLiteral("line1\nline2")}).find("one line"),
        std::string::npos);
    EXPECT_NE(failing({QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("--fabric"),
                       QStringLiteral("ib"), QStringLiteral("--name"), taken})
                  .find("already named"),
              std::string::npos);
    // Renaming a plan to its own name, with spaces around it, is fine (and trimmed).
    auto r = plan({QStringLiteral("rename"), first,
                   QStringLiteral("  %1  ").arg(QString::fromStdString(before[0].name))});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_EQ(plans()[0].name, before[0].name);
    // A second copy gets a name of its own.
    ASSERT_EQ(plan({QStringLiteral("duplicate"), first, QStringLiteral("c1")}).code,
              cli::kExitSuccess);
    ASSERT_EQ(plan({QStringLiteral("duplicate"), first, QStringLiteral("c2")}).code,
              cli::kExitSuccess);
    const std::vector<PlanSpec> now = plans();
    // Each copy right after the original: the newer first.
    EXPECT_EQ(now[2].name, before[0].name + " (copy)");
    EXPECT_EQ(now[1].name, before[0].name + " (copy 2)");
}

TEST_F(PlanCommandTest, TheLastPlanCannotBeRemovedAndMissingFilesAreDataErrors)
{
    const std::vector<PlanSpec> before = plans();
    ASSERT_EQ(plan({QStringLiteral("remove"), QString::fromStdString(before[1].id)}).code,
              cli::kExitSuccess);
    EXPECT_NE(
        failing({QStringLiteral("remove"), QString::fromStdString(before[0].id)}).find("only plan"),
        std::string::npos);
    const auto r =
        runCli({QStringLiteral("plan"), QStringLiteral("remove"),
                m_dir.filePath(QStringLiteral("missing.fabrictco")), QStringLiteral("ib")});
    EXPECT_EQ(r.code, cli::kExitDataError) << r.err.toStdString();
    const auto help = runCli({QStringLiteral("plan"), QStringLiteral("--help")});
    EXPECT_EQ(help.code, cli::kExitSuccess);
    EXPECT_TRUE(help.out.contains(QStringLiteral("plan duplicate FILE ID NEW_ID")));
}

} // namespace
} // namespace fabrictco

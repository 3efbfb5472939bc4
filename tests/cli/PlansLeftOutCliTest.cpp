// SPDX-License-Identifier: GPL-3.0-or-later
// A plan that cannot be built for the cluster, as the risk commands treat it: left out of the
// figures, named on standard error and in the JSON, with nothing compared when one plan is left.
#include "app/cli/CliErrors.h"
#include "tests/cli/CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using fabrictco::cli::kExitSuccess;
using fabrictco::test::CliRun;
using fabrictco::test::runCliLine;

// The risk commands of a cluster one plan cannot hold price the other, say which is left out on
// standard error, and list it in their JSON: a script saw InfiniBand vanish without a word.
TEST(PlansLeftOutCliTest, APlanLeftOutIsNamedInTheJsonAndOnStandardError)
{
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("big.fabrictco"));
    ASSERT_EQ(runCliLine(QStringLiteral("new --example llm-training -o ") + document).code,
              kExitSuccess);
    ASSERT_EQ(
        runCliLine(QStringLiteral("set ") + document + QStringLiteral(" cluster.nodes=8192")).code,
        kExitSuccess);
    for (const QString& command :
         {QStringLiteral("risk --trials 500 --json"),
          QStringLiteral("sweep --nodes 100:4000 --points 4 --trials 200 --json")}) {
        const CliRun r = runCliLine(command + QLatin1Char(' ') + document);
        ASSERT_EQ(r.code, kExitSuccess) << command.toStdString() << ": " << r.err.toStdString();
        EXPECT_EQ(QJsonDocument::fromJson(r.out.toUtf8()).object().value("plans_left_out"),
                  QJsonArray{QStringLiteral("ib")})
            << command.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Note: InfiniBand NDR cannot hold the cluster")))
            << r.err.toStdString();
    }
    // RoCE alone is not "cheapest in 100 % of the trials": there is nothing to compare.
    const QJsonArray plans =
        QJsonDocument::fromJson(
            runCliLine(QStringLiteral("risk --trials 500 --json ") + document).out.toUtf8())
            .object()
            .value(QStringLiteral("plans"))
            .toArray();
    ASSERT_EQ(plans.size(), 1);
    EXPECT_TRUE(plans.at(0).toObject().value(QStringLiteral("p_cheapest")).isNull());
    const CliRun table = runCliLine(QStringLiteral("risk --trials 500 ") + document);
    EXPECT_TRUE(table.out.contains(QRegularExpression(QStringLiteral("\\n(roce) .* -\\n"))))
        << table.out.toStdString();
    // Nothing left out: an empty list, so a script need not test for the key.
    const CliRun every = runCliLine(QStringLiteral("recommend --example llm-training --json"));
    ASSERT_EQ(every.code, kExitSuccess);
    EXPECT_EQ(QJsonDocument::fromJson(every.out.toUtf8()).object().value("plans_left_out"),
              QJsonArray{});
}

// Where a plan stops fitting is pinned to a node count, in the JSON and on standard error, not
// left between two swept sizes (found by a stranger: "priced up to 1024 nodes only" for a plan
// that fits up to 1,618).
TEST(PlansLeftOutCliTest, TheSweepPinsWhereAPlanStopsFitting)
{
    const CliRun r = runCliLine(
        QStringLiteral("sweep --example llm-training --nodes 512:8192 --points 5 --trials 200 "
                       "--json"));
    ASSERT_EQ(r.code, kExitSuccess) << r.err.toStdString();
    const QJsonArray boundaries = QJsonDocument::fromJson(r.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("plan_boundaries"))
                                      .toArray();
    ASSERT_EQ(boundaries.size(), 1) << r.out.toStdString();
    const QJsonObject ib = boundaries.at(0).toObject();
    EXPECT_EQ(ib.value(QStringLiteral("plan")).toString(), QStringLiteral("ib"));
    EXPECT_FALSE(ib.value(QStringLiteral("fits_from_here")).toBool());
    EXPECT_TRUE(ib.value(QStringLiteral("exact")).toBool());
    const int firstWithout = ib.value(QStringLiteral("nodes")).toInt();
    EXPECT_GT(firstWithout, 1024);
    EXPECT_LE(firstWithout, 2048);
    EXPECT_TRUE(r.err.contains(
        QStringLiteral("can be built up to %1 first-year nodes").arg(firstWithout - 1)))
        << r.err.toStdString();
    // The size named is the real limit: one node more and InfiniBand is left out.
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("edge.fabrictco"));
    ASSERT_EQ(runCliLine(QStringLiteral("new --example llm-training -o ") + document).code,
              kExitSuccess);
    for (const int nodes : {firstWithout - 1, firstWithout}) {
        ASSERT_EQ(
            runCliLine(QStringLiteral("set %1 cluster.nodes=%2").arg(document).arg(nodes)).code,
            kExitSuccess);
        const CliRun risk = runCliLine(QStringLiteral("risk --trials 200 --json ") + document);
        ASSERT_EQ(risk.code, kExitSuccess) << risk.err.toStdString();
        EXPECT_EQ(QJsonDocument::fromJson(risk.out.toUtf8()).object().value("plans_left_out"),
                  nodes < firstWithout ? QJsonArray{} : QJsonArray{QStringLiteral("ib")})
            << nodes;
    }
}

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

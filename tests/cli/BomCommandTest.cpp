// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "app/cli/CommandRegistry.h"
#include "tests/cli/CliRun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <gtest/gtest.h>

using fabrictco::cli::kExitSuccess;
using fabrictco::cli::kExitUsageError;

using fabrictco::test::CliRun;

namespace {

CliRun run(const QStringList& arguments)
{
    return fabrictco::test::runCli(arguments);
}

CliRun bom(const QString& arguments)
{
    return run(QStringList{QStringLiteral("bom")} +
               arguments.split(QLatin1Char(' '), Qt::SkipEmptyParts));
}

QJsonObject json(const CliRun& result)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << result.out.toStdString();
    EXPECT_TRUE(document.isObject());
    return document.object();
}

} // namespace

TEST(BomCommandTest, JsonHasEveryDocumentedField)
{
    // 128 nodes x 8 rails = 1024 endpoints, radix 64: 32 leaves, 32 x 32 / 64 = 16 spines.
    const CliRun result = bom(QStringLiteral("--fabric ib --nodes 128 --json"));
    ASSERT_EQ(result.code, kExitSuccess) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty());
    const QJsonObject o = json(result);
    EXPECT_EQ(o[QStringLiteral("fabric")].toString(), QStringLiteral("ib"));
    EXPECT_EQ(o[QStringLiteral("tiers")].toInt(), 2);
    const QJsonObject switches = o[QStringLiteral("switches")].toObject();
    EXPECT_EQ(switches[QStringLiteral("leaf")].toInt(), 32);
    EXPECT_EQ(switches[QStringLiteral("spine")].toInt(), 16);
    EXPECT_EQ(switches[QStringLiteral("core")].toInt(), 0);
    const QJsonObject links = o[QStringLiteral("links")].toObject();
    EXPECT_EQ(links[QStringLiteral("node_leaf")].toInt(), 1024);
    EXPECT_EQ(links[QStringLiteral("leaf_spine")].toInt(), 1024);
    EXPECT_EQ(links[QStringLiteral("spine_core")].toInt(), 0);
    // Node links are copper (2 m), leaf-spine optical (20 m): 1024 + 1024 cables; twin-port
    // modules: 2 ends x 1024 optical links / 2 links per module = 1024.
    EXPECT_EQ(o[QStringLiteral("cables")].toInt(), 2048);
    EXPECT_EQ(o[QStringLiteral("copper_cables")].toInt(), 1024);
    EXPECT_EQ(o[QStringLiteral("optical_cables")].toInt(), 1024);
    EXPECT_EQ(o[QStringLiteral("transceivers")].toInt(), 1024);
    EXPECT_EQ(o[QStringLiteral("nics")].toInt(), 1024);
    EXPECT_EQ(o[QStringLiteral("max_endpoints")].toInt(), 2048);
    EXPECT_EQ(o[QStringLiteral("headroom_endpoints")].toInt(), 1024);
    EXPECT_TRUE(o[QStringLiteral("spares")].isObject());
    EXPECT_TRUE(o[QStringLiteral("totals_with_spares")].isObject());
}

TEST(BomCommandTest, OptionsReachTheCalculator)
{
    // H100 SuperPOD, 4 SUs: 127 nodes + 4 UFM ports in 32-node units -> 32 leaves, 16 spines.
    CliRun result = bom(
        QStringLiteral("--fabric ib --nodes 127 --extra-endpoints 4 --scalable-unit 32 --json"));
    ASSERT_EQ(result.code, kExitSuccess) << result.err.toStdString();
    QJsonObject o = json(result);
    EXPECT_EQ(o[QStringLiteral("scalable_units")].toInt(), 4);
    EXPECT_EQ(o[QStringLiteral("switches")].toObject()[QStringLiteral("spine")].toInt(), 16);
    EXPECT_EQ(o[QStringLiteral("links")].toObject()[QStringLiteral("node_leaf")].toInt(), 1020);

    // 3:1 at radix 64 is 48 down / 16 up; 2.5 is kept exact in the JSON.
    result = bom(QStringLiteral("--fabric roce --nodes 60 --oversubscription 3 --json"));
    o = json(result);
    EXPECT_EQ(o[QStringLiteral("leaf_downlinks")].toInt(), 48);
    EXPECT_EQ(o[QStringLiteral("leaf_uplinks")].toInt(), 16);
    EXPECT_EQ(o[QStringLiteral("fabric")].toString(), QStringLiteral("roce"));
    result = bom(QStringLiteral("--fabric roce --nodes 60 --oversubscription 2.5 --json"));
    EXPECT_EQ(json(result)[QStringLiteral("oversubscription")].toString(), QStringLiteral("2.5"));

    // Single-port optics double the switch-side modules; 10% spares of 48 switches -> 4.8 -> 5.
    result = bom(QStringLiteral("--fabric ib --nodes 128 --single-port-optics --spares 10 --json"));
    o = json(result);
    EXPECT_EQ(o[QStringLiteral("transceivers")].toInt(), 2048);
    EXPECT_EQ(o[QStringLiteral("spares")].toObject()[QStringLiteral("switches")].toInt(), 5);

    // Optical node links with twin-port node cages: 128 nodes x 8 / 2 = 512 modules at the nodes.
    result = bom(QStringLiteral(
        "--fabric ib --nodes 128 --node-leaf-meters 10 --twin-port-nic-optics --json"));
    EXPECT_EQ(json(result)[QStringLiteral("transceivers_nic_side")].toInt(), 512);

    // Three tiers at 2049 endpoints (one rail per node).
    result = bom(QStringLiteral("--fabric ib --nodes 2049 --rails 1 --json"));
    EXPECT_EQ(json(result)[QStringLiteral("tiers")].toInt(), 3);
}

TEST(BomCommandTest, ChoicesAreMatchedWithoutRegardToCase)
{
    // "--fabric IB" (as a user types it) is ib; the JSON keeps the canonical spelling.
    const CliRun upper = bom(QStringLiteral("--fabric IB --nodes 4 --json"));
    ASSERT_EQ(upper.code, kExitSuccess) << upper.err.toStdString();
    EXPECT_EQ(json(upper)[QStringLiteral("fabric")].toString(), QStringLiteral("ib"));
    EXPECT_EQ(bom(QStringLiteral("--fabric Ethernet --nodes 4")).code, kExitUsageError);
}

TEST(BomCommandTest, DefaultOutputIsAnAlignedTable)
{
    const CliRun result = bom(QStringLiteral("--fabric ib --nodes 128"));
    ASSERT_EQ(result.code, kExitSuccess) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty());
    EXPECT_TRUE(result.out.startsWith(QStringLiteral("InfiniBand fabric: 128 nodes x 8 rails")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("2 tiers (leaf-spine)")));
    // Numbers are right-aligned in 12-character columns after a 38-character label (the
    // longest of the bill's labels, which the window, report and spreadsheet share).
    const QStringList lines = result.out.split(QLatin1Char('\n'));
    const auto line = [&](const QString& label) {
        for (const QString& l : lines) {
            if (l.startsWith(label))
                return l;
        }
        return QString();
    };
    EXPECT_EQ(line(QStringLiteral("Spine switches")),
              QStringLiteral("Spine switches").leftJustified(38) +
                  QStringLiteral("16").rightJustified(12));
    EXPECT_EQ(line(QStringLiteral("Switches in total")),
              QStringLiteral("Switches in total").leftJustified(38) +
                  QStringLiteral("48").rightJustified(12) + QStringLiteral("0").rightJustified(12) +
                  QStringLiteral("48").rightJustified(12));
    EXPECT_FALSE(result.out.contains(QLatin1Char('{')));
}

TEST(BomCommandTest, HelpAndVersion)
{
    CliRun result = bom(QStringLiteral("--help"));
    EXPECT_EQ(result.code, kExitSuccess);
    EXPECT_TRUE(result.out.contains(QStringLiteral("Usage: fabrictco-cli bom")));
    for (const char* option :
         {"--fabric", "--nodes", "--rails", "--radix", "--oversubscription", "--extra-endpoints",
          "--spares", "--scalable-unit", "--single-port-optics", "--json"})
        EXPECT_TRUE(result.out.contains(QLatin1String(option))) << option;
    EXPECT_TRUE(result.err.isEmpty());

    result = run({QStringLiteral("--version")});
    EXPECT_EQ(result.code, kExitSuccess);
    EXPECT_EQ(result.out,
              QStringLiteral("fabrictco-cli %1\n").arg(QStringLiteral(FABRICTCO_VERSION)));

    result = run({QStringLiteral("--help")});
    EXPECT_EQ(result.code, kExitSuccess);
    EXPECT_TRUE(result.out.contains(QStringLiteral("bom")));
}

TEST(BomCommandTest, BadInputIsOneLineNamingTheOptionAndRange)
{
    struct Case
    {
        const char* arguments;
        const char* expected; // a part of the one stderr line
    };
    const Case cases[] = {
        {"--fabric ib", "--nodes is required: a whole number from 1 to 100000"},
        {"--nodes 4", "--fabric is required: one of ib, roce"},
        {"--fabric eth --nodes 4", "--fabric must be one of ib, roce (got \"eth\")"},
        {"--fabric ib --nodes 0", "--nodes must be a whole number from 1 to 100000 (got \"0\")"},
        {"--fabric ib --nodes -5", "--nodes must be a whole number from 1 to 100000 (got \"-5\")"},
        {"--fabric ib --nodes abc",
         "--nodes must be a whole number from 1 to 100000 (got \"abc\")"},
        {"--fabric ib --nodes 4 --rails 0", "--rails must be a whole number from 1 to 64"},
        {"--fabric ib --nodes 4 --radix 63",
         "--radix must be an even whole number from 4 to 1024 (got \"63\")"},
        {"--fabric ib --nodes 4 --radix 2",
         "--radix must be an even whole number from 4 to 1024 (got \"2\")"},
        {"--fabric ib --nodes 4 --radix x",
         "--radix must be an even whole number from 4 to 1024 (got \"x\")"},
        {"--fabric ib --nodes 4 --oversubscription 0.5",
         "--oversubscription must be a number from 1 to 16"},
        {"--fabric ib --nodes 4 --extra-endpoints -1",
         "--extra-endpoints must be a whole number from 0 to"},
        {"--fabric ib --nodes 4 --spares 101",
         "--spares must be a number from 0 to 100 (got \"101\")"},
        {"--fabric ib --nodes 4 --spares -1", "--spares must be a number from 0 to 100"},
        {"--fabric ib --nodes 4 --scalable-unit -2",
         "--scalable-unit must be a whole number from 0 to"},
        {"--fabric ib --nodes 8193",
         "--nodes: 8193 nodes x 8 rails + 0 extra endpoints need 65544 endpoints"},
        {"--fabric ib --nodes 1 --extra-endpoints 70000", "--extra-endpoints: "},
        {"--fabric ib --nodes 3 --radix 4 --scalable-unit 3", "--scalable-unit: a unit of 3 nodes"},
        {"--fabric ib --nodes 4 --bogus", "Unknown option 'bogus'"},
        {"--fabric ib --nodes 4 stray.fabrictco", "--fabric cannot be combined with a document"},
        {"--fabric ib --nodes 4 --nodes 5", "--nodes is given more than once; give it once"},
        {"--fabric ib --nodes 4 --json --json", "--json is given more than once"},
    };
    for (const Case& c : cases) {
        const CliRun result = bom(QString::fromLatin1(c.arguments));
        SCOPED_TRACE(c.arguments);
        EXPECT_EQ(result.code, kExitUsageError);
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
        EXPECT_TRUE(result.err.startsWith(QStringLiteral("fabrictco-cli bom: ")))
            << result.err.toStdString();
        EXPECT_TRUE(result.err.endsWith(QLatin1Char('\n')));
        EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(QLatin1String(c.expected))) << result.err.toStdString();
    }
}

TEST(BomCommandTest, TooManyNodesNamesTheAcceptedRange)
{
    const CliRun result = bom(QStringLiteral("--fabric roce --nodes 8193 --json"));
    EXPECT_EQ(result.code, kExitUsageError);
    EXPECT_TRUE(result.out.isEmpty());
    EXPECT_TRUE(result.err.contains(QStringLiteral("accepted: 1 to 8192")))
        << result.err.toStdString();
    // The largest accepted count works.
    EXPECT_EQ(bom(QStringLiteral("--fabric roce --nodes 8192 --json")).code, kExitSuccess);
}

TEST(BomCommandTest, BillOfMaterialsOfEachPlanOfAnExampleOrDocument)
{
    const CliRun example = bom(QStringLiteral("--example llm-training --json"));
    ASSERT_EQ(example.code, kExitSuccess) << example.err.toStdString();
    const QJsonObject plans = QJsonDocument::fromJson(example.out.toUtf8()).object();
    ASSERT_TRUE(plans.contains(QStringLiteral("ib")));
    ASSERT_TRUE(plans.contains(QStringLiteral("roce")));
    // The example's first year: 128 nodes x 8 rails on radix-64 switches, as `bom --nodes 128`.
    const CliRun direct = bom(QStringLiteral("--fabric ib --nodes 128 --spares 2 --json"));
    const QJsonObject single = QJsonDocument::fromJson(direct.out.toUtf8()).object();
    EXPECT_EQ(plans.value(QStringLiteral("ib")).toObject().value(QStringLiteral("nics")),
              single.value(QStringLiteral("nics")));

    // The RoCE plan's 64 x 800G switches serve its 400G NICs as 128 ports, and say which.
    const QJsonObject roce = plans.value(QStringLiteral("roce")).toObject();
    EXPECT_EQ(roce.value(QStringLiteral("products")).toObject().value(QStringLiteral("switch")),
              QStringLiteral("roce-th5-64x800"));
    const CliRun onlyRoce = bom(QStringLiteral("--example hft --plan roce"));
    EXPECT_EQ(onlyRoce.code, kExitSuccess);
    EXPECT_TRUE(onlyRoce.out.contains(QStringLiteral("(roce)")));
    EXPECT_TRUE(onlyRoce.out.contains(QStringLiteral("Hardware: switch roce-sn5600")))
        << onlyRoce.out.toStdString();
    EXPECT_TRUE(onlyRoce.out.contains(QStringLiteral("128-port switches at 400G")))
        << onlyRoce.out.toStdString();
    EXPECT_FALSE(onlyRoce.out.contains(QStringLiteral("(ib)")));

    const CliRun unknownPlan = bom(QStringLiteral("--example hft --plan nope"));
    EXPECT_EQ(unknownPlan.code, kExitUsageError);
    EXPECT_TRUE(unknownPlan.err.contains(QStringLiteral("--plan")));
    const CliRun mixed = bom(QStringLiteral("--example hft --nodes 4"));
    EXPECT_EQ(mixed.code, kExitUsageError);
    EXPECT_TRUE(mixed.out.isEmpty());
    const CliRun missingFile = bom(QStringLiteral("/nonexistent/plan.fabrictco"));
    EXPECT_EQ(missingFile.code, fabrictco::cli::kExitDataError);
}

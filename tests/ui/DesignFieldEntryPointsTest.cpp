// SPDX-License-Identifier: GPL-3.0-or-later
// Every place a design field can be entered accepts exactly the same values: the BOM engine, a
// document (DocumentValidator), `set PLAN.design.FIELD=`, `bom --OPTION`, and the window's editor.
// Before DesignFieldRegistry each had its own range (rails 1-1024, 1-16, 1-64, 1-INT_MAX, 1-1024).
#include "app/cli/ScenarioAssignment.h"
#include "core/bom/BomCalculator.h"
#include "core/bom/DesignFieldRegistry.h"
#include "core/model/Examples.h"
#include "storage/DocumentContent.h"
#include "storage/DocumentError.h"
#include "storage/DocumentValidator.h"
#include "tests/cli/CliRun.h"
#include "tests/support/TestData.h"
#include "ui/plans/FieldSpec.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>
#include <optional>
#include <vector>

namespace fabrictco {
namespace {

/// A design every field can be set on without the fabric becoming too large to build: one
/// endpoint per node on 1,024-port switches.
FabricDesign roomyDesign()
{
    FabricDesign design;
    design.nodes = 1;
    design.railsPerNode = 1;
    design.switchRadix = 1024;
    return design;
}

/// The text values worth trying: both ends, just outside, between whole numbers, odd radix.
std::vector<std::string> candidates(const DesignField& f)
{
    const Decimal step = f.kind == DesignFieldKind::Decimal ? Decimal::parse("0.01") : Decimal(1);
    std::vector<Decimal> values{f.minimum, f.maximum, f.minimum - step, f.maximum + step,
                                f.minimum + Decimal::parse("0.5")};
    if (f.evenOnly)
        values.push_back(f.minimum + Decimal(1));
    std::vector<std::string> texts;
    for (const Decimal& v : values)
        texts.push_back(v.toString());
    return texts;
}

bool acceptedByBom(const DesignField& f, const Decimal& value)
{
    FabricDesign design = roomyDesign();
    f.set(design, value);
    try {
        BomCalculator::validate(design);
        return true;
    } catch (const BomError&) {
        return false;
    }
}

DocumentContent exampleDocument()
{
    DocumentContent content;
    content.scenario = Examples::load("llm-training", test::dataDir());
    content.scenario.cluster.nodes = 1;
    content.scenario.cluster.nodesByYear.clear();
    for (PlanSpec& plan : content.scenario.plans) {
        plan.products = {};
        plan.design = roomyDesign();
        plan.design.fabric = plan.id == "ib" ? Fabric::InfiniBand : Fabric::RoCE;
    }
    return content;
}

bool acceptedByDocument(const DesignField& f, const Decimal& value)
{
    DocumentContent content = exampleDocument();
    f.set(content.scenario.plans.front().design, value);
    try {
        DocumentValidator::check(content);
        return true;
    } catch (const DocumentError&) {
        return false;
    }
}

bool acceptedBySet(const DesignField& f, const std::string& text)
{
    Scenario scenario = exampleDocument().scenario;
    // The node count is the cluster's, set for every plan at once (PLANID.design.nodes is
    // refused, SetCommandTest).
    const std::string assignment =
        f.column == "nodes" ? "cluster.nodes=" + text
                            : scenario.plans.front().id + ".design." + f.column + "=" + text;
    try {
        cli::ScenarioAssignment::apply(scenario, QString::fromStdString(assignment));
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

bool acceptedByBomCommand(const DesignField& f, const std::string& text)
{
    QStringList arguments{QStringLiteral("bom"), QStringLiteral("--fabric"), QStringLiteral("ib")};
    for (const char* key : {"nodes", "railsPerNode", "switchRadix"}) {
        const DesignField& base = *DesignFieldRegistry::byKey(key);
        if (base.key != f.key)
            arguments << QStringLiteral("--") + QString::fromStdString(base.option)
                      << QString::fromStdString(base.get(roomyDesign()).toString());
    }
    arguments << QStringLiteral("--") + QString::fromStdString(f.option)
              << QString::fromStdString(text);
    return test::runCli(arguments).code == 0;
}

bool acceptedByWindow(const DesignField& f, const Decimal& value)
{
    for (const ui::PlanField& field : ui::Fields::planFields()) {
        if (field.spec.key == QString::fromStdString(f.key))
            return field.spec.validate(value).isEmpty();
    }
    ADD_FAILURE() << f.key << " has no editor in the window";
    return false;
}

TEST(DesignFieldEntryPointsTest, EveryEntryPointAcceptsExactlyTheSameValues)
{
    for (const DesignField& f : DesignFieldRegistry::all()) {
        for (const std::string& text : candidates(f)) {
            SCOPED_TRACE(f.key + " = " + text);
            const Decimal value = Decimal::parse(text);
            const bool expected = !f.problem(value).has_value();
            EXPECT_EQ(acceptedBySet(f, text), expected);
            if (f.key != "nodes") { // the window edits nodes for the whole cluster, below
                EXPECT_EQ(acceptedByWindow(f, value), expected);
            }
            if (f.kind != DesignFieldKind::Boolean) { // `bom` spells those as flags
                EXPECT_EQ(acceptedByBomCommand(f, text), expected);
            }
            // A struct holds only whole numbers, and a bool only yes or no; a document's INTEGER
            // column is checked as it is read (PlanDocumentTest).
            const bool representable =
                f.kind == DesignFieldKind::Decimal ||
                (value.isInteger() && (f.kind != DesignFieldKind::Boolean || expected));
            if (representable) {
                EXPECT_EQ(acceptedByBom(f, value), expected);
                EXPECT_EQ(acceptedByDocument(f, value), expected);
            }
        }
    }
}

TEST(DesignFieldEntryPointsTest, TheClusterNodeEditorHasTheDesignRange)
{
    const DesignField& nodes = *DesignFieldRegistry::byKey("nodes");
    for (const ui::ClusterField& field : ui::Fields::clusterFields()) {
        if (field.spec.key == QStringLiteral("cluster.nodes")) {
            EXPECT_EQ(field.spec.min, nodes.minimum);
            EXPECT_EQ(field.spec.max, nodes.maximum);
            return;
        }
    }
    FAIL() << "no cluster.nodes editor";
}

TEST(DesignFieldEntryPointsTest, BooleanFlagsOfBomSetTheirField)
{
    // --single-port-optics turns twin-port switch optics off; --twin-port-nic-optics turns node
    // twin-port optics on: leaf-spine at 20 m is fibre, so the module count shows the difference.
    const auto modules = [](const QStringList& extra) {
        const auto run = test::runCli(QStringList{QStringLiteral("bom"), QStringLiteral("--fabric"),
                                                  QStringLiteral("ib"), QStringLiteral("--nodes"),
                                                  QStringLiteral("32"), QStringLiteral("--json")} +
                                      extra);
        EXPECT_EQ(run.code, 0) << run.err.toStdString();
        return QJsonDocument::fromJson(run.out.toUtf8())
            .object()
            .value(QStringLiteral("transceivers"))
            .toInt();
    };
    // 8 leaves and 4 spines with 256 optical leaf-spine ports each side: 128 + 128 twin modules.
    EXPECT_EQ(modules({}), 256);
    EXPECT_EQ(modules({QStringLiteral("--single-port-optics")}), 512);
    // Node links of 10 m are fibre: one module per NIC port, or one per two with twin cages.
    const QStringList far{QStringLiteral("--node-leaf-meters"), QStringLiteral("10")};
    EXPECT_EQ(modules(far), 384 + 256);
    EXPECT_EQ(modules(far + QStringList{QStringLiteral("--twin-port-nic-optics")}), 384 + 128);
}

} // namespace
} // namespace fabrictco

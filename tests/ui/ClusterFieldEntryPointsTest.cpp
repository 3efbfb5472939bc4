// SPDX-License-Identifier: GPL-3.0-or-later
// Every place a cluster field can be entered accepts exactly the same values (issue 37): the
// window's editor, `set cluster.FIELD=`, a document (DocumentValidator) and the scenario
// validator. The window capped GPUs per node at 16 while the rest accepted 64, so a valid
// 32-GPU document could not be edited in the window.
#include "app/cli/ScenarioAssignment.h"
#include "core/model/ClusterFields.h"
#include "core/model/Examples.h"
#include "core/model/ScenarioValidator.h"
#include "storage/DocumentContent.h"
#include "storage/DocumentError.h"
#include "storage/DocumentValidator.h"
#include "tests/support/TestData.h"
#include "ui/plans/FieldSpec.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

int& member(ClusterInputs& cluster, const ClusterField& field)
{
    switch (field.unit) {
    case ClusterFieldUnit::Nodes:
        return cluster.nodes;
    case ClusterFieldUnit::Gpus:
        return cluster.gpusPerNode;
    case ClusterFieldUnit::Years:
        break;
    }
    return cluster.horizonYears;
}

/// The example without a yearly schedule, on one-rail custom hardware that holds 100,000 nodes.
DocumentContent document()
{
    DocumentContent content;
    content.scenario = Examples::load("llm-training", test::dataDir());
    content.scenario.cluster.nodesByYear.clear();
    for (PlanSpec& plan : content.scenario.plans) {
        plan.products = {};
        plan.design.railsPerNode = 1;
        plan.design.switchRadix = 1024;
    }
    return content;
}

const ui::ClusterField* windowEditor(const ClusterField& field)
{
    static const std::vector<ui::ClusterField> editors = ui::Fields::clusterFields();
    for (const ui::ClusterField& editor : editors)
        if (editor.spec.key == QString::fromStdString(field.path))
            return &editor;
    return nullptr;
}

bool acceptedByWindow(const ClusterField& field, int value)
{
    const ui::ClusterField* editor = windowEditor(field);
    if (!editor) {
        ADD_FAILURE() << field.path << " has no editor in the window";
        return false;
    }
    return editor->spec.validate(Decimal(value)).isEmpty();
}

bool acceptedBySet(const ClusterField& field, int value)
{
    Scenario scenario = document().scenario;
    try {
        cli::ScenarioAssignment::apply(
            scenario,
            QStringLiteral("cluster.%1=%2").arg(QString::fromStdString(field.name)).arg(value));
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

bool acceptedByDocument(const ClusterField& field, int value)
{
    DocumentContent content = document();
    member(content.scenario.cluster, field) = value;
    try {
        DocumentValidator::check(content);
        return true;
    } catch (const DocumentError&) {
        return false;
    }
}

bool acceptedByValidator(const ClusterField& field, int value)
{
    Scenario scenario = document().scenario;
    member(scenario.cluster, field) = value;
    for (const ValidationProblem& problem : ScenarioValidator::validate(scenario))
        if (problem.field == field.path)
            return false;
    return true;
}

} // namespace

TEST(ClusterFieldEntryPointsTest, EveryEntryPointAcceptsExactlyTheSameValues)
{
    for (const ClusterField& field : ClusterFields::all()) {
        for (const int value : {field.minimum - 1, field.minimum, field.minimum + 1,
                                field.maximum / 2, field.maximum, field.maximum + 1}) {
            SCOPED_TRACE(field.path + " = " + std::to_string(value));
            const bool expected = field.accepts(value);
            EXPECT_EQ(acceptedByWindow(field, value), expected);
            EXPECT_EQ(acceptedBySet(field, value), expected);
            EXPECT_EQ(acceptedByDocument(field, value), expected);
            EXPECT_EQ(acceptedByValidator(field, value), expected);
        }
    }
}

TEST(ClusterFieldEntryPointsTest, A32GpuNodeIsEditableInTheWindow)
{
    const ui::ClusterField* gpus = windowEditor(ClusterFields::gpusPerNode());
    ASSERT_NE(gpus, nullptr);
    EXPECT_TRUE(gpus->spec.validate(Decimal(32)).isEmpty());
    Scenario scenario = document().scenario;
    gpus->set(scenario, Decimal(32));
    EXPECT_EQ(scenario.cluster.gpusPerNode, 32);
}

TEST(ClusterFieldEntryPointsTest, TheWindowAndSetMoveAYearlyScheduleAlike)
{
    // One rule (ClusterFields::setNodes / setHorizon) behind both: the window's editors and
    // `set cluster.nodes=` / `set cluster.horizon_years=`.
    Scenario byWindow = document().scenario;
    byWindow.cluster.nodesByYear = {128, 192, 288, 432, 648};
    Scenario bySet = byWindow;
    windowEditor(ClusterFields::nodes())->set(byWindow, Decimal(256));
    windowEditor(ClusterFields::horizonYears())->set(byWindow, Decimal(6));
    cli::ScenarioAssignment::apply(bySet, QStringLiteral("cluster.nodes=256"));
    cli::ScenarioAssignment::apply(bySet, QStringLiteral("cluster.horizon_years=6"));
    EXPECT_EQ(byWindow.cluster, bySet.cluster);
    EXPECT_EQ(byWindow.cluster.nodesByYear, (std::vector<int>{256, 384, 576, 864, 1296, 1296}));
    EXPECT_TRUE(ScenarioValidator::validate(bySet).empty());
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/ScenarioDocument.h"

#include "UiTestSupport.h"
#include "ui/document/ChangeValueCommand.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ScenarioDocumentTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        Scenario scenario;
        PlanSpec plan;
        plan.id = "ib";
        plan.name = "IB";
        scenario.plans.push_back(plan);
        document.reset(scenario);
    }

    void setNodes(int nodes)
    {
        document.changeValue<int>(
            QStringLiteral("cluster.nodes"), [] { return QStringLiteral("Change nodes"); }, nodes,
            [](const Scenario& s) { return s.cluster.nodes; },
            [](Scenario& s, const int& v) { s.cluster.nodes = v; });
    }
    void setGpus(int gpus)
    {
        document.changeValue<int>(
            QStringLiteral("cluster.gpus"), [] { return QStringLiteral("Change GPUs"); }, gpus,
            [](const Scenario& s) { return s.cluster.gpusPerNode; },
            [](Scenario& s, const int& v) { s.cluster.gpusPerNode = v; });
    }

    ScenarioDocument document;
};

TEST_F(ScenarioDocumentTest, StartsCleanAndAnEditMarksItModified)
{
    EXPECT_FALSE(document.isModified());
    QSignalSpy modified(&document, &ScenarioDocument::modifiedChanged);
    setNodes(256);
    EXPECT_TRUE(document.isModified());
    EXPECT_EQ(document.scenario().cluster.nodes, 256);
    ASSERT_EQ(modified.count(), 1);
    EXPECT_TRUE(modified.first().first().toBool());
}

TEST_F(ScenarioDocumentTest, ConsecutiveEditsOfOneFieldMergeIntoOneUndoStep)
{
    setNodes(1);
    setNodes(12);
    setNodes(128 + 2);
    EXPECT_EQ(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().cluster.nodes, Scenario{}.cluster.nodes);
    document.undoStack()->redo();
    EXPECT_EQ(document.scenario().cluster.nodes, 130);
}

TEST_F(ScenarioDocumentTest, EditsOfDifferentFieldsStaySeparate)
{
    setNodes(64);
    setGpus(4);
    setNodes(32);
    EXPECT_EQ(document.undoStack()->count(), 3);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().cluster.nodes, 64);
    EXPECT_EQ(document.scenario().cluster.gpusPerNode, 4);
}

TEST_F(ScenarioDocumentTest, TypingBackToTheOriginalLeavesNothingToUndo)
{
    const int original = document.scenario().cluster.nodes;
    setNodes(5);
    setNodes(original);
    EXPECT_EQ(document.undoStack()->count(), 0);
    EXPECT_FALSE(document.isModified());
}

TEST_F(ScenarioDocumentTest, UnchangedValuePushesNoCommand)
{
    setNodes(document.scenario().cluster.nodes);
    EXPECT_EQ(document.undoStack()->count(), 0);
}

TEST_F(ScenarioDocumentTest, UndoToTheSavedStateIsUnmodified)
{
    setNodes(64);
    document.markSaved(QStringLiteral("/tmp/x.fabrictco"));
    EXPECT_FALSE(document.isModified());
    setGpus(4);
    EXPECT_TRUE(document.isModified());
    document.undoStack()->undo();
    EXPECT_FALSE(document.isModified());
    EXPECT_EQ(document.displayName(), QStringLiteral("x.fabrictco"));
}

TEST_F(ScenarioDocumentTest, StructuralEditIsUndoneAsAWholeAndAnnounced)
{
    QSignalSpy structure(&document, &ScenarioDocument::structureChanged);
    Scenario after = document.scenario();
    PlanSpec roce;
    roce.id = "roce";
    roce.design.fabric = Fabric::RoCE;
    after.plans.push_back(roce);
    document.replaceScenario([] { return QStringLiteral("Add plan"); }, after);
    EXPECT_EQ(document.scenario().plans.size(), 2u);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().plans.size(), 1u);
    EXPECT_EQ(structure.count(), 2);
}

TEST_F(ScenarioDocumentTest, ResetClearsHistory)
{
    setNodes(64);
    document.reset(Scenario{});
    EXPECT_EQ(document.undoStack()->count(), 0);
    EXPECT_FALSE(document.isModified());
    EXPECT_TRUE(document.scenario().plans.empty());
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 38: editing an input in a meeting never blanks the recommendation. The previous risk
// figures stay, said to be updating, until the run for the edit answers; a plan added or
// removed drops them (they would name plans that are not there).
#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class LiveResultsTest : public test::ExampleWindowTest
{
protected:
    void SetUp() override
    {
        test::ExampleWindowTest::SetUp();
        useQuickRiskRuns();
    }
    /// Waits for the risk run the last edit started by itself.
    void waitForTheRun()
    {
        QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
        ASSERT_TRUE(finished.wait(60000));
        QCoreApplication::processEvents();
    }
    const QLabel* updatingNote() const
    {
        for (const QLabel* label : window->resultsView()->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Updating")))
                return label;
        return nullptr;
    }
};

TEST_F(LiveResultsTest, AnEditKeepsTheFiguresMarkedAsUpdatingUntilTheNewRunAnswers)
{
    // Narrow, as on a projector with the inputs pane open: a long note would wrap there.
    window->resize(900, 700);
    window->show();
    window->startRiskAnalysis();
    waitForTheRun();
    const ComparisonData& before = window->resultsView()->data();
    ASSERT_TRUE(before.recommendationResult.has_value());
    EXPECT_FALSE(before.riskUpdating);
    const QLabel* note = updatingNote();
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isHidden());
    const std::string recommended = before.recommendedPlanId;
    const auto* tabs = window->resultsView()->findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    const int tabsTop = tabs->mapTo(window.get(), QPoint(0, 0)).y();

    // An edit: the deterministic figures are computed at once, the risk run starts shortly.
    ASSERT_TRUE(window->plansView()->renamePlan("ib", QStringLiteral("InfiniBand quoted")));
    QCoreApplication::processEvents();
    const ComparisonData& meanwhile = window->resultsView()->data();
    EXPECT_TRUE(meanwhile.riskUpdating);
    ASSERT_TRUE(meanwhile.recommendationResult.has_value()) << "the recommendation blanked";
    EXPECT_EQ(meanwhile.recommendedPlanId, recommended);
    EXPECT_TRUE(meanwhile.plans.front().p95.has_value()) << "the P95 blanked";
    EXPECT_FALSE(note->isHidden()) << "figures from before the edit are not said to be so";
    EXPECT_TRUE(note->toolTip().contains(QStringLiteral("from before your last change")));
    // The note does not move the results: the tabs stay where they were (a wrapped sentence
    // pushed them down at every edit).
    QCoreApplication::processEvents();
    EXPECT_EQ(tabs->mapTo(window.get(), QPoint(0, 0)).y(), tabsTop);

    waitForTheRun();
    const ComparisonData& after = window->resultsView()->data();
    EXPECT_FALSE(after.riskUpdating);
    EXPECT_TRUE(after.recommendationResult.has_value());
    EXPECT_TRUE(note->isHidden());
}

TEST_F(LiveResultsTest, AnEditThatLeavesNoCostsDropsTheFiguresInsteadOfUpdatingForever)
{
    // Found by a stranger: 8,000 nodes, which a plan cannot grow to, computed no costs and so
    // started no run; "Updating" and the 1-node recommendation stayed for good. Now the other
    // plan is priced alone there, so the case is a size neither plan can grow to.
    window->startRiskAnalysis();
    waitForTheRun();
    ASSERT_TRUE(window->resultsView()->data().recommendationResult.has_value());
    ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    ASSERT_NE(nodes, nullptr);
    nodes->setText(QStringLiteral("20000"));
    QCoreApplication::processEvents();
    const ComparisonData& now = window->resultsView()->data();
    ASSERT_FALSE(now.tco) << "the example's plans should not hold 20,000 growing nodes";
    EXPECT_FALSE(now.recommendationResult.has_value());
    EXPECT_FALSE(now.riskUpdating);
    EXPECT_TRUE(updatingNote()->isHidden());
}

TEST_F(LiveResultsTest, APlanAddedDropsTheFiguresOfTheOldPlans)
{
    window->startRiskAnalysis();
    waitForTheRun();
    ASSERT_TRUE(window->resultsView()->data().recommendationResult.has_value());
    window->plansView()->addPlan(Fabric::RoCE);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window->resultsView()->data().recommendationResult.has_value());
    EXPECT_FALSE(window->resultsView()->data().riskUpdating);
    waitForTheRun();
    const ComparisonData& after = window->resultsView()->data();
    ASSERT_TRUE(after.recommendationResult.has_value());
    EXPECT_EQ(after.recommendationResult->standings.size(), 3u);
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// A plan that cannot be built for the cluster (here InfiniBand's 64-port fat-tree, outgrown in
// year 2) is left out, and the other plans are priced without it: one plan at its limit used to
// blank every plan's figures in the window.
#include "UiTestSupport.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/BomTableModel.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultPages.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"

#include <QLabel>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class PlansLeftOutTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        scenario = Examples::load("llm-training");
        scenario.cluster.nodes = 8192; // 12,288 in year 2: more than 64-port switches connect
        data = ComparisonComputer::compute(scenario, catalog);
    }

    const PlanSummary& summaryOf(Fabric fabric) const
    {
        for (const PlanSummary& plan : data.plans)
            if (plan.plan.fabric == fabric)
                return plan;
        throw std::logic_error("no such plan");
    }

    std::shared_ptr<const Catalog> catalog = std::make_shared<const Catalog>(CatalogCache::get());
    Scenario scenario;
    ComparisonData data;
};

} // namespace

TEST_F(PlansLeftOutTest, TheOtherPlanIsPricedAsIfItStoodAlone)
{
    ASSERT_TRUE(data.tco) << ResultWords::notes(data).join('|').toStdString();
    ASSERT_EQ(data.tco->plans.size(), 1u);
    const PlanSummary& roce = summaryOf(Fabric::RoCE);
    EXPECT_EQ(data.tco->plans.front().planId, roce.planId);

    Scenario alone = scenario;
    std::erase_if(alone.plans, [](const PlanSpec& plan) { return plan.fabric() != Fabric::RoCE; });
    const TcoResult expected = TcoEngine(*catalog).evaluate(alone);
    ASSERT_TRUE(roce.npv.has_value());
    EXPECT_EQ(*roce.npv, expected.plans.front().npv);
    EXPECT_EQ(*roce.horizonTco, expected.plans.front().total.total);
    ASSERT_TRUE(data.pricedScenario);
    EXPECT_EQ(*data.pricedScenario, alone) << "the risk run prices the plans the costs are of";
}

TEST_F(PlansLeftOutTest, ThePlanLeftOutHasNoFiguresButKeepsItsFirstYearBill)
{
    const PlanSummary& ib = summaryOf(Fabric::InfiniBand);
    EXPECT_FALSE(ib.npv.has_value());
    EXPECT_FALSE(ib.horizonTco.has_value());
    // Year 1 can be built (8,192 nodes fit); the bill says what it would be.
    ASSERT_TRUE(ib.bom.has_value());
    EXPECT_EQ(ib.bom->design.nodes, 8192);
    // The bill's columns follow the document's plans, each with its own bill: the RoCE
    // column is RoCE's in every year, not the first priced plan's under InfiniBand's name.
    const std::size_t ibColumn = &ib - data.plans.data();
    const std::size_t roceColumn = &summaryOf(Fabric::RoCE) - data.plans.data();
    EXPECT_EQ(BomTableModel::bomOf(data, ibColumn, 0)->design.fabric, Fabric::InfiniBand);
    EXPECT_FALSE(BomTableModel::bomOf(data, ibColumn, 1).has_value()) << "outgrown in year 2";
    const std::optional<Bom> roceYear2 = BomTableModel::bomOf(data, roceColumn, 1);
    ASSERT_TRUE(roceYear2.has_value());
    EXPECT_EQ(roceYear2->design.fabric, Fabric::RoCE);
    EXPECT_EQ(roceYear2->design.nodes, 12288);

    for (const CostRow& row : data.costTable) {
        EXPECT_EQ(row.plan, summaryOf(Fabric::RoCE).plan.name);
        EXPECT_LT(row.planIndex, data.tco->plans.size());
    }
}

TEST_F(PlansLeftOutTest, TheNotesSayWhyWhichAndThatTheFiguresAreTheOthers)
{
    const QStringList notes = ResultWords::notes(data);
    ASSERT_EQ(notes.size(), 2) << notes.join('|').toStdString();
    EXPECT_TRUE(notes.front().contains(QStringLiteral("from year 2")))
        << notes.front().toStdString();
    EXPECT_TRUE(notes.front().contains(QStringLiteral("To fix it")));
    EXPECT_EQ(notes.back(),
              QStringLiteral("Every figure for this cluster is of “RoCE, one switch vendor” alone: "
                             "“InfiniBand NDR” cannot be built for it, so there is nothing to "
                             "compare and no recommendation."));
    // The pages that compare two plans say the same, not "add a second plan".
    for (const auto page : {ResultPages::Gap, ResultPages::GapNearCluster, ResultPages::Tornado}) {
        const QString shown = ResultPages::missingChartText(page, data);
        // Each note its own paragraph, as on the summary.
        EXPECT_EQ(shown, notes.join(QStringLiteral("\n\n"))) << shown.toStdString();
    }
}

TEST_F(PlansLeftOutTest, WhenNoPlanCanBeBuiltNothingIsPriced)
{
    scenario.cluster.nodes = 20000; // beyond both fabrics by year 5
    data = ComparisonComputer::compute(scenario, catalog);
    EXPECT_FALSE(data.tco);
    EXPECT_TRUE(data.costTable.empty());
    const QStringList notes = ResultWords::notes(data);
    ASSERT_FALSE(notes.isEmpty());
    EXPECT_FALSE(notes.join(' ').contains(QStringLiteral("compare the other plans")))
        << notes.join('|').toStdString();
}

TEST_F(PlansLeftOutTest, APlanThatCannotBeBuiltInTheFirstYearIsLeftOutToo)
{
    scenario.cluster.nodes = 128;
    for (PlanSpec& plan : scenario.plans)
        if (plan.fabric() == Fabric::InfiniBand)
            plan.design.extraEndpoints = 10'000'000; // refused at its field
    data = ComparisonComputer::compute(scenario, catalog);
    ASSERT_TRUE(data.tco);
    EXPECT_EQ(data.tco->plans.size(), 1u);
    EXPECT_FALSE(summaryOf(Fabric::InfiniBand).problemField().isEmpty());
    EXPECT_TRUE(ResultWords::notes(data).join(' ').contains(
        QStringLiteral("“InfiniBand NDR” cannot be built")));
}

TEST_F(PlansLeftOutTest, EveryPageSaysWhichPlanIsLeftOutAndTheSummaryDoesNotRefuseTheSize)
{
    // Only the summary said so: the cost table, the bill of materials and the charts showed
    // RoCE alone without a word (found by a stranger).
    ResultsView view;
    view.setData(data);
    const QLabel* said = nullptr;
    for (const QLabel* label : view.findChildren<QLabel*>())
        if (label->text() == QStringLiteral("Left out: “InfiniBand NDR” (see the summary)"))
            said = label;
    ASSERT_NE(said, nullptr);
    EXPECT_TRUE(said->isVisibleTo(&view));
    EXPECT_EQ(said->accessibleName(), said->text());
    EXPECT_TRUE(said->toolTip().contains(QStringLiteral("from year 2")));
    // Above the tabs, so on every page.
    EXPECT_FALSE(view.tabs()->isAncestorOf(said));
    // The summary does not call a size it prices "accepted: 1 to ..." for the plan left out.
    EXPECT_FALSE(view.summaryHtml().contains(QStringLiteral("accepted")))
        << view.summaryHtml().toStdString();

    // Refused in the first year: the limit is said once, in the note, not as "accepted: 1 to".
    scenario.cluster.nodes = 10000;
    view.setData(ComparisonComputer::compute(scenario, catalog));
    EXPECT_TRUE(view.summaryHtml().contains(QStringLiteral("cannot hold the cluster from year 1")));
    EXPECT_FALSE(view.summaryHtml().contains(QStringLiteral("accepted")))
        << view.summaryHtml().toStdString();

    // With every plan priced, nothing is said.
    scenario.cluster.nodes = 128;
    view.setData(ComparisonComputer::compute(scenario, catalog));
    EXPECT_FALSE(said->isVisibleTo(&view));
}

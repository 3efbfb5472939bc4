// SPDX-License-Identifier: GPL-3.0-or-later
// The window's charts are built by the report's ChartDataBuilder: the same document gives the
// same series, names, colours and break-even markers in the GUI and in the PDF.
#include "UiTestSupport.h"
#include "charts/ChartDataBuilder.h"
#include "charts/ChartFactory.h"
#include "charts/ChartPalette.h"
#include "core/model/Examples.h"
#include "core/model/PlanColours.h"
#include "core/tco/TcoEngine.h"
#include "presentation/CostCategoryText.h"
#include "presentation/EngineErrorText.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/RiskPresenter.h"
#include "ui/results/RiskRunner.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

std::shared_ptr<const Catalog> bundled()
{
    return std::make_shared<const Catalog>(CatalogCache::get());
}

/// The llm-training example with a second RoCE plan after the first.
Scenario threePlans()
{
    Scenario scenario = Examples::load("llm-training");
    PlanSpec second = scenario.plans.at(1);
    second.id = "roce-b";
    second.name = "RoCE, second vendor";
    scenario.plans.push_back(second);
    return scenario;
}

void expectSamePlan(const ChartPlan& gui, const ChartPlan& report)
{
    EXPECT_EQ(gui.name, report.name);
    EXPECT_EQ(gui.fabric, report.fabric);
    EXPECT_EQ(gui.index, report.index);
}

TEST(ChartDataPathTest, CostChartsAreTheReportsSeriesNamesAndValues)
{
    test::ensureApplication();
    const Scenario scenario = threePlans();
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco && data.cumulative && data.categories);
    const TcoResult report = TcoEngine(CatalogCache::get()).evaluate(scenario);
    const CumulativeTcoData cumulative = ChartDataBuilder::cumulativeTco(report);
    ASSERT_EQ(data.cumulative->plans.size(), cumulative.plans.size());
    EXPECT_EQ(data.cumulative->years, cumulative.years);
    for (std::size_t p = 0; p < cumulative.plans.size(); ++p) {
        expectSamePlan(data.cumulative->plans[p].plan, cumulative.plans[p].plan);
        EXPECT_EQ(data.cumulative->plans[p].cumulative, cumulative.plans[p].cumulative);
    }
    const CategoryCostData categories = ChartDataBuilder::costByCategory(report);
    EXPECT_EQ(data.categories->categories, categories.categories);
    EXPECT_EQ(data.categories->categories,
              std::vector<CostCategory>(allCostCategories().begin(), allCostCategories().end()));
    EXPECT_EQ(data.categories->values, categories.values);
    // The summary and the BOM columns use the same identities as the charts.
    for (std::size_t p = 0; p < data.plans.size(); ++p)
        expectSamePlan(data.plans[p].plan, categories.plans[p]);
}

TEST(ChartDataPathTest, ASecondRocePlanHasTheSameColourEverywhereAndTheFirstStaysBlue)
{
    test::ensureApplication();
    const Scenario scenario = threePlans();
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_EQ(data.plans.size(), 3u);
    const std::vector<ChartPlan> fromScenario = ChartDataBuilder::plans(scenario);
    const std::vector<ChartPlan> fromResult = ChartDataBuilder::plans(*data.tco);
    for (std::size_t p = 0; p < 3; ++p) {
        expectSamePlan(fromScenario[p], fromResult[p]);
        expectSamePlan(data.plans[p].plan, fromResult[p]);
    }
    // The first plan of each fabric has its fabric's first colour; the second RoCE plan differs.
    EXPECT_EQ(data.plans[1].plan.index, 0);
    EXPECT_EQ(data.plans[2].plan.index, 1);
    const QColor first = ChartPalette::planColor(Fabric::RoCE, data.plans[1].plan.index);
    const QColor second = ChartPalette::planColor(Fabric::RoCE, data.plans[2].plan.index);
    EXPECT_EQ(first, ChartPalette::planColor(Fabric::RoCE, 0));
    EXPECT_NE(first, second);
}

TEST(ChartDataPathTest, APlanKeepsItsColourWhenAnotherIsInsertedBeforeIt)
{
    test::ensureApplication();
    Scenario scenario = threePlans();
    PlanColours::assign(scenario);
    const std::vector<ChartPlan> before = ChartDataBuilder::plans(scenario);
    // A new RoCE plan inserted first takes the free slot; the others keep theirs.
    PlanSpec inserted = scenario.plans[1];
    inserted.id = "roce-new";
    inserted.colourSlot = PlanColours::freeSlot(scenario, Fabric::RoCE);
    scenario.plans.insert(scenario.plans.begin(), inserted);
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    const std::vector<ChartPlan> after = ChartDataBuilder::plans(*data.tco);
    for (std::size_t p = 0; p < before.size(); ++p)
        EXPECT_EQ(after[p + 1].index, before[p].index) << p;
    EXPECT_EQ(after[0].index, 2);
    // Removing the first RoCE plan does not recolour the second either.
    scenario.plans.erase(scenario.plans.begin() + 2);
    EXPECT_EQ(ChartDataBuilder::plans(scenario).back().index, before[2].index);
}

TEST(ChartDataPathTest, RiskChartsAndBreakEvensAreTheReports)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    RiskRunner::Options options;
    options.trials = 300;
    const RiskOutcome outcome =
        RiskRunner::run(scenario, bundled(), data.tco, options, std::stop_token(), [](int) {});
    ASSERT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
    RiskPresenter::apply(data, outcome);
    ASSERT_TRUE(data.gap && data.perGpuMonth && data.costRisk && data.tornado);

    const GapSweepData gap = ChartDataBuilder::gapSweep(outcome.sweep, *data.tco);
    expectSamePlan(data.gap->reference, gap.reference);
    ASSERT_EQ(data.gap->plans.size(), gap.plans.size());
    for (std::size_t p = 0; p < gap.plans.size(); ++p) {
        expectSamePlan(data.gap->plans[p].plan, gap.plans[p].plan);
        EXPECT_EQ(data.gap->plans[p].nodes, gap.plans[p].nodes);
        EXPECT_EQ(data.gap->plans[p].expected, gap.plans[p].expected);
        EXPECT_EQ(data.gap->plans[p].p5, gap.plans[p].p5);
        EXPECT_EQ(data.gap->plans[p].p95, gap.plans[p].p95);
    }
    ASSERT_EQ(data.gap->breakEvens.size(), gap.breakEvens.size());
    for (std::size_t b = 0; b < gap.breakEvens.size(); ++b)
        EXPECT_EQ(data.gap->breakEvens[b].nodes, gap.breakEvens[b].nodes);
    const CostPerGpuMonthData perGpuMonth =
        ChartDataBuilder::costPerGpuMonth(outcome.sweep, *data.tco);
    ASSERT_EQ(data.perGpuMonth->plans.size(), perGpuMonth.plans.size());
    for (std::size_t p = 0; p < perGpuMonth.plans.size(); ++p)
        EXPECT_EQ(data.perGpuMonth->plans[p].expected, perGpuMonth.plans[p].expected);
    const CostRiskData costRisk = ChartDataBuilder::costRisk(outcome.sweep, *data.tco);
    ASSERT_EQ(data.costRisk->plans.size(), costRisk.plans.size());
    for (std::size_t p = 0; p < costRisk.plans.size(); ++p)
        EXPECT_EQ(data.costRisk->plans[p].points.size(), costRisk.plans[p].points.size());
    const TornadoData tornado = ChartDataBuilder::tornado(*outcome.sensitivity, *data.tco);
    EXPECT_EQ(ChartFactory::tornadoQuantity(*data.tornado), ChartFactory::tornadoQuantity(tornado));
    ASSERT_EQ(data.tornado->bars.size(), tornado.bars.size());
    for (std::size_t b = 0; b < tornado.bars.size(); ++b) {
        EXPECT_EQ(data.tornado->bars[b].key, tornado.bars[b].key);
        EXPECT_EQ(ChartFactory::tornadoLabel(data.tornado->bars[b]),
                  ChartFactory::tornadoLabel(tornado.bars[b]));
        EXPECT_EQ(data.tornado->bars[b].atLow, tornado.bars[b].atLow);
        EXPECT_EQ(data.tornado->bars[b].atHigh, tornado.bars[b].atHigh);
    }
    // P95 in the summary is the statistic rounded as the report rounds it.
    ASSERT_TRUE(data.plans[0].p95);
    EXPECT_EQ(*data.plans[0].p95,
              ChartDataBuilder::statistic(outcome.monteCarlo.plans.at(0).p95, *data.tco));
}

TEST(ChartDataPathTest, WithoutCostsThereAreNoRiskChartsButAnExplanation)
{
    test::ensureApplication();
    Scenario scenario = Examples::load("llm-training");
    ComparisonData data = ComparisonComputer::compute(
        scenario, bundled(), std::make_exception_ptr(CatalogError("catalog.json", "", "broken")));
    EXPECT_FALSE(data.tco);
    EXPECT_FALSE(data.cumulative);
    ASSERT_FALSE(ResultWords::notes(data).isEmpty());
    EXPECT_TRUE(ResultWords::notes(data).front().contains(QStringLiteral("broken")));
    RiskOutcome outcome;
    outcome.sweep.points.resize(1);
    RiskPresenter::apply(data, outcome);
    EXPECT_FALSE(data.gap);
    EXPECT_FALSE(data.perGpuMonth);
    EXPECT_FALSE(data.tornado);
}

} // namespace

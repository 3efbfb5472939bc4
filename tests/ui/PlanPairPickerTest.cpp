// SPDX-License-Identifier: GPL-3.0-or-later
// The sensitivity tab's "Difference: [plan] minus [plan]" picker: it starts on the recommended
// plan and the runner-up, any other pair redraws the tornado exactly (its baseline is the cost
// table's difference of that pair), the two sides are never the same plan, and the choice
// survives a recalculation while both plans exist.
#include "ui/results/PlanPairPicker.h"

#include "UiTestSupport.h"
#include "charts/ChartFactory.h"
#include "core/model/Examples.h"
#include "presentation/EngineErrorText.h"
#include "tests/support/PresetScenario.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskPresenter.h"
#include "ui/results/RiskRunner.h"

#include <QComboBox>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// llm-training with a second RoCE plan named with markup (document text stays plain).
Scenario threePlans()
{
    Scenario scenario = Examples::load("llm-training");
    PlanSpec second = scenario.plans.at(1);
    second.id = "roce-b";
    second.name = "<b>RoCE B</b>";
    // A quote of its own, so that the two RoCE plans differ somewhere.
    second.overrides["price.switch"] = ParameterValue{Decimal(21000), Currency::usd()};
    scenario.plans.push_back(second);
    return scenario;
}

ComparisonData analysed(const Scenario& scenario)
{
    const auto catalog = std::make_shared<const Catalog>(CatalogCache::get());
    ComparisonData data = ComparisonComputer::compute(scenario, catalog);
    RiskRunner::Options options;
    options.trials = 300;
    const RiskOutcome outcome =
        RiskRunner::run(scenario, catalog, data.tco, options, std::stop_token(), [](int) {});
    EXPECT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
    RiskPresenter::apply(data, outcome);
    return data;
}

void pick(QComboBox* box, const QString& id)
{
    const int index = box->findData(id);
    ASSERT_GE(index, 0) << id.toStdString();
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

Money tableDifference(const ComparisonData& data, const std::string& first,
                      const std::string& second)
{
    return data.tco->plan(first)->npv - data.tco->plan(second)->npv;
}

} // namespace

TEST(PlanPairPickerTest, StartsOnTheRunnerUpMinusTheRecommendedPlan)
{
    test::ensureApplication();
    const Scenario scenario = threePlans();
    const ComparisonData data = analysed(scenario);
    ResultsView view;
    view.setData(data);
    PlanPairPicker* picker = view.pairPicker();
    ASSERT_TRUE(picker->isEnabled());
    // The sign of the summary's saving and of every gap (issue 39).
    EXPECT_EQ(picker->secondPlanId(), data.recommendedPlanId);
    EXPECT_FALSE(view.data().tornado && view.data().tornado->base.isNegative());
    EXPECT_EQ(picker->firstBox()->count(), 3);
    // The names as written, not rendered markup.
    EXPECT_GE(picker->secondBox()->findText(QStringLiteral("<b>RoCE B</b>")), 0);
    ASSERT_TRUE(view.data().tornado);
    EXPECT_EQ(view.data().tornado->base,
              tableDifference(data, picker->firstPlanId(), picker->secondPlanId()));
}

TEST(PlanPairPickerTest, AnotherPairRedrawsTheTornadoExactly)
{
    test::ensureApplication();
    const Scenario scenario = threePlans();
    const ComparisonData data = analysed(scenario);
    ResultsView view;
    view.setData(data);
    PlanPairPicker* picker = view.pairPicker();
    QSignalSpy changed(picker, &PlanPairPicker::pairChanged);
    pick(picker->firstBox(), QStringLiteral("roce"));
    pick(picker->secondBox(), QStringLiteral("roce-b"));
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(view.data().tornadoFirstPlanId, "roce");
    EXPECT_EQ(view.data().tornadoSecondPlanId, "roce-b");
    ASSERT_TRUE(view.data().tornado);
    EXPECT_EQ(view.data().tornado->base, tableDifference(data, "roce", "roce-b"));
    EXPECT_EQ(view.data().tornado->second.name, QStringLiteral("<b>RoCE B</b>"));
    EXPECT_TRUE(ChartFactory::tornadoQuantity(*view.data().tornado)
                    .contains(QStringLiteral("<b>RoCE B</b>")));

    // A recalculation (an edit elsewhere) keeps the user's pair.
    view.setData(analysed(scenario));
    EXPECT_EQ(picker->firstPlanId(), "roce");
    EXPECT_EQ(picker->secondPlanId(), "roce-b");
    EXPECT_EQ(view.data().tornado->base, tableDifference(data, "roce", "roce-b"));

    // Once a picked plan is gone, back to the runner-up minus the recommended plan.
    Scenario fewer = scenario;
    fewer.plans.pop_back();
    const ComparisonData two = analysed(fewer);
    view.setData(two);
    EXPECT_EQ(picker->secondPlanId(), two.recommendedPlanId);
    EXPECT_NE(picker->firstPlanId(), "roce-b");
}

TEST(PlanPairPickerTest, APairThatNeverDiffersSaysSoInsteadOfAChart)
{
    test::ensureApplication();
    const Scenario scenario = test::withInfiniBandCopy();
    ResultsView view;
    view.setData(analysed(scenario));
    pick(view.pairPicker()->firstBox(), QStringLiteral("ib"));
    pick(view.pairPicker()->secondBox(), QStringLiteral("ib-copy"));
    EXPECT_FALSE(view.data().tornado.has_value());
    EXPECT_EQ(view.data().tornadoSecondPlanId, "ib-copy");
    EXPECT_EQ(ResultPages::tornadoMessage(view.data()),
              ResultsView::tr("No uncertain input changes the difference between these two "
                              "plans: they cost the same in every trial."));
}

TEST(PlanPairPickerTest, BothSidesAreNeverTheSamePlan)
{
    test::ensureApplication();
    PlanPairPicker picker;
    picker.setPlans({{"ib", QStringLiteral("IB")}, {"roce", QStringLiteral("RoCE")}}, "ib", "roce");
    QSignalSpy changed(&picker, &PlanPairPicker::pairChanged);
    pick(picker.secondBox(), QStringLiteral("ib"));
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(picker.secondPlanId(), "ib");
    EXPECT_EQ(picker.firstPlanId(), "roce");
    EXPECT_NE(picker.firstPlanId(), picker.secondPlanId());
}

TEST(PlanPairPickerTest, IsDisabledBeforeTheRiskRunAndWithOnePlan)
{
    test::ensureApplication();
    const Scenario scenario = threePlans();
    const auto catalog = std::make_shared<const Catalog>(CatalogCache::get());
    ResultsView view;
    view.setData(ComparisonComputer::compute(scenario, catalog)); // no risk run yet
    EXPECT_FALSE(view.pairPicker()->isEnabled());
    PlanPairPicker alone;
    alone.setPlans({{"ib", QStringLiteral("IB")}}, "ib", "");
    EXPECT_FALSE(alone.isEnabled());
}

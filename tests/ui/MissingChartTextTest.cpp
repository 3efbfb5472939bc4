// SPDX-License-Identifier: GPL-3.0-or-later
// A chart page with nothing to draw says why: the costs could not be computed (and the reason),
// the risk run failed (and the reason), or it has not run yet.
#include "UiTestSupport.h"
#include "charts/ChartFactory.h"
#include "core/model/Examples.h"
#include "ui/charts/ChartView.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskPresenter.h"

#include <QChart>
#include <QLabel>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

std::shared_ptr<const Catalog> bundled()
{
    return std::make_shared<const Catalog>(CatalogCache::get());
}

/// The page's text as one line (a long reason is shown on several).
QString shownOn(const ResultsView& view, ResultPages::Page page)
{
    return ChartFactory::plainTitle(*view.chartView(page)->chart()).simplified();
}

} // namespace

TEST(MissingChartTextTest, BeforeTheRiskRunTheRiskPagesAskForIt)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    ResultsView view;
    view.setData(ComparisonComputer::compute(scenario, bundled()));
    for (const auto page : {ResultPages::Gap, ResultPages::PerGpuMonth, ResultPages::Risk})
        EXPECT_TRUE(shownOn(view, page).contains(QStringLiteral("Run the risk analysis")))
            << shownOn(view, page).toStdString();
}

TEST(MissingChartTextTest, APlanThatCannotBeBuiltIsNamedWithItsReason)
{
    test::ensureApplication();
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.nodes = 20000; // grows past what either plan's switches can connect
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_FALSE(data.tco);
    ASSERT_FALSE(ResultWords::notes(data).isEmpty());
    ResultsView view;
    view.setData(data);
    for (const auto page : {ResultPages::Cumulative, ResultPages::Gap, ResultPages::Risk}) {
        const QString shown = shownOn(view, page);
        EXPECT_FALSE(shown.contains(QStringLiteral("Run the risk analysis")))
            << shown.toStdString();
        // The reason in full, on as many lines as it needs.
        EXPECT_EQ(shown, ResultWords::notes(data).join(' ').simplified()) << shown.toStdString();
    }
    // Each plan's own reason, not the first plan's alone (found by a stranger).
    for (const PlanSpec& plan : scenario.plans)
        EXPECT_TRUE(shownOn(view, ResultPages::Cumulative)
                        .contains(QString::fromStdString(plan.name) +
                                  QStringLiteral(" cannot hold the cluster")))
            << plan.name << ": " << shownOn(view, ResultPages::Cumulative).toStdString();
    // The empty cost table says it too, not "select a row" (found by a stranger).
    QStringList labels;
    for (const QLabel* label : view.findChildren<QLabel*>())
        labels << label->text();
    EXPECT_TRUE(labels.contains(ResultWords::notes(data).join(QStringLiteral("\n\n"))))
        << labels.join('|').toStdString();
    EXPECT_FALSE(labels.join('|').contains(QStringLiteral("Select a row")));
}

TEST(MissingChartTextTest, AFailedRiskRunSaysWhyOnTheRiskPages)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    RiskOutcome failed;
    failed.error = std::make_exception_ptr(
        CatalogError("catalog.json", "", "the catalog has no switch price"));
    RiskPresenter::apply(data, failed);
    ResultsView view;
    view.setData(data);
    EXPECT_TRUE(shownOn(view, ResultPages::Gap).contains(QStringLiteral("no switch price")))
        << shownOn(view, ResultPages::Gap).toStdString();
    EXPECT_TRUE(shownOn(view, ResultPages::Tornado).contains(QStringLiteral("no switch price")));
    // The cost charts are there: they do not need the risk run.
    EXPECT_FALSE(shownOn(view, ResultPages::Cumulative).contains(QStringLiteral("risk")));
}

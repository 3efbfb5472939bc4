// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/RiskRunner.h"

#include "UiTestSupport.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "presentation/EngineErrorText.h"
#include "report/ReportRiskBuilder.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/RiskPresenter.h"

#include <QSignalSpy>
#include <QThreadPool>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

std::shared_ptr<const Catalog> bundled()
{
    return std::make_shared<const Catalog>(CatalogCache::get());
}

RiskRunner::Options smallRun()
{
    RiskRunner::Options options;
    options.trials = 300;
    return options;
}

TEST(RiskRunnerTest, ARunFillsP95BandsTornadoAndTheRecommendation)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    std::vector<int> seen;
    const RiskOutcome outcome =
        RiskRunner::run(scenario, bundled(), data.tco, smallRun(), std::stop_token(),
                        [&](int percent) { seen.push_back(percent); });
    ASSERT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
    ASSERT_FALSE(outcome.cancelled);
    EXPECT_FALSE(seen.empty());
    EXPECT_EQ(seen.back(), 100);

    RiskPresenter::apply(data, outcome);
    ASSERT_TRUE(data.plans[0].p95.has_value());
    // The 95th percentile of the cost is not below its deterministic NPV's neighbourhood floor.
    EXPECT_GT(data.plans[0].p95->amount(), Decimal(0));
    ASSERT_TRUE(data.perGpuMonth.has_value());
    EXPECT_EQ(data.perGpuMonth->plans.size(), 2u);
    ASSERT_TRUE(data.gap.has_value());
    EXPECT_EQ(data.gap->plans.size(), 1u); // the runner-up against the recommended plan
    ASSERT_TRUE(data.tornado.has_value());
    EXPECT_FALSE(data.tornado->bars.empty());
    EXPECT_FALSE(ResultWords::recommendation(data).isEmpty());
}

TEST(RiskRunnerTest, AStopRequestedBeforehandCancelsWithoutFigures)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    std::stop_source stop;
    stop.request_stop();
    const RiskOutcome outcome =
        RiskRunner::run(scenario, bundled(), nullptr, smallRun(), stop.get_token(), [](int) {});
    EXPECT_TRUE(outcome.cancelled);
    ComparisonData data;
    RiskPresenter::apply(data, outcome);
    EXPECT_FALSE(data.gap.has_value());
    EXPECT_FALSE(data.perGpuMonth.has_value());
    EXPECT_TRUE(ResultWords::recommendation(data).isEmpty());
}

TEST(RiskRunnerTest, WithoutACatalogTheRunFailsWithAMessage)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    const RiskOutcome outcome =
        RiskRunner::run(scenario, nullptr, nullptr, smallRun(), std::stop_token(), [](int) {});
    EXPECT_FALSE(outcome.cancelled);
    ASSERT_TRUE(outcome.error);
    ComparisonData data;
    RiskPresenter::apply(data, outcome);
    ASSERT_EQ(ResultWords::notes(data).size(), 1);
    EXPECT_TRUE(ResultWords::notes(data).front().contains(EngineErrorText::describe(outcome.error)))
        << ResultWords::notes(data).front().toStdString();
}

TEST(RiskRunnerTest, CancelReportsCancelledAndDropsTheRunningAnswer)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    RiskRunner runner;
    runner.setOptions(smallRun());
    QSignalSpy finished(&runner, &RiskRunner::finished);
    runner.start(scenario, bundled(), nullptr);
    EXPECT_TRUE(runner.isRunning());
    runner.cancel();
    EXPECT_FALSE(runner.isRunning());
    ASSERT_EQ(finished.count(), 1);
    EXPECT_TRUE(finished.first().first().value<RiskOutcome>().cancelled);
    runner.waitForFinished();
    QCoreApplication::processEvents();
    EXPECT_EQ(finished.count(), 1); // the worker's late answer is not delivered
}

// A run cancelled by a newer start() keeps running until its next stop check, reporting
// progress. Destroying the runner does not wait for those runs: they must refer to nothing of it
// (under AddressSanitizer a run calling back into the destroyed runner is a use after free).
TEST(RiskRunnerTest, RunsOutliveTheirRunnerWithoutTouchingIt)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    QThreadPool::globalInstance()->waitForDone();
    {
        RiskRunner runner;
        RiskRunner::Options options;
        options.trials = 200000;
        runner.setOptions(options);
        for (int i = 0; i < 4; ++i)
            runner.start(scenario, bundled(), data.tco);
    }
    // The runs unwind after the runner has gone, reporting progress on their way out.
    EXPECT_TRUE(QThreadPool::globalInstance()->waitForDone(60000));
    QCoreApplication::processEvents();
}

TEST(RiskRunnerTest, StartingAgainDeliversOnlyTheLatestAnswer)
{
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    RiskRunner runner;
    runner.setOptions(smallRun());
    QSignalSpy finished(&runner, &RiskRunner::finished);
    runner.start(scenario, bundled(), nullptr);
    runner.start(scenario, bundled(), nullptr);
    ASSERT_TRUE(finished.wait(60000));
    runner.waitForFinished();
    QCoreApplication::processEvents();
    EXPECT_EQ(finished.count(), 1);
    EXPECT_FALSE(finished.first().first().value<RiskOutcome>().cancelled);
}

} // namespace

TEST(RiskRunnerTest, TheWindowsRiskFiguresAreTheExportedReports)
{
    // Same trials, seed and sweep as the PDF: a procurement officer comparing the window with the
    // report they sent finds the same margin, probability and percentiles, not a close estimate.
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    const RiskOutcome window = RiskRunner::run(scenario, bundled(), data.tco, RiskRunner::Options{},
                                               std::stop_token(), [](int) {});
    ASSERT_FALSE(window.error) << EngineErrorText::describe(window.error).toStdString();
    const ReportRisk report =
        ReportRiskBuilder::build(scenario, *bundled(), *data.tco, ReportOptions{});

    ASSERT_TRUE(window.recommendation.has_value());
    EXPECT_EQ(window.recommendation->planId, report.recommendation->planId);
    EXPECT_EQ(window.recommendation->margin, report.recommendation->margin);
    EXPECT_EQ(window.recommendation->probabilityCheaper, report.recommendation->probabilityCheaper);
    ASSERT_EQ(window.monteCarlo.plans.size(), report.monteCarlo.plans.size());
    for (std::size_t i = 0; i < window.monteCarlo.plans.size(); ++i) {
        EXPECT_EQ(window.monteCarlo.plans[i].p95, report.monteCarlo.plans[i].p95);
        EXPECT_EQ(window.monteCarlo.plans[i].cvar95, report.monteCarlo.plans[i].cvar95);
    }
    EXPECT_EQ(window.sweep.breakEvens.size(), report.sweep.breakEvens.size());
    EXPECT_EQ(window.sweep.referenceBreakEvens.size(), report.sweep.referenceBreakEvens.size());
}

TEST(RiskRunnerTest, TheWindowsHeadlineMarginIsItsTablesDifference)
{
    // Issue 13: one figure. The recommendation's margin is the difference of the NPVs the
    // window's table shows, to the cent, not the trials' mean.
    test::ensureApplication();
    const Scenario scenario = Examples::load("llm-training");
    const ComparisonData data = ComparisonComputer::compute(scenario, bundled());
    ASSERT_TRUE(data.tco);
    const RiskOutcome window =
        RiskRunner::run(scenario, bundled(), data.tco, smallRun(), std::stop_token(), [](int) {});
    ASSERT_TRUE(window.recommendation.has_value())
        << EngineErrorText::describe(window.error).toStdString();
    const Recommendation& r = *window.recommendation;
    EXPECT_EQ(r.margin, data.tco->plan(r.otherPlanId)->npv - data.tco->plan(r.planId)->npv);
    ASSERT_TRUE(window.sensitivity.has_value());
    EXPECT_EQ(window.sensitivity->exactBase,
              data.tco->plan(window.sensitivity->firstPlanId)->npv -
                  data.tco->plan(window.sensitivity->secondPlanId)->npv);
}

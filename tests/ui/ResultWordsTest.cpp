// SPDX-License-Identifier: GPL-3.0-or-later
// The results' words are made when drawn, from data: a language switch shows at once, and a
// plan that cannot be built is explained in the window's language beside the field at fault.
#include "ui/results/ResultWords.h"

#include "ExampleWindowTest.h"
#include "core/analysis/RiskPipeline.h"
#include "core/tco/CostModelBuilder.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultsView.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ResultWordsTest : public test::ExampleWindowTest
{
protected:
    /// The InfiniBand plan with more extra endpoints than any three-tier fabric of its switches
    /// holds.
    void breakTheInfiniBandPlan()
    {
        Scenario scenario = window->document()->scenario();
        for (PlanSpec& plan : scenario.plans)
            if (plan.id == "ib")
                plan.design.extraEndpoints = 100000;
        window->document()->replaceScenario([] { return QStringLiteral("break"); }, scenario);
        window->recomputeNow();
    }
    /// The cluster's node count, as the window's node field sets it: every plan's too.
    void setNodes(int nodes)
    {
        Scenario scenario = window->document()->scenario();
        scenario.cluster.nodes = nodes;
        for (PlanSpec& plan : scenario.plans)
            plan.design.nodes = nodes;
        window->document()->replaceScenario([] { return QStringLiteral("nodes"); }, scenario);
        window->recomputeNow();
    }
    const PlanSummary& ib() const
    {
        for (const PlanSummary& plan : window->resultsView()->data().plans)
            if (plan.planId == "ib")
                return plan;
        throw std::logic_error("no ib plan");
    }
};

TEST_F(ResultWordsTest, APlanThatCannotBeBuiltIsExplainedBesideTheFieldInTheWindowsLanguage)
{
    breakTheInfiniBandPlan();
    ASSERT_TRUE(ib().bomError.has_value());
    EXPECT_EQ(ib().problemField(), QStringLiteral("extraEndpoints"));
    ValueEditor* extra = window->plansView()->planEditor("ib", QStringLiteral("extraEndpoints"));
    ASSERT_NE(extra, nullptr);
    const QString english = ResultWords::planProblem(ib(), window->resultsView()->data());
    EXPECT_TRUE(english.contains(QStringLiteral("100,000 extra endpoints need")))
        << english.toStdString();
    EXPECT_EQ(extra->errorText(), english);

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = ResultWords::planProblem(ib(), window->resultsView()->data());
    EXPECT_NE(chinese, english);
    EXPECT_FALSE(chinese.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
        << chinese.toStdString();
    EXPECT_EQ(extra->errorText(), chinese) << "the editor still shows the old language";
    // Away from the field (the summary), the field is named.
    EXPECT_TRUE(window->resultsView()->summaryHtml().contains(
        ResultWords::planProblem(ib(), window->resultsView()->data(), true).toHtmlEscaped()));
}

TEST_F(ResultWordsTest, APlanThatCannotBeBuiltIsNotExplainedAgainInTheEnginesEnglish)
{
    breakTheInfiniBandPlan();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QStringList notes = ResultWords::notes(window->resultsView()->data());
    ASSERT_EQ(notes.size(), 1) << notes.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(notes.front().contains(QStringLiteral("extraEndpoints")))
        << notes.front().toStdString();
    EXPECT_FALSE(window->resultsView()->summaryHtml().contains(QStringLiteral("plans[0]")));
}

TEST_F(ResultWordsTest, EveryPlanThatCannotBeBuiltIsNamedWhereTheCostsAreMissing)
{
    // 100,000 nodes x 8 rails: more endpoints than a three-tier fabric of either plan's
    // switches (64 and 128 ports) holds.
    // Each plan in a sentence of its own, with what would make it fit.
    setNodes(100000);
    const QStringList notes = ResultWords::notes(window->resultsView()->data());
    const auto& plans = window->document()->scenario().plans;
    ASSERT_EQ(notes.size(), qsizetype(plans.size())) << notes.join(QLatin1Char('|')).toStdString();
    for (std::size_t p = 0; p < plans.size(); ++p) {
        EXPECT_TRUE(notes[qsizetype(p)].startsWith(QString::fromStdString(plans[p].name) +
                                                   QStringLiteral(" cannot hold the cluster")))
            << plans[p].name << " is not named: " << notes[qsizetype(p)].toStdString();
        EXPECT_TRUE(notes[qsizetype(p)].contains(QStringLiteral("To fix it")));
        // Said on the chart pages too, where nothing is "above".
        EXPECT_FALSE(notes[qsizetype(p)].contains(QStringLiteral("above")));
    }
}

TEST_F(ResultWordsTest, TooManyNodesForAGrowingClusterSaysHowManyStillFitInTheLastYear)
{
    // The first year's limit alone (what the BOM knows) is not the answer when the cluster
    // grows: a stranger typed it and was told the cluster outgrows the fabric in year 2.
    setNodes(100000);
    const QString problem = ResultWords::planProblem(ib(), window->resultsView()->data());
    const QRegularExpressionMatch said =
        QRegularExpression(
            QStringLiteral("accepted with the growth planned: 1 to ([0-9,]+) nodes in year 1 "
                           "\\(they grow to at most [0-9,]+ by year 5\\)"))
            .match(problem);
    ASSERT_TRUE(said.hasMatch()) << problem.toStdString();
    // One accepted range (issue 38: "accepted: 1 to 8,192" stood beside "at most 2,132 nodes").
    EXPECT_EQ(problem.count(QStringLiteral("accepted")), 1) << problem.toStdString();
    const int fits = said.captured(1).remove(QLatin1Char(',')).toInt();
    ASSERT_GT(fits, 1);
    setNodes(fits);
    EXPECT_TRUE(window->resultsView()->data().tco) << fits << " nodes should fit every year";
    setNodes(fits + 1);
    const ComparisonData& data = window->resultsView()->data();
    EXPECT_TRUE(!data.tco || !data.tco->plan(ib().planId)) << fits + 1 << " nodes should not";
}

TEST_F(ResultWordsTest, AnInvalidDocumentIsExplainedInTheWindowsLanguage)
{
    // SHARP on a RoCE plan: a document edited with the CLI can hold it, the window cannot make it.
    Scenario scenario = window->document()->scenario();
    for (PlanSpec& plan : scenario.plans)
        if (plan.fabric() == Fabric::RoCE)
            plan.overrides["sharp"] = ParameterValue{Decimal(1), std::nullopt};
    window->document()->replaceScenario([] { return QStringLiteral("sharp"); }, scenario);
    window->recomputeNow();
    const ComparisonData& data = window->resultsView()->data();
    ASSERT_EQ(data.notes.size(), 1u);
    // The note keeps the engine's error as thrown: its codes, not its English.
    try {
        std::rethrow_exception(data.notes.front().error);
    } catch (const TcoError& error) {
        ASSERT_EQ(error.problems().size(), 1u);
        EXPECT_EQ(error.problems().front().code, ValidationCode::SharpOnRoce);
    } catch (...) {
        FAIL() << "not the cost engine's error";
    }

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QStringList notes = ResultWords::notes(window->resultsView()->data());
    ASSERT_EQ(notes.size(), 1);
    EXPECT_FALSE(notes.front().contains(QStringLiteral("plans["))) << notes.front().toStdString();
    EXPECT_FALSE(notes.front().contains(QStringLiteral("feature"))) << notes.front().toStdString();
    EXPECT_TRUE(notes.front().contains(QStringLiteral("SHARP"))) << notes.front().toStdString();
}

TEST_F(ResultWordsTest, TooManyNodesIsSaidBesideTheClustersNodeCount)
{
    setNodes(30000);
    ValueEditor* nodes = window->plansView()->clusterEditor(QStringLiteral("cluster.nodes"));
    ASSERT_NE(nodes, nullptr);
    EXPECT_TRUE(nodes->errorText().contains(QStringLiteral("30,000 nodes")))
        << nodes->errorText().toStdString();
    setNodes(128);
    EXPECT_TRUE(nodes->errorText().isEmpty()) << nodes->errorText().toStdString();
}

TEST_F(ResultWordsTest, NotesAreFactsWordedInTheCurrentLanguage)
{
    ComparisonData data = window->resultsView()->data();
    // What the risk run throws when the growth path passes the model's limit in year 4.
    std::exception_ptr error;
    try {
        try {
            throw TcoError(TcoProblem::TooManyNodes, "nodes: growth takes the cluster past", {}, 4);
        } catch (const TcoError& cause) {
            std::throw_with_nested(
                RiskPipelineError(RiskPipelineError::Problem::Engine, cause.what()));
        }
    } catch (...) {
        error = std::current_exception();
    }
    data.notes.push_back({ResultNote::Kind::RiskFailed, {}, 0, error});
    EXPECT_EQ(ResultWords::notes(data).value(0),
              QStringLiteral("The risk analysis failed: Growth takes the cluster past 10,000,000 "
                             "nodes in year 4: lower the growth or shorten the horizon."));
    EXPECT_EQ(ResultWords::riskProblem(data), ResultWords::notes(data).value(0));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = ResultWords::notes(data).value(0);
    EXPECT_TRUE(chinese.contains(QStringLiteral("4"))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
        << chinese.toStdString();
}

} // namespace

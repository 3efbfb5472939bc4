// SPDX-License-Identifier: GPL-3.0-or-later
// One answer (issue 13): for the same document, trials and seed, the window (RiskRunner and what
// RiskPresenter shows), the PDF/XLSX report (ReportRiskBuilder) and `fabrictco-cli recommend
// --json` run the one pipeline in core/analysis and give the same figures to the cent: the
// recommended plan, the runner-up, the margin, every plan's chance of being the cheapest, the
// attribution, the P95s, the break-even counts and the words.
#include "UiTestSupport.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Examples.h"
#include "core/money/Decimal.h"
#include "presentation/EngineErrorText.h"
#include "report/ReportRiskBuilder.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"
#include "tests/support/PresetScenario.h"
#include "translations/I18n.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/RiskPresenter.h"
#include "ui/results/RiskRunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

constexpr std::uint64_t kTrials = 2000;
constexpr std::uint64_t kSeed = 4242;

struct Document
{
    const char* name;
    std::vector<QString> commands; ///< CLI commands after `new`; %1 is the file
    const char* example;
};

void PrintTo(const Document& document, std::ostream* out)
{
    *out << document.name;
}

class OneRiskPipelineTest : public ::testing::TestWithParam<Document>
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("plan.fabrictco"));
        const Document& document = GetParam();
        ASSERT_EQ(test::runCli({QStringLiteral("new"), QStringLiteral("--example"),
                                QLatin1String(document.example), QStringLiteral("-o"), path})
                      .code,
                  0);
        for (const QString& command : document.commands) {
            const test::CliRun run =
                test::runCli(command.arg(path).split(QLatin1Char(' '), Qt::SkipEmptyParts));
            ASSERT_EQ(run.code, 0) << command.toStdString() << ": " << run.err.toStdString();
        }
    }

    QTemporaryDir dir;
    QString path;
};

Decimal decimal(const QJsonValue& value)
{
    return Decimal::parse(value.toString().toStdString());
}

TEST_P(OneRiskPipelineTest, WindowReportAndCliGiveTheSameAnswerToTheCent)
{
    const DocumentContent content = PlanDocument::open(path);
    const Scenario& scenario = content.scenario;
    const auto catalog = std::make_shared<const Catalog>(cli::ScenarioSource::catalogFor(content));
    ComparisonData window = ComparisonComputer::compute(scenario, catalog);
    ASSERT_TRUE(window.tco);

    RiskRunner::Options options;
    options.trials = kTrials;
    options.seed = kSeed;
    const RiskOutcome outcome =
        RiskRunner::run(scenario, catalog, window.tco, options, std::stop_token(), [](int) {});
    ASSERT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
    ASSERT_TRUE(outcome.recommendation);
    RiskPresenter::apply(window, outcome);

    ReportOptions reportOptions;
    reportOptions.trials = kTrials;
    reportOptions.seed = kSeed;
    const ReportRisk report =
        ReportRiskBuilder::build(scenario, *catalog, *window.tco, reportOptions);

    const test::CliRun run = test::runCli(
        {QStringLiteral("recommend"), path, QStringLiteral("--trials"), QString::number(kTrials),
         QStringLiteral("--seed"), QString::number(kSeed), QStringLiteral("--json")});
    ASSERT_EQ(run.code, 0) << run.err.toStdString();
    const QJsonObject cli = QJsonDocument::fromJson(run.out.toUtf8()).object();

    const Recommendation& w = *outcome.recommendation;
    ASSERT_TRUE(report.recommendation);
    const Recommendation& r = *report.recommendation;
    // The recommended plan, the runner-up and the margin: the table's difference, everywhere.
    EXPECT_EQ(w.planId, r.planId);
    EXPECT_EQ(QString::fromStdString(w.planId), cli.value(QStringLiteral("plan")).toString());
    EXPECT_EQ(QString::fromStdString(w.otherPlanId),
              cli.value(QStringLiteral("runner_up")).toString());
    EXPECT_EQ(w.margin, r.margin);
    EXPECT_EQ(w.margin.amount(), decimal(cli.value(QStringLiteral("margin"))));
    EXPECT_EQ(w.margin, window.tco->plan(w.otherPlanId)->npv - window.tco->plan(w.planId)->npv);

    // Every plan's standing, and what the window's summary shows of it.
    const QJsonArray cliPlans = cli.value(QStringLiteral("plans")).toArray();
    ASSERT_EQ(cliPlans.size(), qsizetype(w.standings.size()));
    ASSERT_EQ(r.standings.size(), w.standings.size());
    for (std::size_t i = 0; i < w.standings.size(); ++i) {
        const PlanStanding& standing = w.standings[i];
        const QJsonObject c = cliPlans[qsizetype(i)].toObject();
        EXPECT_EQ(QString::fromStdString(standing.planId),
                  c.value(QStringLiteral("id")).toString());
        EXPECT_EQ(standing.pCheapest, c.value(QStringLiteral("p_cheapest")).toDouble());
        EXPECT_EQ(standing.pCheapest, r.standings[i].pCheapest);
        EXPECT_EQ(standing.marginToBest.amount(),
                  decimal(c.value(QStringLiteral("margin_to_best"))));
        for (const PlanSummary& summary : window.plans)
            if (summary.planId == standing.planId) {
                ASSERT_TRUE(summary.pCheapest && summary.marginToBest);
                EXPECT_EQ(*summary.pCheapest, standing.pCheapest);
                EXPECT_EQ(*summary.marginToBest, standing.marginToBest);
            }
    }

    // The reasons add up to the margin, in every front end.
    const QJsonArray attribution = cli.value(QStringLiteral("attribution")).toArray();
    Decimal sum;
    for (const QJsonValue& entry : attribution)
        sum = sum + decimal(entry.toObject().value(QStringLiteral("amount")));
    EXPECT_EQ(sum, w.margin.amount());
    ASSERT_EQ(w.questions.size(), r.questions.size());
    for (std::size_t q = 0; q < w.questions.size(); ++q)
        EXPECT_EQ(w.questions[q].advantage, r.questions[q].advantage);

    // The spread and the sweep: the same trials give the same statistics, bit for bit.
    ASSERT_EQ(outcome.monteCarlo.plans.size(), report.monteCarlo.plans.size());
    for (std::size_t i = 0; i < outcome.monteCarlo.plans.size(); ++i) {
        EXPECT_EQ(outcome.monteCarlo.plans[i].p95, report.monteCarlo.plans[i].p95);
        EXPECT_EQ(outcome.monteCarlo.plans[i].mean, report.monteCarlo.plans[i].mean);
    }
    std::vector<int> cliBreakEvens;
    for (const QJsonValue& nodes : cli.value(QStringLiteral("break_even_nodes")).toArray())
        cliBreakEvens.push_back(nodes.toInt());
    EXPECT_EQ(w.breakEvenNodes, r.breakEvenNodes);
    EXPECT_EQ(w.breakEvenNodes, cliBreakEvens);
    ASSERT_TRUE(outcome.sensitivity && report.sensitivity);
    EXPECT_EQ(outcome.sensitivity->exactBase, report.sensitivity->exactBase);

    // The words: the window's recommendation is the CLI's text, line for line.
    QStringList cliText;
    for (const QJsonValue& line : cli.value(QStringLiteral("text")).toArray())
        cliText << line.toString();
    EXPECT_EQ(ResultWords::recommendation(window, QLocale(QLocale::English, QLocale::UnitedStates)),
              cliText.join(QLatin1Char('\n')));
}

const Document kDocuments[] = {
    {"llm_training", {}, "llm-training"},
    {"ceph_storage", {}, "ceph-storage"},
    {"hft", {}, "hft"},
    // IB, Spectrum-X-priced RoCE and a cheaper white-box RoCE plan.
    {"three_plans",
     {QStringLiteral("plan duplicate %1 roce whitebox --name White-box"),
      QStringLiteral("set %1 whitebox.price.switch=20000")},
     "llm-training"},
    // A plan and its exact copy must tie in every statistic.
    {"duplicated_plan", {QStringLiteral("plan duplicate %1 ib ib-copy")}, "llm-training"},
};

INSTANTIATE_TEST_SUITE_P(Documents, OneRiskPipelineTest, ::testing::ValuesIn(kDocuments),
                         [](const auto& param) { return std::string(param.param.name); });

TEST(OneRiskPipelineCopyTest, APlanAndItsCopyTieInEveryStatistic)
{
    test::ensureApplication();
    const Scenario scenario = test::withInfiniBandCopy();
    const auto catalog = std::make_shared<const Catalog>(CatalogCache::get());
    const ComparisonData data = ComparisonComputer::compute(scenario, catalog);
    ASSERT_TRUE(data.tco);
    RiskRunner::Options options;
    options.trials = kTrials;
    const RiskOutcome outcome =
        RiskRunner::run(scenario, catalog, data.tco, options, std::stop_token(), [](int) {});
    ASSERT_FALSE(outcome.error) << EngineErrorText::describe(outcome.error).toStdString();
    const PlanStatistics* ib = outcome.monteCarlo.plan("ib");
    const PlanStatistics* twin = outcome.monteCarlo.plan("ib-copy");
    ASSERT_TRUE(ib && twin);
    EXPECT_EQ(ib->mean, twin->mean);
    EXPECT_EQ(ib->p5, twin->p5);
    EXPECT_EQ(ib->p50, twin->p50);
    EXPECT_EQ(ib->p95, twin->p95);
    EXPECT_EQ(ib->cvar95, twin->cvar95);
    EXPECT_EQ(ib->pCheapest, twin->pCheapest);
    ASSERT_TRUE(outcome.recommendation);
    // The copy is not the runner-up: the answer compares the recommended design with the plan
    // that costs something else (issue 38), and the copies' chances are the design's.
    const Recommendation& r = *outcome.recommendation;
    EXPECT_NE(r.otherPlanId, r.planId == "ib" ? "ib-copy" : "ib");
    EXPECT_FALSE(r.margin.isZero());
    if (r.planId == "ib") {
        EXPECT_DOUBLE_EQ(r.probabilityCheaper, ib->pCheapest + twin->pCheapest);
    }
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// A plan that cannot be built for the cluster is left out of the report, the spreadsheet and
// the slides' figures, and the summary says which and why before any figure, in the report's
// language; the other plans' figures are those they have alone.
#include "charts/ChartDataBuilder.h"
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportGenerator.h"
#include "report/ReportRiskSections.h"
#include "report/ReportText.h"
#include "report/SpreadsheetTables.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportPlansLeftOutTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        scenario = Examples::load("llm-training", test::dataDir());
        scenario.cluster.nodes = 8192; // 12,288 in year 2: more than 64-port switches connect
    }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    ReportData build(const QString& language) const
    {
        EXPECT_TRUE(i18n::installLanguage(language));
        ReportOptions options;
        options.trials = 200;
        options.language = language;
        return ReportDataBuilder::build(scenario, catalog, options);
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario;
};

} // namespace

TEST_F(ReportPlansLeftOutTest, TheOtherPlanIsReportedAsIfItStoodAlone)
{
    const ReportData data = build(QStringLiteral("en"));
    ASSERT_EQ(data.plans.size(), 1u);
    EXPECT_EQ(data.plans.front().spec.fabric(), Fabric::RoCE);
    ASSERT_EQ(data.plansLeftOut.size(), 1u);
    EXPECT_EQ(scenario.plan(data.plansLeftOut.front())->fabric(), Fabric::InfiniBand);
    Scenario alone = scenario;
    std::erase_if(alone.plans, [](const PlanSpec& plan) { return plan.fabric() != Fabric::RoCE; });
    EXPECT_EQ(data.tco.plans.front().npv, TcoEngine(catalog).evaluate(alone).plans.front().npv);
    EXPECT_FALSE(data.risk.recommendation.has_value()) << "one plan: nothing to recommend";
}

TEST_F(ReportPlansLeftOutTest, TheSummarySaysWhyFirstInTheReportsLanguage)
{
    const ReportData english = build(QStringLiteral("en"));
    const QString summary =
        ReportRiskSections(english, ReportText(QStringLiteral("en"))).recommendation();
    const qsizetype why = summary.indexOf(QStringLiteral("cannot hold the cluster from year 2"));
    ASSERT_GE(why, 0) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("12,288 nodes"))) << "the report's own figures";
    EXPECT_LT(why, summary.indexOf(QStringLiteral("nothing to compare and no recommendation")));
    EXPECT_TRUE(summary.contains(QStringLiteral("“InfiniBand NDR” cannot be built")));
    EXPECT_FALSE(summary.contains(QStringLiteral("The document has one plan")))
        << "it has two; one cannot be built";

    const ReportData chinese = build(QStringLiteral("zh_CN"));
    const QString zh =
        ReportRiskSections(chinese, ReportText(QStringLiteral("zh_CN"))).recommendation();
    EXPECT_TRUE(zh.contains(QStringLiteral("从第 2 年起容纳不下集群"))) << zh.toStdString();
    EXPECT_FALSE(zh.contains(QStringLiteral("cannot"))) << zh.toStdString();
}

TEST_F(ReportPlansLeftOutTest, TheSpreadsheetOpensWithThePlansLeftOut)
{
    const std::vector<SpreadsheetSheet> sheets = SpreadsheetTables::build(build("en"));
    ASSERT_FALSE(sheets.empty());
    EXPECT_EQ(sheets.front().name, QStringLiteral("Plans left out"));
    ASSERT_EQ(sheets.front().rows.size(), 2u);
    EXPECT_TRUE(sheets.front().rows.front().front().text.contains(QStringLiteral("year 2")));

    // With every plan buildable, no such sheet.
    scenario.cluster.nodes = 128;
    EXPECT_NE(SpreadsheetTables::build(build("en")).front().name, QStringLiteral("Plans left out"));
}

TEST_F(ReportPlansLeftOutTest, TheCoverAndTheSweepNameThePlanLeftOut)
{
    // One plan alone on the cover read as the plan chosen; the sweep's sizes where InfiniBand
    // cannot be built show RoCE alone, which is said, not left to be guessed.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    ReportOptions options;
    options.trials = 200;
    const QByteArray pdf = ReportGenerator::pdf(scenario, catalog, options);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("left-out.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(pdf);
    file.close();
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral(
        "RoCE, one switch vendor (without InfiniBand NDR, which cannot be built for this "
        "cluster)")))
        << text.left(400).toStdString();
    // The sweep of this cluster (2,048 first-year nodes and up) has no size InfiniBand holds.
    EXPECT_TRUE(text.contains(QStringLiteral(
        "“InfiniBand NDR” cannot be built at any of the sizes swept: the figures are of the "
        "other plans alone.")))
        << text.toStdString();
}

TEST_F(ReportPlansLeftOutTest, OnePlanPricedHasNoChanceOfBeingCheapestNorGapsNorBreakEven)
{
    // With one plan priced there is nothing to be cheaper than: the report said "100.0 %", the
    // sweep sheet had three columns of zeros for the plan minus itself, and "the same plan is
    // cheaper at every size" compared it with nothing.
    const ReportData data = build(QStringLiteral("en"));
    ASSERT_EQ(data.risk.monteCarlo.plans.size(), 1u);
    EXPECT_FALSE(data.risk.monteCarlo.chanceOfBeingCheapest(data.risk.monteCarlo.plans.front()));
    const QString risk = ReportRiskSections(data, ReportText(QStringLiteral("en"))).riskTables();
    EXPECT_FALSE(risk.contains(QStringLiteral("100.0"))) << risk.toStdString();
    EXPECT_TRUE(risk.contains(
        QStringLiteral("Only “RoCE, one switch vendor” is priced, so there is no break-even")))
        << risk.toStdString();

    const std::vector<SpreadsheetSheet> sheets = SpreadsheetTables::build(data);
    const auto sheet = [&](const QString& name) {
        const auto found = std::find_if(sheets.begin(), sheets.end(),
                                        [&](const SpreadsheetSheet& s) { return s.name == name; });
        EXPECT_NE(found, sheets.end()) << name.toStdString();
        return found == sheets.end() ? SpreadsheetSheet{} : *found;
    };
    const SpreadsheetSheet sweep = sheet(QStringLiteral("Node-count sweep"));
    EXPECT_FALSE(sweep.columns.join('|').contains(QStringLiteral("Minus")))
        << sweep.columns.join('|').toStdString();
    for (const auto& row : sweep.rows)
        EXPECT_EQ(row.size(), std::size_t(sweep.columns.size()));
    const SpreadsheetSheet summary = sheet(QStringLiteral("Risk summary"));
    const qsizetype chance = summary.columns.indexOf(QStringLiteral("Probability cheapest"));
    ASSERT_GE(chance, 0);
    ASSERT_EQ(summary.rows.size(), 1u);
    EXPECT_TRUE(summary.rows.front().at(std::size_t(chance)).text.isEmpty());
}

TEST_F(ReportPlansLeftOutTest, APlanLeftOutIsSweptAndDrawnWhereItCanBeBuilt)
{
    // At 1,700 nodes InfiniBand outgrows its fabric in year 5 (8,606 nodes), so the cost table
    // leaves it out; the sweep, from 425 nodes, has sizes it holds (up to 1,618), and there it
    // is priced and drawn against RoCE, with its gap, as it would be in a smaller cluster.
    scenario.cluster.nodes = 1700;
    const ReportData data = build(QStringLiteral("en"));
    ASSERT_EQ(data.plansLeftOut.size(), 1u);
    const std::string ib = data.plansLeftOut.front();
    int largestWithIb = 0;
    for (const SweepPoint& point : data.risk.sweep.points)
        if (point.plan(ib))
            largestWithIb = std::max(largestWithIb, point.nodes);
    EXPECT_GT(largestWithIb, 1000);
    EXPECT_LE(largestWithIb, 1618);
    const GapSweepData gap =
        ChartDataBuilder::gapSweep(data.risk.sweep, data.tco, data.sweptScenario());
    ASSERT_EQ(gap.plans.size(), 1u);
    EXPECT_EQ(gap.plans.front().planId, ib);
    EXPECT_EQ(gap.plans.front().nodes.back(), largestWithIb);
    // The spreadsheet's rows for it, and the gap columns they need.
    const std::vector<SpreadsheetSheet> sheets = SpreadsheetTables::build(data);
    const auto sweep = std::find_if(sheets.begin(), sheets.end(), [](const auto& sheet) {
        return sheet.name == QStringLiteral("Node-count sweep");
    });
    ASSERT_NE(sweep, sheets.end());
    EXPECT_TRUE(sweep->columns.join('|').contains(QStringLiteral("Minus ")));
    const qsizetype planColumn = sweep->columns.indexOf(QStringLiteral("Plan"));
    int ibRows = 0;
    for (const auto& row : sweep->rows)
        ibRows += row.at(std::size_t(planColumn)).text == QStringLiteral("InfiniBand NDR");
    EXPECT_EQ(ibRows, int(gap.plans.front().nodes.size()));
    // The report says where it stops.
    ReportOptions options;
    options.trials = 200;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("swept.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(ReportGenerator::pdf(scenario, catalog, options));
    file.close();
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}).simplified();
    // ... to the node (the sweep pins it between its sizes), and the gap near this cluster's
    // size, where InfiniBand cannot be built, is not drawn from the smaller sizes alone.
    EXPECT_TRUE(text.contains(QStringLiteral("“InfiniBand NDR” can be built up to 1,618 "
                                             "first-year nodes")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("No gap to draw at this cluster's size (1,700 "
                                             "nodes)")));
    EXPECT_TRUE(text.contains(QStringLiteral("where the plans can be built side by side the "
                                             "same one is cheaper")));
    EXPECT_FALSE(text.contains(QStringLiteral("the same plan is cheaper at every size")));
    // RoCE alone at this cluster's size trades nothing against anything.
    EXPECT_FALSE(text.contains(QStringLiteral("no plan is both the cheapest")));
}

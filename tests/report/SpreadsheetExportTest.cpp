// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetExport.h"

#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/SpreadsheetTables.h"
#include "tests/report/ReportTesting.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class SpreadsheetExportTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        m_catalog = Catalog::loadDirectory(test::dataDir());
        m_scenario = Examples::load("llm-training", test::dataDir());
        m_options.trials = 1000;
    }
    Catalog m_catalog;
    Scenario m_scenario;
    ReportOptions m_options;
    QTemporaryDir m_dir;
};

} // namespace

TEST_F(SpreadsheetExportTest, CsvHoldsEveryYearAndTotalAsTheExactDecimal)
{
    const QString path = m_dir.filePath(QStringLiteral("out.csv"));
    SpreadsheetExport::write(path, m_scenario, m_catalog, m_options);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString csv = QString::fromUtf8(file.readAll());
    const TcoResult tco = TcoEngine(m_catalog).evaluate(m_scenario);
    for (const PlanResult& plan : tco.plans) {
        EXPECT_TRUE(csv.contains(QLatin1Char(',') + QString::fromStdString(plan.npv.toString())));
        for (const YearResult& year : plan.years)
            EXPECT_TRUE(csv.contains(QLatin1Char(',') +
                                     QString::fromStdString(year.nominal.total.toString()) +
                                     QLatin1Char(',')))
                << plan.planId << " year " << year.year;
    }
    EXPECT_TRUE(csv.contains(QStringLiteral("Bill of materials\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("Yearly costs\r\n")));
}

TEST_F(SpreadsheetExportTest, ChineseSheetAndColumnNames)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    m_options.language = QStringLiteral("zh_CN");
    const QString path = m_dir.filePath(QStringLiteral("out.xlsx"));
    SpreadsheetExport::write(path, m_scenario, m_catalog, m_options);
    const QString workbook = QString::fromUtf8(test::runToolBytes(
        QStringLiteral("unzip"), {QStringLiteral("-p"), path, QStringLiteral("xl/workbook.xml")}));
    EXPECT_TRUE(workbook.contains(QStringLiteral("物料清单"))) << workbook.toStdString();
    const QString strings = QString::fromUtf8(
        test::runToolBytes(QStringLiteral("unzip"),
                           {QStringLiteral("-p"), path, QStringLiteral("xl/sharedStrings.xml")}));
    EXPECT_TRUE(strings.contains(QStringLiteral("方案")));
}

TEST_F(SpreadsheetExportTest, NeutralisesAFormulaInAPlanName)
{
    m_scenario.plans.front().name = "=HYPERLINK(\"http://evil\")";
    const QString path = m_dir.filePath(QStringLiteral("out.csv"));
    SpreadsheetExport::write(path, m_scenario, m_catalog, m_options);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString csv = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://evil\"\")\"")));
    EXPECT_FALSE(csv.contains(QStringLiteral("\n=HYPERLINK")));
}

TEST_F(SpreadsheetExportTest, RejectsOtherExtensionsAndLanguages)
{
    EXPECT_THROW(SpreadsheetExport::formatForPath(QStringLiteral("out.ods")), ReportError);
    EXPECT_EQ(SpreadsheetExport::formatForPath(QStringLiteral("OUT.XLSX")),
              SpreadsheetExport::Format::Xlsx);
    m_options.language = QStringLiteral("de");
    EXPECT_THROW(SpreadsheetExport::write(m_dir.filePath(QStringLiteral("x.csv")), m_scenario,
                                          m_catalog, m_options),
                 ReportError);
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("x.csv"))));
}

TEST_F(SpreadsheetExportTest, RiskSummaryShowsTheCostTablesExpectedNpvAndMargin)
{
    // Issue 13: the XLSX's risk sheet showed the trials' mean next to a cost sheet at the most
    // likely values. Its NPV column is now the cost table's (expected) NPV, so the difference of
    // the two rows is the recommendation's margin to the cent.
    m_options.trials = 500;
    const ReportData data = ReportDataBuilder::build(m_scenario, m_catalog, m_options);
    const SpreadsheetSheet sheet = SpreadsheetTables::riskSummary(data);
    ASSERT_EQ(sheet.rows.size(), data.tco.plans.size());
    std::map<std::string, Decimal> npv;
    for (std::size_t i = 0; i < sheet.rows.size(); ++i) {
        const PlanResult& plan = data.tco.plans[i];
        EXPECT_EQ(sheet.rows[i].at(1).text, QString::fromStdString(plan.npv.toString()));
        npv[plan.planId] = Decimal::parse(sheet.rows[i].at(1).text.toStdString());
    }
    ASSERT_TRUE(data.risk.recommendation);
    const Recommendation& r = *data.risk.recommendation;
    EXPECT_EQ(r.margin.amount(), npv.at(r.otherPlanId) - npv.at(r.planId));
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The year-by-year cost tables keep every row label whole and every figure on the page, however
// large the amounts: a 1,600-node cluster priced in yuan (billions) split "Hardwa / re" across
// lines, and switch prices of 100 million pushed the total column off the page (found by a
// stranger). Read back from the PDF in both languages and papers.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "presentation/CostCategoryText.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportGenerator.h"
#include "report/ReportText.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportYearlyCostsTest
    : public test::PdfReadBackTest<::testing::TestWithParam<test::LanguageAndPaper>>
{
protected:
    /// The PDF's text, laid out as on the page.
    QString reportText(const Scenario& scenario)
    {
        ReportOptions options;
        options.trials = 200;
        options.language = QString::fromLatin1(GetParam().language);
        options.paper = GetParam().paper;
        const QByteArray pdf =
            ReportGenerator::pdf(scenario, Catalog::loadDirectory(test::dataDir()), options);
        const QString path = m_dir.filePath(QStringLiteral("yearly.pdf"));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(pdf);
        file.close();
        return test::runTool(QStringLiteral("pdftotext"),
                             {QStringLiteral("-layout"), path, QStringLiteral("-")});
    }

    /// Every cost category's name is whole on a line, once per year table of each plan, and
    /// each plan's ten-figure total is whole.
    void expectWholeTables(const Scenario& scenario)
    {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(GetParam().language)));
        const QString text = reportText(scenario);
        ASSERT_FALSE(text.isEmpty());
        for (CostCategory category : allCostCategories()) {
            const QString name = CostCategoryText::name(category);
            // A name that wraps at its spaces still starts a line whole ("Re-architecture").
            const QString firstWord = name.section(QLatin1Char(' '), 0, 0);
            EXPECT_GE(text.count(QRegularExpression(QStringLiteral("(^|\\n)\\s*") +
                                                    QRegularExpression::escape(firstWord) +
                                                    QStringLiteral("(\\s|$)"))),
                      2 * int(scenario.plans.size()))
                << firstWord.toStdString() << " is split or missing";
        }
    }
};

TEST_P(ReportYearlyCostsTest, BillionsInYuanKeepEveryLabelWhole)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    scenario.cluster.nodes = 1600;
    scenario.cluster.currency = Currency::cny();
    expectWholeTables(scenario);
}

TEST_P(ReportYearlyCostsTest, HundredMillionSwitchesKeepTheTotalOnThePage)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    for (PlanSpec& plan : scenario.plans)
        plan.overrides["price.switch"] = ParameterValue{Decimal(100000000), Currency::usd()};
    expectWholeTables(scenario);
    // Each plan's horizon total, the table's last figure, is on the page whole.
    ReportOptions options;
    options.trials = 200;
    options.language = QString::fromLatin1(GetParam().language);
    const ReportData data =
        ReportDataBuilder::build(scenario, Catalog::loadDirectory(test::dataDir()), options);
    const ReportText words(options.language);
    const QString text = reportText(scenario);
    for (const ReportPlan& plan : data.plans)
        EXPECT_TRUE(text.contains(words.amount(plan.tco.total.total)))
            << words.amount(plan.tco.total.total).toStdString();
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndPapers, ReportYearlyCostsTest, test::languagesAndPapers(),
                         test::languageAndPaperName);

} // namespace

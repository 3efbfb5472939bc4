// SPDX-License-Identifier: GPL-3.0-or-later
// Charts readable as figures (issue 15, item 5): no label of any chart is cut short in the PDF,
// at A4 and Letter, in both languages, even for a plan with a long name. Qt Charts marks a cut
// label with "...", which the PDF's text then holds.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

using Case = test::LanguageAndPaper;

class ReportChartLabelsTest : public test::PdfReadBackTest<::testing::TestWithParam<Case>>
{
};

TEST_P(ReportChartLabelsTest, NoChartLabelIsCutShort)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    ASSERT_GE(scenario.plans.size(), 2u);
    // The sensitivity chart names inputs with their plan: "Engineers per 100 nodes (...)".
    const std::string longName = "RoCE with two switch vendors and tuned DCQCN";
    scenario.plans[1].name = longName;
    ReportOptions options;
    options.language = QString::fromLatin1(GetParam().language);
    options.paper = GetParam().paper;
    options.trials = 200;
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    ReportGenerator::writePdf(path, scenario, Catalog::loadDirectory(test::dataDir()), options);

    bool ok = false;
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok);
    ASSERT_TRUE(ok);
    EXPECT_FALSE(text.contains(QStringLiteral("...")));
    EXPECT_FALSE(text.contains(QChar(0x2026))); // …
    // The long name is read in full in a chart label, not only in the tables.
    EXPECT_TRUE(text.contains(QStringLiteral("(") + QString::fromStdString(longName) +
                              QStringLiteral(")")) ||
                text.contains(QStringLiteral("（") + QString::fromStdString(longName)))
        << "an input named with its plan";
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndPapers, ReportChartLabelsTest, test::languagesAndPapers(),
                         test::languageAndPaperName);

} // namespace

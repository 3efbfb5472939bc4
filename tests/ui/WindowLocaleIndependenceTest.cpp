// SPDX-License-Identifier: GPL-3.0-or-later
// The window's figures do not depend on the process locale: with the C library locale set to
// de_DE, fr_FR or zh_CN (LC_ALL, or LC_NUMERIC alone), the risk analysis runs and every figure
// the window shows (summary, tables, chart texts, recommendation) is the one shown under "C".
// Numbers are shown in the app language's format, which the process locale does not change.
#include "UiTestSupport.h"
#include "tests/support/ProcessLocale.h"
#include "tests/support/TestNames.h"
#include "translations/I18n.h"
#include "ui/charts/ChartView.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"
#include "ui/results/RiskRunner.h"

#include <QSignalSpy>
#include <QTableView>

#include <clocale>
#include <gtest/gtest.h>
#include <memory>
#include <string>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

QString money(const std::optional<Money>& value)
{
    return value ? QString::fromStdString(value->toString()) : QStringLiteral("-");
}

QString tableText(const QTableView* table)
{
    QString text;
    const QAbstractItemModel* model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column)
            text += model->index(row, column).data().toString() + QLatin1Char('\t');
        text += QLatin1Char('\n');
    }
    return text;
}

struct Figures
{
    QString text;
    bool recommended = false; ///< the risk analysis ran to a recommendation
};

/// Everything the window shows for `example` once its risk analysis has finished.
Figures windowFigures(const char* example)
{
    MainWindow window;
    if (!window.openExample(QString::fromLatin1(example)))
        return {QStringLiteral("the example did not open")};
    RiskRunner::Options small;
    small.trials = 400;
    window.riskRunner()->setOptions(small);
    QSignalSpy finished(window.riskRunner(), &RiskRunner::finished);
    window.startRiskAnalysis();
    if (!finished.wait(180000))
        return {QStringLiteral("the risk analysis did not finish")};
    QCoreApplication::processEvents();

    const ResultsView* results = window.resultsView();
    const ComparisonData& data = results->data();
    QString text = QStringLiteral("summary:\n") + results->summaryHtml();
    text += QStringLiteral("\nrecommendation:\n") + ResultWords::recommendation(data);
    text += QStringLiteral("\nnotes:\n") + ResultWords::notes(data).join(QLatin1Char('\n'));
    for (const PlanSummary& plan : data.plans) {
        text += QStringLiteral("\nplan %1: total %2, NPV %3, per GPU-month %4, P95 %5")
                    .arg(QString::fromStdString(plan.planId), money(plan.horizonTco),
                         money(plan.npv), money(plan.costPerGpuMonth), money(plan.p95));
    }
    text += QStringLiteral("\nBOM:\n") + tableText(results->bomTable());
    text += QStringLiteral("\ncosts:\n") + tableText(results->costTable());
    text += QStringLiteral("\ncatalog:\n") + tableText(results->catalogTable());
    text += QStringLiteral("\nbreakdown:\n") + tableText(results->breakdownTable());
    for (const auto page : {ResultPages::Cumulative, ResultPages::Categories, ResultPages::Gap,
                            ResultPages::PerGpuMonth, ResultPages::Risk, ResultPages::Tornado}) {
        text += QStringLiteral("\nchart %1:\n").arg(int(page));
        if (const ChartView* chart = results->chartView(page))
            text += chart->pointTexts().join(QLatin1Char('\n'));
    }
    return {text, !ResultWords::recommendation(data).isEmpty()};
}

class WindowLocaleIndependenceTest : public ::testing::TestWithParam<const char*>
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        const std::string missing = test::missingTestLocales();
        // Fail, never skip: setlocale() would stay in "C" and the test would compare C with C.
        ASSERT_TRUE(missing.empty()) << missing;
        i18n::installLanguage(QStringLiteral("en"));
    }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

TEST_P(WindowLocaleIndependenceTest, FiguresAreTheSameAsUnderC)
{
    Figures expected;
    {
        const test::ProcessLocaleScope c(LC_ALL, "C");
        ASSERT_TRUE(c.ok());
        expected = windowFigures(GetParam());
    }
    ASSERT_TRUE(expected.recommended) << "no recommendation under C:\n"
                                      << expected.text.toStdString();
    struct Variant
    {
        int category;
        const char* name;
    };
    for (const Variant variant :
         {Variant{LC_ALL, "de_DE.UTF-8"}, Variant{LC_ALL, "fr_FR.UTF-8"},
          Variant{LC_ALL, "zh_CN.UTF-8"}, Variant{LC_NUMERIC, "de_DE.UTF-8"}}) {
        const test::ProcessLocaleScope locale(variant.category, variant.name);
        ASSERT_TRUE(locale.ok()) << variant.name;
        EXPECT_EQ(windowFigures(GetParam()).text.toStdString(), expected.text.toStdString())
            << (variant.category == LC_ALL ? "LC_ALL=" : "LC_NUMERIC=") << variant.name;
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, WindowLocaleIndependenceTest,
                         ::testing::Values("llm-training", "hft", "ceph-storage"),
                         test::exampleTestName);

} // namespace

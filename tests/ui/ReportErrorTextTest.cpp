// SPDX-License-Identifier: GPL-3.0-or-later
// Why a report could not be made, as the window says it: in its language, with the system's
// own words under "Show Details...".
#include "ui/export/ReportErrorText.h"

#include "UiTestSupport.h"
#include "core/analysis/RiskPipeline.h"
#include "core/model/Examples.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/SpreadsheetExport.h"
#include "report/XlsxWriter.h"
#include "translations/I18n.h"
#include "ui/document/CatalogCache.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ReportErrorTextTest : public ::testing::Test
{
protected:
    void SetUp() override { test::ensureApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    template <class Throw> static std::exception_ptr thrown(Throw&& action)
    {
        try {
            action();
        } catch (...) {
            return std::current_exception();
        }
        ADD_FAILURE() << "nothing was thrown";
        return nullptr;
    }

    static bool hasEnglishWords(QString text)
    {
        text.remove(QRegularExpression(
            QStringLiteral("\\b(FabricTCO|WenQuanYi|Micro|Hei|Debian|fonts-wqy-microhei|Excel|"
                           "CSV|xlsx|csv|InfiniBand|RoCE|NDR)\\b")));
        return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}")));
    }
};

TEST_F(ReportErrorTextTest, AFileThatCannotBeWrittenNamesItAndKeepsTheSystemsReason)
{
    const QString path = QStringLiteral("/nonexistent-folder/out.xlsx");
    const std::exception_ptr error = thrown([&] {
        XlsxWriter::write(path, {SpreadsheetSheet{QStringLiteral("s"), {}, {}}});
    });
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const ReportErrorWords words = ReportErrorText::describe(error, nullptr);
    EXPECT_TRUE(words.text.contains(path)) << words.text.toStdString();
    EXPECT_FALSE(hasEnglishWords(QString(words.text).remove(path))) << words.text.toStdString();
    EXPECT_FALSE(words.details.isEmpty()) << "the system's reason";
}

TEST_F(ReportErrorTextTest, AnUnknownSpreadsheetFormatSaysWhichOnesThereAre)
{
    const std::exception_ptr error =
        thrown([] { SpreadsheetExport::formatForPath(QStringLiteral("out.ods")); });
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const ReportErrorWords words = ReportErrorText::describe(error, nullptr);
    EXPECT_TRUE(words.text.contains(QStringLiteral(".xlsx"))) << words.text.toStdString();
    EXPECT_FALSE(hasEnglishWords(words.text)) << words.text.toStdString();
}

TEST_F(ReportErrorTextTest, AScenarioWithoutCostsIsExplainedAsTheWindowExplainsIt)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.overrides["growth.annual"] = ParameterValue{Decimal(5), std::nullopt};
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const std::exception_ptr error = thrown([&] {
        (void)ReportDataBuilder::build(scenario, CatalogCache::get(), ReportOptions{}, {});
    });
    const ReportErrorWords words = ReportErrorText::describe(error, &scenario);
    EXPECT_FALSE(words.text.isEmpty());
    QString text = words.text;
    for (const PlanSpec& plan : scenario.plans)
        text.remove(QString::fromStdString(plan.name));
    EXPECT_FALSE(hasEnglishWords(text)) << words.text.toStdString();
}

TEST_F(ReportErrorTextTest, AFailedRiskRunSaysWhatStoppedIt)
{
    const Scenario scenario = Examples::load("llm-training");
    const std::exception_ptr error = thrown([] {
        try {
            throw RiskPipelineError(RiskPipelineError::Problem::NoPlans, "no plan");
        } catch (const RiskPipelineError& cause) {
            std::throw_with_nested(ReportError(std::string("risk analysis: ") + cause.what(),
                                               ReportProblem::RiskFailed));
        }
    });
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const ReportErrorWords words = ReportErrorText::describe(error, &scenario);
    EXPECT_FALSE(hasEnglishWords(words.text)) << words.text.toStdString();
    i18n::installLanguage(QStringLiteral("en"));
    EXPECT_TRUE(ReportErrorText::describe(error, &scenario)
                    .text.contains(QStringLiteral("no plan to analyse")));
}

TEST_F(ReportErrorTextTest, AnErrorNobodyExpectedSaysSoAndKeepsTheDetail)
{
    const std::exception_ptr error =
        thrown([] { throw ReportError("XLSX: cannot add the sheet x"); });
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const ReportErrorWords words = ReportErrorText::describe(error, nullptr);
    EXPECT_FALSE(hasEnglishWords(words.text)) << words.text.toStdString();
    EXPECT_EQ(words.details, QStringLiteral("XLSX: cannot add the sheet x"));
}

TEST_F(ReportErrorTextTest, NoChineseFontAndNoPrinterAreSaidWithWhatToDo)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (ReportProblem problem :
         {ReportProblem::NoChineseFont, ReportProblem::MissingFont, ReportProblem::CannotPrint}) {
        const ReportErrorWords words = ReportErrorText::describe(
            std::make_exception_ptr(ReportError("english", problem)), nullptr);
        EXPECT_FALSE(words.text.isEmpty());
        EXPECT_FALSE(hasEnglishWords(words.text)) << words.text.toStdString();
    }
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// Errors the engines really throw, worded in the reader's language from their codes and
// figures: the English the CLI prints never reaches the Chinese window.
#include "presentation/EngineErrorText.h"

#include "core/analysis/RiskPipeline.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "presentation/ProductErrorText.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class EngineErrorTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    static const Catalog& catalog()
    {
        static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
        return bundled;
    }
    static Scenario example() { return Examples::load("llm-training", test::dataDir()); }

    /// What TcoEngine throws for `scenario`; fails the test if it computes.
    static std::exception_ptr costError(const Scenario& scenario, const Catalog& from = catalog())
    {
        try {
            (void)TcoEngine(from).evaluate(scenario);
        } catch (...) {
            return std::current_exception();
        }
        ADD_FAILURE() << "the scenario was computed";
        return nullptr;
    }

    static TcoProblem problemOf(const std::exception_ptr& error)
    {
        try {
            std::rethrow_exception(error);
        } catch (const TcoError& tco) {
            return tco.problem();
        } catch (...) {
        }
        ADD_FAILURE() << "not a TcoError";
        return TcoProblem::InvalidScenario;
    }

    /// `text` in Chinese: no English word left once the names people gave things are removed.
    static void expectChinese(QString text, const Scenario& scenario)
    {
        for (const PlanSpec& plan : scenario.plans)
            text.remove(QString::fromStdString(plan.name));
        text.remove(QRegularExpression(
            QStringLiteral("\\b(CNY|USD|InfiniBand|RoCE|GPU|FabricTCO|NIC)\\b")));
        EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << text.toStdString();
    }
};

TEST_F(EngineErrorTextTest, NothingToSayWithoutAnError)
{
    EXPECT_TRUE(EngineErrorText::describe(nullptr).isEmpty());
}

TEST_F(EngineErrorTextTest, GrowthPastTheModelsLimitNamesTheYear)
{
    Scenario scenario = example();
    scenario.cluster.horizonYears = 10;
    scenario.overrides["growth.annual"] = ParameterValue{Decimal(10), std::nullopt};
    const std::exception_ptr error = costError(scenario);
    ASSERT_EQ(problemOf(error), TcoProblem::TooManyNodes)
        << EngineErrorText::describe(error, &scenario, &catalog()).toStdString();
    // The example's 128 nodes, eleven times more each year, pass 10,000,000 in year 6.
    const QString english = EngineErrorText::describe(error, &scenario, &catalog());
    EXPECT_TRUE(english.contains(QStringLiteral("10,000,000 nodes in year 6")))
        << english.toStdString();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = EngineErrorText::describe(error, &scenario, &catalog());
    EXPECT_TRUE(chinese.contains(QStringLiteral("第 6 年"))) << chinese.toStdString();
    expectChinese(chinese, scenario);
}

TEST_F(EngineErrorTextTest, AFabricThatStopsFittingNamesThePlanAndTheYear)
{
    Scenario scenario = example();
    scenario.overrides["growth.annual"] = ParameterValue{Decimal(5), std::nullopt};
    const std::exception_ptr error = costError(scenario);
    ASSERT_EQ(problemOf(error), TcoProblem::FabricCannotBeBuilt);
    const QString english = EngineErrorText::describe(error, &scenario, &catalog());
    EXPECT_TRUE(english.contains(QString::fromStdString(scenario.plans.front().name)))
        << english.toStdString();
    EXPECT_TRUE(english.contains(QRegularExpression(QStringLiteral("in year [2-9]"))))
        << english.toStdString();
    EXPECT_FALSE(english.contains(QStringLiteral("plan \""))) << "the engine's English";
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    expectChinese(EngineErrorText::describe(error, &scenario, &catalog()), scenario);
}

TEST_F(EngineErrorTextTest, AProductThatDoesNotExistIsSaidAsThePickerSaysIt)
{
    Scenario scenario = example();
    scenario.plans.front().products.switchId = "no-such-switch";
    const std::exception_ptr error = costError(scenario);
    ASSERT_EQ(problemOf(error), TcoProblem::ProductDoesNotFit);
    ProductFault fault;
    try {
        std::rethrow_exception(error);
    } catch (const TcoError& tco) {
        try {
            std::rethrow_if_nested(tco);
        } catch (const ProductError& product) {
            fault = product.fault();
        }
    }
    EXPECT_EQ(fault.problem, ProductProblem::NotInCatalog);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    EXPECT_EQ(EngineErrorText::describe(error, &scenario, &catalog()),
              ProductErrorText::message(fault, &catalog()));
}

TEST_F(EngineErrorTextTest, AnInvalidScenarioListsItsProblems)
{
    Scenario scenario = example();
    scenario.cluster.gpusPerNode = 65;
    const std::exception_ptr error = costError(scenario);
    ASSERT_EQ(problemOf(error), TcoProblem::InvalidScenario);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = EngineErrorText::describe(error, &scenario, &catalog());
    EXPECT_TRUE(chinese.contains(QStringLiteral("65"))) << chinese.toStdString();
    expectChinese(chinese, scenario);
}

TEST_F(EngineErrorTextTest, AnInputWithoutAValueIsNamed)
{
    // The bundled catalog without its re-architecture downtime (one entry per line).
    QFile file(QDir(test::dataDir()).filePath(QStringLiteral("catalog.json")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray bytes;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (!line.contains("\"rearch.downtime_days\""))
            bytes += line;
    }
    Catalog lacking = Catalog::fromJson(bytes, QStringLiteral("catalog.json"));
    const Scenario scenario = example();
    const std::exception_ptr error = costError(scenario, lacking);
    ASSERT_EQ(problemOf(error), TcoProblem::NoValue);
    const QString english = EngineErrorText::describe(error, &scenario, &lacking);
    EXPECT_TRUE(english.contains(QStringLiteral("has no value"))) << english.toStdString();
    EXPECT_FALSE(english.contains(QStringLiteral("parameter \""))) << "the engine's English";
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    expectChinese(EngineErrorText::describe(error, &scenario, &lacking), scenario);
}

TEST_F(EngineErrorTextTest, TheRiskRunSaysWhatStoppedItNotThatItStopped)
{
    Scenario scenario = example();
    const TcoResult tco = TcoEngine(catalog()).evaluate(scenario);
    RiskPipelineOptions options;
    options.trials = 100;
    // The growth path outgrows the fabric only after the costs were computed: the run's own
    // TcoError is nested in its RiskPipelineError.
    scenario.overrides["growth.annual"] = ParameterValue{Decimal(5), std::nullopt};
    std::exception_ptr error;
    try {
        (void)RiskPipeline::run(scenario, catalog(), tco, options);
    } catch (const RiskPipelineError&) {
        error = std::current_exception();
    }
    ASSERT_TRUE(error);
    const QString english = EngineErrorText::describe(error, &scenario, &catalog());
    EXPECT_TRUE(english.contains(QRegularExpression(QStringLiteral("cannot be built in year"))))
        << english.toStdString();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    expectChinese(EngineErrorText::describe(error, &scenario, &catalog()), scenario);
}

TEST_F(EngineErrorTextTest, AnErrorNobodyExpectedSaysSoWithItsDetail)
{
    const Scenario scenario = example();
    std::exception_ptr error;
    try {
        (void)RiskPipeline::sensitivity(scenario, catalog(), "no-such-plan", "ib");
    } catch (const RiskPipelineError&) {
        error = std::current_exception();
    }
    ASSERT_TRUE(error);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = EngineErrorText::describe(error, &scenario, &catalog());
    // The detail is for a bug report: it stays as the program wrote it.
    EXPECT_TRUE(chinese.contains(QStringLiteral("no-such-plan"))) << chinese.toStdString();
    EXPECT_TRUE(chinese.startsWith(EngineErrorText::tr("FabricTCO met an error it did not "
                                                       "expect. Please report it with this "
                                                       "detail: %1")
                                       .section(QLatin1Char(' '), 0, 0)))
        << chinese.toStdString();
}

TEST_F(EngineErrorTextTest, ARiskRunWithoutPlansIsSaid)
{
    std::exception_ptr error;
    try {
        (void)RiskPipeline::run(example(), catalog(), TcoResult{}, RiskPipelineOptions{});
    } catch (const RiskPipelineError&) {
        error = std::current_exception();
    }
    ASSERT_TRUE(error);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const Scenario scenario = example();
    expectChinese(EngineErrorText::describe(error), scenario);
}

} // namespace

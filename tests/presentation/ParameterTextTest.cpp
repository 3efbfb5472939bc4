// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ParameterText.h"

#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ParameterResolver.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ParameterTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }
};

} // namespace

TEST_F(ParameterTextTest, EveryUnitAndLabelIsChineseInChinese)
{
    // A new parameter's unit ("per fabric-year") showed in English in the zh_CN catalog tab.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    // Symbols a Chinese reader reads as they are: currency codes, W, kWh, GPU, PUE, NIC, IB.
    static const QRegularExpression english(QStringLiteral("[A-Za-z]{2,}"));
    static const QRegularExpression allowed(
        QStringLiteral("\\b(USD|CNY|GPU|GPUs|kWh|PUE|NIC|NOS|UFM|RoCE|InfiniBand|IB|PFC|ECN|IT|"
                       "DCQCN|FTE|Gb|DAC|SHARP|ECMP|OS|AllReduce)\\b"));
    for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
        for (const QString& text :
             {ParameterText::unit(spec, Currency::usd()), ParameterText::label(spec.key)}) {
            QString rest = text;
            rest.remove(allowed);
            EXPECT_FALSE(rest.contains(english)) << spec.key << ": " << text.toStdString();
        }
    }
}

TEST_F(ParameterTextTest, EveryParameterHasItsOwnLabelAndMeaningInBothLanguages)
{
    // The registry holds no words: a key added there without its row here would show as a key.
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
            const QString key = QString::fromStdString(spec.key);
            EXPECT_NE(ParameterText::label(spec), key) << language << " " << spec.key;
            const QString meaning = ParameterText::description(spec);
            EXPECT_NE(meaning, key) << language << " " << spec.key;
            EXPECT_GT(meaning.size(), 4) << language << " " << spec.key;
            EXPECT_NE(meaning, ParameterText::label(spec)) << language << " " << spec.key;
        }
    }
    const ParameterSpec& salary = ParameterRegistry::instance().at("staff.salary");
    EXPECT_NE(ParameterText::description(salary),
              QStringLiteral("Loaded annual cost of one network engineer."));
    EXPECT_TRUE(ParameterText::description(salary).contains(QStringLiteral("工程师")));
}

TEST_F(ParameterTextTest, EveryValueThatIsNotACountHasAUnit)
{
    // "Rebuild cost 1.2" said nothing of what 1.2 is (a multiple of the hardware's price).
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
            if (spec.kind == ParameterKind::Count)
                continue;
            EXPECT_FALSE(ParameterText::unit(spec, Currency::usd()).isEmpty())
                << language << ": " << spec.key;
        }
    }
}

namespace fabrictco {
namespace {

TEST(ParameterTextPricingTest, TheSentenceAndTheFieldShowTheSameMean)
{
    // One answer: "Priced at its expected value, X" says the figure the field and the report's
    // value column show (a 0.07 beside the field's ≈0.0717 was two).
    test::ensureCoreApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    int checked = 0;
    for (const PlanSpec& plan : scenario.plans) {
        const ResolvedParameters values = ParameterResolver::resolve(scenario, plan, catalog);
        for (const auto& [key, parameter] : values.all()) {
            if (parameter.uncertainty.shape == DistributionShape::Fixed)
                continue;
            const QString sentence = ParameterText::pricingText(parameter, QLocale::c());
            const QString field =
                ParameterText::pricedValueText(parameter, Currency::usd(), QLocale::c());
            const QString number = field.section(QLatin1Char(' '), 0, 0);
            EXPECT_TRUE(sentence.contains(QStringLiteral("expected value, ") + number + " ("))
                << key << ": " << sentence.toStdString() << " / " << field.toStdString();
            ++checked;
        }
    }
    EXPECT_GT(checked, 20);
}

} // namespace
} // namespace fabrictco

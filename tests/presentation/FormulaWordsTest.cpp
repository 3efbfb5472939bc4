// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/FormulaWords.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/tco/FormulaText.h"
#include "core/tco/TcoEngine.h"
#include "presentation/ParameterText.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
#include <vector>

using namespace fabrictco;

namespace {

class FormulaWordsTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// Every formula the engine writes for the examples over ten growing years, with a strong
    /// team as well (tuning shares, expansions, refreshes, residual values, a third tier).
    static std::vector<Formula> engineFormulas()
    {
        std::vector<Formula> formulas;
        const Catalog catalog = Catalog::loadDefault();
        for (const std::string& name : Examples::names()) {
            for (const TeamExpertise team : {TeamExpertise::NoRdma, TeamExpertise::StrongRoce}) {
                Scenario scenario = Examples::load(name);
                scenario.team = team;
                scenario.cluster.horizonYears = 10;
                scenario.overrides["growth.annual"] =
                    ParameterValue{Decimal::parse("0.5"), std::nullopt};
                for (const PlanResult& plan : TcoEngine(catalog).evaluate(scenario).plans)
                    for (const YearResult& year : plan.years)
                        for (const LineItem& item : year.items)
                            formulas.push_back(item.formula);
            }
        }
        return formulas;
    }

    static Formula sample()
    {
        return {{std::string(), Decimal(32), std::nullopt, 1, nounOf(Equipment::LeafSwitches)},
                {"price.switch", Decimal(36000), Currency::usd(), 1, FactorLabel()},
                {std::string(), Decimal::parse("0.95"), std::nullopt, 2, FactorNoun::PriceTrend},
                {std::string(), Decimal(1000), std::nullopt, -1, FactorNoun::WattsPerKilowatt}};
    }
};

TEST_F(FormulaWordsTest, EveryFormulaOfTheExamplesIsInChineseWithoutKeys)
{
    const std::vector<Formula> formulas = engineFormulas();
    ASSERT_GT(formulas.size(), 1000u);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const Formula& formula : formulas) {
        const QString chinese = FormulaWords::formula(formula);
        QString rest = chinese;
        for (const char* name : {"InfiniBand", "RoCE", "PFC", "ECN", "DCQCN", "NIC", "ECMP",
                                 "SHARP", "GPU", "USD", "CNY", "PUE", "UFM", "kW"})
            rest.remove(QString::fromLatin1(name));
        EXPECT_FALSE(rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
            << FormulaText::english(formula) << " -> " << chinese.toStdString();
        // One operator between each two factors, none lost in the words.
        const qsizetype operators =
            chinese.count(QStringLiteral(" × ")) + chinese.count(QStringLiteral(" ÷ "));
        const bool leadingDivision = chinese.startsWith(QStringLiteral("1 ÷ "));
        EXPECT_EQ(operators, qsizetype(formula.size()) - (leadingDivision ? 0 : 1))
            << chinese.toStdString();
    }
}

TEST_F(FormulaWordsTest, EveryNounHasWordsInBothLanguages)
{
    for (int i = 1; i < kFactorNounCount; ++i) {
        const FactorLabel label{static_cast<FactorNoun>(i), 1024};
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
        EXPECT_EQ(FormulaWords::noun(label).toStdString(), englishNoun(label));
        EXPECT_EQ(FormulaWords::noun(label, true).toStdString(), englishNoun(label, true));
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
        EXPECT_FALSE(FormulaWords::noun(label, true).isEmpty()) << i;
        const QString chinese = FormulaWords::noun(label);
        EXPECT_FALSE(chinese.isEmpty()) << i;
        EXPECT_NE(chinese.toStdString(), englishNoun(label)) << englishNoun(label);
    }
    EXPECT_TRUE(FormulaWords::noun(FactorLabel()).isEmpty());
}

TEST_F(FormulaWordsTest, OneCountedThingIsSingular)
{
    // "1 spare switches" was read in a cost line's formula (found by a stranger).
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    Formula formula;
    formula.push_back({{}, Decimal(1), std::nullopt, 1, Equipment::SpareSwitches});
    formula.push_back({"price.switch", Decimal(36000), Currency::usd(), 1, {}});
    EXPECT_TRUE(FormulaWords::formula(formula).startsWith(QStringLiteral("1 spare switch ×")))
        << FormulaWords::formula(formula).toStdString();
    EXPECT_EQ(FormulaText::english(formula).rfind("1 spare switch ", 0), 0u)
        << FormulaText::english(formula);
    formula.front().value = Decimal(2);
    EXPECT_TRUE(FormulaWords::formula(formula).startsWith(QStringLiteral("2 spare switches")));
}

TEST_F(FormulaWordsTest, AnInputsExpectedValueIsRoundedAsItsFieldShowsIt)
{
    // "exchange rate 7.166666667" beside "≈39,333.33 USD" (found by a stranger): an input's
    // computed value reads as its field shows it, with "≈"; a count keeps every digit.
    Formula formula;
    formula.push_back({"fx.usd_cny", Decimal::parse("7.166666667"), std::nullopt, 1, {}});
    formula.push_back({{}, Decimal::parse("1.5"), std::nullopt, 1, {}});
    EXPECT_EQ(FormulaText::english(formula), "fx.usd_cny \u22487.17 \u00d7 1.5");
    formula.front().value = Decimal::parse("7.2");
    EXPECT_EQ(FormulaText::english(formula), "fx.usd_cny 7.2 \u00d7 1.5");
}

TEST_F(FormulaWordsTest, KeepsEveryFigureAndOperator)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = FormulaWords::formula(sample());
    for (const char* kept : {"32 ", "36,000.00 USD", "0.95^2", "1,000 ", " × ", " ÷ "})
        EXPECT_TRUE(chinese.contains(QString::fromUtf8(kept))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QStringLiteral("price.switch"))) << chinese.toStdString();
}

TEST_F(FormulaWordsTest, EnglishReadsAsTheEnginesTextWithTheInputsNamed)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    EXPECT_EQ(
        FormulaWords::formula(sample()),
        QStringLiteral(
            "32 leaf switches × Switch price 36,000.00 USD × price trend 0.95^2 ÷ 1,000 W per kW"));
    EXPECT_EQ(
        FormulaText::english(sample()),
        "32 leaf switches × price.switch 36,000.00 USD × price trend 0.95^2 ÷ 1,000 W per kW");
}

TEST_F(FormulaWordsTest, EveryExampleFormulaMatchesTheEnginesFigures)
{
    // English words differ from the engine's text only where an input's key is named: replacing
    // each label by its key gives the CLI's text back, figure for figure.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    for (const Formula& formula : engineFormulas()) {
        QString words = FormulaWords::formula(formula);
        for (const FormulaFactor& factor : formula)
            if (factor.isParameter())
                words.replace(ParameterText::label(factor.key) + QLatin1Char(' '),
                              QString::fromStdString(factor.key + " "));
        EXPECT_EQ(words.toStdString(), FormulaText::english(formula));
    }
}

TEST_F(FormulaWordsTest, EveryFactorIsSeparatedInChinese)
{
    // A stranger read "价格趋势 0.95 1 年剩余寿命": a price trend of one year, then a count.
    const Formula formula{
        {std::string(), Decimal::parse("0.95"), std::nullopt, 1, FactorNoun::PriceTrend},
        {std::string(), Decimal(1), std::nullopt, 1, FactorNoun::YearsOfLifeLeft}};
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const QString chinese = FormulaWords::formula(formula);
    EXPECT_EQ(chinese.count(QStringLiteral(" × ")), 1) << chinese.toStdString();
    EXPECT_TRUE(chinese.contains(QStringLiteral("0.95 × 1"))) << chinese.toStdString();
}

TEST_F(FormulaWordsTest, AMultiplierIsNamedBeforeItsFigureInEitherLanguage)
{
    const Formula formula{{std::string(),
                           Decimal::parse("0.7071"),
                           std::nullopt,
                           1,
                           {FactorNoun::StragglerFactor, 1024}}};
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    EXPECT_TRUE(FormulaWords::formula(formula).endsWith(QStringLiteral(" 0.7071")));
    EXPECT_EQ(FormulaWords::formula({}), QString());
}

} // namespace

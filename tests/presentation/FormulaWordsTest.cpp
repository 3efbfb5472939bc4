// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/FormulaWords.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/tco/TcoEngine.h"
#include "tests/presentation/CoreApplication.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;

namespace {

class FormulaWordsTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// Every formula the engine writes for the examples over ten growing years, with a strong
    /// team as well (tuning shares, expansions, refreshes, residual values, a third tier).
    static std::set<std::string> engineFormulas()
    {
        std::set<std::string> formulas;
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
                            formulas.insert(item.formula);
            }
        }
        return formulas;
    }
};

TEST_F(FormulaWordsTest, EveryFormulaOfTheExamplesIsInChineseWithoutKeys)
{
    const std::set<std::string> formulas = engineFormulas();
    ASSERT_GT(formulas.size(), 100u);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const std::string& formula : formulas) {
        const QString chinese = FormulaWords::formula(formula);
        QString rest = chinese;
        for (const char* name : {"InfiniBand", "RoCE", "PFC", "ECN", "DCQCN", "NIC", "ECMP",
                                 "SHARP", "GPU", "USD", "CNY", "PUE", "UFM", "kW"})
            rest.remove(QString::fromLatin1(name));
        EXPECT_FALSE(rest.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
            << formula << " -> " << chinese.toStdString();
    }
}

TEST_F(FormulaWordsTest, KeepsEveryFigureAndOperator)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const std::string formula =
        "32 leaf switches × price.switch 36,000.00 USD × price trend 0.95^2 ÷ 1,000 W per kW";
    const QString chinese = FormulaWords::formula(formula);
    for (const char* kept : {"32 ", "36,000.00 USD", "0.95^2", "1,000 ", " × ", " ÷ "})
        EXPECT_TRUE(chinese.contains(QString::fromUtf8(kept))) << chinese.toStdString();
    EXPECT_FALSE(chinese.contains(QStringLiteral("price.switch"))) << chinese.toStdString();
}

TEST_F(FormulaWordsTest, EnglishNamesTheInputsInsteadOfTheirKeys)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    EXPECT_EQ(FormulaWords::formula("32 leaf switches × price.switch 36,000.00 USD"),
              QStringLiteral("32 leaf switches × Switch price 36,000.00 USD"));
}

TEST_F(FormulaWordsTest, AnUnknownPartStaysAsTheEngineWroteIt)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    EXPECT_EQ(FormulaWords::formula("3 gadgets"), QStringLiteral("3 gadgets"));
    EXPECT_EQ(FormulaWords::formula("gadget factor 1.5^2"), QStringLiteral("gadget factor 1.5^2"));
    EXPECT_EQ(FormulaWords::formula("1 ÷ 7"), QStringLiteral("1 ÷ 7"));
    EXPECT_EQ(FormulaWords::formula(""), QString());
}

} // namespace

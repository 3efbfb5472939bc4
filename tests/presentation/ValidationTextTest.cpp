// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ValidationText.h"

#include "core/model/Examples.h"
#include "presentation/ParameterText.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QRegularExpression>

#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;

namespace {

class ValidationTextTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    /// A document someone edited by hand: nearly every check the validator makes fails.
    static Scenario broken()
    {
        Scenario s = Examples::load("llm-training", test::dataDir());
        s.cluster.nodes = 0;
        s.cluster.gpusPerNode = 65;
        s.cluster.nodesByYear = {5, 6};
        s.overrides["no.such.input"] = ParameterValue{Decimal(1), std::nullopt};
        s.overrides["utilisation"] = ParameterValue{Decimal(2), Currency::usd()};
        s.overrides["gpu_hour_value"] = ParameterValue{Decimal(1), std::nullopt};
        s.overrides["staff.reference_nodes"] = ParameterValue{Decimal::parse("1.5"), std::nullopt};
        s.overrides["efficiency_loss"] = ParameterValue{Decimal::parse("0.1"), std::nullopt};
        s.uncertainty["discount_rate"] =
            Uncertainty{DistributionShape::Triangular, Decimal(0), Decimal::parse("0.1")};
        s.uncertainty["utilisation"] =
            Uncertainty{DistributionShape::Triangular, Decimal(1), Decimal(0)};
        s.plans[0].id = "Bad Id";
        s.plans[1].id = s.plans[0].id;
        s.plans[1].name.clear();
        s.plans[1].products.switchId = "Not An Id";
        s.plans[1].overrides["sharp"] = ParameterValue{Decimal(1), std::nullopt};
        Quote quote;
        quote.itemKey = "gadget";
        quote.unitPrice = Money::parse("-1", Currency::usd());
        quote.quoteDate = "yesterday";
        quote.validUntil = "soon";
        s.quotes.push_back(quote);
        return s;
    }
};

TEST_F(ValidationTextTest, EveryProblemOfABrokenDocumentIsInChinese)
{
    const Scenario scenario = broken();
    const auto problems = ScenarioValidator::validate(scenario);
    ASSERT_GT(problems.size(), 15u) << ScenarioValidator::describe(problems);
    std::set<ValidationCode> codes;
    for (const ValidationProblem& problem : problems) {
        EXPECT_NE(problem.code, ValidationCode::Other) << problem.field << ": " << problem.message;
        codes.insert(problem.code);
    }
    EXPECT_GE(codes.size(), 15u);
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const ValidationProblem& problem : problems) {
        QString words = ValidationText::where(problem, scenario) + QLatin1Char(' ') +
                        ValidationText::message(problem);
        // What the file holds is quoted as it is; names, units and formats keep their spelling.
        words.remove(QString::fromStdString(scenario.plans[0].name));
        for (const std::string& given : problem.args)
            words.remove(QString::fromStdString(given));
        words.remove(QRegularExpression(QStringLiteral(
            "\\b(CNY|USD|SHARP|InfiniBand|RoCE|YYYY-MM-DD|a-z|GPU|FabricTCO|LLM)\\b")));
        EXPECT_FALSE(words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << problem.field << ": " << words.toStdString();
    }
}

TEST_F(ValidationTextTest, NamesTheFieldAsTheWindowDoes)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const std::string plan = scenario.plans[1].name;
    EXPECT_EQ(
        ValidationText::where({"plans[1].overrides.price.switch", "", ValidationCode::Negative, {}},
                              scenario),
        QString::fromStdString(plan) + QStringLiteral(": ") + ParameterText::label("price.switch"));
    EXPECT_EQ(ValidationText::where({"cluster.nodesByYear[2]", "", ValidationCode::OutOfRange, {}},
                                    scenario),
              QStringLiteral("Nodes in year 3"));
    EXPECT_EQ(
        ValidationText::where({"quotes[0].unitPrice", "", ValidationCode::Negative, {}}, scenario),
        QStringLiteral("Quote 1: unit price"));
    // A plan index the scenario does not have is still named, by its number.
    EXPECT_EQ(
        ValidationText::where({"plans[7].name", "", ValidationCode::NameLength, {}}, scenario),
        QStringLiteral("Plan 8: plan name"));
}

TEST_F(ValidationTextTest, AProblemWithoutACodeKeepsTheEnginesEnglish)
{
    const ValidationProblem other{"cluster.nodes", "something new", ValidationCode::Other, {}};
    EXPECT_EQ(ValidationText::message(other), QStringLiteral("something new"));
    EXPECT_EQ(ValidationText::describe({other}, Scenario()),
              QStringLiteral("Nodes in year 1: something new"));
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FormulaText.h"

#include "core/model/ParameterRegistry.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TEST(FormulaTextTest, GroupsThousands)
{
    EXPECT_EQ(FormulaText::grouped(Decimal(36000)), "36,000");
    EXPECT_EQ(FormulaText::grouped(Decimal::parse("-1234567.5")), "-1,234,567.5");
    EXPECT_EQ(FormulaText::grouped(Decimal::parse("0.95")), "0.95");
    EXPECT_EQ(FormulaText::amount(Decimal(36000)), "36,000.00");
    EXPECT_EQ(FormulaText::amount(Decimal::parse("0.5")), "0.50");
    EXPECT_EQ(FormulaText::amount(Decimal::parse("0.125")), "0.125");
}

TEST(FormulaTextTest, WritesFactorsInOrderWithPowersAndDivisions)
{
    ParameterRegistry::instance(); // specs outlive the resolved values
    const ParameterSpec& price = ParameterRegistry::instance().at("price.switch");
    const ParameterSpec& fx = ParameterRegistry::instance().at("fx.usd_cny");
    ResolvedParameters::Map values;
    values["price.switch"] = ResolvedParameter{
        &price, {Decimal(36000), Currency::usd()}, ValueSource::Catalog, "", {}, {}, "ib", {}};
    values["fx.usd_cny"] = ResolvedParameter{
        &fx, {Decimal::parse("7.2"), std::nullopt}, ValueSource::Catalog, "", {}, {}, "", {}};
    const ResolvedParameters parameters(Currency::cny(), values);
    CostTerm term;
    term.times(12, nounOf(Equipment::LeafSwitches))
        .param("price.switch")
        .param("fx.usd_cny")
        .times(Decimal::parse("0.95"), FactorNoun::PriceTrend, 2);
    term.times(Decimal(1000), FactorNoun::WattsPerKilowatt, -1);
    EXPECT_EQ(FormulaText::of(term, parameters),
              "12 leaf switches × price.switch 36,000.00 USD × fx.usd_cny 7.2 × price trend 0.95^2 "
              "÷ 1,000 W per kW");
}

TEST(FormulaTextTest, ShowsAnInputAsItsEditorDoesAndSaysWhereThatRounds)
{
    // Issue 38: "Switch price 39,333.333333333 USD × Installation 0.056666667" (the expected
    // value of a range) is a figure no one presents; the editor shows cents and per cent.
    const Formula formula{
        {"price.switch", Decimal::parse("39333.333333333"), Currency::usd(), 1, {}},
        {"hardware.installation_share", Decimal::parse("0.056666667"), std::nullopt, 1, {}},
        {"hardware.installation_share", Decimal::parse("0.05"), std::nullopt, 1, {}},
        {"price.switch", Decimal(36000), Currency::usd(), 1, {}},
        {std::string(),
         Decimal::parse("0.7071"),
         std::nullopt,
         1,
         {FactorNoun::StragglerFactor, 1024}}};
    EXPECT_EQ(FormulaText::english(formula),
              "price.switch ≈39,333.33 USD × hardware.installation_share ≈5.67 % × "
              "hardware.installation_share 5 % × price.switch 36,000.00 USD × straggler factor at "
              "1024 endpoints 0.7071");
}

TEST(FormulaTextTest, KeepsEachInputsValueAndCurrencyInTheFactors)
{
    const ParameterSpec& price = ParameterRegistry::instance().at("price.switch");
    ResolvedParameters::Map values;
    values["price.switch"] = ResolvedParameter{
        &price, {Decimal(36000), Currency::usd()}, ValueSource::Catalog, "", {}, {}, "ib", {}};
    const ResolvedParameters parameters(Currency::usd(), values);
    CostTerm term;
    term.times(12, nounOf(Equipment::LeafSwitches)).param("price.switch");
    const Formula formula = FormulaText(parameters).factors(term);
    ASSERT_EQ(formula.size(), 2u);
    EXPECT_FALSE(formula[0].isParameter());
    EXPECT_EQ(formula[0].value, Decimal(12));
    EXPECT_EQ(formula[0].label.noun, nounOf(Equipment::LeafSwitches));
    EXPECT_EQ(formula[1].key, "price.switch");
    EXPECT_EQ(formula[1].value, Decimal(36000));
    ASSERT_TRUE(formula[1].currency.has_value());
    EXPECT_EQ(formula[1].currency->code(), "USD");
}

TEST(FormulaTextTest, NamesAMultiplierBeforeItsFigure)
{
    CostTerm term;
    term.times(Decimal::parse("0.7071"), {FactorNoun::StragglerFactor, 1024})
        .times(Decimal::parse("0.95"), FactorNoun::PriceTrend)
        .times(2, FactorNoun::Nodes);
    const ResolvedParameters none(Currency::usd(), {});
    EXPECT_EQ(FormulaText::of(term, none),
              "straggler factor at 1024 endpoints 0.7071 × price trend 0.95 × 2 nodes");
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/Money.h"

#include <gtest/gtest.h>

using fabrictco::Currency;
using fabrictco::CurrencyMismatchError;
using fabrictco::Decimal;
using fabrictco::DecimalError;
using fabrictco::Money;
using fabrictco::RoundingMode;

TEST(MoneyTest, FormatsWithAtLeastTheMinorUnitDigits)
{
    EXPECT_EQ(Money::parse("1234.5", Currency::usd()).toString(), "1234.50");
    EXPECT_EQ(Money::parse("0.085", Currency::cny()).toString(), "0.085");
    EXPECT_EQ(Money::parse("-3", Currency::usd()).toString(), "-3.00");
    EXPECT_EQ(Money::parse("1500", Currency::fromCode("JPY")).toString(), "1500");
}

TEST(MoneyTest, RejectsUnknownCurrenciesAndMixingCurrencies)
{
    EXPECT_THROW(Currency::fromCode("XYZ"), DecimalError);
    EXPECT_THROW(Currency::fromCode("usd"), DecimalError);
    EXPECT_THROW(Money::parse("1", Currency::usd()) + Money::parse("1", Currency::cny()),
                 CurrencyMismatchError);
}

TEST(MoneyTest, RoundsToCentsWithHalfEvenOrHalfUp)
{
    const Money tie = Money::parse("10.125", Currency::cny());
    EXPECT_EQ(tie.roundedToMinorUnit(RoundingMode::HalfEven).toString(), "10.12");
    EXPECT_EQ(tie.roundedToMinorUnit(RoundingMode::HalfUp).toString(), "10.13");
    const Money negativeTie = Money::parse("-10.125", Currency::cny());
    EXPECT_EQ(negativeTie.roundedToMinorUnit(RoundingMode::HalfEven).toString(), "-10.12");
    EXPECT_EQ(negativeTie.roundedToMinorUnit(RoundingMode::HalfUp).toString(), "-10.13");
    EXPECT_TRUE(Money::parse("1.10", Currency::usd()).isRoundedToMinorUnit());
    EXPECT_FALSE(Money::parse("1.101", Currency::usd()).isRoundedToMinorUnit());
}

TEST(MoneyTest, ConvertsCurrencyWithAnExplicitRate)
{
    const Money usd = Money::parse("36000", Currency::usd());
    const Money cny = usd.convertTo(Currency::cny(), Decimal::parse("7.1"), RoundingMode::HalfEven);
    EXPECT_EQ(cny.toString(), "255600.00");
    EXPECT_EQ(cny.currency().code(), "CNY");
    EXPECT_THROW(usd.convertTo(Currency::cny(), Decimal(), RoundingMode::HalfEven), DecimalError);
}

TEST(MoneyTest, SumsAMillionSmallAmountsToTheExactCent)
{
    // 0.01 has no exact binary representation: a double drifts here, Money must not.
    Money total = Money::zero(Currency::cny());
    const Money cent = Money::parse("0.01", Currency::cny());
    double floating = 0.0;
    for (int i = 0; i < 1'000'000; ++i) {
        total += cent;
        floating += 0.01;
    }
    EXPECT_EQ(total.toString(), "10000.00");
    EXPECT_NE(floating, 10000.0) << "the comparison shows why the ledger is not floating point";

    Money mixed = Money::zero(Currency::usd());
    for (int i = 1; i <= 1'000'000; ++i)
        mixed += Money::parse(i % 2 ? "0.07" : "0.03", Currency::usd());
    EXPECT_EQ(mixed.toString(), "50000.00");
}

TEST(MoneyTest, ScalingNamesItsRounding)
{
    const Money price = Money::parse("0.10", Currency::usd());
    EXPECT_EQ(price.multiply(Decimal::parse("0.333333333"), RoundingMode::HalfEven).toString(),
              "0.033333333");
    EXPECT_EQ(price.multiply(Decimal::parse("0.000000005"), RoundingMode::HalfEven).toString(),
              "0.00");
    EXPECT_EQ(price.multiply(Decimal::parse("0.000000005"), RoundingMode::HalfUp).toString(),
              "0.000000001");
    EXPECT_EQ(
        Money::parse("100", Currency::usd()).divide(Decimal(3), RoundingMode::HalfEven).toString(),
        "33.333333333");
    EXPECT_EQ(Money::parse("100", Currency::usd()).times(3).toString(), "300.00");
    EXPECT_THROW(Money::parse("100", Currency::usd()).divide(Decimal(), RoundingMode::HalfEven),
                 DecimalError);
}

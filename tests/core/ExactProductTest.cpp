// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/ExactProduct.h"

#include <gtest/gtest.h>

using fabrictco::Decimal;
using fabrictco::DecimalError;
using fabrictco::ExactProduct;
using fabrictco::RoundingMode;

TEST(ExactProductTest, RoundsALongChainOnlyOnce)
{
    // 12 switches x 36000.005 x 1.05^3: exact value 500094.0694575.
    ExactProduct line(Decimal(12));
    line.times(Decimal::parse("36000.005")).timesPower(Decimal::parse("1.05"), 3);
    EXPECT_EQ(line.rounded(9, RoundingMode::HalfEven).toString(),
              "500094.0694575"); // exact: no rounding needed
    EXPECT_EQ(line.rounded(2, RoundingMode::HalfEven).toString(), "500094.07");
}

TEST(ExactProductTest, DivisionKeepsTheFractionExactUntilTheEnd)
{
    // 100 / 3 * 3 is exactly 100 when nothing is rounded in between.
    ExactProduct p(Decimal(100));
    p.dividedBy(Decimal(3)).times(Decimal(3));
    EXPECT_EQ(p.rounded(9, RoundingMode::TowardZero).toString(), "100");

    // Discounting 1000 by 1.08^2 = 857.338820301...
    ExactProduct discounted(Decimal(1000));
    discounted.dividedByPower(Decimal::parse("1.08"), 2);
    EXPECT_EQ(discounted.rounded(2, RoundingMode::HalfEven).toString(), "857.34");
    EXPECT_NEAR(discounted.toDouble(), 857.338820301, 1e-9);
}

TEST(ExactProductTest, NegativeDivisorAndTies)
{
    ExactProduct p(Decimal::parse("0.25"));
    p.dividedBy(Decimal(-1));
    EXPECT_EQ(p.rounded(1, RoundingMode::HalfEven).toString(), "-0.2");
    EXPECT_EQ(p.rounded(1, RoundingMode::HalfUp).toString(), "-0.3");
}

TEST(ExactProductTest, ErrorsAreReported)
{
    ExactProduct p(Decimal(1));
    EXPECT_THROW(p.dividedBy(Decimal()), DecimalError);
    EXPECT_THROW(p.timesPower(Decimal(2), -1), DecimalError);
    ExactProduct huge(Decimal::parse("100000000000000000000000000000"));
    huge.times(Decimal(100));
    EXPECT_THROW(huge.rounded(2, RoundingMode::HalfEven), DecimalError);
}

TEST(ExactProductTest, TimesAnotherProductIsTheSameFraction)
{
    // A year's discount made once and applied to each category (TcoEngine) must round as the
    // discount applied to each amount step by step: at every tie, in both modes.
    const Decimal rate = Decimal::parse("1.08");
    for (int years = 0; years <= 9; ++years) {
        ExactProduct discount(std::int64_t(1));
        discount.dividedByPower(rate, years);
        for (const char* amount : {"1234567.89", "0.01", "-987.65", "0.005", "0.000000001", "0"}) {
            SCOPED_TRACE(std::string(amount) + " / 1.08^" + std::to_string(years));
            ExactProduct stepwise(Decimal::parse(amount));
            stepwise.dividedByPower(rate, years);
            ExactProduct once(Decimal::parse(amount));
            once.times(discount);
            for (const RoundingMode mode : {RoundingMode::HalfEven, RoundingMode::HalfUp})
                for (int places = 0; places <= Decimal::kScale; ++places)
                    EXPECT_EQ(once.rounded(places, mode), stepwise.rounded(places, mode));
        }
    }
    // A negative divisor in the other product keeps the sign where it belongs.
    ExactProduct negative(std::int64_t(1));
    negative.dividedBy(Decimal(-4));
    ExactProduct p(Decimal(2));
    p.times(negative);
    EXPECT_EQ(p.rounded(2, RoundingMode::HalfEven), Decimal::parse("-0.5"));
}

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

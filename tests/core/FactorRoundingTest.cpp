// SPDX-License-Identifier: GPL-3.0-or-later
// The four-place factors in double with a 50-digit fallback (issue 42): the double is used only
// where it decides the four places.
#include "core/tco/FactorRounding.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

namespace fabrictco {
namespace {

TEST(FactorRoundingTest, ADoubleFarFromABoundaryRoundsHalfUpToFourPlaces)
{
    EXPECT_EQ(FactorRounding::fromDouble(1.23456), Decimal::parse("1.2346"));
    EXPECT_EQ(FactorRounding::fromDouble(1.23454), Decimal::parse("1.2345"));
    EXPECT_EQ(FactorRounding::fromDouble(std::sqrt(0.5)), Decimal::parse("0.7071"));
    EXPECT_EQ(FactorRounding::fromDouble(12345.678949), Decimal::parse("12345.6789"));
}

TEST(FactorRoundingTest, NearABoundaryOrOutOfRangeItLeavesTheAnswerToFiftyDigits)
{
    // A tie at the fifth place, a value with nothing past the fourth, and values a double's
    // error could put on either side.
    for (const double value : {1.03125, 2.0, 0.96875, 1.0312500000001, 1.2344999999999})
        EXPECT_EQ(FactorRounding::fromDouble(value), std::nullopt) << value;
    for (const double value : {0.0, -1.5, 1e6, std::numeric_limits<double>::infinity(),
                               std::numeric_limits<double>::quiet_NaN()})
        EXPECT_EQ(FactorRounding::fromDouble(value), std::nullopt) << value;
}

TEST(FactorRoundingTest, FiftyDigitsRoundHalfUp)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    EXPECT_EQ(FactorRounding::fromReal(Real("1.03125")), Decimal::parse("1.0313"));
    EXPECT_EQ(FactorRounding::fromReal(Real("0.96875")), Decimal::parse("0.9688"));
    EXPECT_EQ(FactorRounding::fromReal(Real("2")), Decimal(2));
}

TEST(FactorRoundingTest, TheFiftyDigitValueIsComputedOnlyWhereTheDoubleCannotDecide)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    int asked = 0;
    const auto exact = [&](const char* value) {
        return [&asked, value] {
            ++asked;
            return Real(value);
        };
    };
    EXPECT_EQ(FactorRounding::rounded(1.23456, exact("1.23456")), Decimal::parse("1.2346"));
    EXPECT_EQ(asked, 0);
    EXPECT_EQ(FactorRounding::rounded(1.03125, exact("1.03125")), Decimal::parse("1.0313"));
    EXPECT_EQ(asked, 1);
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/Decimal.h"

#include <gtest/gtest.h>
#include <limits>

using fabrictco::Decimal;
using fabrictco::DecimalError;
using fabrictco::powerOfTen;
using fabrictco::RoundingMode;

namespace {
Decimal d(const char* text)
{
    return Decimal::parse(text);
}
} // namespace

TEST(DecimalTest, ParsesAndPrintsCanonicalText)
{
    EXPECT_EQ(d("0").toString(), "0");
    EXPECT_EQ(d("-0").toString(), "0");
    EXPECT_EQ(d("12").toString(), "12");
    EXPECT_EQ(d("12.50").toString(), "12.5");
    EXPECT_EQ(d("+0.000000001").toString(), "0.000000001");
    EXPECT_EQ(d("-1234.5").toString(), "-1234.5");
    EXPECT_EQ(d(".5").toString(), "0.5");
    EXPECT_EQ(d("7.").toString(), "7");
}

TEST(DecimalTest, RejectsTextThatIsNotAPlainDecimal)
{
    for (const char* bad :
         {"", "-", ".", "abc", "1e5", "NaN", "inf", "1.2.3", " 1", "1,5", "0x10", "--1"})
        EXPECT_THROW(d(bad), DecimalError) << bad;
    EXPECT_FALSE(Decimal::tryParse("nan").has_value());
}

TEST(DecimalTest, RejectsMoreThanNineDecimalPlacesUnlessAskedToRound)
{
    EXPECT_THROW(d("0.0000000001"), DecimalError);
    EXPECT_EQ(Decimal::parseRounded("0.0000000015", RoundingMode::HalfEven).toString(),
              "0.000000002");
    EXPECT_EQ(Decimal::parseRounded("0.0000000025", RoundingMode::HalfEven).toString(),
              "0.000000002");
    EXPECT_EQ(Decimal::parseRounded("-0.0000000025", RoundingMode::HalfUp).toString(),
              "-0.000000003");
}

TEST(DecimalTest, RoundsTiesAccordingToTheMode)
{
    struct Case
    {
        const char* value;
        RoundingMode mode;
        const char* expected;
    };
    const Case cases[] = {
        {"2.345", RoundingMode::HalfEven, "2.34"},
        {"2.355", RoundingMode::HalfEven, "2.36"},
        {"2.345", RoundingMode::HalfUp, "2.35"},
        {"-2.345", RoundingMode::HalfUp, "-2.35"},
        {"-2.345", RoundingMode::HalfEven, "-2.34"},
        {"2.345", RoundingMode::HalfDown, "2.34"},
        {"2.341", RoundingMode::Ceiling, "2.35"},
        {"-2.341", RoundingMode::Ceiling, "-2.34"},
        {"2.349", RoundingMode::Floor, "2.34"},
        {"-2.341", RoundingMode::Floor, "-2.35"},
        {"2.349", RoundingMode::TowardZero, "2.34"},
        {"-2.341", RoundingMode::AwayFromZero, "-2.35"},
        {"2.3451", RoundingMode::HalfEven, "2.35"},
        {"0.5", RoundingMode::HalfEven, "0"},
    };
    for (const Case& c : cases) {
        const int places = c.expected == std::string("0") ? 0 : 2;
        EXPECT_EQ(d(c.value).rounded(places, c.mode).toString(),
                  Decimal::parse(c.expected).toString())
            << c.value << " mode " << fabrictco::roundingModeId(c.mode);
    }
    EXPECT_EQ(d("1.5").rounded(0, RoundingMode::HalfEven).toString(), "2");
    EXPECT_EQ(d("2.5").rounded(0, RoundingMode::HalfEven).toString(), "2");
    EXPECT_EQ(d("2.5").rounded(0, RoundingMode::HalfUp).toString(), "3");
}

TEST(DecimalTest, FixedPlacesFormatting)
{
    EXPECT_EQ(d("3").toString(2, RoundingMode::HalfEven), "3.00");
    EXPECT_EQ(d("-0.005").toString(2, RoundingMode::HalfUp), "-0.01");
    EXPECT_EQ(d("-0.004").toString(2, RoundingMode::HalfUp), "0.00");
    EXPECT_EQ(d("1234.5678").toString(0, RoundingMode::HalfEven), "1235");
}

TEST(DecimalTest, MultiplicationAndDivisionRoundWithTheNamedMode)
{
    EXPECT_EQ(d("1.5").multiply(d("1.5"), RoundingMode::HalfEven).toString(), "2.25");
    EXPECT_EQ(d("1").divide(d("3"), RoundingMode::HalfEven).toString(), "0.333333333");
    EXPECT_EQ(d("2").divide(d("3"), RoundingMode::HalfEven).toString(), "0.666666667");
    EXPECT_EQ(d("2").divide(d("3"), RoundingMode::TowardZero).toString(), "0.666666666");
    EXPECT_EQ(d("-2").divide(d("3"), RoundingMode::HalfUp).toString(), "-0.666666667");
    EXPECT_EQ(d("10").divide(d("-4"), RoundingMode::HalfEven).toString(), "-2.5");
    EXPECT_THROW(d("1").divide(Decimal(), RoundingMode::HalfEven), DecimalError);
}

TEST(DecimalTest, OverflowRaisesInsteadOfWrapping)
{
    const Decimal big = d("200000000000000000000000000000"); // 2e29; the range ends near 3.4e29
    EXPECT_THROW(big + big, DecimalError);
    EXPECT_THROW(big.times(10), DecimalError);
    EXPECT_THROW(big.multiply(d("2"), RoundingMode::HalfEven), DecimalError);
    EXPECT_THROW(d("1000000000000000000000000000000"), DecimalError); // 1e30
    EXPECT_THROW(Decimal(std::numeric_limits<std::int64_t>::max())
                     .times(std::numeric_limits<std::int64_t>::max()),
                 DecimalError);
}

TEST(DecimalTest, ConversionsToIntegersAndDoubles)
{
    EXPECT_EQ(d("42").toInt64(), 42);
    EXPECT_THROW(d("42.5").toInt64(), DecimalError);
    EXPECT_DOUBLE_EQ(d("0.125").toDouble(), 0.125);
    EXPECT_EQ(Decimal::fromDouble(0.1, 2, RoundingMode::HalfEven).toString(), "0.1");
    EXPECT_EQ(Decimal::fromDouble(2.675, 2, RoundingMode::HalfUp).toString(),
              "2.67") // 2.67499999...
        << "the double's true value is below the tie";
    EXPECT_THROW(
        Decimal::fromDouble(std::numeric_limits<double>::quiet_NaN(), 2, RoundingMode::HalfEven),
        DecimalError);
    EXPECT_THROW(
        Decimal::fromDouble(std::numeric_limits<double>::infinity(), 2, RoundingMode::HalfEven),
        DecimalError);
}

TEST(DecimalTest, OrderingAndEquality)
{
    EXPECT_LT(d("-1"), d("0.5"));
    EXPECT_EQ(d("1.50"), d("1.5"));
    EXPECT_GT(d("0.000000002"), d("0.000000001"));
}

TEST(DecimalTest, PowersOfTenFromTheTable)
{
    Decimal::Raw expected = 1;
    for (int places = 0; places <= 38; ++places) {
        EXPECT_EQ(powerOfTen(places), expected) << places;
        if (places < 38)
            expected *= 10;
    }
    EXPECT_EQ(powerOfTen(-1), Decimal::Raw(1)); // as the loop it replaced
    EXPECT_THROW(powerOfTen(39), std::overflow_error);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/OperatingCostTerms.h"

#include "core/tco/FactorRounding.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

Decimal share(const char* years, const char* months, int year)
{
    const auto f =
        OperatingCostTerms::untunedShare(Decimal::parse(years), Decimal::parse(months), year);
    return f.numerator.divide(f.denominator, RoundingMode::HalfEven);
}

TEST(OperatingCostTermsTest, UntunedShareFallsLinearlyAtMidYear)
{
    // 3 years = 36 months: (36 - 12 + 6) / 36 = 30/36 in year 1, 18/36 in year 2, 6/36 in year 3.
    EXPECT_EQ(share("3", "0", 1), Decimal(30).divide(Decimal(36), RoundingMode::HalfEven));
    EXPECT_EQ(share("3", "0", 2), Decimal::parse("0.5"));
    EXPECT_EQ(share("3", "0", 3), Decimal(6).divide(Decimal(36), RoundingMode::HalfEven));
    EXPECT_EQ(share("3", "0", 4), Decimal(0));
}

TEST(OperatingCostTermsTest, HiringLeadTimeDelaysTuning)
{
    EXPECT_GT(share("1", "6", 1), share("1", "0", 1));
    EXPECT_EQ(share("1", "0", 2), Decimal(0));
    // 12 + 12 = 24 months: (24 - 24 + 6) / 24 = 0.25 still open in year 2.
    EXPECT_EQ(share("1", "12", 2), Decimal::parse("0.25"));
}

TEST(OperatingCostTermsTest, AlreadyTunedAndShortTuning)
{
    EXPECT_EQ(share("0", "0", 1), Decimal(0));
    // Half a year: (6 - 12 + 6) / 6 = 0 already at mid-year 1.
    EXPECT_EQ(share("0.5", "0", 1), Decimal(0));
    // Never more than fully untuned.
    EXPECT_LE(share("10", "36", 1), Decimal(1));
}

/// (n / reference)^exponent with 50 digits, rounded half up to four places: what the staff
/// scale factor was before its double fast path (issue 42), and must still be.
Decimal fiftyDigitFactor(std::int64_t nodes, std::int64_t reference, const char* exponent)
{
    using Real = boost::multiprecision::cpp_dec_float_50;
    return FactorRounding::fromReal(
        boost::multiprecision::pow(Real(nodes) / Real(reference), Real(exponent)));
}

TEST(OperatingCostTermsTest, StaffScaleFactorEqualsTheFiftyDigitPowerAtEverySize)
{
    int checked = 0;
    for (const char* exponent : {"0.5", "0.7", "0.75", "0.85", "0.9", "1", "1.1", "0.333"}) {
        for (std::int64_t nodes = 1; nodes <= 200'000; nodes += 1 + nodes / 40) {
            for (const std::int64_t reference : {std::int64_t(128), std::int64_t(100)}) {
                ASSERT_EQ(OperatingCostTerms::staffScaleFactor(nodes, reference,
                                                               Decimal::parse(exponent)),
                          fiftyDigitFactor(nodes, reference, exponent))
                    << nodes << " nodes, reference " << reference << ", exponent " << exponent;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 5000);
    // A power exactly on a rounding boundary takes the 50-digit path: 132 / 128 = 1.03125,
    // a tie at the fifth place, rounds half up.
    EXPECT_EQ(OperatingCostTerms::staffScaleFactor(132, 128, Decimal(1)), Decimal::parse("1.0313"));
    EXPECT_EQ(OperatingCostTerms::staffScaleFactor(124, 128, Decimal(1)), Decimal::parse("0.9688"));
}

} // namespace
} // namespace fabrictco

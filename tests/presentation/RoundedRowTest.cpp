// SPDX-License-Identifier: GPL-3.0-or-later
// A slide's row of rounded amounts (issue 38): one unit per row, and a difference printed beside
// it is the difference of the printed figures and the true difference rounded alike.
#include "presentation/RoundedRow.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>
#include <random>

using namespace fabrictco;

namespace {

class RoundedRowTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void SetUp() override { ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en"))); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    static std::optional<Money> usd(const char* amount)
    {
        return Money(Decimal::parse(amount), Currency::usd());
    }
    const QLocale english{QLocale::English, QLocale::UnitedStates};
};

TEST_F(RoundedRowTest, EveryAmountOfARowIsInTheLargestOnesUnit)
{
    const RoundedRow row({usd("98341234.56"), usd("101272000.00"), std::nullopt, usd("950000")},
                         english);
    EXPECT_EQ(row.unitCaption(), QStringLiteral("million USD"));
    EXPECT_EQ(row.text(0), QStringLiteral("98.3"));
    EXPECT_EQ(row.text(1), QStringLiteral("101.3"));
    EXPECT_EQ(row.text(2), QString()); // absent: the table prints its dash
    EXPECT_EQ(row.text(3), QStringLiteral("1.0"));
}

// The cost per GPU-month of ceph-storage in yuan: 1,158.50 and 670.75 read "1.2" and "0.7"
// thousand, not "1" and "1" (found by a stranger on the slides).
TEST_F(RoundedRowTest, ThousandsUnderTenThousandKeepADecimal)
{
    const RoundedRow row({Money(Decimal::parse("1158.50"), Currency::cny()),
                          Money(Decimal::parse("670.75"), Currency::cny())},
                         english);
    EXPECT_EQ(row.unitCaption(), QStringLiteral("thousand CNY"));
    EXPECT_EQ(row.text(0), QStringLiteral("1.2"));
    EXPECT_EQ(row.text(1), QStringLiteral("0.7"));
}

TEST_F(RoundedRowTest, ChineseCountsInTenThousands)
{
    const RoundedRow row({usd("98341234.56"), usd("46388118.68")}, QLocale(QLocale::Chinese));
    EXPECT_EQ(row.unitCaption(), QStringLiteral("万 USD"));
    EXPECT_EQ(row.text(0), QStringLiteral("9,834"));
    EXPECT_EQ(row.text(1), QStringLiteral("4,639"));
}

TEST_F(RoundedRowTest, AClosePairTakesTheDigitsItsDifferenceNeeds)
{
    // 98.34 and 98.37 million read 98.3 and 98.4: 0.1 apart for a difference of 0.03.
    RoundedRow row({usd("98340000"), usd("98370000")}, english);
    ASSERT_EQ(row.text(0), QStringLiteral("98.3"));
    row.keepDifferencesTo(0);
    EXPECT_EQ(row.text(0), QStringLiteral("98.34"));
    EXPECT_EQ(row.text(1), QStringLiteral("98.37"));
    EXPECT_EQ(row.differenceText(1, 0), QStringLiteral("0.03"));
    EXPECT_EQ(row.differenceText(0, 0), QStringLiteral("0.00"));
}

TEST_F(RoundedRowTest, APrintedDifferenceIsAlwaysTheDifferenceOfItsPrintedTerms)
{
    // Property over random amounts: printed(i) - printed(ref) == differenceText, and it is the
    // true difference rounded to the same places.
    std::mt19937_64 random(20261204);
    std::uniform_int_distribution<long long> cents(1, 50'000'000'000LL); // to 500 million USD
    for (int round = 0; round < 300; ++round) {
        std::vector<std::optional<Money>> amounts;
        for (int i = 0; i < 4; ++i)
            amounts.push_back(Money(Decimal(cents(random)).divide(Decimal(100), kDefaultRounding),
                                    Currency::usd()));
        RoundedRow row(amounts, english);
        row.keepDifferencesTo(0);
        const auto value = [](const QString& text) {
            return Decimal::parse(QString(text).remove(QLatin1Char(',')).toStdString());
        };
        const Decimal divisor(MoneyMagnitude::divisor(row.unit()));
        for (std::size_t i = 0; i < amounts.size(); ++i) {
            const Decimal printed = value(row.differenceText(i, 0));
            EXPECT_EQ(printed, value(row.text(i)) - value(row.text(0)));
            const Decimal truth = (amounts[i]->amount() - amounts[0]->amount())
                                      .divide(divisor, RoundingMode::HalfEven)
                                      .rounded(row.places(), RoundingMode::HalfUp);
            EXPECT_EQ(printed, truth)
                << row.text(i).toStdString() << " - " << row.text(0).toStdString();
        }
    }
}

} // namespace

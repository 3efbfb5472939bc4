// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/MoneyFormat.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(MoneyFormatTest, GroupsDigitsWithoutGoingThroughADouble)
{
    const MoneyFormat english(QLocale(QLocale::English, QLocale::UnitedStates));
    // 12345678901234567.89 has more significant digits than a double can hold.
    EXPECT_EQ(english.format(Money::parse("12345678901234567.89", Currency::usd())),
              QStringLiteral("12,345,678,901,234,567.89 USD"));
    EXPECT_EQ(english.format(Money::parse("-1234.5", Currency::cny())),
              QStringLiteral("-1,234.50 CNY"));
    EXPECT_EQ(english.format(Money::parse("999", Currency::usd())), QStringLiteral("999.00 USD"));
    EXPECT_EQ(english.format(Money::parse("0.125", Currency::usd()), RoundingMode::HalfUp),
              QStringLiteral("0.13 USD"));
    EXPECT_EQ(english.format(Money::parse("0.125", Currency::usd()), RoundingMode::HalfEven),
              QStringLiteral("0.12 USD"));
}

TEST(MoneyFormatTest, FollowsTheLocalesSeparators)
{
    const MoneyFormat german(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(german.formatAmount(Money::parse("1234567.5", Currency::usd())),
              QStringLiteral("1.234.567,50"));
    const MoneyFormat chinese(QLocale(QLocale::Chinese, QLocale::China));
    EXPECT_EQ(chinese.formatAmount(Money::parse("1234567.5", Currency::cny())),
              QStringLiteral("1,234,567.50"));
    EXPECT_EQ(chinese.formatDecimal(Decimal::parse("3.14159"), 3), QStringLiteral("3.142"));
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RoundedMoney.h"

#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class RoundedMoneyTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { test::ensureCoreApplication(); }
    void TearDown() override { i18n::installLanguage(QStringLiteral("en")); }

    static Money usd(const char* amount) { return Money(Decimal::parse(amount), Currency::usd()); }
};

TEST_F(RoundedMoneyTest, EnglishSaysThousandsMillionsAndBillions)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    const RoundedMoney words{QLocale(QLocale::English, QLocale::UnitedStates)};
    EXPECT_EQ(words.about(usd("950.49")), QStringLiteral("about 950 USD"));
    EXPECT_EQ(words.about(usd("51666.00")), QStringLiteral("about 52 thousand USD"));
    // Under ten thousand a decimal tells 1,158 from 671 (both were "1 thousand" on a slide).
    EXPECT_EQ(words.about(usd("1158.50")), QStringLiteral("about 1.2 thousand USD"));
    EXPECT_EQ(words.about(usd("9949.99")), QStringLiteral("about 9.9 thousand USD"));
    EXPECT_EQ(words.about(usd("10000.00")), QStringLiteral("about 10 thousand USD"));
    EXPECT_EQ(words.about(usd("19682259.80")), QStringLiteral("about 19.7 million USD"));
    EXPECT_EQ(words.about(usd("8049999.99")), QStringLiteral("about 8.0 million USD"));
    // Half away from zero on the shown digit, so 8.05 million reads 8.1 (never a binary 8.0).
    EXPECT_EQ(words.about(usd("8050000.00")), QStringLiteral("about 8.1 million USD"));
    EXPECT_EQ(words.about(usd("1250000000")), QStringLiteral("about 1.3 billion USD"));
    EXPECT_EQ(words.rounded(Decimal::parse("-7700000"), Currency::usd()),
              QStringLiteral("-7.7 million USD"));
}

TEST_F(RoundedMoneyTest, ChineseCountsInWanAndYi)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    const RoundedMoney words{QLocale(QLocale::Chinese, QLocale::China)};
    EXPECT_EQ(words.rounded(Decimal::parse("51666"), Currency::usd()),
              QStringLiteral("5.2 万 USD"));
    EXPECT_EQ(words.rounded(Decimal::parse("19682259.80"), Currency::cny()),
              QStringLiteral("1,968 万 CNY"));
    EXPECT_EQ(words.rounded(Decimal::parse("150000000"), Currency::usd()),
              QStringLiteral("1.5 亿 USD"));
    EXPECT_EQ(words.about(Money(Decimal::parse("3200"), Currency::cny())),
              QStringLiteral("约 3,200 CNY"));
}

} // namespace

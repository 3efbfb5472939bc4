// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/MoneyMagnitude.h"

#include "presentation/RoundedMoney.h"
#include "tests/support/CoreApplication.h"
#include "translations/I18n.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using Unit = MoneyMagnitude::Unit;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kChinese(QLocale::Chinese, QLocale::China);

TEST(MoneyMagnitudeTest, EachLanguageCountsInItsOwnUnits)
{
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("999.99"), kEnglish), Unit::One);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("1000"), kEnglish), Unit::Thousand);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("999999.99"), kEnglish), Unit::Thousand);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("1000000"), kEnglish), Unit::Million);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("-2500000000"), kEnglish), Unit::Billion);

    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("9999.99"), kChinese), Unit::One);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("10000"), kChinese), Unit::TenThousand);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("99999999.99"), kChinese), Unit::TenThousand);
    EXPECT_EQ(MoneyMagnitude::unitFor(Decimal::parse("-100000000"), kChinese),
              Unit::HundredMillion);
}

TEST(MoneyMagnitudeTest, APlottedFigureTakesTheUnitOfTheExactAmount)
{
    // A chart's axis (doubles) and the sentence beside it (decimals) must not part at a boundary.
    for (const QLocale& locale : {kEnglish, kChinese})
        for (const char* amount : {"999", "1000", "9999", "10000", "999999", "1000000", "99999999",
                                   "100000000", "999999999", "1000000000"}) {
            const Decimal exact = Decimal::parse(amount);
            EXPECT_EQ(MoneyMagnitude::unitFor(exact, locale),
                      MoneyMagnitude::unitFor(exact.toDouble(), locale))
                << amount << " in " << locale.name().toStdString();
        }
}

TEST(MoneyMagnitudeTest, TheCaptionNamesUnitAndCurrency)
{
    test::ensureCoreApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    EXPECT_EQ(MoneyMagnitude::caption(Unit::One, Currency::usd()), QStringLiteral("USD"));
    EXPECT_EQ(MoneyMagnitude::caption(Unit::Million, Currency::cny()),
              QStringLiteral("million CNY"));
    EXPECT_EQ(MoneyMagnitude::caption(Unit::TenThousand, Currency::usd()),
              QStringLiteral("万 USD"));
    EXPECT_EQ(MoneyMagnitude::caption(Unit::HundredMillion, Currency::cny()),
              QStringLiteral("亿 CNY"));
    EXPECT_EQ(MoneyMagnitude::divisor(Unit::HundredMillion), 100000000);
}

TEST(MoneyMagnitudeTest, RoundedMoneyEndsWithTheCaption)
{
    test::ensureCoreApplication();
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    for (const QLocale& locale : {kEnglish, kChinese})
        for (const char* amount : {"950", "51666", "19682259.80", "150000000", "2500000000"}) {
            const Decimal exact = Decimal::parse(amount);
            const QString caption =
                MoneyMagnitude::caption(MoneyMagnitude::unitFor(exact, locale), Currency::usd());
            EXPECT_TRUE(RoundedMoney(locale)
                            .rounded(exact, Currency::usd())
                            .endsWith(QLatin1Char(' ') + caption))
                << amount;
        }
}

} // namespace

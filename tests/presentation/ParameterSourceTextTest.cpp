// SPDX-License-Identifier: GPL-3.0-or-later
// Where a figure comes from, in words: the report's assumptions and the window's tooltips say
// what a typed value replaced and whether the quote behind a figure has expired.
#include "presentation/ParameterSourceText.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ParameterSourceTextTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureCoreApplication();
        scenario = Examples::load("llm-training");
        Quote quote;
        quote.itemKey = "ib.price.switch";
        quote.vendor = "Acme";
        quote.unitPrice = Money(Decimal(33000), Currency::usd());
        quote.quoteDate = "2026-01-05";
        quote.validUntil = "2026-03-31";
        scenario.quotes.push_back(quote);
    }

    ParameterSourceText::Described switchPrice(const QDate& today) const
    {
        const PlanSpec& plan = scenario.plans.front();
        const ResolvedParameters values = ParameterResolver::resolve(scenario, plan, catalog);
        return ParameterSourceText::describe(values.at("price.switch"), scenario, plan, catalog,
                                             today);
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario;
};

TEST_F(ParameterSourceTextTest, AQuoteNamesItsVendorAndSaysWhenItHasExpired)
{
    ASSERT_EQ(scenario.plans.front().fabric(), Fabric::InfiniBand);
    EXPECT_EQ(switchPrice(QDate(2026, 3, 31)).text, QStringLiteral("Quote from Acme"));
    EXPECT_EQ(switchPrice(QDate(2026, 4, 1)).text,
              QStringLiteral("Quote from Acme, expired 2026-03-31"));
}

TEST_F(ParameterSourceTextTest, ACatalogFigureOverEighteenMonthsOldIsFlaggedForACheck)
{
    scenario.quotes.clear(); // the catalog's or the product's figure, with its date
    const auto atItsDate = switchPrice(QDate(2026, 1, 1));
    ASSERT_FALSE(atItsDate.date.isEmpty());
    const QString year = atItsDate.date.left(4);
    // Within its own year it is fresh, and 18 months on; two years on it is flagged.
    EXPECT_FALSE(switchPrice(QDate(year.toInt(), 12, 31)).needsCheck);
    EXPECT_FALSE(switchPrice(QDate(year.toInt() + 1, 6, 30)).needsCheck);
    EXPECT_TRUE(switchPrice(QDate(year.toInt() + 2, 7, 1)).needsCheck);
    EXPECT_EQ(ParameterSourceText::checkNote(atItsDate.date),
              QStringLiteral("price from %1: check").arg(year));
}

// A source dated after today (a mistyped year, a wrong clock) is flagged in its own words
// (issue 41), not taken as fresh.
TEST_F(ParameterSourceTextTest, ACatalogPriceDatedAfterTodayIsFlaggedForACheck)
{
    scenario.quotes.clear();
    const auto atItsDate = switchPrice(QDate(2026, 1, 1));
    ASSERT_FALSE(atItsDate.date.isEmpty());
    const QDate before(atItsDate.date.left(4).toInt() - 1, 12, 31);
    EXPECT_TRUE(switchPrice(before).needsCheck);
    EXPECT_EQ(ParameterSourceText::checkNote(atItsDate.date, before),
              QStringLiteral("price dated %1, after today: check").arg(atItsDate.date));
}

TEST_F(ParameterSourceTextTest, OnlyPricesAreFlaggedByAge)
{
    const PlanSpec& plan = scenario.plans.front();
    const ResolvedParameters values = ParameterResolver::resolve(scenario, plan, catalog);
    for (const char* key :
         {"incident.nic_failure_rate", "congestion.reference_link_gbps", "power.pue"}) {
        EXPECT_FALSE(ParameterSourceText::describe(values.at(key), scenario, plan, catalog,
                                                   QDate(2040, 1, 1))
                         .needsCheck)
            << key;
    }
}

TEST_F(ParameterSourceTextTest, AQuoteOrATypedValueIsNeverFlaggedByTheCatalogsAge)
{
    EXPECT_FALSE(switchPrice(QDate(2040, 1, 1)).needsCheck); // the quote: it has its own expiry
    scenario.plans.front().overrides["price.switch"] =
        ParameterValue{Decimal(30000), Currency::usd()};
    EXPECT_FALSE(switchPrice(QDate(2040, 1, 1)).needsCheck);
}

TEST_F(ParameterSourceTextTest, ATypedValueSaysWhatItReplaced)
{
    scenario.plans.front().overrides["price.switch"] =
        ParameterValue{Decimal(30000), Currency::usd()};
    EXPECT_EQ(switchPrice(QDate(2026, 2, 1)).text,
              QStringLiteral("Entered in this document, replacing the vendor quote"));
    scenario.quotes.clear();
    EXPECT_EQ(switchPrice(QDate(2026, 2, 1)).text,
              QStringLiteral("Entered in this document, replacing the default"));
}

} // namespace

TEST_F(ParameterSourceTextTest, AFigureFromAnotherLinkSpeedSaysSo)
{
    // Custom hardware, no quote: the switch price's source at each link speed.
    scenario.quotes.clear();
    PlanSpec& plan = scenario.plans.front();
    plan.products = PlanProducts{};
    const auto sourceAt = [&](int speed) {
        plan.design.linkSpeedGbps = speed;
        return switchPrice(QDate(2026, 2, 1)).text;
    };
    // No 200G switch price: the 400G one stands and its source says so.
    const QString at200 = sourceAt(200);
    EXPECT_TRUE(at200.endsWith(QStringLiteral(
        " (the 400G figure: the catalog has none at 200G; replace it with a quote)")))
        << at200.toStdString();
    // At 800G the catalog's own 800G figure needs no such words.
    const QString at800 = sourceAt(800);
    EXPECT_FALSE(at800.contains(QStringLiteral("400G figure"))) << at800.toStdString();
    EXPECT_TRUE(at800.contains(QStringLiteral("ib-xdr-q3400"))) << at800.toStdString();
    // Faster than the catalog knows: the nearest speed's figure, named.
    const QString at1600 = sourceAt(1600);
    EXPECT_TRUE(at1600.endsWith(QStringLiteral(
        " (the 800G figure: the catalog has none at 1600G; replace it with a quote)")))
        << at1600.toStdString();
}

// A product's price and its watts each cite their own source where the catalog has two: the
// switch's power row used to cite the reseller listing behind its price (issue 41).
TEST_F(ParameterSourceTextTest, AProductsWattsCiteTheirOwnSource)
{
    scenario.quotes.clear();
    const PlanSpec& plan = scenario.plans.front();
    const ResolvedParameters values = ParameterResolver::resolve(scenario, plan, catalog);
    const Product* product = ProductSelection::select(plan, catalog).of(ProductClass::Switch);
    ASSERT_NE(product, nullptr);
    ASSERT_FALSE(product->wattsSource.empty()) << product->id;
    const QString price = ParameterSourceText::describe(values.at("price.switch"), scenario, plan,
                                                        catalog, QDate(2026, 12, 1))
                              .text;
    const QString watts = ParameterSourceText::describe(values.at("power.switch_watts"), scenario,
                                                        plan, catalog, QDate(2026, 12, 1))
                              .text;
    EXPECT_TRUE(price.contains(QString::fromStdString(product->source))) << price.toStdString();
    EXPECT_FALSE(price.contains(QString::fromStdString(product->wattsSource)));
    EXPECT_TRUE(watts.contains(QString::fromStdString(product->wattsSource)))
        << watts.toStdString();
    EXPECT_FALSE(watts.contains(QString::fromStdString(product->source)));

    // A product with one source (an organisation's own, say) cites it for both.
    Product single = *product;
    single.wattsSource.clear();
    EXPECT_EQ(ProductKeys::source(single, "power.switch_watts"), single.source);
    EXPECT_EQ(ProductKeys::source(*product, "power.switch_watts"), product->wattsSource);
    EXPECT_EQ(ProductKeys::source(*product, "price.switch"), product->source);
}

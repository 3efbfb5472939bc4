// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ParameterResolver.h"

#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class ParameterResolverTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    // Custom hardware, so the tests below see the generic catalog entries; the product tests
    // pick their products themselves.
    Scenario scenario = [] {
        Scenario s = Examples::load("llm-training", test::dataDir());
        for (PlanSpec& plan : s.plans)
            plan.products = {};
        return s;
    }();
    PlanSpec& ib() { return scenario.plans.at(0); }
    PlanSpec& roce() { return scenario.plans.at(1); }
};

TEST_F(ParameterResolverTest, CatalogIsTheFallbackAndFabricSpecific)
{
    const auto ibValues = ParameterResolver::resolve(scenario, ib(), catalog);
    const auto roceValues = ParameterResolver::resolve(scenario, roce(), catalog);
    EXPECT_EQ(ibValues.at("price.switch").source, ValueSource::Catalog);
    EXPECT_EQ(ibValues.value("price.switch"),
              catalog.find("price.switch", Fabric::InfiniBand)->value.value);
    EXPECT_EQ(roceValues.value("price.switch"),
              catalog.find("price.switch", Fabric::RoCE)->value.value);
    EXPECT_EQ(ibValues.at("price.switch").planId, "ib");
    EXPECT_EQ(ibValues.at("power.pue").planId, "");
    EXPECT_NE(ibValues.at("price.switch").provenance.find("catalog:"), std::string::npos);
    // Every registered parameter has a value.
    EXPECT_EQ(ibValues.all().size(), ParameterRegistry::instance().all().size());
}

TEST_F(ParameterResolverTest, PresetBeatsCatalogAndFollowsTheScenario)
{
    scenario.team = TeamExpertise::StrongRoce;
    const auto strong = ParameterResolver::resolve(scenario, roce(), catalog);
    scenario.team = TeamExpertise::NoRdma;
    const auto none = ParameterResolver::resolve(scenario, roce(), catalog);
    EXPECT_EQ(strong.at("team.staff_multiplier").source, ValueSource::Preset);
    EXPECT_LT(strong.value("team.staff_multiplier"), none.value("team.staff_multiplier"));
    EXPECT_EQ(none.at("team.staff_multiplier").provenance, "preset: team none");
}

TEST_F(ParameterResolverTest, PrecedenceOverrideThenQuoteThenCatalog)
{
    Quote generic{"price.switch", "Generic Co", Money::parse("30000", Currency::usd()),
                  "2026-01-01",   "",           "q.csv line 2"};
    Quote forFabric{"ib.price.switch", "IB Co", Money::parse("33000", Currency::usd()),
                    "2025-01-01",      "",      "q.csv line 3"};
    scenario.quotes = {generic};
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib(), catalog).value("price.switch"),
              Decimal(30000));
    scenario.quotes = {generic, forFabric};
    // A fabric-specific quote beats a generic one, even an older one.
    const auto quoted = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(quoted.value("price.switch"), Decimal(33000));
    EXPECT_EQ(quoted.at("price.switch").source, ValueSource::Quote);
    EXPECT_NE(quoted.at("price.switch").provenance.find("IB Co"), std::string::npos);
    // The RoCE plan only sees the generic quote.
    EXPECT_EQ(ParameterResolver::resolve(scenario, roce(), catalog).value("price.switch"),
              Decimal(30000));
    // A plan-id quote beats both; among equals the later date wins.
    scenario.quotes.push_back(
        {"ib.price.switch", "IB Co", Money::parse("32000", Currency::usd()), "2026-06-01", "", ""});
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib(), catalog).value("price.switch"),
              Decimal(32000));
    // The override beats every quote.
    ib().overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    const auto overridden = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(overridden.value("price.switch"), Decimal(31000));
    EXPECT_EQ(overridden.at("price.switch").source, ValueSource::Override);
}

TEST_F(ParameterResolverTest, EachValueKnowsTheValueItReplaces)
{
    const Decimal catalogPrice = catalog.find("price.switch", Fabric::InfiniBand)->value.value;
    // A default replaces nothing.
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib(), catalog).at("price.switch").replaced,
              nullptr);
    // A quote replaces the catalog's figure.
    scenario.quotes = {{"ib.price.switch", "IB Co", Money::parse("33000", Currency::usd()),
                        "2026-01-01", "2026-12-31", "q.csv line 2"}};
    const auto quoted = ParameterResolver::resolve(scenario, ib(), catalog).at("price.switch");
    ASSERT_NE(quoted.replaced, nullptr);
    EXPECT_EQ(quoted.replaced->source, ValueSource::Catalog);
    EXPECT_EQ(quoted.replaced->value.value, catalogPrice);
    EXPECT_EQ(quoted.replaced->replaced, nullptr);
    // A typed value replaces the quote, not the catalog: "Use the quote" brings back 33,000.
    ib().overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    const auto typed = ParameterResolver::resolve(scenario, ib(), catalog).at("price.switch");
    EXPECT_EQ(typed.value.value, Decimal(31000));
    ASSERT_NE(typed.replaced, nullptr);
    EXPECT_EQ(typed.replaced->source, ValueSource::Quote);
    EXPECT_EQ(typed.replaced->value.value, Decimal(33000));
    EXPECT_EQ(typed.replaced->confidence, Confidence::Quote);
    // A typed value over a preset replaces the preset.
    scenario.overrides["team.staff_multiplier"] = ParameterValue{Decimal(2), std::nullopt};
    const auto staff =
        ParameterResolver::resolve(scenario, roce(), catalog).at("team.staff_multiplier");
    ASSERT_NE(staff.replaced, nullptr);
    EXPECT_EQ(staff.replaced->source, ValueSource::Preset);
    // The effective value, its uncertainty and the rest are as before.
    EXPECT_EQ(staff.source, ValueSource::Override);
}

TEST_F(ParameterResolverTest, PickedProductBeatsTheGenericEntry)
{
    roce().products = {"roce-sn5600", "nic-bf3-supernic-400g", "osfp-800g-2x400g"};
    const auto values = ParameterResolver::resolve(scenario, roce(), catalog);
    const Product& sn5600 = *catalog.findProduct("roce-sn5600");
    const ResolvedParameter& price = values.at("price.switch");
    EXPECT_EQ(price.source, ValueSource::Product);
    EXPECT_EQ(price.value, sn5600.price.value);
    EXPECT_EQ(price.uncertainty, sn5600.price.range);
    EXPECT_EQ(price.confidence, sn5600.confidence);
    // The provenance names the product, so the window and the report can show it.
    EXPECT_NE(price.provenance.find("product: " + sn5600.name + " (roce-sn5600)"),
              std::string::npos);
    EXPECT_EQ(values.value("power.switch_watts"), sn5600.watts.value.value);
    EXPECT_EQ(values.value("price.nic"),
              catalog.findProduct("nic-bf3-supernic-400g")->price.value.value);
    EXPECT_EQ(values.value("power.nic_watts"),
              catalog.findProduct("nic-bf3-supernic-400g")->watts.value.value);
    EXPECT_EQ(values.value("price.transceiver"),
              catalog.findProduct("osfp-800g-2x400g")->price.value.value);
    EXPECT_EQ(values.value("power.transceiver_watts"),
              catalog.findProduct("osfp-800g-2x400g")->watts.value.value);
    // Items no product prices keep the generic entries.
    EXPECT_EQ(values.at("price.cable_optical").source, ValueSource::Catalog);
}

TEST_F(ParameterResolverTest, PrecedenceOverrideThenQuoteThenProductThenGeneric)
{
    const Decimal generic = catalog.find("price.switch", Fabric::InfiniBand)->value.value;
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib(), catalog).value("price.switch"), generic);
    ib().products.switchId = "ib-xdr-q3400";
    const Decimal product = catalog.findProduct("ib-xdr-q3400")->price.value.value;
    ASSERT_NE(product, generic);
    EXPECT_EQ(ParameterResolver::resolve(scenario, ib(), catalog).value("price.switch"), product);
    scenario.quotes = {{"ib.price.switch", "IB Co", Money::parse("150000", Currency::usd()),
                        "2026-10-01", "", ""}};
    const auto quoted = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(quoted.value("price.switch"), Decimal(150000));
    EXPECT_EQ(quoted.at("price.switch").source, ValueSource::Quote);
    // A quote is firm (issue 35): priced as given, never drawn.
    EXPECT_EQ(quoted.at("price.switch").uncertainty.shape, DistributionShape::Fixed);
    ib().overrides["price.switch"] = ParameterValue{Decimal(140000), Currency::usd()};
    const auto overridden = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(overridden.value("price.switch"), Decimal(140000));
    EXPECT_EQ(overridden.at("price.switch").source, ValueSource::Override);
}

TEST_F(ParameterResolverTest, TheDocumentsOwnCatalogPriceBeatsTheProduct)
{
    roce().products.switchId = "roce-th5-64x800";
    const CatalogEntry own{"price.switch",
                           Fabric::RoCE,
                           {Decimal(31000), Currency::usd()},
                           Uncertainty{},
                           "Vendor B list",
                           "2026-11",
                           Confidence::User,
                           "",
                           std::nullopt};
    const Catalog withOwn = catalog.withUserEntries({own});
    const auto values = ParameterResolver::resolve(scenario, roce(), withOwn);
    EXPECT_EQ(values.value("price.switch"), Decimal(31000));
    EXPECT_EQ(values.at("price.switch").source, ValueSource::Catalog);
    // The product still gives what the own catalog does not price.
    EXPECT_EQ(values.at("power.switch_watts").source, ValueSource::Product);
    // The bundled entry of the same key does not beat the product.
    EXPECT_EQ(ParameterResolver::resolve(scenario, roce(), catalog).at("price.switch").source,
              ValueSource::Product);
}

TEST_F(ParameterResolverTest, UnusableProductsAreResolutionErrors)
{
    ib().products.switchId = "roce-sn5600";
    try {
        ParameterResolver::resolve(scenario, ib(), catalog);
        FAIL() << "an Ethernet switch in an InfiniBand plan resolved";
    } catch (const ResolutionError& e) {
        EXPECT_NE(std::string(e.what()).find("roce-sn5600"), std::string::npos) << e.what();
    }
}

TEST_F(ParameterResolverTest, ScenarioOverrideBeatsPreset)
{
    scenario.overrides["team.staff_multiplier"] =
        ParameterValue{Decimal::parse("1.1"), std::nullopt};
    const auto values = ParameterResolver::resolve(scenario, roce(), catalog);
    EXPECT_EQ(values.value("team.staff_multiplier"), Decimal::parse("1.1"));
    EXPECT_EQ(values.at("team.staff_multiplier").source, ValueSource::Override);
}

TEST_F(ParameterResolverTest, QuoteInOtherCurrencyConvertsWithTheExchangeRate)
{
    scenario.cluster.currency = Currency::cny();
    scenario.quotes = {
        {"price.switch", "CN Co", Money::parse("200000", Currency::cny()), "2026-01-01", "", ""}};
    const auto values = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(values.fxExponent("price.switch"), 0); // CNY quote in a CNY scenario
    EXPECT_EQ(values.fxExponent("price.nic"), 1);    // USD catalog price -> x CNY per USD
    EXPECT_EQ(values.fxExponent("power.pue"), 0);
    EXPECT_EQ(values.valueInScenarioCurrency("price.nic", kDefaultRounding),
              values.value("price.nic").multiply(values.value("fx.usd_cny"), kDefaultRounding));
    scenario.cluster.currency = Currency::usd();
    const auto inUsd = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(inUsd.fxExponent("price.switch"), -1); // CNY quote in a USD scenario -> / rate
    EXPECT_EQ(inUsd.valueInScenarioCurrency("price.switch", kDefaultRounding),
              Decimal(200000).divide(inUsd.value("fx.usd_cny"), kDefaultRounding));
}

TEST_F(ParameterResolverTest, UncertaintyFromUserElseScaledCatalogRange)
{
    const auto base = ParameterResolver::resolve(scenario, ib(), catalog);
    const CatalogEntry* entry = catalog.find("price.switch", Fabric::InfiniBand);
    EXPECT_EQ(base.at("price.switch").uncertainty, entry->range);
    // A typed value is firm (issue 35): the table prices it as given and the Monte Carlo
    // does not draw it.
    ib().overrides["price.switch"] = ParameterValue{entry->value.value.times(2), Currency::usd()};
    const auto doubled = ParameterResolver::resolve(scenario, ib(), catalog);
    EXPECT_EQ(doubled.at("price.switch").uncertainty.shape, DistributionShape::Fixed);
    // A user range wins.
    ib().uncertainty["price.switch"] =
        Uncertainty{DistributionShape::Pert, Decimal(1), Decimal(100000)};
    EXPECT_EQ(
        ParameterResolver::resolve(scenario, ib(), catalog).at("price.switch").uncertainty.shape,
        DistributionShape::Pert);
}

TEST_F(ParameterResolverTest, MissingValueIsAnErrorNamingTheParameter)
{
    const Catalog empty;
    try {
        ParameterResolver::resolve(scenario, ib(), empty);
        FAIL();
    } catch (const ResolutionError& e) {
        EXPECT_NE(std::string(e.what()).find("has no value"), std::string::npos);
    }
}

TEST_F(ParameterResolverTest, AnOwnRangeThatMissesItsValueIsWidenedToHoldIt)
{
    // Issue 34: `set power.pue=1.8` on a document whose own range was 1.1 to 1.5 broke every
    // risk output. The value wins; the range is widened to hold it (holding(), the one rule).
    scenario.overrides["power.pue"] = ParameterValue{Decimal::parse("1.8"), std::nullopt};
    scenario.uncertainty["power.pue"] = {DistributionShape::Pert, Decimal::parse("1.1"),
                                         Decimal::parse("1.5")};
    ib().overrides["price.switch"] =
        ParameterValue{Decimal(5000), scenario.cluster.currency};
    ib().uncertainty["price.switch"] = {DistributionShape::Triangular, Decimal(20000),
                                        Decimal(40000)};
    const auto values = ParameterResolver::resolve(scenario, ib(), catalog);
    const Uncertainty pue = values.at("power.pue").uncertainty;
    EXPECT_EQ(pue.low, Decimal::parse("1.1"));
    EXPECT_EQ(pue.high, Decimal::parse("1.8"));
    const Uncertainty price = values.at("price.switch").uncertainty;
    EXPECT_EQ(price.low, Decimal(5000));
    EXPECT_EQ(price.high, Decimal(40000));
    EXPECT_EQ(price.shape, DistributionShape::Triangular);
    // A range that holds its value, and a fixed one, are as given.
    EXPECT_EQ(holding(pue, Decimal::parse("1.2")), pue);
    const Uncertainty fixed{DistributionShape::Fixed, Decimal(1), Decimal(1)};
    EXPECT_EQ(holding(fixed, Decimal(3)), fixed);
}

} // namespace
} // namespace fabrictco

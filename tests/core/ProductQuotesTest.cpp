// SPDX-License-Identifier: GPL-3.0-or-later
// Quotes per product and per plan (issue 35, item 3): a quote names a catalog product and prices
// every plan that uses it, or only the plan it names; a white-box switch quote no longer lands on
// the Spectrum-X plan, and two RoCE offers can carry different quotes.
#include "core/model/Catalog.h"
#include "core/model/ParameterResolver.h"
#include "core/model/QuoteUsage.h"
#include "core/model/ScenarioValidator.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class ProductQuotesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // Two RoCE offers: the white box and Spectrum-X.
        ASSERT_EQ(scenario.plans.at(1).products.switchId, "roce-th5-64x800");
        ASSERT_TRUE(ScenarioValidator::validate(scenario).empty());
    }
    Decimal switchPrice(const std::string& planId) const
    {
        for (const PlanSpec& plan : scenario.plans)
            if (plan.id == planId)
                return ParameterResolver::resolve(scenario, plan, catalog).value("price.switch");
        ADD_FAILURE() << "no plan " << planId;
        return Decimal(0);
    }
    void quote(const char* item, const char* price)
    {
        scenario.quotes.push_back(Quote{item, "Vendor", Money::parse(price, Currency::usd()),
                                        "2026-11-20", "", "q.csv"});
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = test::withSpectrumOffer();
};

TEST_F(ProductQuotesTest, AProductsQuotePricesThePlansThatUseItOnly)
{
    const Decimal spectrumBefore = switchPrice("roce-x");
    quote("roce-th5-64x800", "31200");
    EXPECT_EQ(switchPrice("roce"), Decimal(31200));
    EXPECT_EQ(switchPrice("roce-x"), spectrumBefore) << "the Spectrum-X plan kept its price";
    EXPECT_TRUE(ScenarioValidator::validate(scenario).empty());
    const auto uses = QuoteUsage::of(scenario);
    ASSERT_EQ(uses.size(), 1u);
    ASSERT_EQ(uses[0].size(), 1u);
    EXPECT_EQ(uses[0][0].planId, "roce");
    EXPECT_EQ(uses[0][0].key, "price.switch");
    EXPECT_EQ(QuoteUsage::targetOf("roce-th5-64x800").productId, "roce-th5-64x800");
}

TEST_F(ProductQuotesTest, APlansOwnQuoteForAProductPricesThatPlanAlone)
{
    PlanSpec second = scenario.plans.at(1);
    second.id = "roce-b";
    scenario.plans.push_back(second); // a second white-box offer
    quote("roce-th5-64x800", "31200");
    quote("roce-b.roce-th5-64x800", "29900");
    EXPECT_EQ(switchPrice("roce"), Decimal(31200));
    EXPECT_EQ(switchPrice("roce-b"), Decimal(29900));
    const QuoteUsage::Target target = QuoteUsage::targetOf("roce-b.roce-th5-64x800");
    EXPECT_EQ(target.scope, "roce-b");
    EXPECT_EQ(target.productId, "roce-th5-64x800");
    EXPECT_TRUE(target.key.empty());
}

TEST_F(ProductQuotesTest, ThePlansOwnItemQuoteBeatsAProductsAndAProductsBeatsAFabrics)
{
    // The white box's plan id must not be the fabric's ("roce.price.switch" would be its own).
    scenario.plans.at(1).id = "roce-w";
    quote("roce.price.switch", "45000");
    EXPECT_EQ(switchPrice("roce-w"), Decimal(45000));
    quote("roce-th5-64x800", "31200");
    EXPECT_EQ(switchPrice("roce-w"), Decimal(31200));
    EXPECT_EQ(switchPrice("roce-x"), Decimal(45000)) << "Spectrum-X: the fabric's quote";
    quote("roce-w.price.switch", "33000");
    EXPECT_EQ(switchPrice("roce-w"), Decimal(33000));
}

TEST_F(ProductQuotesTest, AProductQuoteForAPlanTheDocumentLacksIsRefused)
{
    quote("no-such-plan.roce-th5-64x800", "31200");
    const auto problems = ScenarioValidator::validate(scenario);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].code, ValidationCode::NotPricedItem);
}

TEST_F(ProductQuotesTest, APlanOnlyKeyPricesThatPlanEvenWhenItsIdIsTheFabrics)
{
    // "roce:" names the plan "roce" alone; "roce." would be every RoCE plan.
    const Decimal spectrumBefore = switchPrice("roce-x");
    quote("roce:price.switch", "45000.25");
    EXPECT_EQ(switchPrice("roce"), Decimal::parse("45000.25"));
    EXPECT_EQ(switchPrice("roce-x"), spectrumBefore);
    quote("roce-x:roce-sn5600", "52000");
    EXPECT_EQ(switchPrice("roce-x"), Decimal(52000));
    EXPECT_EQ(switchPrice("roce"), Decimal::parse("45000.25"));
    EXPECT_TRUE(ScenarioValidator::validate(scenario).empty());
    quote("no-such-plan:roce-th5-64x800", "31200");
    ASSERT_EQ(ScenarioValidator::validate(scenario).size(), 1u);
}

} // namespace
} // namespace fabrictco

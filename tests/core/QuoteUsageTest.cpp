// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/QuoteUsage.h"

#include "core/model/Examples.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

Quote quote(const std::string& item, const std::string& vendor, const char* price,
            const std::string& date = "2026-10-01")
{
    return {item, vendor, Money::parse(price, Currency::usd()), date, "", ""};
}

class QuoteUsageTest : public ::testing::Test
{
protected:
    Scenario scenario = Examples::load("llm-training", test::dataDir()); // plans "ib", "roce"
};

TEST_F(QuoteUsageTest, TargetOfAnItemKey)
{
    EXPECT_EQ(QuoteUsage::targetOf("price.switch").scope, "");
    EXPECT_EQ(QuoteUsage::targetOf("price.switch").key, "price.switch");
    EXPECT_EQ(QuoteUsage::targetOf("ib.price.switch").scope, "ib");
    EXPECT_EQ(QuoteUsage::targetOf("ib.price.switch").key, "price.switch");
    EXPECT_EQ(QuoteUsage::targetOf("roce-b.price.nic").scope, "roce-b");
    // "<plan>:": that plan only, even when its id is a fabric's (issue 35, the RFQ's keys).
    EXPECT_TRUE(QuoteUsage::targetOf("ib:price.cable_copper").planOnly);
    EXPECT_EQ(QuoteUsage::targetOf("ib:price.cable_copper").scope, "ib");
    EXPECT_EQ(QuoteUsage::targetOf("ib:price.cable_copper").key, "price.cable_copper");
    EXPECT_EQ(QuoteUsage::targetOf("ib:ib-ndr-qm9700").productId, "ib-ndr-qm9700");
    EXPECT_FALSE(QuoteUsage::targetOf("ib.price.switch").planOnly);
}

TEST_F(QuoteUsageTest, EachInputIsPricedByTheQuoteTheResolverPicks)
{
    scenario.quotes = {quote("price.switch", "Everyone Co", "30000"),
                       quote("ib.price.switch", "IB Co", "33000"),
                       quote("roce.price.nic", "NIC Co", "900")};
    const auto uses = QuoteUsage::of(scenario);
    ASSERT_EQ(uses.size(), 3u);
    // The generic quote is beaten by the InfiniBand one for "ib", so it prices RoCE only.
    EXPECT_EQ(uses[0], (std::vector<QuoteUsage::Use>{{"roce", "price.switch", false}}));
    EXPECT_EQ(uses[1], (std::vector<QuoteUsage::Use>{{"ib", "price.switch", false}}));
    EXPECT_EQ(uses[2], (std::vector<QuoteUsage::Use>{{"roce", "price.nic", false}}));
    // A typed value shadows the quote: still its input, marked so.
    scenario.plans[1].overrides["price.nic"] = ParameterValue{Decimal(850), Currency::usd()};
    EXPECT_TRUE(QuoteUsage::of(scenario)[2].front().shadowedByTypedValue);
}

TEST_F(QuoteUsageTest, AQuoteBeatenEverywhereIsUsedNowhere)
{
    scenario.quotes = {quote("ib.price.switch", "Old Co", "35000", "2026-01-01"),
                       quote("ib.price.switch", "New Co", "33000", "2026-09-01")};
    const auto uses = QuoteUsage::of(scenario);
    EXPECT_TRUE(uses[0].empty());
    EXPECT_EQ(uses[1].size(), 1u);
}

TEST_F(QuoteUsageTest, ANewQuoteForATypedInputIsAConflict)
{
    scenario.plans[0].overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    // Not money, or not a plan input: never priced by a quote, never a conflict.
    scenario.plans[0].overrides["power.switch_watts"] = ParameterValue{Decimal(900), std::nullopt};
    const Scenario before = scenario;
    Scenario after = scenario;
    after.quotes = {quote("ib.price.switch", "IB Co", "33000"), quote("roce.price.nic", "N", "1")};
    const auto conflicts = QuoteUsage::conflicts(before, after);
    ASSERT_EQ(conflicts.size(), 1u);
    EXPECT_EQ(conflicts[0].planId, "ib");
    EXPECT_EQ(conflicts[0].key, "price.switch");
    EXPECT_EQ(conflicts[0].typed.value, Decimal(31000));
    EXPECT_EQ(conflicts[0].quoteIndex, 0u);
    // Importing the same file again asks nothing: the user typed over that quote already.
    EXPECT_TRUE(QuoteUsage::conflicts(after, after).empty());
    // A newer quote for the same input asks again.
    Scenario newer = after;
    newer.quotes.push_back(quote("ib.price.switch", "IB Co", "32000", "2026-11-01"));
    const auto again = QuoteUsage::conflicts(after, newer);
    ASSERT_EQ(again.size(), 1u);
    EXPECT_EQ(again[0].quoteIndex, 2u);
}

} // namespace
} // namespace fabrictco

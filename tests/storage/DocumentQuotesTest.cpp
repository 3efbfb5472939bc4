// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentQuotes.h"

#include "tests/storage/SampleDocument.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TEST(DocumentQuotesTest, QuotableItemsArePlanMoneyParametersWithOptionalFabricOrPlanPrefix)
{
    const DocumentContent doc = test::sampleDocument(); // plans "ib" and "roce-b"
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, "price.switch"));
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, "roce.price.switch"));
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, "roce-b.price.nic"));
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, "roce-c.price.nic")); // no such plan
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, "power.pue"));        // not money
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, "staff.salary"));     // scenario-wide
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, "ib.price.switchx"));
}

TEST(DocumentQuotesTest, ImporterRejectsWhatTheDocumentCannotHold)
{
    const DocumentContent doc = test::sampleDocument();
    const QuoteImport r =
        DocumentQuotes::importerFor(doc).read("item,vendor,unit price,currency,quote date\n"
                                              "roce.price.switch,B,98000,CNY,2026-11-02\n"
                                              "roce.price.switch,B,98000,EUR,2026-11-02\n"
                                              "ib.price.switch,A,200000000,USD,2026-11-02\n"
                                              "power.pue,A,1,USD,2026-11-02\n",
                                              "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    ASSERT_EQ(r.rejected.size(), 3u);
    EXPECT_EQ(r.rejected[0].line, 3);
    EXPECT_NE(r.rejected[0].reason.find("CNY or USD"), std::string::npos) << r.rejected[0].reason;
    EXPECT_NE(r.rejected[1].reason.find("at most"), std::string::npos) << r.rejected[1].reason;
    EXPECT_EQ(r.rejected[2].reason, "unknown item key \"power.pue\"");
}

TEST(DocumentQuotesTest, AcceptAddsOnlyNewQuotesAndKeepsProvenance)
{
    DocumentContent doc = test::sampleDocument();
    const std::size_t before = doc.scenario.quotes.size();
    const QuoteImport r = DocumentQuotes::importerFor(doc).read(
        "item,vendor,unit price,currency,quote date\nroce.price.switch,B,98000,CNY,2026-11-02\n",
        "b.csv");
    EXPECT_EQ(DocumentQuotes::accept(doc, r), 1);
    EXPECT_EQ(DocumentQuotes::accept(doc, r), 0);
    ASSERT_EQ(doc.scenario.quotes.size(), before + 1);
    EXPECT_EQ(doc.scenario.quotes.back().origin, "b.csv line 2");
}

} // namespace
} // namespace fabrictco

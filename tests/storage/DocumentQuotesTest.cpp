// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentQuotes.h"

#include "storage/DocumentValidator.h"
#include "tests/storage/SampleDocument.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

/// No products: these tests are about price items (DocumentQuotesProductTest has products).
const Catalog catalog;

TEST(DocumentQuotesTest, QuotableItemsArePlanMoneyParametersWithOptionalFabricOrPlanPrefix)
{
    const DocumentContent doc = test::sampleDocument(); // plans "ib" and "roce-b"
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, catalog, "price.switch"));
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, catalog, "roce.price.switch"));
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, catalog, "roce-b.price.nic"));
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "roce-c.price.nic")); // no such plan
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "power.pue"));        // not money
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "staff.salary"));     // scenario-wide
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "ib.price.switchx"));
}

TEST(DocumentQuotesTest, ImporterRejectsWhatTheDocumentCannotHold)
{
    const DocumentContent doc = test::sampleDocument();
    const QuoteImport r =
        DocumentQuotes::importerFor(doc, catalog).read("item,vendor,unit price,currency,quote date\n"
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
    const QuoteImport r = DocumentQuotes::importerFor(doc, catalog).read(
        "item,vendor,unit price,currency,quote date\nroce.price.switch,B,98000,CNY,2026-11-02\n",
        "b.csv");
    EXPECT_EQ(DocumentQuotes::accept(doc, r), 1);
    EXPECT_EQ(DocumentQuotes::accept(doc, r), 0);
    ASSERT_EQ(doc.scenario.quotes.size(), before + 1);
    EXPECT_EQ(doc.scenario.quotes.back().origin, "b.csv line 2");
}

TEST(DocumentQuotesTest, APriceTheCostModelRefusesKeepsTheRuleAsACode)
{
    DocumentContent doc = test::sampleDocument();
    const QuoteImport r = DocumentQuotes::importerFor(doc, catalog).read(
        "item,vendor,unit price,currency,quote date\nib.price.switch,B,200000000,USD,2026-11-02\n",
        "b.csv");
    ASSERT_EQ(r.rejected.size(), 1u);
    const RejectedQuoteRow& row = r.rejected.front();
    EXPECT_EQ(row.problem, QuoteRowProblem::ModelRule);
    ASSERT_TRUE(row.rule.has_value());
    EXPECT_EQ(row.rule->field, "unitPrice");
    EXPECT_EQ(row.rule->code, ValidationCode::AboveMaximum);
    // The CLI's English names the column as the file does, with the row's value.
    EXPECT_EQ(row.reason, "unit price \"200000000\" " + row.rule->message);
}

TEST(DocumentQuotesTest, AFullDocumentTakesNoMoreQuotesInThePreviewEither)
{
    // What the preview and --dry-run accept is what can be saved: a document one quote short of
    // its limit accepts one row of two.
    DocumentContent doc = test::sampleDocument();
    Quote filler = doc.scenario.quotes.empty() ? Quote{} : doc.scenario.quotes.front();
    filler.itemKey = "roce.price.switch";
    filler.unitPrice = Money::parse("1", Currency::usd());
    filler.quoteDate = "2026-11-02";
    while (doc.scenario.quotes.size() < DocumentValidator::kMaxQuotes - 1) {
        filler.vendor = "V" + std::to_string(doc.scenario.quotes.size());
        doc.scenario.quotes.push_back(filler);
    }
    const QuoteImport r =
        DocumentQuotes::importerFor(doc, catalog).read("item,vendor,unit price,currency,quote date\n"
                                              "roce.price.switch,B,98000,CNY,2026-11-02\n"
                                              "roce.price.switch,C,97000,CNY,2026-11-02\n",
                                              "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_NE(r.rejected[0].reason.find("at most 10000 quotes"), std::string::npos);
    EXPECT_EQ(DocumentQuotes::accept(doc, r), 1);
    EXPECT_EQ(doc.scenario.quotes.size(), DocumentValidator::kMaxQuotes);

    // A list again, into the full document: the row it already holds is no "document is full",
    // only the new one is.
    const QuoteImport again =
        DocumentQuotes::importerFor(doc, catalog).read("item,vendor,unit price,currency,quote date\n"
                                                       "roce.price.switch,B,98000,CNY,2026-11-02\n"
                                                       "roce.price.switch,D,96000,CNY,2026-11-02\n",
                                                       "q.csv");
    ASSERT_EQ(again.accepted.size(), 1u);
    EXPECT_EQ(again.accepted[0].vendor, "B");
    ASSERT_EQ(again.rejected.size(), 1u);
    EXPECT_EQ(again.rejected[0].line, 3);
    EXPECT_EQ(DocumentQuotes::accept(doc, again), 0);
}

} // namespace
} // namespace fabrictco

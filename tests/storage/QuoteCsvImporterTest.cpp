// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/QuoteCsvImporter.h"

#include "storage/DocumentValidator.h"

#include <gtest/gtest.h>
#include <set>

namespace fabrictco {
namespace {

QuoteCsvImporter importer()
{
    static const std::set<std::string, std::less<>> known{"ib.price.switch", "roce.price.nic",
                                                          "ib.price.cable"};
    return QuoteCsvImporter([](std::string_view key) { return known.find(key) != known.end(); });
}

TEST(QuoteCsvImporterTest, EnglishHeadersCommaSeparated)
{
    const auto r =
        importer().read("item,vendor,unit price,currency,quote date,validity\n"
                        "ib.price.switch,Vendor A,28000.50,USD,2026-11-02,2027-01-31\n"
                        "roce.price.nic,\"Vendor B, Inc.\",\"1,250.00\",usd,2026/11/3,\n",
                        "acme.csv");
    ASSERT_EQ(r.accepted.size(), 2u) << (r.rejected.empty() ? "" : r.rejected[0].reason);
    EXPECT_TRUE(r.rejected.empty());
    EXPECT_EQ(r.accepted[0],
              (Quote{"ib.price.switch", "Vendor A", Money::parse("28000.50", Currency::usd()),
                     "2026-11-02", "2027-01-31", "acme.csv line 2"}));
    EXPECT_EQ(r.accepted[1].vendor, "Vendor B, Inc.");
    EXPECT_EQ(r.accepted[1].unitPrice, Money::parse("1250", Currency::usd()));
    EXPECT_EQ(r.accepted[1].quoteDate, "2026-11-03");
    EXPECT_EQ(r.accepted[1].validUntil, "");
    EXPECT_EQ(r.acceptedLines, (std::vector<int>{2, 3}));
}

TEST(QuoteCsvImporterTest, ChineseHeadersSemicolonsAndBom)
{
    const auto r = importer().read("\xEF\xBB\xBF物料;供应商;单价（元）;币种;报价日期;有效期\r\n"
                                   "roce.price.nic;华为;3150.00;人民币;2026年11月2日;90天\r\n",
                                   "报价.csv");
    ASSERT_EQ(r.accepted.size(), 1u) << (r.rejected.empty() ? "" : r.rejected[0].reason);
    EXPECT_EQ(r.delimiter, ';');
    EXPECT_EQ(r.accepted[0].vendor, "华为");
    EXPECT_EQ(r.accepted[0].unitPrice, Money::parse("3150", Currency::cny()));
    EXPECT_EQ(r.accepted[0].validUntil, "2027-01-31");
    EXPECT_EQ(r.accepted[0].origin, "报价.csv line 2");
}

TEST(QuoteCsvImporterTest, ProjectHeaderAliasAndExtraColumnsIgnored)
{
    const auto r = importer().read(
        "项目,单价,币种,日期,备注\nib.price.cable,99,CNY,2026-01-05,含税\n", "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.ignoredColumns, (std::vector<std::string>{"备注"}));
}

TEST(QuoteCsvImporterTest, BadRowsAreRejectedWithLineAndReason)
{
    const auto r = importer().read("item,vendor,unit price,currency,quote date,validity\n"
                                   "no.such.item,V,1,USD,2026-11-02,\n"       // 2
                                   "ib.price.switch,V,12,5,USD,2026-11-02,\n" // 3: too many fields
                                   "ib.price.switch,V,NaN,USD,2026-11-02,\n"  // 4
                                   "ib.price.switch,V,-3,USD,2026-11-02,\n"   // 5
                                   "ib.price.switch,V,1e20,USD,2026-11-02,\n" // 6
                                   "ib.price.switch,V,100000000000000,USD,2026-11-02,\n" // 7
                                   "ib.price.switch,V,10,XYZ,2026-11-02,\n"              // 8
                                   "ib.price.switch,V,10,USD,2026-02-30,\n"              // 9
                                   "ib.price.switch,V,10,USD,2026-11-02,2026-01-01\n"    // 10
                                   "ib.price.switch,V,10,USD,2026-11-02,soon\n"          // 11
                                   ",V,10,USD,2026-11-02,\n"                             // 12
                                   "ib.price.switch,V,0.0000000001,USD,2026-11-02,\n"    // 13
                                   "ib.price.switch,V,10,USD,2026-11-02,\n",             // 14: good
                                   "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.acceptedLines, (std::vector<int>{14}));
    ASSERT_EQ(r.rejected.size(), 12u);
    const auto reason = [&](int line) {
        for (const auto& row : r.rejected) {
            if (row.line == line)
                return row.reason;
        }
        return std::string("(not rejected)");
    };
    EXPECT_EQ(reason(2), "unknown item key \"no.such.item\"");
    EXPECT_NE(reason(3).find("7 fields where the header has 6"), std::string::npos);
    EXPECT_NE(reason(4).find("bad unit price \"NaN\""), std::string::npos);
    EXPECT_NE(reason(5).find("must not be negative"), std::string::npos);
    EXPECT_NE(reason(6).find("bad unit price \"1e20\""), std::string::npos);
    EXPECT_NE(reason(7).find("larger than 10^12"), std::string::npos);
    EXPECT_NE(reason(8).find("bad currency \"XYZ\""), std::string::npos);
    EXPECT_EQ(reason(9), "quote date \"2026-02-30\" is no day of the calendar");
    EXPECT_NE(reason(10).find("before the quote date"), std::string::npos);
    EXPECT_NE(reason(11).find("bad validity \"soon\""), std::string::npos);
    EXPECT_EQ(reason(12), "no item key");
    EXPECT_NE(reason(13).find("bad unit price"), std::string::npos);

    // The same as data, for the window's words: the code and the texts the reason quotes.
    const auto row = [&](int line) {
        for (const auto& rejected : r.rejected) {
            if (rejected.line == line)
                return rejected;
        }
        return RejectedQuoteRow{};
    };
    EXPECT_EQ(row(2).problem, QuoteRowProblem::UnknownItem);
    EXPECT_EQ(row(2).args, (std::vector<std::string>{"no.such.item"}));
    EXPECT_EQ(row(3).problem, QuoteRowProblem::FieldCount);
    EXPECT_EQ(row(3).args, (std::vector<std::string>{"7", "6"}));
    EXPECT_EQ(row(4).problem, QuoteRowProblem::PriceNotExact);
    EXPECT_EQ(row(5).problem, QuoteRowProblem::PriceNegative);
    EXPECT_EQ(row(7).problem, QuoteRowProblem::PriceTooLarge);
    EXPECT_EQ(row(8).problem, QuoteRowProblem::BadCurrency);
    EXPECT_EQ(row(8).args, (std::vector<std::string>{"XYZ"}));
    EXPECT_EQ(row(9).problem, QuoteRowProblem::NoSuchDay);
    EXPECT_EQ(row(10).problem, QuoteRowProblem::ValidityTooEarly);
    EXPECT_EQ(row(10).args, (std::vector<std::string>{"2026-01-01", "2026-11-02"}));
    EXPECT_EQ(row(11).problem, QuoteRowProblem::BadValidity);
    EXPECT_EQ(row(12).problem, QuoteRowProblem::NoItem);
    EXPECT_TRUE(row(12).args.empty());
}

TEST(QuoteCsvImporterTest, ARowOfOneFieldIsCountedInTheSingular)
{
    const auto r = importer().read("item,vendor,unit price,currency,quote date,validity\n"
                                   "garbage\n",
                                   "q.csv");
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_NE(r.rejected[0].reason.find("has 1 field where the header has 6"), std::string::npos)
        << r.rejected[0].reason;
}

TEST(QuoteCsvImporterTest, CommaDecimalIsRejectedNotMisread)
{
    const auto r = importer().read(
        "item;unit price;currency;quote date\nib.price.switch;12,5;EUR;2026-11-02\n", "q");
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_NE(r.rejected[0].reason.find("with a point"), std::string::npos);
}

TEST(QuoteCsvImporterTest, FileLevelProblemsThrow)
{
    EXPECT_THROW(importer().read("", "q"), QuoteImportError);
    EXPECT_THROW(importer().read("vendor,unit price,currency,quote date\n", "q"), QuoteImportError);
    EXPECT_THROW(importer().read("item,item,unit price,currency,quote date\n", "q"),
                 QuoteImportError);
    EXPECT_THROW(importer().read("\xB5\xA5\xBC\xDB,currency\n", "q"),
                 QuoteImportError); // GBK "单价"
    try {
        importer().read("item,vendor,currency,quote date\n", "q");
        FAIL();
    } catch (const QuoteImportError& e) {
        EXPECT_NE(std::string(e.what()).find("unit price"), std::string::npos);
    }
}

TEST(QuoteCsvImporterTest, WithoutACheckAnyWellFormedKeyIsAccepted)
{
    const auto r =
        QuoteCsvImporter().read("item,unit price,currency,quote date\nnew.switch,5,USD,2026-11-02\n"
                                "bad key!,5,USD,2026-11-02\n",
                                "q");
    EXPECT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.rejected.size(), 1u);
}

TEST(QuoteCsvImporterTest, RowsPastWhatTheDocumentCanHoldAreRejectedBeforeSaving)
{
    // Issue 16: a preview accepted 20,000 rows that could then not be saved (limit 10,000).
    QuoteCsvImporter limited = importer();
    limited.setCapacity(1);
    const auto r = limited.read("item,vendor,unit price,currency,quote date,validity\n"
                                "ib.price.switch,V,10,USD,2026-11-02,\n"
                                "ib.price.switch,W,11,USD,2026-11-02,\n",
                                "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_EQ(r.rejected.front().line, 3);
    EXPECT_NE(r.rejected.front().reason.find("at most 10000 quotes"), std::string::npos);
    EXPECT_EQ(QuoteCsvImporter::kMaxRows, DocumentValidator::kMaxQuotes);
}

TEST(QuoteCsvImporterTest, AZeroPriceIsAcceptedAsADocumentAcceptsIt)
{
    const auto r = importer().read("item,vendor,unit price,currency,quote date,validity\n"
                                   "ib.price.switch,V,0,USD,2026-11-02,\n",
                                   "q.csv");
    EXPECT_EQ(r.accepted.size(), 1u);
}

TEST(QuoteCsvImporterTest, AQuoteDatedInTheFutureIsRefusedWithTodaysDate)
{
    // Issue 34: 1.00 USD dated 2200-01-01 was taken as open and, being the latest, won over a
    // genuine quote. A day's grace covers a vendor a time zone ahead.
    QuoteCsvImporter reader = importer();
    reader.setToday("2026-12-02");
    const auto r = reader.read("item,vendor,unit price,currency,quote date\n"
                               "ib.price.switch,A,1.00,USD,2200-01-01\n"
                               "ib.price.switch,B,1.00,USD,9999-12-31\n"
                               "ib.price.switch,C,30000,USD,2026-12-03\n"
                               "ib.price.switch,D,30000,USD,2026-12-04\n"
                               "ib.price.switch,E,30000,USD,2026-02-30\n",
                               "q.csv");
    ASSERT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.accepted[0].vendor, "C");
    ASSERT_EQ(r.rejected.size(), 4u);
    for (std::size_t i : {0u, 1u, 2u}) {
        EXPECT_EQ(r.rejected[i].problem, QuoteRowProblem::DateInFuture) << r.rejected[i].reason;
        EXPECT_EQ(r.rejected[i].args.at(1), "2026-12-02");
    }
    EXPECT_EQ(r.rejected[1].reason,
              "quote date 9999-12-31 is in the future (today is 2026-12-02): a quote is dated "
              "when it was given");
    EXPECT_EQ(r.rejected[3].problem, QuoteRowProblem::NoSuchDay);
    EXPECT_EQ(r.rejected[3].reason, "quote date \"2026-02-30\" is no day of the calendar");
}

TEST(QuoteCsvImporterTest, ARepeatedRowIsOneQuoteAndDisagreeingRowsAreAllRefused)
{
    // Issue 34: with duplicates the dry run said 51 accepted and the import added 2; a later
    // row at 1.00 against 228,000.50 for the same item and vendor won without a word.
    QuoteCsvImporter reader = importer();
    reader.setToday("2026-12-02");
    const auto r = reader.read("item,vendor,unit price,currency,quote date\n"
                               "ib.price.switch,A,228000.50,USD,2026-11-02\n"
                               "roce.price.nic,B,900,USD,2026-11-02\n"
                               "roce.price.nic,B,900,USD,2026-11-02\n"
                               "ib.price.switch,A,1.00,USD,2026-11-03\n"
                               "roce.price.nic,C,950,USD,2026-11-02\n"
                               "roce.price.nic,B,900,USD,2026-11-02\n",
                               "q.csv");
    ASSERT_EQ(r.accepted.size(), 2u);
    EXPECT_EQ(r.acceptedLines, (std::vector<int>{3, 6}));
    EXPECT_EQ(r.repeatedLines, (std::vector<std::pair<int, int>>{{4, 3}, {7, 3}}));
    ASSERT_EQ(r.rejected.size(), 2u);
    EXPECT_EQ(r.rejected[0].line, 2);
    EXPECT_EQ(r.rejected[0].problem, QuoteRowProblem::Conflicting);
    EXPECT_EQ(r.rejected[0].args, (std::vector<std::string>{"5", "1.00 USD", "228000.50 USD"}));
    EXPECT_EQ(r.rejected[1].line, 5);
    EXPECT_EQ(r.rejected[1].reason,
              "conflicts with line 2 (the same item and vendor at 228000.50 USD, dated "
              "2026-11-02); neither is imported: keep the right one");
}

TEST(QuoteCsvImporterTest, AValidityInDaysIsReadInAnyCase)
{
    QuoteCsvImporter reader = importer();
    reader.setToday("2026-12-02");
    const auto r = reader.read("item,unit price,currency,quote date,validity\n"
                               "ib.price.switch,1,USD,2026-11-02,90 DAYS\n"
                               "roce.price.nic,1,USD,2026-11-02,30 Days\n",
                               "q.csv");
    ASSERT_EQ(r.accepted.size(), 2u) << (r.rejected.empty() ? "" : r.rejected[0].reason);
    EXPECT_EQ(r.accepted[0].validUntil, "2027-01-31");
    EXPECT_EQ(r.accepted[1].validUntil, "2026-12-02");
}

TEST(QuoteCsvImporterTest, AnotherPriceForTheSameDayThanTheDocumentsQuoteIsRefused)
{
    // Found by a stranger: the document held V1 at 800 USD on 2026-11-01; V1 at 950 USD for
    // that day was added beside it, and V1 at 800 CNY was taken for the USD quote.
    QuoteCsvImporter reader = importer();
    reader.setToday("2026-12-02");
    reader.setHeldQuotes({Quote{"ib.price.switch", "V1", Money::parse("800", Currency::usd()),
                                "2026-11-01", "", "old.csv line 2"}});
    const auto row = [&reader](const char* line) {
        return reader.read(std::string("item,vendor,unit price,currency,quote date\n") + line,
                           "new.csv");
    };
    for (const char* clash : {"ib.price.switch,V1,950,USD,2026-11-01\n",
                              "ib.price.switch,V1,800,CNY,2026-11-01\n"}) {
        const auto r = row(clash);
        EXPECT_TRUE(r.accepted.empty()) << clash;
        ASSERT_EQ(r.rejected.size(), 1u) << clash;
        EXPECT_EQ(r.rejected[0].problem, QuoteRowProblem::ConflictingHeld);
        EXPECT_EQ(r.rejected[0].args, (std::vector<std::string>{"800.00 USD", "2026-11-01"}));
    }
    // The same quote again (accept() does not add it twice), and a new day's price.
    EXPECT_EQ(row("ib.price.switch,V1,800,USD,2026-11-01\n").accepted.size(), 1u);
    EXPECT_EQ(row("ib.price.switch,V1,900,USD,2026-11-20\n").accepted.size(), 1u);
}

TEST(QuoteCsvImporterTest, ARowWithoutAPriceIsNotQuotedAndACurrencyNotPricedInIsRefused)
{
    // Issue 35: a vendor fills name, currency and date down every line of a request and prices
    // some; EUR is refused by the file's own words, with the value.
    const auto r = importer().read("item,vendor,unit price,currency,quote date\n"
                                   "ib.price.switch,Acme,,USD,2026-11-02\n"
                                   "roce.price.nic,Acme,800,EUR,2026-11-02\n"
                                   "ib.price.cable,Acme,700,usd,2026-11-02\n",
                                   "q.csv");
    EXPECT_EQ(r.unquotedLines, std::vector<int>{2});
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_EQ(r.rejected[0].reason, "bad currency \"EUR\" (use CNY or USD)");
    EXPECT_EQ(r.accepted.size(), 1u);
}

TEST(QuoteCsvImporterTest, TextNamedAsAWorkbookIsRefusedAsNoWorkbook)
{
    try {
        importer().read("item,vendor,unit price,currency,quote date\n", "quotes.XLSX");
        FAIL() << "read";
    } catch (const QuoteImportError& e) {
        EXPECT_EQ(e.problem(), QuoteFileProblem::NotAWorkbook);
        EXPECT_NE(std::string(e.what()).find("not an XLSX workbook"), std::string::npos);
    }
}

} // namespace
} // namespace fabrictco

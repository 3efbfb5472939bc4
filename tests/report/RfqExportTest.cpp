// SPDX-License-Identifier: GPL-3.0-or-later
// RfqExport (issue 35, item 4): the request's sheet in both languages has headers the quote
// importer reads, with nothing ignored; the XLSX holds the request first and the instructions
// second; the CSV is the request alone; a file the request cannot go to is refused.
#include "report/RfqExport.h"

#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "report/ReportError.h"
#include "storage/QuoteColumns.h"
#include "storage/XlsxSheetReader.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class RfqExportTest : public ::testing::Test
{
protected:
    void SetUp() override { test::reportApplication(); }

    Rfq rfqOf(const std::string& planId, std::vector<int> years) const
    {
        return RequestForQuotation::build(scenario, TcoEngine(catalog).evaluate(scenario), planId,
                                          std::move(years));
    }
    QByteArray bytesOf(const QString& path) const
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    QTemporaryDir folder;
};

TEST_F(RfqExportTest, EveryHeaderIsOneTheImporterKnowsInBothLanguages)
{
    const Rfq rfq = rfqOf("", {});
    for (const char* language : {"en", "zh_CN"}) {
        SCOPED_TRACE(language);
        const i18n::LanguageScope scope(QString::fromLatin1(language));
        ASSERT_TRUE(scope.installed());
        const SpreadsheetSheet sheet = RfqExport::requestSheet(scenario, catalog, rfq);
        std::map<QuoteColumn, int> seen;
        for (const QString& header : sheet.columns) {
            const auto column = QuoteColumns::of(header.toStdString());
            ASSERT_TRUE(column.has_value()) << header.toStdString() << " would be ignored";
            ++seen[*column];
        }
        for (const QuoteColumn needed : {QuoteColumn::Item, QuoteColumn::Vendor,
                                         QuoteColumn::UnitPrice, QuoteColumn::Currency,
                                         QuoteColumn::QuoteDate, QuoteColumn::Validity})
            EXPECT_EQ(seen[needed], 1) << int(needed);
        // Per year a quantity and a spares column, besides plan, product, part number,
        // description and unit.
        EXPECT_EQ(seen[QuoteColumn::Informational], 5 + 2 * int(rfq.years.size()));
        ASSERT_EQ(sheet.rows.size(), rfq.lines.size());
        for (const auto& row : sheet.rows)
            EXPECT_EQ(row.size(), std::size_t(sheet.columns.size()));
    }
}

TEST_F(RfqExportTest, ALineShowsItsQuantitiesAndLeavesThePriceColumnsToFill)
{
    const Rfq rfq = rfqOf("ib", {1, 2});
    const i18n::LanguageScope scope(QStringLiteral("en"));
    const SpreadsheetSheet sheet = RfqExport::requestSheet(scenario, catalog, rfq);
    ASSERT_FALSE(sheet.rows.empty());
    const auto& first = sheet.rows.front();
    const RfqLine& line = rfq.lines.front();
    EXPECT_EQ(first[0].text, QString::fromStdString(line.itemKey));
    EXPECT_EQ(first[5].text, QString::number(line.quantities[0]));
    EXPECT_EQ(first[6].text, QString::number(line.spares[0]));
    EXPECT_EQ(first[7].text, QString::number(line.quantities[1]));
    // Unit, then vendor, price, currency, date and validity, empty and marked to fill in.
    for (std::size_t column = first.size() - 5; column < first.size(); ++column) {
        EXPECT_EQ(first[column].text, QString()) << column;
        EXPECT_EQ(first[column].format, SpreadsheetCell::Format::FillIn) << column;
    }
}

// The part number column is never blank: the catalog's model where it names one (the QM9700's
// MQM9700-NS2F), "–" for a class of product or a cable (found by a stranger: every line of
// every example was empty).
TEST_F(RfqExportTest, APartNumberIsTheCatalogsModelOrADash)
{
    const Rfq rfq = rfqOf("", {});
    const i18n::LanguageScope scope(QStringLiteral("en"));
    const SpreadsheetSheet sheet = RfqExport::requestSheet(scenario, catalog, rfq);
    ASSERT_EQ(sheet.rows.size(), rfq.lines.size());
    int named = 0;
    for (std::size_t i = 0; i < rfq.lines.size(); ++i) {
        const Product* product =
            rfq.lines[i].productId.empty() ? nullptr : catalog.findProduct(rfq.lines[i].productId);
        const QString expected = product && !product->partNumber.empty()
                                     ? QString::fromStdString(product->partNumber)
                                     : QStringLiteral("\u2013");
        EXPECT_EQ(sheet.rows[i][3].text, expected) << rfq.lines[i].itemKey;
        named += expected != QStringLiteral("\u2013");
    }
    EXPECT_GE(named, 1) << "the InfiniBand plan's QM9700 has its part number";
}

TEST_F(RfqExportTest, TheWorkbookHoldsTheRequestFirstAndTheCsvTheRequestAlone)
{
    const QString xlsx = folder.filePath(QStringLiteral("rfq.xlsx"));
    const Rfq rfq = RfqExport::write(xlsx, scenario, catalog, {"", {1}}, QStringLiteral("zh_CN"));
    const CsvTable table = XlsxSheetReader::read(bytesOf(xlsx), 1000);
    ASSERT_EQ(table.records.size(), rfq.lines.size() + 1);
    EXPECT_EQ(table.records.front().fields.front(), "物料（请勿修改）");
    EXPECT_EQ(table.records[1].fields.front(), rfq.lines.front().itemKey);

    const QString csv = folder.filePath(QStringLiteral("rfq.csv"));
    RfqExport::write(csv, scenario, catalog, {"roce", {}}, QStringLiteral("en"));
    const QByteArray bytes = bytesOf(csv);
    EXPECT_TRUE(bytes.startsWith("\xEF\xBB\xBFItem (do not change),Plan,Product,"));
    EXPECT_FALSE(bytes.contains("How to fill in"));
    EXPECT_FALSE(bytes.contains("ib:"));
    EXPECT_TRUE(bytes.contains("roce:"));
}

// A request is made when a plan cannot hold the cluster: at 8,192 nodes growing by half a year
// the InfiniBand plan's fat-tree is outgrown in year 2, and `rfq --plan roce` was refused for
// it, then `rfq` for the whole document (both found by strangers). That plan is left out, and
// the request says so; the buyer's copy, which compares two plans, has nothing to compare.
TEST_F(RfqExportTest, ARequestIsMadeWithoutAPlanThatCannotBeBuilt)
{
    scenario.cluster.nodes = 8192;
    const QString csv = folder.filePath(QStringLiteral("roce.csv"));
    const Rfq rfq = RfqExport::write(csv, scenario, catalog, {"roce", {}}, QStringLiteral("en"));
    EXPECT_FALSE(rfq.lines.empty());
    EXPECT_TRUE(bytesOf(csv).contains("roce:"));

    const QString every = folder.filePath(QStringLiteral("every.csv"));
    const Rfq whole = RfqExport::write(every, scenario, catalog, {"", {}}, QStringLiteral("en"));
    EXPECT_EQ(whole.plansLeftOut, std::vector<std::string>{"ib"});
    ASSERT_FALSE(whole.lines.empty());
    for (const RfqLine& line : whole.lines)
        EXPECT_EQ(line.planId, "roce");
    EXPECT_FALSE(bytesOf(every).contains("ib:"));

    const QString buyers = folder.filePath(QStringLiteral("buyers.csv"));
    EXPECT_THROW(RfqExport::write(buyers, scenario, catalog, {"", {}, true}, QStringLiteral("en")),
                 ReportError);
    EXPECT_FALSE(QFile::exists(buyers));
}

TEST_F(RfqExportTest, AFormatOrLanguageItCannotWriteIsRefusedAndNothingIsWritten)
{
    const QString pdf = folder.filePath(QStringLiteral("rfq.pdf"));
    EXPECT_THROW(RfqExport::write(pdf, scenario, catalog, {}, QStringLiteral("en")), ReportError);
    EXPECT_FALSE(QFile::exists(pdf));
    const QString csv = folder.filePath(QStringLiteral("rfq.csv"));
    EXPECT_THROW(RfqExport::write(csv, scenario, catalog, {}, QStringLiteral("fr")), ReportError);
    EXPECT_THROW(RfqExport::write(csv, scenario, catalog, {"nope", {}}, QStringLiteral("en")),
                 std::invalid_argument);
    EXPECT_FALSE(QFile::exists(csv));
    // Never over the document it was made from.
    const QString document = folder.filePath(QStringLiteral("plan.csv"));
    QFile existing(document);
    ASSERT_TRUE(existing.open(QIODevice::WriteOnly));
    existing.close();
    EXPECT_THROW(RfqExport::write(document, scenario, catalog, {}, QStringLiteral("en"),
                                  {document}),
                 ReportError);
}

TEST_F(RfqExportTest, AChineseDescriptionIsSpacedAsChineseIs)
{
    // A space between the fabric's Latin name and the Chinese words, none after "（以太网）".
    const i18n::LanguageScope scope(QStringLiteral("zh_CN"));
    ASSERT_TRUE(scope.installed());
    RfqLine copper;
    copper.item = RfqItem::CopperCable;
    copper.speedGbps = 400;
    EXPECT_EQ(RfqExport::genericDescription(scenario.plans.at(0), copper),
              QStringLiteral("InfiniBand 无源铜缆（DAC），400 Gbit/s"));
    EXPECT_EQ(RfqExport::genericDescription(scenario.plans.at(1), copper),
              QStringLiteral("RoCE（以太网）无源铜缆（DAC），400 Gbit/s"));
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
// The request for quotation's buyer's copy (issue 43): the same request with two "Buyer only"
// columns, each line's price to beat (the recommended plan against the runner-up, to the cent
// as `price-to-beat` computes it) and what it means; the vendor's request has neither, and the
// importer knows the buyer's columns should that copy come back.
#include "core/model/Examples.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/PriceToBeat.h"
#include "core/tco/TcoEngine.h"
#include "presentation/PriceToBeatText.h"
#include "report/RfqExport.h"
#include "storage/QuoteColumns.h"
#include "storage/XlsxSheetReader.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class RfqBuyersCopyTest : public ::testing::Test
{
protected:
    void SetUp() override { test::reportApplication(); }

    CsvTable written(const RfqExport::Choice& choice, const QString& language) const
    {
        const QString path = folder.filePath(QStringLiteral("rfq.xlsx"));
        RfqExport::write(path, scenario, catalog, choice, language);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return XlsxSheetReader::read(file.readAll(), 1000);
    }
    std::size_t column(const CsvTable& table, std::string_view header) const
    {
        const auto& headers = table.records.front().fields;
        return std::size_t(std::find(headers.begin(), headers.end(), header) - headers.begin());
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    QTemporaryDir folder;
};

} // namespace

TEST_F(RfqBuyersCopyTest, EachLineCarriesItsPriceToBeat)
{
    RfqExport::Choice choice;
    choice.years = {1};
    choice.buyersCopy = true;
    const CsvTable table = written(choice, QStringLiteral("en"));
    const std::size_t target = column(table, "Buyer only: price to beat");
    const std::size_t meaning = column(table, "Buyer only: what it means");
    const std::size_t currency = column(table, "Buyer only: currency or unit");
    ASSERT_LT(currency, table.records.front().fields.size());
    ASSERT_LT(target, table.records.front().fields.size());
    ASSERT_LT(meaning, table.records.front().fields.size());

    const ComparedPlans pair = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
    const PriceToBeatResult exact =
        PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
    Decimal switchTarget;
    for (const PriceToBeatItem& item : exact.items)
        if (item.planId == exact.runnerUpPlanId && item.key == "price.switch")
            switchTarget = item.breakEven;
    bool found = false;
    for (std::size_t r = 1; r < table.records.size(); ++r) {
        const auto& fields = table.records[r].fields;
        // The runner-up's switch line: "<plan>:<product>" of the plan's switch.
        if (fields[0].rfind(exact.runnerUpPlanId + ":", 0) == 0 && fields[7] == "switch") {
            EXPECT_EQ(Decimal::parse(fields[target]), switchTarget);
            // The figure's currency in its own column, not only inside a sentence: one column
            // of numbers held yuan and dollars (found by a stranger).
            EXPECT_EQ(fields[currency], "USD");
            EXPECT_NE(fields[meaning].find("at or below this price"), std::string::npos)
                << fields[meaning];
            found = true;
        }
    }
    EXPECT_TRUE(found);
}

TEST_F(RfqBuyersCopyTest, TheVendorsRequestHasNoBuyersColumns)
{
    RfqExport::Choice choice;
    choice.years = {1};
    const CsvTable table = written(choice, QStringLiteral("en"));
    for (const std::string& header : table.records.front().fields)
        EXPECT_EQ(header.find("Buyer"), std::string::npos) << header;
}

TEST_F(RfqBuyersCopyTest, TheImporterKnowsTheBuyersColumnsInBothLanguages)
{
    const Rfq rfq =
        RequestForQuotation::build(scenario, TcoEngine(catalog).evaluate(scenario), "", {1});
    const ComparedPlans pair = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
    const PriceToBeatResult exact =
        PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
    for (const char* language : {"en", "zh_CN"}) {
        SCOPED_TRACE(language);
        const i18n::LanguageScope scope(QString::fromLatin1(language));
        const PriceToBeatText words(exact, {}, {}, kDefaultRounding, QLocale::c());
        const SpreadsheetSheet sheet = RfqExport::requestSheet(scenario, catalog, rfq, &words);
        for (const QString& header : sheet.columns)
            EXPECT_TRUE(QuoteColumns::of(header.toStdString()).has_value())
                << header.toStdString() << " would be ignored";
        for (const auto& row : sheet.rows)
            EXPECT_EQ(row.size(), std::size_t(sheet.columns.size()));
        const SpreadsheetSheet how = RfqExport::instructionsSheet(scenario, rfq, true);
        EXPECT_NE(how.rows.front().front().text,
                  RfqExport::instructionsSheet(scenario, rfq).rows.front().front().text);
    }
}

} // namespace fabrictco

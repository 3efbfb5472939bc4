// SPDX-License-Identifier: GPL-3.0-or-later
// The request-for-quotation round trip (issue 35, item 4): `rfq` writes the request, a vendor
// fills its price columns (here a script, a workbook written by another program and LibreOffice),
// `import-prices` reads it back, and each plan's products are priced exactly as filled, while a
// second RoCE plan with the same switch keeps its own price.
#include "app/cli/CliErrors.h"
#include "core/model/Catalog.h"
#include "core/model/ParameterResolver.h"
#include "report/XlsxWriter.h"
#include "storage/CsvReader.h"
#include "storage/PlanDocument.h"
#include "storage/XlsxSheetReader.h"
#include "tests/cli/CliRun.h"
#include "tests/support/ProcessRun.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

namespace fabrictco {
namespace {

using test::runCliWithCharts;

/// What a vendor fills in for a line, by its item key.
struct Offer
{
    const char* price;
    const char* currency;
};

const std::map<std::string, Offer>& offers()
{
    static const std::map<std::string, Offer> filled{
        {"roce:roce-th5-64x800", {"31234.56", "USD"}},
        {"ib:ib-ndr-qm9700", {"29999.99", "USD"}},
        {"ib:price.cable_copper", {"1088.10", "CNY"}},
    };
    return filled;
}

class RfqRoundTripTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_document = path("d.fabrictco");
        run({"new", "-o", m_document});
        // A second offer of each fabric with the same products: a quote for the first must not
        // price it. The default plans' ids "ib" and "roce" are also the fabrics' (a stranger
        // found an InfiniBand cable quote pricing the copy too).
        run({"plan", "duplicate", m_document, "roce", "roce-x", "--name", "RoCE offer 2"});
        run({"plan", "duplicate", m_document, "ib", "ib-x", "--name", "InfiniBand offer 2"});
        m_roceXSwitch = priceOf("roce-x", "price.switch");
        m_ibXSwitch = priceOf("ib-x", "price.switch");
        m_ibXCopper = priceOf("ib-x", "price.cable_copper");
    }
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    test::CliRun run(const QStringList& arguments, int expected = cli::kExitSuccess)
    {
        const test::CliRun result = runCliWithCharts(arguments);
        EXPECT_EQ(result.code, expected) << arguments.join(QLatin1Char(' ')).toStdString() << ": "
                                         << result.err.toStdString();
        return result;
    }
    Decimal priceOf(const std::string& planId, const std::string& key) const
    {
        const DocumentContent content = PlanDocument::open(m_document);
        const Catalog catalog = Catalog::loadDirectory(test::dataDir());
        for (const PlanSpec& plan : content.scenario.plans)
            if (plan.id == planId)
                return ParameterResolver::resolve(content.scenario, plan, catalog).value(key);
        ADD_FAILURE() << "no plan " << planId;
        return Decimal(0);
    }
    /// The request's table with the offers filled in, as a vendor returns it.
    static std::vector<std::vector<std::string>> filledIn(const CsvTable& request)
    {
        std::vector<std::vector<std::string>> rows;
        const std::vector<std::string>& header = request.records.front().fields;
        const auto column = [&](const std::string& name) {
            EXPECT_NE(std::find(header.begin(), header.end(), name), header.end()) << name;
            return std::size_t(std::find(header.begin(), header.end(), name) - header.begin());
        };
        for (const CsvRecord& record : request.records) {
            std::vector<std::string> fields = record.fields;
            fields.resize(header.size());
            if (const auto offer = offers().find(fields.front()); offer != offers().end()) {
                fields[column("Vendor")] = "Acme, Inc.";
                fields[column("Unit price")] = offer->second.price;
                fields[column("Currency (CNY or USD)")] = offer->second.currency;
                fields[column("Quote date (YYYY-MM-DD)")] = "2026-11-20";
                fields[column("Validity (date or 90 days)")] = "90 days";
            }
            rows.push_back(std::move(fields));
        }
        return rows;
    }
    void expectPricedAsFilled()
    {
        EXPECT_EQ(priceOf("roce", "price.switch"), Decimal::parse("31234.56"));
        EXPECT_EQ(priceOf("ib", "price.switch"), Decimal::parse("29999.99"));
        EXPECT_EQ(priceOf("ib", "price.cable_copper"), Decimal::parse("1088.10"));
        EXPECT_EQ(priceOf("roce-x", "price.switch"), m_roceXSwitch)
            << "the quote for one RoCE plan's switch priced the other";
        EXPECT_EQ(priceOf("ib-x", "price.switch"), m_ibXSwitch);
        EXPECT_EQ(priceOf("ib-x", "price.cable_copper"), m_ibXCopper)
            << "the quote for plan ib's cable priced every InfiniBand plan";
        // The cost table prices the quote to the cent.
        const test::CliRun breakdown = run({"tco", m_document, "--breakdown"});
        EXPECT_TRUE(breakdown.out.contains(QStringLiteral("price.switch 31,234.56 USD")));
        EXPECT_TRUE(breakdown.out.contains(QStringLiteral("price.switch 29,999.99 USD")));
    }

    QTemporaryDir m_dir;
    QString m_document;
    Decimal m_roceXSwitch;
    Decimal m_ibXSwitch;
    Decimal m_ibXCopper;
};

QByteArray csvOf(const std::vector<std::vector<std::string>>& rows)
{
    QByteArray out = "\xEF\xBB\xBF";
    for (const auto& row : rows) {
        QStringList fields;
        for (const std::string& field : row)
            fields << QLatin1Char('"') + QString::fromStdString(field).replace(
                                             QLatin1String("\""), QLatin1String("\"\"")) +
                          QLatin1Char('"');
        out += fields.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    return out;
}

TEST_F(RfqRoundTripTest, ACsvFilledByAScriptPricesEachPlansProductsAsFilled)
{
    const test::CliRun written = run({"rfq", m_document, "-o", path("rfq.csv")});
    EXPECT_TRUE(written.out.startsWith(QStringLiteral("wrote ")));
    const QByteArray request = test::fileBytes(path("rfq.csv"));
    const auto rows = filledIn(CsvReader::parse({request.constData(), std::size_t(request.size())}));
    test::writeFile(path("filled.csv"), csvOf(rows));
    const test::CliRun imported = run({"import-prices", m_document, path("filled.csv")});
    EXPECT_TRUE(imported.out.contains(QStringLiteral("3 accepted, 0 rejected")))
        << imported.out.toStdString();
    EXPECT_TRUE(imported.out.contains(QStringLiteral("has no price; skipped")));
    EXPECT_FALSE(imported.out.contains(QStringLiteral("Ignored columns")));
    expectPricedAsFilled();
}

TEST_F(RfqRoundTripTest, AWorkbookFilledByAnotherProgramComesBackTheSame)
{
    run({"rfq", m_document, "-o", path("rfq.xlsx"), "--all-years"});
    const CsvTable request = XlsxSheetReader::read(test::fileBytes(path("rfq.xlsx")), 1000);
    ASSERT_GT(request.records.size(), 1u);
    SpreadsheetSheet sheet;
    sheet.name = QStringLiteral("Returned");
    const auto rows = filledIn(request);
    for (const std::string& header : rows.front())
        sheet.columns << QString::fromStdString(header);
    for (std::size_t r = 1; r < rows.size(); ++r) {
        std::vector<SpreadsheetCell> cells;
        for (const std::string& field : rows[r])
            cells.push_back(SpreadsheetCell::textCell(QString::fromStdString(field)));
        sheet.rows.push_back(std::move(cells));
    }
    XlsxWriter::write(path("filled.xlsx"), {sheet}, {});
    run({"import-prices", m_document, path("filled.xlsx")});
    expectPricedAsFilled();
}

TEST_F(RfqRoundTripTest, ARequestNobodyFilledImportsNothingAndSaysSo)
{
    run({"rfq", m_document, "-o", path("rfq.xlsx"), "--lang", "zh_CN"});
    const QByteArray before = test::fileBytes(m_document);
    const test::CliRun imported =
        run({"import-prices", m_document, path("rfq.xlsx")}, cli::kExitDataError);
    EXPECT_TRUE(imported.err.contains(QStringLiteral("nothing was quoted")))
        << imported.err.toStdString();
    EXPECT_TRUE(imported.out.contains(QStringLiteral("0 rejected")));
    EXPECT_FALSE(imported.out.contains(QStringLiteral("Ignored columns")))
        << "a Chinese header was not recognised: " << imported.out.toStdString();
    EXPECT_EQ(test::fileBytes(m_document), before);
}

TEST_F(RfqRoundTripTest, TheOptionsAreCheckedBeforeAnythingIsWritten)
{
    EXPECT_TRUE(run({"rfq", m_document}, cli::kExitUsageError).err.contains(QStringLiteral("-o")));
    EXPECT_TRUE(run({"rfq", m_document, "-o", path("r.pdf")}, cli::kExitUsageError)
                    .err.contains(QStringLiteral(".xlsx")));
    EXPECT_TRUE(run({"rfq", m_document, "-o", path("r.csv"), "--plan", "nope"}, cli::kExitUsageError)
                    .err.contains(QStringLiteral("roce-x")));
    run({"rfq", m_document, "-o", path("r.csv"), "--year", "0"}, cli::kExitUsageError);
    run({"rfq", m_document, "-o", path("r.csv"), "--year", "2", "--all-years"}, cli::kExitUsageError);
    run({"rfq", m_document, "-o", m_document}, cli::kExitUsageError);
    EXPECT_FALSE(QFile::exists(path("r.csv")));
    EXPECT_FALSE(QFile::exists(path("r.pdf")));
}

TEST_F(RfqRoundTripTest, WhatLibreOfficeSavesComesBackTheSame)
{
    const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    if (soffice.isEmpty())
        GTEST_SKIP() << "LibreOffice is not installed (Debian package libreoffice-calc-nogui); "
                        "CI's extras stage runs this test with it";
    run({"rfq", m_document, "-o", path("rfq.csv")});
    const QByteArray request = test::fileBytes(path("rfq.csv"));
    test::writeFile(path("filled.csv"),
                    csvOf(filledIn(CsvReader::parse({request.constData(),
                                                     std::size_t(request.size())}))));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_dir.path()); // LibreOffice's own profile
    // Opened as a user opens a CSV (comma, UTF-8) and saved as a workbook: prices become number
    // cells and dates date cells.
    const auto converted = test::runProcess(
        soffice,
        {"--headless", "--infilter=CSV:44,34,76,1", "--convert-to", "xlsx", "--outdir",
         path("lo"), path("filled.csv")},
        environment, m_dir.path(), 180'000);
    ASSERT_TRUE(converted.ok()) << (converted.out + converted.err).toStdString();
    run({"import-prices", m_document, path("lo/filled.xlsx")});
    expectPricedAsFilled();
}

TEST_F(RfqRoundTripTest, ABuyersCopyThatComesBackImportsTheSameAndItsColumnsAreKnown)
{
    // Issue 43: the buyer's copy has two "Buyer only" columns; filled and imported by mistake,
    // it prices as the vendor's request would and names no column as ignored.
    const test::CliRun written = run({"rfq", m_document, "-o", path("buyer.csv"), "--buyers-copy"});
    EXPECT_TRUE(written.out.contains(QStringLiteral("the buyer's copy: do not send it")));
    const QByteArray request = test::fileBytes(path("buyer.csv"));
    EXPECT_TRUE(request.contains("Buyer only: price to beat"));
    const auto rows =
        filledIn(CsvReader::parse({request.constData(), std::size_t(request.size())}));
    test::writeFile(path("filled.csv"), csvOf(rows));
    const test::CliRun imported = run({"import-prices", m_document, path("filled.csv")});
    EXPECT_TRUE(imported.out.contains(QStringLiteral("3 accepted, 0 rejected")))
        << imported.out.toStdString();
    EXPECT_FALSE(imported.out.contains(QStringLiteral("Ignored columns")))
        << imported.out.toStdString();
    expectPricedAsFilled();
}

TEST_F(RfqRoundTripTest, ABuyersCopyOfOnePlanIsRefusedAndNothingIsWritten)
{
    run({"plan", "remove", m_document, "roce"});
    run({"plan", "remove", m_document, "roce-x"});
    run({"plan", "remove", m_document, "ib-x"});
    const test::CliRun refused =
        run({"rfq", m_document, "-o", path("one.csv"), "--buyers-copy"}, cli::kExitUsageError);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("compares two plans")))
        << refused.err.toStdString();
    EXPECT_FALSE(QFile::exists(path("one.csv")));
}

} // namespace
} // namespace fabrictco

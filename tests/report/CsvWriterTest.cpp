// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/CsvWriter.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

std::vector<SpreadsheetSheet> sample()
{
    SpreadsheetSheet sheet;
    sheet.name = QStringLiteral("Costs");
    sheet.columns = {QStringLiteral("Plan"), QStringLiteral("Total, USD")};
    sheet.rows.push_back(
        {SpreadsheetCell::textCell(QStringLiteral("=cmd|' /C calc'!A0")),
         SpreadsheetCell::number(QStringLiteral("-7581641.17"), SpreadsheetCell::Format::Money)});
    sheet.rows.push_back({SpreadsheetCell::textCell(QStringLiteral("Say \"hi\"")),
                          SpreadsheetCell::number(QStringLiteral("123456789012345678.91"),
                                                  SpreadsheetCell::Format::Money)});
    return {sheet, sheet};
}

} // namespace

TEST(CsvWriterTest, KeepsExactDecimalsAsNumbers)
{
    const QString csv = QString::fromUtf8(CsvWriter::write(sample()));
    // 20 significant digits: a double would have lost the cents.
    EXPECT_TRUE(csv.contains(QStringLiteral(",123456789012345678.91\r\n")));
    // A negative number stays a number (not neutralised like text).
    EXPECT_TRUE(csv.contains(QStringLiteral(",-7581641.17\r\n")));
}

TEST(CsvWriterTest, NeutralisesAndQuotesText)
{
    const QString csv = QString::fromUtf8(CsvWriter::write(sample()));
    EXPECT_TRUE(csv.contains(QStringLiteral("'=cmd|' /C calc'!A0,")));
    EXPECT_FALSE(csv.contains(QStringLiteral("\n=cmd")));
    EXPECT_TRUE(csv.contains(QStringLiteral("\"Say \"\"hi\"\"\",")));
    EXPECT_TRUE(csv.contains(QStringLiteral("Plan,\"Total, USD\"\r\n")));
}

TEST(CsvWriterTest, StartsWithAByteOrderMarkAndSeparatesSheets)
{
    const QByteArray bytes = CsvWriter::write(sample());
    EXPECT_TRUE(bytes.startsWith("\xEF\xBB\xBF"));
    EXPECT_EQ(QString::fromUtf8(bytes).count(QStringLiteral("\r\n\r\nCosts\r\n")), 1);
}

TEST(CsvWriterTest, AFieldWithTheSeparatorOfAnyLocaleIsQuotedAndEachPieceNeutralised)
{
    // Issue 34: a plan name "RoCE;=cmd|' /C calc'!A0;" was written bare: a spreadsheet that
    // splits on ';' (de, fr) ran the middle piece as a formula.
    SpreadsheetSheet sheet;
    sheet.name = QStringLiteral("Quotes");
    sheet.columns = {QStringLiteral("Vendor")};
    for (const char* text : {"RoCE;=cmd|' /C calc'!A0;", "Acme;@SUM(9*9);", "tab\t+1", "a,-1"})
        sheet.rows.push_back({SpreadsheetCell::textCell(QString::fromUtf8(text))});
    const QString csv = QString::fromUtf8(CsvWriter::write({sheet}));
    EXPECT_TRUE(csv.contains(QStringLiteral("\r\n\"RoCE;'=cmd|' /C calc'!A0;\"\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("\r\n\"Acme;'@SUM(9*9);\"\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("\r\n\"tab\t'+1\"\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("\r\n\"a,'-1\"\r\n")));
}

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

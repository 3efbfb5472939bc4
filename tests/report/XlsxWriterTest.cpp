// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/XlsxWriter.h"

#include "report/ReportError.h"
#include "tests/report/ReportTesting.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <map>

using namespace fabrictco;

namespace {

SpreadsheetSheet sample()
{
    SpreadsheetSheet sheet;
    sheet.name = QStringLiteral("成本 [2026]");
    sheet.columns = {QStringLiteral("Plan"), QStringLiteral("Total")};
    sheet.rows.push_back(
        {SpreadsheetCell::textCell(QStringLiteral("=1+1")),
         SpreadsheetCell::number(QStringLiteral("53693838.91"), SpreadsheetCell::Format::Money)});
    sheet.rows.push_back(
        {SpreadsheetCell::textCell(QStringLiteral("@SUM(B2)")),
         SpreadsheetCell::number(QStringLiteral("128"), SpreadsheetCell::Format::Integer)});
    return sheet;
}

QString unzip(const QString& path, const QString& member)
{
    return QString::fromUtf8(
        test::runToolBytes(QStringLiteral("unzip"), {QStringLiteral("-p"), path, member}));
}

} // namespace

TEST(XlsxWriterTest, StoresNumbersAsNumbersWithFormats)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.xlsx"));
    XlsxWriter::write(path, {sample()});
    const QString sheet = unzip(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    ASSERT_FALSE(sheet.isEmpty());
    // A number cell has no t="s"/t="str" and holds the value itself.
    EXPECT_TRUE(sheet.contains(
        QRegularExpression(QStringLiteral("<c r=\"B2\" s=\"\\d+\"><v>53693838.91</v></c>"))))
        << sheet.toStdString();
    EXPECT_TRUE(sheet.contains(
        QRegularExpression(QStringLiteral("<c r=\"B3\" s=\"\\d+\"><v>128</v></c>"))));
    const QString styles = unzip(path, QStringLiteral("xl/styles.xml"));
    EXPECT_TRUE(styles.contains(QStringLiteral("formatCode=\"#,##0.00\"")));
}

TEST(XlsxWriterTest, WritesFormulaLikeTextAsStringsNeverFormulas)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.xlsx"));
    XlsxWriter::write(path, {sample()});
    const QString sheet = unzip(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    EXPECT_FALSE(sheet.contains(QStringLiteral("<f>")));
    EXPECT_TRUE(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"A2\" t=\"s\">"))));
    const QString strings = unzip(path, QStringLiteral("xl/sharedStrings.xml"));
    EXPECT_TRUE(strings.contains(QStringLiteral("=1+1")));
    EXPECT_TRUE(strings.contains(QStringLiteral("@SUM(B2)")));
}

TEST(XlsxWriterTest, SanitisesSheetNames)
{
    EXPECT_EQ(XlsxWriter::sheetName(QStringLiteral("a[b]:c*?/\\"), {}),
              QStringLiteral("a_b__c____"));
    EXPECT_EQ(XlsxWriter::sheetName(QString(40, QLatin1Char('x')), {}).size(), 31);
    EXPECT_EQ(XlsxWriter::sheetName(QStringLiteral("BOM"), {QStringLiteral("bom")}),
              QStringLiteral("BOM (2)"));
}

TEST(XlsxWriterTest, UnwritableFolderThrowsAndLeavesNoFile)
{
    const QString path = QStringLiteral("/nonexistent-folder/out.xlsx");
    EXPECT_THROW(XlsxWriter::write(path, {sample()}), ReportError);
    EXPECT_FALSE(QFile::exists(path));
}

TEST(XlsxWriterTest, APropertyLongerThanExcelTakesIsCutNotRefused)
{
    // Issue 34: a document title of 256 to 1,000 characters, which `set` accepts, made the
    // export fail with "cannot set the properties". Excel takes 255 characters a property.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.xlsx"));
    XlsxWriter::Properties properties;
    properties.title = QString(1000, QLatin1Char('T'));
    properties.custom = {{QStringLiteral("Source"), QString(1000, QChar(0x534E))}};
    EXPECT_NO_THROW(XlsxWriter::write(path, {sample()}, properties));
    const QString custom = unzip(path, QStringLiteral("docProps/custom.xml"));
    EXPECT_TRUE(custom.contains(QString(254, QChar(0x534E)) + QChar(0x2026))) << "cut, marked";
    EXPECT_FALSE(custom.contains(QString(255, QChar(0x534E))));
    EXPECT_EQ(XlsxWriter::excelPropertyText(QString(255, QLatin1Char('a'))).size(), 255);
    EXPECT_EQ(XlsxWriter::excelPropertyText(QString(256, QLatin1Char('a'))),
              QString(254, QLatin1Char('a')) + QChar(0x2026));
}

TEST(XlsxWriterTest, ATableHasAFilterAndColumnsAsWideAsTheirContent)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.xlsx"));
    SpreadsheetSheet sentences;
    sentences.name = QStringLiteral("How to answer");
    sentences.columns = {QStringLiteral("Step")};
    sentences.rows.push_back({SpreadsheetCell::textCell(QStringLiteral("Fill in the prices."))});
    sentences.wrapText = true;
    XlsxWriter::write(path, {sample(), sentences});
    const QString table = unzip(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    EXPECT_TRUE(table.contains(QStringLiteral("<autoFilter ref=\"A1:B3\"/>")))
        << table.toStdString();
    EXPECT_TRUE(table.contains(QStringLiteral("<pane ySplit=\"1\""))) << table.toStdString();
    // "Plan" and "=1+1", "@SUM(B2)": a narrow first column, not the old fixed 34; the money
    // column fits "53,693,838.91" (13 characters) with a margin.
    const QRegularExpression column(
        QStringLiteral("<col min=\"(\\d)\" max=\"\\d\" width=\"([0-9.]+)\""));
    std::map<int, double> widths;
    for (auto found = column.globalMatch(table); found.hasNext();) {
        const auto match = found.next();
        widths[match.captured(1).toInt()] = match.captured(2).toDouble();
    }
    ASSERT_EQ(widths.size(), 2u) << table.toStdString();
    EXPECT_LT(widths.at(1), 15);
    EXPECT_GE(widths.at(2), 15);
    EXPECT_LT(widths.at(2), 20);
    // A sheet of sentences is not a table: no filter.
    const QString other = unzip(path, QStringLiteral("xl/worksheets/sheet2.xml"));
    EXPECT_FALSE(other.contains(QStringLiteral("<autoFilter"))) << other.toStdString();
}

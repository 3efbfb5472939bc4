// SPDX-License-Identifier: GPL-3.0-or-later
// XlsxSheetReader (issue 35): a workbook saved by LibreOffice, the cell kinds a spreadsheet
// writes, and workbooks made to hurt (not a zip, damaged, a document type, a huge part, no sheet,
// a formula without its result, too many rows).
#include "storage/XlsxSheetReader.h"

#include "tests/support/TestData.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <zip.h>

#include <map>
#include <string>

namespace fabrictco {
namespace {

using Parts = std::map<std::string, std::string>;

/// A zip archive of `parts` (name to content), deflated, made with minizip as a spreadsheet
/// program would.
QByteArray zipOf(const Parts& parts)
{
    QTemporaryDir folder;
    const QByteArray path = QDir(folder.path()).filePath(QStringLiteral("w.xlsx")).toLocal8Bit();
    zipFile zip = zipOpen64(path.constData(), APPEND_STATUS_CREATE);
    EXPECT_NE(zip, nullptr);
    for (const auto& [name, content] : parts) {
        zip_fileinfo info{};
        EXPECT_EQ(zipOpenNewFileInZip64(zip, name.c_str(), &info, nullptr, 0, nullptr, 0, nullptr,
                                        Z_DEFLATED, Z_BEST_SPEED, 1),
                  ZIP_OK);
        EXPECT_EQ(zipWriteInFileInZip(zip, content.data(), unsigned(content.size())), ZIP_OK);
        zipCloseFileInZip(zip);
    }
    zipClose(zip, nullptr);
    QFile file(QString::fromLocal8Bit(path));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const char* const kMain = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

/// A workbook with one sheet whose <sheetData> is `rows`; `extra` parts added or replaced.
Parts workbookParts(const std::string& rows, bool date1904 = false, Parts extra = {})
{
    Parts parts{
        {"[Content_Types].xml", "<?xml version=\"1.0\"?><Types/>"},
        {"_rels/.rels",
         "<?xml version=\"1.0\"?><Relationships><Relationship Id=\"rId1\" "
         "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
         "officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>"},
        {"xl/workbook.xml", std::string("<?xml version=\"1.0\"?><workbook xmlns=\"") + kMain +
                                "\" xmlns:r=\"r\">" +
                                (date1904 ? "<workbookPr date1904=\"1\"/>" : "") +
                                "<sheets><sheet name=\"Quotes\" sheetId=\"1\" r:id=\"rId1\"/>"
                                "</sheets></workbook>"},
        {"xl/_rels/workbook.xml.rels",
         "<?xml version=\"1.0\"?><Relationships>"
         "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
         "relationships/worksheet\" Target=\"worksheets/sheet1.xml\"/>"
         "<Relationship Id=\"rId2\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
         "relationships/sharedStrings\" Target=\"sharedStrings.xml\"/>"
         "<Relationship Id=\"rId3\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
         "relationships/styles\" Target=\"styles.xml\"/></Relationships>"},
        {"xl/sharedStrings.xml",
         std::string("<?xml version=\"1.0\"?><sst xmlns=\"") + kMain +
             "\"><si><t>item</t></si><si><t>unit price</t></si>"
             "<si><r><t>华为</t></r><r><t xml:space=\"preserve\"> 技术</t></r>"
             "<rPh><t>ホア</t></rPh></si></sst>"},
        // Style 0 plain, 1 a built-in date (14), 2 a custom date code, 3 a number with a quoted
        // "d" in it, which is no date.
        {"xl/styles.xml",
         std::string("<?xml version=\"1.0\"?><styleSheet xmlns=\"") + kMain +
             "\"><numFmts><numFmt numFmtId=\"164\" formatCode=\"yyyy\\-mm\\-dd\"/>"
             "<numFmt numFmtId=\"165\" formatCode=\"0.00&quot; d&quot;\"/></numFmts>"
             "<cellXfs><xf numFmtId=\"0\"/><xf numFmtId=\"14\"/><xf numFmtId=\"164\"/>"
             "<xf numFmtId=\"165\"/></cellXfs></styleSheet>"},
        {"xl/worksheets/sheet1.xml", std::string("<?xml version=\"1.0\"?><worksheet xmlns=\"") +
                                         kMain + "\"><sheetData>" + rows +
                                         "</sheetData></worksheet>"},
    };
    for (auto& [name, content] : extra)
        parts[name] = content;
    return parts;
}

QByteArray workbook(const std::string& rows, bool date1904 = false, Parts extra = {})
{
    return zipOf(workbookParts(rows, date1904, std::move(extra)));
}

std::vector<std::string> fields(const CsvTable& table, std::size_t record)
{
    return record < table.records.size() ? table.records[record].fields
                                         : std::vector<std::string>{};
}

std::string readError(const QByteArray& bytes)
{
    try {
        XlsxSheetReader::read(bytes, 100);
    } catch (const XlsxReadError& error) {
        return error.what();
    }
    return "(read without error)";
}

TEST(XlsxSheetReaderTest, ReadsAWorkbookSavedByLibreOffice)
{
    QFile file(QDir(test::fixturesDir()).filePath(QStringLiteral("quotes-saved-by-libreoffice.xlsx")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_TRUE(XlsxSheetReader::looksLikeWorkbook({bytes.constData(), std::size_t(bytes.size())}));
    const CsvTable table = XlsxSheetReader::read(bytes, 100);
    ASSERT_EQ(table.records.size(), 5u);
    EXPECT_EQ(fields(table, 0).front(), "Item (do not change)");
    EXPECT_EQ(fields(table, 0).size(), 7u);
    // Numbers as typed, dates as days (LibreOffice stores both as numbers), strings as written.
    EXPECT_EQ(fields(table, 1),
              (std::vector<std::string>{"ib.ib-ndr-qm9700", "InfiniBand NDR", "NVIDIA", "30000.1",
                                        "USD", "2026-11-20", "90 days"}));
    EXPECT_EQ(fields(table, 2)[2], "NVIDIA, Inc.");
    EXPECT_EQ(fields(table, 2)[6], "2027-02-18");
    EXPECT_EQ(fields(table, 3)[2], "华为");
    EXPECT_EQ(fields(table, 3)[3], "123456.78");
    EXPECT_EQ(fields(table, 3)[6], "");
    // A line with only an item: as many fields as the header, the rest empty.
    EXPECT_EQ(fields(table, 4).size(), 7u);
    EXPECT_EQ(fields(table, 4)[3], "");
    EXPECT_EQ(table.records[4].line, 5);
    for (const CsvRecord& record : table.records)
        EXPECT_EQ(record.error, "") << record.line;
}

TEST(XlsxSheetReaderTest, ReadsEachKindOfCellAsASpreadsheetShowsIt)
{
    const CsvTable table = XlsxSheetReader::read(
        workbook("<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c>"
                 "<c r=\"C1\" t=\"inlineStr\"><is><t>date</t></is></c></row>"
                 // Row 2 left out, row 3 empty: skipped, lines still the sheet's row numbers.
                 "<row r=\"3\"/>"
                 "<row r=\"4\"><c r=\"A4\" t=\"s\"><v>2</v></c><c r=\"B4\"><v>1234.13</v></c>"
                 "<c r=\"C4\" s=\"1\"><v>46346</v></c><c r=\"E4\" t=\"b\"><v>1</v></c></row>"
                 "<row r=\"5\"><c r=\"B5\"><v>30000.100000000002</v></c>"
                 "<c r=\"C5\" s=\"2\"><v>46346.75</v></c><c r=\"D5\" s=\"3\"><v>2.5</v></c></row>"
                 "<row r=\"6\"><c r=\"B6\"><v>1.5E3</v></c><c r=\"C6\" t=\"d\">"
                 "<v>2026-11-02T00:00:00</v></c><c r=\"D6\" t=\"str\"><f>A1</f><v>item</v></c>"
                 "</row>"),
        100);
    ASSERT_EQ(table.records.size(), 4u);
    EXPECT_EQ(fields(table, 0), (std::vector<std::string>{"item", "unit price", "date"}));
    // Rich text runs joined, the phonetic guide left out; the empty D4 and the boolean E4.
    EXPECT_EQ(fields(table, 1),
              (std::vector<std::string>{"华为 技术", "1234.13", "2026-11-20", "", "TRUE"}));
    EXPECT_EQ(table.records[1].line, 4);
    // 15 significant digits; a custom date code; a quoted "d" is no date.
    EXPECT_EQ(fields(table, 2), (std::vector<std::string>{"", "30000.1", "2026-11-20", "2.5"}));
    EXPECT_EQ(fields(table, 3), (std::vector<std::string>{"", "1500", "2026-11-02", "item"}));
}

TEST(XlsxSheetReaderTest, CountsDaysInTheWorkbooksOwnDateSystem)
{
    const std::string rows = "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>d</t></is></c></row>"
                             "<row r=\"2\"><c r=\"A2\" s=\"1\"><v>44865</v></c></row>"
                             "<row r=\"3\"><c r=\"A3\" s=\"1\"><v>59</v></c></row>"
                             "<row r=\"4\"><c r=\"A4\" s=\"1\"><v>61</v></c></row>";
    const CsvTable in1900 = XlsxSheetReader::read(workbook(rows), 100);
    EXPECT_EQ(fields(in1900, 1).front(), "2022-10-31");
    // Around the 29 February 1900 that the 1900 system counts but never was.
    EXPECT_EQ(fields(in1900, 2).front(), "1900-02-28");
    EXPECT_EQ(fields(in1900, 3).front(), "1900-03-01");
    const CsvTable in1904 = XlsxSheetReader::read(workbook(rows, true), 100);
    EXPECT_EQ(fields(in1904, 1).front(), "2026-11-01");
}

TEST(XlsxSheetReaderTest, AFormulaWithoutItsResultIsAnErrorOfItsRowOnly)
{
    const CsvTable table = XlsxSheetReader::read(
        workbook("<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>item</t></is></c></row>"
                 "<row r=\"2\"><c r=\"A2\"><f>1+1</f></c></row>"
                 "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>ok</t></is></c></row>"),
        100);
    ASSERT_EQ(table.records.size(), 3u);
    EXPECT_NE(table.records[1].error.find("formula without a saved result"), std::string::npos);
    EXPECT_EQ(table.records[2].error, "");
    EXPECT_EQ(fields(table, 2).front(), "ok");
}

TEST(XlsxSheetReaderTest, ACellBeyondTheFieldLimitOrASharedStringItDoesNotHaveIsAnError)
{
    const CsvTable table = XlsxSheetReader::read(
        workbook("<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>item</t></is></c></row>"
                 "<row r=\"2\"><c r=\"XFD2\" t=\"inlineStr\"><is><t>far</t></is></c></row>"
                 "<row r=\"3\"><c r=\"A3\" t=\"s\"><v>99</v></c></row>"),
        100);
    ASSERT_EQ(table.records.size(), 3u);
    EXPECT_NE(table.records[1].error.find("more than 64 fields"), std::string::npos);
    EXPECT_NE(table.records[2].error.find("shared string"), std::string::npos);
}

TEST(XlsxSheetReaderTest, StopsAfterTheRecordsItWasAskedFor)
{
    std::string rows;
    for (int row = 1; row <= 5000; ++row)
        rows += "<row r=\"" + std::to_string(row) + "\"><c t=\"inlineStr\"><is><t>x</t></is></c></row>";
    const CsvTable table = XlsxSheetReader::read(workbook(rows), 10);
    EXPECT_LE(table.records.size(), 11u);
    EXPECT_GE(table.records.size(), 10u);
}

TEST(XlsxSheetReaderTest, RefusesWhatIsNoWorkbookWithAReason)
{
    EXPECT_NE(readError("item,vendor\n").find("not a readable XLSX workbook"), std::string::npos);
    // A zip's signature, then garbage; a zip cut in half.
    EXPECT_NE(readError(QByteArray("PK\x03\x04", 4) + QByteArray(200, 'x')).find("not a readable"),
              std::string::npos);
    const QByteArray whole = workbook("<row r=\"1\"><c><v>1</v></c></row>");
    EXPECT_NE(readError(whole.left(whole.size() / 2)).find("not a readable"), std::string::npos);
    // A zip that is no workbook; a workbook without the sheet it names.
    EXPECT_NE(readError(zipOf({{"readme.txt", "hello"}})).find("workbook"), std::string::npos);
    Parts noSheet = workbookParts("");
    noSheet.erase("xl/worksheets/sheet1.xml");
    EXPECT_NE(readError(zipOf(noSheet)).find("first sheet is missing"), std::string::npos);
    // Damaged XML.
    EXPECT_NE(readError(workbook("<row><c><v>1</v></row>")).find("not well-formed XML"),
              std::string::npos);
}

TEST(XlsxSheetReaderTest, RefusesADocumentTypeAndExpandsNoEntity)
{
    const std::string bomb =
        "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 "
        "\"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">]>"
        "<worksheet><sheetData><row r=\"1\"><c t=\"inlineStr\"><is><t>&lol2;</t></is></c></row>"
        "</sheetData></worksheet>";
    EXPECT_NE(readError(workbook("", false, {{"xl/worksheets/sheet1.xml", bomb}}))
                  .find("document type"),
              std::string::npos);
    const std::string styles =
        "<?xml version=\"1.0\"?><!DOCTYPE s [<!ENTITY e \"e\">]><styleSheet/>";
    EXPECT_NE(readError(workbook("", false, {{"xl/styles.xml", styles}})).find("document type"),
              std::string::npos);
}

TEST(XlsxSheetReaderTest, APartLargerThanTheLimitIsRefusedWhateverItsEntrySays)
{
    // 65 MiB of spaces deflate to a few dozen KiB: a zip bomb in miniature.
    std::string huge = "<?xml version=\"1.0\"?><worksheet><sheetData>";
    huge.append(std::size_t(XlsxArchive::kMaxPartBytes) + (1 << 20), ' ');
    huge += "</sheetData></worksheet>";
    const QByteArray bytes = workbook("", false, {{"xl/worksheets/sheet1.xml", huge}});
    EXPECT_LT(bytes.size(), 1 << 20);
    EXPECT_NE(readError(bytes).find("larger than 64 MiB"), std::string::npos);
}

} // namespace
} // namespace fabrictco

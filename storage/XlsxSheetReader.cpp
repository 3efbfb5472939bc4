// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/XlsxSheetReader.h"

#include "storage/XlsxArchive.h"

#include <QDate>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <charconv>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace fabrictco {

namespace {

constexpr std::string_view kZipSignature{"PK\x03\x04", 4};

/// Reads XML that must not declare a document type (no entities to expand).
class XmlPart
{
public:
    XmlPart(const QByteArray& bytes, std::string name) : m_reader(bytes), m_name(std::move(name)) {}
    /// The next start element, or false at the end.
    bool nextStart()
    {
        while (!m_reader.atEnd()) {
            const auto token = m_reader.readNext();
            if (token == QXmlStreamReader::DTD)
                throw XlsxReadError("the workbook's part " + m_name +
                                    " declares a document type, which a workbook never does");
            if (token == QXmlStreamReader::StartElement)
                return true;
        }
        check();
        return false;
    }
    QXmlStreamReader& reader() { return m_reader; }
    QString attribute(QLatin1StringView name) const
    {
        for (const QXmlStreamAttribute& a : m_reader.attributes()) {
            if (a.name() == name) // the local name: "r:id" and "id" alike
                return a.value().toString();
        }
        return {};
    }
    /// The text of the element just started, to its end (nested elements' text included).
    QString text()
    {
        const QString value = m_reader.readElementText(QXmlStreamReader::IncludeChildElements);
        check();
        return value;
    }
    void check() const
    {
        if (m_reader.hasError() &&
            m_reader.error() != QXmlStreamReader::PrematureEndOfDocumentError)
            throw XlsxReadError("the workbook's part " + m_name +
                                " is not well-formed XML: " + m_reader.errorString().toStdString());
    }

private:
    QXmlStreamReader m_reader;
    std::string m_name;
};

/// The zip path of the part a relationship targets from the folder `base` ("xl/").
QString resolveTarget(const QString& base, QString target)
{
    if (target.startsWith(QLatin1Char('/')))
        return target.mid(1);
    QStringList parts = (base + target).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QStringList out;
    for (const QString& p : parts) {
        if (p == QLatin1String(".."))
            out.isEmpty() ? void() : out.removeLast();
        else if (p != QLatin1String("."))
            out << p;
    }
    return out.join(QLatin1Char('/'));
}

struct Workbook
{
    QString sheetPath;
    QString sharedStringsPath = QStringLiteral("xl/sharedStrings.xml");
    QString stylesPath = QStringLiteral("xl/styles.xml");
    bool date1904 = false;
};

Workbook locateParts(XlsxArchive& zip)
{
    const auto workbookXml = zip.read(QStringLiteral("xl/workbook.xml"));
    if (!workbookXml)
        throw XlsxReadError("the file is a zip archive but not an XLSX workbook (no "
                            "xl/workbook.xml)");
    Workbook book;
    QString firstSheetId;
    XmlPart workbook(*workbookXml, "xl/workbook.xml");
    while (workbook.nextStart()) {
        const auto name = workbook.reader().name();
        if (name == QLatin1String("workbookPr")) {
            const QString value = workbook.attribute(QLatin1String("date1904"));
            book.date1904 = value == QLatin1String("1") || value == QLatin1String("true");
        } else if (name == QLatin1String("sheet") && firstSheetId.isEmpty()) {
            firstSheetId = workbook.attribute(QLatin1String("id"));
        }
    }
    if (firstSheetId.isEmpty())
        throw XlsxReadError("the workbook has no worksheet");
    const auto relsXml = zip.read(QStringLiteral("xl/_rels/workbook.xml.rels"));
    if (!relsXml)
        throw XlsxReadError("the workbook has no list of its parts (xl/_rels/workbook.xml.rels)");
    XmlPart rels(*relsXml, "xl/_rels/workbook.xml.rels");
    while (rels.nextStart()) {
        if (rels.reader().name() != QLatin1String("Relationship"))
            continue;
        const QString target = resolveTarget(QStringLiteral("xl/"),
                                             rels.attribute(QLatin1String("Target")));
        const QString type = rels.attribute(QLatin1String("Type"));
        if (rels.attribute(QLatin1String("Id")) == firstSheetId)
            book.sheetPath = target;
        else if (type.endsWith(QLatin1String("/sharedStrings")))
            book.sharedStringsPath = target;
        else if (type.endsWith(QLatin1String("/styles")))
            book.stylesPath = target;
    }
    if (book.sheetPath.isEmpty())
        throw XlsxReadError("the workbook's first sheet is missing");
    return book;
}

std::vector<QString> sharedStrings(XlsxArchive& zip, const Workbook& book)
{
    std::vector<QString> strings;
    const auto xml = zip.read(book.sharedStringsPath);
    if (!xml)
        return strings;
    XmlPart part(*xml, book.sharedStringsPath.toStdString());
    QXmlStreamReader& r = part.reader();
    while (part.nextStart()) {
        if (r.name() != QLatin1String("si"))
            continue;
        // A string is its runs' texts; phonetic guides (rPh) are not part of it.
        QString text;
        while (!r.atEnd()) {
            const auto token = r.readNext();
            if (token == QXmlStreamReader::EndElement && r.name() == QLatin1String("si"))
                break;
            if (token != QXmlStreamReader::StartElement)
                continue;
            if (r.name() == QLatin1String("rPh"))
                r.skipCurrentElement();
            else if (r.name() == QLatin1String("t"))
                text += part.text();
        }
        part.check();
        strings.push_back(text);
    }
    return strings;
}

/// Whether a number format shows a day: built-in date formats, or a code with y or d outside
/// quotes, brackets and escapes ("yyyy-mm-dd", "yyyy\"年\"m\"月\"d\"日\"").
bool isDateFormat(int id, const QString& code)
{
    if ((id >= 14 && id <= 17) || id == 22 || (id >= 27 && id <= 31) || id == 36 ||
        (id >= 50 && id <= 58))
        return true;
    static const QRegularExpression literal(QStringLiteral(R"("[^"]*"|\[[^\]]*\]|\\.)"));
    QString bare = code;
    bare.remove(literal);
    return bare.contains(QLatin1Char('y'), Qt::CaseInsensitive) ||
           bare.contains(QLatin1Char('d'), Qt::CaseInsensitive);
}

/// For each cell style (cellXfs, by index), whether its number format shows a date.
std::vector<bool> dateStyles(XlsxArchive& zip, const Workbook& book)
{
    std::vector<bool> styles;
    const auto xml = zip.read(book.stylesPath);
    if (!xml)
        return styles;
    std::map<int, QString> codes;
    XmlPart part(*xml, book.stylesPath.toStdString());
    QXmlStreamReader& r = part.reader();
    bool inCellXfs = false;
    while (!r.atEnd()) {
        const auto token = r.readNext();
        if (token == QXmlStreamReader::DTD)
            throw XlsxReadError("the workbook's styles declare a document type");
        if (token == QXmlStreamReader::EndElement && r.name() == QLatin1String("cellXfs"))
            inCellXfs = false;
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (r.name() == QLatin1String("numFmt"))
            codes[part.attribute(QLatin1String("numFmtId")).toInt()] =
                part.attribute(QLatin1String("formatCode"));
        else if (r.name() == QLatin1String("cellXfs"))
            inCellXfs = true;
        else if (inCellXfs && r.name() == QLatin1String("xf")) {
            const int id = part.attribute(QLatin1String("numFmtId")).toInt();
            styles.push_back(isDateFormat(id, codes.count(id) ? codes[id] : QString()));
        }
    }
    part.check();
    return styles;
}

/// A number as a spreadsheet shows it at full precision: 15 significant digits, no exponent,
/// no trailing zeros ("1234.13", not "1234.1300000000001").
std::string numberText(const QString& stored)
{
    const std::string digits = stored.trimmed().toStdString();
    double value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size() || !std::isfinite(value))
        return digits;
    if (value == 0)
        return "0";
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value)))) + 1;
    if (magnitude > 15 || magnitude < -9)
        return digits;
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value,
                                       std::chars_format::fixed, std::max(0, 15 - magnitude));
    std::string text(buffer, written.ptr);
    if (text.find('.') != std::string::npos) {
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
    }
    return text == "-0" ? "0" : text;
}

/// A serial day number as its ISO date; nullopt outside 1900-01-01..9999-12-31.
std::optional<std::string> serialDate(const QString& stored, bool date1904)
{
    bool ok = false;
    const double serial = stored.toDouble(&ok);
    if (!ok || serial < 1 || serial > 2958465)
        return std::nullopt;
    const auto days = static_cast<qint64>(std::floor(serial));
    // The 1900 system counts a 29 February 1900 that never was: day 60 and later are one off.
    const QDate day = date1904 ? QDate(1904, 1, 1).addDays(days)
                      : days < 60 ? QDate(1899, 12, 31).addDays(days)
                                  : QDate(1899, 12, 30).addDays(days);
    return day.toString(Qt::ISODate).toStdString();
}

/// "C12" as the zero-based column 2; -1 when the reference has no letters.
int columnOf(const QString& reference)
{
    int column = 0;
    int letters = 0;
    for (const QChar c : reference) {
        if (c < QLatin1Char('A') || c > QLatin1Char('Z'))
            break;
        column = column * 26 + (c.unicode() - 'A' + 1);
        if (++letters > 3)
            return -1;
    }
    return letters == 0 ? -1 : column - 1;
}

struct Cell
{
    int column = 0;
    std::string text;
    std::string error;
};

} // namespace

bool XlsxSheetReader::looksLikeWorkbook(std::string_view bytes)
{
    return bytes.starts_with(kZipSignature);
}

CsvTable XlsxSheetReader::read(const QByteArray& bytes, std::size_t maxRecords)
{
    XlsxArchive zip(bytes);
    const Workbook book = locateParts(zip);
    const std::vector<QString> strings = sharedStrings(zip, book);
    const std::vector<bool> dates = dateStyles(zip, book);
    const auto sheetXml = zip.read(book.sheetPath);
    if (!sheetXml)
        throw XlsxReadError("the workbook's first sheet is missing");

    CsvTable table;
    XmlPart sheet(*sheetXml, book.sheetPath.toStdString());
    QXmlStreamReader& r = sheet.reader();
    int rowNumber = 0;
    std::vector<Cell> cells;
    auto finishRow = [&] {
        const bool hasContent = std::any_of(cells.begin(), cells.end(), [](const Cell& c) {
            return !c.text.empty() || !c.error.empty();
        });
        if (!hasContent)
            return;
        CsvRecord record;
        record.line = rowNumber;
        for (const Cell& c : cells) {
            if (c.column >= static_cast<int>(CsvReader::kMaxFields)) {
                if (!c.text.empty() && record.error.empty())
                    record.error = "more than " + std::to_string(CsvReader::kMaxFields) +
                                   " fields";
                continue;
            }
            if (record.fields.size() <= std::size_t(c.column))
                record.fields.resize(std::size_t(c.column) + 1);
            record.fields[std::size_t(c.column)] = c.text;
            if (record.error.empty() && !c.error.empty())
                record.error = c.error;
        }
        // What a workbook leaves out is empty: as many fields as the header at least.
        if (!table.records.empty() && record.fields.size() < table.records.front().fields.size())
            record.fields.resize(table.records.front().fields.size());
        // Cells left empty at the end of a row are no fields of it.
        while (record.fields.size() > (table.records.empty()
                                           ? 0
                                           : table.records.front().fields.size()) &&
               record.fields.back().empty())
            record.fields.pop_back();
        table.records.push_back(std::move(record));
    };
    while (sheet.nextStart() && table.records.size() < maxRecords) {
        if (r.name() == QLatin1String("row")) {
            finishRow();
            cells.clear();
            const int number = sheet.attribute(QLatin1String("r")).toInt();
            rowNumber = number > rowNumber ? number : rowNumber + 1;
        } else if (r.name() == QLatin1String("c")) {
            Cell cell;
            const QString reference = sheet.attribute(QLatin1String("r"));
            const int column = reference.isEmpty() ? -1 : columnOf(reference);
            cell.column = column >= 0 ? column : (cells.empty() ? 0 : cells.back().column + 1);
            const QString type = sheet.attribute(QLatin1String("t"));
            const int style = sheet.attribute(QLatin1String("s")).toInt();
            QString value;
            bool hasValue = false;
            bool hasFormula = false;
            while (!r.atEnd()) {
                const auto token = r.readNext();
                if (token == QXmlStreamReader::EndElement && r.name() == QLatin1String("c"))
                    break;
                if (token != QXmlStreamReader::StartElement)
                    continue;
                if (r.name() == QLatin1String("f")) {
                    hasFormula = true;
                    sheet.text();
                } else if (r.name() == QLatin1String("v")) {
                    value = sheet.text();
                    hasValue = true;
                } else if (r.name() == QLatin1String("is")) {
                    // An inline string: its <t> texts, phonetic guides aside.
                    QString text;
                    while (!r.atEnd() && !(r.readNext() == QXmlStreamReader::EndElement &&
                                           r.name() == QLatin1String("is"))) {
                        if (r.isStartElement() && r.name() == QLatin1String("t"))
                            text += sheet.text();
                        else if (r.isStartElement() && r.name() == QLatin1String("rPh"))
                            r.skipCurrentElement();
                    }
                    value = text;
                    hasValue = true;
                }
            }
            sheet.check();
            if (hasFormula && !hasValue) {
                cell.error = "cell " + reference.toStdString() +
                             " holds a formula without a saved result (open the file in a "
                             "spreadsheet and save it)";
            } else if (type == QLatin1String("s")) {
                bool ok = false;
                const qulonglong index = value.toULongLong(&ok);
                if (!ok || index >= strings.size())
                    cell.error = "cell " + reference.toStdString() +
                                 " names a shared string the workbook does not have";
                else
                    cell.text = strings[index].toStdString();
            } else if (type == QLatin1String("b")) {
                cell.text = value.trimmed() == QLatin1String("1") ? "TRUE" : "FALSE";
            } else if (type == QLatin1String("d")) {
                cell.text = value.left(10).toStdString();
            } else if (type.isEmpty() || type == QLatin1String("n")) {
                const bool isDate =
                    style >= 0 && std::size_t(style) < dates.size() && dates[std::size_t(style)];
                const auto day = isDate ? serialDate(value, book.date1904) : std::nullopt;
                cell.text = day ? *day : numberText(value);
            } else {
                cell.text = value.toStdString(); // str, inlineStr, e (#N/A)
            }
            if (cell.text.size() > CsvReader::kMaxFieldBytes) {
                cell.text.resize(CsvReader::kMaxFieldBytes);
                cell.error = "a field is longer than " +
                             std::to_string(CsvReader::kMaxFieldBytes) + " bytes";
            }
            cells.push_back(std::move(cell));
        }
    }
    finishRow();
    return table;
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/XlsxWriter.h"

#include "report/ReportClock.h"
#include "report/ReportError.h"
#include "storage/AtomicFile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryFile>

#include <algorithm>
#include <cstdio>
#include <locale.h>
#include <memory>
#include <xlsxwriter.h>

namespace fabrictco {

namespace {

struct WorkbookCloser
{
    void operator()(lxw_workbook* workbook) const
    {
        if (workbook)
            workbook_close(workbook);
    }
};

const char* formatPattern(SpreadsheetCell::Format format)
{
    switch (format) {
    case SpreadsheetCell::Format::Integer:
        return "#,##0";
    case SpreadsheetCell::Format::Money:
        return "#,##0.00";
    case SpreadsheetCell::Format::Percent:
        return "0.0%";
    case SpreadsheetCell::Format::FillIn:
        return "@";
    case SpreadsheetCell::Format::Decimal:
        break;
    }
    return "General";
}

/// libxlsxwriter writes every double (cell values, column widths) with snprintf("%.16G"), which
/// follows LC_NUMERIC: under de_DE.UTF-8 the sheet XML would hold <v>1234,5</v>, which no
/// spreadsheet reads. This switches the calling thread only (uselocale) to the C number format
/// until the workbook is closed; other threads and the process locale are untouched.
class CNumericScope
{
public:
    CNumericScope()
    {
        const locale_t base = duplocale(uselocale(locale_t(nullptr)));
        m_c = base ? newlocale(LC_NUMERIC_MASK, "C", base) : locale_t(nullptr);
        if (!m_c) {
            if (base)
                freelocale(base);
            throw ReportError("XLSX: cannot select the C number format");
        }
        m_previous = uselocale(m_c);
    }
    ~CNumericScope()
    {
        uselocale(m_previous);
        freelocale(m_c);
    }
    CNumericScope(const CNumericScope&) = delete;
    CNumericScope& operator=(const CNumericScope&) = delete;

private:
    locale_t m_c = nullptr;
    locale_t m_previous = nullptr;
};

/// Printed across A4 landscape, about 92 characters of columns fit at 100 %; 140 still read
/// at 65 %.
constexpr int kMaxWidthToFitOnePage = 140;

/// The characters `text` takes on screen: a Chinese character takes two.
int displayedWidth(const QString& text)
{
    int characters = 0;
    for (const QChar c : text)
        characters += c.unicode() >= 0x1100 ? 2 : 1;
    return characters;
}

/// The characters a cell shows in its number format ("-1,234,567.89" for money).
int displayedWidth(const SpreadsheetCell& cell)
{
    if (cell.kind != SpreadsheetCell::Kind::Number)
        return displayedWidth(cell.text);
    const bool grouped = cell.format == SpreadsheetCell::Format::Integer ||
                         cell.format == SpreadsheetCell::Format::Money;
    if (!grouped)
        return int(cell.text.size()) + (cell.format == SpreadsheetCell::Format::Percent ? 2 : 0);
    const QString digits = cell.text.section(QLatin1Char('.'), 0, 0).remove(QLatin1Char('-'));
    const int integerPart = int(digits.size()) + int(std::max<qsizetype>(0, digits.size() - 1) / 3);
    return (cell.text.startsWith(QLatin1Char('-')) ? 1 : 0) + integerPart +
           (cell.format == SpreadsheetCell::Format::Money ? 3 : 0);
}

/// The lines `text` takes wrapped in a column `width` characters wide, as a spreadsheet wraps
/// it: at spaces, a word longer than the line broken where it must, a Chinese character (two
/// wide) anywhere. A spreadsheet keeps a row one line high whatever its wrapped text and cuts
/// the rest off, so rows with wrapped text are given their height.
int wrappedLines(const QString& text, int width)
{
    const int room = std::max(1, width - 1); // a little narrower than the column: bold, margins
    int lines = 0;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        int used = 0;
        ++lines;
        // Words: runs of Latin text between spaces; each Han character is a word of its own.
        QStringList words;
        QString word;
        for (const QChar c : paragraph) {
            if (c == QLatin1Char(' ') || c.unicode() >= 0x1100) {
                if (!word.isEmpty())
                    words << word;
                word.clear();
                if (c != QLatin1Char(' '))
                    words << QString(c);
            } else {
                word += c;
            }
        }
        if (!word.isEmpty())
            words << word;
        for (const QString& w : words) {
            const int length = displayedWidth(w);
            const int needed = used == 0 ? length : used + 1 + length;
            if (needed <= room) {
                used = needed;
                continue;
            }
            if (used > 0)
                ++lines;
            lines += (length - 1) / room; // a word longer than a line
            used = (length - 1) % room + 1;
        }
    }
    return std::max(1, lines);
}

/// The longest word of `text`: a column narrower than it breaks the word.
int longestWord(const QString& text)
{
    int longest = 0;
    for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+"))))
        longest = std::max(longest, displayedWidth(word));
    return longest;
}

/// A column's width in characters: the sheet's; else, for a table, the widest value with a
/// margin and room for the header in at most three lines; a sheet of sentences keeps fixed
/// widths (its text wraps).
int columnWidth(const SpreadsheetSheet& sheet, int column)
{
    const auto at = std::size_t(column);
    if (at < sheet.widths.size() && sheet.widths[at] > 0)
        return sheet.widths[at];
    if (sheet.wrapText)
        return column == 0 ? 34 : 18;
    const QString header = column < sheet.columns.size() ? sheet.columns.at(column) : QString();
    int widest = longestWord(header) + 2;
    for (const auto& cells : sheet.rows)
        if (at < cells.size())
            widest = std::max(widest, displayedWidth(cells[at]) + 2);
    widest = std::clamp(widest, 8, 60);
    // Widened until the header takes at most three lines.
    while (widest < 60 && wrappedLines(header, widest) > 3)
        ++widest;
    return widest;
}

/// The header row's lines, at most 3.
int headerLines(const SpreadsheetSheet& sheet)
{
    int lines = 1;
    for (int column = 0; column < sheet.columns.size(); ++column)
        lines = std::max(lines, wrappedLines(sheet.columns.at(column), columnWidth(sheet, column)));
    return std::min(lines, 3);
}

int totalWidth(const SpreadsheetSheet& sheet)
{
    int total = 0;
    for (int column = 0; column < sheet.columns.size(); ++column)
        total += columnWidth(sheet, column);
    return total;
}

void check(lxw_error error, const char* what)
{
    if (error != LXW_NO_ERROR)
        throw ReportError(std::string("XLSX: ") + what + ": " + lxw_strerror(error));
}

} // namespace

QString XlsxWriter::sheetName(const QString& name, const QStringList& taken)
{
    QString clean;
    for (const QChar c : name)
        clean += QStringLiteral("[]:*?/\\").contains(c) ? QLatin1Char('_') : c;
    clean = clean.left(31).trimmed();
    if (clean.isEmpty())
        clean = QStringLiteral("Sheet");
    QString candidate = clean;
    for (int n = 2; taken.contains(candidate, Qt::CaseInsensitive); ++n) {
        const QString suffix = QStringLiteral(" (%1)").arg(n);
        candidate = clean.left(31 - suffix.size()) + suffix;
    }
    return candidate;
}

QString XlsxWriter::excelPropertyText(const QString& text)
{
    // Excel (and libxlsxwriter, which refuses the whole workbook) takes at most 255 characters
    // in a custom property; a document title of 256 to 1,000 characters that `set` accepts
    // made the export fail. The property is cut, with an ellipsis; the cells keep the text.
    constexpr qsizetype kMost = 255;
    const QList<uint> characters = text.toUcs4();
    if (characters.size() <= kMost)
        return text;
    return QString::fromUcs4(reinterpret_cast<const char32_t*>(characters.constData()),
                             kMost - 1) +
           QChar(0x2026);
}

void XlsxWriter::write(const QString& path, const std::vector<SpreadsheetSheet>& sheets,
                       const Properties& properties, const QStringList& inputs)
{
    // libxlsxwriter writes to a file name: it builds the workbook in the system's temporary
    // folder, and the finished bytes then go to `path` as every output does (whole or not at
    // all, the user's file mode, the system's reason on failure).
    QTemporaryFile reserve(QDir::temp().filePath(QStringLiteral("fabrictco-XXXXXX.xlsx")));
    if (!reserve.open())
        throw cannotWriteError(path.toStdString(), reserve.errorString().toStdString());
    const QByteArray temporary = QFile::encodeName(reserve.fileName());
    reserve.close();
    {
        // Declared before the workbook: libxlsxwriter formats the numbers when it closes it.
        const CNumericScope cNumbers;
        std::unique_ptr<lxw_workbook, WorkbookCloser> workbook(workbook_new(temporary.constData()));
        if (!workbook)
            throw ReportError("cannot create the XLSX workbook " + path.toStdString());
        // libxlsxwriter (whose fields are char*) copies the texts when the properties are set; the
        // bytes live until then.
        QByteArray title = properties.title.toUtf8();
        QByteArray subject = properties.subject.toUtf8();
        QByteArray author = properties.author.toUtf8();
        QByteArray keywords = properties.keywords.toUtf8();
        QByteArray comments = properties.comments.toUtf8();
        lxw_doc_properties documentProperties{};
        documentProperties.title = title.data();
        documentProperties.subject = subject.data();
        documentProperties.author = author.data();
        documentProperties.keywords = keywords.data();
        documentProperties.comments = comments.data();
        // SOURCE_DATE_EPOCH when set (ReportClock); libxlsxwriter takes 0 as "now".
        documentProperties.created = time_t(ReportClock::now().toSecsSinceEpoch());
        if (workbook_set_properties(workbook.get(), &documentProperties) != LXW_NO_ERROR)
            throw ReportError("cannot set the properties of " + path.toStdString());
        for (const auto& [name, text] : properties.custom) {
            const QByteArray n = name.toUtf8();
            const QByteArray t = excelPropertyText(text).toUtf8();
            if (!t.isEmpty() && workbook_set_custom_property_string(workbook.get(), n.constData(),
                                                                    t.constData()) != LXW_NO_ERROR)
                throw ReportError("cannot set the properties of " + path.toStdString());
        }
        lxw_format* header = workbook_add_format(workbook.get());
        format_set_bold(header);
        format_set_bg_color(header, 0xDDE3EC);
        format_set_text_wrap(header);
        format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
        std::map<SpreadsheetCell::Format, lxw_format*> numberFormats;
        for (auto kind : {SpreadsheetCell::Format::Integer, SpreadsheetCell::Format::Money,
                          SpreadsheetCell::Format::Decimal, SpreadsheetCell::Format::Percent}) {
            lxw_format* format = workbook_add_format(workbook.get());
            format_set_num_format(format, formatPattern(kind));
            numberFormats[kind] = format;
        }
        lxw_format* fillIn = workbook_add_format(workbook.get());
        format_set_num_format(fillIn, formatPattern(SpreadsheetCell::Format::FillIn));
        // Pale yellow behind black text (contrast far above 4.5:1); the header names the
        // columns to fill, so the colour is never the only sign.
        format_set_bg_color(fillIn, 0xFFF2CC);
        format_set_border(fillIn, LXW_BORDER_HAIR);
        lxw_format* wrapped = workbook_add_format(workbook.get());
        format_set_text_wrap(wrapped);
        format_set_align(wrapped, LXW_ALIGN_VERTICAL_TOP);
        QStringList taken;
        for (const SpreadsheetSheet& sheet : sheets) {
            const QString name = sheetName(sheet.name, taken);
            taken << name;
            lxw_worksheet* worksheet =
                workbook_add_worksheet(workbook.get(), name.toUtf8().constData());
            if (!worksheet)
                throw ReportError("XLSX: cannot add the sheet " + name.toStdString());
            for (int column = 0; column < sheet.columns.size(); ++column) {
                check(worksheet_write_string(worksheet, 0, lxw_col_t(column),
                                             sheet.columns.at(column).toUtf8().constData(), header),
                      "header");
                worksheet_set_column(worksheet, lxw_col_t(column), lxw_col_t(column),
                                     columnWidth(sheet, column),
                                     nullptr);
            }
            worksheet_freeze_panes(worksheet, 1, 0);
            // A table gets a filter on its header (a sheet of sentences is not a table).
            if (!sheet.wrapText && !sheet.columns.isEmpty() && !sheet.rows.empty())
                check(worksheet_autofilter(worksheet, 0, 0, lxw_row_t(sheet.rows.size()),
                                           lxw_col_t(sheet.columns.size() - 1)),
                      "filter");
            // 15 points a line, the default row's height.
            check(worksheet_set_row(worksheet, 0, 15.0 * headerLines(sheet), nullptr),
                  "header row");
            // Printed (a vendor's request, a table for a meeting): across, the header on every
            // page; one page wide while that keeps the text readable,
            // else the first column again on each page across.
            worksheet_set_landscape(worksheet);
            check(worksheet_repeat_rows(worksheet, 0, 0), "repeated header");
            if (totalWidth(sheet) <= kMaxWidthToFitOnePage)
                worksheet_fit_to_pages(worksheet, 1, 0);
            else
                check(worksheet_repeat_columns(worksheet, 0, 0), "repeated first column");
            lxw_row_t row = 1;
            for (const auto& cells : sheet.rows) {
                if (sheet.wrapText) {
                    int lines = 1;
                    for (std::size_t column = 0; column < cells.size(); ++column)
                        lines = std::max(lines, wrappedLines(cells[column].text,
                                                             columnWidth(sheet, int(column))));
                    check(worksheet_set_row(worksheet, row, 15.0 * lines, nullptr), "row");
                }
                for (std::size_t column = 0; column < cells.size(); ++column) {
                    const SpreadsheetCell& cell = cells[column];
                    if (cell.kind == SpreadsheetCell::Kind::Number) {
                        // The only double in the export: what the spreadsheet stores. The text
                        // is the exact decimal, so this is the nearest double to it.
                        check(worksheet_write_number(worksheet, row, lxw_col_t(column),
                                                     cell.text.toDouble(),
                                                     numberFormats.at(cell.format)),
                              "number");
                    } else if (cell.format == SpreadsheetCell::Format::FillIn) {
                        check(cell.text.isEmpty()
                                  ? worksheet_write_blank(worksheet, row, lxw_col_t(column),
                                                          fillIn)
                                  : worksheet_write_string(worksheet, row, lxw_col_t(column),
                                                           cell.text.toUtf8().constData(),
                                                           fillIn),
                              "text");
                    } else if (!cell.text.isEmpty()) {
                        check(worksheet_write_string(worksheet, row, lxw_col_t(column),
                                                     cell.text.toUtf8().constData(),
                                                     sheet.wrapText ? wrapped : nullptr),
                              "text");
                    }
                }
                ++row;
            }
        }
        lxw_error closed = workbook_close(workbook.release());
        if (closed != LXW_NO_ERROR)
            check(closed, "save"); // the QTemporaryFile removes what was written
    }
    QFile built(reserve.fileName());
    if (!built.open(QIODevice::ReadOnly))
        throw cannotWriteError(path.toStdString(), built.errorString().toStdString());
    const QString failure = AtomicFile::write(path, built.readAll(), inputs);
    if (!failure.isEmpty())
        throw cannotWriteError(path.toStdString(), failure.toStdString());
}

} // namespace fabrictco

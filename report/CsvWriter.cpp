// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/CsvWriter.h"

#include "report/CellText.h"

#include <algorithm>

namespace fabrictco {

namespace {

QString quoted(const QString& text)
{
    // The separators of every common locale (',' in en, ';' in de and fr, tab), quotes and
    // line breaks: quoted, a spreadsheet splitting on any of them keeps the field one cell.
    static const QString special = QStringLiteral(",;\t\"\n\r");
    const bool needsQuotes =
        std::any_of(text.begin(), text.end(), [](QChar c) { return special.contains(c); });
    if (!needsQuotes)
        return text;
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString textField(const QString& text)
{
    return quoted(CellText::neutralised(text));
}

} // namespace

QString CsvWriter::field(const SpreadsheetCell& cell)
{
    // A number is digits, a point and maybe a minus sign: it must stay a number, so it is not
    // neutralised (a spreadsheet reads "-12.50" as the number, never as a formula).
    return cell.kind == SpreadsheetCell::Kind::Number ? cell.text : textField(cell.text);
}

namespace {

/// The header row and the data rows, each ended by CRLF.
QString table(const SpreadsheetSheet& sheet)
{
    QString out;
    QStringList header;
    for (const QString& column : sheet.columns)
        header << textField(column);
    out += header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const auto& row : sheet.rows) {
        QStringList cells;
        for (const SpreadsheetCell& cell : row)
            cells << CsvWriter::field(cell);
        out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace

QByteArray CsvWriter::write(const std::vector<SpreadsheetSheet>& sheets)
{
    QString out;
    for (const SpreadsheetSheet& sheet : sheets)
        out += textField(sheet.name) + QStringLiteral("\r\n") + table(sheet) + QStringLiteral("\r\n");
    return QByteArray("\xEF\xBB\xBF") + out.toUtf8();
}

QByteArray CsvWriter::writeTable(const SpreadsheetSheet& sheet)
{
    return QByteArray("\xEF\xBB\xBF") + table(sheet).toUtf8();
}

} // namespace fabrictco

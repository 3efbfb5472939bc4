// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace fabrictco {

/// One cell of an exported table: text, or a number kept as its exact decimal text.
struct SpreadsheetCell
{
    enum class Kind
    {
        Text,
        Number,
    };
    enum class Format
    {
        Integer, ///< "#,##0"
        Money,   ///< "#,##0.00"
        Decimal, ///< "General": as many digits as it has
        Percent, ///< "0.0%" (the value is a fraction)
        /// A text cell for the reader to fill in (a request for quotation's price and dates):
        /// text format "@", so a spreadsheet keeps "1234.50" and "2026-11-02" exactly as
        /// typed, and shaded so it stands out; written even when empty.
        FillIn,
    };

    Kind kind = Kind::Text;
    QString text; ///< the text, or the number's exact decimal digits ("-1234.56", no grouping)
    Format format = Format::Decimal;

    static SpreadsheetCell textCell(QString value) { return {Kind::Text, std::move(value), {}}; }
    static SpreadsheetCell fillIn(QString value = {})
    {
        return {Kind::Text, std::move(value), Format::FillIn};
    }
    static SpreadsheetCell number(QString exactDecimal, Format format)
    {
        return {Kind::Number, std::move(exactDecimal), format};
    }
};

/// One sheet: a name, column headers and rows, all already in the chosen language.
struct SpreadsheetSheet
{
    QString name;
    QStringList columns;
    std::vector<std::vector<SpreadsheetCell>> rows;
    /// Column widths in characters, by column; a column past the end (or 0) gets the default
    /// (34 for the first, 18 for the others).
    std::vector<int> widths = {};
    /// Text wraps within its column (sentences, as a sheet of instructions has) instead of
    /// running on to the right.
    bool wrapText = false;
};

} // namespace fabrictco

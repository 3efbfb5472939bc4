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
    };

    Kind kind = Kind::Text;
    QString text; ///< the text, or the number's exact decimal digits ("-1234.56", no grouping)
    Format format = Format::Decimal;

    static SpreadsheetCell textCell(QString value) { return {Kind::Text, std::move(value), {}}; }
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
};

} // namespace fabrictco

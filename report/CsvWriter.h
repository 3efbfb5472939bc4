// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/SpreadsheetSheet.h"

#include <QByteArray>

#include <vector>

namespace fabrictco {

/// Writes sheets as one UTF-8 CSV file (with a byte-order mark so Excel reads Chinese): each
/// sheet is a block that starts with a row holding the sheet's name, then the header row and the
/// data rows, and ends with an empty line. Numbers are the exact decimals the engine computed
/// ("1234567.89": point, no grouping), not a binary floating-point approximation. Text cells
/// are quoted when needed and neutralised against formula injection (CellText).
class CsvWriter
{
public:
    static QByteArray write(const std::vector<SpreadsheetSheet>& sheets);
    /// One sheet as a plain table: the header row first (no line with the sheet's name), as
    /// a file meant to be read back (a request for quotation) must start. UTF-8 with a BOM.
    static QByteArray writeTable(const SpreadsheetSheet& sheet);
    static QString field(const SpreadsheetCell& cell);
};

} // namespace fabrictco

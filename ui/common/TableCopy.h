// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTableWidget;

namespace fabrictco::ui {

/// Tab-separated text of a table (header row first), which spreadsheets paste cell by cell.
class TableCopy
{
public:
    static QString toTsv(const QTableWidget& table);
    /// Puts the whole table on the clipboard as TSV (and as plain text).
    static void copyToClipboard(const QTableWidget& table);
};

} // namespace fabrictco::ui

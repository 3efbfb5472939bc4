// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTableView;

namespace fabrictco::ui {

/// Tab-separated text of a table (header row first), which spreadsheets paste cell by cell: a
/// cell's exact figure (Qt::UserRole) where its model keeps one, else its text.
class TableCopy
{
public:
    static QString toTsv(const QTableView& table);
    /// Puts the whole table on the clipboard as TSV (and as plain text).
    static void copyToClipboard(const QTableView& table);
};

} // namespace fabrictco::ui

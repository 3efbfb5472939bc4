// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/SpreadsheetSheet.h"

#include <QString>

#include <utility>
#include <vector>

namespace fabrictco {

/// Writes sheets as an XLSX workbook with libxlsxwriter.
///
/// Numbers are stored as numbers with a number format ("#,##0.00" for money), so a spreadsheet
/// can sum them. XLSX keeps a number as a binary double: amounts up to about 10^13 keep every
/// cent, but the exact decimal text lives in the CSV export. Text is written with
/// worksheet_write_string, a shared-string cell that no spreadsheet evaluates as a formula,
/// however it starts; it is kept as written so names read exactly as in the document.
class XlsxWriter
{
public:
    /// The workbook's document properties (File > Properties in a spreadsheet).
    struct Properties
    {
        QString title;
        QString subject;
        QString author;
        QString keywords;
        QString comments;
        /// Custom properties, name and text ("Catalog version" = "3f2a9c0d41be").
        std::vector<std::pair<QString, QString>> custom;
    };

    /// Writes `path` atomically (a temporary file in the same folder, then renamed).
    /// Throws ReportError.
    static void write(const QString& path, const std::vector<SpreadsheetSheet>& sheets,
                      const Properties& properties = {}, const QStringList& inputs = {});
    /// `text` as a custom property may hold it: at most 255 characters, cut with an ellipsis.
    static QString excelPropertyText(const QString& text);
    /// A valid, unique sheet name: at most 31 characters, none of []:*?/\ .
    static QString sheetName(const QString& name, const QStringList& taken);
};

} // namespace fabrictco

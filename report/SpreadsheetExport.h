// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "report/ReportData.h"
#include "report/ReportOptions.h"
#include "report/XlsxWriter.h"

#include <QString>

namespace fabrictco {

/// Exports the comparison's tables as XLSX or CSV, chosen by the file's extension. Runs the
/// same engines as the report; installs the language for the sheet and column names.
class SpreadsheetExport
{
public:
    enum class Format
    {
        Xlsx,
        Csv,
    };
    /// Xlsx for ".xlsx", Csv for ".csv" (any case); throws ReportError otherwise.
    static Format formatForPath(const QString& path);
    /// Runs the engines and writes. Throws ReportError.
    static void write(const QString& path, const Scenario& scenario, const Catalog& catalog,
                      const ReportOptions& options);
    /// Writes engine results already computed (ReportDataBuilder), in data.options.language,
    /// atomically. The GUI thread only when the language differs from the installed one.
    /// Throws ReportError.
    static void write(const QString& path, const ReportData& data);
    /// The workbook's title, author, subject and provenance (source file and digest, catalog
    /// version, program version, trials and seed) as document properties.
    static XlsxWriter::Properties properties(const ReportData& data);
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "report/ReportOptions.h"

#include <QByteArray>
#include <QString>

namespace fabrictco {

/// The comparison report as a PDF or as an accessible HTML page: runs the engines
/// (ReportDataBuilder), writes the sections (ReportHtml) and lays them out on pages (ReportPages,
/// PdfReportWriter). Needs a QApplication (Qt Charts are widgets); installs the report's language
/// for the duration of the call. The desktop runs the same two steps apart: the engines on a worker
/// thread, then ReportPages.
class ReportGenerator
{
public:
    /// Throws ReportError naming the problem.
    static QByteArray pdf(const Scenario& scenario, const Catalog& catalog,
                          const ReportOptions& options, int* pageCount = nullptr);
    /// Writes the PDF atomically (QSaveFile): an error never leaves a partial file.
    static void writePdf(const QString& path, const Scenario& scenario, const Catalog& catalog,
                         const ReportOptions& options);
    /// The same report as one HTML page (HtmlReport), UTF-8. Throws ReportError.
    static QByteArray html(const Scenario& scenario, const Catalog& catalog,
                           const ReportOptions& options);
    /// Writes the HTML page atomically, as writePdf.
    static void writeHtml(const QString& path, const Scenario& scenario, const Catalog& catalog,
                          const ReportOptions& options);
};

} // namespace fabrictco

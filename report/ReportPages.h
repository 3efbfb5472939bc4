// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <functional>
#include <memory>

class QPagedPaintDevice;

namespace fabrictco {

class ChartTextObject;
class PdfReportWriter;
struct PdfPageSetup;
class ReportText;

/// The comparison report laid out on pages once, from engine results already computed: written
/// as the PDF `fabrictco-cli report` writes, printed, or shown as page images. All three paint
/// the same layout, so a preview or a printout has the PDF's pages and figures.
///
/// The GUI thread only (Qt Charts are widgets; the report's language is installed while the
/// text is written). ReportDataBuilder, the slow part, may run on any thread.
class ReportPages
{
public:
    /// Writes and lays out the report of `data` in data.options.language on data.options.paper.
    /// Throws ReportError (no QApplication, no Chinese font, unknown language).
    explicit ReportPages(const ReportData& data);
    /// The same for `data` without its risk analysis yet: the sections that do not read it
    /// are laid out first, then `risk` is called (it may wait for the analysis running on
    /// another thread), stored in data.risk, and the rest is written and laid out. The pages
    /// are the same as with the analysis given (issue 42).
    ReportPages(ReportData& data, const std::function<ReportRisk()>& risk);
    ~ReportPages();
    ReportPages(const ReportPages&) = delete;
    ReportPages& operator=(const ReportPages&) = delete;

    int pageCount() const;
    /// The PDF as bytes.
    QByteArray pdf() const;
    /// Writes the PDF atomically (QSaveFile): an error never leaves a partial file. Throws
    /// ReportError naming the file and the reason.
    void writePdf(const QString& path) const;
    /// Paints pages `first` to `last` (0-based, inclusive) on `device` (a QPrinter), one page a
    /// sheet, scaled to fit its paint area and centred. Throws ReportError when the device cannot
    /// be painted on.
    void print(QPagedPaintDevice& device, int first, int last) const;
    /// Page `index` as an image at `dotsPerInch`, on white (for a preview).
    QImage pageImage(int index, qreal dotsPerInch) const;

private:
    /// The page setup of `data`'s report (what it says does not read the risk analysis).
    static PdfPageSetup pageSetup(const ReportData& data, const ReportText& text,
                                  const QString& title);

    std::unique_ptr<ChartTextObject> m_charts;
    std::unique_ptr<PdfReportWriter> m_writer;
    QStringList m_inputs; ///< ReportOptions::inputFiles: writePdf() never replaces them
};

} // namespace fabrictco

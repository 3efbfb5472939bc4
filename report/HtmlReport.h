// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace fabrictco {

class ChartTextObject;

/// The comparison report as one self-contained HTML page: the accessible version of the PDF
/// (Qt 6.4's QPdfWriter cannot tag a PDF, so a screen reader gets no structure from it). The
/// same words and figures, from the same ReportData and the same sections (ReportHtml),
/// rewritten as semantic HTML (AccessibleHtml) with each chart as inline SVG with a text
/// alternative and its figures in a table after it. No script, no external resource.
///
/// The GUI thread only, as ReportPages (Qt Charts are widgets; the report's language is
/// installed while the text is written).
class HtmlReport
{
    Q_DECLARE_TR_FUNCTIONS(HtmlReport)

public:
    /// Writes the report of `data` in data.options.language. Throws ReportError (no
    /// QApplication, no Chinese font, unknown language).
    explicit HtmlReport(const ReportData& data);

    /// The page, UTF-8.
    const QByteArray& html() const { return m_html; }
    /// Writes the page atomically (QSaveFile): an error never leaves a partial file, and a file
    /// the figures are read from (ReportOptions::inputFiles) is never replaced. Throws
    /// ReportError naming the file and the reason.
    void write(const QString& path) const;

private:
    /// A chart as a figure: the SVG with its text alternative, and a caption that points to
    /// the table of its figures.
    static QString figure(ChartTextObject& charts, const QString& name, int number,
                          const QString& dataTableId, int dataTableNumber);
    static QString styleSheet(const QString& language);

    QByteArray m_html;
    QStringList m_inputs;
};

} // namespace fabrictco

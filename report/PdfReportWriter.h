// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QPageSize>
#include <QString>

namespace fabrictco {

class ChartTextObject;

/// How the pages of a report look around the text.
struct PdfPageSetup
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    QString language = QStringLiteral("en"); ///< chooses the fonts ("en" or "zh_CN")
    QString title;                           ///< header, left; also the PDF's title
    QString scenario;                        ///< header, right
    QString date;                            ///< footer, left (already formatted)
};

/// Lays an HTML report out on PDF pages with QPdfWriter: margins, a header with the title and
/// scenario on every page after the cover, a footer with the date and "page X of Y". Charts in
/// the HTML (`<img src="chart:NAME">`) are painted as vectors by `charts`.
class PdfReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(PdfReportWriter)

public:
    /// The PDF as bytes (nothing touches the disk, so a failure leaves no partial file).
    /// `pageCount`, when given, receives the number of pages. Throws ReportError.
    static QByteArray render(const QString& html, ChartTextObject& charts,
                             const PdfPageSetup& setup, int* pageCount = nullptr);
};

} // namespace fabrictco

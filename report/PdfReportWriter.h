// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/PdfDocumentUpdate.h"
#include "report/ReportTableRows.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QPageSize>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

class QPainter;
class QPdfWriter;
class QTextDocument;

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
    QString author;                          ///< the document's author (PDF metadata)
    QString subject;                         ///< one line on what is compared (PDF metadata)
    QStringList keywords;                    ///< PDF metadata
    QString provenance;                      ///< source file, digest, catalog (PDF metadata)
};

/// Lays an HTML report out on PDF pages: margins, a header with the title and scenario on every
/// page after the cover, a footer with the date and "page X of Y". Charts in the HTML
/// (`<img src="chart:NAME">`) are painted as vectors by `charts`.
///
/// The layout is done once, for a QPdfWriter at kResolution dots per inch, and kept: the PDF,
/// a printout and a preview all paint these same pages (paintPage), so they break alike.
/// The pages come from the pieces ReportTableRows lays out, one document each.
class PdfReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(PdfReportWriter)

public:
    static constexpr int kResolution = 600; ///< dots per inch of the layout and the PDF
    /// The width of a page's text on `paper`, in points: the page less its side margins.
    static qreal bodyWidthPoints(QPageSize::PageSizeId paper);

    /// Lays the report out (in the language installed now: the footer's words are taken here).
    /// `charts` must outlive the writer. Throws ReportError.
    PdfReportWriter(const QString& html, ChartTextObject& charts, const PdfPageSetup& setup);
    /// The same for a report in three consecutive parts (ReportHtml's front, middle and back),
    /// with the same pages: the middle is laid out first, then `front` and `back` are asked for,
    /// so whatever they wait for (the risk analysis) runs meanwhile (issue 42).
    PdfReportWriter(const std::function<QString()>& front, const QString& middle,
                    const std::function<QString()>& back, ChartTextObject& charts,
                    const PdfPageSetup& setup);
    ~PdfReportWriter();
    PdfReportWriter(const PdfReportWriter&) = delete;
    PdfReportWriter& operator=(const PdfReportWriter&) = delete;

    int pageCount() const;
    /// The paper in layout units (kResolution dots per inch).
    QSizeF pageSize() const;
    const PdfPageSetup& setup() const { return m_setup; }
    /// Paints page `index` (0-based) with its header and footer; the painter's units are layout
    /// units with the paper's top left corner at (0, 0) (scale it for other resolutions).
    void paintPage(QPainter& painter, int index) const;
    /// The PDF as bytes (nothing touches the disk, so a failure leaves no partial file).
    QByteArray pdf() const;
    /// Every heading of the final layout with its 1-based page: what the contents page lists.
    std::vector<std::pair<QString, int>> contents() const;

    /// Lays out and writes in one go. `pageCount`, when given, receives the number of pages.
    static QByteArray render(const QString& html, ChartTextObject& charts,
                             const PdfPageSetup& setup, int* pageCount = nullptr);

private:
    void configure(QPdfWriter& writer) const;
    /// The layout device, and what makes each piece's document.
    ReportTableRows::NewDocument prepareLayout(ChartTextObject& charts);
    /// Adds `pieces` after the ones laid out before.
    void append(std::vector<ReportTableRows::Piece> pieces);
    /// Numbers the pages and fills the contents (once every piece is laid out).
    void finishLayout();
    /// The document's properties as an XMP packet (author, subject, keywords, language).
    QByteArray xmpMetadata() const;
    /// The headings of the laid-out report, with their pages: the PDF's outline.
    std::vector<PdfDocumentUpdate::Bookmark> bookmarks() const;
    /// The headings the contents list: the sections after the contents' own heading, and the
    /// sub-sections that start a page of their own.
    static std::vector<PdfDocumentUpdate::Bookmark>
    listedInContents(const std::vector<PdfDocumentUpdate::Bookmark>& marks);
    /// The contents page's table: the listed headings with their pages.
    QString contentsHtml(const std::vector<PdfDocumentUpdate::Bookmark>& marks) const;
    /// Each row of the laid-out contents table as a link to its heading (`marks`: bookmarks()).
    std::vector<PdfDocumentUpdate::Link>
    contentsLinks(const std::vector<PdfDocumentUpdate::Bookmark>& marks) const;

    PdfPageSetup m_setup;
    QString m_pageLabel; ///< "Page %1 of %2" in the report's language
    QByteArray m_layoutBytes;
    std::unique_ptr<QPdfWriter> m_layoutDevice; ///< font metrics for the layout; never painted
    /// A piece of the report (it starts on a page of its own) and where its pages go.
    struct Piece
    {
        ReportTableRows::Piece laidOut;
        int firstPage = 0; ///< 0-based, in the whole report
    };
    void numberPages();
    /// The piece that prints page `index`; nullptr past the end.
    const Piece* pieceOf(int index) const;

    std::vector<Piece> m_pieces;
    /// The piece that holds the contents page (past the end: none).
    std::size_t m_contentsPiece = std::size_t(-1);
};

} // namespace fabrictco

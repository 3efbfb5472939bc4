// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/PdfReportWriter.h"

#include "presentation/PlainText.h"
#include "report/ChartTextObject.h"
#include "report/HtmlTable.h"
#include "report/PdfDocumentUpdate.h"
#include "report/ReportClock.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"
#include "report/ReportHtml.h"
#include "report/ReportTableRows.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QHashFunctions>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <cmath>

namespace fabrictco {

namespace {

constexpr qreal kMarginSideMm = 16;
constexpr qreal kMarginTopMm = 22;
constexpr qreal kMarginBottomMm = 20;

/// QHashSeed's global seed fixed while this lives (QHashSeed::setDeterministicGlobalSeed), and
/// random again afterwards, as Qt starts every process.
class DeterministicHashes
{
public:
    DeterministicHashes() { QHashSeed::setDeterministicGlobalSeed(); }
    ~DeterministicHashes() { QHashSeed::resetRandomGlobalSeed(); }
    DeterministicHashes(const DeterministicHashes&) = delete;
    DeterministicHashes& operator=(const DeterministicHashes&) = delete;
};

qreal mm(qreal millimetres)
{
    return millimetres * PdfReportWriter::kResolution / 25.4;
}

QRectF bodyOf(const QSizeF& page)
{
    return QRectF(QPointF(0, 0), page)
        .adjusted(mm(kMarginSideMm), mm(kMarginTopMm), -mm(kMarginSideMm), -mm(kMarginBottomMm));
}

} // namespace

qreal PdfReportWriter::bodyWidthPoints(QPageSize::PageSizeId paper)
{
    return QPageSize(paper).size(QPageSize::Point).width() - 2 * kMarginSideMm * 72 / 25.4;
}

PdfReportWriter::PdfReportWriter(const QString& html, ChartTextObject& charts,
                                 const PdfPageSetup& setup)
    : m_setup(setup), m_pageLabel(tr("Page %1 of %2"))
{
    append(ReportTableRows::layOut(html, prepareLayout(charts)));
    finishLayout();
}

PdfReportWriter::PdfReportWriter(const std::function<QString()>& front, const QString& middle,
                                 const std::function<QString()>& back, ChartTextObject& charts,
                                 const PdfPageSetup& setup)
    : m_setup(setup), m_pageLabel(tr("Page %1 of %2"))
{
    const ReportTableRows::NewDocument newDocument = prepareLayout(charts);
    // The middle starts a page of its own, so its pieces are the whole report's there.
    std::vector<ReportTableRows::Piece> middlePieces =
        ReportTableRows::layOut(middle, newDocument, nullptr, true);
    // Qt finishes a document's layout later, on timers or when it is painted; it is finished
    // here, where front() may wait for the risk analysis anyway (issue 42).
    for (const ReportTableRows::Piece& piece : middlePieces)
        piece.document->pageCount();
    append(ReportTableRows::layOut(front(), newDocument));
    append(std::move(middlePieces));
    append(ReportTableRows::layOut(back(), newDocument, nullptr, true));
    finishLayout();
}

ReportTableRows::NewDocument PdfReportWriter::prepareLayout(ChartTextObject& charts)
{
    auto buffer = new QBuffer(&m_layoutBytes);
    buffer->open(QIODevice::WriteOnly);
    m_layoutDevice = std::make_unique<QPdfWriter>(buffer);
    buffer->setParent(m_layoutDevice.get());
    configure(*m_layoutDevice);
    return [this, &charts] {
        auto document = std::make_unique<QTextDocument>();
        document->documentLayout()->setPaintDevice(m_layoutDevice.get());
        charts.install(document.get());
        document->setDefaultFont(ReportFonts::font(m_setup.language, 9.5));
        document->setDefaultStyleSheet(ReportFonts::styleSheet(m_setup.language));
        document->setDocumentMargin(0);
        // Advances from the font's design, not from glyphs hinted at the device's resolution:
        // loading and hinting every glyph (FreeType runs a TrueType font's instructions) was a
        // sixth of a Chinese report's layout (issue 42), and a machine's hinting settings then
        // cannot move a line. At 1200 dpi the report's pages and bytes come out the same.
        document->setUseDesignMetrics(true);
        document->setPageSize(bodyOf(pageSize()).size());
        return document;
    };
}

void PdfReportWriter::append(std::vector<ReportTableRows::Piece> pieces)
{
    for (ReportTableRows::Piece& piece : pieces)
        m_pieces.push_back({std::move(piece), 0});
}

void PdfReportWriter::finishLayout()
{
    numberPages();
    const QLatin1String marker(ReportHtml::kContentsMarker);
    for (Piece& piece : m_pieces) {
        if (!piece.laidOut.html.contains(marker))
            continue;
        // The contents start a page of their own: filling them moves no page of another piece,
        // so the pages listed are the pages printed. (The list must fit the page it has.)
        piece.laidOut.html.replace(marker, contentsHtml(bookmarks()));
        piece.laidOut.document->setHtml(piece.laidOut.html);
        m_contentsPiece = std::size_t(&piece - m_pieces.data());
        numberPages();
    }
}

void PdfReportWriter::numberPages()
{
    int page = 0;
    for (Piece& piece : m_pieces) {
        piece.firstPage = page;
        page += piece.laidOut.pageCount();
    }
}

const PdfReportWriter::Piece* PdfReportWriter::pieceOf(int index) const
{
    for (auto it = m_pieces.rbegin(); it != m_pieces.rend(); ++it)
        if (index >= it->firstPage)
            return index < it->firstPage + it->laidOut.pageCount() ? &*it : nullptr;
    return nullptr;
}

std::vector<PdfDocumentUpdate::Bookmark>
PdfReportWriter::listedInContents(const std::vector<PdfDocumentUpdate::Bookmark>& marks)
{
    std::vector<PdfDocumentUpdate::Bookmark> listed;
    // The cover's title (level 1) and the contents' own heading are not listed.
    bool afterContents = false;
    for (const auto& mark : marks) {
        if (!afterContents) {
            afterContents = mark.level == 2;
            continue;
        }
        // Sections, and the sub-sections that start a page of their own (vendor quotes).
        if (mark.level == 2 || (mark.level == 3 && mark.startsPage))
            listed.push_back(mark);
    }
    return listed;
}

QString PdfReportWriter::contentsHtml(const std::vector<PdfDocumentUpdate::Bookmark>& marks) const
{
    HtmlTable table({tr("Section"), tr("Page")}, {HtmlTable::Left, HtmlTable::Right});
    // A sub-section indented under its section (no-break spaces: rich text collapses other
    // leading ones).
    for (const auto& mark : listedInContents(marks))
        table.addRow({mark.level == 2 ? mark.title : QString(4, QChar::Nbsp) + mark.title,
                      QString::number(mark.page + 1)});
    return table.html();
}

std::vector<PdfDocumentUpdate::Link>
PdfReportWriter::contentsLinks(const std::vector<PdfDocumentUpdate::Bookmark>& marks) const
{
    const std::vector<PdfDocumentUpdate::Bookmark> listed = listedInContents(marks);
    const QRectF body = bodyOf(pageSize());
    const double pointsPerUnit = 72.0 / kResolution;
    std::vector<PdfDocumentUpdate::Link> links;
    if (m_contentsPiece >= m_pieces.size())
        return links;
    const Piece& piece = m_pieces[m_contentsPiece];
    const QTextDocument& document = *piece.laidOut.document;
    const int firstPage = piece.firstPage - piece.laidOut.leadingPages();
    for (QTextFrame* frame : document.rootFrame()->childFrames()) {
        // The contents table: two columns, a row per listed heading under the header.
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table || table->columns() != 2 || table->rows() != int(listed.size()) + 1)
            continue;
        for (int row = 1; row < table->rows(); ++row) {
            QRectF area;
            for (int column = 0; column < 2; ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                for (QTextBlock block = document.findBlock(cell.firstPosition());
                     block.isValid() && block.position() <= cell.lastPosition();
                     block = block.next())
                    area |= document.documentLayout()->blockBoundingRect(block);
            }
            const int page = int(std::floor((area.top() + 1) / body.height()));
            const QRectF onPage(body.left() + area.left(),
                                body.top() + area.top() - page * body.height(), area.width(),
                                area.height());
            const PdfDocumentUpdate::Bookmark& target = listed[std::size_t(row - 1)];
            links.push_back(
                {firstPage + page,
                 QRectF(onPage.topLeft() * pointsPerUnit, onPage.size() * pointsPerUnit),
                 target.page, target.topPoints});
        }
    }
    return links;
}

std::vector<std::pair<QString, int>> PdfReportWriter::contents() const
{
    std::vector<std::pair<QString, int>> entries;
    for (const auto& mark : bookmarks())
        entries.emplace_back(mark.title, mark.page + 1);
    return entries;
}

PdfReportWriter::~PdfReportWriter() = default;

void PdfReportWriter::configure(QPdfWriter& writer) const
{
    writer.setPdfVersion(QPagedPaintDevice::PdfVersion_1_6);
    writer.setResolution(kResolution);
    writer.setPageSize(QPageSize(m_setup.paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    // Metadata is printed as it is by pdfinfo and file managers: no control character may reach
    // a terminal from a document's title.
    writer.setTitle(PlainText::forTerminal(m_setup.title));
    writer.setCreator(QStringLiteral("FabricTCO %1").arg(QStringLiteral(FABRICTCO_VERSION)));
    writer.setDocumentXmpMetadata(xmpMetadata());
}

QByteArray PdfReportWriter::xmpMetadata() const
{
    // Qt 6.4's QPdfWriter writes only Title and Creator in the info dictionary; the rest of the
    // document's properties (author, subject, keywords, language) go into the XMP packet, which
    // PDF readers and indexers show as the document's properties. Every value is escaped XML.
    const auto text = [](const QString& value) {
        return PlainText::forTerminal(value).toHtmlEscaped();
    };
    const QString language =
        m_setup.language == QLatin1String("zh_CN") ? QStringLiteral("zh-CN") : QStringLiteral("en");
    QString xmp = QStringLiteral(
        "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
        "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
        "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
        "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
        "xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">\n");
    xmp += QStringLiteral("<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li>"
                          "</rdf:Alt></dc:title>\n")
               .arg(text(m_setup.title));
    if (!m_setup.author.isEmpty())
        xmp += QStringLiteral("<dc:creator><rdf:Seq><rdf:li>%1</rdf:li></rdf:Seq></dc:creator>\n")
                   .arg(text(m_setup.author));
    xmp += QStringLiteral("<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li>"
                          "</rdf:Alt></dc:description>\n")
               .arg(text(m_setup.subject));
    xmp += QStringLiteral("<dc:language><rdf:Bag><rdf:li>%1</rdf:li></rdf:Bag></dc:language>\n")
               .arg(language);
    xmp += QStringLiteral("<dc:source>%1</dc:source>\n").arg(text(m_setup.provenance));
    xmp += QStringLiteral("<pdf:Keywords>%1</pdf:Keywords>\n")
               .arg(text(m_setup.keywords.join(QStringLiteral(", "))));
    xmp += QStringLiteral("<pdf:Producer>FabricTCO %1</pdf:Producer>\n")
               .arg(QStringLiteral(FABRICTCO_VERSION));
    xmp += QStringLiteral("<xmp:CreatorTool>FabricTCO %1</xmp:CreatorTool>\n")
               .arg(QStringLiteral(FABRICTCO_VERSION));
    xmp += QStringLiteral("</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n"
                          "<?xpacket end=\"w\"?>");
    return xmp.toUtf8();
}

int PdfReportWriter::pageCount() const
{
    return m_pieces.empty() ? 0 : m_pieces.back().firstPage + m_pieces.back().laidOut.pageCount();
}

QSizeF PdfReportWriter::pageSize() const
{
    return QSizeF(m_layoutDevice->width(), m_layoutDevice->height());
}

void PdfReportWriter::paintPage(QPainter& painter, int index) const
{
    const QRectF page(QPointF(0, 0), pageSize());
    const QRectF body = bodyOf(page.size());
    if (const Piece* piece = pieceOf(index)) {
        painter.save();
        painter.translate(body.topLeft());
        const int documentPage = index - piece->firstPage + piece->laidOut.leadingPages();
        const QRectF view(0, documentPage * body.height(), body.width(), body.height());
        painter.setClipRect(QRectF(0, 0, body.width(), body.height()), Qt::IntersectClip);
        painter.translate(0, -view.top());
        QAbstractTextDocumentLayout::PaintContext context;
        // A line touching the view's edge is drawn by Qt (its test is inclusive), and though the
        // painter's clip hides it, its text still goes into the PDF: the line before a page
        // break, or the first of the next page, was read twice by copy, search and screen
        // readers. A tolerance of one layout unit (1/600 inch) leaves out only those lines.
        context.clip = view.adjusted(0, 1, 0, -1);
        context.palette.setColor(QPalette::Text, Qt::black);
        piece->laidOut.document->documentLayout()->draw(&painter, context);
        painter.restore();
    }

    // Header and footer, measured on the layout device so every output elides alike.
    painter.save();
    // 8 points in layout units: a point size would follow the painted device's resolution and
    // print twice as large on a 1,200 dpi printer (or tiny in a 96 dpi preview).
    QFont font = ReportFonts::font(m_setup.language, 8);
    font.setPixelSize(qRound(8.0 * kResolution / 72));
    painter.setFont(font);
    painter.setPen(QColor(0x55, 0x5b, 0x66));
    const qreal lineY = body.top() - mm(4);
    const int page1Based = index + 1;
    if (page1Based > 1) {
        const QRectF header(body.left(), mm(8), body.width(), lineY - mm(9));
        const QFontMetricsF metrics(font, m_layoutDevice.get());
        const QString scenario =
            metrics.elidedText(m_setup.scenario, Qt::ElideRight, body.width() * 0.45);
        const QString title = metrics.elidedText(m_setup.title, Qt::ElideRight, body.width() * 0.5);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignBottom, scenario);
        painter.setPen(QPen(QColor(0xb8, 0xbe, 0xc8), mm(0.2)));
        painter.drawLine(QPointF(body.left(), lineY), QPointF(body.right(), lineY));
        painter.setPen(QColor(0x55, 0x5b, 0x66));
    }
    const qreal footerY = body.bottom() + mm(6);
    const QRectF footer(body.left(), footerY, body.width(), page.bottom() - footerY - mm(8));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, m_setup.date);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignTop,
                     m_pageLabel.arg(page1Based).arg(pageCount()));
    painter.restore();
}

QByteArray PdfReportWriter::pdf() const
{
    // QPdfWriter numbers the embedded fonts in the order of a QHash, whose seed is random per
    // process: the same report came out with its objects in another order each run. A fixed
    // seed for the hashes the writer makes gives the same bytes; nothing it hashes comes from
    // a file a user opened (the fonts are ours), so a known seed invites no collision attack.
    const DeterministicHashes sameOrderEveryRun;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    configure(writer);
    QPainter painter;
    if (!painter.begin(&writer))
        throw ReportError("cannot start the PDF writer");
    const int pages = pageCount();
    for (int index = 0; index < pages; ++index) {
        if (index > 0)
            writer.newPage();
        paintPage(painter, index);
    }
    painter.end();
    PdfDocumentUpdate::Info info;
    info.title = m_setup.title;
    info.author = m_setup.author;
    info.subject = m_setup.subject;
    info.keywords = m_setup.keywords;
    info.creator = QStringLiteral("FabricTCO %1").arg(QStringLiteral(FABRICTCO_VERSION));
    info.language =
        m_setup.language == QLatin1String("zh_CN") ? QStringLiteral("zh-CN") : QStringLiteral("en");
    info.created = ReportClock::sourceDateEpoch().value_or(QDateTime());
    const std::vector<PdfDocumentUpdate::Bookmark> marks = bookmarks();
    return PdfDocumentUpdate::apply(bytes, info, marks, contentsLinks(marks));
}

std::vector<PdfDocumentUpdate::Bookmark> PdfReportWriter::bookmarks() const
{
    // Every heading of the laid-out report, with the page it landed on: the outline mirrors
    // the headings because it is read from the very layout that is painted.
    std::vector<PdfDocumentUpdate::Bookmark> result;
    const QRectF body = bodyOf(pageSize());
    const double pointsPerUnit = 72.0 / kResolution;
    for (const Piece& piece : m_pieces) {
        const QTextDocument& document = *piece.laidOut.document;
        const int firstPage = piece.firstPage - piece.laidOut.leadingPages();
        // A heading the layout moved to a new page does not start one by design.
        bool movedOn = piece.laidOut.movedOn;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() <= 0)
                continue;
            const QRectF box = document.documentLayout()->blockBoundingRect(block);
            // Qt rounds positions to 1/64 unit: a page's first line may sit a hair above it.
            const int page = int(std::floor((box.top() + 1) / body.height()));
            const double top = body.top() + box.top() - page * body.height();
            result.push_back({block.text(), firstPage + page, top * pointsPerUnit,
                              block.blockFormat().headingLevel(),
                              !movedOn && bool(block.blockFormat().pageBreakPolicy() &
                                               QTextFormat::PageBreak_AlwaysBefore)});
            movedOn = false;
        }
    }
    return result;
}

QByteArray PdfReportWriter::render(const QString& html, ChartTextObject& charts,
                                   const PdfPageSetup& setup, int* pageCount)
{
    const PdfReportWriter writer(html, charts, setup);
    if (pageCount)
        *pageCount = writer.pageCount();
    return writer.pdf();
}

} // namespace fabrictco

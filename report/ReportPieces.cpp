// SPDX-License-Identifier: GPL-3.0-or-later
// ReportTableRows' layout in pieces: where each piece's trial layout stops and how the pieces
// follow one another. The page rules themselves are in ReportTableRows.cpp.
#include "report/ReportHeadingBreaks.h"
#include "report/ReportTableRows.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
#include <deque>

namespace fabrictco {

namespace {

constexpr int kMaxBreaks = 100; // passes: a layout that never settles must still end

/// Opens every piece after the first: the piece's own page break then leaves an empty first
/// page, and its content starts the next one exactly as it would inside the whole report.
constexpr const char* kPieceStart = "<p style=\"margin: 0\">&nbsp;</p>";

/// `html` cut before every heading that starts a new page; `continues`: every piece opens as
/// one after the first (kPieceStart), `html` being a later part of the report.
QStringList startingPages(const QString& html, bool continues)
{
    static const QRegularExpression pageHeading(
        QStringLiteral("<h[1-6][^>]*page-break-before:\\s*always"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList parts;
    qsizetype start = 0;
    for (auto it = pageHeading.globalMatch(html); it.hasNext();) {
        const qsizetype at = it.next().capturedStart();
        if (at > start)
            parts << (parts.isEmpty() && !continues ? QString() : QLatin1String(kPieceStart)) +
                         html.mid(start, at - start);
        start = at;
    }
    parts << (parts.isEmpty() && !continues ? QString() : QLatin1String(kPieceStart)) +
                 html.mid(start);
    return parts;
}

/// Where a trial layout of a piece's HTML stops (trialCut).
struct TrialCut
{
    qsizetype end = 0;      ///< the trial is the HTML up to here...
    bool cutsTable = false; ///< ...and a "</table>" closing the table it cuts short
};

constexpr QLatin1String kTableEnd("</table>");

/// At least `atLeast` characters into `html`: before the first body row that opens there or
/// later, or the end of `html` when none does. Laying out each piece's whole remainder set the
/// report's rest again at every page break (some half a megabyte of HTML for 120 kB), and a
/// table of several pages was laid out whole once per page (issue 42).
TrialCut trialCut(const QString& html, qsizetype atLeast)
{
    qsizetype from = atLeast;
    while (from < html.size()) {
        const qsizetype row = html.indexOf(QLatin1String("<tr"), from, Qt::CaseInsensitive);
        if (row < 0)
            break;
        const qsizetype open = html.lastIndexOf(QLatin1String("<table"), row, Qt::CaseInsensitive);
        const qsizetype close = html.indexOf(kTableEnd, row, Qt::CaseInsensitive);
        const qsizetype head = html.indexOf(QLatin1String("</thead>"), open, Qt::CaseInsensitive);
        if (open >= 0 && head > row && head < close) {
            from = head; // a header row: the body's first row then
            continue;
        }
        return {row, true};
    }
    return {html.size(), false};
}

/// Where `row` opens in `document`.
int rowPosition(const QTextDocument& document, ReportTableRows::Row row)
{
    int index = -1;
    for (QTextFrame* frame : document.rootFrame()->childFrames())
        if (const auto* table = qobject_cast<const QTextTable*>(frame);
            table && ++index == row.table)
            return table->cellAt(row.row, 0).firstPosition();
    return 0;
}

/// Whether `split` is among the last rows of the table a trial cut short: the rules for a
/// table's last rows (ReportTableRows::firstSplitRow) would see the cut as the table's end.
bool nearCut(const QTextDocument& document, ReportTableRows::Row split)
{
    int tables = 0;
    const QTextTable* last = nullptr;
    for (QTextFrame* frame : document.rootFrame()->childFrames())
        if (const auto* table = qobject_cast<const QTextTable*>(frame)) {
            ++tables;
            last = table;
        }
    return last != nullptr && split.table == tables - 1 && split.row >= last->rows() - 3;
}

} // namespace

int ReportTableRows::Piece::leadingPages() const
{
    if (!html.startsWith(QLatin1String(kPieceStart)))
        return 0;
    // The content's first block follows the empty paragraph that carries the page's top.
    const QTextBlock first = document->begin().next();
    if (!first.isValid())
        return 0;
    return ReportTableRows::pageOf(document->documentLayout()->blockBoundingRect(first).top() + 1,
                                   document->pageSize().height());
}

int ReportTableRows::Piece::pageCount() const
{
    return document->pageCount() - leadingPages();
}

std::vector<ReportTableRows::Piece> ReportTableRows::layOut(const QString& html,
                                                            const NewDocument& newDocument,
                                                            int* breaks, bool continuesReport,
                                                            qsizetype trialCharacters)
{
    if (breaks)
        *breaks = 0;
    std::vector<Piece> pieces;
    struct Pending
    {
        QString html;
        bool movedOn = false; ///< Piece::movedOn
    };
    std::deque<Pending> pending;
    for (QString& part : startingPages(html, continuesReport))
        pending.push_back({std::move(part), false});
    int passes = 0;
    while (!pending.empty()) {
        const Pending rest = pending.front();
        pending.pop_front();
        // The piece is first laid out to a body row some way on (trialCut), its table closed
        // there, and further only when that finds no row to break before short of the cut.
        for (qsizetype reach = std::max<qsizetype>(trialCharacters, 1);; reach *= 2) {
            const TrialCut cut = trialCut(rest.html, reach);
            const QString close = cut.cutsTable ? QString(kTableEnd) : QString();
            Piece piece{newDocument(), rest.html.left(cut.end) + close, rest.movedOn};
            QString after = rest.html.mid(cut.end);
            piece.document->setHtml(piece.html);
            QList<Row> unbreakable; // e.g. a table whose heading already starts a page
            int headingsLeft = 0;   // headings before this one are left where they are
            bool reachesTooShort = false;
            while (passes < kMaxBreaks) {
                qsizetype at = -1;
                QString next;
                // The first page to break in the document's order, a row's or a heading's: the
                // same breaks then whatever a trial layout reaches.
                const std::optional<Row> split = firstSplitRow(*piece.document, unbreakable);
                const std::optional<ReportHeadingBreaks::Stranded> heading =
                    ReportHeadingBreaks::firstStranded(*piece.document, headingsLeft);
                if (split &&
                    (!heading || rowPosition(*piece.document, *split) < heading->position)) {
                    if (!after.isEmpty() && cut.cutsTable && nearCut(*piece.document, *split)) {
                        reachesTooShort = true;
                        break;
                    }
                    ++passes;
                    next = breakBefore(piece.html, *split, &at);
                    if (at < 0) {
                        unbreakable << *split;
                        continue;
                    }
                } else if (heading) {
                    // A heading at a page's foot goes to the next page.
                    ++passes;
                    next = ReportHeadingBreaks::breakBefore(piece.html, heading->index, &at);
                    if (at < 0) {
                        headingsLeft = heading->index + 1;
                        continue;
                    }
                } else {
                    break;
                }
                if (breaks)
                    ++*breaks;
                // What follows the new page break is a piece of its own, laid out after this
                // one; this one, now shorter, is laid out again (its tables' columns may have
                // changed).
                QString moved = next.mid(at);
                if (!after.isEmpty()) {
                    moved.chop(close.size()); // the trial's end: the rest follows
                    moved += after;
                    after.clear();
                }
                pending.push_front({QLatin1String(kPieceStart) + moved, true});
                piece.html = next.left(at);
                piece.document = newDocument();
                piece.document->setHtml(piece.html);
            }
            if (!after.isEmpty() && (reachesTooShort || passes < kMaxBreaks))
                continue;           // no break found short of the trial's end: the piece may go on
            if (!after.isEmpty()) { // a layout that never settled: the rest as it is
                piece.html.chop(close.size());
                piece.html += after;
                piece.document->setHtml(piece.html);
            }
            pieces.push_back(std::move(piece));
            break;
        }
    }
    return pieces;
}

} // namespace fabrictco

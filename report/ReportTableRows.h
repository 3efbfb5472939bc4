// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QTextDocument;

namespace fabrictco {

/// Keeps every table row of a paged report on one page. Qt moves a table row to the next page
/// only when none of its cells has a line left on the current one, so a row whose text wraps (an
/// assumption with its source) could start at the foot of a page and end on the next. Where that
/// happens the table is ended before the row and continued, under its header row, on the next
/// page; a table whose first row would split, or whose heading would stay alone at the foot of a
/// page, starts on the next page with its heading.
///
/// The report is laid out in pieces cut at every page break (a section's heading, a continued
/// table): a piece's pages do not depend on what comes after it, and moving a row lays out only
/// the rest of its piece again, not the whole report.
class ReportTableRows
{
public:
    /// A row of a top-level table: tables counted in document order from 0, rows from 0
    /// (header rows included).
    struct Row
    {
        int table = 0;
        int row = 0;
        friend bool operator==(const Row&, const Row&) = default;
    };

    /// A part of the report that starts on a new page, laid out on a document of its own.
    struct Piece
    {
        std::unique_ptr<QTextDocument> document;
        QString html; ///< what `document` holds
        /// The piece starts where the layout turned the page (a row, a table or a heading moved
        /// on), not at a page break of the report's own: a heading opening it starts a page by
        /// chance, and the contents list it no more than elsewhere.
        bool movedOn = false;
        /// Pages before the piece's content: a piece cut at a page break begins with the empty
        /// page the break leaves (laid out as inside the whole, top margins and all).
        int leadingPages() const;
        int pageCount() const; ///< its printed pages
    };
    /// Makes an empty document with the page size and fonts of the report.
    using NewDocument = std::function<std::unique_ptr<QTextDocument>()>;

    /// How far into a piece's HTML its first trial layout reaches, to the next table row: a few
    /// pages, of which a piece usually keeps one or two; a table cut there is closed after the
    /// trial, and the trial goes further when the break it finds is among that table's last rows
    /// (the rules for a table's end would see the cut as one). A table whose columns are sized by
    /// their content is sized by the rows the trial holds, nearer the piece's own layout than the
    /// whole table; the rules hold for any reach.
    static constexpr qsizetype kTrialCharacters = 16 * 1024;

    /// `html` laid out in pieces on documents made by `newDocument`, with page breaks added while
    /// a row splits. `breaks`, when given, receives the number of page breaks added.
    /// `continuesReport`: `html` is a later part of a report, starting a page (ReportHtml's
    /// middle or back), so its pieces are the ones the whole report's layout would give there.
    /// `trialCharacters`: kTrialCharacters, or another reach, for tests.
    static std::vector<Piece> layOut(const QString& html, const NewDocument& newDocument,
                                     int* breaks = nullptr, bool continuesReport = false,
                                     qsizetype trialCharacters = kTrialCharacters);

    /// The first body row whose lines lie on two pages, or the first body row of a table whose
    /// heading sits on an earlier page. Rows taller than half a page, and rows in `skip`, are
    /// left to split.
    static std::optional<Row> firstSplitRow(const QTextDocument& document,
                                            const QList<Row>& skip = {});
    /// The page, from 0, that `y` falls on in a document of pages `pageHeight` high.
    static int pageOf(qreal y, qreal pageHeight);
    /// `html` with a page break before `row`: the table ends there and a copy of its opening
    /// tag and header rows starts the rest on a new page. For a table's first body row, the
    /// table (or the heading right above it) starts a new page. Unchanged if `row` is not found.
    /// `breakAt`, when given, receives where the new page starts in the result (-1 if unchanged).
    static QString breakBefore(const QString& html, Row row, qsizetype* breakAt = nullptr);
};

} // namespace fabrictco

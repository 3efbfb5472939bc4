// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

class QTextDocument;

namespace fabrictco {

/// Keeps every table row of a paged report on one page. Qt moves a table row to the next page
/// only when none of its cells has a line left on the current one, so a row whose text wraps (an
/// assumption with its source) could start at the foot of a page and end on the next. Where that
/// happens the table is ended before the row and continued, under its header row, on the next
/// page; a table whose first row would split, or whose heading would stay alone at the foot of a
/// page, starts on the next page with its heading.
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

    /// Sets `html` on `document` (its page size set) and lays it out again while a row splits.
    /// Returns the number of page breaks added; `finalHtml`, when given, receives the HTML with
    /// them, the one the document now holds.
    static int layOut(QTextDocument& document, const QString& html, QString* finalHtml = nullptr);

    /// The first body row whose lines lie on two pages, or the first body row of a table whose
    /// heading sits on an earlier page. Rows taller than half a page, and rows in `skip`, are
    /// left to split.
    static std::optional<Row> firstSplitRow(const QTextDocument& document,
                                            const QList<Row>& skip = {});
    /// `html` with a page break before `row`: the table ends there and a copy of its opening
    /// tag and header rows starts the rest on a new page. For a table's first body row, the
    /// table (or the heading right above it) starts a new page. Unchanged if `row` is not found.
    static QString breakBefore(const QString& html, Row row);
};

} // namespace fabrictco

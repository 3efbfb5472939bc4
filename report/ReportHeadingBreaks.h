// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QTextDocument;

namespace fabrictco {

/// Keeps a heading with the text under it. Qt's rich text cannot: a heading could sit at a
/// page's foot with a line or two of its paragraph, the rest on the next page (found by a
/// stranger: "The price to beat" at the foot of page 3). ReportTableRows breaks the page before
/// such a heading, as it does before a row that would split.
class ReportHeadingBreaks
{
public:
    struct Stranded
    {
        int index = 0;    ///< among the document's headings (<h1> to <h6>), in order from 0
        int position = 0; ///< where it opens in the document
    };
    /// The first heading, from the `skipBefore`-th on, that opens in the lowest fifth of a page
    /// while the paragraph or list after it ends on a later page; none when there is none. A
    /// heading over a table is the table rules' (ReportTableRows).
    static std::optional<Stranded> firstStranded(const QTextDocument& document, int skipBefore = 0);
    /// `html` with a page break before its `index`-th heading; `breakAt` receives where the new
    /// page starts (-1 and `html` unchanged when there is no such heading or it starts a page).
    static QString breakBefore(const QString& html, int index, qsizetype* breakAt);
    /// An element's opening `tag` that also starts a page.
    static QString withPageBreak(QString tag);
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco {

/// The report's colours and headings, defined once (issue 37): every section heading, the
/// cover title and the table header band share one navy (11:1 on white, dark in greyscale).
class ReportStyle
{
public:
    static QString headingColour() { return QStringLiteral("#1f3b63"); }

    /// A section heading (<h2>), on a new page unless `newPage` is false; `text` is escaped.
    static QString sectionHeading(const QString& text, bool newPage = true)
    {
        return QStringLiteral("<h2 style=\"color: %1;%2\">%3</h2>")
            .arg(headingColour(),
                 newPage ? QStringLiteral(" page-break-before: always;") : QString(),
                 text.toHtmlEscaped());
    }

    /// A subsection heading (<h3>). Qt's rich text cannot keep a heading with what follows it,
    /// so one that would otherwise risk being orphaned starts a page (`newPage`).
    static QString subsectionHeading(const QString& text, bool newPage = false)
    {
        return QStringLiteral("<h3 style=\"color: %1;%2\">%3</h3>")
            .arg(headingColour(),
                 newPage ? QStringLiteral(" page-break-before: always;") : QString(),
                 text.toHtmlEscaped());
    }

    /// A paragraph of plain `text`, escaped (a plan's name is the user's own text).
    static QString paragraph(const QString& text)
    {
        return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
    }
};

} // namespace fabrictco

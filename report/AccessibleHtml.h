// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace fabrictco {

/// The report's QTextDocument HTML (ReportHtml::build, written for the PDF's layout) turned into
/// semantic HTML for a browser and a screen reader: no presentational attributes or inline
/// styles (a style sheet in relative units does that), headings with ids and a table of contents
/// of links to them, tables with header cells that say what they head (columns, rows, groups of
/// rows) in a wrapper that scrolls instead of overflowing, and each chart placeholder handed to
/// the caller to draw.
///
/// The input is the report's own markup: every piece of user text in it is already escaped, so
/// every '<' opens a tag, and the tags can be rewritten one by one without a full HTML parser.
/// Attributes the rewrite does not know are dropped, so no style, colour or width reaches the
/// output.
class AccessibleHtml
{
    Q_DECLARE_TR_FUNCTIONS(AccessibleHtml)

public:
    /// A chart of the report (`<img src="chart:NAME">`) where it stood.
    struct Figure
    {
        QString name;        ///< the chart's name in ChartTextObject
        int number = 0;      ///< 1-based, in the order of the report
        QString dataTableId; ///< the table after it that holds its figures; empty: none
        int dataTableNumber = 0;
    };
    /// Returns the HTML that stands for `figure`.
    using FigureHtml = std::function<QString(const Figure& figure)>;

    /// The body's content (without <body>): `reportHtml` rewritten. A chart's data table is the
    /// first table after it in its (sub)section. Throws ReportError when a chart has none.
    static QString body(const QString& reportHtml, const FigureHtml& figure);

    /// The marker a chart's paragraph is replaced with while the tags are rewritten.
    static QString figureMarker(const QString& name);
};

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tables and page layouts the ReportTableRows and ReportPieces tests share.

#include "report/ReportFonts.h"
#include "report/ReportTableRows.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>
#include <set>
#include <vector>

namespace fabrictco::test {

/// For every body row of every table, the pages its lines are on (measured here, apart from
/// ReportTableRows).
/// The document's top-level tables, in order.
inline std::vector<QTextTable*> tablesOf(QTextDocument& document)
{
    std::vector<QTextTable*> tables;
    for (QTextFrame* frame : document.rootFrame()->childFrames())
        if (auto* table = qobject_cast<QTextTable*>(frame))
            tables.push_back(table);
    return tables;
}

inline std::vector<std::set<int>> rowPages(QTextDocument& document)
{
    document.documentLayout()->documentSize(); // the whole layout
    const qreal pageHeight = document.pageSize().height();
    std::vector<std::set<int>> rows;
    for (QTextTable* table : tablesOf(document)) {
        for (int row = table->format().headerRowCount(); row < table->rows(); ++row) {
            std::set<int> pages;
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                for (QTextBlock block = document.findBlock(cell.firstPosition());
                     block.isValid() && block.position() <= cell.lastPosition();
                     block = block.next()) {
                    const QRectF rect = document.documentLayout()->blockBoundingRect(block);
                    const qreal top = rect.top() - block.layout()->boundingRect().top();
                    for (int i = 0; i < block.layout()->lineCount(); ++i) {
                        const QTextLine line = block.layout()->lineAt(i);
                        pages.insert(int(std::floor((top + line.y()) / pageHeight)));
                        pages.insert(
                            int(std::floor((top + line.y() + line.height() - 1) / pageHeight)));
                    }
                }
            }
            rows.push_back(pages);
        }
    }
    return rows;
}

inline int splitRows(QTextDocument& document)
{
    int split = 0;
    for (const std::set<int>& pages : rowPages(document))
        split += pages.size() > 1 ? 1 : 0;
    return split;
}

inline QString tallRows(int count)
{
    QString html = QStringLiteral("<p>Before</p><h3>Assumptions</h3><table border=\"0.5\" "
                                  "cellpadding=\"3\" cellspacing=\"0\" width=\"100%\" "
                                  "style=\"margin-top: 4px;\"><thead><tr><th>Input</th>"
                                  "<th>Value</th></tr></thead>");
    for (int i = 0; i < count; ++i)
        html += QStringLiteral("<tr><td>Input %1: a long description with its source, date and "
                               "confidence that wraps over several lines of the narrow column "
                               "of this table</td><td align=\"right\">%1.00</td></tr>")
                    .arg(i);
    return html + QStringLiteral("</table><p>After</p>");
}

/// tallRows with a section title (one cell across the table) before every fourth row.
inline QString rowsWithSections(int count)
{
    QString html = tallRows(count);
    for (int i = count - 4; i > 0; i -= 4) {
        const QString row = QStringLiteral("<tr><td>Input %1:").arg(i);
        html.replace(
            row, QStringLiteral("<tr><td colspan=\"2\"><b>Section %1</b></td></tr>").arg(i) + row);
    }
    return html;
}

using Pieces = std::vector<ReportTableRows::Piece>;

inline QTextDocument* paged(QTextDocument& document, QSizeF page)
{
    // The report's font, not the platform default, which fontconfig picks by LANG (a CJK font
    // under zh_CN.UTF-8, whose lines are taller: the rows then happened not to split).
    document.setDefaultFont(ReportFonts::font(QStringLiteral("en"), 9.5));
    document.setDocumentMargin(0);
    document.setPageSize(page);
    return &document;
}

/// `html` laid out by ReportTableRows on pages of `page` size.
inline Pieces layOut(const QString& html, QSizeF page, int* breaks = nullptr,
                     qsizetype trialCharacters = ReportTableRows::kTrialCharacters)
{
    return ReportTableRows::layOut(
        html,
        [page] {
            auto document = std::make_unique<QTextDocument>();
            paged(*document, page);
            return document;
        },
        breaks, false, trialCharacters);
}

/// The page, from 0, on which the block holding `position` opens, on pages `height` high.
inline int pageOfPosition(QTextDocument& document, int position, qreal height)
{
    return int(std::floor(
        document.documentLayout()->blockBoundingRect(document.findBlock(position)).top() / height));
}

inline int splitRows(const Pieces& pieces)
{
    int split = 0;
    for (const ReportTableRows::Piece& piece : pieces)
        split += splitRows(*piece.document);
    return split;
}

inline QString plainText(const Pieces& pieces)
{
    QString text;
    for (const ReportTableRows::Piece& piece : pieces)
        text += piece.document->toPlainText();
    return text;
}

} // namespace fabrictco::test

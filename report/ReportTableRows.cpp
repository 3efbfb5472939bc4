// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportTableRows.h"

#include "report/HtmlTable.h"
#include "report/ReportHeadingBreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace fabrictco {

namespace {

/// The extent of the lines a reader sees, in document coordinates.
struct Extent
{
    qreal top = std::numeric_limits<qreal>::max();
    qreal bottom = std::numeric_limits<qreal>::lowest();
    bool isValid() const { return top <= bottom; }
};

void addLines(const QTextDocument& document, const QTextBlock& block, Extent& extent)
{
    // The rect is the layout's bounding rect placed in the document; lines are relative to the
    // layout's position. Asking for it lays the document out as far as this block, and no
    // further: the rows after a piece's first split are never laid out in that piece (a long
    // appendix was laid out whole once for every page it was cut into, issue 42).
    const QRectF rect = document.documentLayout()->blockBoundingRect(block);
    const QTextLayout* layout = block.layout();
    if (layout == nullptr || layout->lineCount() == 0)
        return;
    const qreal originY = rect.top() - layout->boundingRect().top();
    for (int i = 0; i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        extent.top = std::min(extent.top, originY + line.y());
        extent.bottom = std::max(extent.bottom, originY + line.y() + line.height());
    }
}

Extent rowExtent(const QTextDocument& document, const QTextTable& table, int row)
{
    Extent extent;
    for (int column = 0; column < table.columns(); ++column) {
        const QTextTableCell cell = table.cellAt(row, column);
        // A cell spanning rows or columns belongs to its first row and column.
        if (!cell.isValid() || cell.row() != row || cell.column() != column)
            continue;
        for (QTextBlock block = document.findBlock(cell.firstPosition());
             block.isValid() && block.position() <= cell.lastPosition(); block = block.next())
            addLines(document, block, extent);
    }
    return extent;
}

/// A row of one cell spanning every column: a section title inside a table.
bool isSectionRow(const QTextTable& table, int row)
{
    const QTextTableCell cell = table.cellAt(row, 0);
    return table.columns() > 1 && cell.isValid() && cell.columnSpan() == table.columns();
}

/// Whether a row ending at `bottom` ends within a twentieth of a page of its page's foot: near
/// enough that the table's bottom border and padding (a few points) may go to the next page.
bool endsNearFoot(qreal bottom, qreal pageHeight)
{
    const qreal foot = (ReportTableRows::pageOf(bottom - 1, pageHeight) + 1) * pageHeight;
    return foot - bottom < pageHeight / 20;
}

/// The heading right above `table` (HTML may leave an empty paragraph between them).
QTextBlock headingAbove(const QTextDocument& document, const QTextTable& table)
{
    QTextBlock block = document.findBlock(table.firstPosition() - 1);
    if (block.isValid() && block.blockFormat().headingLevel() == 0 &&
        block.text().trimmed().isEmpty())
        block = block.previous();
    return block.isValid() && block.blockFormat().headingLevel() > 0 ? block : QTextBlock();
}

/// Where the `index`-th `<table` opens, or -1.
qsizetype tableStart(const QString& html, int index)
{
    qsizetype at = -1;
    for (int i = 0; i <= index; ++i) {
        at = html.indexOf(QLatin1String("<table"), at + 1, Qt::CaseInsensitive);
        if (at < 0)
            return -1;
    }
    return at;
}

/// `tag` (an opening tag) with a page break before it.
/// The heading element ending right before `position` (only white space between), as the
/// offset of its opening tag; -1 when there is none.
qsizetype headingBefore(const QString& html, qsizetype position)
{
    static const QRegularExpression closing(QStringLiteral("</h[1-6]>\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QString before = html.left(position);
    const QRegularExpressionMatch match = closing.match(before);
    if (!match.hasMatch())
        return -1;
    const QString open = QStringLiteral("<h") + match.captured(0).at(3);
    return before.lastIndexOf(open, match.capturedStart(), Qt::CaseInsensitive);
}

} // namespace

int ReportTableRows::pageOf(qreal y, qreal pageHeight)
{
    return int(std::floor(y / pageHeight));
}

std::optional<ReportTableRows::Row> ReportTableRows::firstSplitRow(const QTextDocument& document,
                                                                   const QList<Row>& skip)
{
    const qreal pageHeight = document.pageSize().height();
    if (pageHeight <= 0)
        return std::nullopt;
    int tableIndex = -1;
    for (QTextFrame* frame : document.rootFrame()->childFrames()) {
        const auto* table = qobject_cast<const QTextTable*>(frame);
        if (table == nullptr)
            continue;
        ++tableIndex;
        const int firstBodyRow = std::max(0, table->format().headerRowCount());
        bool inSection = false; // a section title (a plan's name) came before in this table
        int previousPage = -1;  // where the row before ends
        int rowsOnPage = 0;     // rows of this table on that page
        int firstPage = -1;     // the page the first body row opens on, and whether it opens
        bool firstNearFoot = false; // in that page's lowest quarter
        int titleRow = -1;      // the last section title so far, the page it ends on, and
        int titlePage = -1;     // whether it opens below that page's top tenth
        bool titleBelowTop = false;
        qreal previousBottom = 0;
        for (int row = firstBodyRow; row < table->rows(); ++row) {
            if (skip.contains(Row{tableIndex, row}))
                continue;
            const Extent extent = rowExtent(document, *table, row);
            if (!extent.isValid())
                continue;
            const int page = pageOf(extent.top, pageHeight);
            if (row == firstBodyRow) {
                const QTextBlock heading = headingAbove(document, *table);
                if (heading.isValid() &&
                    pageOf(document.documentLayout()->blockBoundingRect(heading).top(),
                           pageHeight) < page)
                    return Row{tableIndex, row};
                firstPage = page;
                firstNearFoot = extent.top - qreal(page) * pageHeight > pageHeight * 3 / 4;
            }
            // A table that opens in a page's lowest quarter and turns it within its first two
            // rows starts on the next page whole: a row or two under a header at a page's foot
            // read as a stray (found by a stranger: the Chinese gap table, one row at the foot
            // of page 6).
            if (row > firstBodyRow && row - firstBodyRow <= 2 && firstNearFoot &&
                pageOf(extent.bottom - 1, pageHeight) > firstPage &&
                !skip.contains(Row{tableIndex, firstBodyRow}))
                return Row{tableIndex, firstBodyRow};
            if (page != pageOf(extent.bottom - 1, pageHeight) &&
                extent.bottom - extent.top <= pageHeight / 2) {
                // A section title right above goes to the next page with its first row, and
                // a table's last row takes the one before it along rather than stand alone.
                const bool last = row == table->rows() - 1;
                if (row - 1 > firstBodyRow && (last || isSectionRow(*table, row - 1)) &&
                    !skip.contains(Row{tableIndex, row - 1}))
                    return Row{tableIndex, row - 1};
                return Row{tableIndex, row};
            }
            // Rows that must not stand alone: a section title (one cell across the table) at
            // the foot of a page, its first row on the next; or a table's last row alone on a
            // page under the repeated header. Both move with their neighbour.
            if (row + 1 < table->rows() && isSectionRow(*table, row) &&
                !skip.contains(Row{tableIndex, row})) {
                const Extent next = rowExtent(document, *table, row + 1);
                if (next.isValid() && pageOf(next.bottom - 1, pageHeight) > page)
                    return Row{tableIndex, row};
            }
            if (row == table->rows() - 1 && row - 1 > firstBodyRow &&
                !skip.contains(Row{tableIndex, row - 1})) {
                const Extent previous = rowExtent(document, *table, row - 1);
                if (previous.isValid() && pageOf(previous.bottom - 1, pageHeight) < page) {
                    // ...and a section title right above those two goes along with them.
                    if (row - 2 > firstBodyRow && isSectionRow(*table, row - 2) &&
                        !skip.contains(Row{tableIndex, row - 2}))
                        return Row{tableIndex, row - 2};
                    return Row{tableIndex, row - 1};
                }
            }
            // A page Qt turns by itself inside a section repeats the header but not the
            // section's title: the row that opens the page is broken before, so the new page
            // says whose rows it continues (found by a stranger: some continued pages of the
            // assumptions named their plan, others did not).
            const bool sectionRow = isSectionRow(*table, row);
            // (Not after a section title, which then goes with this row, nor before a last row,
            // which takes the one before it along: the rules above see to those.)
            // Only where the page before held six rows or more: on pages of a few, the repeated
            // title would take a row's place on every page and leave the other rules no room.
            // A section that opened low on the page before with fewer than six of its rows there
            // goes to the next page whole, title first: the page Qt turns would otherwise open
            // without its name, the rule below leaving such short runs alone (found by a
            // stranger: one row of ceph-storage's RoCE part at a page's foot, the next page
            // unnamed). One opening at a page's top stays: moving it would gain nothing.
            if (inSection && !sectionRow && previousPage >= 0 && page > previousPage &&
                titlePage == previousPage && titleBelowTop && row - titleRow <= 6 &&
                row != table->rows() - 1 && !skip.contains(Row{tableIndex, titleRow}))
                return Row{tableIndex, titleRow};
            if (inSection && !sectionRow && previousPage >= 0 && page > previousPage &&
                row > firstBodyRow && !isSectionRow(*table, row - 1) && row != table->rows() - 1 &&
                rowsOnPage >= 6) {
                // A page filled to its foot would leave the table's bottom border and padding
                // for the next page, and the rule below would then move its last two rows to a
                // page of their own: the row at the foot comes along instead.
                if (endsNearFoot(previousBottom, pageHeight) && row - 1 > firstBodyRow + 1 &&
                    !isSectionRow(*table, row - 2) && !skip.contains(Row{tableIndex, row - 1}))
                    return Row{tableIndex, row - 1};
                return Row{tableIndex, row};
            }
            inSection = inSection || sectionRow;
            previousBottom = extent.bottom;
            const int endPage = pageOf(extent.bottom - 1, pageHeight);
            if (sectionRow) {
                titleRow = row;
                titlePage = endPage;
                titleBelowTop = extent.top - qreal(page) * pageHeight > pageHeight / 10;
            }
            rowsOnPage = endPage == previousPage ? rowsOnPage + 1 : 1;
            previousPage = endPage;
        }
        // A table whose last row ends at the very foot of a page, while its frame (bottom
        // border and padding) runs onto the next: Qt repeats the header there over no rows at
        // all. Its last two rows go to the next page together.
        const int lastRow = table->rows() - 1;
        const Extent last = rowExtent(document, *table, lastRow);
        // Only a last row near the foot can leave the frame's border and padding on the next
        // page; asking for the frame's rect lays out the whole document, so it is asked for only
        // then (issue 42).
        if (last.isValid() && lastRow - 1 > firstBodyRow && endsNearFoot(last.bottom, pageHeight) &&
            !skip.contains(Row{tableIndex, lastRow - 1})) {
            const QRectF box =
                document.documentLayout()->frameBoundingRect(const_cast<QTextTable*>(table));
            if (pageOf(box.bottom() - 1, pageHeight) > pageOf(last.bottom - 1, pageHeight))
                return Row{tableIndex, lastRow - 1};
        }
    }
    return std::nullopt;
}

QString ReportTableRows::breakBefore(const QString& html, Row row, qsizetype* breakAt)
{
    if (breakAt)
        *breakAt = -1;
    const qsizetype start = tableStart(html, row.table);
    if (start < 0)
        return html;
    const qsizetype tagEnd = html.indexOf(QLatin1Char('>'), start);
    const qsizetype end = html.indexOf(QLatin1String("</table>"), start, Qt::CaseInsensitive);
    if (tagEnd < 0 || end < 0)
        return html;
    const qsizetype headEnd = html.indexOf(QLatin1String("</thead>"), start, Qt::CaseInsensitive);
    const bool hasHead = headEnd >= 0 && headEnd < end;
    // Row `row` opens at the (row + 1)-th <tr of the table.
    qsizetype rowStart = start;
    for (int i = 0; i <= row.row; ++i) {
        rowStart = html.indexOf(QLatin1String("<tr"), rowStart + 1, Qt::CaseInsensitive);
        if (rowStart < 0 || rowStart > end)
            return html;
    }
    const qsizetype firstBodyRow =
        hasHead ? html.indexOf(QLatin1String("<tr"), headEnd, Qt::CaseInsensitive) : -1;
    QString out = html;
    if (rowStart <= firstBodyRow || (!hasHead && row.row == 0)) {
        // The whole table moves, with the heading that introduces it.
        const qsizetype heading = headingBefore(html, start);
        const qsizetype at = heading >= 0 ? heading : start;
        const qsizetype atEnd = html.indexOf(QLatin1Char('>'), at);
        const QString tag = html.mid(at, atEnd - at + 1);
        if (tag.contains(QLatin1String("page-break-before: always"), Qt::CaseInsensitive))
            return html;
        if (breakAt)
            *breakAt = at;
        return out.replace(at, tag.size(), ReportHeadingBreaks::withPageBreak(tag));
    }
    QString continuation = QStringLiteral("</table>") +
                           ReportHeadingBreaks::withPageBreak(html.mid(start, tagEnd - start + 1));
    if (hasHead) {
        const qsizetype headStart =
            html.indexOf(QLatin1String("<thead"), start, Qt::CaseInsensitive);
        continuation += html.mid(headStart, headEnd + 8 - headStart);
    }
    // A table in sections (a plan's rows under its name): the rows on the new page say which
    // section they continue, unless a section starts there anyway.
    const qsizetype section = html.lastIndexOf(HtmlTable::sectionRowStart(), rowStart);
    if (section > start && section != rowStart) {
        const qsizetype sectionEnd = html.indexOf(QLatin1String("</tr>"), section);
        if (sectionEnd > section && sectionEnd < rowStart)
            continuation += html.mid(section, sectionEnd + 5 - section);
    }
    if (breakAt)
        *breakAt = rowStart + qsizetype(std::char_traits<char>::length("</table>"));
    return out.insert(rowStart, continuation);
}

} // namespace fabrictco

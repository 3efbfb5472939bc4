// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportTableRows.h"

#include "report/HtmlTable.h"
#include "tests/report/ReportTesting.h"
#include "tests/report/TableRowsTesting.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <set>

using namespace fabrictco;

using namespace fabrictco::test;

TEST(ReportTableRowsTest, NoRowIsLeftSplitAcrossPages)
{
    test::reportApplication();
    QTextDocument before;
    paged(before, QSizeF(300, 260))->setHtml(tallRows(40));
    // The case the report had: rows of wrapped text start at the foot of a page.
    ASSERT_GT(splitRows(before), 0) << "the test's rows no longer split: make them taller";
    const std::optional<ReportTableRows::Row> first = ReportTableRows::firstSplitRow(before);
    ASSERT_TRUE(first.has_value());
    const std::optional<ReportTableRows::Row> next =
        ReportTableRows::firstSplitRow(before, {*first});
    EXPECT_TRUE(!next || !(*next == *first)) << "a skipped row is not found again";

    for (const qsizetype reach : {ReportTableRows::kTrialCharacters, qsizetype(600)}) {
        SCOPED_TRACE(reach);
        int breaks = 0;
        const Pieces pieces = layOut(tallRows(40), QSizeF(300, 260), &breaks, reach);

        EXPECT_GT(breaks, 0);
        // Cut at every page break: the first piece, then one per break.
        EXPECT_EQ(pieces.size(), std::size_t(breaks) + 1);
        EXPECT_EQ(splitRows(pieces), 0);
        std::size_t rows = 0;
        for (const ReportTableRows::Piece& piece : pieces) {
            EXPECT_FALSE(ReportTableRows::firstSplitRow(*piece.document).has_value());
            rows += rowPages(*piece.document).size();
            // A continued piece starts with the page its break leaves empty; it is not printed.
            EXPECT_EQ(piece.leadingPages(), &piece == &pieces.front() ? 0 : 1);
            EXPECT_EQ(piece.pageCount(), piece.document->pageCount() - piece.leadingPages());
        }
        EXPECT_EQ(rows, 40u) << "every row is still there, once";
        const QString text = plainText(pieces);
        for (int i = 0; i < 40; ++i)
            EXPECT_EQ(text.count(QStringLiteral("Input %1:").arg(i)), 1) << i;
        // Each continuation repeats the header row.
        EXPECT_EQ(text.count(QStringLiteral("Value")), breaks + 1);
    }
}

TEST(ReportTableRowsTest, LeavesAFittingLayoutAlone)
{
    test::reportApplication();
    int breaks = -1;
    const Pieces pieces = layOut(tallRows(10), QSizeF(300, 100000), &breaks);
    EXPECT_EQ(breaks, 0);
    ASSERT_EQ(pieces.size(), 1u);
    EXPECT_EQ(pieces.front().html, tallRows(10));
    EXPECT_EQ(pieces.front().pageCount(), 1);
}

TEST(ReportTableRowsTest, LeavesARowTallerThanHalfAPageToSplit)
{
    test::reportApplication();
    // Must end: a row that cannot fit is not pushed from page to page.
    EXPECT_GT(splitRows(layOut(tallRows(3), QSizeF(120, 60))), 0);
}

TEST(ReportTableRowsTest, BreakBeforeARowContinuesTheTableUnderItsHeader)
{
    const QString html = QStringLiteral("<h3>T</h3><table style=\"margin-top: 4px;\"><thead><tr>"
                                        "<th>H</th></tr></thead><tr><td>a</td></tr><tr><td>b</td>"
                                        "</tr></table>");
    EXPECT_EQ(ReportTableRows::breakBefore(html, {0, 2}).toStdString(),
              QStringLiteral("<h3>T</h3><table style=\"margin-top: 4px;\"><thead><tr><th>H</th>"
                             "</tr></thead><tr><td>a</td></tr></table><table style=\"page-break-"
                             "before: always; margin-top: 4px;\"><thead><tr><th>H</th></tr>"
                             "</thead><tr><td>b</td></tr></table>")
                  .toStdString());
    // The first body row: the table moves with its heading.
    EXPECT_EQ(ReportTableRows::breakBefore(html, {0, 1}).toStdString(),
              (QStringLiteral("<h3 style=\"page-break-before: always;\">T</h3>") + html.mid(10))
                  .toStdString());
    // Where the new page starts: the continuation's opening tag, or the heading.
    qsizetype at = -2;
    const QString continued = ReportTableRows::breakBefore(html, {0, 2}, &at);
    EXPECT_TRUE(continued.mid(at).startsWith(QStringLiteral("<table style=\"page-break-before")));
    ReportTableRows::breakBefore(html, {0, 1}, &at);
    EXPECT_EQ(at, 0);
    // Nothing to break: unchanged.
    EXPECT_EQ(ReportTableRows::breakBefore(html, {1, 1}, &at), html);
    EXPECT_EQ(at, -1);
    EXPECT_EQ(ReportTableRows::breakBefore(html, {0, 5}), html);
}

TEST(ReportTableRowsTest, AContinuedSectionRepeatsItsSubHeading)
{
    // Issue 39: appendix B's rows of RoCE on a new page looked like InfiniBand's, the plan's
    // name being only on the page before.
    HtmlTable table({QStringLiteral("Parameter")}, {HtmlTable::Left});
    table.addSection(QStringLiteral("InfiniBand NDR"));
    table.addRow({QStringLiteral("a")});
    table.addSection(QStringLiteral("RoCE"));
    table.addRow({QStringLiteral("b")});
    table.addRow({QStringLiteral("c")});
    const QString html = table.html();
    const auto pageAfterBreak = [](const QString& broken) {
        return broken.mid(broken.indexOf(QStringLiteral("page-break-before")));
    };
    // Before "c" (row 5: the header, two sections, two rows before it): RoCE again on top.
    const QString beforeC = pageAfterBreak(ReportTableRows::breakBefore(html, {0, 5}));
    EXPECT_TRUE(beforeC.contains(QStringLiteral("<b>RoCE</b>"))) << beforeC.toStdString();
    EXPECT_LT(beforeC.indexOf(QStringLiteral("<b>RoCE</b>")),
              beforeC.indexOf(QStringLiteral(">c<")));
    EXPECT_EQ(beforeC.count(QStringLiteral("<b>RoCE</b>")), 1);
    // Before the RoCE section itself: it starts the page once, not twice.
    const QString beforeSection = pageAfterBreak(ReportTableRows::breakBefore(html, {0, 3}));
    EXPECT_EQ(beforeSection.count(QStringLiteral("<b>RoCE</b>")), 1) << beforeSection.toStdString();
    EXPECT_FALSE(beforeSection.contains(QStringLiteral("<b>InfiniBand NDR</b>")));
}

TEST(ReportTableRowsTest, EverySectionStartingAPageIsAPieceOfItsOwn)
{
    test::reportApplication();
    const QString html = QStringLiteral("<p>Cover</p><h2 style=\"page-break-before: always;\">One"
                                        "</h2><p>a</p><h2 style=\"page-break-before: always;\">"
                                        "Two</h2><p>b</p>");
    const Pieces pieces = layOut(html, QSizeF(300, 200));
    ASSERT_EQ(pieces.size(), 3u);
    EXPECT_EQ(plainText(pieces).count(QStringLiteral("One")), 1);
    int pages = 0;
    for (const ReportTableRows::Piece& piece : pieces)
        pages += piece.pageCount();
    // As the whole document would print: three pages, none empty.
    QTextDocument whole;
    paged(whole, QSizeF(300, 200))->setHtml(html);
    EXPECT_EQ(pages, whole.pageCount());
    EXPECT_EQ(pages, 3);
}

TEST(ReportTableRowsTest, NoSectionTitleOrLastRowStandsAloneAtAPageEdge)
{
    test::reportApplication();
    // Every page height from 240 to 400 points in steps of 2: which rows meet a page edge, and
    // how, changes with it. (Below about four rows a page, a section title and the row after it
    // cannot both fit under a repeated header, and one of them has to stand alone.)
    // A trial layout cut short inside a table (a reach of 600 characters, a few rows) sees the
    // cut as the table's end: the rules must hold with it too.
    for (const qsizetype reach : {ReportTableRows::kTrialCharacters, qsizetype(600)})
        for (qreal height = 240; height <= 400; height += 2) {
            SCOPED_TRACE(height);
            SCOPED_TRACE(reach);
            const QString html = rowsWithSections(30);
            ASSERT_EQ(html.count(QStringLiteral("Section")), 7);
            for (const ReportTableRows::Piece& piece :
                 layOut(html, QSizeF(300, height), nullptr, reach)) {
                QTextDocument& document = *piece.document;
                document.documentLayout()->documentSize();
                const auto pageOf = [&](int position) {
                    const QTextBlock block = document.findBlock(position);
                    return int(std::floor(
                        document.documentLayout()->blockBoundingRect(block).top() / height));
                };
                for (QTextTable* table : tablesOf(document)) {
                    for (int row = 0; row < table->rows(); ++row) {
                        const QTextTableCell cell = table->cellAt(row, 0);
                        if (cell.columnSpan() != table->columns())
                            continue;
                        ASSERT_LT(row + 1, table->rows())
                            << "a section title ends its table's page";
                        EXPECT_EQ(pageOf(table->cellAt(row + 1, 0).firstPosition()),
                                  pageOf(cell.firstPosition()))
                            << "section title alone at the foot of a page";
                    }
                    // No page holds only a repeated header: the table ends on its last row's page.
                    const int lastPage = pageOf(table->cellAt(table->rows() - 1, 0).lastPosition());
                    const QRectF box = document.documentLayout()->frameBoundingRect(table);
                    EXPECT_EQ(int(std::floor((box.bottom() - 1) / height)), lastPage)
                        << "a header repeated over no rows";
                    // The last row is not alone under a repeated header: a continuation has two or
                    // more.
                    const int body = table->rows() - table->format().headerRowCount();
                    EXPECT_NE(body, 1) << "a table part holds a single row: "
                                       << table->cellAt(table->rows() - 1, 0)
                                              .firstCursorPosition()
                                              .block()
                                              .text()
                                              .toStdString();
                }
            }
        }
}

// A table in sections (the assumptions: each plan's rows under its name) says on every page
// whose rows it continues, whether the page was turned by a row that would have split or by
// Qt between two rows (found by a stranger: some continued pages named their plan, others
// did not).
TEST(ReportTableRowsTest, EveryPageOfASectionedTableOpensWithItsSection)
{
    test::reportApplication();
    // 60 rows in three sections of 20, on pages that hold about 14 to 26 rows.
    QString html = tallRows(60);
    for (const int first : {40, 20, 0}) {
        const QString row = QStringLiteral("<tr><td>Input %1:").arg(first);
        // As HtmlTable::addSection writes it: breakBefore knows a section title by it.
        html.replace(row, HtmlTable::sectionRowStart() +
                              QStringLiteral("\"2\" style=\"font-size: 8pt;\"><b>Section %1</b>"
                                             "</td></tr>")
                                  .arg(first) +
                              row);
    }
    for (const qsizetype reach : {ReportTableRows::kTrialCharacters, qsizetype(600)})
        for (qreal height = 1000; height <= 1800; height += 20) {
            SCOPED_TRACE(height);
            SCOPED_TRACE(reach);
            int tables = 0;
            for (const ReportTableRows::Piece& piece :
                 layOut(html, QSizeF(300, height), nullptr, reach)) {
                QTextDocument& document = *piece.document;
                const auto pageOf = [&](int position) {
                    return pageOfPosition(document, position, height);
                };
                for (QTextTable* table : tablesOf(document)) {
                    ++tables;
                    const int firstBodyRow = table->format().headerRowCount();
                    for (int row = firstBodyRow; row < table->rows(); ++row) {
                        const bool opensPage =
                            row == firstBodyRow ||
                            pageOf(table->cellAt(row, 0).firstPosition()) >
                                pageOf(table->cellAt(row - 1, 0).firstPosition());
                        const bool section = table->cellAt(row, 0).columnSpan() == table->columns();
                        if (opensPage) {
                            EXPECT_TRUE(section) << "a page opens on a row, not its section: "
                                                 << table->cellAt(row, 0)
                                                        .firstCursorPosition()
                                                        .block()
                                                        .text()
                                                        .toStdString();
                        }
                        if (section) {
                            ASSERT_LT(row + 1, table->rows()) << "a section title ends its table";
                            EXPECT_EQ(pageOf(table->cellAt(row + 1, 0).firstPosition()),
                                      pageOf(table->cellAt(row, 0).firstPosition()))
                                << "a section title alone at the foot of a page";
                        }
                    }
                }
            }
            EXPECT_GE(tables, 2) << "the sections span several pages";
        }
}

// The assumptions are a table per part, each opening with the part's name. A part that starts
// near a page's foot, with a row or two there, must not continue on a page that does not name
// it (found by a stranger: ceph-storage's RoCE part, one row at the foot of page 21).
TEST(ReportTableRowsTest, APartStartingAtAPageFootNamesItselfOnTheNextPage)
{
    test::reportApplication();
    const auto part = [](const QString& name, int rows) {
        QString html = tallRows(rows);
        const QString first = QStringLiteral("<tr><td>Input 0:");
        html.replace(first, HtmlTable::sectionRowStart() +
                                QStringLiteral("\"2\" style=\"font-size: 8pt;\"><b>%1</b>"
                                               "</td></tr>")
                                    .arg(name) +
                                first);
        return html;
    };
    const QString html = part(QStringLiteral("Shared"), 9) + part(QStringLiteral("Second"), 14);
    int starts = 0; // parts that open with a few rows at a page's foot and go on unnamed
    for (qreal height = 400; height <= 900; height += 5) {
        SCOPED_TRACE(height);
        for (const ReportTableRows::Piece& piece : layOut(html, QSizeF(300, height))) {
            QTextDocument& document = *piece.document;
            const auto pageOf = [&](int position) {
                return pageOfPosition(document, position, height);
            };
            for (QTextTable* table : tablesOf(document)) {
                const int firstBodyRow = table->format().headerRowCount();
                for (int row = firstBodyRow + 1; row < table->rows(); ++row) {
                    if (pageOf(table->cellAt(row, 0).firstPosition()) ==
                        pageOf(table->cellAt(row - 1, 0).firstPosition()))
                        continue;
                    // Qt turned the page inside this table, a few rows after the part's name
                    // (its first body row) on the page before: the new page would not name the
                    // part. (Longer runs are continued under a repeated name by
                    // EveryPageOfASectionedTableOpensWithItsSection's rule.)
                    const int namePage = pageOf(table->cellAt(firstBodyRow, 0).firstPosition());
                    const qreal nameTop = document.documentLayout()
                                              ->blockBoundingRect(document.findBlock(
                                                  table->cellAt(firstBodyRow, 0).firstPosition()))
                                              .top();
                    const bool lowOnPageBefore =
                        namePage == pageOf(table->cellAt(row, 0).firstPosition()) - 1 &&
                        nameTop - namePage * height > height / 5;
                    if (lowOnPageBefore && row - firstBodyRow <= 6 && row != table->rows() - 1) {
                        ++starts;
                        ADD_FAILURE() << "a part opens with " << row - firstBodyRow - 1
                                      << " rows at a page's foot and goes on unnamed";
                    }
                }
            }
        }
    }
    EXPECT_EQ(starts, 0);
}

// A table that opens at a page's foot with a row or two and goes on over the page starts on
// the next page whole (found by a stranger: the Chinese gap table, one row at page 6's foot).
TEST(ReportTableRowsTest, NoTableOpensWithARowOrTwoAtAPageFoot)
{
    test::reportApplication();
    const qreal height = 700;
    for (int lines = 1; lines <= 60; ++lines) {
        SCOPED_TRACE(lines);
        QString html;
        for (int i = 0; i < lines; ++i)
            html += QStringLiteral("<p>Filler paragraph %1 above the table.</p>").arg(i);
        html += QStringLiteral("<table border=\"0.5\" cellpadding=\"3\" cellspacing=\"0\" "
                               "width=\"100%\"><thead><tr><th>Input</th><th>Value</th></tr>"
                               "</thead>");
        for (int i = 0; i < 12; ++i)
            html += QStringLiteral("<tr><td>Input %1: a description long enough to wrap onto a "
                                   "second line of this column</td><td>%1.00</td></tr>")
                        .arg(i);
        html += QStringLiteral("</table>");
        for (const ReportTableRows::Piece& piece : layOut(html, QSizeF(300, height))) {
            QTextDocument& document = *piece.document;
            const auto topOf = [&](const QTextTableCell& cell) {
                return document.documentLayout()
                    ->blockBoundingRect(document.findBlock(cell.firstPosition()))
                    .top();
            };
            for (QTextTable* table : tablesOf(document)) {
                if (table->rows() < 4)
                    continue;
                const int first = table->format().headerRowCount();
                const qreal top = topOf(table->cellAt(first, 0));
                const int page = int(std::floor(top / height));
                const bool atFoot = top - page * height > height * 3 / 4;
                const bool turnsSoon =
                    int(std::floor(topOf(table->cellAt(first + 2, 0)) / height)) > page;
                EXPECT_FALSE(atFoot && turnsSoon)
                    << "a table opens with a row or two at a page's foot and goes on over it";
            }
        }
    }
}

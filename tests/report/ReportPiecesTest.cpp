// SPDX-License-Identifier: GPL-3.0-or-later
// ReportTableRows' layout in pieces (report/ReportPieces.cpp): how far a piece's first trial
// layout reaches.
#include "report/ReportTableRows.h"
#include "tests/report/ReportTesting.h"
#include "tests/report/TableRowsTesting.h"

#include <gtest/gtest.h>
#include <limits>

using namespace fabrictco;
using namespace fabrictco::test;

// Each piece is first laid out only a few pages on, a table cut short there at a row (issue 42:
// laying out the whole rest at every page break was most of the report's layout time). Content
// after a row moves nothing above it, so where the columns' widths are set, the pieces are the
// ones a layout of the whole rest gives, however far the first trial reaches. (Where the columns
// are sized by their content, the rows a trial holds size them; the rules hold either way: the
// tests above run with a short reach too.)
TEST(ReportPiecesTest, HowFarATrialLayoutReachesChangesNoPieceOfFixedColumns)
{
    test::reportApplication();
    QString html = rowsWithSections(30) + QStringLiteral("<p>Between the tables.</p>") +
                   tallRows(12) + QStringLiteral("<h3>Notes</h3><p>A paragraph.</p>") +
                   rowsWithSections(22) + tallRows(3);
    html.replace(QStringLiteral("<th>Input</th><th>Value</th>"),
                 QStringLiteral("<th width=\"75%\">Input</th><th width=\"25%\">Value</th>"));
    const qsizetype whole = std::numeric_limits<qsizetype>::max() / 4;
    for (qreal height = 240; height <= 420; height += 30) {
        SCOPED_TRACE(height);
        int wholeBreaks = 0;
        const Pieces reference = layOut(html, QSizeF(300, height), &wholeBreaks, whole);
        ASSERT_GT(reference.size(), 3u);
        for (const qsizetype trial :
             {qsizetype(1), qsizetype(500), qsizetype(4000), ReportTableRows::kTrialCharacters}) {
            SCOPED_TRACE(trial);
            int breaks = 0;
            const Pieces pieces = layOut(html, QSizeF(300, height), &breaks, trial);
            EXPECT_EQ(breaks, wholeBreaks);
            ASSERT_EQ(pieces.size(), reference.size());
            for (std::size_t i = 0; i < pieces.size(); ++i) {
                EXPECT_EQ(pieces[i].html, reference[i].html) << "piece " << i;
                EXPECT_EQ(pieces[i].pageCount(), reference[i].pageCount()) << "piece " << i;
            }
        }
    }
}

// A piece that starts where the layout turned the page says so: a heading opening it starts a
// page by chance, and the contents list only sub-sections that start one by design (found by a
// stranger: "The price to beat" was listed in two reports' contents of six, where the layout
// had moved it on).
TEST(ReportPiecesTest, APieceTheLayoutStartedSaysSo)
{
    test::reportApplication();
    const QString designed = QStringLiteral(
        "<h3 style=\"page-break-before: always;\">Vendor quotes</h3><p>By design.</p>");
    int breaks = 0;
    const Pieces pieces = layOut(tallRows(40) + designed, QSizeF(300, 260), &breaks);
    ASSERT_GT(breaks, 0);
    ASSERT_EQ(pieces.size(), std::size_t(breaks) + 2); // the layout's breaks, and the design's
    EXPECT_FALSE(pieces.front().movedOn);
    for (std::size_t i = 1; i + 1 < pieces.size(); ++i)
        EXPECT_TRUE(pieces[i].movedOn) << "piece " << i << " starts at a row the layout moved";
    EXPECT_TRUE(pieces.back().html.contains(QStringLiteral("Vendor quotes")));
    EXPECT_FALSE(pieces.back().movedOn) << "a page break of the report's own";
}

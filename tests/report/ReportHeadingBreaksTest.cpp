// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportHeadingBreaks.h"

#include "report/ReportFonts.h"
#include "report/ReportTableRows.h"
#include "tests/report/ReportTesting.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>

#include <cmath>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

constexpr qreal kPageHeight = 500;

std::unique_ptr<QTextDocument> pagedDocument()
{
    auto document = std::make_unique<QTextDocument>();
    document->setDefaultFont(ReportFonts::font(QStringLiteral("en"), 9.5));
    document->setDocumentMargin(0);
    document->setPageSize(QSizeF(300, kPageHeight));
    return document;
}

/// `fillers` short paragraphs, then a heading over a paragraph several lines long.
QString headingAfter(int fillers)
{
    QString html;
    for (int i = 0; i < fillers; ++i)
        html += QStringLiteral("<p>Filler paragraph %1.</p>").arg(i);
    html += QStringLiteral("<h3>The price to beat</h3><p>");
    for (int i = 0; i < 12; ++i)
        html += QStringLiteral("A sentence long enough to fill most of a line of this page. ");
    return html + QStringLiteral("</p>");
}

int pageOf(const QTextDocument& document, const QTextBlock& block, bool bottom)
{
    const QRectF box = document.documentLayout()->blockBoundingRect(block);
    return int(std::floor((bottom ? box.bottom() - 1 : box.top()) / kPageHeight));
}

} // namespace

TEST(ReportHeadingBreaksTest, FindsAHeadingAtAPageFootWhoseTextGoesOn)
{
    test::reportApplication();
    int found = 0;
    for (int fillers = 0; fillers < 40; ++fillers) {
        SCOPED_TRACE(fillers);
        auto document = pagedDocument();
        document->setHtml(headingAfter(fillers));
        const std::optional<ReportHeadingBreaks::Stranded> stranded =
            ReportHeadingBreaks::firstStranded(*document);
        QTextBlock heading = document->begin();
        while (heading.blockFormat().headingLevel() == 0)
            heading = heading.next();
        const qreal top = document->documentLayout()->blockBoundingRect(heading).top();
        const bool low = top - std::floor(top / kPageHeight) * kPageHeight > kPageHeight * 4 / 5;
        const bool goesOn =
            pageOf(*document, heading.next(), true) > pageOf(*document, heading, false);
        EXPECT_EQ(stranded.has_value(), low && goesOn);
        if (stranded) {
            ++found;
            EXPECT_EQ(stranded->index, 0);
            EXPECT_EQ(stranded->position, heading.position());
            // Headings before the one asked from are left alone.
            EXPECT_FALSE(ReportHeadingBreaks::firstStranded(*document, 1).has_value());
        }
    }
    EXPECT_GT(found, 0) << "no filler length put the heading at a page's foot";
}

TEST(ReportHeadingBreaksTest, BreaksBeforeTheHeadingAskedFor)
{
    const QString html = QStringLiteral("<h2>One</h2><p>a</p><h3 style=\"color: red;\">Two</h3>"
                                        "<p>b</p><h3>Three</h3>");
    qsizetype at = 0;
    const QString second = ReportHeadingBreaks::breakBefore(html, 1, &at);
    EXPECT_EQ(at, html.indexOf(QStringLiteral("<h3")));
    EXPECT_TRUE(second.contains(
        QStringLiteral("<h3 style=\"page-break-before: always; color: red;\">Two</h3>")));
    const QString third = ReportHeadingBreaks::breakBefore(html, 2, &at);
    EXPECT_TRUE(
        third.contains(QStringLiteral("<h3 style=\"page-break-before: always;\">Three</h3>")));
    // No such heading, or one that already starts a page: unchanged.
    EXPECT_EQ(ReportHeadingBreaks::breakBefore(html, 3, &at), html);
    EXPECT_EQ(at, -1);
    EXPECT_EQ(ReportHeadingBreaks::breakBefore(second, 1, &at), second);
    EXPECT_EQ(at, -1);
}

// The report's pieces: no heading stays at a page's foot with its text on the next page
// (found by a stranger: "The price to beat" and two lines at the foot of page 3).
TEST(ReportHeadingBreaksTest, TheReportsLayoutLeavesNoHeadingAtAPageFoot)
{
    test::reportApplication();
    int moved = 0;
    for (int fillers = 0; fillers < 40; ++fillers) {
        SCOPED_TRACE(fillers);
        int breaks = 0;
        const auto pieces = ReportTableRows::layOut(headingAfter(fillers), pagedDocument, &breaks);
        moved += breaks;
        for (const ReportTableRows::Piece& piece : pieces)
            EXPECT_FALSE(ReportHeadingBreaks::firstStranded(*piece.document).has_value());
    }
    EXPECT_GT(moved, 0) << "no filler length put the heading at a page's foot";
}

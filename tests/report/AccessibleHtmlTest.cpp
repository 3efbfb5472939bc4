// SPDX-License-Identifier: GPL-3.0-or-later
// AccessibleHtml: the PDF's QTextDocument markup rewritten as semantic HTML, tag by tag.
#include "report/AccessibleHtml.h"

#include "report/HtmlTable.h"
#include "report/ReportError.h"
#include "report/ReportHtml.h"
#include "report/ReportStyle.h"
#include "tests/report/HtmlDom.h"

#include <gtest/gtest.h>

using namespace fabrictco;
using test::HtmlDom;

namespace {

QString figureName(const AccessibleHtml::Figure& f)
{
    return QStringLiteral("<figure data-name=\"%1\" data-table=\"%2\" data-number=\"%3\"></figure>")
        .arg(f.name, f.dataTableId)
        .arg(f.number);
}

/// The rewrite inside an element, parsed (the body is a fragment: one root for the parser).
HtmlDom rewritten(const QString& html, QString* out = nullptr)
{
    const QString body = AccessibleHtml::body(html, figureName);
    if (out)
        *out = body;
    return HtmlDom::parse(QStringLiteral("<main>%1</main>").arg(body).toUtf8());
}

} // namespace

TEST(AccessibleHtmlTest, TablesGetColumnRowAndGroupHeadersWithoutThePdfsAttributes)
{
    HtmlTable table({QStringLiteral("Item"), QStringLiteral("Cost")},
                    {HtmlTable::Left, HtmlTable::Right}, {60, 40});
    table.addSection(QStringLiteral("Year 1"));
    table.addRow({QStringLiteral("Switches"), QStringLiteral("1,000.00")});
    table.addRow({QStringLiteral("Cables"), QStringLiteral("20.00")}, QStringLiteral("detail"),
                 QStringLiteral("cable.price"));
    table.addSection(QStringLiteral("Year 2"));
    table.addRow({QStringLiteral("Total"), QStringLiteral("1,020.00")}, true);
    QString out;
    const HtmlDom dom =
        rewritten(ReportStyle::sectionHeading(QStringLiteral("Costs")) + table.html(), &out);
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString() << out.toStdString();
    const std::vector<int> headers = dom.all(QStringLiteral("th"));
    QStringList scopes;
    for (const int th : headers)
        scopes << dom[th].attribute(QStringLiteral("scope"));
    EXPECT_EQ(scopes, (QStringList{"col", "col", "rowgroup", "row", "row", "rowgroup", "row"}));
    // Each sub-heading row opens a group of its own, which its header cell heads.
    EXPECT_EQ(dom.all(QStringLiteral("tbody")).size(), 2u);
    // Figures are right-aligned and never wrap (HtmlTable's rule); the header over them may.
    EXPECT_EQ(dom[dom.all(QStringLiteral("td")).front()].attribute(QStringLiteral("class")),
              QStringLiteral("num nowrap"));
    EXPECT_EQ(dom[dom.all(QStringLiteral("th"))[1]].attribute(QStringLiteral("class")),
              QStringLiteral("num"));
    for (const char* gone : {"style=", "bgcolor", "width=", "align=", "<font", "cellpadding"}) {
        EXPECT_FALSE(out.contains(QLatin1String(gone))) << gone;
    }
    EXPECT_TRUE(out.contains(QStringLiteral("<span class=\"detail\">detail</span>")));
    EXPECT_TRUE(out.contains(QStringLiteral("<span class=\"reference\">")));
    // The table scrolls inside a region named after its section.
    const std::vector<int> tables = dom.all(QStringLiteral("table"));
    ASSERT_EQ(tables.size(), 1u);
    EXPECT_EQ(dom[dom[tables.front()].parent].attribute(QStringLiteral("aria-label")),
              QStringLiteral("Table 1, Costs"));
}

TEST(AccessibleHtmlTest, ATableWithoutAHeaderRowIsHeadedByItsFirstColumn)
{
    const HtmlDom dom = rewritten(QStringLiteral(
        "<table cellpadding=\"3\"><tr><td style=\"color: #55606e;\">Date</td><td>4 December"
        "</td></tr><tr><td>Team</td><td>Network</td></tr></table>"));
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString();
    const std::vector<int> headers = dom.all(QStringLiteral("th"));
    ASSERT_EQ(headers.size(), 2u);
    EXPECT_EQ(dom[headers[0]].attribute(QStringLiteral("scope")), QStringLiteral("row"));
    EXPECT_EQ(dom[headers[0]].text, QStringLiteral("Date"));
    EXPECT_EQ(dom.all(QStringLiteral("td")).size(), 2u);
}

TEST(AccessibleHtmlTest, TheContentsLinkEverySectionAndItsSubsections)
{
    const QString html = QStringLiteral("<html><body><h1 style=\"font-size: 24pt\">Title</h1>") +
                         ReportStyle::sectionHeading(QStringLiteral("Contents")) +
                         QLatin1String(ReportHtml::kContentsMarker) +
                         ReportStyle::sectionHeading(QStringLiteral("Summary")) +
                         ReportStyle::subsectionHeading(QStringLiteral("In detail")) +
                         ReportStyle::sectionHeading(QStringLiteral("Costs & <risks>")) +
                         QStringLiteral("</body></html>");
    QString out;
    const HtmlDom dom = rewritten(html, &out);
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString() << out.toStdString();
    const std::vector<int> navs = dom.all(QStringLiteral("nav"));
    ASSERT_EQ(navs.size(), 1u);
    QStringList targets;
    QStringList texts;
    for (const int a : dom.within(navs.front(), QStringLiteral("a"))) {
        targets << dom[a].attribute(QStringLiteral("href"));
        texts << dom[a].text;
    }
    EXPECT_EQ(texts, (QStringList{"Summary", "In detail", "Costs & <risks>"}));
    EXPECT_EQ(targets, (QStringList{"#section-3", "#section-4", "#section-5"}));
    EXPECT_EQ(dom[navs.front()].attribute(QStringLiteral("aria-labelledby")),
              QStringLiteral("section-2"));
    // The subsection's list is inside its section's item.
    const std::vector<int> lists = dom.within(navs.front(), QStringLiteral("ol"));
    ASSERT_EQ(lists.size(), 2u);
    EXPECT_EQ(dom[dom[lists[1]].parent].name, QStringLiteral("li"));
    EXPECT_FALSE(out.contains(QStringLiteral("<!--")));
}

TEST(AccessibleHtmlTest, AChartTakesTheFirstTableAfterItInItsSection)
{
    HtmlTable table({QStringLiteral("Nodes"), QStringLiteral("Gap")},
                    {HtmlTable::Left, HtmlTable::Right});
    table.addRow({QStringLiteral("64"), QStringLiteral("1.00")});
    const QString chart = QStringLiteral(
        "<p align=\"center\"><img src=\"chart:%1\" width=\"500\" height=\"250\"></p>");
    QString out;
    const HtmlDom dom =
        rewritten(ReportStyle::sectionHeading(QStringLiteral("Sweep")) +
                      chart.arg(QStringLiteral("gap")) + chart.arg(QStringLiteral("gapnear")) +
                      QStringLiteral("<p>The figures:</p>") + table.html(),
                  &out);
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString();
    const std::vector<int> figures = dom.all(QStringLiteral("figure"));
    ASSERT_EQ(figures.size(), 2u);
    EXPECT_EQ(dom[figures[0]].attribute(QStringLiteral("data-name")), QStringLiteral("gap"));
    EXPECT_EQ(dom[figures[1]].attribute(QStringLiteral("data-number")), QStringLiteral("2"));
    for (const int figure : figures) {
        EXPECT_EQ(dom[figure].attribute(QStringLiteral("data-table")), QStringLiteral("table-1"));
    }
    // No paragraph is left around a chart.
    EXPECT_EQ(dom.all(QStringLiteral("p")).size(), 1u);
}

TEST(AccessibleHtmlTest, AChartWithoutATableOfItsFiguresIsAnError)
{
    HtmlTable table({QStringLiteral("A")}, {HtmlTable::Left});
    table.addRow({QStringLiteral("a")});
    // The only table is in the next section: not the chart's.
    const QString html = ReportStyle::sectionHeading(QStringLiteral("One")) +
                         QStringLiteral("<p align=\"center\"><img src=\"chart:lonely\"></p>") +
                         ReportStyle::sectionHeading(QStringLiteral("Two")) + table.html();
    EXPECT_THROW(AccessibleHtml::body(html, figureName), ReportError);
}

TEST(AccessibleHtmlTest, OnlyTheReportsOwnMarkupPasses)
{
    // Another image, a comment and unknown attributes go; text stays as it was escaped.
    QString out;
    const HtmlDom dom =
        rewritten(QStringLiteral("<p style=\"font-size: 13pt; color: #1f3b63;\"><b>Plan &lt;a&gt; "
                                 "wins</b></p><!-- note --><img src=\"http://example.com/x.png\">"
                                 "<p style=\"margin-top: 60px;\"></p><ul><li>one<br>two</li></ul>"),
                  &out);
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString() << out.toStdString();
    EXPECT_EQ(out, QStringLiteral("<p class=\"large\"><b>Plan &lt;a&gt; wins</b></p>"
                                  "<ul><li>one<br/>two</li></ul>"));
}

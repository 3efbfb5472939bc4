// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/PdfReportWriter.h"

#include "report/ChartTextObject.h"
#include "tests/report/ReportTesting.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

QString pdfText(const QByteArray& pdf, const QString& pdftotextPage = {})
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.pdf"));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(pdf);
    file.close();
    QStringList arguments;
    if (!pdftotextPage.isEmpty())
        arguments << QStringLiteral("-f") << pdftotextPage << QStringLiteral("-l") << pdftotextPage;
    arguments << path << QStringLiteral("-");
    return test::runTool(QStringLiteral("pdftotext"), arguments);
}

} // namespace

TEST(PdfReportWriterTest, CountsPagesAndPrintsHeaderAndFooter)
{
    test::reportApplication();
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "poppler-utils is not installed";
    ChartTextObject charts;
    PdfPageSetup setup;
    setup.title = QStringLiteral("Report title");
    setup.scenario = QStringLiteral("Scenario name");
    setup.date = QStringLiteral("November 29, 2026");
    int pages = 0;
    const QByteArray pdf = PdfReportWriter::render(
        QStringLiteral("<p>Cover</p><p style=\"page-break-before: always\">Two</p>"
                       "<p style=\"page-break-before: always\">Three</p>"),
        charts, setup, &pages);
    EXPECT_EQ(pages, 3);
    const QString cover = pdfText(pdf, QStringLiteral("1"));
    EXPECT_TRUE(cover.contains(QStringLiteral("Page 1 of 3")));
    EXPECT_FALSE(cover.contains(QStringLiteral("Scenario name"))) << "no header on the cover";
    const QString last = pdfText(pdf, QStringLiteral("3"));
    EXPECT_TRUE(last.contains(QStringLiteral("Page 3 of 3")));
    EXPECT_TRUE(last.contains(QStringLiteral("Report title")));
    EXPECT_TRUE(last.contains(QStringLiteral("Scenario name")));
    EXPECT_TRUE(last.contains(QStringLiteral("November 29, 2026")));
}

TEST(PdfReportWriterTest, LongTablesFlowOntoMorePages)
{
    test::reportApplication();
    ChartTextObject charts;
    PdfPageSetup setup;
    QString rows;
    for (int i = 0; i < 400; ++i)
        rows += QStringLiteral("<tr><td>row %1</td></tr>").arg(i);
    int a4 = 0;
    PdfReportWriter::render(QStringLiteral("<table>%1</table>").arg(rows), charts, setup, &a4);
    EXPECT_GT(a4, 4);
}

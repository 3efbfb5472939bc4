// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ChartTextObject.h"

#include "report/PdfReportWriter.h"
#include "tests/report/ReportTesting.h"

#include <QChart>
#include <QFile>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QTextDocument>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

std::unique_ptr<QChart> lineChart(const QString& title)
{
    auto chart = std::make_unique<QChart>();
    chart->setTitle(title);
    auto* series = new QLineSeries;
    series->append(1, 2);
    series->append(2, 5);
    series->append(3, 3);
    chart->addSeries(series);
    chart->createDefaultAxes();
    return chart;
}

} // namespace

TEST(ChartTextObjectTest, ReadsTheChartNameFromTheImageSource)
{
    EXPECT_EQ(ChartTextObject::nameFromSource(QStringLiteral("chart:sweep")),
              QStringLiteral("sweep"));
    EXPECT_TRUE(ChartTextObject::nameFromSource(QStringLiteral("logo.png")).isEmpty());
}

TEST(ChartTextObjectTest, SizesTheObjectInPointsOnTheLayoutDevice)
{
    test::reportApplication();
    ChartTextObject charts;
    charts.addChart(QStringLiteral("a"), lineChart(QStringLiteral("A")), QSizeF(360, 180));
    EXPECT_TRUE(charts.hasChart(QStringLiteral("a")));
    EXPECT_FALSE(charts.hasChart(QStringLiteral("b")));
    QTextDocument document;
    charts.install(&document);
    QTextImageFormat format;
    format.setName(QStringLiteral("chart:a"));
    // No paint device: the screen's 96 dpi, so 360 pt are 480 px.
    const QSizeF size = charts.intrinsicSize(&document, 0, format);
    EXPECT_DOUBLE_EQ(size.width(), 480.0);
    EXPECT_DOUBLE_EQ(size.height(), 240.0);
}

TEST(ChartTextObjectTest, PaintsChartsAsVectorsWithRealText)
{
    test::reportApplication();
    if (!test::hasTool(QStringLiteral("pdfimages")) || !test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "poppler-utils is not installed";
    ChartTextObject charts;
    charts.addChart(QStringLiteral("a"), lineChart(QStringLiteral("Vector chart 4711")),
                    QSizeF(400, 200));
    PdfPageSetup setup;
    setup.title = QStringLiteral("Test");
    const QByteArray pdf = PdfReportWriter::render(
        QStringLiteral("<p>Before</p><img src=\"chart:a\" width=\"400\" height=\"200\">"
                       "<img src=\"chart:missing\" width=\"100\" height=\"50\">"),
        charts, setup);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(pdf);
    file.close();
    const QStringList images =
        test::runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_EQ(images.size(), 2) << images.join(QLatin1Char('\n')).toStdString();
    const QString text = test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    EXPECT_TRUE(text.contains(QStringLiteral("Vector chart 4711"))) << text.toStdString();
}

TEST(ChartTextObjectTest, AChartMovedToTheNextPageIsNotAlsoDrawnUnderThePageBefore)
{
    // Qt Charts clips its series to the plot itself, which lifts the page's clip: a chart that
    // did not fit at the bottom of a page showed its shaded area under that page's footer, and
    // its title was in that page's text. Text of every length before the chart, so that in some
    // the chart falls just past a page's end.
    test::reportApplication();
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "poppler-utils is not installed";
    QTemporaryDir dir;
    for (int lines = 30; lines < 56; ++lines) {
        ChartTextObject charts;
        charts.addChart(QStringLiteral("a"), lineChart(QStringLiteral("Moved chart 4712")),
                        QSizeF(400, 300));
        PdfPageSetup setup;
        setup.title = QStringLiteral("Test");
        QString html;
        for (int i = 0; i < lines; ++i)
            html += QStringLiteral("<p>Line %1</p>").arg(i);
        html += QStringLiteral("<p align=\"center\"><img src=\"chart:a\" width=\"400\" "
                               "height=\"300\"></p>");
        const QString path = dir.filePath(QStringLiteral("moved-%1.pdf").arg(lines));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(PdfReportWriter::render(html, charts, setup));
        file.close();
        const QString text =
            test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        EXPECT_EQ(text.count(QStringLiteral("Moved chart 4712")), 1)
            << lines << " lines before the chart:\n"
            << text.toStdString();
    }
}

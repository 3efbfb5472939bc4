// SPDX-License-Identifier: GPL-3.0-or-later
// ChartSvg: a report chart as inline SVG with its text alternative, and its title as plain text.
#include "report/ChartSvg.h"

#include "charts/ChartText.h"
#include "charts/ExplainedTitle.h"
#include "report/ChartTextObject.h"
#include "tests/report/HtmlDom.h"
#include "tests/report/ReportTesting.h"

#include <QChart>
#include <QLineSeries>
#include <QRegularExpression>

#include <gtest/gtest.h>
#include <memory>

using namespace fabrictco;

namespace {

std::unique_ptr<QChart> lineChart(const QString& seriesName)
{
    auto chart = std::make_unique<QChart>();
    auto* series = new QLineSeries;
    series->setName(ChartText::html(seriesName));
    series->append(1, 2);
    series->append(2, 3);
    chart->addSeries(series);
    chart->createDefaultAxes();
    return chart;
}

} // namespace

TEST(ChartSvgTest, IsAnInlineImageNamedByItsTextAlternative)
{
    test::reportApplication();
    ChartTextObject charts;
    charts.addChart(QStringLiteral("line"), lineChart(QStringLiteral("<script>x</script>")),
                    QSizeF(300, 150));
    QChart* chart = charts.chart(QStringLiteral("line"));
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(charts.chart(QStringLiteral("none")), nullptr);
    const QString svg =
        ChartSvg::inlineSvg(*chart, QStringLiteral("Costs \"A\" & <B>"), QStringLiteral("f1-"));
    ASSERT_TRUE(svg.startsWith(QLatin1String("<svg"))) << svg.left(200).toStdString();
    EXPECT_FALSE(svg.contains(QLatin1String("<?xml")));
    EXPECT_FALSE(svg.contains(QLatin1String("<script")));
    const test::HtmlDom dom = test::HtmlDom::parse(svg.toUtf8());
    ASSERT_TRUE(dom.error.isEmpty()) << dom.error.toStdString();
    const test::HtmlNode& root = dom[0];
    EXPECT_EQ(root.attribute(QStringLiteral("role")), QStringLiteral("img"));
    EXPECT_EQ(root.attribute(QStringLiteral("aria-label")), QStringLiteral("Costs \"A\" & <B>"));
    // Scaled by the page: a view box, no fixed size.
    EXPECT_FALSE(root.attribute(QStringLiteral("viewBox")).isEmpty());
    EXPECT_FALSE(root.has(QStringLiteral("width")));
    EXPECT_FALSE(root.has(QStringLiteral("height")));
    const std::vector<int> titles = dom.all(QStringLiteral("title"));
    ASSERT_EQ(titles.size(), 1u);
    EXPECT_EQ(dom[titles.front()].text, QStringLiteral("Costs \"A\" & <B>"));
    // Its ids are its own: another chart on the page has another prefix.
    static const QRegularExpression id(QStringLiteral("\\bid=\"([^\"]*)\""));
    for (auto found = id.globalMatch(svg); found.hasNext();) {
        EXPECT_TRUE(found.next().captured(1).startsWith(QLatin1String("f1-")));
    }
    EXPECT_FALSE(svg.contains(QLatin1String("url(#gradient")));
    // The series' name is drawn as text (the legend), escaped.
    EXPECT_TRUE(svg.contains(QLatin1String("&lt;script&gt;")));
}

TEST(ChartSvgTest, TitleAndSentenceReadAsPlainTextWhateverTheirLineBreaks)
{
    test::reportApplication();
    QChart chart;
    chart.resize(300, 600); // narrow, so both wrap; tall enough to keep the sentence
    ExplainedTitle::set(&chart,
                        QStringLiteral("Cumulative total cost of ownership & risk over the years"),
                        QStringLiteral("Lower is cheaper; each line is a plan of the comparison "
                                       "at every year of its horizon"));
    const ChartSvg::Title words = ChartSvg::title(chart);
    EXPECT_EQ(words.title,
              QStringLiteral("Cumulative total cost of ownership & risk over the years"));
    EXPECT_EQ(words.sentence, QStringLiteral("Lower is cheaper; each line is a plan of the "
                                             "comparison at every year of its horizon"));
    // Chinese is broken between characters: joined again without a space.
    QChart chinese;
    chinese.resize(120, 200);
    const QString title = QStringLiteral("各方案逐年累计的总拥有成本与风险对比图表标题很长很长");
    chinese.setTitle(ChartText::wrappedSentence(title, 8));
    ASSERT_TRUE(chinese.title().contains(QLatin1String("<br")));
    EXPECT_EQ(ChartSvg::title(chinese).title, title);
    EXPECT_TRUE(ChartSvg::title(chinese).sentence.isEmpty());
}

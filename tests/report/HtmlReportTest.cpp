// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 40, item 5: the accessible HTML report. For each bundled example in English and
// Chinese: the page's language, one h1 and no skipped heading level, header cells in every
// table, a text alternative and a data table for every chart, nothing that runs or loads from
// elsewhere, untrusted names escaped; and the same figures as the PDF of the same data.
#include "report/HtmlReport.h"

#include "core/model/Examples.h"
#include "presentation/ExampleText.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportPages.h"
#include "tests/report/HtmlDom.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <map>
#include <tuple>

using namespace fabrictco;
using test::HtmlDom;
using test::HtmlNode;

namespace {

constexpr std::uint64_t kTrials = 200; // the structure, not the statistics, is under test

/// The example in `language` as the CLI reports it (its title and plan names translated).
ReportData buildData(const std::string& example, const QString& language,
                     const QString& firstPlanName = {})
{
    Scenario scenario = Examples::load(example, test::dataDir());
    {
        const i18n::LanguageScope scope(language);
        ExampleText::localize(scenario);
    }
    if (!firstPlanName.isEmpty())
        scenario.plans.front().name = firstPlanName.toStdString();
    ReportOptions options;
    options.language = language;
    options.trials = kTrials;
    options.date = QDate(2026, 12, 4);
    options.exampleName = QString::fromStdString(example);
    return ReportDataBuilder::build(scenario, Catalog::loadDirectory(test::dataDir()), options);
}

using Param = std::tuple<const char*, const char*>; // example, language

class HtmlReportTest : public ::testing::TestWithParam<Param>
{
protected:
    static void SetUpTestSuite() { test::reportApplication(); }

    static std::string example() { return std::get<0>(GetParam()); }
    static QString language() { return QString::fromLatin1(std::get<1>(GetParam())); }

    static const ReportData& data()
    {
        static std::map<Param, ReportData> built;
        if (!built.count(GetParam()))
            built.emplace(GetParam(), buildData(example(), language()));
        return built.at(GetParam());
    }
    static const QByteArray& html()
    {
        static std::map<Param, QByteArray> written;
        if (!written.count(GetParam()))
            written.emplace(GetParam(), HtmlReport(data()).html());
        return written.at(GetParam());
    }
    static const HtmlDom& dom()
    {
        static std::map<Param, HtmlDom> parsed;
        if (!parsed.count(GetParam()))
            parsed.emplace(GetParam(), HtmlDom::parse(html()));
        return parsed.at(GetParam());
    }
};

TEST_P(HtmlReportTest, ParsesAndStatesItsLanguageCharsetAndTitle)
{
    ASSERT_TRUE(dom().error.isEmpty()) << dom().error.toStdString();
    ASSERT_FALSE(dom().nodes.empty());
    EXPECT_EQ(dom()[0].name, QStringLiteral("html"));
    EXPECT_EQ(dom()[0].attribute(QStringLiteral("lang")),
              language() == QLatin1String("en") ? QStringLiteral("en") : QStringLiteral("zh-CN"));
    EXPECT_TRUE(html().startsWith("<!DOCTYPE html>"));
    bool charset = false;
    for (const int meta : dom().all(QStringLiteral("meta")))
        charset = charset || dom()[meta].attribute(QStringLiteral("charset")) == "utf-8";
    EXPECT_TRUE(charset);
    const std::vector<int> titles = dom().all(QStringLiteral("title"));
    ASSERT_FALSE(titles.empty());
    EXPECT_FALSE(dom()[titles.front()].text.trimmed().isEmpty());
    EXPECT_FALSE(dom().inside(titles.front(), QStringLiteral("svg")));
}

TEST_P(HtmlReportTest, HasOneH1AndNeverSkipsAHeadingLevel)
{
    int previous = 0;
    int h1 = 0;
    for (std::size_t i = 0; i < dom().nodes.size(); ++i) {
        static const QRegularExpression heading(QStringLiteral("^h([1-6])$"));
        const QRegularExpressionMatch match = heading.match(dom().nodes[i].name);
        if (!match.hasMatch())
            continue;
        const int level = match.captured(1).toInt();
        h1 += level == 1 ? 1 : 0;
        EXPECT_LE(level, previous + 1)
            << "after h" << previous << ": " << dom().nodes[i].text.toStdString();
        EXPECT_FALSE(dom().nodes[i].text.trimmed().isEmpty());
        EXPECT_TRUE(dom().nodes[i].has(QStringLiteral("id")));
        previous = level;
    }
    EXPECT_EQ(h1, 1);
}

TEST_P(HtmlReportTest, EveryTableHasHeaderCellsAndScrollsInARegion)
{
    const std::vector<int> tables = dom().all(QStringLiteral("table"));
    EXPECT_GT(tables.size(), 10u);
    for (const int table : tables) {
        const std::vector<int> headers = dom().within(table, QStringLiteral("th"));
        EXPECT_FALSE(headers.empty()) << dom()[table].attribute(QStringLiteral("id")).toStdString();
        for (const int th : headers) {
            const QString scope = dom()[th].attribute(QStringLiteral("scope"));
            EXPECT_TRUE(scope == "col" || scope == "row" || scope == "rowgroup");
            if (dom().inside(th, QStringLiteral("thead"))) {
                EXPECT_EQ(scope, QStringLiteral("col"));
            }
        }
        // A table with a header row heads every column of it.
        for (const int head : dom().within(table, QStringLiteral("thead"))) {
            EXPECT_TRUE(dom().within(head, QStringLiteral("td")).empty());
        }
        const HtmlNode& wrapper = dom()[dom()[table].parent];
        EXPECT_EQ(wrapper.attribute(QStringLiteral("class")), QStringLiteral("table-scroll"));
        EXPECT_EQ(wrapper.attribute(QStringLiteral("tabindex")), QStringLiteral("0"));
        EXPECT_FALSE(wrapper.attribute(QStringLiteral("aria-label")).isEmpty());
    }
}

TEST_P(HtmlReportTest, EveryChartIsAFigureWithATextAlternativeAndItsTable)
{
    const std::vector<int> figures = dom().all(QStringLiteral("figure"));
    // The cumulative and category charts, the sweep's and the tornado: at least five.
    EXPECT_GE(figures.size(), 5u);
    QSet<QString> tableIds;
    for (const int table : dom().all(QStringLiteral("table")))
        tableIds.insert(dom()[table].attribute(QStringLiteral("id")));
    for (const int figure : figures) {
        const std::vector<int> svgs = dom().within(figure, QStringLiteral("svg"));
        ASSERT_EQ(svgs.size(), 1u);
        const HtmlNode& svg = dom()[svgs.front()];
        EXPECT_EQ(svg.attribute(QStringLiteral("role")), QStringLiteral("img"));
        const QString label = svg.attribute(QStringLiteral("aria-label")).trimmed();
        EXPECT_GT(label.size(), 5) << label.toStdString();
        const std::vector<int> titles = dom().within(svgs.front(), QStringLiteral("title"));
        ASSERT_FALSE(titles.empty());
        EXPECT_EQ(dom()[titles.front()].text.trimmed(), label);
        const std::vector<int> captions = dom().within(figure, QStringLiteral("figcaption"));
        ASSERT_EQ(captions.size(), 1u);
        EXPECT_FALSE(dom()[captions.front()].text.trimmed().isEmpty());
        // The caption links to the table of the chart's figures, which follows the chart.
        const std::vector<int> links = dom().within(captions.front(), QStringLiteral("a"));
        ASSERT_EQ(links.size(), 1u);
        const QString target = dom()[links.front()].attribute(QStringLiteral("href")).mid(1);
        EXPECT_TRUE(tableIds.contains(target)) << target.toStdString();
        const qsizetype figureAt = html().indexOf(
            QStringLiteral("<figure id=\"%1\"").arg(dom()[figure].attribute("id")).toUtf8());
        EXPECT_GE(figureAt, 0);
        EXPECT_LT(figureAt,
                  html().indexOf(QStringLiteral("<table id=\"%1\"").arg(target).toUtf8()));
    }
}

TEST_P(HtmlReportTest, RunsNothingAndLoadsNothingFromElsewhere)
{
    EXPECT_FALSE(html().toLower().contains("<script"));
    EXPECT_FALSE(html().toLower().contains("javascript:"));
    // Every id once in the page (each chart's SVG numbers its gradients from 1).
    QSet<QString> ids;
    for (const auto& node : dom().nodes) {
        if (!node.has(QStringLiteral("id")))
            continue;
        const QString id = node.attribute(QStringLiteral("id"));
        EXPECT_FALSE(ids.contains(id)) << id.toStdString();
        ids.insert(id);
    }
    // A reference inside a chart (a gradient's url(#...)) reaches an id of the page.
    static const QRegularExpression reference(QStringLiteral("url\\(#([^)]+)\\)"));
    for (auto found = reference.globalMatch(QString::fromUtf8(html())); found.hasNext();) {
        const QString target = found.next().captured(1);
        EXPECT_TRUE(ids.contains(target)) << target.toStdString();
    }
    int links = 0;
    for (const auto& node : dom().nodes) {
        EXPECT_NE(node.name, QStringLiteral("iframe"));
        EXPECT_NE(node.name, QStringLiteral("link"));
        EXPECT_NE(node.name, QStringLiteral("object"));
        for (const QXmlStreamAttribute& attribute : node.attributes) {
            const QString name = attribute.qualifiedName().toString().toLower();
            const QString value = attribute.value().toString();
            EXPECT_FALSE(name.startsWith(QLatin1String("on"))) << name.toStdString();
            if (name == "href" || name == "xlink:href") {
                // In-page links only, and each reaches its target.
                EXPECT_TRUE(value.startsWith(QLatin1Char('#')) || value.startsWith("data:"))
                    << value.toStdString();
                if (value.startsWith(QLatin1Char('#'))) {
                    EXPECT_TRUE(ids.contains(value.mid(1))) << value.toStdString();
                    ++links;
                }
            }
            if (name == "src") {
                EXPECT_TRUE(value.startsWith(QLatin1String("data:"))) << value.toStdString();
            }
        }
    }
    // The contents link every section.
    EXPECT_GT(links, int(dom().all(QStringLiteral("h2")).size()));
    EXPECT_FALSE(dom().all(QStringLiteral("nav")).empty());
}

TEST_P(HtmlReportTest, KeepsNoFixedWidthsOrPointSizes)
{
    // The PDF's layout stays behind: no presentational attribute or inline style.
    for (const auto& node : dom().nodes) {
        if (dom().inside(int(&node - dom().nodes.data()), QStringLiteral("svg")) ||
            node.name == QLatin1String("svg"))
            continue;
        for (const char* attribute :
             {"style", "width", "bgcolor", "align", "cellpadding", "border"}) {
            EXPECT_FALSE(node.has(QString::fromLatin1(attribute)))
                << node.name.toStdString() << " " << attribute;
        }
    }
    const std::vector<int> styles = dom().all(QStringLiteral("style"));
    ASSERT_EQ(styles.size(), 1u);
    const QString css = dom()[styles.front()].text;
    EXPECT_FALSE(css.contains(QRegularExpression(QStringLiteral("[0-9]pt"))));
    EXPECT_TRUE(css.contains(QStringLiteral("max-width")));
    EXPECT_TRUE(css.contains(QStringLiteral("overflow-x: auto")));
}

TEST_P(HtmlReportTest, HeadlineFiguresAreThePdfs)
{
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "poppler-utils is not installed";
    QTemporaryDir dir;
    const QString pdfPath = dir.filePath(QStringLiteral("report.pdf"));
    ReportPages(data()).writePdf(pdfPath);
    bool ok = false;
    QString pdfText =
        test::runTool(QStringLiteral("pdftotext"), {pdfPath, QStringLiteral("-")}, &ok);
    ASSERT_TRUE(ok);
    const auto solid = [](QString text) {
        return text.remove(QRegularExpression(QStringLiteral("\\s+")));
    };
    pdfText = solid(pdfText);
    // The recommendation's headline and its margin row, to the cent, as the PDF prints them.
    int compared = 0;
    for (const int p : dom().all(QStringLiteral("p"))) {
        if (dom()[p].attribute(QStringLiteral("class")) != QLatin1String("large"))
            continue;
        EXPECT_TRUE(pdfText.contains(solid(dom()[p].text))) << dom()[p].text.toStdString();
        ++compared;
    }
    const QString marginLabel = language() == QLatin1String("en")
                                    ? QStringLiteral("Difference in net present value")
                                    : QString();
    for (const int row : dom().all(QStringLiteral("tr"))) {
        const std::vector<int> cells = dom()[row].children;
        if (cells.size() < 2)
            continue;
        const QString label = dom()[cells.front()].text.trimmed();
        if (!marginLabel.isEmpty() && label == marginLabel) {
            const QString margin = solid(dom()[cells.back()].text);
            EXPECT_TRUE(pdfText.contains(margin)) << margin.toStdString();
            ++compared;
        }
    }
    EXPECT_GE(compared, language() == QLatin1String("en") ? 2 : 1);
    // Every amount of the executive summary's tables (before the first chart), in both.
    const qsizetype firstFigure = html().indexOf("<figure");
    int amounts = 0;
    for (const int table : dom().all(QStringLiteral("table"))) {
        const QString id = dom()[table].attribute(QStringLiteral("id"));
        if (html().indexOf(QStringLiteral("<table id=\"%1\"").arg(id).toUtf8()) > firstFigure)
            break;
        for (const int td : dom().within(table, QStringLiteral("td"))) {
            const QString cell = solid(dom()[td].text);
            static const QRegularExpression amount(QStringLiteral("^-?[0-9,]+\\.[0-9]{2}"));
            if (!amount.match(cell).hasMatch())
                continue;
            EXPECT_TRUE(pdfText.contains(cell)) << cell.toStdString();
            ++amounts;
        }
    }
    EXPECT_GE(amounts, 8);
}

/// "llm_training_en", "hft_zh_CN": the parameters in the test's name.
std::string exampleAndLanguage(const ::testing::TestParamInfo<Param>& param)
{
    std::string name = std::string(std::get<0>(param.param)) + "_" + std::get<1>(param.param);
    for (char& c : name)
        if (c == '-')
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Examples, HtmlReportTest,
                         ::testing::Combine(::testing::Values("llm-training", "hft",
                                                              "ceph-storage"),
                                            ::testing::Values("en", "zh_CN")),
                         exampleAndLanguage);

TEST(HtmlReportEscapingTest, AHostilePlanNameIsText)
{
    test::reportApplication();
    const QString hostile = QStringLiteral("<script>alert(1)</script>");
    const QByteArray html = HtmlReport(buildData("hft", QStringLiteral("en"), hostile)).html();
    EXPECT_FALSE(html.toLower().contains("<script"));
    EXPECT_TRUE(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    const HtmlDom dom = HtmlDom::parse(html);
    EXPECT_TRUE(dom.error.isEmpty()) << dom.error.toStdString();
    // In the tables and in the charts' text alike.
    int inTables = 0;
    int inCharts = 0;
    for (std::size_t i = 0; i < dom.nodes.size(); ++i) {
        // A chart may break a long name over lines: its script tag's text is enough there.
        const bool chart = dom.inside(int(i), QStringLiteral("svg"));
        if (!dom.nodes[i].children.empty() ||
            !dom.nodes[i].text.contains(chart ? QStringLiteral("alert(1)") : hostile))
            continue;
        (chart ? inCharts : inTables) += 1;
    }
    EXPECT_GT(inTables, 0);
    EXPECT_GT(inCharts, 0);
}

TEST(HtmlReportErrorTest, AnUnknownLanguageIsRefused)
{
    test::reportApplication();
    ReportData data = buildData("hft", QStringLiteral("en"));
    data.options.language = QStringLiteral("fr");
    EXPECT_THROW(HtmlReport{data}, ReportError);
}

TEST(HtmlReportErrorTest, WriteReplacesOnlyARegularFileAndNeverTheInput)
{
    test::reportApplication();
    QTemporaryDir dir;
    ReportData data = buildData("hft", QStringLiteral("en"));
    const QString input = dir.filePath(QStringLiteral("plan.fabrictco"));
    {
        QFile file(input);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("the document");
    }
    data.options.inputFiles = {input};
    const HtmlReport report(data);
    // The document the figures come from.
    try {
        report.write(input);
        ADD_FAILURE() << "wrote over the input";
    } catch (const ReportError& error) {
        EXPECT_EQ(error.problem(), ReportProblem::CannotWrite);
    }
    QFile kept(input);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), QByteArray("the document"));
    // A folder by the report's name, and a folder that does not exist.
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder.html")));
    EXPECT_THROW(report.write(dir.filePath(QStringLiteral("folder.html"))), ReportError);
    EXPECT_THROW(report.write(dir.filePath(QStringLiteral("missing/report.html"))), ReportError);
    // A regular file is replaced whole.
    const QString out = dir.filePath(QStringLiteral("report.html"));
    {
        QFile file(out);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("old");
    }
    report.write(out);
    QFile written(out);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_EQ(written.readAll(), report.html());
}

} // namespace

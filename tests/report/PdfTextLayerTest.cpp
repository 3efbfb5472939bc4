// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF's text layer says each line once. A line at a page break is painted on both pages and
// hidden on one by the clip; the hidden copy's text used to stay in the PDF, so copying, searching
// and a screen reader met the line twice, once on the wrong page.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

/// Long enough to be a line of running text, not a cell ("estimate") or a short heading.
constexpr int kLongLine = 30;

class PdfTextLayerTest : public test::PdfReadBackTest<::testing::TestWithParam<std::string>>
{
protected:
    /// The lines of text on each page, as a reader copying the page would get them.
    std::vector<QStringList> pageLines(const QString& language)
    {
        ReportOptions options;
        options.language = language;
        options.trials = 1000;
        options.date = QDate(2026, 11, 29);
        const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
        ReportGenerator::writePdf(path, Examples::load(GetParam(), test::dataDir()),
                                  Catalog::loadDirectory(test::dataDir()), options);
        bool ok = false;
        const QString text =
            test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok);
        EXPECT_TRUE(ok);
        std::vector<QStringList> pages;
        for (const QString& page : text.split(QLatin1Char('\f'))) {
            QStringList lines;
            for (const QString& line : page.split(QLatin1Char('\n')))
                if (!line.trimmed().isEmpty())
                    lines << line.trimmed();
            pages.push_back(lines);
        }
        return pages;
    }

    /// Lines that end one page's text and open the next's, other than the running header (on
    /// most pages). A line at a break painted on both pages comes out so: the
    /// next page's first line drawn last on this page, or this page's last drawn first on the
    /// next. Text repeated elsewhere (a phrase in many table rows, an axis title) is not this.
    static QStringList repeatedAcrossBreaks(const std::vector<QStringList>& pages)
    {
        // pdftotext may join the header to a neighbouring text on a page or two: a line on
        // most pages is the header.
        QHash<QString, std::size_t> pagesWith;
        for (const QStringList& page : pages)
            for (const QString& line : QSet<QString>(page.begin(), page.end()))
                ++pagesWith[line];
        QSet<QString> header;
        for (auto it = pagesWith.cbegin(); it != pagesWith.cend(); ++it)
            if (it.value() > pages.size() / 2)
                header.insert(it.key());
        auto body = [&](const QStringList& page) {
            QStringList lines;
            for (const QString& line : page)
                if (line.size() >= kLongLine && !header.contains(line))
                    lines << line;
            return lines;
        };
        // A table's header row is repeated atop the next page by design, its cells with it;
        // Qt writes a breaking table's header after its rows, so it can end a page's text.
        const auto isRepeatedHeaderRow = [](const QStringList& before, const QStringList& after,
                                            const QString& line) {
            const qsizetype at = after.indexOf(line);
            int cellsAlsoBefore = 0;
            for (qsizetype next = at + 1; next < after.size() && next <= at + 3; ++next)
                cellsAlsoBefore += before.contains(after[next]) ? 1 : 0;
            return cellsAlsoBefore >= 2;
        };
        QStringList repeated;
        for (std::size_t i = 1; i < pages.size(); ++i) {
            const QStringList before = body(pages[i - 1]);
            const QStringList after = body(pages[i]);
            if (before.isEmpty() || after.isEmpty() || before.last() != after.first() ||
                isRepeatedHeaderRow(pages[i - 1], pages[i], after.first()))
                continue;
            repeated << QStringLiteral("pages %1-%2: %3").arg(i).arg(i + 1).arg(after.first());
        }
        return repeated;
    }
};

TEST_P(PdfTextLayerTest, NoLineIsReadOnTwoPagesInEnglish)
{
    const std::vector<QStringList> pages = pageLines(QStringLiteral("en"));
    ASSERT_GT(pages.size(), 10u);
    const QStringList repeated = repeatedAcrossBreaks(pages);
    EXPECT_TRUE(repeated.isEmpty()) << repeated.join(QLatin1Char('\n')).toStdString();
}

TEST_P(PdfTextLayerTest, NoLineIsReadOnTwoPagesInChinese)
{
    const std::vector<QStringList> pages = pageLines(QStringLiteral("zh_CN"));
    ASSERT_GT(pages.size(), 10u);
    const QStringList repeated = repeatedAcrossBreaks(pages);
    EXPECT_TRUE(repeated.isEmpty()) << repeated.join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(EveryExample, PdfTextLayerTest, ::testing::ValuesIn(Examples::names()),
                         [](const ::testing::TestParamInfo<std::string>& example) {
                             std::string name = example.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace

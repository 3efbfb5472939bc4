// SPDX-License-Identifier: GPL-3.0-or-later
// The report's contents page (issue 15, item 2): every section with the page it starts on, read
// back from the PDF a reader gets, in both languages and both paper sizes; the main body comes
// before the appendix.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

using Case = test::LanguageAndPaper;

class ReportContentsTest : public test::PdfReadBackTest<::testing::TestWithParam<Case>>
{
protected:
    QString pageText(const QString& path, int page)
    {
        bool ok = false;
        const QString n = QString::number(page);
        const QString text = test::runTool(
            QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), n, QStringLiteral("-l"), n, path, QStringLiteral("-")}, &ok);
        EXPECT_TRUE(ok);
        return text;
    }
};

TEST_P(ReportContentsTest, EverySectionStartsOnThePageTheContentsGive)
{
    ReportOptions options;
    options.language = QString::fromLatin1(GetParam().language);
    options.paper = GetParam().paper;
    options.trials = 500;
    options.date = QDate(2026, 12, 1);
    const QString path = this->m_dir.filePath(QStringLiteral("report.pdf"));
    ReportGenerator::writePdf(path, Examples::load("ceph-storage", test::dataDir()),
                              Catalog::loadDirectory(test::dataDir()), options);

    // Page 2 is the contents: "section title ... page" lines, the page number last.
    const QString contents = pageText(path, 2);
    static const QRegularExpression entry(QStringLiteral("^(.+?)\\s+(\\d+)$"),
                                          QRegularExpression::MultilineOption);
    std::vector<std::pair<QString, int>> entries;
    bool layout = false;
    {
        bool ok = false;
        const QString text = test::runTool(QStringLiteral("pdftotext"),
                                           {QStringLiteral("-f"), QStringLiteral("2"),
                                            QStringLiteral("-l"), QStringLiteral("2"),
                                            QStringLiteral("-layout"), path, QStringLiteral("-")},
                                           &ok);
        layout = ok;
        for (auto it = entry.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const QString title = m.captured(1).trimmed();
            // The footer ("Page 2 of 20") and the header line end in numbers too.
            if (title.contains(QLatin1Char('2')) || m.captured(2).toInt() < 3)
                continue;
            entries.emplace_back(title, m.captured(2).toInt());
        }
    }
    ASSERT_TRUE(layout);
    ASSERT_GE(entries.size(), 8u) << contents.toStdString();
    int previous = 0;
    for (const auto& [title, page] : entries) {
        SCOPED_TRACE(title.toStdString());
        EXPECT_GE(page, previous) << "sections out of order";
        previous = page;
        EXPECT_TRUE(pageText(path, page).contains(title)) << "not on page " << page;
    }
    // Each entry is a link to the page it gives (issue 39): a reader clicks it.
    const QString links =
        test::runTool(QStringLiteral("pdftohtml"),
                      {QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"),
                       QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("2"),
                       QStringLiteral("-l"), QStringLiteral("2"), path});
    for (const auto& [title, page] : entries)
        EXPECT_TRUE(links.contains(
            QRegularExpression(QStringLiteral("<a href=\"[^\"]*#%1\">[^<]*%2</a>")
                                   .arg(page)
                                   .arg(QRegularExpression::escape(title.toHtmlEscaped())))))
            << title.toStdString() << " is not a link to page " << page << "\n"
            << links.toStdString();
    // The example has vendor quotes: their page is listed under the appendix.
    EXPECT_TRUE(std::any_of(entries.begin(), entries.end(), [](const auto& e) {
        return e.first == QStringLiteral("Vendor quotes") ||
               e.first == QStringLiteral("供应商报价");
    })) << contents.toStdString();
    // The appendix comes last and starts after every section of the main body.
    const auto appendix = std::find_if(entries.begin(), entries.end(), [](const auto& e) {
        return e.first.contains(QStringLiteral("A:")) || e.first.contains(QStringLiteral("A："));
    });
    ASSERT_NE(appendix, entries.end());
    EXPECT_GE(std::distance(entries.begin(), appendix), 5);
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndPapers, ReportContentsTest, test::languagesAndPapers(),
                         test::languageAndPaperName);

} // namespace

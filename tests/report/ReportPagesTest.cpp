// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportPages.h"

#include "core/model/Examples.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "tests/report/ReportTesting.h"

#include <QFile>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportPagesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ReportOptions options;
        options.trials = 500;
        options.date = QDate(2026, 11, 29);
        m_data = std::make_unique<ReportData>(
            ReportDataBuilder::build(Examples::load("llm-training", test::dataDir()),
                                     Catalog::loadDirectory(test::dataDir()), options));
    }
    std::unique_ptr<ReportData> m_data;
    QTemporaryDir m_dir;
};

int pdfPages(const QString& path)
{
    const QString info = test::runTool(QStringLiteral("pdfinfo"), {path});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

TEST_F(ReportPagesTest, PrintsThePagesOfThePdf)
{
    if (!test::hasTool(QStringLiteral("pdftotext")) || !test::hasTool(QStringLiteral("pdfinfo")))
        GTEST_SKIP() << "poppler-utils is not installed";
    const ReportPages pages(*m_data);
    const QString pdfPath = m_dir.filePath(QStringLiteral("report.pdf"));
    pages.writePdf(pdfPath);
    EXPECT_EQ(pdfPages(pdfPath), pages.pageCount());

    // A printer writing a PDF stands in for a real one: every page, with the same words.
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString printed = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(printed);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setFullPage(true);
    pages.print(printer, 0, pages.pageCount() - 1);
    EXPECT_EQ(pdfPages(printed), pages.pageCount());
    const QString last = QString::number(pages.pageCount());
    auto pageText = [&](const QString& path) {
        return test::runTool(
            QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), last, QStringLiteral("-l"), last, path, QStringLiteral("-")});
    };
    EXPECT_TRUE(pageText(printed).contains(QStringLiteral("Page %1 of %1").arg(last)));
    // The same words (pdftotext may read the header line's two halves in another order).
    auto words = [&](const QString& path) {
        QStringList list =
            pageText(path).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        list.sort();
        return list.join(QLatin1Char(' ')).toStdString();
    };
    EXPECT_EQ(words(printed), words(pdfPath));
}

TEST_F(ReportPagesTest, PrintsAPageRange)
{
    if (!test::hasTool(QStringLiteral("pdfinfo")))
        GTEST_SKIP() << "poppler-utils is not installed";
    const ReportPages pages(*m_data);
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString printed = m_dir.filePath(QStringLiteral("range.pdf"));
    printer.setOutputFileName(printed);
    printer.setFullPage(true);
    pages.print(printer, 1, 2);
    EXPECT_EQ(pdfPages(printed), 2);
}

TEST_F(ReportPagesTest, PageImagesHaveThePaperSizeAndContent)
{
    const ReportPages pages(*m_data);
    const QImage cover = pages.pageImage(0, 72);
    // A4 is 595 x 842 points.
    EXPECT_NEAR(cover.width(), 595, 1);
    EXPECT_NEAR(cover.height(), 842, 1);
    int dark = 0;
    for (int y = 0; y < cover.height(); y += 2)
        for (int x = 0; x < cover.width(); x += 2)
            dark += qGray(cover.pixel(x, y)) < 128 ? 1 : 0;
    EXPECT_GT(dark, 100) << "the cover has text";

    m_data->options.paper = QPageSize::Letter;
    const ReportPages letter(*m_data);
    EXPECT_NEAR(letter.pageImage(0, 72).width(), 612, 1);
}

TEST_F(ReportPagesTest, AnUnwritablePathThrowsAndLeavesNoFile)
{
    const ReportPages pages(*m_data);
    const QString path = m_dir.filePath(QStringLiteral("missing/report.pdf"));
    EXPECT_THROW(pages.writePdf(path), ReportError);
    EXPECT_FALSE(QFile::exists(path));
}

// The PDF writer lays out the sections that do not read the risk analysis while it runs
// (issue 42): the pages must be the pages of the report laid out whole, in both languages, and
// the risk analysis must be asked for once.
TEST_F(ReportPagesTest, LaidOutWhileTheRiskAnalysisRunsThePagesAreTheSame)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        SCOPED_TRACE(language.toStdString());
        ReportData whole = *m_data;
        whole.options.language = language;
        ReportData withoutRisk = whole;
        withoutRisk.risk = {};
        int asked = 0;
        const ReportPages laidOutWhole(whole);
        const ReportPages overlapped(withoutRisk, [&] {
            ++asked;
            return whole.risk;
        });
        EXPECT_EQ(asked, 1);
        ASSERT_EQ(overlapped.pageCount(), laidOutWhole.pageCount());
        for (int page = 0; page < laidOutWhole.pageCount(); ++page) {
            EXPECT_TRUE(overlapped.pageImage(page, 36) == laidOutWhole.pageImage(page, 36))
                << "page " << page + 1;
        }
    }
}

TEST_F(ReportPagesTest, ARiskAnalysisThatFailsWhileThePagesAreLaidOutFailsTheReport)
{
    ReportData withoutRisk = *m_data;
    withoutRisk.risk = {};
    EXPECT_THROW(ReportPages(withoutRisk,
                             []() -> ReportRisk {
                                 throw ReportError("risk analysis: no", ReportProblem::RiskFailed);
                             }),
                 ReportError);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuoteImportDialog.h"

#include "UiTestSupport.h"
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "tests/support/TestData.h"
#include "translations/I18n.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class QuoteImportDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        content.scenario = Examples::load("llm-training");
    }
    QString writeCsv(const QByteArray& text)
    {
        return test::writeFile(dir, QStringLiteral("quotes.csv"), text);
    }

    QTemporaryDir dir;
    DocumentContent content;
};

TEST_F(QuoteImportDialogTest, ShowsEveryRowAcceptedOrRejectedWithTheReason)
{
    QuoteImportDialog dialog(writeCsv("item,vendor,unit price,currency,quote date\n"
                                      "ib.price.switch,Acme,\"31,500.00\",USD,2026-11-02\n"
                                      "ib.price.swich,Acme,100,USD,2026-11-02\n"),
                             content);
    ASSERT_TRUE(dialog.ok()) << dialog.errorText().toStdString();
    ASSERT_EQ(dialog.table()->rowCount(), 2);
    EXPECT_EQ(dialog.import().accepted.size(), 1u);
    EXPECT_EQ(dialog.table()->item(0, 1)->text(), QStringLiteral("accepted"));
    EXPECT_TRUE(dialog.table()->item(0, 4)->text().contains(QStringLiteral("31,500.00 USD")));
    EXPECT_TRUE(dialog.table()->item(1, 1)->text().contains(QStringLiteral("ib.price.swich")))
        << dialog.table()->item(1, 1)->text().toStdString();
}

TEST_F(QuoteImportDialogTest, RejectionReasonsAreInTheWindowsLanguage)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QuoteImportDialog dialog(writeCsv("item,vendor,unit price,currency,quote date\n"
                                      "ib.price.swich,Acme,100,USD,2026-11-02\n"
                                      "ib.price.switch,Acme,100,XYZ,2026-11-02\n"
                                      "ib.price.switch,Acme,-5,USD,2026-11-02\n"
                                      // Above the model's ceiling for a switch (a rule of
                                      // the cost model, not of the file).
                                      "ib.price.switch,Acme,200000000,USD,2026-11-02\n"),
                             content);
    i18n::installLanguage(QStringLiteral("en"));
    ASSERT_TRUE(dialog.ok()) << dialog.errorText().toStdString();
    ASSERT_EQ(dialog.table()->rowCount(), 4);
    ASSERT_EQ(dialog.import().rejected.size(), 4u);
    EXPECT_EQ(dialog.import().rejected.back().problem, QuoteRowProblem::ModelRule);
    for (int row = 0; row < 4; ++row) {
        QString shown = dialog.table()->item(row, 1)->text();
        // What the file says stays as written; the words around it are Chinese.
        for (const char* quoted : {"ib.price.swich", "XYZ", "-5", "USD", "CNY"})
            shown.remove(QString::fromLatin1(quoted));
        EXPECT_FALSE(shown.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << dialog.table()->item(row, 1)->text().toStdString();
    }
    EXPECT_TRUE(dialog.table()->item(0, 1)->text().contains(QStringLiteral("ib.price.swich")));
}

TEST_F(QuoteImportDialogTest, RepeatsConflictsAndFutureDatesAreShownAsTheImportWillTreatThem)
{
    // Issue 34: the preview shows what the import does: a repeated row once, rows that
    // disagree for one item and vendor refused, a date in the future refused; in Chinese too.
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QuoteImportDialog dialog(writeCsv("item,vendor,unit price,currency,quote date\n"
                                      "ib.price.switch,Acme,30000,USD,2026-11-02\n"
                                      "ib.price.switch,Acme,30000,USD,2026-11-02\n"
                                      "ib.price.nic,Acme,2000,USD,2026-11-02\n"
                                      "ib.price.nic,Acme,1.00,USD,2026-11-03\n"
                                      "roce.price.nic,Evil,1.00,USD,2200-01-01\n"),
                             content);
    const QString summary = dialog.summaryText();
    QStringList results;
    for (int row = 0; row < dialog.table()->rowCount(); ++row)
        results << dialog.table()->item(row, 1)->text();
    i18n::installLanguage(QStringLiteral("en"));
    ASSERT_TRUE(dialog.ok()) << dialog.errorText().toStdString();
    ASSERT_EQ(results.size(), 5);
    EXPECT_EQ(dialog.import().accepted.size(), 1u);
    EXPECT_TRUE(results[1].contains(QStringLiteral("2"))) << results[1].toStdString();
    for (int row : {2, 3, 4})
        EXPECT_EQ(dialog.import().rejected[std::size_t(row - 2)].line, row + 2);
    EXPECT_EQ(dialog.import().rejected[2].problem, QuoteRowProblem::DateInFuture);
    for (QString shown : results) {
        for (const char* quoted : {"USD", "2200-01-01", "2026-12-02", "1.00", "2000.00"})
            shown.remove(QString::fromLatin1(quoted));
        EXPECT_FALSE(shown.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << shown.toStdString();
    }
    EXPECT_FALSE(summary.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
        << summary.toStdString();
}

TEST_F(QuoteImportDialogTest, AnExpiredQuoteIsFlaggedBeforeItIsAdded)
{
    QuoteImportDialog dialog(writeCsv("item,vendor,unit price,currency,quote date,valid until\n"
                                      "ib.price.switch,Acme,31500,USD,2020-01-02,2020-03-01\n"
                                      "ib.price.nic,Acme,1500,USD,2020-01-02,\n"),
                             content);
    ASSERT_TRUE(dialog.ok()) << dialog.errorText().toStdString();
    ASSERT_EQ(dialog.table()->rowCount(), 2);
    EXPECT_EQ(dialog.table()->item(0, 1)->text(), QStringLiteral("accepted (expired)"));
    EXPECT_EQ(dialog.table()->item(0, 6)->text(), QStringLiteral("2020-03-01 (expired)"));
    EXPECT_EQ(dialog.table()->item(1, 1)->text(), QStringLiteral("accepted"));
    EXPECT_EQ(dialog.table()->item(1, 6)->text(), QStringLiteral("no validity stated"));
    EXPECT_TRUE(dialog.summaryText().contains(QStringLiteral("already expired")))
        << dialog.summaryText().toStdString();
}

TEST_F(QuoteImportDialogTest, AFileWithoutTheRequiredColumnsIsRefusedAsAWhole)
{
    QuoteImportDialog dialog(writeCsv("name,colour\nx,y\n"), content);
    EXPECT_FALSE(dialog.ok());
    EXPECT_FALSE(dialog.errorText().isEmpty());
}

TEST_F(QuoteImportDialogTest, AFileRefusedAsAWholeIsExplainedInTheWindowsLanguage)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QuoteImportDialog missing(writeCsv("name,colour\nx,y\n"), content);
    QuoteImportDialog latin1(writeCsv("item,vendor,unit_price,currency\n\xe9t\xe9,a,1,USD\n"),
                             content);
    QuoteImportDialog empty(writeCsv(""), content);
    i18n::installLanguage(QStringLiteral("en"));
    for (const QuoteImportDialog* dialog : {&missing, &latin1, &empty}) {
        EXPECT_FALSE(dialog->ok());
        const QString error = dialog->errorText();
        EXPECT_FALSE(error.isEmpty());
        QString words = error;
        words.remove(QRegularExpression(QStringLiteral("UTF-8|CSV|Excel|WPS|MiB")));
        // A column's name is quoted as the format spells it; the sentence around it is Chinese.
        words.remove(QRegularExpression(QStringLiteral("\\b(item|unit price|currency|quote date|"
                                                       "vendor)\\b")));
        EXPECT_FALSE(words.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))))
            << error.toStdString();
    }
}

TEST_F(QuoteImportDialogTest, AWorkbookSavedByLibreOfficeIsPreviewedWithItsUnquotedLines)
{
    // Issue 35: a request for quotation comes back as XLSX, some lines without a price.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const QString workbook =
        QDir(test::fixturesDir()).filePath(QStringLiteral("quotes-saved-by-libreoffice.xlsx"));
    QuoteImportDialog dialog(workbook, content, nullptr, &catalog);
    ASSERT_TRUE(dialog.ok()) << dialog.errorText().toStdString();
    EXPECT_EQ(dialog.import().accepted.size(), 3u);
    EXPECT_EQ(dialog.import().unquotedLines, std::vector<int>{5});
    ASSERT_EQ(dialog.table()->rowCount(), 4);
    EXPECT_EQ(dialog.table()->item(0, 1)->text(), QStringLiteral("accepted"));
    EXPECT_TRUE(dialog.table()->item(0, 4)->text().contains(QStringLiteral("30,000.10 USD")))
        << dialog.table()->item(0, 4)->text().toStdString();
    EXPECT_EQ(dialog.table()->item(3, 1)->text(), QStringLiteral("not quoted: no price given"));
    EXPECT_EQ(dialog.table()->item(3, 2)->text(), QStringLiteral("ib.price.cable_copper"));
    EXPECT_TRUE(dialog.summaryText().contains(QStringLiteral("1 row not quoted")))
        << dialog.summaryText().toStdString();
}

TEST_F(QuoteImportDialogTest, AFileThatOnlyLooksLikeAWorkbookIsRefusedWithTheReason)
{
    QuoteImportDialog dialog(test::writeFile(dir, QStringLiteral("quotes.xlsx"),
                                             QByteArray("PK\x03\x04", 4) + QByteArray(100, 'x')),
                             content);
    EXPECT_FALSE(dialog.ok());
    EXPECT_TRUE(dialog.errorText().contains(QStringLiteral("XLSX")))
        << dialog.errorText().toStdString();
}

} // namespace

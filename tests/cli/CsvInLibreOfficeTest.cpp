// SPDX-License-Identifier: GPL-3.0-or-later
// No exported CSV runs a formula in a real spreadsheet (issue 34, item 3): a document whose plan
// names and quote vendor carry formulas after ';' and ',' is exported with the real
// fabrictco-cli, and LibreOffice opens the CSV as a user would, splitting on ',' (en) and on ';'
// (de, fr), then saves it as flat ODS, in which no cell may hold a formula. Needs LibreOffice
// (libreoffice-calc-nogui): CI's extras stage installs it; without it the test says so and skips.
#include "tests/cli/LibreOfficeRun.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/ProcessRun.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using fabrictco::test::runProcess;

/// What a run printed, for a failure message.
std::string said(const fabrictco::test::ProcessRun& run)
{
    return (run.out + run.err).toStdString();
}

TEST(CsvInLibreOfficeTest, NoCellIsAFormulaWhateverTheSeparator)
{
    fabrictco::test::ensureCoreApplication();
    const QString soffice = fabrictco::test::sofficePath();
    if (soffice.isEmpty())
        GTEST_SKIP() << "LibreOffice is not installed (Debian package libreoffice-calc-nogui); "
                        "CI's extras stage runs this test with it";
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QProcessEnvironment environment = fabrictco::test::libreOfficeEnvironment(folder.path());
    const QString cli = QStringLiteral(FABRICTCO_CLI_EXECUTABLE);
    QFile quotes(QDir(folder.path()).filePath(QStringLiteral("q.csv")));
    ASSERT_TRUE(quotes.open(QIODevice::WriteOnly));
    quotes.write("item,vendor,unit price,currency,quote date,validity\n"
                 "ib.price.switch,\"Acme;@SUM(9*9);\",28000,USD,2026-11-02,90 days\n");
    quotes.close();
    for (const QStringList& step :
         {QStringList{"new", "-o", "d.fabrictco"},
          QStringList{"set", "d.fabrictco", "roce.name=RoCE;=cmd|' /C calc'!A0;",
                      "ib.name=IB,=1+1,-2+3"},
          QStringList{"import-prices", "d.fabrictco", "q.csv"},
          QStringList{"export", "d.fabrictco", "-o", "e.csv", "--trials", "200"}}) {
        const auto done = runProcess(cli, step, environment, folder.path());
        ASSERT_TRUE(done.ok()) << step.join(QLatin1Char(' ')).toStdString() << ": " << said(done);
    }
    const QByteArray exported = [&] {
        QFile file(QDir(folder.path()).filePath(QStringLiteral("e.csv")));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    ASSERT_TRUE(exported.contains("Acme;'@SUM(9*9);")) << "the vendor is not in the export";

    // 44 is ',' and 59 is ';'; 34 the quote character; 76 UTF-8; from line 1.
    for (const char* separator : {"44", "59"}) {
        SCOPED_TRACE(separator);
        const QString out = QDir(folder.path()).filePath(QStringLiteral("out") + separator);
        const auto converted =
            runProcess(soffice,
                       {"--headless", QStringLiteral("--infilter=CSV:%1,34,76,1").arg(separator),
                        "--convert-to", "fods", "--outdir", out, "e.csv"},
                       environment, folder.path(), 180'000);
        ASSERT_TRUE(converted.ok()) << said(converted);
        QFile sheet(QDir(out).filePath(QStringLiteral("e.fods")));
        ASSERT_TRUE(sheet.open(QIODevice::ReadOnly)) << said(converted);
        const QString xml = QString::fromUtf8(sheet.readAll());
        EXPECT_TRUE(xml.contains(QStringLiteral("RoCE")));
        const QRegularExpression formula(QStringLiteral("table:formula=\"[^\"]*\""));
        EXPECT_FALSE(xml.contains(formula))
            << "a cell is a formula: " << formula.match(xml).captured().toStdString();
    }
}

} // namespace

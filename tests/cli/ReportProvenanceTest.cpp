// SPDX-License-Identifier: GPL-3.0-or-later
// A report and a spreadsheet say where their figures come from: the document's file name and
// the start of its SHA-256, the catalog's version, the program, the trials and the seed (on the
// cover, in the PDF's XMP properties and in the XLSX's document properties).
#include "app/cli/CliErrors.h"
#include "core/model/Catalog.h"
#include "core/model/CatalogFingerprint.h"
#include "tests/cli/CliRun.h"
#include "tests/report/ReportTesting.h"
#include "tests/support/TestData.h"

#include <QCryptographicHash>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef FABRICTCO_HAVE_REPORT

using namespace fabrictco;

namespace {

class ReportProvenanceTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ASSERT_TRUE(m_dir.isValid());
        m_document = m_dir.filePath(QStringLiteral("plan.fabrictco"));
        const test::CliRun created =
            test::runCli({QStringLiteral("new"), QStringLiteral("--example"), QStringLiteral("hft"),
                          QStringLiteral("-o"), m_document});
        ASSERT_EQ(created.code, cli::kExitSuccess) << created.err.toStdString();
        m_digest = QString::fromLatin1(
            QCryptographicHash::hash(test::fileBytes(m_document), QCryptographicHash::Sha256)
                .toHex()
                .left(12));
        m_catalogVersion = QString::fromStdString(
            CatalogFingerprint::version(Catalog::loadDirectory(test::dataDir())));
    }

    QTemporaryDir m_dir;
    QString m_document;
    QString m_digest;
    QString m_catalogVersion;
};

TEST_F(ReportProvenanceTest, TheCoverNamesTheFileItsDigestTheCatalogAndTheRun)
{
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "pdftotext is not installed";
    const QString pdf = m_dir.filePath(QStringLiteral("r.pdf"));
    const test::CliRun r = test::runCli(
        {QStringLiteral("report"), m_document, QStringLiteral("--trials"), QStringLiteral("500"),
         QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("-o"), pdf});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const QString cover = test::runTool(QStringLiteral("pdftotext"),
                                        {QStringLiteral("-l"), QStringLiteral("1"),
                                         QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    EXPECT_TRUE(cover.contains(QStringLiteral("plan.fabrictco (SHA-256 %1)").arg(m_digest)))
        << cover.toStdString();
    EXPECT_TRUE(cover.contains(QStringLiteral("version %1").arg(m_catalogVersion)));
    EXPECT_TRUE(cover.contains(QStringLiteral("500 Monte Carlo trials, seed 7")));
    // The XMP packet: the document's author, the language and the provenance.
    const QByteArray bytes = test::fileBytes(pdf);
    EXPECT_TRUE(bytes.contains("<rdf:li>FabricTCO examples</rdf:li></rdf:Seq></dc:creator>"));
    EXPECT_TRUE(bytes.contains("<dc:language><rdf:Bag><rdf:li>en</rdf:li>"));
    EXPECT_TRUE(bytes.contains(
        QStringLiteral("plan.fabrictco %1; catalog %2").arg(m_digest, m_catalogVersion).toUtf8()));
}

TEST_F(ReportProvenanceTest, AChineseReportSaysItsLanguage)
{
    const QString pdf = m_dir.filePath(QStringLiteral("z.pdf"));
    const test::CliRun r = test::runCli(
        {QStringLiteral("report"), m_document, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
         QStringLiteral("--trials"), QStringLiteral("200"), QStringLiteral("-o"), pdf});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(test::fileBytes(pdf).contains("<dc:language><rdf:Bag><rdf:li>zh-CN</rdf:li>"));
}

TEST_F(ReportProvenanceTest, TheWorkbookCarriesTheProvenanceAsDocumentProperties)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    const QString xlsx = m_dir.filePath(QStringLiteral("x.xlsx"));
    const test::CliRun r =
        test::runCli({QStringLiteral("export"), m_document, QStringLiteral("--trials"),
                      QStringLiteral("200"), QStringLiteral("-o"), xlsx});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const QString core = QString::fromUtf8(
        test::runToolBytes(QStringLiteral("unzip"),
                           {QStringLiteral("-p"), xlsx, QStringLiteral("docProps/core.xml")}));
    EXPECT_TRUE(
        core.contains(QStringLiteral("<dc:title>Latency-critical trading cluster</dc:title>")))
        << core.toStdString();
    EXPECT_TRUE(core.contains(QStringLiteral("<dc:creator>FabricTCO examples</dc:creator>")));
    const QString custom = QString::fromUtf8(
        test::runToolBytes(QStringLiteral("unzip"),
                           {QStringLiteral("-p"), xlsx, QStringLiteral("docProps/custom.xml")}));
    EXPECT_TRUE(custom.contains(QStringLiteral("<vt:lpwstr>%1</vt:lpwstr>").arg(m_digest)))
        << custom.toStdString();
    EXPECT_TRUE(custom.contains(QStringLiteral("<vt:lpwstr>%1</vt:lpwstr>").arg(m_catalogVersion)));
    EXPECT_TRUE(custom.contains(QStringLiteral("<vt:lpwstr>plan.fabrictco</vt:lpwstr>")));
}

TEST_F(ReportProvenanceTest, AnExampleHasNoDigest)
{
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "pdftotext is not installed";
    const QString pdf = m_dir.filePath(QStringLiteral("e.pdf"));
    const test::CliRun r = test::runCli({QStringLiteral("report"), QStringLiteral("--example"),
                                         QStringLiteral("hft"), QStringLiteral("--trials"),
                                         QStringLiteral("200"), QStringLiteral("-o"), pdf});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const QString cover = test::runTool(QStringLiteral("pdftotext"),
                                        {QStringLiteral("-l"), QStringLiteral("1"),
                                         QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    EXPECT_TRUE(cover.contains(QStringLiteral("example hft"))) << cover.toStdString();
    EXPECT_FALSE(cover.contains(QStringLiteral("SHA-256")));
}

} // namespace

#endif

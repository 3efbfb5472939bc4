// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli report --format html`: the accessible HTML report, its options and errors.
#include "app/cli/CliErrors.h"
#include "tests/cli/CliRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#ifdef FABRICTCO_HAVE_REPORT

using fabrictco::cli::kExitDataError;
using fabrictco::cli::kExitSuccess;
using fabrictco::cli::kExitUsageError;
using fabrictco::test::CliRun;

namespace {

CliRun run(const QStringList& arguments)
{
    return fabrictco::test::runCliWithCharts(arguments);
}

const QStringList kExample{QStringLiteral("report"), QStringLiteral("--example"),
                           QStringLiteral("hft"), QStringLiteral("--trials"),
                           QStringLiteral("100")};

} // namespace

TEST(HtmlReportCommandTest, WritesTheHtmlReportInTheChosenLanguage)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hft.html"));
    const CliRun r = run(kExample + QStringList{QStringLiteral("--format"), QStringLiteral("HTML"),
                                                QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                                                QStringLiteral("-o"), path});
    EXPECT_EQ(r.code, kExitSuccess) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("wrote %1\n").arg(path));
    const QByteArray html = fabrictco::test::fileBytes(path);
    EXPECT_TRUE(html.startsWith("<!DOCTYPE html>\n<html lang=\"zh-CN\">"));
    EXPECT_TRUE(html.contains("<meta charset=\"utf-8\"/>"));
    EXPECT_TRUE(html.contains("<svg"));
    EXPECT_FALSE(html.contains("%PDF"));
}

TEST(HtmlReportCommandTest, TheDefaultFormatIsStillThePdf)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hft.pdf"));
    const CliRun r = run(kExample + QStringList{QStringLiteral("-o"), path});
    EXPECT_EQ(r.code, kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(fabrictco::test::fileBytes(path).startsWith("%PDF-"));
}

TEST(HtmlReportCommandTest, TheExtensionMustMatchTheFormatAndTheFormatBeKnown)
{
    QTemporaryDir dir;
    struct Case
    {
        QStringList extra;
        const char* message;
        QString path;
    };
    const QString html = dir.filePath(QStringLiteral("x.html"));
    const QString pdf = dir.filePath(QStringLiteral("x.pdf"));
    const std::vector<Case> cases{
        {{QStringLiteral("--format"), QStringLiteral("html")}, "-o OUT.html is required", {}},
        {{QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"), pdf},
         "-o must name a .html file",
         pdf},
        {{QStringLiteral("-o"), html}, "-o must name a .pdf file", html},
        {{QStringLiteral("-o"), html}, "--format html writes .html", html},
        {{QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), html},
         "-o must name a .pdf file",
         html},
        {{QStringLiteral("--format"), QStringLiteral("docx"), QStringLiteral("-o"), html},
         "--format must be one of pdf, html (got \"docx\")",
         html},
        {{QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"),
          dir.filePath(QStringLiteral("x.htm"))},
         "-o must name a .html file",
         dir.filePath(QStringLiteral("x.htm"))},
    };
    for (const Case& c : cases) {
        const CliRun r = run(kExample + c.extra);
        EXPECT_EQ(r.code, kExitUsageError) << c.message;
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(c.message))) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty());
        if (!c.path.isEmpty()) {
            EXPECT_FALSE(QFile::exists(c.path)) << c.message;
        }
    }
}

TEST(HtmlReportCommandTest, NeverReplacesAFolderOrTheDocumentItReads)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("folder.html"));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder.html")));
    const CliRun intoFolder =
        run(kExample + QStringList{QStringLiteral("--format"), QStringLiteral("html"),
                                   QStringLiteral("-o"), folder});
    EXPECT_EQ(intoFolder.code, kExitDataError);
    EXPECT_TRUE(intoFolder.err.contains(QStringLiteral("cannot write")))
        << intoFolder.err.toStdString();
    EXPECT_TRUE(QFileInfo(folder).isDir());

    // A document named .html is still the document: the report never writes over it.
    const QString saved = dir.filePath(QStringLiteral("plan.fabrictco"));
    const CliRun made =
        fabrictco::test::runCli({QStringLiteral("new"), QStringLiteral("--example"),
                                 QStringLiteral("hft"), QStringLiteral("-o"), saved});
    ASSERT_EQ(made.code, kExitSuccess) << made.err.toStdString();
    const QString document = dir.filePath(QStringLiteral("plan.html"));
    ASSERT_TRUE(QFile::copy(saved, document));
    const QByteArray before = fabrictco::test::fileBytes(document);
    const CliRun over =
        run({QStringLiteral("report"), document, QStringLiteral("--trials"), QStringLiteral("100"),
             QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"), document});
    EXPECT_EQ(over.code, kExitDataError);
    EXPECT_TRUE(over.err.contains(QStringLiteral("cannot write"))) << over.err.toStdString();
    EXPECT_EQ(fabrictco::test::fileBytes(document), before);
}

TEST(HtmlReportCommandTest, HelpDescribesTheFormats)
{
    const CliRun help = run({QStringLiteral("report"), QStringLiteral("--help")});
    EXPECT_EQ(help.code, kExitSuccess);
    for (const char* words :
         {"--format", "pdf|html", "OUT.pdf|OUT.html", "accessible", "untagged"}) {
        EXPECT_TRUE(help.out.contains(QLatin1String(words))) << words << help.out.toStdString();
    }
}

#else

TEST(HtmlReportCommandTest, NotBuiltWithoutTheReportLibrary)
{
    GTEST_SKIP() << "fabrictco-cli was built without the report library (FABRICTCO_BUILD_GUI=OFF)";
}

#endif

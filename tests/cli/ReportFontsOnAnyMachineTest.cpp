// SPDX-License-Identifier: GPL-3.0-or-later
// The report sets every glyph in a font it names (report/ReportFonts.h), so the same document
// gives the same pages whatever else a machine has installed (issue 33: on a machine with
// fonts-noto-mono, which LibreOffice brings, the parameter keys fell back to "monospace", which
// fontconfig resolved per locale, and the report's columns moved). Runs the real fabrictco-cli,
// once with the system's fonts and once with a fontconfig that sees only the report's own
// three families; CI runs this suite again with extra fonts installed (.ci/run, stage "fonts"),
// where a generic family would find something else.
#include "tests/support/CoreApplication.h"
#include "tests/support/ProcessRun.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using fabrictco::test::runProcess;

QString cli()
{
    return QStringLiteral(FABRICTCO_CLI_EXECUTABLE);
}

/// The font files of the report's families, where Debian's packages put them.
const QStringList& reportFontFiles()
{
    static const QStringList files{
        QStringLiteral("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        QStringLiteral("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
        QStringLiteral("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
        QStringLiteral("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")};
    return files;
}

class ReportFontsOnAnyMachineTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        fabrictco::test::ensureCoreApplication();
        ASSERT_TRUE(folder.isValid());
        for (const QString& file : reportFontFiles())
            ASSERT_TRUE(QFile::exists(file)) << file.toStdString() << ": scripts/deps.sh installs it";
        // A document with a Chinese plan name: an English report needs Han glyphs too.
        const QProcessEnvironment environment = withLocale(QStringLiteral("C"));
        ASSERT_TRUE(runProcess(cli(), {"new", "--example", "llm-training", "-o", "d.fabrictco"},
                               environment, folder.path())
                        .ok());
        ASSERT_TRUE(runProcess(cli(),
                               {"plan", "rename", "d.fabrictco", "roce",
                                QStringLiteral("华东集群 RoCE")},
                               environment, folder.path())
                        .ok());
    }

    QProcessEnvironment withLocale(const QString& locale) const
    {
        QProcessEnvironment result = QProcessEnvironment::systemEnvironment();
        for (const QString& key : result.keys())
            if (key == QLatin1String("LANG") || key == QLatin1String("LANGUAGE") ||
                key.startsWith(QLatin1String("LC_")))
                result.remove(key);
        result.insert(QStringLiteral("LC_ALL"), locale);
        result.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        result.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
        // One date for every report, should the test run across midnight.
        result.insert(QStringLiteral("SOURCE_DATE_EPOCH"), QStringLiteral("1764633600"));
        return result;
    }

    /// A fontconfig that lists only the report's own font files, with the system's rules.
    QProcessEnvironment withOnlyTheReportsFonts(const QString& locale) const
    {
        const QDir root(folder.path());
        root.mkpath(QStringLiteral("fonts"));
        root.mkpath(QStringLiteral("cache"));
        for (const QString& file : reportFontFiles())
            QFile::link(file, root.filePath(QStringLiteral("fonts/") + QFileInfo(file).fileName()));
        QFile config(root.filePath(QStringLiteral("fonts.conf")));
        EXPECT_TRUE(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("<?xml version=\"1.0\"?>\n"
                                    "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
                                    "<fontconfig><dir>%1</dir><cachedir>%2</cachedir>"
                                    "<include ignore_missing=\"yes\">/etc/fonts/conf.d</include>"
                                    "</fontconfig>\n")
                         .arg(root.filePath(QStringLiteral("fonts")),
                              root.filePath(QStringLiteral("cache")))
                         .toUtf8());
        config.close();
        QProcessEnvironment result = withLocale(locale);
        result.insert(QStringLiteral("FONTCONFIG_FILE"), config.fileName());
        return result;
    }

    /// Writes the report in `language` under `environment`; its path.
    QString report(const QString& language, const QProcessEnvironment& environment,
                   const QString& name)
    {
        const fabrictco::test::ProcessRun written = runProcess(cli(),
                                     {"report", "d.fabrictco", "-o", name, "--trials", "500",
                                      "--lang", language},
                                     environment, folder.path());
        EXPECT_TRUE(written.ok()) << written.err.toStdString();
        return QDir(folder.path()).filePath(name);
    }

    QString layoutText(const QString& pdf) const
    {
        const auto text = runProcess(QStringLiteral("pdftotext"), {"-layout", pdf, "-"},
                                     withLocale(QStringLiteral("C")), folder.path());
        EXPECT_TRUE(text.ok()) << "pdftotext (poppler-utils) failed on " << pdf.toStdString();
        return QString::fromUtf8(text.out);
    }

    QTemporaryDir folder;
};

TEST_F(ReportFontsOnAnyMachineTest, EveryEmbeddedFontIsOneTheReportNames)
{
    // Under zh_CN fontconfig's generic families are CJK fonts, whichever are installed.
    const QProcessEnvironment environment = withLocale(QStringLiteral("zh_CN.UTF-8"));
    const QSet<QString> named{QStringLiteral("DejaVuSans"), QStringLiteral("DejaVuSans-Bold"),
                              QStringLiteral("DejaVuSansMono"),
                              QStringLiteral("WenQuanYiMicroHei")};
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        SCOPED_TRACE(language.toStdString());
        const QString pdf = report(language, environment, language + QStringLiteral(".pdf"));
        const auto fonts = runProcess(QStringLiteral("pdffonts"), {pdf}, environment, folder.path());
        ASSERT_TRUE(fonts.ok());
        const QStringList lines = QString::fromUtf8(fonts.out).split(QLatin1Char('\n'));
        ASSERT_GT(lines.size(), 3);
        QSet<QString> embedded;
        // "DejaVuSans  CID TrueType  Identity-H  yes no yes  8 0": name, ..., emb sub uni.
        static const QRegularExpression row(
            QStringLiteral("^(\\S+)\\s.*\\s(yes|no)\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"));
        for (const QString& line : lines.mid(2)) {
            if (line.trimmed().isEmpty())
                continue;
            const QRegularExpressionMatch font = row.match(line);
            ASSERT_TRUE(font.hasMatch()) << line.toStdString();
            const QString name = font.captured(1).section(QLatin1Char('+'), -1); // subset tag
            EXPECT_TRUE(named.contains(name)) << "a font nobody named: " << line.toStdString();
            EXPECT_EQ(font.captured(2), QStringLiteral("yes")) << "not embedded: " << line.toStdString();
            embedded << name;
        }
        EXPECT_TRUE(embedded.contains(QStringLiteral("DejaVuSansMono")))
            << "the parameter keys are set in monospace";
        EXPECT_TRUE(embedded.contains(QStringLiteral("WenQuanYiMicroHei")))
            << "the Chinese plan name needs Han glyphs";
    }
}

TEST_F(ReportFontsOnAnyMachineTest, TheTextIsTheSameWithOnlyTheReportsOwnFontsInstalled)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        SCOPED_TRACE(language.toStdString());
        const QString own = layoutText(
            report(language, withOnlyTheReportsFonts(QStringLiteral("C")), "own.pdf"));
        ASSERT_TRUE(own.contains(QStringLiteral("华东集群")));
        for (const QString& locale :
             {QStringLiteral("C"), QStringLiteral("de_DE.UTF-8"), QStringLiteral("zh_CN.UTF-8")}) {
            SCOPED_TRACE(locale.toStdString());
            const QString system = layoutText(report(language, withLocale(locale), "system.pdf"));
            EXPECT_EQ(system, own) << "the layout depends on the fonts installed";
        }
    }
}

} // namespace

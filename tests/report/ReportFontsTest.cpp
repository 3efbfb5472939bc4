// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportFonts.h"

#include "tests/report/ReportTesting.h"

#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using fabrictco::ReportFonts;

TEST(ReportFontsTest, ChineseUsesWenQuanYiMicroHei)
{
    fabrictco::test::reportApplication();
    if (!QFile::exists(QString::fromLatin1(ReportFonts::kCjkPath)))
        GTEST_SKIP() << "WenQuanYi Micro Hei is not installed";
    EXPECT_TRUE(ReportFonts::ensureCjkFont());
    const QStringList families = ReportFonts::families(QStringLiteral("zh_CN"));
    ASSERT_FALSE(families.isEmpty());
    EXPECT_EQ(families.front(), QString::fromLatin1(ReportFonts::kCjkFamily));
    EXPECT_DOUBLE_EQ(ReportFonts::font(QStringLiteral("zh_CN"), 9.5).pointSizeF(), 9.5);
}

TEST(ReportFontsTest, EnglishFallsBackToTheCjkFontForChineseNames)
{
    fabrictco::test::reportApplication();
    const QStringList families = ReportFonts::families(QStringLiteral("en"));
    if (QFile::exists(QString::fromLatin1(ReportFonts::kCjkPath))) {
        EXPECT_TRUE(families.contains(QString::fromLatin1(ReportFonts::kCjkFamily)));
    }
    // Never Noto CJK: its CFF outlines lose digits in pdftotext.
    for (const QString& family : families)
        EXPECT_FALSE(family.contains(QStringLiteral("Noto"))) << family.toStdString();
}

TEST(ReportFontsTest, MonospaceTextNamesWhatFillsItsGapsAndNoGenericFamily)
{
    // DejaVu Sans Mono has no U+200B (the break opportunity in a parameter key) and no Han:
    // the named body families follow it, so fontconfig never picks a "monospace" per locale.
    fabrictco::test::reportApplication();
    const QStringList english = ReportFonts::monospaceFamilies(QStringLiteral("en"));
    ASSERT_GE(english.size(), 2);
    EXPECT_EQ(english.at(0), QString::fromLatin1(ReportFonts::kMonospaceFamily));
    EXPECT_EQ(english.at(1), QString::fromLatin1(ReportFonts::kLatinFamily));
    if (QFile::exists(QString::fromLatin1(ReportFonts::kCjkPath))) {
        EXPECT_EQ(ReportFonts::monospaceFamilies(QStringLiteral("zh_CN")),
                  QStringList({QString::fromLatin1(ReportFonts::kMonospaceFamily),
                               QString::fromLatin1(ReportFonts::kCjkFamily)}));
    }
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        if (language == QLatin1String("zh_CN") &&
            !QFile::exists(QString::fromLatin1(ReportFonts::kCjkPath)))
            continue;
        const QString sheet = ReportFonts::styleSheet(language);
        EXPECT_TRUE(sheet.startsWith(QStringLiteral(".reference { font-family: 'DejaVu Sans Mono', ")))
            << sheet.toStdString();
        for (const char* generic : {"monospace", "sans-serif", "serif", "system-ui"})
            EXPECT_FALSE(sheet.contains(QRegularExpression(
                QStringLiteral("[,:]\\s*'?%1'?\\s*[,;]").arg(QLatin1String(generic)))))
                << sheet.toStdString();
    }
}

TEST(ReportFontsTest, AFamilyListIsQuotedInOrder)
{
    EXPECT_EQ(ReportFonts::cssFamilyList({QStringLiteral("DejaVu Sans Mono"),
                                          QStringLiteral("WenQuanYi Micro Hei")}),
              QStringLiteral("'DejaVu Sans Mono', 'WenQuanYi Micro Hei'"));
}

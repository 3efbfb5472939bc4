// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportFonts.h"

#include "tests/report/ReportTesting.h"

#include <QFile>

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

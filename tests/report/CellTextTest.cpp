// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/CellText.h"

#include <gtest/gtest.h>

using fabrictco::CellText;

TEST(CellTextTest, NeutralisesEveryFormulaStart)
{
    for (const char* text :
         {"=HYPERLINK(\"http://x\")", "+1+2", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"}) {
        const QString input = QString::fromUtf8(text);
        EXPECT_TRUE(CellText::isDangerous(input)) << text;
        EXPECT_EQ(CellText::neutralised(input), QLatin1Char('\'') + input) << text;
    }
    EXPECT_TRUE(CellText::isDangerous(QStringLiteral("＝1+1"))); // full-width equals sign
}

TEST(CellTextTest, LeavesOrdinaryTextAlone)
{
    for (const char* text :
         {"InfiniBand NDR", "RoCE, one switch vendor", "a=b", "", "1-2", "华东集群"}) {
        const QString input = QString::fromUtf8(text);
        EXPECT_FALSE(CellText::isDangerous(input)) << text;
        EXPECT_EQ(CellText::neutralised(input), input) << text;
    }
}

TEST(CellTextTest, NeutralisesAFormulaAfterAnySeparatorInsideTheText)
{
    // What a spreadsheet that ignores the quotes, or splits on another separator, would start
    // a cell with.
    EXPECT_EQ(CellText::neutralised(QStringLiteral("RoCE;=cmd|' /C calc'!A0;")),
              QStringLiteral("RoCE;'=cmd|' /C calc'!A0;"));
    EXPECT_EQ(CellText::neutralised(QStringLiteral("a,+1\n@x\t-2\r=3")),
              QStringLiteral("a,'+1\n'@x\t'-2\r'=3"));
    EXPECT_EQ(CellText::neutralised(QStringLiteral("=a;=b")), QStringLiteral("'=a;'=b"));
    EXPECT_EQ(CellText::neutralised(QStringLiteral("Vendor; 10% off")),
              QStringLiteral("Vendor; 10% off"));
}

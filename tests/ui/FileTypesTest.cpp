// SPDX-License-Identifier: GPL-3.0-or-later
// What the window opens, saves and accepts by drop, decided in one place (issue 37).
#include "ui/common/FileTypes.h"

#include <gtest/gtest.h>

using fabrictco::ui::FileTypes;

TEST(FileTypesTest, DocumentsAndQuotesAreKnownInAnyCase)
{
    for (const char* name : {"plan.fabrictco", "PLAN.FABRICTCO", "a/b.FabricTCO"})
        EXPECT_TRUE(FileTypes::isDocument(QString::fromUtf8(name))) << name;
    for (const char* name : {"q.csv", "Q.XLSX", "offer.Xlsx"})
        EXPECT_TRUE(FileTypes::isQuoteFile(QString::fromUtf8(name))) << name;
    for (const char* name : {"plan.fabrictco", "PLAN.FABRICTCO", "q.CSV", "q.xlsx"})
        EXPECT_TRUE(FileTypes::isOpenable(QString::fromUtf8(name))) << name;
}

TEST(FileTypesTest, OtherFilesAreNotOpened)
{
    for (const char* name : {"report.pdf", "plan.fabrictco.bak", "fabrictco", "q.xls", ""})
        EXPECT_FALSE(FileTypes::isOpenable(QString::fromUtf8(name))) << name;
}

TEST(FileTypesTest, ASavedNameGetsTheSuffixOnlyWhenItLacksIt)
{
    EXPECT_EQ(FileTypes::asDocument(QStringLiteral("plan")), QStringLiteral("plan.fabrictco"));
    EXPECT_EQ(FileTypes::asDocument(QStringLiteral("Plan.FABRICTCO")),
              QStringLiteral("Plan.FABRICTCO"));
    EXPECT_EQ(FileTypes::asDocument(QStringLiteral("plan.csv")),
              QStringLiteral("plan.csv.fabrictco"));
}

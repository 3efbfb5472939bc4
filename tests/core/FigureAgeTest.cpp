// SPDX-License-Identifier: GPL-3.0-or-later
// When a catalog figure is old enough to check (issue 41): over 18 months before the analysis,
// a year alone counted from its January, so a price that may be that old is flagged.
#include "core/model/FigureAge.h"

#include <QDate>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

const QDate kToday(2026, 12, 4);

TEST(FigureAgeTest, CountsWholeMonthsFromTheEarliestMonthTheDateCanMean)
{
    EXPECT_EQ(FigureAge::monthsOld("2026-12", kToday), 0);
    EXPECT_EQ(FigureAge::monthsOld("2026-11-30", kToday), 1);
    EXPECT_EQ(FigureAge::monthsOld("2025", kToday), 23); // January 2025
    EXPECT_EQ(FigureAge::monthsOld("2024", kToday), 35);
    EXPECT_EQ(FigureAge::monthsOld("2021-01", kToday), 71);
}

TEST(FigureAgeTest, FlagsOnlyWhatIsMoreThanEighteenMonthsOld)
{
    EXPECT_FALSE(FigureAge::needsCheck("2025-06", kToday)); // 18 months: not yet
    EXPECT_TRUE(FigureAge::needsCheck("2025-05", kToday));  // 19 months
    EXPECT_TRUE(FigureAge::needsCheck("2025", kToday));     // may be January 2025
    EXPECT_FALSE(FigureAge::needsCheck("2026", kToday));
    EXPECT_TRUE(FigureAge::needsCheck("2024", kToday));
    EXPECT_FALSE(FigureAge::needsCheck("2026-11", kToday));
}

TEST(FigureAgeTest, ADateIsAYearMonthOrDayThatExists)
{
    for (const char* date : {"2024", "2026-12", "2024-02-29", "2026-12-31", "0001"})
        EXPECT_TRUE(FigureAge::isDate(date)) << date;
    for (const char* date :
         {"", "24", "0000", "0000-06", "2026-13", "2026-00", "2026-02-30", "2025-02-29", "2026-1",
          "26-01-01", "2026/12", "2026-12-1", "2026-12-31x", "20x6", "2026-1a", "2026-12-3a"})
        EXPECT_FALSE(FigureAge::isDate(date)) << date;
}

TEST(FigureAgeTest, ADateItCannotReadIsNeverFlagged)
{
    for (const char* date : {"", "24", "2024-13", "2024-00", "2024/06", "20x4", "2024-06-3",
                             "2024-06-30-1", "2026-12-31x", "2026-02-30"}) {
        EXPECT_FALSE(FigureAge::needsCheck(date, kToday)) << date;
        EXPECT_FALSE(FigureAge::isInFuture(date, kToday)) << date;
    }
    EXPECT_EQ(FigureAge::monthsOld("2027-01", kToday), std::nullopt);
    EXPECT_EQ(FigureAge::monthsOld("2024", QDate()), std::nullopt);
    EXPECT_EQ(FigureAge::year("2024-06"), "2024");
}

// A source cannot be from the future: a mistyped year (2062 for 2026) or a wrong clock. The
// figure is flagged for a check, as an old one is, and never refused (issue 41).
TEST(FigureAgeTest, ADateAfterTodayIsFlaggedForACheck)
{
    for (const char* date : {"2027", "2027-01", "2062-06-30", "2026-12-05"}) {
        EXPECT_TRUE(FigureAge::isInFuture(date, kToday)) << date;
        EXPECT_TRUE(FigureAge::needsCheck(date, kToday)) << date;
    }
    // Today, this month and this year can all mean a day up to today.
    for (const char* date : {"2026", "2026-12", "2026-12-04", "2026-12-01"}) {
        EXPECT_FALSE(FigureAge::isInFuture(date, kToday)) << date;
        EXPECT_FALSE(FigureAge::needsCheck(date, kToday)) << date;
    }
    EXPECT_FALSE(FigureAge::isInFuture("2027", QDate()));
}

} // namespace
} // namespace fabrictco

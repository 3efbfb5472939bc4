// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/IsoDate.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

TEST(IsoDateTest, AcceptsOnlyRealCanonicalDates)
{
    EXPECT_TRUE(IsoDate::isValid("2026-11-02"));
    EXPECT_TRUE(IsoDate::isValid("2028-02-29"));
    EXPECT_FALSE(IsoDate::isValid("2026-02-29"));
    EXPECT_FALSE(IsoDate::isValid("2026-13-01"));
    EXPECT_FALSE(IsoDate::isValid("2026-11-2"));
    EXPECT_FALSE(IsoDate::isValid("1800-01-01"));
    EXPECT_FALSE(IsoDate::isValid(""));
    EXPECT_FALSE(IsoDate::isValid("2026-11-02T00:00"));
}

TEST(IsoDateTest, NormalizesCommonSpellings)
{
    EXPECT_EQ(IsoDate::normalize("2026/11/2"), "2026-11-02");
    EXPECT_EQ(IsoDate::normalize("2026.1.15"), "2026-01-15");
    EXPECT_EQ(IsoDate::normalize("2026年11月2日"), "2026-11-02");
    EXPECT_EQ(IsoDate::normalize("2026年11月2"), "2026-11-02");
    EXPECT_EQ(IsoDate::normalize("02/11/2026"), std::nullopt);
    EXPECT_EQ(IsoDate::normalize("2026-11-31"), std::nullopt);
    EXPECT_EQ(IsoDate::normalize("2026-11-02x"), std::nullopt);
}

} // namespace
} // namespace fabrictco

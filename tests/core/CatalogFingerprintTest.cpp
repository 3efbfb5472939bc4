// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/CatalogFingerprint.h"

#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(CatalogFingerprintTest, TheVersionFollowsTheContent)
{
    const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    const std::string version = CatalogFingerprint::version(bundled);
    EXPECT_EQ(version.size(), 12u);
    EXPECT_EQ(CatalogFingerprint::version(Catalog::loadDirectory(test::dataDir())), version);
    Catalog changed = bundled;
    CatalogEntry entry = *bundled.find("power.pue", std::nullopt);
    entry.value.value = Decimal::parse("1.41");
    changed.addOrReplace(entry);
    EXPECT_NE(CatalogFingerprint::version(changed), version);
}

TEST(CatalogFingerprintTest, LatestDateIsTheNewestSource)
{
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const std::string latest = CatalogFingerprint::latestDate(catalog);
    for (const CatalogEntry& e : catalog.entries())
        EXPECT_LE(e.date, latest);
    CatalogEntry entry = *catalog.find("power.pue", std::nullopt);
    entry.date = "2027-01-15";
    catalog.addOrReplace(entry);
    EXPECT_EQ(CatalogFingerprint::latestDate(catalog), "2027-01-15");
    EXPECT_EQ(CatalogFingerprint::latestDate(Catalog()), "");
}

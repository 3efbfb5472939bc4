// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Catalog.h"

#include "core/model/DataDirectory.h"
#include "tests/support/TestData.h"

#include <QFileInfo>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

QByteArray document(const QByteArray& entries)
{
    return "{\"format\": \"fabrictco-catalog\", \"version\": 1, \"entries\": [" + entries + "]}";
}

const QByteArray kSwitch =
    R"({"key": "price.switch", "fabric": "ib", "value": "36000", "currency": "USD", "low": "30000", "high": "50000", "source": "s", "date": "2024", "confidence": "published"})";

// Expects fromJson to fail with a message naming the file, the entry and `problem`.
void expectError(const QByteArray& bytes, const std::string& entry, const std::string& problem)
{
    try {
        Catalog::fromJson(bytes, QStringLiteral("bad.json"));
        FAIL() << "expected CatalogError containing " << problem;
    } catch (const CatalogError& e) {
        EXPECT_EQ(e.file(), "bad.json");
        EXPECT_NE(e.entry().find(entry), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
    }
}

TEST(CatalogTest, BundledCatalogLoadsAndCoversBothFabrics)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    EXPECT_TRUE(catalog.missingFor(Fabric::InfiniBand).empty());
    EXPECT_TRUE(catalog.missingFor(Fabric::RoCE).empty());
    EXPECT_FALSE(catalog.presets().isEmpty());
    const CatalogEntry* ib = catalog.find("price.switch", Fabric::InfiniBand);
    const CatalogEntry* roce = catalog.find("price.switch", Fabric::RoCE);
    ASSERT_TRUE(ib && roce);
    EXPECT_NE(ib->value, roce->value);
    // Figures without a public price are marked as estimates (DOMAIN.md).
    EXPECT_EQ(roce->confidence, Confidence::Estimate);
    EXPECT_EQ(catalog.find("price.nic", Fabric::InfiniBand)->confidence, Confidence::Estimate);
    EXPECT_EQ(catalog.find("licence.fabric_mgmt_per_endpoint", Fabric::InfiniBand)->confidence,
              Confidence::Estimate);
}

TEST(CatalogTest, BundledFileIsSortedAndRoundTrips)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    for (std::size_t i = 1; i < catalog.entries().size(); ++i)
        EXPECT_LE(catalog.entries()[i - 1].key, catalog.entries()[i].key);
    const Catalog again = Catalog::fromJson(catalog.toJson(), QStringLiteral("again"));
    EXPECT_EQ(again.entries(), catalog.entries());
}

TEST(CatalogTest, DataDirectoryHonoursEnvironment)
{
    // ctest sets FABRICTCO_DATA_DIR to the source data folder.
    EXPECT_TRUE(QFileInfo::exists(DataDirectory::path() + QStringLiteral("/catalog.json")));
    EXPECT_FALSE(DataDirectory::candidates().isEmpty());
}

TEST(CatalogTest, FabricSpecificBeforeGeneric)
{
    const QByteArray generic =
        R"({"key": "price.switch", "value": "20000", "currency": "USD", "source": "s", "date": "2024-01", "confidence": "estimate"})";
    const Catalog catalog =
        Catalog::fromJson(document(kSwitch + "," + generic), QStringLiteral("t"));
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand)->value.value, Decimal(36000));
    EXPECT_EQ(catalog.find("price.switch", Fabric::RoCE)->value.value, Decimal(20000));
    EXPECT_EQ(catalog.find("price.switch", std::nullopt)->value.value, Decimal(20000));
    EXPECT_EQ(catalog.find("price.nic", Fabric::RoCE), nullptr);
    // Sorted: generic first.
    EXPECT_FALSE(catalog.entries().front().fabric.has_value());
}

TEST(CatalogTest, RejectsBadFilesNamingEntryAndProblem)
{
    expectError("not json", "", "not valid JSON");
    expectError("", "", "the file is empty");
    expectError(" \n\t", "", "the file is empty");
    expectError(R"({"format": "other", "version": 1, "entries": []})", "", "format");
    expectError(R"({"format": "fabrictco-catalog", "version": 2, "entries": []})", "", "version");
    expectError(
        document(
            R"({"key": "price.unobtainium", "value": "1", "currency": "USD", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "entry 1", "unknown parameter");
    expectError(
        document(
            R"({"key": "power.pue", "value": "14", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "entry 1 (power.pue)", "from 1 to 3");
    expectError(
        document(
            R"({"key": "price.switch", "value": "1", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "price.switch", "currency");
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "currency": "USD", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "only allowed on money");
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "low": "1.5", "high": "1.6", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "above the value");
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "low": "1.3", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "go together");
    expectError(
        document(
            R"({"key": "power.pue", "fabric": "ib", "value": "1.4", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "only allowed for plan parameters");
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "source": "s", "date": "last year", "confidence": "estimate"})"),
        "power.pue", "YYYY");
    // The form alone is not enough: a month or a day that does not exist is refused too (found
    // by a stranger: "2026-13" and "2026-02-30" were taken, and 2026-13 printed as the newest
    // source).
    for (const char* date : {"2026-13", "2026-00", "2026-02-30", "2025-02-29", "2026-04-31"}) {
        expectError(
            document(
                QByteArray(R"({"key": "power.pue", "value": "1.4", "source": "s", "date": ")") +
                date + R"(", "confidence": "estimate"})"),
            "power.pue", "real date");
    }
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "source": "s", "date": "2024", "confidence": "sure"})"),
        "power.pue", "confidence");
    expectError(
        document(
            R"({"key": "power.pue", "value": 1.4, "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "in quotes");
    expectError(
        document(
            R"({"key": "power.pue", "value": "1.4", "colour": "red", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "power.pue", "unknown field \"colour\"");
    expectError(document(kSwitch + "," + kSwitch), "entry 2", "duplicate");
    expectError(
        document(
            R"({"key": "team.tuning_years", "value": "1", "source": "s", "date": "2024", "confidence": "estimate"})"),
        "team.tuning_years", "presets");
}

TEST(CatalogTest, AddOrReplaceValidatesAndReplaces)
{
    Catalog catalog = Catalog::fromJson(document(kSwitch), QStringLiteral("t"));
    CatalogEntry mine = catalog.entries().front();
    mine.value.value = Decimal(31000);
    mine.confidence = Confidence::User;
    catalog.addOrReplace(mine);
    ASSERT_EQ(catalog.entries().size(), 1u);
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand)->value.value, Decimal(31000));
    mine.value.value = Decimal(-1);
    EXPECT_THROW(catalog.addOrReplace(mine), CatalogError);
}

TEST(CatalogTest, WithUserEntriesLaysTheDocumentsItemsOverACopy)
{
    const Catalog defaults = Catalog::fromJson(document(kSwitch), QStringLiteral("t"));
    CatalogEntry mine = defaults.entries().front();
    mine.value.value = Decimal(31000);
    mine.confidence = Confidence::User;
    const Catalog effective = defaults.withUserEntries({mine});
    EXPECT_EQ(effective.find("price.switch", Fabric::InfiniBand)->value.value, Decimal(31000));
    // The defaults themselves are untouched: another document starts from them again.
    EXPECT_NE(defaults.find("price.switch", Fabric::InfiniBand)->value.value, Decimal(31000));
    EXPECT_EQ(defaults.withUserEntries({}).entries(), defaults.entries());
    mine.value.value = Decimal(-1);
    EXPECT_THROW((void)defaults.withUserEntries({mine}), CatalogError);
}

TEST(CatalogTest, MissingFileIsAnError)
{
    EXPECT_THROW(Catalog::loadDirectory(QStringLiteral("/nonexistent/fabrictco")), CatalogError);
}

} // namespace
} // namespace fabrictco

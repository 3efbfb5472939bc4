// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentMigrations.h"

#include "core/tco/TcoEngine.h"
#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"
#include "storage/PlanDocument.h"
#include "storage/SqliteConnection.h"
#include "tests/storage/SampleDocument.h"
#include "tests/support/TestData.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

QString fixture()
{
    return test::fixturesDir() + QStringLiteral("/document-v1.fabrictco");
}

/// What document-v1.sql holds, as the current model reads it.
DocumentContent expectedFromVersion1()
{
    DocumentContent doc;
    Scenario& s = doc.scenario;
    s.metadata = {"Ceph storage cluster 2025",
                  "Wang Fang",
                  "Example Storage Ltd",
                  "旧版本文件 (version 1)",
                  "2025-06-01T09:00:00Z",
                  "2025-06-02T10:30:00Z",
                  "0.0.9"};
    s.workload = Workload::DistributedStorage;
    s.team = TeamExpertise::StrongRoce;
    s.cluster.nodes = 24;
    s.cluster.gpusPerNode = 4;
    s.cluster.horizonYears = 4;
    s.cluster.nodesByYear = {24, 24, 32, 32};
    s.cluster.currency = Currency::cny();
    s.cluster.rounding = RoundingMode::HalfUp;
    s.overrides["power.price_kwh"] = {Decimal::parse("0.65"), Currency::cny()};
    s.overrides["utilisation"] = {Decimal::parse("0.7"), std::nullopt};
    PlanSpec ib;
    ib.id = "ib";
    ib.name = "InfiniBand NDR";
    ib.design = FabricDesign{};
    ib.design.fabric = Fabric::InfiniBand;
    ib.design.nodes = 24;
    ib.design.railsPerNode = 1;
    ib.design.extraEndpoints = 2;
    ib.design.sparesPercent = Decimal(5);
    ib.design.aecMaxMeters = Decimal(0); // format 4 migration: no AEC in an older document
    ib.colourSlot = 0;                   // format 5: the colour it had, the first of its fabric
    PlanSpec roce;
    roce.id = "roce";
    roce.name = "RoCE 200G";
    roce.design.fabric = Fabric::RoCE;
    roce.design.nodes = 24;
    roce.colourSlot = 0;
    roce.design.railsPerNode = 2;
    roce.design.linkSpeedGbps = 200;
    roce.design.twinPortTransceivers = false;
    roce.design.oversubscription = Decimal(2);
    roce.design.leafSpineMeters = Decimal(15);
    roce.design.spineCoreMeters = Decimal(40);
    roce.design.aecMaxMeters = Decimal(0);
    roce.overrides["price.switch"] = {Decimal::parse("85000.25"), Currency::cny()};
    s.plans = {ib, roce};
    // Version 1 had no validity date: "not stated".
    s.quotes = {Quote{"roce.price.nic", "Vendor C", Money::parse("3150", Currency::cny()),
                      "2025-05-20", "", "quotes-c.csv line 3"},
                Quote{"ib.price.cable_optical", "Vendor D", Money::parse("129.99", Currency::usd()),
                      "2025-05-21", "", "typed in"}};
    doc.catalogVersion = "2025.05";
    doc.userCatalog = {CatalogEntry{"price.switch",
                                    Fabric::RoCE,
                                    {Decimal(91000), Currency::cny()},
                                    Uncertainty{},
                                    "Vendor C list",
                                    "2025-05",
                                    Confidence::User,
                                    "C100 switch",
                                    std::nullopt}};
    return doc;
}

TEST(DocumentMigrationsTest, Version1FixtureOpensWithEveryValue)
{
    const auto before = test::readBytes(fixture());
    ASSERT_FALSE(before.empty()) << "missing fixture " << fixture().toStdString();
    int version = 0;
    const DocumentContent doc = PlanDocument::open(fixture(), &version);
    EXPECT_EQ(version, 1);
    EXPECT_EQ(doc, expectedFromVersion1());
    EXPECT_EQ(test::readBytes(fixture()), before)
        << "opening an old file must not upgrade it on disk";
}

TEST(DocumentMigrationsTest, SavingAVersion1DocumentWritesTheCurrentVersion)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("upgraded.fabrictco"));
    DocumentContent doc = PlanDocument::open(fixture());
    doc.scenario.quotes[0].validUntil = "2025-08-31"; // a field only version 2 can hold
    PlanDocument::save(doc, path);
    int version = 0;
    EXPECT_EQ(PlanDocument::open(path, &version), doc);
    EXPECT_EQ(version, DocumentSchema::kCurrentVersion);
}

TEST(DocumentMigrationsTest, MigratedSchemaEqualsANewOne)
{
    SqliteConnection db;
    DocumentSchema::create(db, 1);
    EXPECT_NO_THROW(DocumentSchema::verify(db, 1));
    EXPECT_THROW(DocumentSchema::verify(db, 2), DocumentError);
    DocumentMigrations::upgrade(db, 1);
    EXPECT_EQ(db.pragmaInteger("PRAGMA user_version"), DocumentSchema::kCurrentVersion);
    EXPECT_NO_THROW(DocumentSchema::verify(db, DocumentSchema::kCurrentVersion));
}

TEST(DocumentMigrationsTest, Version1RowsGetVersion2Defaults)
{
    SqliteConnection db(test::readBytes(fixture()));
    DocumentMigrations::migrateTo(db, 2);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM quote WHERE valid_until = ''"), 2);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM uncertainty"), 0);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM plan WHERE twin_port_nic_transceivers = 0"),
              2);
}

TEST(DocumentMigrationsTest, Version5PlansKeepPluggableOptics)
{
    // Format 6 records co-packaged switch optics; every older plan had pluggable modules.
    SqliteConnection db(test::readBytes(fixture()));
    DocumentMigrations::upgrade(db, 1);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM plan WHERE co_packaged_optics = 0"), 2);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM plan"), 2);
}

// Each plan's NPV, as the program computes it with the bundled catalog and the file's own items.
std::map<std::string, std::string> npvs(const DocumentContent& doc)
{
    const Catalog catalog =
        Catalog::loadDirectory(test::dataDir()).withUserEntries(doc.userCatalog);
    std::map<std::string, std::string> result;
    for (const PlanResult& plan : TcoEngine(catalog).evaluate(doc.scenario).plans)
        result[plan.planId] = plan.npv.toString() + " " + plan.npv.currency().code();
    return result;
}

// Documents written before products (format 1 and 2) open as custom hardware and keep every
// figure. The expected NPVs are what "fabrictco-cli tco --json" printed for these files when built
// at a4f59f5, the same cost model before products existed. (Under the model before that, at
// 2f01f2a, they were 3,832,876.24 and 2,486,801.95 CNY, 44,272,742.84 and 54,561,642.85 USD, and
// the hardware branch matched those too.) The bundled catalog's defaults enter them: re-pinned
// when its figures were re-sourced (issue 41, 2026-12: third-party modules 750 -> 1,100 USD,
// generic switch watts without optics, PUE, salary and GPU-hour ranges; UFM per managed
// endpoint, not per node), from
// 3,621,048.00 / 1,691,012.76 CNY and 59,222,077.30 / 62,314,381.56 USD.
TEST(DocumentMigrationsTest, OldDocumentsKeepTheirFiguresAsCustomHardware)
{
    struct Case
    {
        QString file;
        int version;
        std::map<std::string, std::string> npv;
    };
    const Case cases[] = {
        {QStringLiteral("/document-v1.fabrictco"),
         1,
         // Their typed prices are firm since issue 35: priced as typed, not at a range's mean.
         {{"ib", "3473565.20 CNY"}, {"roce", "1665325.39 CNY"}}},
        {QStringLiteral("/document-v2.fabrictco"),
         2,
         {{"ib", "61484859.80 USD"}, {"roce", "67668866.15 USD"}}},
    };
    QTemporaryDir dir;
    for (const Case& c : cases) {
        SCOPED_TRACE(c.file.toStdString());
        int version = 0;
        const DocumentContent doc = PlanDocument::open(test::fixturesDir() + c.file, &version);
        EXPECT_EQ(version, c.version);
        for (const PlanSpec& plan : doc.scenario.plans)
            EXPECT_TRUE(plan.products.isCustom()) << plan.id;
        EXPECT_EQ(npvs(doc), c.npv);
        // Saved in today's format and opened again: the same document and the same figures.
        const QString path = dir.filePath(QStringLiteral("resaved.fabrictco"));
        PlanDocument::save(doc, path);
        const DocumentContent again = PlanDocument::open(path, &version);
        EXPECT_EQ(version, DocumentSchema::kCurrentVersion);
        EXPECT_EQ(again, doc);
        EXPECT_EQ(npvs(again), c.npv);
    }
}

TEST(DocumentMigrationsTest, Version2RowsGetCustomHardware)
{
    SqliteConnection db(
        test::readBytes(test::fixturesDir() + QStringLiteral("/document-v2.fabrictco")));
    DocumentMigrations::migrateTo(db, 3);
    EXPECT_EQ(db.pragmaInteger("SELECT count(*) FROM plan WHERE switch_product = '' AND "
                               "nic_product = '' AND optics_product = ''"),
              2);
}

// Format 4 added AEC and AOC reaches. A version-3 plan with 5 m node links priced them as fibre
// with a module at each end; migrated, its reaches are 0 ("never") so the links and every figure
// stay as they were. The NPVs are what "fabrictco-cli tco --json" printed for the fixture when
// built at 63355d8, before format 4; the RoCE one since the leaf split search (BOM.md, step 1),
// which gives its grown 128-port fabric fewer spines in later years (the cables are unchanged).
// Re-pinned with the re-sourced catalog and UFM per endpoint (issue 41) from 69,738,185.31
// and 52,132,994.24 USD.
TEST(DocumentMigrationsTest, Version3PlansKeepTheirCablesAndFigures)
{
    int version = 0;
    const DocumentContent doc = PlanDocument::open(
        test::fixturesDir() + QStringLiteral("/document-v3.fabrictco"), &version);
    EXPECT_EQ(version, 3);
    ASSERT_EQ(doc.scenario.plans.size(), 2u);
    for (const PlanSpec& plan : doc.scenario.plans) {
        EXPECT_EQ(plan.design.nodeLeafMeters, Decimal(5)) << plan.id;
        EXPECT_EQ(plan.design.aecMaxMeters, Decimal(0)) << plan.id;
        EXPECT_EQ(plan.design.aocMaxMeters, Decimal(0)) << plan.id;
    }
    EXPECT_EQ(npvs(doc), (std::map<std::string, std::string>{{"ib", "73317790.68 USD"},
                                                             {"roce", "58450951.05 USD"}}));
}

// Format 5 saves each plan's colour slot. A version-4 document (made from document-v3 with the
// format-4 migration and a second RoCE plan, by sqlite3) gets, in display order, the colours its
// plans had: the n-th plan of a fabric its n-th colour. Saved and reopened, the slots stay.
TEST(DocumentMigrationsTest, Version4PlansKeepTheColoursTheyHad)
{
    int version = 0;
    DocumentContent doc = PlanDocument::open(
        test::fixturesDir() + QStringLiteral("/document-v4.fabrictco"), &version);
    EXPECT_EQ(version, 4);
    ASSERT_EQ(doc.scenario.plans.size(), 3u);
    EXPECT_EQ(doc.scenario.plans[0].colourSlot, 0);
    EXPECT_EQ(doc.scenario.plans[1].colourSlot, 0);
    EXPECT_EQ(doc.scenario.plans[2].colourSlot, 1);
    // Move the second RoCE plan first: saved and reopened, it keeps slot 1.
    std::rotate(doc.scenario.plans.begin(), doc.scenario.plans.begin() + 2,
                doc.scenario.plans.end());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moved.fabrictco"));
    PlanDocument::save(doc, path);
    const DocumentContent again = PlanDocument::open(path);
    EXPECT_EQ(again.scenario.plans[0].id, "roce-b");
    EXPECT_EQ(again.scenario.plans[0].colourSlot, 1);
    EXPECT_EQ(again.scenario.plans[2].colourSlot, 0);
}

TEST(DocumentMigrationsTest, ProductsSurviveSaveAndOpen)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("products.fabrictco"));
    DocumentContent doc = PlanDocument::open(fixture());
    doc.scenario.plans[0].products = {"ib-ndr-qm9700", "nic-cx7-400g", ""};
    PlanDocument::save(doc, path);
    EXPECT_EQ(PlanDocument::open(path).scenario.plans[0].products, doc.scenario.plans[0].products);
}

TEST(DocumentMigrationsTest, UnknownStepFailsAndRollsBack)
{
    SqliteConnection db;
    DocumentSchema::create(db, 1);
    EXPECT_THROW(DocumentMigrations::migrateTo(db, 99), DocumentError);
    EXPECT_EQ(db.pragmaInteger("PRAGMA user_version"), 1);
    EXPECT_NO_THROW(DocumentSchema::verify(db, 1));
}

TEST(DocumentMigrationsTest, FailedStepLeavesNoHalfMigration)
{
    SqliteConnection db;
    DocumentSchema::create(db, 1);
    // A table in the way of version 2's CREATE makes the step fail after its first ALTER.
    db.exec("CREATE TABLE uncertainty (x INTEGER) STRICT");
    EXPECT_THROW(DocumentMigrations::migrateTo(db, 2), DocumentError);
    EXPECT_EQ(db.pragmaInteger("PRAGMA user_version"), 1);
    EXPECT_EQ(db.pragmaInteger(
                  "SELECT count(*) FROM pragma_table_info('quote') WHERE name = 'valid_until'"),
              0);
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
// Hardware figures by link speed (issue 36): an 800G switch, NIC, module or cable is not priced
// as the 400G one, and a custom-hardware plan no longer gives the same figures at 100, 400 and
// 800G without saying so.
#include "core/model/LinkSpeedFigures.h"

#include "core/bom/CableReach.h"
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

QByteArray document(const QByteArray& entries)
{
    return "{\"format\": \"fabrictco-catalog\", \"version\": 1, \"entries\": [" + entries + "]}";
}

QByteArray switchEntry(const char* fabricAndSpeed, const char* value, const char* source)
{
    return QByteArray(R"({"key": "price.switch", )") + fabricAndSpeed + R"("value": ")" + value +
           R"(", "currency": "USD", "source": ")" + source +
           R"(", "date": "2026", "confidence": "estimate"})";
}

std::string catalogError(const QByteArray& entries)
{
    try {
        Catalog::fromJson(document(entries), QStringLiteral("speeds.json"));
    } catch (const CatalogError& e) {
        return e.what();
    }
    return {};
}

/// The llm-training example's InfiniBand plan with custom hardware at `speed`.
Scenario customAt(int speed)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    PlanSpec& plan = scenario.plans.at(0);
    plan.products = PlanProducts{};
    plan.design.linkSpeedGbps = speed;
    return scenario;
}

Decimal resolved(const Scenario& scenario, const Catalog& catalog, const char* key)
{
    return ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog).at(key).value.value;
}

Money hardware(const Scenario& scenario, const Catalog& catalog)
{
    return TcoEngine(catalog).evaluate(scenario).plans.at(0).total[CostCategory::Hardware];
}

} // namespace

TEST(LinkSpeedFiguresTest, AFigureMayComeOncePerSpeedAndSortsAfterTheReferenceOne)
{
    const Catalog catalog = Catalog::fromJson(
        document(switchEntry(R"("fabric": "ib", "speed_gbps": 800, )", "80000", "xdr") + "," +
                 switchEntry(R"("fabric": "ib", )", "36000", "ndr")),
        QStringLiteral("t"));
    ASSERT_EQ(catalog.entries().size(), 2u);
    EXPECT_EQ(catalog.entries()[0].source, "ndr");
    EXPECT_EQ(catalog.entries()[1].speedGbps, 800);
    // The speed survives a round trip, so the bundled file stays one line per entry.
    const Catalog again = Catalog::fromJson(catalog.toJson(), QStringLiteral("again"));
    EXPECT_EQ(again.entries(), catalog.entries());
}

TEST(LinkSpeedFiguresTest, BadSpeedsAreRefusedNamingTheEntry)
{
    const QByteArray xdr = switchEntry(R"("fabric": "ib", "speed_gbps": 800, )", "80000", "x");
    EXPECT_NE(catalogError(xdr + "," + xdr).find("duplicate"), std::string::npos);
    const std::string reference =
        catalogError(switchEntry(R"("fabric": "ib", "speed_gbps": 400, )", "36000", "x"));
    EXPECT_NE(reference.find("price.switch, ib, 400G"), std::string::npos) << reference;
    EXPECT_NE(reference.find("is the 400G figure"), std::string::npos) << reference;
    const std::string notHardware = catalogError(
        R"({"key": "staff.salary", "speed_gbps": 800, "value": "1", "currency": "USD", "source": "s", "date": "2026", "confidence": "estimate"})");
    EXPECT_NE(notHardware.find("the same at every link speed"), std::string::npos) << notHardware;
    EXPECT_NE(catalogError(switchEntry(R"("speed_gbps": 0, )", "1", "x")).find("speed_gbps"),
              std::string::npos);
    EXPECT_NE(catalogError(switchEntry(R"("speed_gbps": "800", )", "1", "x")).find("speed_gbps"),
              std::string::npos);
}

TEST(LinkSpeedFiguresTest, APlanTakesTheFigureAtItsSpeedElseTheReferenceOne)
{
    const Catalog catalog = Catalog::fromJson(
        document(switchEntry(R"("fabric": "ib", )", "36000", "ndr") + "," +
                 switchEntry(R"("fabric": "ib", "speed_gbps": 800, )", "80000", "xdr") + "," +
                 switchEntry(R"("speed_gbps": 200, )", "20000", "generic hdr")),
        QStringLiteral("t"));
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand, std::nullopt, 800)->source, "xdr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand, std::nullopt, 400)->source, "ndr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand)->source, "ndr")
        << "without a speed, only the reference figure counts";
    // The fabric comes first: the fabric's own 400G figure, not another fabric's 200G one.
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand, std::nullopt, 200)->source, "ndr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::RoCE, std::nullopt, 200)->source, "generic hdr");
    // Else the nearest speed the catalog has, by ratio: a 1.6T part is nearer 800G than 400G.
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand, std::nullopt, 1600)->source, "xdr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::InfiniBand, std::nullopt, 100)->source, "ndr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::RoCE, std::nullopt, 800)->source, "generic hdr");
    EXPECT_EQ(catalog.find("price.switch", Fabric::RoCE), nullptr)
        << "without a speed only a reference figure counts, and RoCE has none here";
}

TEST(LinkSpeedFiguresTest, TheUsersOwnFigureHoldsAtEverySpeed)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    CatalogEntry mine;
    mine.key = "price.switch";
    mine.fabric = Fabric::InfiniBand;
    mine.speedGbps = 800; // dropped: a document's figure is the price at every speed
    mine.value = ParameterValue{Decimal(61000), Currency::usd()};
    mine.source = "our quote";
    mine.date = "2026";
    mine.confidence = Confidence::User;
    const Catalog withMine = catalog.withUserEntries({mine});
    for (const int speed : {100, 400, 800}) {
        const CatalogEntry* found =
            withMine.find("price.switch", Fabric::InfiniBand, std::nullopt, speed);
        ASSERT_NE(found, nullptr);
        EXPECT_EQ(found->source, "our quote") << speed;
    }
}

TEST(LinkSpeedFiguresTest, ACustomPlanAt800GIsPricedWith800GPartsAndCostsMore)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario at400 = customAt(400);
    const Scenario at800 = customAt(800);
    EXPECT_EQ(resolved(at400, catalog, "price.switch"), Decimal(36000));
    EXPECT_EQ(resolved(at800, catalog, "price.switch"), Decimal(80000));
    EXPECT_EQ(resolved(at800, catalog, "price.nic"), Decimal(2400));
    EXPECT_EQ(resolved(at800, catalog, "price.transceiver"), Decimal(3000));
    EXPECT_EQ(resolved(at800, catalog, "price.cable_aec"), Decimal(700));
    EXPECT_EQ(resolved(at800, catalog, "power.transceiver_watts"), Decimal(25));
    EXPECT_GT(hardware(at800, catalog).amount(), hardware(at400, catalog).amount());
    // No 100G figures: the 400G ones stand (and the input's source says so); no 1.6T ones:
    // the 800G ones, nearer, so a faster fabric is never priced below a slower one.
    EXPECT_EQ(hardware(customAt(100), catalog), hardware(at400, catalog));
    EXPECT_EQ(resolved(customAt(1600), catalog, "price.switch"), Decimal(80000));
    EXPECT_GE(hardware(customAt(1600), catalog).amount(), hardware(at800, catalog).amount());
}

TEST(LinkSpeedFiguresTest, AProductPlanAt800GBuysItsCablesAt800G)
{
    // Products price the switch, NIC and modules; the cables still come from the catalog, at
    // the NIC's speed.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    PlanSpec& plan = scenario.plans.at(0);
    plan.products = PlanProducts{"ib-xdr-q3400", "nic-cx8-800g", "osfp-1600g-2x800g"};
    EXPECT_EQ(resolved(scenario, catalog, "price.cable_aec"), Decimal(700));
    EXPECT_EQ(resolved(scenario, catalog, "price.switch"), Decimal(180000)) << "the product's";
}

TEST(LinkSpeedFiguresTest, EverySpeedFigureIsOneAFabricsPlanCanReach)
{
    // find() prefers the fabric's own entries: a generic figure at a speed would be hidden by a
    // fabric's own reference figure. So a speed figure is fabric-specific exactly when the
    // reference figure of its key is, and each is a hardware figure in the registry's range.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    int speedEntries = 0;
    for (const CatalogEntry& entry : catalog.entries()) {
        if (!entry.speedGbps)
            continue;
        ++speedEntries;
        EXPECT_TRUE(LinkSpeedFigures::dependsOnSpeed(entry.key)) << entry.key;
        for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
            const CatalogEntry* reference = catalog.find(entry.key, fabric);
            ASSERT_NE(reference, nullptr) << entry.key;
            if (reference->fabric && reference->fabric != entry.fabric)
                continue; // another fabric's figure
            const CatalogEntry* atSpeed =
                catalog.find(entry.key, fabric, std::nullopt, *entry.speedGbps);
            if (entry.fabric == fabric || !entry.fabric) {
                EXPECT_EQ(atSpeed, &entry) << entry.key << " is hidden for " << fabricId(fabric);
            }
        }
    }
    EXPECT_GE(speedEntries, 12);
}

TEST(LinkSpeedFiguresTest, EveryHardwareFigureHasAn800GFigureWhereTheFabricSellsThePart)
{
    // Issue 36 (b): no 800G plan is priced or powered with a 400G figure the catalog could have
    // given at 800G. Only cables a fabric does not sell at 800G (InfiniBand XDR has no DAC or
    // AOC of that speed, CableReach) have none.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    for (const Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
        FabricDesign design;
        design.fabric = fabric;
        design.linkSpeedGbps = 800;
        design.copperMaxMeters = Decimal(100);
        design.aocMaxMeters = Decimal(100);
        const FabricDesign sold = CableReach::available(design);
        for (const CatalogEntry& entry : catalog.entries()) {
            if (!LinkSpeedFigures::dependsOnSpeed(entry.key) || entry.speedGbps)
                continue;
            if ((entry.key == "price.cable_copper" && sold.copperMaxMeters.isZero()) ||
                (entry.key == "price.cable_aoc" && sold.aocMaxMeters.isZero()))
                continue;
            const CatalogEntry* at800 = catalog.find(entry.key, fabric, std::nullopt, 800);
            ASSERT_NE(at800, nullptr) << entry.key;
            EXPECT_EQ(at800->speedGbps, std::optional<int>(800))
                << entry.key << " for " << fabricId(fabric) << " has no 800G figure";
        }
    }
}

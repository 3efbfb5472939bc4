// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductJson.h"

#include "core/model/Catalog.h"
#include "tests/support/TestData.h"

#include <QJsonDocument>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

// A valid switch; each test breaks one thing about it.
QJsonObject validSwitch()
{
    return QJsonDocument::fromJson(
               R"({"id": "sw-a", "class": "switch", "fabric": "roce", "name": "Switch A",
                   "ports": 64, "speedGbps": 800, "price": "40000", "currency": "USD",
                   "priceLow": "25000", "priceHigh": "60000", "watts": "1100",
                   "source": "estimate", "date": "2026-11", "confidence": "estimate"})")
        .object();
}

QByteArray catalogWith(const QJsonArray& products)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("fabrictco-catalog"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("entries"), QJsonArray());
    root.insert(QStringLiteral("products"), products);
    return QJsonDocument(root).toJson();
}

void expectError(const QJsonArray& products, const std::string& where, const std::string& problem)
{
    try {
        Catalog::fromJson(catalogWith(products), QStringLiteral("bad.json"));
        FAIL() << "expected CatalogError containing " << problem;
    } catch (const CatalogError& e) {
        EXPECT_EQ(e.file(), "bad.json");
        EXPECT_NE(e.entry().find(where), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
    }
}

QJsonObject with(QJsonObject o, const char* field, const QJsonValue& value)
{
    o.insert(QLatin1String(field), value);
    return o;
}

QJsonObject without(QJsonObject o, const char* field)
{
    o.remove(QLatin1String(field));
    return o;
}

TEST(ProductJsonTest, ReadsAValidProduct)
{
    const Catalog catalog =
        Catalog::fromJson(catalogWith({validSwitch()}), QStringLiteral("good.json"));
    ASSERT_EQ(catalog.products().size(), 1u);
    const Product& p = catalog.products().front();
    EXPECT_EQ(p.id, "sw-a");
    EXPECT_EQ(p.productClass, ProductClass::Switch);
    EXPECT_EQ(p.fabric, Fabric::RoCE);
    EXPECT_EQ(p.ports, 64);
    EXPECT_EQ(p.speedGbps, 800);
    EXPECT_EQ(p.price.value.value, Decimal(40000));
    EXPECT_EQ(p.price.value.currency, Currency::usd());
    EXPECT_EQ(p.price.range,
              (Uncertainty{DistributionShape::Triangular, Decimal(25000), Decimal(60000)}));
    EXPECT_EQ(p.watts.value.value, Decimal(1100));
    EXPECT_EQ(p.watts.range.shape, DistributionShape::Fixed);
    EXPECT_EQ(catalog.findProduct("sw-a"), &p);
    EXPECT_EQ(catalog.findProduct("sw-b"), nullptr);
    EXPECT_TRUE(p.wattsSource.empty()) << "optional: the source covers both";
    const Catalog split = Catalog::fromJson(
        catalogWith({with(validSwitch(), "wattsSource", QStringLiteral("data sheet"))}),
        QStringLiteral("split.json"));
    EXPECT_EQ(split.products().front().wattsSource, "data sheet");
    expectError({with(validSwitch(), "wattsSource", 17)}, "sw-a", "wattsSource");
}

TEST(ProductJsonTest, BothFabricsAndTwinPortOptics)
{
    QJsonObject optics = without(validSwitch(), "ports");
    optics = with(
        with(with(optics, "class", QStringLiteral("optics")), "fabric", QStringLiteral("both")),
        "twinPort", true);
    optics = with(with(optics, "speedGbps", 400), "price", QStringLiteral("750"));
    optics = without(without(with(optics, "watts", QStringLiteral("17")), "priceLow"), "priceHigh");
    const Catalog catalog = Catalog::fromJson(catalogWith({optics}), QStringLiteral("good.json"));
    const Product& p = catalog.products().front();
    EXPECT_FALSE(p.fabric.has_value());
    EXPECT_TRUE(p.serves(Fabric::InfiniBand));
    EXPECT_TRUE(p.serves(Fabric::RoCE));
    EXPECT_TRUE(p.twinPort);
}

TEST(ProductJsonTest, CoPackagedOpticsBelongToSwitchesAndRoundTrip)
{
    const Catalog catalog = Catalog::fromJson(
        catalogWith({with(validSwitch(), "coPackagedOptics", true)}), QStringLiteral("good.json"));
    const Product& p = catalog.products().front();
    EXPECT_TRUE(p.coPackagedOptics);
    EXPECT_TRUE(ProductJson::toJson(p).value(QStringLiteral("coPackagedOptics")).toBool());
    // A pluggable switch writes no flag, so the bundled catalog's lines stay as they were.
    EXPECT_FALSE(ProductJson::toJson(
                     Catalog::fromJson(catalogWith({validSwitch()}), QStringLiteral("good.json"))
                         .products()
                         .front())
                     .contains(QStringLiteral("coPackagedOptics")));
    QJsonObject nic = with(without(validSwitch(), "ports"), "class", QStringLiteral("nic"));
    expectError({with(nic, "coPackagedOptics", true)}, "sw-a",
                "unknown field \"coPackagedOptics\"");
}

TEST(ProductJsonTest, AScheduledLeafNamesItsElementAndTheFabricsSizeAndRoundTrips)
{
    QJsonObject leaf =
        with(with(with(validSwitch(), "fabricPorts", 20), "fabricElement", QStringLiteral("fe-a")),
             "fabricMaxEndpoints", 27000);
    leaf = with(leaf, "ports", 18);
    const QJsonObject element = with(with(validSwitch(), "id", QStringLiteral("fe-a")), "class",
                                     QStringLiteral("fabric-element"));
    const Catalog catalog =
        Catalog::fromJson(catalogWith({leaf, element}), QStringLiteral("good.json"));
    const Product* p = catalog.findProduct("sw-a");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->fabricPorts, 20);
    EXPECT_EQ(p->fabricElement, "fe-a");
    EXPECT_EQ(p->fabricMaxEndpoints, 27000);
    const Product* fe = catalog.findProduct("fe-a");
    ASSERT_NE(fe, nullptr);
    EXPECT_EQ(fe->productClass, ProductClass::FabricElement);
    EXPECT_EQ(fe->ports, 64);
    for (const Product* product : {p, fe}) {
        const Catalog again = Catalog::fromJson(catalogWith({ProductJson::toJson(*product)}),
                                                QStringLiteral("again.json"));
        EXPECT_EQ(again.products().front(), *product);
    }
    // All three or none; a leaf of a scheduled fabric has pluggable optics.
    expectError({without(leaf, "fabricElement")}, "sw-a", "\"fabricElement\"");
    expectError({with(leaf, "fabricMaxEndpoints", 17)}, "sw-a", "at least its own ports");
    expectError({with(leaf, "coPackagedOptics", true)}, "sw-a", "co-packaged");
    expectError({with(validSwitch(), "class", QStringLiteral("fabric"))}, "sw-a",
                "\"fabric-element\"");
    // Only switches name elements.
    expectError({with(element, "fabricPorts", 20)}, "fe-a", "unknown field \"fabricPorts\"");
}

TEST(ProductJsonTest, MissingFieldsAreNamed)
{
    for (const char* field : {"class", "fabric", "name", "ports", "speedGbps", "price", "currency",
                              "watts", "source", "date", "confidence"})
        expectError({without(validSwitch(), field)}, "product 1 (sw-a)",
                    std::string("missing field \"") + field + "\"");
    expectError({without(validSwitch(), "id")}, "product 1", "missing field \"id\"");
}

TEST(ProductJsonTest, BadNumbersAndValuesAreRejected)
{
    expectError({with(validSwitch(), "price", QStringLiteral("forty"))}, "sw-a",
                "\"price\" is not a decimal number");
    expectError({with(validSwitch(), "price", 40000)}, "sw-a", "must be a decimal in quotes");
    expectError({with(validSwitch(), "price", QStringLiteral("-1"))}, "sw-a", "price");
    expectError({with(validSwitch(), "priceLow", QStringLiteral("45000"))}, "sw-a",
                "price low 45000 is above 40000");
    expectError({without(validSwitch(), "priceHigh")}, "sw-a", "go together");
    expectError({with(validSwitch(), "ports", 63)}, "sw-a", "\"ports\" must be an even number");
    expectError({with(validSwitch(), "ports", QStringLiteral("64"))}, "sw-a", "ports");
    expectError({with(validSwitch(), "speedGbps", 0)}, "sw-a", "speedGbps");
    expectError({with(validSwitch(), "class", QStringLiteral("router"))}, "sw-a",
                "\"class\" must be");
    expectError({with(validSwitch(), "fabric", QStringLiteral("ethernet"))}, "sw-a",
                "\"fabric\" must be \"ib\", \"roce\" or \"both\"");
    expectError({with(validSwitch(), "currency", QStringLiteral("EUR"))}, "sw-a", "CNY or USD");
    expectError({with(validSwitch(), "confidence", QStringLiteral("sure"))}, "sw-a", "confidence");
    expectError({with(validSwitch(), "date", QStringLiteral("last year"))}, "sw-a", "\"date\"");
    expectError({with(validSwitch(), "id", QStringLiteral("Switch A"))}, "Switch A", "id must be");
    expectError({with(validSwitch(), "twinPort", true)}, "sw-a", "unknown field \"twinPort\"");
    expectError({with(validSwitch(), "colour", QStringLiteral("red"))}, "sw-a",
                "unknown field \"colour\"");
}

TEST(ProductJsonTest, DuplicateIdsAreRejected)
{
    expectError({validSwitch(), with(validSwitch(), "name", QStringLiteral("Other"))},
                "product 2 (sw-a)", "duplicate id");
}

TEST(ProductJsonTest, RoundTripsThroughTheCatalogFile)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Catalog again = Catalog::fromJson(catalog.toJson(), QStringLiteral("again"));
    EXPECT_EQ(again.products(), catalog.products());
    EXPECT_EQ(again.entries(), catalog.entries());
    ASSERT_FALSE(catalog.products().empty());
    EXPECT_FALSE(again.products().front().wattsSource.empty()) << "the watts' own source kept";
}

TEST(ProductJsonTest, BundledProductsCoverTheGenerations)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    struct Expected
    {
        const char* id;
        ProductClass productClass;
        std::optional<Fabric> fabric;
        int ports;
        int speed;
    };
    const Expected expected[] = {
        {"ib-ndr-qm9700", ProductClass::Switch, Fabric::InfiniBand, 64, 400},
        {"ib-xdr-q3400", ProductClass::Switch, Fabric::InfiniBand, 144, 800},
        {"roce-sn5600", ProductClass::Switch, Fabric::RoCE, 64, 800},
        {"roce-th5-64x800", ProductClass::Switch, Fabric::RoCE, 64, 800},
        {"roce-th5-128x400", ProductClass::Switch, Fabric::RoCE, 128, 400},
        {"nic-cx7-400g", ProductClass::Nic, std::nullopt, 0, 400},
        {"nic-bf3-supernic-400g", ProductClass::Nic, Fabric::RoCE, 0, 400},
        {"nic-cx8-800g", ProductClass::Nic, std::nullopt, 0, 800},
        {"osfp-400g", ProductClass::Optics, std::nullopt, 0, 400},
        {"osfp-800g-2x400g", ProductClass::Optics, std::nullopt, 0, 400},
        // late 2026 (issue 41): 102.4 Tb/s Ethernet, Ultra Ethernet NICs, linear-drive optics
        {"roce-th6-128x800", ProductClass::Switch, Fabric::RoCE, 128, 800},
        {"nic-thor-ultra-800g", ProductClass::Nic, Fabric::RoCE, 0, 800},
        {"nic-pollara-400g", ProductClass::Nic, Fabric::RoCE, 0, 400},
        {"osfp-800g-2x400g-lpo", ProductClass::Optics, std::nullopt, 0, 400},
        // a scheduled fabric (Jericho3-AI leaf, Ramon3 fabric element)
        {"roce-j3ai-7700r4-leaf", ProductClass::Switch, Fabric::RoCE, 18, 800},
        {"roce-ramon3-7720r4-element", ProductClass::FabricElement, Fabric::RoCE, 128, 800},
    };
    for (const Expected& e : expected) {
        const Product* p = catalog.findProduct(e.id);
        ASSERT_NE(p, nullptr) << e.id;
        EXPECT_EQ(p->productClass, e.productClass) << e.id;
        EXPECT_EQ(p->fabric, e.fabric) << e.id;
        EXPECT_EQ(p->ports, e.ports) << e.id;
        EXPECT_EQ(p->speedGbps, e.speed) << e.id;
        EXPECT_NE(p->price.range.shape, DistributionShape::Fixed) << e.id << " needs a range";
    }
    EXPECT_FALSE(catalog.findProduct("osfp-400g")->twinPort);
    EXPECT_TRUE(catalog.findProduct("osfp-800g-2x400g")->twinPort);
    // Spectrum-X NICs are dearer than ConnectX-7, which serves both fabrics at one price.
    EXPECT_GT(catalog.findProduct("nic-bf3-supernic-400g")->price.value.value,
              catalog.findProduct("nic-cx7-400g")->price.value.value);
    // Spectrum-X costs about 1.8-1.9x per port what a Tomahawk white box does at street prices
    // (issue 41; the 2-3x of earlier blogs included software and support).
    const Decimal spectrum = catalog.findProduct("roce-sn5600")->price.value.value;
    const Decimal whiteBox = catalog.findProduct("roce-th5-64x800")->price.value.value;
    EXPECT_GE(spectrum.times(2), whiteBox.times(3)); // 1.5x or more
    EXPECT_LE(spectrum.times(2), whiteBox.times(5)); // 2.5x or less
    // Switch watts leave the optics out: they are charged per module. The old generic figure
    // was 64 ports x 18 W of module budget.
    EXPECT_LT(catalog.findProduct("ib-ndr-qm9700")->watts.value.value, Decimal(1150));
    // No public list price: the estimates say so.
    for (const char* id : {"ib-xdr-q3400", "roce-sn5600", "roce-th5-64x800", "nic-cx7-400g",
                           "nic-bf3-supernic-400g"})
        EXPECT_EQ(catalog.findProduct(id)->confidence, Confidence::Estimate) << id;
}

} // namespace
} // namespace fabrictco

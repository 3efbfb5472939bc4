// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ScenarioJson.h"

#include "core/model/Examples.h"
#include "tests/support/TestData.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

void expectError(const QByteArray& bytes, const std::string& text)
{
    try {
        ScenarioJson::fromBytes(bytes);
        FAIL() << "expected an error containing " << text;
    } catch (const ScenarioJsonError& e) {
        EXPECT_NE(std::string(e.what()).find(text), std::string::npos) << e.what();
    }
}

TEST(ScenarioJsonTest, RoundTripsEveryField)
{
    Scenario s = Examples::load("ceph-storage", test::dataDir());
    s.metadata.author = "Zhang San 张三";
    s.cluster.nodesByYear = {24, 30, 30, 40, 40};
    s.cluster.rounding = RoundingMode::HalfUp;
    s.uncertainty["power.pue"] = {DistributionShape::Pert, Decimal::parse("1.2"),
                                  Decimal::parse("1.6")};
    s.plans[1].overrides["price.nic"] = {Decimal::parse("1234.56"), Currency::cny()};
    s.plans[1].uncertainty["price.nic"] = {DistributionShape::Triangular, Decimal(1000),
                                           Decimal(2000)};
    s.plans[1].design.oversubscription = Decimal::parse("1.5");
    s.plans[1].design.twinPortTransceivers = false;
    s.plans[1].design.twinPortNicTransceivers = true;
    s.plans[1].design.coPackagedOptics = true;
    const Scenario again = ScenarioJson::fromBytes(ScenarioJson::toBytes(s));
    // FabricDesign has no operator== in the shared contract yet, so compare the parts that do
    // and the full serialisation.
    EXPECT_EQ(ScenarioJson::toBytes(again), ScenarioJson::toBytes(s));
    EXPECT_EQ(again.metadata, s.metadata);
    EXPECT_EQ(again.cluster, s.cluster);
    EXPECT_EQ(again.overrides, s.overrides);
    EXPECT_EQ(again.uncertainty, s.uncertainty);
    EXPECT_EQ(again.quotes, s.quotes);
    EXPECT_EQ(again.plans[1].overrides, s.plans[1].overrides);
    EXPECT_EQ(again.plans[1].uncertainty, s.plans[1].uncertainty);
    EXPECT_EQ(again.plans[1].design.oversubscription, Decimal::parse("1.5"));
    EXPECT_FALSE(again.plans[1].design.twinPortTransceivers);
    EXPECT_TRUE(again.plans[1].design.twinPortNicTransceivers);
    EXPECT_TRUE(again.plans[1].design.coPackagedOptics);
    EXPECT_FALSE(again.plans[0].design.coPackagedOptics);
}

TEST(ScenarioJsonTest, ProductsRoundTripAndCustomPlansWriteNone)
{
    Scenario s = Examples::load("hft", test::dataDir());
    s.plans[0].products = {"ib-xdr-q3400", "", "osfp-1600g-2x800g"};
    s.plans[1].products = {};
    const QJsonObject json = ScenarioJson::toJson(s);
    const QJsonArray plans = json.value(QStringLiteral("plans")).toArray();
    const QJsonObject products =
        plans.at(0).toObject().value(QStringLiteral("products")).toObject();
    EXPECT_EQ(products.value(QStringLiteral("switch")).toString(), QStringLiteral("ib-xdr-q3400"));
    EXPECT_FALSE(products.contains(QStringLiteral("nic")));
    // A custom-hardware plan is written exactly as before products existed.
    EXPECT_FALSE(plans.at(1).toObject().contains(QStringLiteral("products")));
    const Scenario again = ScenarioJson::fromBytes(ScenarioJson::toBytes(s));
    EXPECT_EQ(again.plans[0].products, s.plans[0].products);
    EXPECT_TRUE(again.plans[1].products.isCustom());
    EXPECT_EQ(again, s);
}

TEST(ScenarioJsonTest, ProductErrorsNameTheField)
{
    const Scenario s = Examples::load("hft", test::dataDir());
    QJsonObject root = ScenarioJson::toJson(s);
    QJsonArray plans = root.value(QStringLiteral("plans")).toArray();
    QJsonObject plan = plans.at(0).toObject();
    plan.insert(QStringLiteral("products"),
                QJsonObject{{QStringLiteral("router"), QStringLiteral("x")}});
    plans.replace(0, plan);
    root.insert(QStringLiteral("plans"), plans);
    expectError(QJsonDocument(root).toJson(), "plans[0].products: unknown field \"router\"");
    plan.insert(QStringLiteral("products"), QJsonObject{{QStringLiteral("switch"), 7}});
    plans.replace(0, plan);
    root.insert(QStringLiteral("plans"), plans);
    expectError(QJsonDocument(root).toJson(),
                "plans[0].products: field \"switch\" must be a string");
}

TEST(ScenarioJsonTest, ErrorsNameTheFieldPath)
{
    const Scenario s = Examples::load("hft", test::dataDir());
    QJsonObject root = ScenarioJson::toJson(s);
    expectError("[1, 2]", "JSON object");
    expectError("{", "not valid JSON");

    QJsonObject bad = root;
    bad.insert(QStringLiteral("workload"), QStringLiteral("cooking"));
    expectError(QJsonDocument(bad).toJson(), "workload: unknown workload");

    bad = root;
    QJsonObject cluster = bad.value(QStringLiteral("cluster")).toObject();
    cluster.insert(QStringLiteral("nodes"), QStringLiteral("many"));
    bad.insert(QStringLiteral("cluster"), cluster);
    expectError(QJsonDocument(bad).toJson(), "cluster: field \"nodes\"");

    bad = root;
    QJsonArray plans = bad.value(QStringLiteral("plans")).toArray();
    QJsonObject plan = plans.at(1).toObject();
    QJsonObject design = plan.value(QStringLiteral("design")).toObject();
    design.insert(QStringLiteral("fabric"), QStringLiteral("token-ring"));
    plan.insert(QStringLiteral("design"), design);
    plans.replace(1, plan);
    bad.insert(QStringLiteral("plans"), plans);
    expectError(QJsonDocument(bad).toJson(), "plans[1].design");

    bad = root;
    bad.insert(QStringLiteral("extra"), 1);
    expectError(QJsonDocument(bad).toJson(), "unknown field \"extra\"");

    bad = root;
    QJsonObject overrides;
    overrides.insert(QStringLiteral("power.pue"), QStringLiteral("1.4"));
    bad.insert(QStringLiteral("overrides"), overrides);
    expectError(QJsonDocument(bad).toJson(), "overrides.power.pue");
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ParameterRegistry.h"

#include <gtest/gtest.h>
#include <set>

namespace fabrictco {
namespace {

const ParameterRegistry& registry()
{
    return ParameterRegistry::instance();
}

TEST(ParameterRegistryTest, FindsKeysNamedInTheIssue)
{
    for (const char* key :
         {"price.switch", "power.pue", "gpu_hour_value", "efficiency_loss_untuned", "discount_rate",
          "fx.usd_cny", "support.share", "team.staff_multiplier"}) {
        EXPECT_NE(registry().find(key), nullptr) << key;
    }
    EXPECT_EQ(registry().at("price.switch").scope, ParameterScope::Plan);
    EXPECT_EQ(registry().at("price.switch").kind, ParameterKind::Money);
    EXPECT_EQ(registry().at("power.pue").scope, ParameterScope::Scenario);
    EXPECT_EQ(registry().at("power.pue").minimum, Decimal(1));
}

TEST(ParameterRegistryTest, UnknownKeyIsNullOrThrowsNamingIt)
{
    EXPECT_EQ(registry().find("price.unobtainium"), nullptr);
    try {
        registry().at("price.unobtainium");
        FAIL() << "expected UnknownParameterError";
    } catch (const UnknownParameterError& e) {
        EXPECT_NE(std::string(e.what()).find("price.unobtainium"), std::string::npos);
    }
}

TEST(ParameterRegistryTest, ListIsSortedUniqueAndDescribed)
{
    std::set<std::string> seen;
    std::string previous;
    for (const ParameterSpec& spec : registry().all()) {
        EXPECT_TRUE(seen.insert(spec.key).second) << spec.key;
        EXPECT_LT(previous, spec.key);
        previous = spec.key;

        EXPECT_LE(spec.minimum, spec.maximum) << spec.key;
    }
    EXPECT_GT(registry().all().size(), 40u);
}

TEST(ParameterRegistryTest, CheckValueEnforcesBoundsAndWholeCounts)
{
    const ParameterSpec& pue = registry().at("power.pue");
    EXPECT_EQ(registry().checkValue(pue, Decimal::parse("1.4")), "");
    EXPECT_EQ(registry().checkValue(pue, Decimal(1)), "");
    EXPECT_EQ(registry().checkValue(pue, Decimal(3)), "");
    EXPECT_NE(registry().checkValue(pue, Decimal::parse("0.99")), "");
    EXPECT_NE(registry().checkValue(pue, Decimal::parse("3.01")).find("from 1 to 3"),
              std::string::npos);
    const ParameterSpec& life = registry().at("hardware.life_years");
    EXPECT_EQ(life.kind, ParameterKind::Count);
    EXPECT_NE(registry().checkValue(life, Decimal::parse("4.5")).find("whole number"),
              std::string::npos);
    EXPECT_EQ(registry().checkValue(life, Decimal(4)), "");
}

TEST(ParameterRegistryTest, ScheduleShapingInputsAreNotUncertain)
{
    // One stochastic model must serve every trial: these change the term structure.
    for (const char* key : {"hardware.life_years", "discount_rate", "growth.annual",
                            "price_trend.annual", "team.tuning_years", "switch_batches"})
        EXPECT_FALSE(registry().at(key).uncertain) << key;
    EXPECT_TRUE(registry().at("efficiency_loss_untuned").uncertain);
}

} // namespace
} // namespace fabrictco

namespace fabrictco {

TEST(ParameterRegistryTest, OlderFabricPrefixedKeysMapToTodaysKeys)
{
    EXPECT_EQ(ParameterRegistry::currentKey("ib.efficiency_loss"), "efficiency_loss");
    EXPECT_EQ(ParameterRegistry::currentKey("roce.efficiency_loss_untuned"),
              "efficiency_loss_untuned");
    EXPECT_EQ(ParameterRegistry::currentKey("roce.switch_batches"), "switch_batches");
    EXPECT_EQ(ParameterRegistry::currentKey("price.switch"), "price.switch");
    EXPECT_EQ(ParameterRegistry::currentKey("no.such.key"), "no.such.key");
    // No plan parameter names its fabric any more (set doc ib.KEY reads as plan ib, KEY).
    for (const ParameterSpec& spec : ParameterRegistry::instance().all())
        if (spec.scope == ParameterScope::Plan) {
            EXPECT_FALSE(spec.key.starts_with("ib.") || spec.key.starts_with("roce.")) << spec.key;
        }
}


TEST(ParameterRegistryTest, UnitsAreDataWithTheirEnglishName)
{
    const ParameterSpec* price = ParameterRegistry::instance().find("price.switch");
    ASSERT_NE(price, nullptr);
    EXPECT_EQ(price->unit, ParameterUnit::PerSwitch);
    EXPECT_EQ(parameterUnitName(price->unit), "per switch");
    EXPECT_EQ(parameterUnitName(ParameterUnit::CnyPerUsd), "CNY per USD");
    EXPECT_EQ(parameterUnitName(ParameterUnit::None), "");
    // Every unit but None has a name of its own.
    std::set<std::string_view> names;
    for (int i = 1; i <= static_cast<int>(ParameterUnit::Exponent); ++i) {
        const std::string_view name = parameterUnitName(static_cast<ParameterUnit>(i));
        EXPECT_FALSE(name.empty()) << i;
        EXPECT_TRUE(names.insert(name).second) << name;
    }
}

} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ResolvedParameters.h"

#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ParameterResolver.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class ResolvedParametersTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    ResolvedParameters values = ParameterResolver::resolve(scenario, scenario.plans.at(0), catalog);
};

TEST_F(ResolvedParametersTest, SetValueChangesOnlyTheValueInPlace)
{
    const ResolvedParameter before = values.at("power.pue");
    const std::size_t index = ParameterRegistry::instance().indexOf("power.pue");
    values.setValue("power.pue", Decimal::parse("1.25"));
    // By key and by index (the cost model's look-up), the same new value.
    EXPECT_EQ(values.value("power.pue"), Decimal::parse("1.25"));
    ASSERT_NE(values.byIndex(index), nullptr);
    EXPECT_EQ(values.byIndex(index)->value.value, Decimal::parse("1.25"));
    // Its range, currency and provenance stay.
    EXPECT_EQ(values.at("power.pue").uncertainty, before.uncertainty);
    EXPECT_EQ(values.at("power.pue").provenance, before.provenance);
    EXPECT_EQ(values.at("power.pue").value.currency, before.value.currency);
    // A copy made before is not changed: each keeps its own values.
    ResolvedParameters copy = values;
    copy.setValue("power.pue", Decimal::parse("1.5"));
    EXPECT_EQ(values.value("power.pue"), Decimal::parse("1.25"));
    EXPECT_EQ(copy.byIndex(index)->value.value, Decimal::parse("1.5"));
}

TEST_F(ResolvedParametersTest, SetValueOfAnUnknownKeyIsAnErrorNamingIt)
{
    try {
        values.setValue("no.such.key", Decimal(1));
        ADD_FAILURE() << "no error";
    } catch (const ResolutionError& e) {
        EXPECT_EQ(e.key(), "no.such.key");
    }
}

} // namespace
} // namespace fabrictco

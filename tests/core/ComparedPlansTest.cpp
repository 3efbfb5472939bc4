// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ComparedPlans.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

PlanSpec plan(const char* id, Fabric fabric)
{
    PlanSpec spec;
    spec.id = id;
    spec.design.fabric = fabric;
    return spec;
}

} // namespace

TEST(ComparedPlansTest, TakesTheFirstPlanOfEachFabric)
{
    Scenario scenario;
    scenario.plans = {plan("roce-b", Fabric::RoCE), plan("ib-2", Fabric::InfiniBand),
                      plan("roce", Fabric::RoCE), plan("ib", Fabric::InfiniBand)};
    const ComparedPlans plans = ComparedPlans::of(scenario);
    EXPECT_EQ(plans.ibPlanId, "ib-2");
    EXPECT_EQ(plans.rocePlanId, "roce-b");
    EXPECT_TRUE(plans.complete());
}

TEST(ComparedPlansTest, IsIncompleteWithoutOneFabric)
{
    Scenario scenario;
    scenario.plans = {plan("roce", Fabric::RoCE), plan("roce-2", Fabric::RoCE)};
    const ComparedPlans plans = ComparedPlans::of(scenario);
    EXPECT_TRUE(plans.ibPlanId.empty());
    EXPECT_EQ(plans.rocePlanId, "roce");
    EXPECT_FALSE(plans.complete());
    EXPECT_FALSE(ComparedPlans::of(Scenario{}).complete());
}

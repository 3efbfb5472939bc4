// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ComparedPlans.h"

#include "core/tco/TcoResult.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

TcoResult withNpvs(std::initializer_list<std::pair<const char*, const char*>> plans)
{
    TcoResult tco;
    for (const auto& [id, npv] : plans) {
        PlanResult plan;
        plan.planId = id;
        plan.npv = Money(Decimal::parse(npv), Currency::usd());
        tco.plans.push_back(plan);
    }
    return tco;
}

} // namespace

TEST(ComparedPlansTest, ComparesTheTwoLowestExpectedNpvsWhateverTheirFabric)
{
    const ComparedPlans plans = ComparedPlans::of(
        withNpvs({{"ib", "30.00"}, {"roce-spectrum", "40.00"}, {"roce-whitebox", "20.00"}}));
    EXPECT_EQ(plans.firstPlanId, "roce-whitebox");
    EXPECT_EQ(plans.secondPlanId, "ib");
    EXPECT_TRUE(plans.complete());
}

TEST(ComparedPlansTest, ACopyOfTheRecommendedPlanIsNotTheRunnerUp)
{
    // Found by a stranger (issue 38): InfiniBand, RoCE and RoCE's copy were summed up as "RoCE
    // or its copy, alike in cost, a close call" while RoCE was 10.6 M below InfiniBand. The one
    // listed first is compared first, against the next plan that costs something else.
    const ComparedPlans plans =
        ComparedPlans::of(withNpvs({{"roce", "10.00"}, {"ib", "10.01"}, {"roce-copy", "10.00"}}));
    EXPECT_EQ(plans.firstPlanId, "roce");
    EXPECT_EQ(plans.secondPlanId, "ib");
    // Only a plan and its copy: they are what there is to compare.
    const ComparedPlans two = ComparedPlans::of(withNpvs({{"roce", "10.00"}, {"copy", "10.00"}}));
    EXPECT_EQ(two.secondPlanId, "copy");
}

TEST(ComparedPlansTest, IsIncompleteWithFewerThanTwoPlans)
{
    const ComparedPlans one = ComparedPlans::of(withNpvs({{"roce", "1.00"}}));
    EXPECT_EQ(one.firstPlanId, "roce");
    EXPECT_TRUE(one.secondPlanId.empty());
    EXPECT_FALSE(one.complete());
    EXPECT_FALSE(ComparedPlans::of(TcoResult{}).complete());
}

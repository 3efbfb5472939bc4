// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/PlanColours.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

PlanSpec plan(const std::string& id, Fabric fabric, int slot)
{
    PlanSpec p;
    p.id = id;
    p.design.fabric = fabric;
    p.colourSlot = slot;
    return p;
}

TEST(PlanColoursTest, PlansWithoutASlotGetTheirPositionWithinTheirFabric)
{
    Scenario s;
    s.plans = {plan("ib", Fabric::InfiniBand, -1), plan("roce", Fabric::RoCE, -1),
               plan("roce-b", Fabric::RoCE, -1), plan("ib-b", Fabric::InfiniBand, -1)};
    PlanColours::assign(s);
    EXPECT_EQ(s.plans[0].colourSlot, 0);
    EXPECT_EQ(s.plans[1].colourSlot, 0);
    EXPECT_EQ(s.plans[2].colourSlot, 1);
    EXPECT_EQ(s.plans[3].colourSlot, 1);
}

TEST(PlanColoursTest, SavedSlotsAreKeptAndNewcomersTakeTheLowestFreeOne)
{
    Scenario s;
    s.plans = {plan("new", Fabric::RoCE, -1), plan("roce", Fabric::RoCE, 0),
               plan("roce-c", Fabric::RoCE, 2)};
    PlanColours::assign(s);
    EXPECT_EQ(s.plans[0].colourSlot, 1);
    EXPECT_EQ(s.plans[1].colourSlot, 0);
    EXPECT_EQ(s.plans[2].colourSlot, 2);
    EXPECT_EQ(PlanColours::freeSlot(s, Fabric::RoCE), 3);
    EXPECT_EQ(PlanColours::freeSlot(s, Fabric::InfiniBand), 0);
    // A plan changing fabric does not count its own slot.
    EXPECT_EQ(PlanColours::freeSlot(s, Fabric::RoCE, &s.plans[1]), 0);
}

TEST(PlanColoursTest, ADuplicateOrOutOfRangeSlotIsReplaced)
{
    Scenario s;
    s.plans = {plan("a", Fabric::RoCE, 1), plan("b", Fabric::RoCE, 1),
               plan("c", Fabric::InfiniBand, PlanColours::kMaxSlot + 1)};
    PlanColours::assign(s);
    EXPECT_EQ(s.plans[0].colourSlot, 1); // the first holder keeps it
    EXPECT_EQ(s.plans[1].colourSlot, 0);
    EXPECT_EQ(s.plans[2].colourSlot, 0);
}

} // namespace
} // namespace fabrictco

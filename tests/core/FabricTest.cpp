// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/Fabric.h"

#include <gtest/gtest.h>

using fabrictco::Fabric;
using fabrictco::fabricFromId;
using fabrictco::fabricId;

TEST(FabricTest, IdsAreStableAndRoundTrip)
{
    EXPECT_EQ(fabricId(Fabric::InfiniBand), "ib");
    EXPECT_EQ(fabricId(Fabric::RoCE), "roce");
    for (Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE})
        EXPECT_EQ(fabricFromId(fabricId(fabric)), fabric);
}

TEST(FabricTest, UnknownIdsAreRejectedNotGuessed)
{
    for (const char* bad : {"", "IB", "InfiniBand", "RoCE", "ethernet", "ib ", "rocev2"})
        EXPECT_FALSE(fabricFromId(bad).has_value()) << bad;
}

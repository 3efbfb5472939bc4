// SPDX-License-Identifier: GPL-3.0-or-later
// Cables by speed (issue 36, item 6): the bill of materials buys only cable kinds sold at the
// plan's link speed.
#include "core/bom/CableReach.h"

#include "core/bom/BomCalculator.h"
#include "tests/support/BomDesigns.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(CableReachTest, XdrInfiniBandHasNeitherPassiveCopperNorActiveOpticalCables)
{
    const Bom bom = BomCalculator::calculate(test::atLinkSpeed(Fabric::InfiniBand, 800));
    EXPECT_EQ(bom.copperCables, 0);
    EXPECT_EQ(bom.aocCables, 0);
    // The 2 m node links are active copper; the 20 m leaf-spine links fibre with modules.
    EXPECT_EQ(bom.aecCables, bom.links.nodeLeaf);
    EXPECT_EQ(bom.opticalCables, bom.links.leafSpine);
    EXPECT_GT(bom.transceivers, 0);
}

TEST(CableReachTest, EightHundredGigEthernetKeepsShortCopperAndOpticalCables)
{
    FabricDesign d = test::atLinkSpeed(Fabric::RoCE, 800);
    d.nodeLeafMeters = Decimal::parse("2.5"); // beyond 800G DAC (about 2 m): active copper
    const Bom bom = BomCalculator::calculate(d);
    EXPECT_EQ(bom.copperCables, 0);
    EXPECT_EQ(bom.aecCables, bom.links.nodeLeaf);
    EXPECT_EQ(bom.aocCables, bom.links.leafSpine);
    d.nodeLeafMeters = Decimal(2);
    EXPECT_EQ(BomCalculator::calculate(d).copperCables, bom.links.nodeLeaf);
}

TEST(CableReachTest, FourHundredGigKeepsTheDesignsReachesUpToThreeMetresOfCopper)
{
    FabricDesign d = test::atLinkSpeed(Fabric::InfiniBand, 400);
    d.copperMaxMeters = Decimal(5);
    const FabricDesign sold = CableReach::available(d);
    EXPECT_EQ(sold.copperMaxMeters, Decimal(3));
    EXPECT_EQ(sold.aecMaxMeters, Decimal(7));
    EXPECT_EQ(sold.aocMaxMeters, Decimal(30));
    // Slower links keep whatever the design says.
    d.linkSpeedGbps = 200;
    EXPECT_EQ(CableReach::available(d), d);
}

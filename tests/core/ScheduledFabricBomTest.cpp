// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials of a scheduled Ethernet fabric (core/bom/BOM.md, "Scheduled fabrics"):
// leaves with 18 ports of 800G for endpoints and 20 fabric ports, fabric elements of 128 ports,
// at most 27,000 endpoint ports, the shape of Arista's 7700R4 distributed Etherlink switch.
// Every expected figure is derived by hand in the comment above it.
#include "core/bom/BomCalculator.h"
#include "tests/support/BomDesigns.h"

#include <gtest/gtest.h>
#include <string>

using fabrictco::Bom;
using fabrictco::BomCalculator;
using fabrictco::BomError;
using fabrictco::BomProblem;
using fabrictco::Decimal;
using fabrictco::Fabric;
using fabrictco::FabricDesign;
using fabrictco::LinkCounts;
using fabrictco::ScheduledFabric;
using fabrictco::TierCounts;
using fabrictco::test::errorField;

namespace {

/// `nodes` 8-rail nodes on 800G leaves of 18 endpoint ports and 20 fabric ports, elements of
/// 128 ports, one link per switch module; node links 2 m (DAC at 800G Ethernet), leaf to
/// element links 20 m (fibre and a module at each end).
FabricDesign scheduled(int nodes)
{
    FabricDesign design;
    design.fabric = Fabric::RoCE;
    design.nodes = nodes;
    design.linkSpeedGbps = 800;
    design.switchRadix = 18;
    design.twinPortTransceivers = false;
    design.scheduled = ScheduledFabric{20, 128, 27000};
    return design;
}

} // namespace

TEST(ScheduledFabricBomTest, EndpointsThatFitOneLeafNeedNoFabricElement)
{
    // 2 nodes x 8 rails = 16 endpoints <= 18: one leaf is a switch of its own.
    const Bom bom = BomCalculator::calculate(scheduled(2));
    EXPECT_EQ(bom.tiers, 1);
    EXPECT_EQ(bom.switches, (TierCounts{1, 0, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{16, 0, 0}));
    EXPECT_EQ(bom.maxEndpoints, 18);
}

TEST(ScheduledFabricBomTest, LeavesHoldTheirRadixAndElementsTheFabricPortsTheyWire)
{
    // 64 x 8 = 512 endpoints: ceil(512 / 18) = 29 leaves, every one of its 18 ports for
    // endpoints; 29 x 20 = 580 fabric links; ceil(580 / 128) = 5 elements of 116 ports each.
    // The fabric holds 27,000 / 18 = 1,500 leaves of 18: 27,000 endpoints.
    const Bom bom = BomCalculator::calculate(scheduled(64));
    EXPECT_EQ(bom.tiers, 2);
    EXPECT_EQ(bom.leafDownlinks, 18);
    EXPECT_EQ(bom.leafUplinks, 20);
    EXPECT_EQ(bom.switches, (TierCounts{29, 5, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{512, 580, 0}));
    EXPECT_EQ(bom.maxEndpoints, 27000);
    EXPECT_EQ(bom.headroomEndpoints, 27000 - 512);
    // Node links are DAC (2 m); each fabric link is fibre with a module at both ends:
    // 580 at the leaves and 580 at the elements.
    EXPECT_EQ(bom.opticalLinks, (LinkCounts{0, 580, 0}));
    EXPECT_EQ(bom.copperCables, 512);
    EXPECT_EQ(bom.switchTransceivers, 1160);
    EXPECT_EQ(bom.nicTransceivers, 0);
}

TEST(ScheduledFabricBomTest, ElementsTakeTheLinksAsEvenlyAsTheyGoAndTwinModulesFillTheirCages)
{
    // 26 nodes x 8 = 208 endpoints and 27 x 8 = 216 = 12 x 18 need 12 leaves: 240 links, 2
    // elements of 120. 28 x 8 = 224 need 13 leaves: 260 links, ceil(260 / 128) = 3 elements of
    // 87, 87 and 86 ports. Twin-port modules: 13 leaves x ceil(20 / 2) + 44 + 44 + 43 = 261.
    FabricDesign design = scheduled(28);
    design.twinPortTransceivers = true;
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.switches, (TierCounts{13, 3, 0}));
    EXPECT_EQ(bom.links.leafSpine, 260);
    EXPECT_EQ(bom.switchTransceivers, 13 * 10 + 44 + 44 + 43);
    EXPECT_EQ(BomCalculator::calculate(scheduled(26)).switches, (TierCounts{12, 2, 0}));
    EXPECT_EQ(BomCalculator::calculate(scheduled(27)).switches, (TierCounts{12, 2, 0}));
}

TEST(ScheduledFabricBomTest, OversubscriptionWiresFewerFabricPorts)
{
    // At r:1 a leaf wires ceil(20 / r) fabric ports and keeps all 18 for endpoints: 2:1 wires
    // 10 (29 x 10 = 290 links, ceil(290 / 128) = 3 elements); 1.5:1 wires ceil(13.3) = 14
    // (406 links, 4 elements).
    FabricDesign design = scheduled(64);
    design.oversubscription = Decimal(2);
    Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.leafDownlinks, 18);
    EXPECT_EQ(bom.leafUplinks, 10);
    EXPECT_EQ(bom.switches, (TierCounts{29, 3, 0}));
    design.oversubscription = Decimal::parse("1.5");
    bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.leafUplinks, 14);
    EXPECT_EQ(bom.switches, (TierCounts{29, 4, 0}));
}

TEST(ScheduledFabricBomTest, HoldsWhatItsMakerPublishesAndNoMore)
{
    // 3,375 nodes x 8 = 27,000 endpoints: 1,500 leaves, 30,000 fabric links, ceil(30,000 / 128)
    // = 235 elements. One node more is refused, naming the fabric's size and no larger radix.
    const Bom full = BomCalculator::calculate(scheduled(3375));
    EXPECT_EQ(full.switches, (TierCounts{1500, 235, 0}));
    EXPECT_EQ(full.headroomEndpoints, 0);
    try {
        BomCalculator::calculate(scheduled(3376));
        FAIL() << "3,376 nodes were accepted";
    } catch (const BomError& e) {
        EXPECT_EQ(e.field(), "nodes");
        EXPECT_EQ(e.problem(), BomProblem::ScheduledFabricFull);
        EXPECT_TRUE(e.isTooManyEndpoints());
        ASSERT_EQ(e.args().size(), 9U);
        EXPECT_EQ(e.args()[6], "27000");
        EXPECT_EQ(e.args()[7], "3375");
        EXPECT_EQ(e.args()[4], "");
        EXPECT_EQ(e.args()[8], "");
        EXPECT_EQ(e.detail(), "3376 nodes x 8 rails + 0 extra endpoints need 27008 endpoints, "
                              "more than the scheduled fabric holds (27000); accepted: 1 to 3375");
    }
    EXPECT_EQ(BomCalculator::smallestRadixFor(scheduled(3376)), std::nullopt);
}

TEST(ScheduledFabricBomTest, ImpossibleFabricFiguresAreAnErrorNotADivisionByZero)
{
    FabricDesign design = scheduled(64);
    design.scheduled.elementPorts = 0;
    EXPECT_EQ(errorField(design), "scheduled");
    design = scheduled(64);
    design.scheduled.maxEndpoints = 17; // not even one leaf
    EXPECT_EQ(errorField(design), "scheduled");
    EXPECT_THROW(BomCalculator::validate(design), BomError);
}

TEST(ScheduledFabricBomTest, ScalableUnitsAreBuiltWholeFromScheduledLeaves)
{
    // Units of 32 nodes: each rail's 32 ports need ceil(32 / 18) = 2 leaves, 8 rails 16 leaves a
    // unit; 64 nodes are 2 units, 32 leaves, 32 x 20 = 640 links, ceil(640 / 128) = 5 elements.
    FabricDesign design = scheduled(64);
    design.scalableUnitNodes = 32;
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.scalableUnits, 2);
    EXPECT_EQ(bom.switches, (TierCounts{32, 5, 0}));
    // 1,500 leaves hold 93 units of 16 (1,488 leaves): 93 x 32 = 2,976 nodes at most.
    design.nodes = 2977;
    try {
        BomCalculator::calculate(design);
        FAIL() << "2,977 nodes in units of 32 were accepted";
    } catch (const BomError& e) {
        EXPECT_EQ(e.problem(), BomProblem::ScheduledFabricFull);
        EXPECT_EQ(e.args()[7], "2976");
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Every expected figure below is derived by hand in the comment above it, or copied from a
// published vendor table named beside it. core/bom/BOM.md explains the rules in prose.
#include "core/bom/BomCalculator.h"

#include "tests/support/BomDesigns.h"

#include <array>
#include <gtest/gtest.h>
#include <string>

using fabrictco::Bom;
using fabrictco::BomCalculator;
using fabrictco::Decimal;
using fabrictco::Fabric;
using fabrictco::FabricDesign;
using fabrictco::LinkCounts;
using fabrictco::TierCounts;
using fabrictco::test::endpointsOnly;
using fabrictco::test::errorField;

// ---------------------------------------------------------------------------------------------
// Textbook boundaries (Al-Fares et al., SIGCOMM 2008) for radix k = 64.

TEST(BomCalculatorTest, TwoTierHoldsExactlyKSquaredOverTwoEndpoints)
{
    // k^2/2 = 2048 endpoints: 64 leaves of 32 down + 32 up; 64 x 32 = 2048 uplinks need
    // 2048 / 64 = 32 spines, and 32 divides the 32 uplinks: one link from each leaf to each spine.
    const Bom bom = BomCalculator::calculate(endpointsOnly(2048));
    EXPECT_EQ(bom.tiers, 2);
    EXPECT_EQ(bom.leafDownlinks, 32);
    EXPECT_EQ(bom.leafUplinks, 32);
    EXPECT_EQ(bom.switches, (TierCounts{64, 32, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{2048, 2048, 0}));
    EXPECT_EQ(bom.maxEndpoints, 2048);
    EXPECT_EQ(bom.headroomEndpoints, 0);
}

TEST(BomCalculatorTest, OneEndpointMoreThanTwoTiersHoldNeedsAThirdTier)
{
    // 2049 endpoints need ceil(2049 / 32) = 65 leaves, more than 64 spine ports can reach.
    // Pods hold k/2 = 32 leaves: 3 pods (32 + 32 + 1 leaves), each with 32 spines (one per leaf
    // uplink) = 96 spines. Spines split 32 down / 32 up; spine j of every pod forms a plane whose
    // cores take 3 pods x 32 = 96 links: ceil(96 / 64) = 2 cores per plane (2 divides 32), so
    // 32 planes x 2 = 64 cores. Spines and cores are built for whole pods: 96 x 32 = 3072
    // spine-core links. The maximum is k^3/4 = 65536.
    const Bom bom = BomCalculator::calculate(endpointsOnly(2049));
    EXPECT_EQ(bom.tiers, 3);
    EXPECT_EQ(bom.pods, 3);
    EXPECT_EQ(bom.switches, (TierCounts{65, 96, 64}));
    EXPECT_EQ(bom.links, (LinkCounts{2049, 65 * 32, 96 * 32}));
    EXPECT_EQ(bom.maxEndpoints, 65536);
    EXPECT_EQ(bom.headroomEndpoints, 65536 - 2049);
}

TEST(BomCalculatorTest, ThreeTierHoldsExactlyKCubedOverFour)
{
    // The full textbook fat-tree: k = 64 pods, k^2/2 = 2048 leaves and 2048 spines, (k/2)^2 = 1024
    // cores, and k^3/4 = 65536 links on every hop.
    const Bom bom = BomCalculator::calculate(endpointsOnly(65536));
    EXPECT_EQ(bom.tiers, 3);
    EXPECT_EQ(bom.pods, 64);
    EXPECT_EQ(bom.switches, (TierCounts{2048, 2048, 1024}));
    EXPECT_EQ(bom.links, (LinkCounts{65536, 65536, 65536}));
    EXPECT_EQ(bom.headroomEndpoints, 0);
}

TEST(BomCalculatorTest, OneEndpointMoreThanAFatTreeHoldsIsAnError)
{
    std::string message;
    EXPECT_EQ(errorField(endpointsOnly(65537), &message), "nodes");
    EXPECT_NE(message.find("65536"), std::string::npos) << message;
    EXPECT_NE(message.find("accepted: 1 to 65536"), std::string::npos) << message;
}

TEST(BomCalculatorTest, EndpointsThatFitOneSwitchUseASingleSwitch)
{
    // 64 endpoints fit one 64-port switch: one tier, no spines, all ports face endpoints.
    Bom bom = BomCalculator::calculate(endpointsOnly(64));
    EXPECT_EQ(bom.tiers, 1);
    EXPECT_EQ(bom.switches, (TierCounts{1, 0, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{64, 0, 0}));
    EXPECT_EQ(bom.maxEndpoints, 64);
    // 65 do not: ceil(65 / 32) = 3 leaves, 96 uplinks -> ceil(96 / 64) = 2 spines (2 divides 32).
    bom = BomCalculator::calculate(endpointsOnly(65));
    EXPECT_EQ(bom.tiers, 2);
    EXPECT_EQ(bom.switches, (TierCounts{3, 2, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{65, 96, 0}));
}

TEST(BomCalculatorTest, SpineCountIsRoundedUpToADivisorOfTheLeafUplinks)
{
    // 24 leaves x 32 uplinks = 768 links need at least 768 / 64 = 12 spines, but 12 does not
    // divide 32 (a leaf could not reach every spine equally): the next divisor is 16.
    const Bom bom = BomCalculator::calculate(endpointsOnly(24 * 32));
    EXPECT_EQ(bom.switches, (TierCounts{24, 16, 0}));
    EXPECT_EQ(bom.links.leafSpine, 768);
}

// ---------------------------------------------------------------------------------------------
// Oversubscription at the leaf: LeafSplitTest.cpp.

TEST(BomCalculatorTest, OversubscriptionRaisesTheThreeTierMaximum)
{
    // 3:1 pods are k/2 = 32 leaves of 48 endpoints; 64 pods hold 64 x 32 x 48 = 98304.
    FabricDesign design = endpointsOnly(98304);
    design.oversubscription = Decimal(3);
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.tiers, 3);
    EXPECT_EQ(bom.maxEndpoints, 98304);
    // Each pod has u = 16 spines; 64 pods x 16 = 1024 spines; each plane needs 64 x 32 / 64 = 32
    // cores (32 divides 32): 16 planes x 32 = 512 cores.
    EXPECT_EQ(bom.switches, (TierCounts{2048, 1024, 512}));
    design.nodes = 98305;
    EXPECT_EQ(errorField(design), "nodes");
}

// ---------------------------------------------------------------------------------------------
// Cables, transceivers and spares.

TEST(BomCalculatorTest, TwinPortModulesCarryTwoLinksInEachSwitchCage)
{
    // Default design: 32 nodes x 8 rails = 256 endpoints on 8 leaves, 256 / 64 = 4 spines.
    // Node-leaf links are 2 m (copper, no modules); leaf-spine links 20 m (optical).
    // Switch side: each leaf has 32 optical uplinks -> 16 twin modules, x 8 = 128; each spine
    // 256 / 4 = 64 optical ports -> 32 modules, x 4 = 128. Total 256 = 2 ends x 256 links / 2.
    FabricDesign design;
    Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.copperCables, 256);
    EXPECT_EQ(bom.opticalCables, 256);
    EXPECT_EQ(bom.opticalLinks, (LinkCounts{0, 256, 0}));
    EXPECT_EQ(bom.switchTransceivers, 256);
    EXPECT_EQ(bom.nicTransceivers, 0);
    EXPECT_EQ(bom.transceivers, 256);
    // Single-port modules: one per optical link end, 2 x 256.
    design.twinPortTransceivers = false;
    EXPECT_EQ(BomCalculator::calculate(design).transceivers, 512);
}

TEST(BomCalculatorTest, OpticalNodeLinksNeedModulesAtTheNicToo)
{
    // Node links of 10 m exceed the 3 m copper rule: all 256 + 256 links are optical.
    // Switch side (twin): leaves 32 + 32 = 64 optical ports -> 32 modules x 8 = 256, spines 128.
    // NIC side: one single-port module per NIC port = 256; twin-port node cages: 32 x 8/2 = 128.
    FabricDesign design;
    design.nodeLeafMeters = Decimal(10);
    Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.copperCables, 0);
    EXPECT_EQ(bom.opticalCables, 512);
    EXPECT_EQ(bom.switchTransceivers, 384);
    EXPECT_EQ(bom.nicTransceivers, 256);
    design.twinPortNicTransceivers = true;
    bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.nicTransceivers, 128);
    EXPECT_EQ(bom.transceivers, 512);
    // No 400G passive copper reaches 10 m (CableReach): a 10 m copper limit changes nothing.
    design.copperMaxMeters = Decimal(10);
    EXPECT_EQ(BomCalculator::calculate(design).nicTransceivers, 128);
    // At a speed without a known limit the design's reach holds: copper, no modules at the node.
    design.linkSpeedGbps = 200;
    EXPECT_EQ(BomCalculator::calculate(design).nicTransceivers, 0);
}

TEST(BomCalculatorTest, CoPackagedOpticsBuyFibreAndModulesAtTheNicEndOnly)
{
    // Issue 41: a co-packaged switch port is a fibre connector. The default design's 256 node
    // links and 256 leaf-spine links are all fibre, even where copper would reach; no module goes
    // in a switch port (pluggable: 384 there, see above); one single-port module per NIC port.
    FabricDesign design;
    design.aecMaxMeters = Decimal(7);
    design.aocMaxMeters = Decimal(30);
    design.coPackagedOptics = true;
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.copperCables + bom.aecCables + bom.aocCables, 0);
    EXPECT_EQ(bom.opticalLinks, (LinkCounts{256, 256, 0}));
    EXPECT_EQ(bom.opticalCables, 512);
    EXPECT_EQ(bom.switchTransceivers, 0);
    EXPECT_EQ(bom.nicTransceivers, 256);
    EXPECT_EQ(bom.transceivers, 256);
    // The switches themselves are counted as before.
    design.coPackagedOptics = false;
    EXPECT_EQ(BomCalculator::calculate(design).switches, bom.switches);
}

// ---------------------------------------------------------------------------------------------
// Each hop gets the cheapest cable that reaches: DAC, then AEC, then AOC, then fibre and modules.

TEST(BomCalculatorTest, EachHopGetsTheShortestReachingCableKind)
{
    // 32 nodes x 8 rails at radix 64: 256 node links and 256 leaf-spine links, two tiers.
    FabricDesign design;
    design.aecMaxMeters = Decimal(7);
    design.aocMaxMeters = Decimal(30);
    const auto cables = [&](const char* nodeLeaf, const char* leafSpine) {
        design.nodeLeafMeters = Decimal::parse(nodeLeaf);
        design.leafSpineMeters = Decimal::parse(leafSpine);
        const Bom bom = BomCalculator::calculate(design);
        EXPECT_EQ(bom.copperCables + bom.aecCables + bom.aocCables + bom.opticalCables,
                  bom.links.total());
        return std::array<std::int64_t, 5>{bom.copperCables, bom.aecCables, bom.aocCables,
                                           bom.opticalCables, bom.transceivers};
    };
    using A = std::array<std::int64_t, 5>;
    // The reach is inclusive: 3 m is DAC, 3.01 m AEC; 7 m AEC, 30 m AOC, 30.5 m fibre.
    EXPECT_EQ(cables("3", "30.5"), (A{256, 0, 0, 256, 256}));
    EXPECT_EQ(cables("3.01", "30"), (A{0, 256, 256, 0, 0}));
    EXPECT_EQ(cables("7", "20"), (A{0, 256, 256, 0, 0}));
    // A 20 m node link as AOC needs no module at the NIC; as fibre it needs one at each end.
    EXPECT_EQ(cables("20", "50"), (A{0, 0, 256, 256, 256}));
    design.aocMaxMeters = Decimal(0);
    EXPECT_EQ(cables("20", "50"), (A{0, 0, 0, 512, 384 + 256}));
    // No AEC (reach 0): a 5 m link is fibre, as in documents from before format 4.
    design.aecMaxMeters = Decimal(0);
    EXPECT_EQ(cables("5", "20"), (A{0, 0, 0, 512, 384 + 256}));
}

TEST(BomCalculatorTest, ActiveCableSparesAreRoundedUpLikeTheRest)
{
    FabricDesign design;
    design.aocMaxMeters = Decimal(30);
    design.nodeLeafMeters = Decimal(5);
    design.sparesPercent = Decimal(5);
    const Bom bom = BomCalculator::calculate(design);
    // 256 AEC and 256 AOC, 5 % each: 12.8 -> 13.
    EXPECT_EQ(bom.spares.aecCables, 13);
    EXPECT_EQ(bom.spares.aocCables, 13);
    EXPECT_EQ(bom.totalCables(), 512 + 26);
}

TEST(BomCalculatorTest, HalfUsedTwinCagesStillNeedAWholeModule)
{
    // 31 nodes on a 32-node unit: each rail leaf uses 31 optical down ports + 32 up = 63 ports,
    // which needs ceil(63 / 2) = 32 twin modules, the same as a full leaf.
    FabricDesign design;
    design.nodes = 31;
    design.scalableUnitNodes = 32;
    design.nodeLeafMeters = Decimal(10);
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.switches, (TierCounts{8, 4, 0}));
    // leaves 8 x 32 + spines 4 x (256 / 4 / 2) = 256 + 128.
    EXPECT_EQ(bom.switchTransceivers, 384);
    EXPECT_EQ(bom.nicTransceivers, 31 * 8);

    // Adding the 4 UFM ports of NVIDIA's design fills the free port of 4 rail leaves: those go
    // from 63 to 64 optical ports, still 32 modules, so the switch side is unchanged; the
    // appliance end adds one single-port module per UFM port.
    design.extraEndpoints = 4;
    const Bom withUfm = BomCalculator::calculate(design);
    EXPECT_EQ(withUfm.switchTransceivers, 384);
    EXPECT_EQ(withUfm.nicTransceivers, 31 * 8 + 4);
}

TEST(BomCalculatorTest, SparesAreRoundedUpPerItemClass)
{
    // Default design with 5% spares: 12 switches -> 0.6 -> 1; 256 NICs -> 12.8 -> 13;
    // 256 copper and 256 optical cables -> 13 each; 256 modules -> 13.
    FabricDesign design;
    design.sparesPercent = Decimal(5);
    Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.spares.switches, 1);
    EXPECT_EQ(bom.spares.nics, 13);
    EXPECT_EQ(bom.spares.copperCables, 13);
    EXPECT_EQ(bom.spares.opticalCables, 13);
    EXPECT_EQ(bom.spares.transceivers, 13);
    EXPECT_EQ(bom.totalSwitches(), 13);
    EXPECT_EQ(bom.totalCables(), 512 + 26);
    // An exact percentage is not rounded up further: 25% of 12 switches is 3.
    design.sparesPercent = Decimal(25);
    EXPECT_EQ(BomCalculator::calculate(design).spares.switches, 3);
    // A tiny percentage still buys one of each non-empty class; none of an empty class.
    design.sparesPercent = Decimal::parse("0.01");
    bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.spares.switches, 1);
    EXPECT_EQ(bom.spares.transceivers, 1);
    design.sparesPercent = Decimal(0);
    EXPECT_EQ(BomCalculator::calculate(design).spares, fabrictco::SpareCounts{});
}

TEST(BomCalculatorTest, WorkedExampleRoceClusterWithStorage)
{
    // 100 nodes x 8 rails + 2 storage ports = 802 endpoints, non-blocking radix 64 (d = 32):
    // ceil(802 / 32) = 26 leaves; 26 x 32 = 832 uplinks need ceil(832 / 64) = 13 spines,
    // rounded up to 16 (divisors of 32: 1, 2, 4, 8, 16, 32). Two tiers hold 64 x 32 = 2048.
    // Node links (2 m) are copper: 802 DACs; leaf-spine links (20 m) optical: 832 fibres.
    // Twin modules: leaves 26 x 16 = 416, spines 16 x (832 / 16 = 52 ports / 2) = 416.
    // 5% spares: switches 42 -> 2.1 -> 3; NICs 800 -> 40; copper 802 -> 40.1 -> 41;
    // fibres 832 -> 41.6 -> 42; modules 832 -> 42.
    FabricDesign design;
    design.fabric = Fabric::RoCE;
    design.nodes = 100;
    design.extraEndpoints = 2;
    design.sparesPercent = Decimal(5);
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.tiers, 2);
    EXPECT_EQ(bom.endpoints, 802);
    EXPECT_EQ(bom.switches, (TierCounts{26, 16, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{802, 832, 0}));
    EXPECT_EQ(bom.copperCables, 802);
    EXPECT_EQ(bom.opticalCables, 832);
    EXPECT_EQ(bom.transceivers, 832);
    EXPECT_EQ(bom.nics, 800);
    EXPECT_EQ(bom.installedEndpointPorts, 26 * 32);
    EXPECT_EQ(bom.maxEndpoints, 2048);
    EXPECT_EQ(bom.headroomEndpoints, 2048 - 802);
    EXPECT_EQ(bom.spares, (fabrictco::SpareCounts{3, 0, 40, 41, 0, 0, 42, 42}));
}

TEST(BomCalculatorTest, WorkedExampleScalableUnitsAreBuiltWhole)
{
    // 40 nodes in 32-node units need 2 units: 2 x 8 rail leaves = 16 leaves, all 16 x 32 = 512
    // uplinks cabled (8 spines), although only 320 endpoint ports are used.
    FabricDesign design;
    design.nodes = 40;
    design.scalableUnitNodes = 32;
    const Bom bom = BomCalculator::calculate(design);
    EXPECT_EQ(bom.scalableUnits, 2);
    EXPECT_EQ(bom.leavesPerScalableUnit, 8);
    EXPECT_EQ(bom.switches, (TierCounts{16, 8, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{320, 512, 0}));
    EXPECT_EQ(bom.installedEndpointPorts, 512);
    // Two tiers hold 64 / 8 = 8 whole units = 2048 endpoint ports.
    EXPECT_EQ(bom.maxEndpoints, 2048);
}

TEST(BomCalculatorTest, ExtraEndpointsCanAddAScalableUnit)
{
    // 32 nodes fill one unit's 256 rail ports; one more endpoint needs a second unit.
    FabricDesign design;
    design.scalableUnitNodes = 32;
    EXPECT_EQ(BomCalculator::calculate(design).scalableUnits, 1);
    design.extraEndpoints = 1;
    EXPECT_EQ(BomCalculator::calculate(design).scalableUnits, 2);
}

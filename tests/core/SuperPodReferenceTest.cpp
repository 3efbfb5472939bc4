// SPDX-License-Identifier: GPL-3.0-or-later
// The bill-of-materials engine against the compute-fabric tables NVIDIA publishes for its
// rail-optimised DGX SuperPOD reference architectures. Each table is cited above its test;
// core/bom/BOM.md reproduces them. Nothing here is tuned to the engine: the rows are copied from
// the documents (retrieved 2026), the inputs are the documents' own unit sizes and switch radixes.
#include "core/bom/BomCalculator.h"

#include <gtest/gtest.h>
#include <string>

using fabrictco::Bom;
using fabrictco::BomCalculator;
using fabrictco::Fabric;
using fabrictco::FabricDesign;
using fabrictco::LinkCounts;
using fabrictco::TierCounts;

namespace {
struct PublishedRow
{
    int scalableUnits;
    int nodes;
    int extraEndpoints;
    std::int64_t leaf, spine, core;
    std::int64_t nodeLeaf, leafSpine, spineCore;
};

Bom superPod(int radix, int unitNodes, const PublishedRow& row)
{
    FabricDesign design;
    design.nodes = row.nodes;
    design.railsPerNode = 8;
    design.switchRadix = radix;
    design.scalableUnitNodes = unitNodes;
    design.extraEndpoints = row.extraEndpoints;
    return BomCalculator::calculate(design);
}

void expectRow(const Bom& bom, const PublishedRow& row)
{
    SCOPED_TRACE(std::to_string(row.scalableUnits) + " SU");
    EXPECT_EQ(bom.scalableUnits, row.scalableUnits);
    EXPECT_EQ(bom.switches, (TierCounts{row.leaf, row.spine, row.core}));
    EXPECT_EQ(bom.links, (LinkCounts{row.nodeLeaf, row.leafSpine, row.spineCore}));
    EXPECT_EQ(bom.tiers, row.core == 0 ? 2 : 3);
}
} // namespace

// NVIDIA DGX SuperPOD: Next Generation Scalable Infrastructure for AI Leadership, Reference
// Architecture featuring DGX H100 systems (RA-11333-001), "Network Fabrics", Table 4 "Compute
// fabric component count",
// https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/network-fabrics.html
// 32-node SUs, QM9700 (64 x NDR 400G) leaves and spines. The first SU holds 31 DGX nodes and
// the 4 UFM appliance ports ("Compute and UFM" cables = 31 x 8 + 4 = 252), so extraEndpoints = 4.
// The 3-SU row is the spine rounding at work: 24 x 32 / 64 = 12 spines -> 16 (divides 32).
TEST(SuperPodReferenceTest, ReproducesDgxH100SuperPodTable)
{
    const PublishedRow rows[] = {
        {1, 31, 4, 8, 4, 0, 252, 256, 0},
        {2, 63, 4, 16, 8, 0, 508, 512, 0},
        {3, 95, 4, 24, 16, 0, 764, 768, 0},
        {4, 127, 4, 32, 16, 0, 1020, 1024, 0},
    };
    for (const PublishedRow& row : rows)
        expectRow(superPod(64, 32, row), row);
}

// NVIDIA DGX SuperPOD Reference Architecture featuring DGX B200 systems, "DGX SuperPOD
// Architecture", table of larger SuperPOD component counts (32-node SUs, 64-port NDR switches),
// https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/latest/dgx-superpod-architecture.html
// From 16 SUs (4096 endpoints > k^2/2 = 2048) the fabric is a three-tier fat-tree of 4-SU pods.
TEST(SuperPodReferenceTest, ReproducesDgxB200SuperPodTable)
{
    const PublishedRow rows[] = {
        {2, 64, 0, 16, 8, 0, 512, 512, 0},
        {4, 128, 0, 32, 16, 0, 1024, 1024, 0},
        {8, 256, 0, 64, 32, 0, 2048, 2048, 0},
        {16, 512, 0, 128, 128, 64, 4096, 4096, 4096},
        {32, 1024, 0, 256, 256, 128, 8192, 8192, 8192},
        {64, 2048, 0, 512, 512, 256, 16384, 16384, 16384},
    };
    for (const PublishedRow& row : rows)
        expectRow(superPod(64, 32, row), row);
}

// The same SU rule with UFM ports at the three-tier sizes: 4 extra endpoints still fit the
// unit's free ports (32 x 8 - 31 x 8 = 8), so the counts equal the table above. Derived from the
// published rules, not copied from a table.
TEST(SuperPodReferenceTest, UfmPortsDoNotChangeLargeSuperPodCounts)
{
    const PublishedRow rows[] = {
        {16, 511, 4, 128, 128, 64, 4092, 4096, 4096},
        {64, 2047, 4, 512, 512, 256, 16380, 16384, 16384},
    };
    for (const PublishedRow& row : rows)
        expectRow(superPod(64, 32, row), row);
}

// NVIDIA DGX SuperPOD Reference Architecture featuring DGX B300 systems with XDR InfiniBand,
// Table 3 "Example Compute Fabric Components for DGX SuperPOD Counts",
// https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300-xdr/latest/dgx-superpod-architecture.html
// 72-node SUs on 144-port Quantum-X800 switches: one leaf per rail per SU (72 down, 72 up).
// 4 SUs: 32 x 72 / 144 = 16 spines -> 18, the next divisor of 72; 8 SUs: 32 -> 36.
// 18 SUs is the two-tier maximum k^2/2 = 10368. (The published row lists 9216 GPUs beside
// 1296 nodes and 10368 node-leaf cables; 1296 x 8 = 10368, so the GPU figure is a misprint.)
TEST(SuperPodReferenceTest, ReproducesDgxB300Xdr144PortSuperPodTable)
{
    const PublishedRow rows[] = {
        {1, 72, 0, 8, 4, 0, 576, 576, 0},           {2, 144, 0, 16, 8, 0, 1152, 1152, 0},
        {4, 288, 0, 32, 18, 0, 2304, 2304, 0},      {8, 576, 0, 64, 36, 0, 4608, 4608, 0},
        {18, 1296, 0, 144, 72, 0, 10368, 10368, 0},
    };
    for (const PublishedRow& row : rows) {
        const Bom bom = superPod(144, 72, row);
        expectRow(bom, row);
        EXPECT_EQ(bom.maxEndpoints, 10368);
    }
}

// NVIDIA DGX SuperPOD Reference Architecture featuring DGX B300 systems (DC busbar, Spectrum-X
// Ethernet compute fabric), Table 3 "Larger DGX SuperPOD component counts",
// https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300/latest/dgx-superpod-architecture.html
// and "Network Fabrics" on the same site: 64-node SUs, a twin-planar fabric in which each GPU
// has 2 x 400GbE, one into each of two identical, independent planes. The engine sizes one
// plane (radix 128: a 64 x 800G switch run as 128 x 400G); the published switch counts are two
// planes' worth, and the published cable counts equal one plane's links, i.e. one cable per
// pair of 400G links (our reading: the table does not say how a twin link is counted).
TEST(SuperPodReferenceTest, ReproducesDgxB300SpectrumXTwinPlaneTableOnePlaneAtATime)
{
    struct Row
    {
        int scalableUnits, nodes;
        std::int64_t leaf, spine, nodeLeafCables, leafSpineCables;
    };
    const Row rows[] = {
        {1, 64, 16, 8, 512, 512},         {2, 128, 32, 16, 1024, 1024},
        {4, 256, 64, 32, 2048, 2048},     {8, 512, 128, 64, 4096, 4096},
        {16, 1024, 256, 128, 8192, 8192},
    };
    for (const Row& row : rows) {
        SCOPED_TRACE(std::to_string(row.scalableUnits) + " SU");
        FabricDesign plane;
        plane.fabric = Fabric::RoCE;
        plane.nodes = row.nodes;
        plane.switchRadix = 128;
        plane.linkSpeedGbps = 400;
        plane.scalableUnitNodes = 64;
        const Bom bom = BomCalculator::calculate(plane);
        EXPECT_EQ(bom.tiers, 2);
        EXPECT_EQ(bom.scalableUnits, row.scalableUnits);
        EXPECT_EQ(2 * bom.switches.leaf, row.leaf);
        EXPECT_EQ(2 * bom.switches.spine, row.spine);
        EXPECT_EQ(bom.links.nodeLeaf, row.nodeLeafCables);
        EXPECT_EQ(bom.links.leafSpine, row.leafSpineCables);
    }
}

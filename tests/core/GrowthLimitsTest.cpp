// SPDX-License-Identifier: GPL-3.0-or-later
// A plan that outgrows its fabric is found before the cost engine fails, with the year, the
// limit and the switch size that would hold the cluster (issue 17, item 6).
#include "core/tco/GrowthLimits.h"

#include "core/bom/BomCalculator.h"
#include "core/model/Examples.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

FabricDesign fatTree(int radix, int rails)
{
    FabricDesign design;
    design.fabric = Fabric::InfiniBand;
    design.switchRadix = radix;
    design.railsPerNode = rails;
    design.nodes = 1;
    return design;
}

const Catalog& catalog()
{
    static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    return bundled;
}

bool builds(FabricDesign design, int nodes)
{
    design.nodes = nodes;
    try {
        BomCalculator::calculate(design);
        return true;
    } catch (const BomError&) {
        return false;
    }
}

TEST(GrowthLimitsTest, TheLargestClusterIsWhereTheBomEngineStops)
{
    for (const auto& [radix, rails] : {std::pair{64, 8}, {64, 1}, {128, 8}, {40, 4}}) {
        const FabricDesign design = fatTree(radix, rails);
        const int most = GrowthLimits::maxNodes(design);
        ASSERT_GT(most, 0) << radix << "/" << rails;
        EXPECT_TRUE(builds(design, most)) << radix << "/" << rails;
        if (most < 100000) {
            EXPECT_FALSE(builds(design, most + 1)) << radix << "/" << rails;
        }
    }
    // 64 ports, 8 rails, 1:1: three tiers hold 65,536 endpoints, 8,192 nodes.
    EXPECT_EQ(GrowthLimits::maxNodes(fatTree(64, 8)), 8192);
}

TEST(GrowthLimitsTest, GrowthPastTheFabricNamesTheYearAndTheSwitchThatWouldHold)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.nodes = 5000;
    scenario.cluster.nodesByYear = {5000, 6000, 7200, 8640, 10368};
    const std::vector<GrowthLimit> limits = GrowthLimits::find(scenario, catalog());
    ASSERT_EQ(limits.size(), 1u) << "only the 64-port InfiniBand plan outgrows its fabric";
    const GrowthLimit& limit = limits.front();
    EXPECT_EQ(limit.planId, scenario.plans.front().id);
    EXPECT_EQ(limit.year, 4);
    EXPECT_EQ(limit.nodes, 8640);
    EXPECT_EQ(limit.maxNodes, 8192);
    ASSERT_TRUE(limit.radixNeeded.has_value());
    FabricDesign larger = limit.design;
    larger.switchRadix = *limit.radixNeeded;
    EXPECT_TRUE(builds(larger, 10368)) << "the advice holds the last year too";
    larger.switchRadix -= 2;
    EXPECT_FALSE(builds(larger, 10368)) << "and is the smallest that does";
}

TEST(GrowthLimitsTest, AClusterThatFitsEveryYearHasNoLimit)
{
    EXPECT_TRUE(GrowthLimits::find(Examples::load("llm-training"), catalog()).empty());
}

TEST(GrowthLimitsTest, ADesignThatCannotBeBuiltAtAllIsNotASizeLimit)
{
    FabricDesign odd = fatTree(63, 8); // an odd radix is refused for any size
    EXPECT_EQ(GrowthLimits::maxNodes(odd), 0);
}

} // namespace

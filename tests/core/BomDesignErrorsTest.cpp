// SPDX-License-Identifier: GPL-3.0-or-later
// Designs the calculator refuses, and what it says: every error names the field, the accepted
// range and, where one exists, the smallest radix or node count that would work.
#include "core/bom/BomCalculator.h"
#include "tests/support/BomDesigns.h"

#include <gtest/gtest.h>
#include <string>

using fabrictco::Bom;
using fabrictco::BomCalculator;
using fabrictco::BomError;
using fabrictco::Decimal;
using fabrictco::FabricDesign;
using fabrictco::LinkCounts;
using fabrictco::TierCounts;
using fabrictco::test::endpointsOnly;
using fabrictco::test::errorField;

// ---------------------------------------------------------------------------------------------
// Every error path names the field and the accepted range.

TEST(BomDesignErrorsTest, RejectsInvalidDesignsNamingTheField)
{
    struct Case
    {
        const char* field;
        const char* range;
        void (*edit)(FabricDesign&);
    };
    const Case cases[] = {
        {"nodes", "whole number from 1 to 100000",
         [](FabricDesign& d) {
             d.nodes = 0;
         }},
        {"nodes", "whole number from 1 to 100000",
         [](FabricDesign& d) {
             d.nodes = -5;
         }},
        {"railsPerNode", "whole number from 1 to 64",
         [](FabricDesign& d) {
             d.railsPerNode = 0;
         }},
        {"railsPerNode", "whole number from 1 to 64",
         [](FabricDesign& d) {
             d.railsPerNode = 65;
         }},
        {"switchRadix", "even whole number from 4 to 1024",
         [](FabricDesign& d) {
             d.switchRadix = 63;
         }},
        {"switchRadix", "even whole number from 4 to 1024",
         [](FabricDesign& d) {
             d.switchRadix = 2;
         }},
        {"switchRadix", "even whole number from 4 to 1024",
         [](FabricDesign& d) {
             d.switchRadix = 0;
         }},
        {"switchRadix", "even whole number from 4 to 1024",
         [](FabricDesign& d) {
             d.switchRadix = 1026;
         }},
        {"oversubscription", "a number from 1 to 16",
         [](FabricDesign& d) {
             d.oversubscription = Decimal::parse("0.5");
         }},
        {"extraEndpoints", "whole number from 0 to 100000",
         [](FabricDesign& d) {
             d.extraEndpoints = -1;
         }},
        {"sparesPercent", "from 0 to 100",
         [](FabricDesign& d) {
             d.sparesPercent = Decimal(-1);
         }},
        {"sparesPercent", "from 0 to 100",
         [](FabricDesign& d) {
             d.sparesPercent = Decimal(101);
         }},
        {"scalableUnitNodes", "whole number from 0 to 100000",
         [](FabricDesign& d) {
             d.scalableUnitNodes = -1;
         }},
        {"linkSpeedGbps", "whole number from 1 to 3200",
         [](FabricDesign& d) {
             d.linkSpeedGbps = 0;
         }},
        {"copperMaxMeters", "a number from 0 to 10",
         [](FabricDesign& d) {
             d.copperMaxMeters = Decimal(-1);
         }},
        {"nodeLeafMeters", "a number from 0 to 2000",
         [](FabricDesign& d) {
             d.nodeLeafMeters = Decimal(-1);
         }},
        {"leafSpineMeters", "a number from 0 to 2000",
         [](FabricDesign& d) {
             d.leafSpineMeters = Decimal(-1);
         }},
        {"spineCoreMeters", "a number from 0 to 2000",
         [](FabricDesign& d) {
             d.spineCoreMeters = Decimal(-1);
         }},
        {"aecMaxMeters", "a number from 0 to 20",
         [](FabricDesign& d) {
             d.aecMaxMeters = Decimal(21);
         }},
        {"aocMaxMeters", "a number from 0 to 300",
         [](FabricDesign& d) {
             d.aocMaxMeters = Decimal(-1);
         }},
    };
    for (const Case& c : cases) {
        FabricDesign design;
        c.edit(design);
        std::string message;
        EXPECT_EQ(errorField(design, &message), c.field) << message;
        EXPECT_EQ(message.rfind(std::string(c.field) + ": ", 0), 0u) << message;
        EXPECT_NE(message.find(c.range), std::string::npos) << message;
        EXPECT_THROW(BomCalculator::validate(design), BomError) << c.field;
    }
}

TEST(BomDesignErrorsTest, TooManyNodesReportsTheLargestAcceptedNodeCount)
{
    // 8 rails at radix 64: 65536 / 8 = 8192 nodes is the three-tier maximum.
    FabricDesign design;
    design.nodes = 8192;
    EXPECT_EQ(BomCalculator::calculate(design).tiers, 3);
    design.nodes = 8193;
    std::string message;
    EXPECT_EQ(errorField(design, &message), "nodes");
    EXPECT_NE(message.find("65544 endpoints"), std::string::npos) << message;
    EXPECT_NE(message.find("accepted: 1 to 8192"), std::string::npos) << message;
    // ... or the smallest radix that holds them: 66^3/4 = 71,874 endpoints.
    EXPECT_NE(message.find("or switches of at least 66 ports"), std::string::npos) << message;
    // After lowering the radix the message names a radix that fits the cluster.
    design.nodes = 128;
    design.switchRadix = 4;
    EXPECT_EQ(errorField(design, &message), "nodes");
    EXPECT_NE(message.find("accepted: 1 to 2, or switches of at least 16 ports"), std::string::npos)
        << message;
}

TEST(BomDesignErrorsTest, TooManyExtraEndpointsIsBlamedOnThem)
{
    // 65536 ports minus one node's 8 rails leaves at most 65528 extra endpoints.
    FabricDesign design;
    design.nodes = 1;
    design.extraEndpoints = 65530;
    std::string message;
    EXPECT_EQ(errorField(design, &message), "extraEndpoints");
    EXPECT_NE(message.find("accepted: 0 to 65528"), std::string::npos) << message;
}

TEST(BomDesignErrorsTest, AScalableUnitLargerThanAFatTreeIsBlamedOnTheUnit)
{
    // Radix 4: a fat-tree holds 4 x 2 = 8 leaves of 2 endpoints. A unit of 3 nodes x 8 rails
    // needs 8 rails x ceil(3 / 2) = 16 leaves; at most 8 / 8 = 1 leaf per rail = 2 nodes per unit.
    FabricDesign design;
    design.switchRadix = 4;
    design.nodes = 3;
    design.scalableUnitNodes = 3;
    std::string message;
    EXPECT_EQ(errorField(design, &message), "scalableUnitNodes");
    EXPECT_NE(message.find("accepted: 0 to 2 nodes per unit"), std::string::npos) << message;
}

TEST(BomDesignErrorsTest, SmallestRadixStillBuildsAFatTree)
{
    // Radix 4: two tiers hold 4 x 2 = 8 endpoints, three tiers 4^3/4 = 16 (Al-Fares figure 3).
    EXPECT_EQ(BomCalculator::calculate(endpointsOnly(8, 4)).tiers, 2);
    const Bom bom = BomCalculator::calculate(endpointsOnly(16, 4));
    EXPECT_EQ(bom.tiers, 3);
    EXPECT_EQ(bom.switches, (TierCounts{8, 8, 4}));
    // Optical modules on the fat-tree (node links copper, the rest optical, twin-port cages):
    // 8 leaves x 2 uplinks -> 1 module each = 8; 8 spines x (2 down + 2 up) -> 2 each = 16;
    // 4 cores x (16 spine-core links / 4 = 4 ports) -> 2 each = 8. 32 = 2 ends x 32 links / 2.
    EXPECT_EQ(bom.links, (LinkCounts{16, 16, 16}));
    EXPECT_EQ(bom.switchTransceivers, 32);
    EXPECT_EQ(errorField(endpointsOnly(17, 4)), "nodes");
}

TEST(BomDesignErrorsTest, SmallestRadixForIsTheFirstThatHolds)
{
    // 65,537 endpoints: one more than three tiers of 64-port switches hold.
    const FabricDesign design = endpointsOnly(65537);
    const std::optional<int> radix = BomCalculator::smallestRadixFor(design);
    ASSERT_TRUE(radix.has_value());
    FabricDesign larger = design;
    larger.switchRadix = *radix;
    EXPECT_NO_THROW(BomCalculator::calculate(larger));
    larger.switchRadix = *radix - 2;
    EXPECT_THROW(BomCalculator::calculate(larger), BomError);
}

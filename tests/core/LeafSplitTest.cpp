// SPDX-License-Identifier: GPL-3.0-or-later
// How a leaf's ports are split at r:1 oversubscription (core/bom/BOM.md, step 1): from u =
// floor(k / (r + 1)) uplinks and d = floor(r x u) downlinks, a two-tier fabric takes the split
// within the ratio that needs the fewest switches, since the spine count divides the uplinks.
#include "core/bom/BomCalculator.h"
#include "core/money/ExactProduct.h"
#include "tests/support/BomDesigns.h"

#include <gtest/gtest.h>

using fabrictco::Bom;
using fabrictco::BomCalculator;
using fabrictco::Decimal;
using fabrictco::ExactProduct;
using fabrictco::FabricDesign;
using fabrictco::LinkCounts;
using fabrictco::TierCounts;
using fabrictco::test::endpointsOnly;

namespace {

Bom bomAt(int endpoints, int radix, const char* oversubscription)
{
    FabricDesign design = endpointsOnly(endpoints, radix);
    design.oversubscription = Decimal::parse(oversubscription);
    return BomCalculator::calculate(design);
}

} // namespace

TEST(LeafSplitTest, ThreeToOneSplitsARadix64LeafInto48DownAnd16Up)
{
    // 480 endpoints / 48 = 10 leaves; 10 x 16 = 160 uplinks need ceil(160 / 64) = 3 spines,
    // rounded up to 4, a divisor of 16. Two tiers hold up to 64 leaves x 48 = 3072 endpoints.
    const Bom bom = bomAt(480, 64, "3");
    EXPECT_EQ(bom.leafDownlinks, 48);
    EXPECT_EQ(bom.leafUplinks, 16);
    EXPECT_EQ(bom.switches, (TierCounts{10, 4, 0}));
    EXPECT_EQ(bom.links, (LinkCounts{480, 160, 0}));
    EXPECT_EQ(bom.maxEndpoints, 3072);
}

TEST(LeafSplitTest, TwoToOneOnA128PortSwitchNeedsFewerSwitchesThanNonBlocking)
{
    // The former split, d = 128 x 2 / 3 = 85 down and 43 up, needed 43 spines (43 is prime and
    // the spine count divides a leaf's uplinks): 13 + 43 = 56 switches against 24 at 1:1.
    // Starting from u = floor(128 / 3) = 42, d = 84: 13 leaves, 546 uplinks need 5 spines,
    // rounded up to 6. Trying the other splits finds 83 down / 45 up (1.84:1, within 2:1):
    // 13 leaves, 585 uplinks need ceil(585 / 128) = 5 spines, and 5 divides 45.
    const Bom bom = bomAt(1024, 128, "2");
    EXPECT_EQ(bom.leafDownlinks, 83);
    EXPECT_EQ(bom.leafUplinks, 45);
    EXPECT_EQ(bom.switches, (TierCounts{13, 5, 0}));
    // Non-blocking, the same fabric needs 16 leaves and 8 spines.
    EXPECT_EQ(bomAt(1024, 128, "1").switches, (TierCounts{16, 8, 0}));
}

TEST(LeafSplitTest, NonIntegerRatioIsNeverExceeded)
{
    // 2.5:1 at k = 64, 1,000 endpoints: u = floor(64 / 3.5) = 18, d = floor(2.5 x 18) = 45,
    // exactly 2.5:1: 23 leaves, 414 uplinks need 7 spines, rounded up to 9 (a divisor of 18).
    // No other split needs fewer; the former 45 / 19 split needed 19 spines (19 is prime).
    Bom bom = bomAt(1000, 64, "2.5");
    EXPECT_EQ(bom.leafDownlinks, 45);
    EXPECT_EQ(bom.leafUplinks, 18);
    EXPECT_EQ(bom.switches, (TierCounts{23, 9, 0}));
    // 1.5:1: u = floor(64 / 2.5) = 25, d = 37 needs 28 leaves and 700 / 64 -> 11 spines, rounded
    // up to 25: 53. 38 down / 26 up (1.46:1) needs 27 leaves and 702 / 64 -> 11, rounded up to
    // 13 (a divisor of 26): 40 switches.
    bom = bomAt(1000, 64, "1.5");
    EXPECT_EQ(bom.leafDownlinks, 38);
    EXPECT_EQ(bom.leafUplinks, 26);
    EXPECT_EQ(bom.switches, (TierCounts{27, 13, 0}));
}

TEST(LeafSplitTest, MoreOversubscriptionNeverNeedsMoreSwitchesOrMoreLinks)
{
    // The reason to oversubscribe is a smaller bill: over every two- and three-tier size of both
    // common radixes, each step of 1:1 -> 2:1 -> 3:1 -> 4:1 keeps or lowers switches and links.
    for (const int radix : {64, 128}) {
        for (int endpoints = 2 * radix; endpoints <= radix * radix * 2; endpoints += radix / 2 + 7) {
            SCOPED_TRACE(testing::Message() << radix << " ports, " << endpoints << " endpoints");
            std::int64_t previousSwitches = -1;
            std::int64_t previousLinks = -1;
            for (const char* ratio : {"1", "2", "3", "4"}) {
                const Bom bom = bomAt(endpoints, radix, ratio);
                SCOPED_TRACE(ratio);
                if (previousSwitches >= 0) {
                    EXPECT_LE(bom.switches.total(), previousSwitches);
                    EXPECT_LE(bom.links.total(), previousLinks);
                }
                previousSwitches = bom.switches.total();
                previousLinks = bom.links.total();
            }
        }
    }
}

TEST(LeafSplitTest, TheBuiltRatioNeverExceedsTheRequestedOne)
{
    for (const int radix : {8, 36, 64, 128, 144}) {
        for (const char* ratio : {"1", "1.25", "1.5", "2", "2.5", "3", "3.5", "5", "7"}) {
            SCOPED_TRACE(testing::Message() << radix << " ports at " << ratio << ":1");
            const Bom bom = bomAt(radix * 4, radix, ratio);
            ASSERT_GE(bom.leafUplinks, 1);
            EXPECT_LE(bom.leafDownlinks + bom.leafUplinks, radix);
            EXPECT_FALSE(Decimal(bom.leafDownlinks) >
                         ExactProduct(bom.leafUplinks)
                                                          .times(Decimal::parse(ratio))
                                                          .rounded(9, fabrictco::RoundingMode::HalfEven));
        }
    }
}

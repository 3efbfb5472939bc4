// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FactorNoun.h"

#include <gtest/gtest.h>
#include <set>
#include <string>

using namespace fabrictco;

namespace {

TEST(FactorNounTest, EveryNounHasItsOwnName)
{
    // The table is looked up by position: a noun added to the enum without its row would read
    // another's name or none.
    std::set<std::string> names;
    for (int i = 1; i < kFactorNounCount; ++i) {
        const std::string name(englishName(static_cast<FactorNoun>(i)));
        EXPECT_FALSE(name.empty()) << i;
        EXPECT_TRUE(names.insert(name).second) << name;
    }
    EXPECT_EQ(englishName(FactorNoun::None), "");
    EXPECT_EQ(englishName(nounOf(Equipment::LeafSwitches)), "leaf switches");
    EXPECT_EQ(englishName(FactorNoun::TiersAboveLeaf), "tiers above the leaf");
}

TEST(FactorNounTest, TheStragglerFactorNamesItsEndpoints)
{
    EXPECT_EQ(englishNoun({FactorNoun::StragglerFactor, 1024}),
              "straggler factor at 1024 endpoints");
    EXPECT_EQ(englishNoun(FactorNoun::Nodes), "nodes");
    EXPECT_EQ(englishNoun(FactorLabel()), "");
}

TEST(FactorNounTest, OnlyMultipliersAreNamedBeforeTheirFigure)
{
    EXPECT_TRUE(isMultiplier(FactorNoun::PriceTrend));
    EXPECT_TRUE(isMultiplier(FactorNoun::StragglerFactor));
    EXPECT_FALSE(isMultiplier(nounOf(Equipment::LeafSwitches)));
    EXPECT_FALSE(isMultiplier(FactorNoun::None));
}

} // namespace

// SPDX-License-Identifier: GPL-3.0-or-later
// The equal-generation view (issue 36, items 4 and a): every plan rebuilt at one link speed from
// switches of one port count at its own price and power per port, so only the fabrics differ.
#include "core/analysis/SwitchGeneration.h"

#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/CostCategory.h"
#include "core/tco/ExpectedValues.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

const Catalog& catalog()
{
    static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    return bundled;
}

Scenario llmTraining()
{
    return Examples::load("llm-training", test::dataDir());
}

const PlanSpec& plan(const Scenario& s, const std::string& id)
{
    for (const PlanSpec& p : s.plans)
        if (p.id == id)
            return p;
    throw std::out_of_range(id);
}

/// What the cost table prices the figure at: its expected value.
Decimal expected(const Scenario& s, const std::string& planId, const std::string& key)
{
    return expectedValue(ParameterResolver::resolve(s, plan(s, planId), catalog()).at(key),
                         s.cluster.rounding);
}

} // namespace

TEST(SwitchGenerationTest, RebuildingKeepsPriceAndPowerPerPort)
{
    const Scenario built = llmTraining();
    ASSERT_EQ(SwitchGeneration::radixOf(plan(built, "roce"), catalog()), 128);
    ASSERT_EQ(SwitchGeneration::radixOf(plan(built, "ib"), catalog()), 64);
    const Scenario equal = SwitchGeneration::atRadix(built, catalog(), 64);

    const PlanSpec& roce = plan(equal, "roce");
    EXPECT_EQ(roce.design.switchRadix, 64);
    EXPECT_TRUE(roce.products.switchId.empty());
    // Its NIC and optics stay the picked products, at the same link speed.
    EXPECT_EQ(roce.products.nicId, plan(built, "roce").products.nicId);
    EXPECT_EQ(roce.design.linkSpeedGbps, 400);
    // Half the ports at half the price and power of the 128-port switch, as the cost table
    // prices them (the expected value of the product's range), firm.
    EXPECT_EQ(expected(equal, "roce", "price.switch"), expected(built, "roce", "price.switch")
                                                           .divide(Decimal(2), kDefaultRounding)
                                                           .rounded(2, kDefaultRounding));
    EXPECT_EQ(expected(equal, "roce", "power.switch_watts"),
              expected(built, "roce", "power.switch_watts")
                  .divide(Decimal(2), kDefaultRounding)
                  .rounded(2, kDefaultRounding));
    EXPECT_FALSE(roce.uncertainty.contains("price.switch"));
    // A plan already at that port count is left exactly as it was.
    EXPECT_EQ(plan(equal, "ib"), plan(built, "ib"));
}

TEST(SwitchGenerationTest, TheViewNamesEachPlansSwitchesAndRebuildsOnlyTheLargerOnes)
{
    const Scenario s = llmTraining();
    const TcoEngine engine(catalog());
    const TcoResult built = engine.evaluate(s);
    const auto view = SwitchGeneration::compare(s, catalog(), built);
    ASSERT_TRUE(view.has_value());
    EXPECT_EQ(view->commonRadix, 64);
    ASSERT_EQ(view->built.size(), 2u);
    EXPECT_EQ(view->built[0].planId, "ib");
    EXPECT_EQ(view->built[0].radix, 64);
    EXPECT_EQ(view->built[1].radix, 128);
    // 128 nodes growing 50 % a year: the 64-port InfiniBand fabric needs a third tier in year 3
    // (288 nodes x 8 rails), the 128-port Ethernet one stays at two (the example's note).
    EXPECT_EQ(view->built[0].tiersByYear, (std::vector<int>{2, 2, 3, 3, 3}));
    EXPECT_EQ(view->built[1].tiersByYear, (std::vector<int>{2, 2, 2, 2, 2}));
    // InfiniBand is already built from 64-port switches: the same figure to the cent.
    EXPECT_EQ(view->tco.plan("ib")->npv, built.plan("ib")->npv);
    // RoCE on 64-port switches needs more of them and a third tier too: it costs more.
    EXPECT_GT(view->tco.plan("roce")->npv.amount(), built.plan("roce")->npv.amount());
}

TEST(SwitchGenerationTest, NoViewWhenEveryPlanHasSwitchesOfOnePortCount)
{
    Scenario s = llmTraining();
    s = SwitchGeneration::atRadix(s, catalog(), 64);
    const TcoResult built = TcoEngine(catalog()).evaluate(s);
    EXPECT_FALSE(SwitchGeneration::compare(s, catalog(), built).has_value());
}

TEST(SwitchGenerationTest, TheLargerPortCountIsUsedWhenTheSmallerCannotHoldTheCluster)
{
    // 9,000 nodes x 8 rails: the InfiniBand plan holds them on 64-port switches only because it
    // is oversubscribed 3:1; the non-blocking RoCE plan rebuilt from 64-port switches would need
    // more than three tiers, so both are compared on 128-port switches instead.
    Scenario s = llmTraining();
    s.cluster.nodes = 9'000;
    s.overrides["growth.annual"] = ParameterValue{Decimal(0), std::nullopt};
    for (PlanSpec& p : s.plans) {
        p.design.nodes = s.cluster.nodes;
        if (p.id == "ib")
            p.design.oversubscription = Decimal(3);
    }
    const TcoResult built = TcoEngine(catalog()).evaluate(s);
    EXPECT_THROW(TcoEngine(catalog()).evaluate(SwitchGeneration::atRadix(s, catalog(), 64)),
                 std::exception);
    const auto view = SwitchGeneration::compare(s, catalog(), built);
    ASSERT_TRUE(view.has_value());
    EXPECT_EQ(view->commonRadix, 128);
    EXPECT_EQ(view->tco.plan("roce")->npv, built.plan("roce")->npv);
}

namespace {

/// The example with InfiniBand on 800G XDR parts (144 x 800G switches), RoCE on 400G.
Scenario infinibandOn800G()
{
    Scenario s = llmTraining();
    for (PlanSpec& p : s.plans)
        if (p.id == "ib") {
            p.products = PlanProducts{"ib-xdr-q3400", "nic-cx8-800g", "osfp-1600g-2x800g"};
            ProductSelection::apply(p, catalog());
        }
    return s;
}

} // namespace

TEST(SwitchGenerationTest, AtALowerLinkSpeedTheSwitchBreaksOutAndTheRestIsPricedAtThatSpeed)
{
    const Scenario built = infinibandOn800G();
    ASSERT_EQ(plan(built, "ib").design.linkSpeedGbps, 800);
    const Scenario slower = SwitchGeneration::atLinkSpeed(built, catalog(), 400);
    const PlanSpec& ib = plan(slower, "ib");
    EXPECT_EQ(ib.design.linkSpeedGbps, 400);
    EXPECT_EQ(ib.design.switchRadix, 288); // 144 x 800G as 288 x 400G
    EXPECT_TRUE(ib.products.isCustom());
    // The same switch at the same price and power per switch, as the cost table prices them.
    EXPECT_EQ(expected(slower, "ib", "price.switch"), expected(built, "ib", "price.switch"));
    EXPECT_EQ(expected(slower, "ib", "power.switch_watts"),
              expected(built, "ib", "power.switch_watts"));
    // The NIC as a custom 400G InfiniBand plan gets it from the catalog, not the 800G product.
    Scenario custom400 = built;
    for (PlanSpec& p : custom400.plans)
        if (p.id == "ib") {
            p.products = PlanProducts{};
            p.design.linkSpeedGbps = 400;
        }
    EXPECT_EQ(expected(slower, "ib", "price.nic"), expected(custom400, "ib", "price.nic"));
    EXPECT_EQ(expected(slower, "ib", "price.transceiver"),
              expected(custom400, "ib", "price.transceiver"));
    EXPECT_LT(expected(slower, "ib", "price.nic"), expected(built, "ib", "price.nic"));
    // A plan already at that speed is left exactly as it was.
    EXPECT_EQ(plan(slower, "roce"), plan(built, "roce"));
}

TEST(SwitchGenerationTest, ADifferenceOfLinkSpeedAloneGivesTheView)
{
    // Issue 36 (a): InfiniBand on 800G links against RoCE on 400G ones. Both are compared at
    // 400G, InfiniBand's 144 x 800G switches split to 288 x 400G and then cut to RoCE's 128.
    const Scenario s = infinibandOn800G();
    const TcoResult built = TcoEngine(catalog()).evaluate(s);
    const auto view = SwitchGeneration::compare(s, catalog(), built);
    ASSERT_TRUE(view.has_value());
    EXPECT_EQ(view->commonLinkSpeedGbps, 400);
    EXPECT_EQ(view->commonRadix, 128);
    EXPECT_EQ(view->built[0].linkSpeedGbps, 800);
    EXPECT_EQ(view->built[0].radix, 144);
    EXPECT_EQ(view->built[1].linkSpeedGbps, 400);
    // RoCE is already at 400G on 128-port switches: the same figure to the cent.
    EXPECT_EQ(view->tco.plan("roce")->npv, built.plan("roce")->npv);
    // At 400G InfiniBand's links lose more compute than at 800G (the link speed factor).
    EXPECT_GT(view->tco.plan("ib")->discounted[CostCategory::Jitter].amount(),
              built.plan("ib")->discounted[CostCategory::Jitter].amount());
}

TEST(SwitchGenerationTest, AFigureTypedAtTheValueShownChangesNothingAtEqualGeneration)
{
    // Found by strangers: typing the 800G NIC's price kept it on the rebuilt 400G NIC and
    // flipped the deciding reason; typing the switch's shown price (its expected value, 200,000
    // USD) moved the view by 50 cents, as the product's range was scaled and rounded apart from
    // its price. A figure typed at the value the window shows prices everything the same.
    const Scenario s = infinibandOn800G();
    Scenario typed = s;
    for (PlanSpec& p : typed.plans)
        for (const char* key : {"price.switch", "power.switch_watts", "price.nic",
                                "price.transceiver", "power.nic_watts"})
            p.overrides[key] =
                ParameterValue{expected(s, p.id, key),
                               ParameterResolver::resolve(s, p, catalog()).at(key).value.currency};
    const TcoEngine engine(catalog());
    const TcoResult built = engine.evaluate(s);
    const TcoResult builtTyped = engine.evaluate(typed);
    for (const char* id : {"ib", "roce"})
        ASSERT_EQ(builtTyped.plan(id)->npv, built.plan(id)->npv) << id;
    const auto view = SwitchGeneration::compare(s, catalog(), built);
    const auto viewTyped = SwitchGeneration::compare(typed, catalog(), builtTyped);
    ASSERT_TRUE(view && viewTyped);
    for (const char* id : {"ib", "roce"})
        EXPECT_EQ(viewTyped->tco.plan(id)->npv, view->tco.plan(id)->npv) << id;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The equal-generation view (issue 36, items 4 and a): every plan rebuilt at one link speed from
// switches of one port count at its own price and power per port, so only the fabrics differ.
#include "core/analysis/SwitchGeneration.h"

#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductSelection.h"
#include "core/tco/CostCategory.h"
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

Decimal resolved(const Scenario& s, const std::string& planId, const std::string& key)
{
    return ParameterResolver::resolve(s, plan(s, planId), catalog()).at(key).value.value;
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
    // Half the ports at half the price and power of the 128-port switch.
    EXPECT_EQ(resolved(equal, "roce", "price.switch"), resolved(built, "roce", "price.switch")
                                                           .divide(Decimal(2), kDefaultRounding)
                                                           .rounded(2, kDefaultRounding));
    EXPECT_EQ(resolved(equal, "roce", "power.switch_watts"),
              resolved(built, "roce", "power.switch_watts")
                  .divide(Decimal(2), kDefaultRounding)
                  .rounded(2, kDefaultRounding));
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
    // The same switch at the same price and power per switch.
    EXPECT_EQ(resolved(slower, "ib", "price.switch"), resolved(built, "ib", "price.switch"));
    EXPECT_EQ(resolved(slower, "ib", "power.switch_watts"),
              resolved(built, "ib", "power.switch_watts"));
    // The NIC at the catalog's 400G InfiniBand figure, not the 800G product's.
    const CatalogEntry* nic400 =
        catalog().find("price.nic", Fabric::InfiniBand, built.cluster.currency, 400);
    ASSERT_NE(nic400, nullptr);
    EXPECT_EQ(resolved(slower, "ib", "price.nic"), nic400->value.value);
    EXPECT_LT(resolved(slower, "ib", "price.nic"), resolved(built, "ib", "price.nic"));
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

TEST(SwitchGenerationTest, APriceTypedEqualToTheCatalogsChangesNothingAtEqualGeneration)
{
    // Found by a stranger: typing the 800G NIC's own price (3,900 USD, what the window shows)
    // kept it on the rebuilt 400G NIC, and the deciding reason flipped with no cost changed.
    const Scenario s = infinibandOn800G();
    Scenario typed = s;
    for (PlanSpec& p : typed.plans)
        if (p.id == "ib")
            for (const char* key : {"price.nic", "price.transceiver", "power.nic_watts"})
                p.overrides[key] = ParameterResolver::resolve(s, p, catalog()).at(key).value;
    const TcoEngine engine(catalog());
    const TcoResult built = engine.evaluate(s);
    const TcoResult builtTyped = engine.evaluate(typed);
    const auto view = SwitchGeneration::compare(s, catalog(), built);
    const auto viewTyped = SwitchGeneration::compare(typed, catalog(), builtTyped);
    ASSERT_TRUE(view && viewTyped);
    EXPECT_EQ(viewTyped->tco.plan("ib")->npv, view->tco.plan("ib")->npv);
}

TEST(SwitchGenerationTest, ARebuiltSwitchKeepsItsRangeSoItIsPricedAtTheSameExpectedValue)
{
    // The TCO prices a figure with a range at its expected value: the rebuilt switch carries
    // its product's range (scaled with the price), not only its most likely price.
    const Scenario built = infinibandOn800G();
    const Scenario atSpeed = SwitchGeneration::atLinkSpeed(built, catalog(), 400);
    const PlanSpec& slower = plan(atSpeed, "ib");
    const Product* q3400 = catalog().findProduct("ib-xdr-q3400");
    ASSERT_NE(q3400, nullptr);
    ASSERT_NE(q3400->price.range.shape, DistributionShape::Fixed);
    EXPECT_EQ(slower.uncertainty.at("price.switch"), q3400->price.range);
    const Scenario atRadix = SwitchGeneration::atRadix(llmTraining(), catalog(), 64);
    const PlanSpec& narrower = plan(atRadix, "roce");
    const Product* th5 = catalog().findProduct("roce-th5-64x800");
    ASSERT_NE(th5, nullptr);
    EXPECT_EQ(narrower.uncertainty.at("price.switch").low,
              th5->price.range.low.divide(Decimal(2), kDefaultRounding));
}

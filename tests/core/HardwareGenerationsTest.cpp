// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14, item 3: a plan's switch, NIC and optics products change its bill of materials,
// prices and power; a custom-hardware plan is priced from the catalog at its link speed.
#include "core/bom/BomCalculator.h"
#include "core/model/Examples.h"
#include "core/model/ProductSelection.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class HardwareGenerationsTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());

    Scenario roceOnly(PlanProducts products)
    {
        return test::roceOnly(catalog, std::move(products));
    }

    PlanResult evaluate(const Scenario& s) { return TcoEngine(catalog).evaluate(s).plans.front(); }
};

TEST_F(HardwareGenerationsTest, ASwitchGenerationChangesCountsPriceAndPower)
{
    const PlanResult whiteBox =
        evaluate(roceOnly({"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"}));
    const PlanResult spectrum =
        evaluate(roceOnly({"roce-sn5600", "nic-cx7-400g", "osfp-800g-2x400g"}));
    const PlanResult older =
        evaluate(roceOnly({"roce-th5-128x400", "nic-cx7-400g", "osfp-800g-2x400g"}));
    // Same 51.2 Tb/s radix: same counts; Spectrum-X is dearer and draws more.
    EXPECT_EQ(whiteBox.years[0].bom.switches, spectrum.years[0].bom.switches);
    EXPECT_GT(spectrum.years[0].nominal[CostCategory::Hardware].amount(),
              whiteBox.years[0].nominal[CostCategory::Hardware].amount());
    EXPECT_GT(spectrum.years[0].nominal[CostCategory::Power].amount(),
              whiteBox.years[0].nominal[CostCategory::Power].amount());
    // 64 x 800G in breakout and 128 x 400G are the same fabric at the same price.
    EXPECT_EQ(older.years[0].bom.switches, whiteBox.years[0].bom.switches);
    EXPECT_EQ(older.npv, whiteBox.npv);
}

TEST_F(HardwareGenerationsTest, LateTwentySixProductsBuildPlans)
{
    // Issue 41: a 102.4 Tb/s switch, an Ultra Ethernet NIC and linear-drive optics can be
    // chosen. Twice the radix at 800G: fewer switches for the same nodes; LPO modules draw
    // about half a DSP module's watts.
    const PlanResult th5 =
        evaluate(roceOnly({"roce-th5-64x800", "nic-thor-ultra-800g", "osfp-1600g-2x800g"}));
    const PlanResult th6 =
        evaluate(roceOnly({"roce-th6-128x800", "nic-thor-ultra-800g", "osfp-1600g-2x800g"}));
    EXPECT_LT(th6.years[0].bom.switches.total(), th5.years[0].bom.switches.total());
    const PlanResult dsp =
        evaluate(roceOnly({"roce-th5-128x400", "nic-pollara-400g", "osfp-800g-2x400g"}));
    const PlanResult lpo =
        evaluate(roceOnly({"roce-th5-128x400", "nic-pollara-400g", "osfp-800g-2x400g-lpo"}));
    EXPECT_EQ(lpo.years[0].bom.transceivers, dsp.years[0].bom.transceivers);
    EXPECT_LT(lpo.years[0].nominal[CostCategory::Power].amount(),
              dsp.years[0].nominal[CostCategory::Power].amount());
}

TEST_F(HardwareGenerationsTest, CoPackagedSwitchesBuyNoModulesForTheirPorts)
{
    // Issue 41: Spectrum-X Photonics against a Tomahawk-6 box of the same radix: the same
    // switches, every link fibre, and no module in a switch port; the NICs still take one.
    const Bom pluggable =
        evaluate(roceOnly({"roce-th6-128x800", "nic-cx8-800g", "osfp-1600g-2x800g"})).years[0].bom;
    const Bom cpo =
        evaluate(roceOnly({"roce-sn6810-cpo", "nic-cx8-800g", "osfp-1600g-2x800g"})).years[0].bom;
    EXPECT_FALSE(pluggable.design.coPackagedOptics);
    EXPECT_TRUE(cpo.design.coPackagedOptics);
    EXPECT_EQ(cpo.switches, pluggable.switches);
    EXPECT_GT(pluggable.switchTransceivers, 0);
    EXPECT_EQ(cpo.switchTransceivers, 0);
    EXPECT_EQ(cpo.copperCables + cpo.aecCables + cpo.aocCables, 0);
    EXPECT_EQ(cpo.opticalCables, cpo.links.total());
    EXPECT_EQ(cpo.nicTransceivers, cpo.nics);
}

TEST_F(HardwareGenerationsTest, EveryXdrSwitchKindBuildsAnInfiniBandPlan)
{
    // The Q3200's two 36-port switches, the Q3400 and the co-packaged Q3450; picking a
    // pluggable switch after a co-packaged one turns the co-packaged optics off again.
    PlanSpec ib = Examples::load("llm-training", test::dataDir()).plans.front();
    ASSERT_EQ(ib.fabric(), Fabric::InfiniBand);
    ib.products = {"ib-xdr-q3450-cpo", "nic-cx8-800g", "osfp-1600g-2x800g"};
    const FabricDesign q3450 = ProductSelection::design(ib, catalog);
    EXPECT_EQ(q3450.switchRadix, 144);
    EXPECT_TRUE(q3450.coPackagedOptics);
    EXPECT_EQ(BomCalculator::calculate(q3450).switchTransceivers, 0);
    ib.design = q3450;
    ib.products.switchId = "ib-xdr-q3200";
    const FabricDesign q3200 = ProductSelection::design(ib, catalog);
    EXPECT_EQ(q3200.switchRadix, 36);
    EXPECT_FALSE(q3200.coPackagedOptics);
    EXPECT_GT(BomCalculator::calculate(q3200).switchTransceivers, 0);
}

TEST_F(HardwareGenerationsTest, RubinsOnePointSixTPerGpuIsTwoEightHundredGigLinks)
{
    // Issue 41: a ConnectX-9 carries 800G and Rubin gives each GPU two. A plan with 16 rails per
    // 8-GPU node builds at 800G with twice the NIC ports, switch ports and hardware of 8 rails.
    Scenario eight = roceOnly({"roce-th6-128x800", "nic-cx9-800g", "osfp-1600g-2x800g"});
    Scenario sixteen = eight;
    sixteen.plans.front().design.railsPerNode = 16;
    const PlanResult perGpu800 = evaluate(eight);
    const PlanResult perGpu1600 = evaluate(sixteen);
    EXPECT_EQ(perGpu1600.years[0].bom.design.linkSpeedGbps, 800);
    EXPECT_EQ(perGpu1600.years[0].bom.nics, 2 * perGpu800.years[0].bom.nics);
    EXPECT_GT(perGpu1600.years[0].bom.switches.total(), perGpu800.years[0].bom.switches.total());
    EXPECT_GT(perGpu1600.years[0].nominal[CostCategory::Hardware].amount(),
              perGpu800.years[0].nominal[CostCategory::Hardware].amount());
}

TEST_F(HardwareGenerationsTest, Radix128NeedsFewerSwitchesThanRadix64)
{
    Scenario custom64 = roceOnly({});
    custom64.plans.front().design.switchRadix = 64;
    const PlanResult radix64 = evaluate(custom64);
    const PlanResult radix128 =
        evaluate(roceOnly({"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"}));
    EXPECT_LT(radix128.years[0].bom.totalSwitches(), radix64.years[0].bom.totalSwitches());
}

TEST_F(HardwareGenerationsTest, EightHundredGigNicsChangeTheFabric)
{
    const PlanResult at400 =
        evaluate(roceOnly({"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"}));
    const PlanResult at800 =
        evaluate(roceOnly({"roce-th5-64x800", "nic-cx8-800g", "osfp-1600g-2x800g"}));
    EXPECT_EQ(at400.years[0].bom.design.linkSpeedGbps, 400);
    EXPECT_EQ(at800.years[0].bom.design.linkSpeedGbps, 800);
    EXPECT_EQ(at400.years[0].bom.design.switchRadix, 128);
    EXPECT_EQ(at800.years[0].bom.design.switchRadix, 64);
    EXPECT_NE(at400.years[0].bom.switches, at800.years[0].bom.switches);
    EXPECT_NE(at400.npv, at800.npv);
}

TEST_F(HardwareGenerationsTest, CustomHardwarePricesFollowTheLinkSpeedTheCatalogKnows)
{
    // Issue 36: custom hardware at 800G is priced with the catalog's 800G parts; at a speed the
    // catalog has no figures for (200G) the 400G figures stand, so those figures do not change
    // (LinkSpeedFiguresTest: the input's source then says so).
    // Hardware only: the link speed also changes the idle time lost (JitterCostTermsTest).
    const auto hardware = [&](const Scenario& scenario) {
        return evaluate(scenario).total[CostCategory::Hardware];
    };
    Scenario s = roceOnly({});
    const Money at400 = hardware(s);
    s.plans.front().design.linkSpeedGbps = 800;
    EXPECT_GT(hardware(s).amount(), at400.amount());
    s.plans.front().design.linkSpeedGbps = 200;
    EXPECT_EQ(hardware(s), at400);
}

TEST_F(HardwareGenerationsTest, TheCostModelFollowsTheProductsNotAStaleDesign)
{
    Scenario s = roceOnly({"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"});
    const Money inStep = evaluate(s).npv;
    s.plans.front().design.switchRadix = 64; // a hand-edited file that disagrees
    EXPECT_EQ(evaluate(s).npv, inStep);
}

TEST_F(HardwareGenerationsTest, UnusableProductsStopThePricing)
{
    Scenario s = roceOnly({});
    s.plans.front().products = {"ib-ndr-qm9700", "nic-cx7-400g", "osfp-800g-2x400g"};
    try {
        evaluate(s);
        FAIL() << "an InfiniBand switch was priced in a RoCE plan";
    } catch (const TcoError& e) {
        EXPECT_NE(std::string(e.what()).find("is for InfiniBand only"), std::string::npos)
            << e.what();
    }
}

// Issue 14, item 3: cables by reach. The RoCE plan's 2 m node links are DAC; at 5 m they are
// active copper (AEC), priced per cable and drawing power, with no modules.
TEST_F(HardwareGenerationsTest, ActiveCablesArePricedAndPoweredPerCable)
{
    const auto lines = [](const PlanResult& plan, const std::string& label) {
        std::vector<const LineItem*> found;
        for (const LineItem& item : plan.years[0].items)
            if (item.label() == label)
                found.push_back(&item);
        return found;
    };
    Scenario s = roceOnly({});
    const PlanResult dac = evaluate(s);
    EXPECT_TRUE(lines(dac, "Initial purchase: active copper cables").empty());
    EXPECT_TRUE(lines(dac, "Power and cooling: active copper cables").empty());

    s.plans.front().design.nodeLeafMeters = Decimal(5);
    const PlanResult aec = evaluate(s);
    const Bom& bom = aec.years[0].bom;
    EXPECT_EQ(bom.copperCables, 0);
    EXPECT_EQ(bom.aecCables, bom.links.nodeLeaf);
    EXPECT_EQ(bom.nicTransceivers, 0);
    const auto purchase = lines(aec, "Initial purchase: active copper cables");
    ASSERT_EQ(purchase.size(), 1u);
    const std::int64_t cables = bom.aecCables + bom.spares.aecCables;
    // 128 nodes x 8 rails and 2 % spares: 1,024 + 21 cables at the catalog's RoCE AEC price.
    EXPECT_EQ(cables, 1045);
    EXPECT_NE(purchase[0]->formulaText().find("1,045 active copper cables"), std::string::npos)
        << purchase[0]->formulaText();
    EXPECT_NE(purchase[0]->formulaText().find("price.cable_aec"), std::string::npos)
        << purchase[0]->formulaText();
    const auto power = lines(aec, "Power and cooling: active copper cables");
    ASSERT_EQ(power.size(), 1u);
    EXPECT_NE(power[0]->formulaText().find("power.aec_watts"), std::string::npos) << power[0]->formulaText();
    EXPECT_GT(power[0]->amount.amount(), Decimal(0));

    // 20 m node links as AOC (the 20 m leaf-spine links too): cheaper than two modules and a
    // fibre each.
    s.plans.front().design.nodeLeafMeters = Decimal(20);
    const Money fibre = evaluate(s).years[0].nominal[CostCategory::Hardware];
    s.plans.front().design.aocMaxMeters = Decimal(30);
    const PlanResult aoc = evaluate(s);
    EXPECT_EQ(aoc.years[0].bom.aocCables, bom.links.nodeLeaf + bom.links.leafSpine);
    EXPECT_EQ(aoc.years[0].bom.transceivers, 0);
    const Money aocHardware = aoc.years[0].nominal[CostCategory::Hardware];
    EXPECT_LT(aocHardware.amount(), fibre.amount());
    // Node links of 5 m as AEC beside the same AOC leaf-spine links: cheaper than AOC.
    s.plans.front().design.nodeLeafMeters = Decimal(5);
    const PlanResult aecBesideAoc = evaluate(s);
    EXPECT_EQ(aecBesideAoc.years[0].bom.aecCables, bom.links.nodeLeaf);
    EXPECT_EQ(aecBesideAoc.years[0].bom.aocCables, bom.links.leafSpine);
    EXPECT_LT(aecBesideAoc.years[0].nominal[CostCategory::Hardware].amount(), aocHardware.amount());
}

} // namespace
} // namespace fabrictco

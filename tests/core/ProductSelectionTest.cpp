// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ProductSelection.h"

#include "core/bom/BomCalculator.h"
#include "core/model/DefaultProducts.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

class ProductSelectionTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());

    static PlanSpec plan(Fabric fabric, PlanProducts products)
    {
        PlanSpec p;
        p.id = fabric == Fabric::InfiniBand ? "ib" : "roce";
        p.design.fabric = fabric;
        p.products = std::move(products);
        return p;
    }

    /// The English names the plan and says `problem`; the fault carries the same as data.
    void expectProblem(const PlanSpec& p, const std::string& problem, ProductProblem code)
    {
        try {
            ProductSelection::design(p, catalog);
            FAIL() << "expected ProductError containing " << problem;
        } catch (const ProductError& e) {
            EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
            EXPECT_NE(std::string(e.what()).find("plan \"" + p.id + "\""), std::string::npos)
                << e.what();
        }
        const auto fault = ProductSelection::problem(p, catalog);
        ASSERT_TRUE(fault.has_value());
        EXPECT_EQ(fault->problem, code);
        EXPECT_EQ(fault->planId, p.id);
        EXPECT_EQ(englishMessage(*fault).find(problem) != std::string::npos, true);
    }
};

TEST_F(ProductSelectionTest, CustomHardwareKeepsItsOwnDesign)
{
    PlanSpec p = plan(Fabric::RoCE, {});
    p.design.switchRadix = 96;
    p.design.linkSpeedGbps = 800;
    p.design.twinPortTransceivers = false;
    EXPECT_EQ(ProductSelection::design(p, catalog), p.design);
}

TEST_F(ProductSelectionTest, SameSpeedSwitchAndNicGiveThePortCount)
{
    const PlanSpec ndr =
        plan(Fabric::InfiniBand, {"ib-ndr-qm9700", "nic-cx7-400g", "osfp-800g-2x400g-nvidia"});
    const FabricDesign d = ProductSelection::design(ndr, catalog);
    EXPECT_EQ(d.switchRadix, 64);
    EXPECT_EQ(d.linkSpeedGbps, 400);
    EXPECT_TRUE(d.twinPortTransceivers);
}

TEST_F(ProductSelectionTest, FasterSwitchPortsRunAsBreakout)
{
    // A 64 x 800G switch with 400G NICs serves 128 x 400G links (SN5600 / Tomahawk-5 designs).
    const PlanSpec breakout =
        plan(Fabric::RoCE, {"roce-th5-64x800", "nic-cx7-400g", "osfp-800g-2x400g"});
    const FabricDesign d = ProductSelection::design(breakout, catalog);
    EXPECT_EQ(d.switchRadix, 128);
    EXPECT_EQ(d.linkSpeedGbps, 400);
    // The same switch with 800G NICs is a 64-port switch at 800G.
    const PlanSpec native =
        plan(Fabric::RoCE, {"roce-th5-64x800", "nic-cx8-800g", "osfp-1600g-2x800g"});
    const FabricDesign n = ProductSelection::design(native, catalog);
    EXPECT_EQ(n.switchRadix, 64);
    EXPECT_EQ(n.linkSpeedGbps, 800);
    // Twice the radix holds four times the endpoints in two tiers: 1,024 nodes x 8 rails fit
    // two tiers at 128 ports but need three at 64.
    FabricDesign big = d;
    big.nodes = 1024;
    FabricDesign bigNative = n;
    bigNative.nodes = 1024;
    EXPECT_EQ(BomCalculator::calculate(big).tiers, 2);
    EXPECT_EQ(BomCalculator::calculate(bigNative).tiers, 3);
}

TEST_F(ProductSelectionTest, XdrWithConnectX8Is144PortsAt800G)
{
    const PlanSpec xdr =
        plan(Fabric::InfiniBand, {"ib-xdr-q3400", "nic-cx8-800g", "osfp-1600g-2x800g"});
    const FabricDesign d = ProductSelection::design(xdr, catalog);
    EXPECT_EQ(d.switchRadix, 144);
    EXPECT_EQ(d.linkSpeedGbps, 800);
    // With 400G NICs the same switch serves 288 links of 400G.
    const PlanSpec split =
        plan(Fabric::InfiniBand, {"ib-xdr-q3400", "nic-cx7-400g", "osfp-800g-2x400g"});
    EXPECT_EQ(ProductSelection::design(split, catalog).switchRadix, 288);
}

TEST_F(ProductSelectionTest, CustomNicKeepsThePlansLinkSpeed)
{
    PlanSpec p = plan(Fabric::RoCE, {"roce-sn5600", "", ""});
    p.design.linkSpeedGbps = 200;
    p.design.twinPortTransceivers = false;
    const FabricDesign d = ProductSelection::design(p, catalog);
    EXPECT_EQ(d.switchRadix, 256); // 64 x 800G as 256 x 200G
    EXPECT_EQ(d.linkSpeedGbps, 200);
    EXPECT_FALSE(d.twinPortTransceivers);
    p.design.linkSpeedGbps = 300;
    expectProblem(p, "links of 300 Gb/s do not fit the 800 Gb/s ports",
                  ProductProblem::LinksDoNotFitPorts);
}

TEST_F(ProductSelectionTest, UnknownProductListsTheChoices)
{
    PlanSpec p = plan(Fabric::InfiniBand, {"ib-hdr-qm8700", "", ""});
    expectProblem(p, "no product \"ib-hdr-qm8700\" in the catalog", ProductProblem::NotInCatalog);
    expectProblem(p, "ib-ndr-qm9700, ib-xdr-q3400", ProductProblem::NotInCatalog);
}

TEST_F(ProductSelectionTest, WrongClassOrFabricIsAnError)
{
    expectProblem(plan(Fabric::InfiniBand, {"nic-cx7-400g", "", ""}),
                  "\"nic-cx7-400g\" is a NIC, not a switch", ProductProblem::WrongClass);
    expectProblem(plan(Fabric::RoCE, {"ib-ndr-qm9700", "", ""}),
                  "switch \"ib-ndr-qm9700\" is for InfiniBand only, and this plan is RoCE",
                  ProductProblem::WrongFabric);
    expectProblem(plan(Fabric::InfiniBand, {"", "nic-bf3-supernic-400g", ""}),
                  "NIC \"nic-bf3-supernic-400g\" is for RoCE only", ProductProblem::WrongFabric);
}

TEST_F(ProductSelectionTest, NicFasterThanTheSwitchIsAnError)
{
    expectProblem(plan(Fabric::InfiniBand, {"ib-ndr-qm9700", "nic-cx8-800g", ""}),
                  "NIC \"nic-cx8-800g\" runs at 800 Gb/s, faster than the 400 Gb/s ports of "
                  "switch \"ib-ndr-qm9700\"",
                  ProductProblem::NicFasterThanSwitch);
}

TEST_F(ProductSelectionTest, OpticsMustCarryTheLinkSpeed)
{
    expectProblem(plan(Fabric::InfiniBand, {"ib-xdr-q3400", "nic-cx8-800g", "osfp-800g-2x400g"}),
                  "optics \"osfp-800g-2x400g\" carry 400 Gb/s links, but the plan's links run at "
                  "800 Gb/s",
                  ProductProblem::OpticsSpeedMismatch);
}

TEST_F(ProductSelectionTest, SingleOrTwinPortOpticsFollowTheProduct)
{
    PlanSpec p = plan(Fabric::RoCE, {"roce-th5-128x400", "nic-cx7-400g", "osfp-400g"});
    EXPECT_FALSE(ProductSelection::design(p, catalog).twinPortTransceivers);
    p.products.opticsId = "osfp-800g-2x400g";
    EXPECT_TRUE(ProductSelection::design(p, catalog).twinPortTransceivers);
}

TEST_F(ProductSelectionTest, WithProductKeepsTheDesignInStep)
{
    PlanSpec p = plan(Fabric::InfiniBand, DefaultProducts::forFabric(Fabric::InfiniBand));
    ProductSelection::apply(p, catalog);
    PlanSpec xdr = ProductSelection::withProduct(p, ProductClass::Switch, "ib-xdr-q3400", catalog);
    EXPECT_EQ(xdr.products.switchId, "ib-xdr-q3400");
    EXPECT_EQ(xdr.design.switchRadix, 288);
    // A NIC too fast for the switch: the choice is kept, the design waits, the problem shows.
    PlanSpec tooFast = ProductSelection::withProduct(p, ProductClass::Nic, "nic-cx8-800g", catalog);
    EXPECT_EQ(tooFast.products.nicId, "nic-cx8-800g");
    EXPECT_EQ(tooFast.design, p.design);
    EXPECT_TRUE(ProductSelection::problem(tooFast, catalog).has_value());
    // Back to custom: the radix stays where it was and is the user's again.
    PlanSpec custom = ProductSelection::withProduct(xdr, ProductClass::Switch, "", catalog);
    EXPECT_TRUE(custom.products.switchId.empty());
    EXPECT_EQ(custom.design.switchRadix, 288);
}

TEST_F(ProductSelectionTest, ChangingTheFabricPicksThatFabricsDefaults)
{
    PlanSpec p = plan(Fabric::InfiniBand, DefaultProducts::forFabric(Fabric::InfiniBand));
    ProductSelection::apply(p, catalog);
    const PlanSpec roce = ProductSelection::withFabric(p, Fabric::RoCE, catalog);
    EXPECT_EQ(roce.fabric(), Fabric::RoCE);
    EXPECT_EQ(roce.products, DefaultProducts::forFabric(Fabric::RoCE));
    EXPECT_FALSE(ProductSelection::problem(roce, catalog).has_value());
    EXPECT_EQ(roce.design.switchRadix, 128);
    const PlanSpec custom =
        ProductSelection::withFabric(plan(Fabric::InfiniBand, {}), Fabric::RoCE, catalog);
    EXPECT_TRUE(custom.products.isCustom());
}

TEST_F(ProductSelectionTest, DefaultProductsAreInTheCatalogWithTheRadixTheyPromise)
{
    for (Fabric fabric : {Fabric::InfiniBand, Fabric::RoCE}) {
        const PlanSpec p = plan(fabric, DefaultProducts::forFabric(fabric));
        EXPECT_EQ(ProductSelection::design(p, catalog).switchRadix,
                  DefaultProducts::radixFor(fabric));
    }
}

} // namespace
} // namespace fabrictco

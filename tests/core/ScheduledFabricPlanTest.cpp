// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 41: a scheduled Ethernet fabric (Jericho3-AI leaves with Ramon3 fabric elements, the
// catalog's roce-j3ai-7700r4-leaf) can be chosen for a plan: its leaf decides the design, its
// fabric elements are bought, powered, supported and asked for at their own figures, and its
// cells sprayed over every link lose nothing to ECMP collisions.
#include "core/model/Examples.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"
#include "core/tco/RequestForQuotation.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>

namespace fabrictco {
namespace {

constexpr const char* kLeaf = "roce-j3ai-7700r4-leaf";
constexpr const char* kElement = "roce-ramon3-7720r4-element";

class ScheduledFabricPlanTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());

    Scenario roceOnly(PlanProducts products)
    {
        return test::roceOnly(catalog, std::move(products));
    }

    PlanResult evaluate(const Scenario& s) { return TcoEngine(catalog).evaluate(s).plans.front(); }

    static Money sumOf(const YearResult& year, LineKind kind, Equipment equipment)
    {
        Money sum = Money::zero(Currency::usd());
        for (const LineItem& item : year.items)
            if (item.what.kind == kind && item.what.subject == subjectOf(equipment))
                sum = sum + item.amount;
        return sum;
    }
};

TEST_F(ScheduledFabricPlanTest, TheCatalogsLeafAndElementHaveTheirPublishedShapeAndSourcedRanges)
{
    // Arista's 7700R4: leaves of 18 host and 20 fabric ports of 800G, spines of 128, over
    // 27,000 800GbE ports in all (data/CATALOG.md cites the product page).
    const Product* leaf = catalog.findProduct(kLeaf);
    const Product* element = catalog.findProduct(kElement);
    ASSERT_NE(leaf, nullptr);
    ASSERT_NE(element, nullptr);
    EXPECT_EQ(leaf->ports, 18);
    EXPECT_EQ(leaf->fabricPorts, 20);
    EXPECT_EQ(leaf->fabricElement, kElement);
    EXPECT_EQ(leaf->fabricMaxEndpoints, 27000);
    EXPECT_EQ(element->productClass, ProductClass::FabricElement);
    EXPECT_EQ(element->ports, 128);
    EXPECT_EQ(element->speedGbps, leaf->speedGbps);
    // No reseller lists them: estimates whose range for the leaf's 38 ports of 800G reaches
    // from an SN5600's price a port (USD 75,000 / 64 = 1,172) down at its low end to at least
    // twice that at its high end (a deep-buffer chip with HBM; data/CATALOG.md).
    EXPECT_EQ(leaf->confidence, Confidence::Estimate);
    EXPECT_EQ(element->confidence, Confidence::Estimate);
    EXPECT_LE(leaf->price.range.low, Decimal(1172 * 38));
    EXPECT_GE(leaf->price.range.high, Decimal(2 * 1172 * 38));
    EXPECT_LE(leaf->price.range.low, leaf->price.value.value);
    EXPECT_LE(element->price.range.low, element->price.value.value);
}

TEST_F(ScheduledFabricPlanTest, TheLeafDecidesAScheduledDesignAndCustomHardwareIsAClosAgain)
{
    Scenario s = roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"});
    const FabricDesign design = ProductSelection::design(s.plans.front(), catalog);
    EXPECT_EQ(design.switchRadix, 18);
    EXPECT_EQ(design.scheduled, (ScheduledFabric{20, 128, 27000}));
    // With 400G NICs each 800G port runs as two links: every figure doubles.
    s.plans.front().products.nicId = "nic-cx7-400g";
    s.plans.front().products.opticsId = "osfp-800g-2x400g";
    const FabricDesign at400 = ProductSelection::design(s.plans.front(), catalog);
    EXPECT_EQ(at400.switchRadix, 36);
    EXPECT_EQ(at400.scheduled, (ScheduledFabric{40, 256, 54000}));
    // Custom hardware has no fabric elements, whatever the design held before.
    PlanSpec custom = s.plans.front();
    custom.design = design;
    custom.products = PlanProducts{};
    EXPECT_FALSE(ProductSelection::design(custom, catalog).scheduled.isScheduled());
    const SelectedProducts picked =
        ProductSelection::select(roceOnly({kLeaf, "nic-cx8-800g", ""}).plans.front(), catalog);
    ASSERT_NE(picked.fabricElement, nullptr);
    EXPECT_EQ(picked.fabricElement->id, kElement);
    EXPECT_EQ(picked.of(ProductClass::FabricElement), picked.fabricElement);
}

TEST_F(ScheduledFabricPlanTest, ElementsAreBoughtPoweredAndSupportedAtTheirOwnFigures)
{
    // 128 nodes x 8 rails = 1,024 endpoints: ceil(1024 / 18) = 57 leaves, 57 x 20 = 1,140
    // fabric links, ceil(1140 / 128) = 9 fabric elements; the example's 2 % spares add one
    // element (ceil(0.18)) and two leaves (ceil(1.14)).
    const PlanResult plan = evaluate(roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"}));
    const YearResult& year = plan.years.front();
    EXPECT_EQ(year.bom.switches, (TierCounts{57, 9, 0}));
    EXPECT_EQ(year.bom.spares.fabricElements, 1);
    EXPECT_EQ(year.bom.spares.switches, 3);
    // Bought at the element's price, the leaves at theirs, each at its range's mean as every
    // uncertain price is (element: (75k + 115k + 200k) / 3; leaf: (40k + 60k + 110k) / 3); no
    // spine switch is bought.
    EXPECT_EQ(sumOf(year, LineKind::InitialPurchase, Equipment::FabricElements).amount(),
              Decimal(130000).times(9));
    EXPECT_EQ(sumOf(year, LineKind::InitialPurchase, Equipment::SpareFabricElements).amount(),
              Decimal(130000));
    EXPECT_EQ(sumOf(year, LineKind::InitialPurchase, Equipment::SpareSwitches).amount(),
              Decimal(70000).times(2));
    EXPECT_EQ(sumOf(year, LineKind::InitialPurchase, Equipment::LeafSwitches).amount(),
              Decimal(70000).times(57));
    EXPECT_TRUE(sumOf(year, LineKind::InitialPurchase, Equipment::SpineSwitches).isZero());
    // Powered at the element's watts and supported at its price, on lines of their own.
    EXPECT_FALSE(sumOf(year, LineKind::PowerAndCooling, Equipment::FabricElements).isZero());
    EXPECT_FALSE(sumOf(year, LineKind::SupportContract, Equipment::FabricElements).isZero());
    // Cells are sprayed over every link: no ECMP collision line, unlike a Clos of the same
    // 800G generation.
    const auto hasEcmp = [](const YearResult& y) {
        return std::any_of(y.items.begin(), y.items.end(), [](const LineItem& item) {
            return item.what.subject == LineSubject::EcmpCollisions;
        });
    };
    EXPECT_FALSE(hasEcmp(year));
    EXPECT_TRUE(hasEcmp(
        evaluate(roceOnly({"roce-th5-64x800", "nic-cx8-800g", "osfp-1600g-2x800g"})).years[0]));
    // That is the leaf's adaptive routing, shown as its input; a user who turns it off gets the
    // loss back.
    Scenario s = roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"});
    const ResolvedParameter routing =
        ParameterResolver::resolve(s, s.plans.front(), catalog).at("adaptive_routing");
    EXPECT_EQ(routing.value.value, Decimal(1));
    EXPECT_EQ(routing.source, ValueSource::Product);
    EXPECT_NE(routing.provenance.find(kLeaf), std::string::npos);
    s.plans.front().overrides["adaptive_routing"] = ParameterValue{Decimal(0), std::nullopt};
    EXPECT_TRUE(hasEcmp(evaluate(s).years[0]));
}

TEST_F(ScheduledFabricPlanTest, AQuoteForTheElementsPriceReplacesTheProductsEstimate)
{
    Scenario s = roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"});
    Quote quote;
    quote.itemKey = s.plans.front().id + ":price.fabric_element";
    quote.unitPrice = Money(Decimal(90000), Currency::usd());
    quote.vendor = "Example vendor";
    quote.quoteDate = "2026-12-01";
    s.quotes.push_back(quote);
    const YearResult year = evaluate(s).years.front();
    EXPECT_EQ(sumOf(year, LineKind::InitialPurchase, Equipment::FabricElements).amount(),
              Decimal(90000).times(9));
}

TEST_F(ScheduledFabricPlanTest, TheRequestForQuotationAsksForElementsOnALineOfTheirOwn)
{
    Scenario s = roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"});
    const TcoResult result = TcoEngine(catalog).evaluate(s);
    const Rfq rfq = RequestForQuotation::build(s, result, s.plans.front().id, {1});
    const auto line = [&](RfqItem item) {
        const auto it = std::find_if(rfq.lines.begin(), rfq.lines.end(),
                                     [&](const RfqLine& l) { return l.item == item; });
        return it == rfq.lines.end() ? RfqLine{} : *it;
    };
    // 57 leaves + 2 spares; 9 elements + 1 spare (the example's 2 % spares, rounded up).
    EXPECT_EQ(line(RfqItem::Switch).quantities, std::vector<std::int64_t>{59});
    EXPECT_EQ(line(RfqItem::Switch).spares, std::vector<std::int64_t>{2});
    EXPECT_EQ(line(RfqItem::Switch).ports, 18);
    EXPECT_EQ(line(RfqItem::FabricElement).quantities, std::vector<std::int64_t>{10});
    EXPECT_EQ(line(RfqItem::FabricElement).spares, std::vector<std::int64_t>{1});
    EXPECT_EQ(line(RfqItem::FabricElement).ports, 128);
    EXPECT_EQ(line(RfqItem::FabricElement).itemKey, s.plans.front().id + ":price.fabric_element");
    // A folded Clos asks for no element.
    Scenario clos = roceOnly({"roce-th5-64x800", "nic-cx8-800g", "osfp-1600g-2x800g"});
    const Rfq closRfq =
        RequestForQuotation::build(clos, TcoEngine(catalog).evaluate(clos), clos.plans[0].id, {1});
    EXPECT_TRUE(std::none_of(closRfq.lines.begin(), closRfq.lines.end(),
                             [](const RfqLine& l) { return l.item == RfqItem::FabricElement; }));
}

TEST_F(ScheduledFabricPlanTest, ALeafNamingAMissingOrWrongElementIsAProductError)
{
    const auto withElement = [&](const std::string& element) {
        Catalog changed = catalog;
        std::vector<Product> products = catalog.products();
        for (Product& p : products)
            if (p.id == kLeaf)
                p.fabricElement = element;
        changed.setProducts(std::move(products));
        return changed;
    };
    Catalog broken = withElement("no-such-element");
    Scenario s = roceOnly({kLeaf, "nic-cx8-800g", "osfp-1600g-2x800g"});
    try {
        ProductSelection::design(s.plans.front(), broken);
        FAIL() << "a missing element was accepted";
    } catch (const ProductError& e) {
        EXPECT_EQ(e.fault().problem, ProductProblem::NotInCatalog);
        EXPECT_EQ(e.fault().productClass, ProductClass::FabricElement);
        EXPECT_EQ(e.fault().productId, "no-such-element");
    }
    broken = withElement("roce-th5-64x800"); // a switch, not an element
    try {
        ProductSelection::design(s.plans.front(), broken);
        FAIL() << "a switch was accepted as a fabric element";
    } catch (const ProductError& e) {
        EXPECT_EQ(e.fault().problem, ProductProblem::WrongClass);
    }
}

TEST_F(ScheduledFabricPlanTest, AnElementIsNeverAPlansSwitch)
{
    // Picked as a switch, the element is the wrong class; the window's pickers list switches.
    Scenario s = roceOnly({"", "nic-cx8-800g", "osfp-1600g-2x800g"});
    s.plans.front().products.switchId = kElement;
    const std::optional<ProductFault> fault = ProductSelection::problem(s.plans.front(), catalog);
    ASSERT_TRUE(fault.has_value());
    EXPECT_EQ(fault->problem, ProductProblem::WrongClass);
    EXPECT_EQ(ProductKeys::classFor("price.fabric_element"), ProductClass::FabricElement);
    EXPECT_EQ(ProductKeys::classFor("power.fabric_element_watts"), ProductClass::FabricElement);
}

} // namespace
} // namespace fabrictco

// SPDX-License-Identifier: GPL-3.0-or-later
// RequestForQuotation (issue 35, item 4): the lines of a request are the plans' bills of
// materials, spares included, one per priced item, keyed so a filled line prices its own plan
// and product.
#include "core/tco/RequestForQuotation.h"

#include "core/model/Catalog.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

namespace fabrictco {
namespace {

class RequestForQuotationTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        result = TcoEngine(catalog).evaluate(scenario);
    }
    const RfqLine* lineOf(const Rfq& rfq, const std::string& planId, RfqItem item) const
    {
        const auto found = std::find_if(rfq.lines.begin(), rfq.lines.end(), [&](const RfqLine& l) {
            return l.planId == planId && l.item == item;
        });
        return found == rfq.lines.end() ? nullptr : &*found;
    }
    const Bom& bomOf(const std::string& planId, int year) const
    {
        for (const PlanResult& plan : result.plans)
            if (plan.planId == planId)
                return plan.years.at(std::size_t(year - 1)).bom;
        throw std::logic_error("no plan " + planId);
    }

    Catalog catalog = Catalog::loadDirectory(test::dataDir());
    // A second RoCE offer with another switch, as a buyer comparing two vendors has.
    Scenario scenario = test::withSpectrumOffer();
    TcoResult result;
};

TEST_F(RequestForQuotationTest, EachLineAsksWhatThePlansBillOfMaterialsHoldsSparesIncluded)
{
    const Rfq rfq = RequestForQuotation::build(scenario, result, "", {1});
    ASSERT_EQ(rfq.years, std::vector<int>{1});
    for (const PlanSpec& plan : scenario.plans) {
        SCOPED_TRACE(plan.id);
        const Bom& bom = bomOf(plan.id, 1);
        const RfqLine* switches = lineOf(rfq, plan.id, RfqItem::Switch);
        ASSERT_NE(switches, nullptr);
        EXPECT_EQ(switches->quantities, std::vector<std::int64_t>{bom.totalSwitches()});
        EXPECT_EQ(switches->spares, std::vector<std::int64_t>{bom.spares.switches});
        EXPECT_GT(switches->spares.front(), 0);
        EXPECT_EQ(switches->ports, bom.design.switchRadix);
        const RfqLine* nics = lineOf(rfq, plan.id, RfqItem::Nic);
        ASSERT_NE(nics, nullptr);
        EXPECT_EQ(nics->quantities.front(), bom.totalNics());
        EXPECT_EQ(nics->speedGbps, bom.design.linkSpeedGbps);
        const RfqLine* optics = lineOf(rfq, plan.id, RfqItem::Transceiver);
        ASSERT_NE(optics, nullptr);
        EXPECT_EQ(optics->quantities.front(), bom.totalTransceivers());
        // A cable the design does not use is no line; one it uses is.
        const std::int64_t copper = bom.copperCables + bom.spares.copperCables;
        EXPECT_EQ(lineOf(rfq, plan.id, RfqItem::CopperCable) != nullptr, copper > 0);
        const std::int64_t aoc = bom.aocCables + bom.spares.aocCables;
        EXPECT_EQ(lineOf(rfq, plan.id, RfqItem::AocCable) != nullptr, aoc > 0);
    }
}

TEST_F(RequestForQuotationTest, ALinesKeyNamesItsPlanAndTheProductThePlanPicked)
{
    const Rfq rfq = RequestForQuotation::build(scenario, result, "", {1});
    EXPECT_EQ(lineOf(rfq, "roce", RfqItem::Switch)->itemKey, "roce:roce-th5-64x800");
    EXPECT_EQ(lineOf(rfq, "roce", RfqItem::Switch)->productId, "roce-th5-64x800");
    EXPECT_EQ(lineOf(rfq, "roce-x", RfqItem::Switch)->itemKey, "roce-x:roce-sn5600");
    // Without a product (a cable, or a plan priced by parameters): the plan's parameter.
    const RfqLine* cable = nullptr;
    for (const RfqLine& line : rfq.lines)
        if (line.planId == "ib" && line.productId.empty())
            cable = &line;
    ASSERT_NE(cable, nullptr);
    EXPECT_EQ(cable->itemKey, "ib:" + RequestForQuotation::priceKey(cable->item));
    // Every key is unique: a filled line lands on one line's item only.
    std::vector<std::string> keys;
    for (const RfqLine& line : rfq.lines)
        keys.push_back(line.itemKey);
    std::sort(keys.begin(), keys.end());
    EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end());
}

TEST_F(RequestForQuotationTest, OnePlanAndEveryYearOrTheYearsAsked)
{
    const Rfq one = RequestForQuotation::build(scenario, result, "roce-x", {});
    ASSERT_FALSE(one.lines.empty());
    for (const RfqLine& line : one.lines)
        EXPECT_EQ(line.planId, "roce-x");
    ASSERT_EQ(int(one.years.size()), scenario.cluster.horizonYears);
    const RfqLine* switches = lineOf(one, "roce-x", RfqItem::Switch);
    ASSERT_NE(switches, nullptr);
    for (int year = 1; year <= scenario.cluster.horizonYears; ++year)
        EXPECT_EQ(switches->quantities.at(std::size_t(year - 1)),
                  bomOf("roce-x", year).totalSwitches())
            << year;
    // Years come sorted and once each.
    const Rfq asked = RequestForQuotation::build(scenario, result, "ib", {3, 1, 3});
    EXPECT_EQ(asked.years, (std::vector<int>{1, 3}));
    EXPECT_EQ(lineOf(asked, "ib", RfqItem::Switch)->quantities.size(), 2u);
}

TEST_F(RequestForQuotationTest, APlanOrYearTheComparisonDoesNotHaveIsRefused)
{
    EXPECT_THROW(RequestForQuotation::build(scenario, result, "nope", {1}), std::invalid_argument);
    EXPECT_THROW(RequestForQuotation::build(scenario, result, "", {0}), std::invalid_argument);
    EXPECT_THROW(
        RequestForQuotation::build(scenario, result, "", {scenario.cluster.horizonYears + 1}),
        std::invalid_argument);
}

TEST_F(RequestForQuotationTest, ThePriceKeysAreTheParametersThatPriceTheItems)
{
    EXPECT_EQ(RequestForQuotation::priceKey(RfqItem::Switch), "price.switch");
    EXPECT_EQ(RequestForQuotation::priceKey(RfqItem::Transceiver), "price.transceiver");
    EXPECT_EQ(RequestForQuotation::priceKey(RfqItem::OpticalCable), "price.cable_optical");
}

} // namespace
} // namespace fabrictco

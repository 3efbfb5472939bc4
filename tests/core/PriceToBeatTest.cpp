// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 43: the unit price at which the runner-up's expected NPV meets the recommended plan's.
// Each check types the figure into the scenario, as a buyer would in the window, and prices it
// with the same engine as the cost table.
#include "core/tco/PriceToBeat.h"

#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>
#include <stdexcept>

using namespace fabrictco;

namespace {

class PriceToBeatTest : public ::testing::Test
{
protected:
    Catalog catalog = Catalog::loadDirectory(test::dataDir());

    PriceToBeatResult compute(const Scenario& scenario)
    {
        const ComparedPlans pair = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
        return PriceToBeat::compute(scenario, catalog, pair.firstPlanId, pair.secondPlanId);
    }

    /// NPV(runner-up) - NPV(recommended) with `value` typed for the item, as the table prices it.
    Money typed(Scenario scenario, const PriceToBeatResult& result, const PriceToBeatItem& item,
                const Decimal& value)
    {
        const ParameterValue typedValue{value, item.current.currency};
        if (item.planId.empty()) {
            scenario.overrides[item.key] = typedValue;
        } else {
            for (PlanSpec& plan : scenario.plans)
                if (plan.id == item.planId)
                    plan.overrides[item.key] = typedValue;
        }
        const TcoResult tco = TcoEngine(catalog).evaluate(scenario);
        return tco.plan(result.runnerUpPlanId)->npv - tco.plan(result.recommendedPlanId)->npv;
    }

    static bool isAbove(const Money& m) { return !m.isZero() && !m.isNegative(); }
};

} // namespace

TEST_F(PriceToBeatTest, TheRecommendedPlanAndTheGapAreTheTables)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const TcoResult tco = TcoEngine(catalog).evaluate(scenario);
    const ComparedPlans pair = ComparedPlans::of(tco);
    // Asked the other way round, the answer is the same.
    const PriceToBeatResult result =
        PriceToBeat::compute(scenario, catalog, pair.secondPlanId, pair.firstPlanId);
    EXPECT_EQ(result.recommendedPlanId, pair.firstPlanId);
    EXPECT_EQ(result.runnerUpPlanId, pair.secondPlanId);
    EXPECT_EQ(result.gap, tco.plan(pair.secondPlanId)->npv - tco.plan(pair.firstPlanId)->npv);
    EXPECT_FALSE(result.gap.isNegative());
}

TEST_F(PriceToBeatTest, TypingTheBreakEvenMakesTheRunnerUpAtMostAsDearAndOneCentMoreDoesNot)
{
    for (const std::string& name : Examples::names()) {
        const Scenario scenario = Examples::load(name, test::dataDir());
        const PriceToBeatResult result = compute(scenario);
        ASSERT_FALSE(result.items.empty()) << name;
        int checked = 0;
        for (const PriceToBeatItem& item : result.items) {
            if (item.verdict != BreakEvenVerdict::Reached)
                continue;
            ++checked;
            SCOPED_TRACE(name + " " + item.planId + " " + item.key + " at " +
                         item.breakEven.toString());
            const Money atBreakEven = typed(scenario, result, item, item.breakEven);
            EXPECT_EQ(atBreakEven, item.differenceAtBreakEven);
            EXPECT_FALSE(isAbove(atBreakEven));
            // One grid step the other way (a cent, or 0.01 % of a share) and the runner-up is
            // dearer again: the figure is the exact edge, not an estimate.
            const Decimal step =
                ParameterRegistry::instance().find(item.key)->kind == ParameterKind::Money
                    ? Decimal::parse("0.01")
                    : Decimal::parse("0.0001");
            const Decimal beyond = item.slope > 0 ? item.breakEven + step : item.breakEven - step;
            EXPECT_TRUE(isAbove(typed(scenario, result, item, beyond)));
        }
        EXPECT_GE(checked, 3) << name;
    }
}

TEST_F(PriceToBeatTest, AVendorQuoteAtThePriceToBeatTiesOrFlipsTheRecommendation)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    const PriceToBeatResult result = compute(scenario);
    const PriceToBeatItem* switchPrice = nullptr;
    for (const PriceToBeatItem& item : result.items)
        if (item.planId == result.runnerUpPlanId && item.key == "price.switch")
            switchPrice = &item;
    ASSERT_NE(switchPrice, nullptr);
    ASSERT_EQ(switchPrice->verdict, BreakEvenVerdict::Reached);
    const Currency currency = *switchPrice->current.currency;
    scenario.quotes.push_back({result.runnerUpPlanId + ".price.switch", "Vendor",
                               Money(switchPrice->breakEven, currency), "2026-12-01", "", "test"});
    const TcoResult tco = TcoEngine(catalog).evaluate(scenario);
    const Money difference =
        tco.plan(result.runnerUpPlanId)->npv - tco.plan(result.recommendedPlanId)->npv;
    if (difference.isZero())
        EXPECT_EQ(ComparedPlans::of(tco).firstPlanId, scenario.plans.front().id); // plan order
    else
        EXPECT_EQ(ComparedPlans::of(tco).firstPlanId, result.runnerUpPlanId);
    // The item's own figure is the quoted price now.
    const PriceToBeatResult again = compute(scenario);
    EXPECT_EQ(again.gap.isZero(), difference.isZero());
}

TEST_F(PriceToBeatTest, ItemsNeitherPlanBuysAreLeftOutAndSharedInputsComeLast)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const PriceToBeatResult result = compute(scenario);
    bool sharedSeen = false;
    for (const PriceToBeatItem& item : result.items) {
        EXPECT_NE(item.slope, 0.0) << item.key;
        if (item.planId.empty())
            sharedSeen = true;
        else
            EXPECT_FALSE(sharedSeen) << item.key << ": a plan's input after a shared one";
    }
    EXPECT_TRUE(sharedSeen); // the staff salary
    // The example buys no active optical cables.
    for (const PriceToBeatItem& item : result.items)
        EXPECT_NE(item.key, "price.cable_aoc");
}

TEST_F(PriceToBeatTest, AGapNoPositivePriceClosesIsSaid)
{
    // A runner-up far dearer than its NICs could ever make up: a switch licence of 5 million a
    // year. Even free NICs leave it dearer.
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    const PriceToBeatResult before = compute(scenario);
    for (PlanSpec& plan : scenario.plans)
        if (plan.id == before.runnerUpPlanId)
            plan.overrides["licence.nos_per_switch"] = {Decimal(5000000),
                                                        scenario.cluster.currency};
    const PriceToBeatResult result = compute(scenario);
    ASSERT_EQ(result.runnerUpPlanId, before.runnerUpPlanId);
    bool sawNic = false;
    for (const PriceToBeatItem& item : result.items) {
        if (item.planId != result.runnerUpPlanId || item.key != "price.nic")
            continue;
        sawNic = true;
        EXPECT_EQ(item.verdict, BreakEvenVerdict::BelowMinimum);
    }
    EXPECT_TRUE(sawNic);
}

TEST_F(PriceToBeatTest, AUniformDiscountOnTheRunnerUpsHardwareClosesTheGapAtItsEdge)
{
    const Scenario scenario = Examples::load("hft", test::dataDir());
    const PriceToBeatResult result = compute(scenario);
    ASSERT_EQ(result.discounts.size(), 2u);
    const BomDiscount& runnerUp = result.discounts[0];
    const BomDiscount& recommended = result.discounts[1];
    EXPECT_EQ(runnerUp.planId, result.runnerUpPlanId);
    EXPECT_EQ(recommended.planId, result.recommendedPlanId);
    if (runnerUp.verdict == BreakEvenVerdict::Reached) {
        EXPECT_FALSE(runnerUp.share.isNegative());
        EXPECT_FALSE(isAbove(runnerUp.differenceAtBreakEven));
    }
    // The recommended plan can take a rise (a negative discount) and stay the cheaper one.
    EXPECT_EQ(recommended.verdict, BreakEvenVerdict::Reached);
    ASSERT_FALSE(result.gap.isZero());
    EXPECT_TRUE(recommended.share.isNegative());
    EXPECT_FALSE(isAbove(recommended.differenceAtBreakEven));
}

TEST_F(PriceToBeatTest, AnInputWithARangeOfItsOwnSaysTypingKeepsTheRange)
{
    // Typed, such a value becomes the range's most likely value and the table prices the mean:
    // the figure holds only once the range is cleared.
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    const std::string planId = compute(scenario).runnerUpPlanId;
    for (PlanSpec& plan : scenario.plans)
        if (plan.id == planId)
            plan.uncertainty["price.switch"] = {DistributionShape::Triangular, Decimal(30000),
                                                Decimal(42000)};
    const PriceToBeatResult result = compute(scenario);
    for (const PriceToBeatItem& item : result.items)
        EXPECT_EQ(item.rangeOfItsOwn, item.planId == planId && item.key == "price.switch")
            << item.planId << " " << item.key;
}

TEST_F(PriceToBeatTest, UnknownPlansAreRefused)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    EXPECT_THROW(PriceToBeat::compute(scenario, catalog, "ib", "nope"), std::invalid_argument);
    EXPECT_THROW(PriceToBeat::compute(scenario, catalog, "ib", "ib"), std::invalid_argument);
}

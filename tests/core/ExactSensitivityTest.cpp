// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ExactSensitivity.h"

#include "core/model/Examples.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/TcoEngine.h"
#include "tests/support/PresetScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>
#include <set>
#include <stdexcept>

using namespace fabrictco;

namespace {

Money npvDifference(const TcoResult& tco, const ComparedPlans& compared)
{
    return tco.plan(compared.firstPlanId)->npv - tco.plan(compared.secondPlanId)->npv;
}

} // namespace

TEST(ExactSensitivityTest, BaselineIsTheTablesNpvDifferenceToTheCentInEveryExample)
{
    // The tornado's baseline used to come from the Monte Carlo's double monomials: on
    // llm-training it read -7,987,935.15 where the table's NPV difference is -7,987,935.20.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    for (const std::string& name : Examples::names()) {
        const Scenario scenario = Examples::load(name, test::dataDir());
        const TcoResult tco = TcoEngine(catalog).evaluate(scenario);
        const ComparedPlans compared = ComparedPlans::of(tco);
        const SensitivityResult result =
            exactSensitivity(scenario, catalog, compared.firstPlanId, compared.secondPlanId);
        EXPECT_TRUE(result.exact);
        EXPECT_EQ(result.exactBase, npvDifference(tco, compared)) << name;
        EXPECT_FALSE(result.bars.empty()) << name;
    }
}

TEST(ExactSensitivityTest, SwingIsExactlyHighMinusLowAndBarsAreOrderedBySwing)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    for (const std::string& name : Examples::names()) {
        const Scenario scenario = Examples::load(name, test::dataDir());
        const ComparedPlans compared = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
        const SensitivityResult result =
            exactSensitivity(scenario, catalog, compared.firstPlanId, compared.secondPlanId);
        for (std::size_t i = 0; i < result.bars.size(); ++i) {
            const SensitivityBar& bar = result.bars[i];
            const Money change = bar.exactAtHigh - bar.exactAtLow;
            EXPECT_EQ(bar.exactSwing(), change.isNegative() ? -change : change) << bar.key;
            EXPECT_FALSE(bar.exactSwing().isNegative());
            // The doubles are the exact amounts converted (charts), not a second computation.
            EXPECT_EQ(bar.differenceAtLow, bar.exactAtLow.amount().toDouble());
            if (i > 0) {
                EXPECT_LE(bar.exactSwing().amount(), result.bars[i - 1].exactSwing().amount())
                    << name << ": " << bar.key;
            }
        }
    }
}

TEST(ExactSensitivityTest, AnInputAtItsLowGivesTheTablesDifferenceWithThatValue)
{
    // Independent check through the document's own override: the tornado's "difference at low"
    // for a shared input is the cost table's NPV difference with the input set to its low.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    const ComparedPlans compared = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
    const SensitivityResult result =
        exactSensitivity(scenario, catalog, compared.firstPlanId, compared.secondPlanId);
    const SensitivityBar* bar = nullptr;
    for (const SensitivityBar& candidate : result.bars)
        if (candidate.key == "gpu_hour_value" && candidate.planId.empty())
            bar = &candidate;
    ASSERT_NE(bar, nullptr);
    const TcoResult base = TcoEngine(catalog).evaluate(scenario);
    const ParameterValue value =
        base.plans.empty() ? ParameterValue{} : base.parameters.front().at("gpu_hour_value").value;
    const Uncertainty range = base.parameters.front().at("gpu_hour_value").uncertainty;
    scenario.overrides["gpu_hour_value"] = ParameterValue{range.low, value.currency};
    // No range: the table prices exactly this value (every other input stays at its mean).
    scenario.uncertainty["gpu_hour_value"] =
        Uncertainty{DistributionShape::Fixed, range.low, range.low};
    const TcoResult atLow = TcoEngine(catalog).evaluate(scenario);
    EXPECT_EQ(bar->exactAtLow, npvDifference(atLow, compared));
    EXPECT_NE(bar->exactAtLow, result.exactBase);
}

TEST(ExactSensitivityTest, MissingPlanIsAnError)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    EXPECT_THROW(exactSensitivity(scenario, catalog, "ib", "no-such-plan"), std::invalid_argument);
}

TEST(ExactSensitivityTest, APlanAndItsCopyHaveNoBarAsTheyNeverDiffer)
{
    // The Monte Carlo draws a plan and its copy together (same keys, same ranges): they tie in
    // every trial, so no input can move their difference and the tornado must not say otherwise.
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = test::withInfiniBandCopy();
    const SensitivityResult twins = exactSensitivity(scenario, catalog, "ib", "ib-copy");
    EXPECT_TRUE(twins.exactBase.isZero());
    EXPECT_TRUE(twins.bars.empty()) << twins.bars.front().key;
}

TEST(ExactSensitivityTest, AnInputBothPlansShareByRangeMovesBothAtOnce)
{
    // A copy with one price changed: every other plan input is the same quantity in both plans
    // and moves both (no plan id, no swing). The changed one is two quantities: the typed price
    // is firm (no bar), the other plan's catalog price keeps its range (a bar).
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    PlanSpec cheaper = scenario.plans.at(1);
    cheaper.id = "roce-cheap";
    scenario.plans.push_back(cheaper);
    const std::string key = "price.switch";
    Scenario changed = scenario;
    ParameterValue value;
    value.value = Decimal(20000);
    value.currency = Currency::usd();
    changed.plans.back().overrides[key] = value;
    const SensitivityResult result = exactSensitivity(changed, catalog, "roce", "roce-cheap");
    std::set<std::string> planBars;
    for (const SensitivityBar& bar : result.bars) {
        EXPECT_FALSE(bar.exactSwing().isZero())
            << bar.key << " " << bar.planId << " " << bar.exactAtLow.toString() << " "
            << bar.exactAtHigh.toString() << " base " << result.exactBase.toString();
        if (!bar.planId.empty())
            planBars.insert(bar.key + "@" + bar.planId);
    }
    EXPECT_EQ(planBars, (std::set<std::string>{key + "@roce"}));
}

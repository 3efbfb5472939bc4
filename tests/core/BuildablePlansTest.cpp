// SPDX-License-Identifier: GPL-3.0-or-later
// A plan that cannot be built for the cluster is left out and the others are priced without it,
// exactly as if they stood alone; when none can be built, the engine's reason stands.
#include "core/tco/BuildablePlans.h"

#include "core/model/Examples.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/SameStochasticModel.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

const Catalog& catalog()
{
    static const Catalog bundled = Catalog::loadDirectory(test::dataDir());
    return bundled;
}

std::string idOf(const Scenario& scenario, Fabric fabric)
{
    for (const PlanSpec& plan : scenario.plans)
        if (plan.fabric() == fabric)
            return plan.id;
    return {};
}

Scenario only(Scenario scenario, Fabric fabric)
{
    std::erase_if(scenario.plans, [&](const PlanSpec& plan) { return plan.fabric() != fabric; });
    return scenario;
}

} // namespace

TEST(BuildablePlansTest, WhenEveryPlanCanBeBuiltEveryPlanIsPriced)
{
    const Scenario scenario = Examples::load("llm-training");
    const PricedPlans priced = BuildablePlans::price(scenario, catalog());
    EXPECT_TRUE(priced.leftOut.empty());
    EXPECT_EQ(priced.scenario, scenario);
    ASSERT_EQ(priced.tco.plans.size(), scenario.plans.size());
    const TcoResult whole = TcoEngine(catalog()).evaluate(scenario);
    for (std::size_t p = 0; p < whole.plans.size(); ++p)
        EXPECT_EQ(priced.tco.plans[p].npv, whole.plans[p].npv);
}

TEST(BuildablePlansTest, APlanThatOutgrowsItsFabricIsLeftOutAndTheOtherPricedAlone)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.nodes = 8192; // 12,288 in year 2: more than 64-port switches connect
    ASSERT_THROW(TcoEngine(catalog()).evaluate(scenario), TcoError);
    const PricedPlans priced = BuildablePlans::price(scenario, catalog());
    EXPECT_EQ(priced.leftOut, std::vector<std::string>{idOf(scenario, Fabric::InfiniBand)});
    const Scenario alone = only(scenario, Fabric::RoCE);
    EXPECT_EQ(priced.scenario, alone);
    const TcoResult expected = TcoEngine(catalog()).evaluate(alone);
    ASSERT_EQ(priced.tco.plans.size(), 1u);
    EXPECT_EQ(priced.tco.plans.front().npv, expected.plans.front().npv);
    EXPECT_EQ(priced.tco.plans.front().total.total, expected.plans.front().total.total);
}

TEST(BuildablePlansTest, APlanRefusedInTheFirstYearIsLeftOut)
{
    Scenario scenario = Examples::load("llm-training");
    for (PlanSpec& plan : scenario.plans)
        if (plan.fabric() == Fabric::RoCE)
            plan.design.oversubscription = Decimal(1000); // leaves no port for a node
    const std::vector<std::string> unbuildable = BuildablePlans::unbuildable(scenario, catalog());
    ASSERT_EQ(unbuildable, std::vector<std::string>{idOf(scenario, Fabric::RoCE)});
    const PricedPlans priced = BuildablePlans::price(scenario, catalog());
    EXPECT_EQ(priced.leftOut, unbuildable);
    EXPECT_EQ(priced.scenario, only(scenario, Fabric::InfiniBand));
}

TEST(BuildablePlansTest, WhenNoPlanCanBeBuiltTheEnginesReasonStands)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.nodes = 20000; // beyond both fabrics by year 5
    EXPECT_EQ(BuildablePlans::unbuildable(scenario, catalog()).size(), scenario.plans.size());
    EXPECT_THROW(BuildablePlans::price(scenario, catalog()), TcoError);
}

TEST(BuildablePlansTest, AScenarioThatIsNotValidIsNotRescuedByLeavingPlansOut)
{
    // The engine refuses it for a reason no plan's size explains: nothing is left out.
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.horizonYears = 0;
    EXPECT_TRUE(BuildablePlans::unbuildable(scenario, catalog()).empty());
    EXPECT_THROW(BuildablePlans::price(scenario, catalog()), TcoError);
}

TEST(BuildablePlansTest, AtAnotherSizeTheRiskModelIsOfThePlansThatCanBeBuiltThere)
{
    // The example's InfiniBand plan (64-port switches, 50 % a year) outgrows its fabric from a
    // first year of 1,619 nodes on; RoCE (128-port) holds up to 12,945. A sweep priced no plan
    // there and drew no line: now RoCE is priced alone, exactly as it is alone.
    const Scenario scenario = Examples::load("llm-training");
    const std::string ib = idOf(scenario, Fabric::InfiniBand);
    const std::string roce = idOf(scenario, Fabric::RoCE);
    const StochasticModel both = BuildablePlans::stochasticModelAt(scenario, catalog(), 1000);
    EXPECT_EQ(both.planIds, (std::vector<std::string>{ib, roce}));
    const StochasticModel alone = BuildablePlans::stochasticModelAt(scenario, catalog(), 4000);
    ASSERT_EQ(alone.planIds, std::vector<std::string>{roce});
    EXPECT_EQ(alone.expectedNpvs,
              buildStochasticModel(only(scenario, Fabric::RoCE), catalog(), 4000).expectedNpvs);
    // Where no plan can be built, each plan's own reason: InfiniBand's alone blamed it for a
    // size RoCE cannot hold either.
    try {
        (void)BuildablePlans::stochasticModelAt(scenario, catalog(), 40000);
        ADD_FAILURE() << "no plan holds 40,000 nodes";
    } catch (const TcoError& e) {
        const std::string reason = e.what();
        EXPECT_NE(reason.find("plan \"" + ib + "\""), std::string::npos) << reason;
        EXPECT_NE(reason.find("plan \"" + roce + "\""), std::string::npos) << reason;
    }
}

TEST(BuildablePlansTest, ASweepsPreparedModelsAreTheOnesBuiltAtEachSize)
{
    // stochasticModelsAt resolves each plan once for every size: at each size it must give the
    // model, the plans left out and the error that building from scratch gives.
    std::vector<Scenario> scenarios;
    for (const std::string& name : Examples::names()) {
        scenarios.push_back(Examples::load(name));
        scenarios.push_back(scenarios.back()); // growth takes plans past their fabric
        scenarios.back().cluster.horizonYears = 10;
    }
    scenarios.push_back(Examples::load("llm-training")); // RoCE refused at every size
    for (PlanSpec& plan : scenarios.back().plans)
        if (plan.fabric() == Fabric::RoCE)
            plan.design.oversubscription = Decimal(1000);
    scenarios.push_back(Examples::load("llm-training")); // not valid
    scenarios.back().cluster.horizonYears = 0;
    scenarios.push_back(Examples::load("llm-training")); // a product the catalog lacks
    scenarios.back().plans.back().products.switchId = "no-such-switch";
    for (std::size_t s = 0; s < scenarios.size(); ++s) {
        SCOPED_TRACE(s);
        const auto shared = std::make_shared<const Scenario>(scenarios[s]);
        const auto modelAt = BuildablePlans::stochasticModelsAt(
            shared, std::shared_ptr<const Catalog>(std::shared_ptr<const Catalog>(), &catalog()));
        for (double nodes = 16; nodes <= 100000; nodes *= 1.9) {
            SCOPED_TRACE(int(nodes));
            test::expectSame(test::attempt([&] { return modelAt(int(nodes)); }), test::attempt([&] {
                                 return BuildablePlans::stochasticModelAt(*shared, catalog(),
                                                                          int(nodes));
                             }));
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Examples.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/SameStochasticModel.h"
#include "tests/core/TcoTestScenarios.h"

#include <future>
#include <gtest/gtest.h>
#include <optional>
#include <string>

namespace fabrictco {
namespace {

using test::attempt;
using test::Built;
using test::expectSame;

TEST(StochasticModelSizesTest, EverySizeGivesTheModelBuiltFromScratch)
{
    for (const std::string& name : Examples::names()) {
        SCOPED_TRACE(name);
        const Scenario scenario = Examples::load(name, test::dataDir());
        const StochasticModelSizes sizes(scenario, test::frozenCatalog());
        // From a pilot to past what some fabrics hold (those sizes throw, and must say so alike).
        for (const int nodes : {16, 100, scenario.cluster.nodes, 4096, 65536, 100000}) {
            SCOPED_TRACE(nodes);
            expectSame(attempt([&] { return sizes.at(nodes); }), attempt([&] {
                           return buildStochasticModel(scenario, test::frozenCatalog(), nodes);
                       }));
        }
    }
}

TEST(StochasticModelSizesTest, ErrorsAreTheOnesABuildFromScratchThrows)
{
    const Scenario example = Examples::load("llm-training", test::dataDir());
    std::vector<Scenario> broken;
    broken.push_back(example); // invalid: checked once, thrown at every size
    broken.back().cluster.gpusPerNode = 65;
    broken.push_back(example); // a product the catalog does not have
    broken.back().plans.front().products.switchId = "no-such-switch";
    broken.push_back(example); // growth past the model's limit before the design is looked at
    broken.back().plans.back().products.switchId = "no-such-switch";
    broken.back().overrides["growth.annual"] = ParameterValue{Decimal(1000), std::nullopt};
    broken.back().cluster.horizonYears = 10;
    for (std::size_t i = 0; i < broken.size(); ++i) {
        SCOPED_TRACE(i);
        const StochasticModelSizes sizes(broken[i], test::frozenCatalog());
        const Built prepared = attempt([&] { return sizes.at(64); });
        ASSERT_TRUE(prepared.problem.has_value());
        expectSame(prepared, attempt([&] {
                       return buildStochasticModel(broken[i], test::frozenCatalog(), 64);
                   }));
    }
}

TEST(StochasticModelSizesTest, PlansLeftOutAreTheScenarioWithoutThem)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const StochasticModelSizes sizes(scenario, test::frozenCatalog());
    for (const PlanSpec& plan : scenario.plans) {
        SCOPED_TRACE(plan.id);
        Scenario rest = scenario;
        std::erase_if(rest.plans, [&](const PlanSpec& other) { return other.id == plan.id; });
        const Built without = attempt([&] { return sizes.at(512, {plan.id}); });
        ASSERT_TRUE(without.model.has_value()) << without.message;
        EXPECT_EQ(without.model->planIds.size(), scenario.plans.size() - 1);
        expectSame(without,
                   attempt([&] { return buildStochasticModel(rest, test::frozenCatalog(), 512); }));
    }
    // The scenario without a plan that makes it invalid is valid, as it is built from scratch.
    Scenario invalid = scenario;
    invalid.plans.back().design.oversubscription = Decimal(-1);
    const StochasticModelSizes invalidSizes(invalid, test::frozenCatalog());
    Scenario rest = invalid;
    rest.plans.pop_back();
    const Built whole = attempt([&] { return invalidSizes.at(512); });
    EXPECT_EQ(whole.problem, TcoProblem::InvalidScenario);
    expectSame(whole,
               attempt([&] { return buildStochasticModel(invalid, test::frozenCatalog(), 512); }));
    const Built valid = attempt([&] { return invalidSizes.at(512, {invalid.plans.back().id}); });
    EXPECT_TRUE(valid.model.has_value()) << valid.message;
    expectSame(valid,
               attempt([&] { return buildStochasticModel(rest, test::frozenCatalog(), 512); }));
}

TEST(StochasticModelSizesTest, SizesBuiltOnTwoThreadsAtOnceAreTheSame)
{
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const StochasticModelSizes sizes(scenario, test::frozenCatalog());
    const auto build = [&](int nodes) {
        return attempt([&] { return sizes.at(nodes); });
    };
    for (const int nodes : {32, 2048}) {
        std::future<Built> other = std::async(std::launch::async, build, nodes);
        const Built here = build(nodes);
        expectSame(other.get(), here);
    }
}

} // namespace
} // namespace fabrictco

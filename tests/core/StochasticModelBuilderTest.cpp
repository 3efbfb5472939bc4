// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/StochasticModelBuilder.h"

#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/risk/Distribution.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/MonomialCostFunction.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/TcoTestScenarios.h"

#include <cmath>
#include <gtest/gtest.h>
#include <set>

namespace fabrictco {
namespace {

std::size_t lineCount(const PlanResult& plan)
{
    std::size_t lines = 0;
    for (const YearResult& year : plan.years)
        lines += year.items.size();
    return lines;
}

std::size_t indexOf(const StochasticModel& model, const std::string& key, const std::string& planId)
{
    for (std::size_t i = 0; i < model.inputs.size(); ++i) {
        if (model.inputs[i].key == key && model.inputs[i].planId == planId)
            return i;
    }
    ADD_FAILURE() << "no input " << key << " for plan '" << planId << "'";
    return 0;
}

TEST(StochasticModelBuilderTest, MostLikelyInputsReproduceTheExactNpv)
{
    for (const std::string& name : Examples::names()) {
        SCOPED_TRACE(name);
        const Scenario s = Examples::load(name, test::dataDir());
        // Most likely values on both sides (the table's default is the means since issue 13;
        // MeanInputsReproduceTheTable checks that one).
        const TcoResult exact =
            TcoEngine(test::frozenCatalog()).evaluate(s, 0, ValuePoint::MostLikely);
        const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
        ASSERT_EQ(model.planIds.size(), exact.plans.size());
        const std::vector<double> mostLikely = model.mostLikelyInputs();
        for (std::size_t p = 0; p < exact.plans.size(); ++p) {
            EXPECT_EQ(model.planIds[p], exact.plans[p].planId);
            // Each line and each discounted category is rounded once to the cent (at most half
            // a cent each), plus double rounding far below that.
            const std::size_t roundings =
                lineCount(exact.plans[p]) + 7 * exact.plans[p].years.size();
            const double tolerance =
                0.005 * double(roundings) + 1e-9 * std::abs(exact.plans[p].npv.amount().toDouble());
            EXPECT_NEAR(model.plans[p]->npv(mostLikely), exact.plans[p].npv.amount().toDouble(),
                        tolerance);
        }
    }
}

TEST(StochasticModelBuilderTest, SharedInputsHaveNoPlanAndComeFirst)
{
    const Scenario s = Examples::load("llm-training", test::dataDir());
    const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
    std::set<std::pair<std::string, std::string>> seen;
    bool planSeen = false;
    for (const UncertainInput& input : model.inputs) {
        EXPECT_TRUE(seen.insert({input.planId, input.key}).second) << input.key;
        const ParameterSpec& spec = ParameterRegistry::instance().at(input.key);
        EXPECT_TRUE(spec.uncertain) << input.key;
        EXPECT_EQ(input.planId.empty(), spec.scope == ParameterScope::Scenario) << input.key;
        if (!input.planId.empty())
            planSeen = true;
        else
            EXPECT_FALSE(planSeen) << "shared input after a plan input: " << input.key;
        EXPECT_LE(input.low, input.mostLikely);
        EXPECT_LE(input.mostLikely, input.high);
        EXPECT_NE(input.shape, DistributionShape::Fixed);
    }
    indexOf(model, "gpu_hour_value", "");
    indexOf(model, "price.switch", "ib");
    indexOf(model, "price.switch", "roce");
    indexOf(model, "efficiency_loss_untuned", "roce");
}

TEST(StochasticModelBuilderTest, InputsMoveTheRightPlans)
{
    const Scenario s = Examples::load("llm-training", test::dataDir());
    const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
    const std::vector<double> base = model.mostLikelyInputs();
    const double ib = model.plans[0]->npv(base);
    const double roce = model.plans[1]->npv(base);

    std::vector<double> x = base;
    x[indexOf(model, "efficiency_loss_untuned", "roce")] *= 2; // only RoCE's jitter
    EXPECT_DOUBLE_EQ(model.plans[0]->npv(x), ib);
    EXPECT_GT(model.plans[1]->npv(x), roce);

    x = base;
    x[indexOf(model, "gpu_hour_value", "")] *= 2; // shared: both plans' idle compute and incidents
    EXPECT_GT(model.plans[0]->npv(x), ib);
    EXPECT_GT(model.plans[1]->npv(x), roce);

    x = base;
    x[indexOf(model, "price.switch", "ib")] *= 1.1;
    EXPECT_GT(model.plans[0]->npv(x), ib);
    EXPECT_DOUBLE_EQ(model.plans[1]->npv(x), roce);
}

TEST(StochasticModelBuilderTest, MatchesTheExactEngineAtOtherInputsToo)
{
    // Move an input in the scenario and in the draw: both evaluators must agree again.
    Scenario s = Examples::load("hft", test::dataDir());
    const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
    std::vector<double> x = model.mostLikelyInputs();
    x[indexOf(model, "power.pue", "")] = 1.5;
    x[indexOf(model, "staff.salary", "")] = 200000;
    s.overrides["power.pue"] = {Decimal::parse("1.5"), std::nullopt};
    s.overrides["staff.salary"] = {Decimal(200000), Currency::usd()};
    // The overrides keep a range, so compare at the most likely values (not the table's means).
    const TcoResult exact =
        TcoEngine(test::frozenCatalog()).evaluate(s, 0, ValuePoint::MostLikely);
    for (std::size_t p = 0; p < exact.plans.size(); ++p) {
        const double tolerance =
            0.005 * double(lineCount(exact.plans[p]) + 7 * exact.plans[p].years.size());
        EXPECT_NEAR(model.plans[p]->npv(x), exact.plans[p].npv.amount().toDouble(), tolerance);
    }
}

TEST(StochasticModelBuilderTest, MeanInputsReproduceTheTable)
{
    // The cost table prices every uncertain input at its mean: the risk model evaluated at the
    // means is the same figure (to the roundings), which is why the Monte Carlo's mean estimates
    // the table's NPV.
    for (const std::string& name : Examples::names()) {
        SCOPED_TRACE(name);
        const Scenario s = Examples::load(name, test::dataDir());
        const TcoResult table = TcoEngine(test::frozenCatalog()).evaluate(s);
        const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
        std::vector<double> means;
        for (const UncertainInput& input : model.inputs)
            means.push_back(
                Distribution(input.shape, input.low, input.mostLikely, input.high).mean());
        for (std::size_t p = 0; p < table.plans.size(); ++p) {
            const std::size_t roundings =
                lineCount(table.plans[p]) + 7 * table.plans[p].years.size();
            const double tolerance =
                0.005 * double(roundings) + 1e-9 * std::abs(table.plans[p].npv.amount().toDouble());
            EXPECT_NEAR(model.plans[p]->npv(means), table.plans[p].npv.amount().toDouble(),
                        tolerance);
        }
    }
}

TEST(StochasticModelBuilderTest, FirstYearNodesChangesTheScale)
{
    const Scenario s = Examples::load("llm-training", test::dataDir());
    const StochasticModel small = buildStochasticModel(s, test::frozenCatalog(), 16);
    const StochasticModel large = buildStochasticModel(s, test::frozenCatalog(), 256);
    EXPECT_LT(small.plans[0]->npv(small.mostLikelyInputs()),
              large.plans[0]->npv(large.mostLikelyInputs()));
    // Most likely values on both sides (the table's default is the means since issue 13).
    const TcoResult exact =
        TcoEngine(test::frozenCatalog()).evaluate(s, 16, ValuePoint::MostLikely);
    EXPECT_EQ(exact.plans[0].years[0].nodes, 16);
    EXPECT_NEAR(small.plans[0]->npv(small.mostLikelyInputs()),
                exact.plans[0].npv.amount().toDouble(),
                0.005 * double(lineCount(exact.plans[0]) + 7 * exact.plans[0].years.size()));
}

TEST(StochasticModelBuilderTest, MergesTermsIntoFewMonomials)
{
    const Scenario s = Examples::load("llm-training", test::dataDir());
    const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
    for (const auto& plan : model.plans) {
        const auto* monomials = dynamic_cast<const MonomialCostFunction*>(plan.get());
        ASSERT_NE(monomials, nullptr);
        // Years and repeated terms collapse: far fewer monomials than ledger lines.
        EXPECT_LT(monomials->monomials().size(), 120u);
        EXPECT_GT(monomials->monomials().size(), 5u);
    }
}

TEST(StochasticModelBuilderTest, MonomialEvaluation)
{
    // 3 + 2·x0·x1 + 4/x2 + 0.5·x0²
    const MonomialCostFunction f(3, {{2, 0, 2}, {4, 2, 1}, {0.5, 3, 1}},
                                 {{0, 1}, {1, 1}, {2, -1}, {0, 2}});
    const std::vector<double> x{2, 5, 8};
    EXPECT_DOUBLE_EQ(f.npv(x), 3 + 2 * 2 * 5 + 4.0 / 8 + 0.5 * 4);
}

TEST(StochasticModelBuilderTest, AValueOutsideItsOwnRangeIsDrawnFromTheWidenedRange)
{
    // Issue 34: the Monte Carlo refused a document that opened ("distribution needs low <=
    // most likely <= high") when a typed value lay outside the document's own range.
    Scenario s = Examples::load("llm-training", test::dataDir());
    s.overrides["power.pue"] = ParameterValue{Decimal::parse("1.8"), std::nullopt};
    s.uncertainty["power.pue"] = {DistributionShape::Pert, Decimal::parse("1.1"),
                                  Decimal::parse("1.5")};
    const StochasticModel model = buildStochasticModel(s, test::frozenCatalog());
    const std::size_t pue = indexOf(model, "power.pue", "");
    EXPECT_DOUBLE_EQ(model.inputs[pue].low, 1.1);
    EXPECT_DOUBLE_EQ(model.inputs[pue].mostLikely, 1.8);
    EXPECT_DOUBLE_EQ(model.inputs[pue].high, 1.8);
    MonteCarloOptions options;
    options.trials = 500;
    const MonteCarloResult result = MonteCarloEngine::run(model, options);
    EXPECT_TRUE(result.completed());
    EXPECT_EQ(result.plans.size(), 2u);
}

TEST(StochasticModelBuilderTest, SkippingTheExactNpvsLeavesTheSameTrials)
{
    const Scenario s = Examples::load("llm-training", test::dataDir());
    std::vector<PlanCostModel> models;
    for (const PlanSpec& plan : s.plans)
        models.push_back(CostModelBuilder::build(s, plan, test::frozenCatalog()));
    const StochasticModel priced = compileStochasticModel(models);
    const StochasticModel skipped = compileStochasticModel(models, ExpectedNpvs::Skipped);
    EXPECT_EQ(priced.expectedNpvs.size(), s.plans.size());
    EXPECT_GT(priced.gpuMonths, 0);
    EXPECT_TRUE(skipped.expectedNpvs.empty());
    EXPECT_EQ(skipped.gpuMonths, 0);
    EXPECT_EQ(skipped.planIds, priced.planIds);
    EXPECT_EQ(skipped.inputs, priced.inputs);
    // Every trial's figures are the same; only the means (read from the exact NPVs) differ.
    MonteCarloOptions options;
    options.trials = 2000;
    options.firstPlanId = priced.planIds.front();
    options.secondPlanId = priced.planIds.back();
    options.keepPairDifferences = true;
    const MonteCarloResult a = MonteCarloEngine::run(priced, options);
    const MonteCarloResult b = MonteCarloEngine::run(skipped, options);
    ASSERT_EQ(a.pairDifferences.size(), 2000u);
    EXPECT_EQ(a.pairDifferences, b.pairDifferences);
    EXPECT_EQ(a.plans.front().p95, b.plans.front().p95);
}

TEST(StochasticModelBuilderTest, InvalidScenarioIsAnError)
{
    Scenario s = Examples::load("hft", test::dataDir());
    s.cluster.horizonYears = 11;
    EXPECT_THROW(buildStochasticModel(s, test::frozenCatalog()), TcoError);
}

} // namespace
} // namespace fabrictco

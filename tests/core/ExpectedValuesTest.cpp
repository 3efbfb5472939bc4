// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ExpectedValues.h"

#include "core/model/Examples.h"
#include "core/model/ParameterSpec.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/core/TcoTestScenarios.h"
#include "tests/support/TestData.h"

#include <cmath>
#include <gtest/gtest.h>
#include <map>

using namespace fabrictco;

namespace {

ResolvedParameter uncertain(const ParameterSpec& spec, DistributionShape shape, const char* low,
                            const char* mostLikely, const char* high)
{
    ResolvedParameter p;
    p.spec = &spec;
    p.value = ParameterValue{Decimal::parse(mostLikely), std::nullopt};
    p.uncertainty = Uncertainty{shape, Decimal::parse(low), Decimal::parse(high)};
    return p;
}

bool isUncertain(const ResolvedParameter& p)
{
    return p.spec->uncertain && p.uncertainty.shape != DistributionShape::Fixed;
}

} // namespace

TEST(ExpectedValuesTest, MeansOfTriangularAndPertRangesToNinePlaces)
{
    ParameterSpec spec;
    spec.key = "x";
    spec.uncertain = true;
    // IB switch price 32,000 / 36,000 / 50,000: mean 118,000 / 3.
    EXPECT_EQ(
        expectedValue(uncertain(spec, DistributionShape::Triangular, "32000", "36000", "50000"),
                      RoundingMode::HalfEven),
        Decimal::parse("39333.333333333"));
    // Salary PERT 120,000 / 150,000 / 290,000: (120,000 + 4 x 150,000 + 290,000) / 6.
    EXPECT_EQ(expectedValue(uncertain(spec, DistributionShape::Pert, "120000", "150000", "290000"),
                            RoundingMode::HalfEven),
              Decimal::parse("168333.333333333"));
    EXPECT_EQ(expectedValue(uncertain(spec, DistributionShape::Triangular, "0.1", "0.2", "0.4"),
                            RoundingMode::HalfUp),
              Decimal::parse("0.233333333"));
    // Fixed, and an input the Monte Carlo never draws: the value itself.
    EXPECT_EQ(expectedValue(uncertain(spec, DistributionShape::Fixed, "1", "2", "9"),
                            RoundingMode::HalfEven),
              Decimal(2));
    ParameterSpec certain = spec;
    certain.uncertain = false;
    EXPECT_EQ(expectedValue(uncertain(certain, DistributionShape::Triangular, "1", "2", "9"),
                            RoundingMode::HalfEven),
              Decimal(2));
}

TEST(ExpectedValuesTest, TheTableIsTheModelWithEveryUncertainInputAtItsMean)
{
    // Independent of the substitution: enter each mean as an override with no range, price at
    // the most likely values, and get the default (expected) table to the cent.
    const Catalog& catalog = test::frozenCatalog();
    for (const std::string& name : Examples::names()) {
        const Scenario scenario = Examples::load(name, test::dataDir());
        const TcoResult expected = TcoEngine(catalog).evaluate(scenario);
        Scenario pinned = scenario;
        for (std::size_t i = 0; i < pinned.plans.size(); ++i) {
            for (const auto& [key, p] : expected.parameters[i].all()) {
                if (!isUncertain(p))
                    continue;
                const Decimal mean = expectedValue(p, scenario.cluster.rounding);
                const ParameterValue value{mean, p.value.currency};
                const Uncertainty none{DistributionShape::Fixed, mean, mean};
                if (p.planId.empty()) {
                    pinned.overrides[key] = value;
                    pinned.uncertainty[key] = none;
                } else {
                    pinned.plans[i].overrides[key] = value;
                    pinned.plans[i].uncertainty[key] = none;
                }
            }
        }
        const TcoResult atMeans = TcoEngine(catalog).evaluate(pinned, 0, ValuePoint::MostLikely);
        const TcoResult mostLikely =
            TcoEngine(catalog).evaluate(scenario, 0, ValuePoint::MostLikely);
        ASSERT_EQ(atMeans.plans.size(), expected.plans.size());
        for (std::size_t i = 0; i < expected.plans.size(); ++i) {
            EXPECT_EQ(atMeans.plans[i].npv, expected.plans[i].npv) << name;
            EXPECT_EQ(atMeans.plans[i].total.total, expected.plans[i].total.total) << name;
            // Ranges skewed to the right: the expected cost is above the most likely one.
            EXPECT_GT(expected.plans[i].npv.amount(), mostLikely.plans[i].npv.amount()) << name;
        }
        // The table keeps the inputs as resolved (most likely value and range) for display.
        EXPECT_EQ(expected.parameters[0].value("gpu_hour_value"),
                  mostLikely.parameters[0].value("gpu_hour_value"));
    }
}

TEST(ExpectedValuesTest, EveryUncertainInputEntersEachLineOnceToThePowerOne)
{
    // Why the table is the exact expectation: each line is a product of distinct inputs, each to
    // the power one, and inputs are drawn independently within a plan, so E[line] = the line at
    // the means (E[XY] = E[X] E[Y]); the NPV is a sum of lines. An input squared, divided by, or
    // inside a max/ceil would break this (core/MODEL.md, section 7, says where it could).
    const Catalog& catalog = test::frozenCatalog();
    for (const std::string& name : Examples::names()) {
        const Scenario scenario = Examples::load(name, test::dataDir());
        for (const PlanSpec& plan : scenario.plans) {
            const PlanCostModel model = CostModelBuilder::build(scenario, plan, catalog);
            for (const CostTerm& term : model.terms) {
                std::map<std::string, int> exponents;
                for (const TermFactor& factor : term.factors)
                    if (factor.isParameter() && isUncertain(model.parameter(factor)))
                        exponents[factor.key] += factor.exponent;
                for (const auto& [key, exponent] : exponents)
                    EXPECT_EQ(exponent, 1) << name << " / " << plan.id << ": " << term.label()
                                           << " has " << key << "^" << exponent;
            }
        }
    }
}

TEST(ExpectedValuesTest, TheMonteCarloMeanConvergesToTheTable)
{
    // Before issue 13 the headline used the trials' mean (12.8 M on llm-training) and the table
    // the most likely values (7.99 M). The table is now the expectation the trials estimate.
    const Catalog& catalog = test::frozenCatalog();
    const Scenario scenario = Examples::load("llm-training", test::dataDir());
    const TcoResult table = TcoEngine(catalog).evaluate(scenario);
    MonteCarloOptions options;
    options.trials = 40000;
    options.threads = 2;
    const MonteCarloResult risk =
        MonteCarloEngine::run(buildStochasticModel(scenario, catalog), options);
    for (const PlanStatistics& statistics : risk.plans) {
        const double npv = table.plan(statistics.planId)->npv.amount().toDouble();
        // Standard error from the P5-P95 width (about 3.3 standard deviations), 5 of them.
        const double error = 5 * (statistics.p95 - statistics.p5) / 3.29 / std::sqrt(40000.0);
        EXPECT_NEAR(statistics.mean, npv, error) << statistics.planId;
    }
}

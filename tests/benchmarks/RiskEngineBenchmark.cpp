// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the risk engine: the target is a sweep of 64 node counts x 2 plans x 10,000
// trials x 10 years in under 1 s on 2 cores (aim 0.25 s), growing linearly in trials and points.
// Results and the machine they were measured on are in README.md ("Performance").

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/risk/NodeSweep.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/ExactSensitivity.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/benchmarks/BenchmarkMain.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <memory>
#include <vector>

using namespace fabrictco;

namespace {

/// A stand-in for the TCO engine's cost function with its shape (core/tco's
/// MonomialCostFunction): ~30 monomials per plan, each a coefficient times a product of one to
/// three inputs. The builder folds the years (growth, discounting) into the coefficients, so the
/// years cost time when the model is built for a node count, not per trial.
class MonomialPlan : public PlanCostFunction
{
public:
    struct Monomial
    {
        double coefficient;
        int inputs[3];         ///< -1 = unused
        double growthExponent; ///< how the term scales with the node count
    };

    MonomialPlan(std::vector<Monomial> monomials, int nodes, int years)
        : m_monomials(std::move(monomials))
    {
        double discounted = 0;
        for (int y = 0; y < years; ++y)
            discounted += std::pow(1.08, -y) * std::pow(1.15, y);
        for (auto& m : m_monomials)
            m.coefficient *= discounted * std::pow(double(nodes), m.growthExponent);
    }

    double npv(std::span<const double> x) const override
    {
        double total = 0;
        for (const Monomial& m : m_monomials) {
            double term = m.coefficient;
            for (const int i : m.inputs)
                if (i >= 0)
                    term *= x[std::size_t(i)];
            total += term;
        }
        return total;
    }

private:
    std::vector<Monomial> m_monomials;
};

/// 20 inputs (10 shared, 5 per plan; half PERT, half triangular) and 30 monomials per plan.
StochasticModel fakeModel(int nodes, int years)
{
    StochasticModel model;
    for (int i = 0; i < 20; ++i) {
        const std::string planId = i < 10 ? "" : (i < 15 ? "ib" : "roce");
        const double mode = 1.0 + 0.1 * i;
        model.inputs.push_back(
            UncertainInput{"input." + std::to_string(i), planId,
                           i % 2 ? DistributionShape::Pert : DistributionShape::Triangular,
                           0.7 * mode, mode, 1.6 * mode});
    }
    const auto monomials = [](int own, double scale) {
        std::vector<MonomialPlan::Monomial> result;
        for (int m = 0; m < 30; ++m) {
            const int a = m % 10;
            const int b = m % 3 == 0 ? own + m % 5 : -1;
            const int c = m % 7 == 0 ? (m + 3) % 10 : -1;
            result.push_back({scale * (1000.0 + 37.0 * m), {a, b, c}, m % 4 == 0 ? 1.3 : 1.0});
        }
        return result;
    };
    model.planIds = {"ib", "roce"};
    model.plans = {std::make_shared<MonomialPlan>(monomials(10, 1.2), nodes, years),
                   std::make_shared<MonomialPlan>(monomials(15, 1.0), nodes, years)};
    return model;
}

void sweep(benchmark::State& state, bool breakEven)
{
    SweepOptions options;
    options.minNodes = 16;
    options.maxNodes = 16384;
    options.points = int(state.range(0));
    options.horizonYears = 10;
    options.findBreakEven = breakEven;
    options.monteCarlo.trials = std::uint64_t(state.range(1));
    options.monteCarlo.threads = unsigned(state.range(2));
    const StochasticModelFactory factory = [](int nodes) {
        return fakeModel(nodes, 10);
    };
    for (auto _ : state)
        benchmark::DoNotOptimize(NodeSweep::run(factory, options));
    state.counters["trials_per_s"] = benchmark::Counter(
        double(options.points) * double(options.monteCarlo.trials) * double(state.iterations()),
        benchmark::Counter::kIsRate);
}

void BM_Sweep(benchmark::State& state)
{
    sweep(state, false);
}
void BM_SweepWithBreakEven(benchmark::State& state)
{
    sweep(state, true);
}

void BM_MonteCarlo(benchmark::State& state)
{
    const StochasticModel model = fakeModel(1024, 10);
    MonteCarloOptions options;
    options.trials = std::uint64_t(state.range(0));
    options.threads = unsigned(state.range(1));
    for (auto _ : state)
        benchmark::DoNotOptimize(MonteCarloEngine::run(model, options));
    state.counters["trials_per_s"] = benchmark::Counter(
        double(options.trials) * double(state.iterations()), benchmark::Counter::kIsRate);
}

/// The real thing: the llm-training example through the TCO engine's StochasticModelBuilder,
/// over 10 years with 10 % growth a year (so every point up to 2,048 nodes can be built).
void BM_SweepRealModel(benchmark::State& state)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.horizonYears = 10;
    scenario.cluster.nodesByYear.clear();
    scenario.overrides["growth.annual"] = ParameterValue{Decimal::parse("0.1"), std::nullopt};
    const Catalog catalog = Catalog::loadDefault();
    SweepOptions options;
    options.minNodes = 16;
    options.maxNodes = 2048;
    options.points = int(state.range(0));
    options.horizonYears = 10;
    options.findBreakEven = false;
    options.monteCarlo.trials = std::uint64_t(state.range(1));
    options.monteCarlo.threads = unsigned(state.range(2));
    const StochasticModelFactory factory = [&](int nodes) {
        return buildStochasticModel(scenario, catalog, nodes);
    };
    const auto points =
        NodeSweep::logSpacedNodes(options.minNodes, options.maxNodes, options.points);
    const StochasticModel sample = factory(128);
    state.counters["node_counts"] = double(points.size());
    state.counters["inputs"] = double(sample.inputs.size());
    for (auto _ : state)
        benchmark::DoNotOptimize(NodeSweep::run(factory, options));
}

/// Building the model alone (once per node count in a sweep).
void BM_BuildRealModel(benchmark::State& state)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.horizonYears = 10;
    scenario.overrides["growth.annual"] = ParameterValue{Decimal::parse("0.1"), std::nullopt};
    const Catalog catalog = Catalog::loadDefault();
    for (auto _ : state)
        benchmark::DoNotOptimize(buildStochasticModel(scenario, catalog, 512));
}

/// The same from the scenario prepared once (StochasticModelSizes), as a sweep builds each
/// point after the first.
void BM_BuildRealModelPrepared(benchmark::State& state)
{
    Scenario scenario = Examples::load("llm-training");
    scenario.cluster.horizonYears = 10;
    scenario.overrides["growth.annual"] = ParameterValue{Decimal::parse("0.1"), std::nullopt};
    const Catalog catalog = Catalog::loadDefault();
    const StochasticModelSizes sizes(scenario, catalog);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizes.at(512));
}

/// The exact tornado (every uncertain input at its low and its high, both plans priced with the
/// exact evaluator) on a 2-plan example and on the same example with a third plan.
void BM_ExactSensitivity(benchmark::State& state)
{
    Scenario scenario = Examples::load("llm-training");
    if (state.range(0) > 2) {
        PlanSpec third = scenario.plans.back();
        third.id = "roce-b";
        third.name = "RoCE B";
        scenario.plans.push_back(third);
    }
    const Catalog catalog = Catalog::loadDefault();
    const ComparedPlans compared = ComparedPlans::of(TcoEngine(catalog).evaluate(scenario));
    SensitivityResult result;
    for (auto _ : state)
        benchmark::DoNotOptimize(result = exactSensitivity(scenario, catalog, compared.firstPlanId,
                                                           compared.secondPlanId));
    state.counters["bars"] = double(result.bars.size());
}

} // namespace

BENCHMARK(BM_ExactSensitivity)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SweepRealModel)
    ->Args({64, 10000, 2})
    ->Args({64, 10000, 1})
    ->Args({64, 20000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_BuildRealModel)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BuildRealModelPrepared)->Unit(benchmark::kMicrosecond);

// The target: 64 points x 10,000 trials, 2 plans, 10 years, on 1 and 2 threads.
BENCHMARK(BM_Sweep)
    ->Args({64, 10000, 2})
    ->Args({64, 10000, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
// Linear in points and in trials.
BENCHMARK(BM_Sweep)
    ->Args({16, 10000, 2})
    ->Args({32, 10000, 2})
    ->Args({64, 20000, 2})
    ->Args({64, 40000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_SweepWithBreakEven)
    ->Args({64, 10000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_MonteCarlo)
    ->Args({10000, 2})
    ->Args({100000, 2})
    ->Args({1000000, 2})
    ->Args({10000000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char** argv)
{
    return fabrictco::test::runBenchmarks(argc, argv);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the TCO engine (issue 3: one deterministic evaluation of a plan over ten years in
// well under a millisecond) and of the compiled stochastic model the risk engine calls.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "tests/benchmarks/BenchmarkMain.h"

#include <benchmark/benchmark.h>

namespace {

using namespace fabrictco;

const Catalog& catalog()
{
    static const Catalog c = Catalog::loadDirectory(QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR));
    return c;
}

/// The default example over ten years: 128 nodes growing 50 % a year pass into three tiers,
/// so every kind of term (expansion, re-cabling, refresh, residual) is present.
Scenario tenYears()
{
    Scenario s = Examples::load("llm-training", QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR));
    s.cluster.horizonYears = 10;
    s.overrides["growth.annual"] = {Decimal::parse("0.25"), std::nullopt};
    return s;
}

// Build (resolve inputs, ten BOMs, terms) and evaluate exactly: the whole deterministic path for
// one plan. Argument: plan (0 = ib, 1 = roce), and 1 to write every line's formula text too.
void BM_OnePlanTenYears(benchmark::State& state)
{
    const Scenario s = tenYears();
    const PlanSpec& plan = s.plans.at(std::size_t(state.range(0)));
    const bool formulas = state.range(1) != 0;
    std::size_t lines = 0;
    for (auto _ : state) {
        const PlanCostModel model = CostModelBuilder::build(s, plan, catalog());
        PlanResult result = TcoEngine::evaluateModel(model, formulas);
        lines = model.terms.size();
        benchmark::DoNotOptimize(result);
    }
    state.counters["lines"] = double(lines);
}
BENCHMARK(BM_OnePlanTenYears)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMicrosecond);

// The exact evaluation alone (model already built), without formula text.
void BM_EvaluateModelOnly(benchmark::State& state)
{
    const Scenario s = tenYears();
    const PlanCostModel model = CostModelBuilder::build(s, s.plans.at(1), catalog());
    for (auto _ : state) {
        PlanResult result = TcoEngine::evaluateModel(model, false);
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(BM_EvaluateModelOnly)->Unit(benchmark::kMicrosecond);

// One Monte Carlo trial of one plan: the compiled monomials.
void BM_StochasticNpv(benchmark::State& state)
{
    const StochasticModel model = buildStochasticModel(tenYears(), catalog());
    const std::vector<double> inputs = model.mostLikelyInputs();
    for (auto _ : state)
        benchmark::DoNotOptimize(model.plans[1]->npv(inputs));
    state.counters["inputs"] = double(inputs.size());
}
BENCHMARK(BM_StochasticNpv)->Unit(benchmark::kNanosecond);

// Building the stochastic model for one node count (what a sweep does per point).
void BM_BuildStochasticModel(benchmark::State& state)
{
    const Scenario s = tenYears();
    for (auto _ : state) {
        StochasticModel model = buildStochasticModel(s, catalog(), int(state.range(0)));
        benchmark::DoNotOptimize(model);
    }
}
BENCHMARK(BM_BuildStochasticModel)->Arg(16)->Arg(1024)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char** argv)
{
    return fabrictco::test::runBenchmarks(argc, argv);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The whole risk pipeline as `recommend` runs it (issue 13 target: a 3-plan document, 10,000
// trials and the 24-point break-even sweep in under 1 s on 2 cores), and as the window and the
// report run it, with the price to beat and its odds (issue 43).
#include "core/analysis/RiskPipeline.h"
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/tco/TcoEngine.h"
#include "tests/benchmarks/BenchmarkMain.h"

#include <benchmark/benchmark.h>

namespace {

using namespace fabrictco;

/// llm-training with `plans` plans: IB, RoCE and then white-box RoCE copies priced lower.
Scenario withPlans(int plans)
{
    Scenario scenario = Examples::load("llm-training");
    for (int i = int(scenario.plans.size()); i < plans; ++i) {
        PlanSpec extra = scenario.plans.back();
        extra.id = "whitebox-" + std::to_string(i);
        extra.name = "White-box RoCE " + std::to_string(i);
        scenario.plans.push_back(extra);
    }
    return scenario;
}

void run(benchmark::State& state, bool priceToBeat)
{
    const Scenario scenario = withPlans(int(state.range(0)));
    const Catalog catalog = Catalog::loadDefault();
    const TcoResult tco = TcoEngine(catalog).evaluate(scenario);
    RiskPipelineOptions options; // 10,000 trials, 24 sweep points: the front ends' defaults
    options.priceToBeat = priceToBeat;
    RiskAnalysis analysis;
    for (auto _ : state)
        benchmark::DoNotOptimize(analysis = RiskPipeline::run(scenario, catalog, tco, options));
    state.counters["plans"] = double(scenario.plans.size());
    state.counters["trials"] = double(options.trials);
    state.counters["sweep_points"] = double(analysis.sweep.points.size());
    state.counters["price_to_beat_items"] =
        analysis.priceToBeat ? double(analysis.priceToBeat->items.size()) : 0.0;
}

void BM_RiskPipeline(benchmark::State& state)
{
    run(state, false);
}

/// The window's and the report's settings.
void BM_RiskPipelineWithPriceToBeat(benchmark::State& state)
{
    run(state, true);
}

} // namespace

BENCHMARK(BM_RiskPipeline)->Arg(2)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_RiskPipelineWithPriceToBeat)
    ->Arg(2)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

int main(int argc, char** argv)
{
    return fabrictco::test::runBenchmarks(argc, argv);
}

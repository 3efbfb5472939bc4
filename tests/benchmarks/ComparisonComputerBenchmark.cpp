// SPDX-License-Identifier: GPL-3.0-or-later
// What the window does on the GUI thread after each edit: BOM and TCO of every plan, the chart
// data from ChartDataBuilder (as the report builds it), and the results view refilled (charts,
// summary, BOM and cost tables with their line-item tooltips). Target: well under 100 ms
// (issue 6); the risk run is not part of it (RiskRunner, worker threads).
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "tests/benchmarks/GuiBenchmarkMain.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultsView.h"

#include <benchmark/benchmark.h>
#include <memory>

namespace {

std::shared_ptr<const fabrictco::Catalog> catalog()
{
    static const auto loaded = std::make_shared<const fabrictco::Catalog>(
        fabrictco::Catalog::loadDirectory(QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR)));
    return loaded;
}

fabrictco::Scenario example()
{
    return fabrictco::Examples::load("llm-training", QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR));
}

void BM_ComputeAfterAnEdit(benchmark::State& state)
{
    fabrictco::Scenario scenario = example();
    int nodes = 128;
    for (auto _ : state) {
        scenario.cluster.nodes = nodes++ % 2 == 0 ? 128 : 256; // an edit, each time
        const auto data = fabrictco::ui::ComparisonComputer::compute(scenario, catalog());
        benchmark::DoNotOptimize(data.tco.get());
    }
}

void BM_ComputeAndShowAfterAnEdit(benchmark::State& state)
{
    fabrictco::Scenario scenario = example();
    fabrictco::ui::ResultsView view;
    view.resize(1280, 720);
    int nodes = 128;
    for (auto _ : state) {
        scenario.cluster.nodes = nodes++ % 2 == 0 ? 128 : 256;
        view.setData(fabrictco::ui::ComparisonComputer::compute(scenario, catalog()));
    }
}

BENCHMARK(BM_ComputeAfterAnEdit)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ComputeAndShowAfterAnEdit)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv)
{
    return fabrictco::test::runGuiBenchmarks(argc, argv);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The full comparison report of the default example as `fabrictco-cli report` writes it: TCO,
// a 10,000-trial Monte Carlo, the node-count sweep, the tornado, the charts and the PDF layout.
// Target: under 1 second (issue 15; it was 3 seconds in issue 7).
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/benchmarks/GuiBenchmarkMain.h"

#include <benchmark/benchmark.h>

namespace {

void fullReport(benchmark::State& state, const char* language)
{
    const QString data = QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR);
    const fabrictco::Catalog catalog = fabrictco::Catalog::loadDirectory(data);
    const fabrictco::Scenario scenario = fabrictco::Examples::load("llm-training", data);
    fabrictco::ReportOptions options;
    options.language = QString::fromLatin1(language);
    options.trials = 10'000;
    for (auto _ : state) {
        int pages = 0;
        const QByteArray pdf = fabrictco::ReportGenerator::pdf(scenario, catalog, options, &pages);
        benchmark::DoNotOptimize(pdf.data());
        state.counters["pages"] = pages;
        state.counters["bytes"] = double(pdf.size());
    }
}

void BM_FullReportEnglish(benchmark::State& state)
{
    fullReport(state, "en");
}
void BM_FullReportChinese(benchmark::State& state)
{
    fullReport(state, "zh_CN");
}

BENCHMARK(BM_FullReportEnglish)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_FullReportChinese)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv)
{
    return fabrictco::test::runGuiBenchmarks(argc, argv);
}

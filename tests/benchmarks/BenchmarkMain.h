// SPDX-License-Identifier: GPL-3.0-or-later
// main() for the benchmarks that need no QApplication: the allocator set as the programs set it
// (FreedMemory), so what is measured here is what fabrictco-cli and the window do.
#pragma once

#include "core/common/FreedMemory.h"

#include <benchmark/benchmark.h>

namespace fabrictco::test {

inline int runBenchmarks(int argc, char** argv)
{
    FreedMemory::keepForReuse();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace fabrictco::test

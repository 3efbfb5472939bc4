// SPDX-License-Identifier: GPL-3.0-or-later
// main() for benchmarks that draw Qt Charts (widgets): they need a QApplication, offscreen when
// there is no display. The allocator is set as the programs set it (FreedMemory).
#pragma once

#include "core/common/FreedMemory.h"

#include <QApplication>

#include <benchmark/benchmark.h>
#include <cstdlib>

namespace fabrictco::test {

inline int runGuiBenchmarks(int argc, char** argv)
{
    FreedMemory::keepForReuse();
    if (std::getenv("QT_QPA_PLATFORM") == nullptr && std::getenv("DISPLAY") == nullptr &&
        std::getenv("WAYLAND_DISPLAY") == nullptr)
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace fabrictco::test

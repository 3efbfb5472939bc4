#!/usr/bin/env bash
# Configures and builds FabricTCO in ./build (or $BUILD_DIR). Extra arguments go to CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
# Optimised, with line tables only (-g1): backtraces still name file and line, while full debug
# information made compiling and linking the 150 programs of the test suite about a quarter slower.
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo} \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "$@"
cmake --build "$build_dir" --parallel "$(nproc)"

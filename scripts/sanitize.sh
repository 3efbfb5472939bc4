#!/usr/bin/env bash
# A second build with AddressSanitizer (leak checking included) and UndefinedBehaviorSanitizer in
# build-asan/ that runs the test suites of the model, storage, presentation and command line: the
# code that reads untrusted files and computes every figure. Any sanitizer report fails the run:
# UBSan is compiled with -fno-sanitize-recover and halts on the first error.
# With the desktop and report suites (FABRICTCO_SANITIZE_GUI=ON adds them) this stage alone took
# 29 minutes on CI's 2 cores (1,742 s at 8d22fd2; the whole run 54), so CI leaves them out; run
# them before changing threads or object lifetimes in ui/ or report/.
# -O0 with line tables only (-g1): reports still name file and line, and the build (most of CI's
# sanitizer stage) stays short: GCC took 13.6 s of CPU at -O1 against 9.5 s at -O0 for one UI
# source; the whole suite then runs in about three minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${ASAN_BUILD_DIR:-build-asan}
jobs=${ASAN_JOBS:-$(nproc)}
# clang, as the fuzz build: it compiles this tree in less than half GCC's time (the
# ThreadSanitizer build: 182 s against 423 s on 2 cores, 2026-12-04), and its UBSan checks more
# (vptr, function).
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER="${ASAN_CXX:-clang++}" \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g1" \
    -DFABRICTCO_SANITIZE=ON -DFABRICTCO_BUILD_GUI="${FABRICTCO_SANITIZE_GUI:-OFF}" \
    -DFABRICTCO_BUILD_BENCHMARKS=OFF -DFABRICTCO_BUILD_FUZZERS=OFF
cmake --build "$build_dir" --parallel "$jobs"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=1}
# Each test program runs whole, in shards on every core, not one process per test case as ctest
# runs them: starting a sanitized process (and Qt) for each of 669 cases was half the stage
# (210 s against 108 s on 2 cores, measured 2026-12-04), and one process per program also lets
# LeakSanitizer and the checks see the cases after each other, as a long session would.
# Left out: the locale-independence suites run every command and report once per locale (C,
# de_DE, fr_FR, zh_CN, en_US) and compare the text: under the sanitizers that is five runs of
# code the other suites already run once, and half the stage's time; the normal test stage runs
# them. The two longest property sweeps (the model over every cluster size and horizon: 57 of the
# stage's 840 test-seconds at ddefebd) repeat the arithmetic the engines' own suites run here
# once; the normal test stage runs them too. (The report suites that read whole PDFs back are
# built only with FABRICTCO_SANITIZE_GUI=ON; ReportGeneratorTest covers their code there.)
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
filter='-*LocaleIndependence*:*ChineseReportWords*:*ReportContents*:*ReportChartLabels*:ArticlePropertiesTest.AtEqualGenerationTheCheaperFabricChangesAtMostOnceAsTheClusterGrows:ScalePropertiesTest.NoYearTotalIsNegativeAtAnyHorizon'
run_shard() {
    local program=$1 shard=$2 shards=$3
    local log="$build_dir/$(basename "$program")-shard$shard.log"
    if GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$shard "$program" --gtest_filter="$filter" \
        --gtest_brief=1 >"$log" 2>&1; then
        echo "== $(basename "$program") shard $((shard + 1))/$shards: $(grep -o '[0-9]* tests\? from [0-9]* test suites\? ran' "$log" | head -1)"
    else
        echo "!! $(basename "$program") shard $((shard + 1))/$shards failed; $log ends:" >&2
        tail -80 "$log" >&2
        return 1
    fi
}
export -f run_shard
export build_dir filter
programs=$(find "$build_dir/tests" -maxdepth 1 -type f -executable -name '*Tests' | sort)
[ -n "$programs" ] || { echo "sanitize.sh: no test programs in $build_dir/tests" >&2; exit 1; }
for program in $programs; do
    for ((shard = 0; shard < jobs; shard++)); do
        echo "$program $shard $jobs"
    done
done | xargs -P "$jobs" -L 1 bash -c 'run_shard "$@"' _

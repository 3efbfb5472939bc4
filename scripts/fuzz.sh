#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer harnesses (tests/fuzz) with clang in build-fuzz/ and runs each for a
# bounded time: scripts/fuzz.sh [SECONDS per harness, default 60].
# Seeds come from tests/fuzz/corpus/<name>/; new inputs go to build-fuzz/corpus/<name>/ and any
# crash to build-fuzz/artifacts/. Exits non-zero when a harness finds a problem.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
build_dir=${FUZZ_BUILD_DIR:-build-fuzz}
jobs=${FUZZ_JOBS:-2}

# -O1 with line tables only: crash reports still name file and line, and the build (the model and
# storage libraries a third time in CI) stays short.
cmake -S . -B "$build_dir" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
    -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer" \
    -DFABRICTCO_BUILD_FUZZERS=ON -DFABRICTCO_BUILD_GUI=OFF -DFABRICTCO_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build_dir" --parallel "$jobs" --target DocumentLoaderFuzzer QuoteCsvFuzzer XlsxSheetFuzzer

status=0
for pair in "DocumentLoaderFuzzer:document:65536" "QuoteCsvFuzzer:csv:8192" \
    "XlsxSheetFuzzer:xlsx:65536"; do
    IFS=: read -r harness seeds max_len <<<"$pair"
    work="$build_dir/corpus/$seeds"
    artifacts="$build_dir/artifacts/$seeds/"
    mkdir -p "$work" "$artifacts"
    echo "== $harness for ${seconds}s (seeds: tests/fuzz/corpus/$seeds)"
    if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build_dir/tests/fuzz/$harness" "$work" "tests/fuzz/corpus/$seeds" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts" -print_final_stats=1 2>"$build_dir/$harness.log"; then
        echo "!! $harness found a problem; see $build_dir/$harness.log and $artifacts" >&2
        tail -40 "$build_dir/$harness.log" >&2
        status=1
    else
        grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "$build_dir/$harness.log" | tail -2 || true
    fi
done
exit $status

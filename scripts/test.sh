#!/usr/bin/env bash
# Quick start, command 2: install what is needed, build, and run the whole test suite.
# Exits non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
# Warnings are errors here, so the tree stays warning-free (scripts/run.sh builds without that).
bash scripts/build.sh -DFABRICTCO_WARNINGS_AS_ERRORS=ON
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure --parallel "$(nproc)"

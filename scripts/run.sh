#!/usr/bin/env bash
# Quick start, command 1: install what is needed, build, and run FabricTCO on the bundled example.
# With a display it opens the desktop application; without one it writes the example comparison
# report and says where.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh
build_dir=${BUILD_DIR:-build}
gui="$build_dir/app/gui/fabrictco"
cli="$build_dir/app/cli/fabrictco-cli"
if [ -x "$gui" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$gui" --example llm-training
fi
out_dir=${FABRICTCO_OUT:-$PWD/out}
mkdir -p "$out_dir"
if "$cli" --help | grep -q '^  report '; then
    "$cli" report --example llm-training -o "$out_dir/llm-training-report.pdf"
    echo "No display: wrote the example comparison report to $out_dir/llm-training-report.pdf"
elif "$cli" --help | grep -q '^  tco '; then
    "$cli" tco --example llm-training | tee "$out_dir/llm-training-tco.txt"
    echo "No display: wrote the example TCO comparison to $out_dir/llm-training-tco.txt"
else
    "$cli" bom --fabric ib --nodes 128 | tee "$out_dir/bom-ib-128.txt"
    "$cli" bom --fabric roce --nodes 128 | tee "$out_dir/bom-roce-128.txt"
    echo "No display: wrote the example bills of materials to $out_dir/"
fi

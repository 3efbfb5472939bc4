#!/usr/bin/env bash
# Runs the report, export and locale-independence tests of the build in ./build (or $BUILD_DIR)
# again on a machine with more installed than FabricTCO needs: LibreOffice Calc
# (libreoffice-calc-nogui, which brings fonts-noto-mono), fonts-noto-cjk and fonts-liberation2.
# The report names its fonts (report/ReportFonts.h), so its pages and its pdftotext text must not
# change; and the tests that open exports in a real spreadsheet (they skip without LibreOffice)
# run here. .ci/run calls this after the README's test command, which runs the same tests on the
# minimal package set. Run as root; it installs the packages for good.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
extras=(libreoffice-calc-nogui fonts-noto-mono fonts-noto-cjk fonts-liberation2)
missing=()
for p in "${extras[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "test-with-extras: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
fc-match monospace
LANG=zh_CN.UTF-8 fc-match monospace
# The report library's suites, then the command-line suites that write reports and exports.
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" --label-regex '^report$'
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" --tests-regex \
    'LocaleIndependence|ReportCommand|ReportProvenance|ExportCommand|ReportFontsOnAnyMachine|ReproducibleReport|QuietStandardError|InLibreOffice'

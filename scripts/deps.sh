#!/usr/bin/env bash
# Installs every Debian 12 package FabricTCO needs to build, test and run. Run as root.
set -euo pipefail

# Installed without recommends, so each package the build reads must be named here or be a
# dependency of one that is: Qt6Charts' CMake config needs Qt6OpenGL (libqt6opengl6-dev, which
# qt6-base-dev only recommends), GTest's config reads GMock's targets when they are present, and
# libxlsxwriter's pkg-config file links -lz without depending on zlib1g-dev; with clang (the fuzz
# build), CMake archives with llvm-ar when the llvm package has it.
# CMake's "Could NOT find XKB" is about Qt6::GuiPrivate (its only user in Qt6GuiTargets.cmake),
# which FabricTCO does not link, so libxkbcommon-dev is not needed. python3-numpy runs the
# sweep's numpy yardstick (tests/benchmarks/sweep_numpy_reference.py, issue 42). .ci/run
# checks this list against what the builds used (scripts/check-build-packages.py).
packages=(
    build-essential cmake ninja-build pkg-config python3 dpkg-dev
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    libqt6opengl6-dev libqt6sql6-sqlite libqt6svg6 qt6-svg-dev qt6-translations-l10n qt6-qpa-plugins
    libboost-dev libsqlite3-dev libgtest-dev libgmock-dev libbenchmark-dev libxlsxwriter-dev zlib1g-dev
    libminizip-dev
    xvfb xauth poppler-utils fonts-wqy-microhei fonts-dejavu-core unzip
    clang libclang-rt-14-dev llvm
    locales
    python3-numpy
)

# scripts/check-build-packages.py reads the list from here: it is the one list of what we install.
if [ "${1:-}" = --list ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "scripts/deps.sh: run as root (for example: sudo bash scripts/deps.sh)" >&2
    exit 1
fi

# tests/cli/LocaleIndependenceTest.cpp runs the CLI under these locales and fails (never skips)
# when one is missing: generate the ones `locale -a` lacks.
test_locales=(de_DE.UTF-8 fr_FR.UTF-8 zh_CN.UTF-8 en_US.UTF-8)
generate_test_locales() {
    local available l wanted=()
    available=$(locale -a 2>/dev/null)
    for l in "${test_locales[@]}"; do
        grep -qix "${l%.UTF-8}.utf8" <<<"$available" || wanted+=("$l")
    done
    if [ ${#wanted[@]} -eq 0 ]; then
        return 0
    fi
    echo "deps: generating the locales ${wanted[*]}"
    for l in "${wanted[@]}"; do
        grep -qx "$l UTF-8" /etc/locale.gen || echo "$l UTF-8" >>/etc/locale.gen
    done
    locale-gen
}

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "deps: all ${#packages[@]} packages already installed"
    generate_test_locales
    exit 0
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${packages[@]}"
generate_test_locales

#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the window on the bundled example under Xvfb with the AT-SPI bus, as Orca would see it,
# and checks what the offscreen tests cannot (scripts/atspi_check.py). Needs a build
# (scripts/build.sh) and: sudo apt-get install xvfb openbox xdotool dbus-x11 at-spi2-core
# python3-pyatspi. Usage: bash scripts/atspi-check.sh [build-dir]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
app="$build/app/gui/fabrictco"
[[ -x "$app" ]] || { echo "atspi-check: no $app; build first (scripts/build.sh)" >&2; exit 2; }
if [[ -z "${DBUS_SESSION_BUS_ADDRESS:-}" || -z "${ATSPI_CHECK_INNER:-}" ]]; then
    exec env ATSPI_CHECK_INNER=1 dbus-run-session -- bash "$0" "$@"
fi
home="$(mktemp -d)"
display=":$((90 + RANDOM % 100))"
cleanup() { kill "${pids[@]}" 2>/dev/null || true; rm -rf "$home"; }
pids=()
trap cleanup EXIT
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 & pids+=($!)
export DISPLAY="$display"
sleep 1
openbox >/dev/null 2>&1 & pids+=($!)
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & pids+=($!)
sleep 1
# A fresh HOME: nothing remembered from the user's own runs; English, whatever the system's.
HOME="$home" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb \
    "$app" --example llm-training --lang en >/dev/null 2>&1 & pids+=($!)
sleep 4
/usr/bin/python3 "$root/scripts/atspi_check.py"

#!/usr/bin/env bash
# Builds the Debian package (and a tarball) from the build tree, checks it with lintian and the
# desktop-metadata validators, installs it on this machine, and runs the installed programs.
# Run as root after scripts/build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}

export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q --no-install-recommends lintian desktop-file-utils appstream >/dev/null

desktop-file-validate packaging/linux/*.desktop
appstreamcli validate --no-net packaging/linux/*.metainfo.xml

(cd "$build_dir" && cpack -G "DEB;TGZ")
deb=$(ls "$build_dir"/fabrictco_*_amd64.deb | head -n 1)
echo "== lintian $deb"
lintian --fail-on error --suppress-tags no-manual-page "$deb"

apt-get install -y -q --reinstall "./$deb" >/dev/null
echo "== installed: $(command -v fabrictco-cli)"
/usr/bin/fabrictco-cli --version
[ -x /usr/bin/fabrictco ] || { echo "package.sh: the desktop application is missing from the package" >&2; exit 1; }
/usr/bin/fabrictco-cli tco --example llm-training >/dev/null
if /usr/bin/fabrictco-cli --help | grep -q '^  report '; then
    out=$(mktemp -d)
    /usr/bin/fabrictco-cli report --example llm-training -o "$out/report.pdf"
    pages=$(pdfinfo "$out/report.pdf" | awk '/^Pages:/ {print $2}')
    echo "== installed fabrictco-cli wrote a $pages-page report"
    text=$(pdftotext "$out/report.pdf" -)
    grep -q "InfiniBand" <<<"$text"
    rm -rf "$out"
fi

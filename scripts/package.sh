#!/usr/bin/env bash
# Builds the Debian package (and a tarball) from the build tree, checks it with lintian and the
# desktop-metadata validators, installs it on this machine, and runs the installed programs.
# Run as root after scripts/build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}

export DEBIAN_FRONTEND=noninteractive
# gio (libglib2.0-bin) asks the installed shared-mime-info database what type a document is.
apt-get install -y -q --no-install-recommends lintian desktop-file-utils appstream libglib2.0-bin >/dev/null

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

# The installed MIME type: a document saved by the installed program is application/x-fabrictco by
# its name and, renamed, by its content (SQLite header and application_id); another program's
# SQLite database is not.
docs=$(mktemp -d)
/usr/bin/fabrictco-cli new --example llm-training -o "$docs/plan.fabrictco" >/dev/null
cp "$docs/plan.fabrictco" "$docs/renamed.db"
python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("CREATE TABLE t(x)")' "$docs/other.db"
mime_of() { gio info -a standard::content-type "$1" | awk '/standard::content-type:/ {print $2}'; }
for pair in plan.fabrictco:application/x-fabrictco renamed.db:application/x-fabrictco \
    other.db:application/vnd.sqlite3; do
    file=${pair%%:*}
    expected=${pair#*:}
    actual=$(mime_of "$docs/$file")
    echo "== MIME type of $file: $actual"
    [ "$actual" = "$expected" ] || { echo "package.sh: $file is $actual, expected $expected" >&2; exit 1; }
done
rm -rf "$docs"
if /usr/bin/fabrictco-cli --help | grep -q '^  report '; then
    out=$(mktemp -d)
    /usr/bin/fabrictco-cli report --example llm-training -o "$out/report.pdf"
    pages=$(pdfinfo "$out/report.pdf" | awk '/^Pages:/ {print $2}')
    echo "== installed fabrictco-cli wrote a $pages-page report"
    text=$(pdftotext "$out/report.pdf" -)
    grep -q "InfiniBand" <<<"$text"
    rm -rf "$out"
fi

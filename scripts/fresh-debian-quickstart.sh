#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one README quick-start command in a brand-new minimal Debian 12 (debootstrap minbase, no
# recommends, nothing else installed) from a fresh clone of this repository's HEAD, and prints its
# wall time. This is how the README's quick-start times are measured; a developer's machine, which
# already has packages, proves nothing about a new one.
#
#   scripts/fresh-debian-quickstart.sh run|test [WORK_DIR]
#
# Needs root, debootstrap and Debian's package mirror. WORK_DIR (default /var/tmp/fabrictco-fresh)
# keeps a pristine copy of the base system so that a second run does not download it again.
set -euo pipefail
cd "$(dirname "$0")/.."
command=${1:?usage: scripts/fresh-debian-quickstart.sh run|test [WORK_DIR]}
case "$command" in run | test) ;; *) echo "usage: $0 run|test [WORK_DIR]" >&2; exit 2 ;; esac
work=${2:-/var/tmp/fabrictco-fresh}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
base="$work/base"
root="$work/root-$command"

if [ ! -x "$base/bin/bash" ]; then
    rm -rf "$base"
    debootstrap --variant=minbase bookworm "$base" "$mirror"
    # The same suites a Debian 12 installation uses.
    cat >"$base/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
fi

mounted_below() { awk -v r="$root/" 'index($2, r) == 1' /proc/mounts; }
cleanup() {
    for m in dev/pts dev proc sys; do
        if mountpoint -q "$root/$m"; then umount -R "$root/$m" || umount -l "$root/$m"; fi
    done
}
trap cleanup EXIT
# Never remove a tree that still has the host's /dev or /sys bound inside it.
if [ -n "$(mounted_below)" ]; then
    echo "fresh-debian-quickstart: still mounted below $root; unmount first:" >&2
    mounted_below >&2
    exit 1
fi
rm -rf "$root"
cp -a "$base" "$root"
git clone -q . "$root/src"
mount -t proc proc "$root/proc"
# Slave mounts: nothing mounted or unmounted inside the new system reaches back to this machine.
for m in sys dev dev/pts; do
    mount --bind "/$m" "$root/$m"
    mount --make-rslave "$root/$m"
done
cp /etc/resolv.conf "$root/etc/resolv.conf"

start=$(date +%s)
status=0
# No display, as on a server: the run command writes the example report and says where.
chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    bash -c "cd /src && bash scripts/$command.sh" || status=$?
echo "fresh Debian 12: 'bash scripts/$command.sh' exited $status after $(($(date +%s) - start)) s on $(nproc) cores"
exit $status

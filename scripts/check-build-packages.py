#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that scripts/deps.sh installs everything a build used, without relying on Recommends.

A machine that already has a package proves nothing: CI once passed because libqt6opengl6-dev was
on the machine, while a fresh one failed (qt6-base-dev only recommends it). This script looks at
what a finished build really read:

  * every CMake file the configure step read (the inputs of build.ninja's re-run rule: package
    configs, Find modules, toolchain files), and
  * every header the compiler read (ninja's record of the compiler's dependency output), and
  * every program and library the build rules name (compilers, moc, lrelease, the libraries it
    links: existing system files in build.ninja and rules.ninja; not CMakeCache.txt, which also
    caches optional finds that nothing uses),

finds the Debian package that owns each system file (dpkg -S), and fails, naming the package and
one file of it, unless that package is in the closure of deps.sh's list without recommends
(apt-cache depends --recurse --no-recommends) or is Essential (present on every Debian system).

Usage: scripts/check-build-packages.py BUILD_DIR [BUILD_DIR...]
"""

import os
import re
import subprocess
import sys

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
# Files under these roots belong to the system; everything else is the project or the build tree.
SYSTEM_ROOTS = ("/usr/", "/lib/", "/lib64/", "/etc/", "/opt/")


def run(args, check=True):
    return subprocess.run(args, check=check, capture_output=True, text=True).stdout


def listed_packages():
    return run(["bash", os.path.join(SCRIPTS, "deps.sh"), "--list"]).split()


def closure_without_recommends(packages):
    """Every package apt installs for `packages` when recommends are off (real names only)."""
    output = run(["apt-cache", "depends", "--recurse", "--no-recommends", "--no-suggests",
                  "--no-conflicts", "--no-breaks", "--no-replaces", "--no-enhances"] + packages)
    closure = set()
    for line in output.splitlines():
        # Top-level lines name a package; indented lines are its relations. A "<virtual>" name is
        # provided by the real packages apt-cache lists under it, which recur as top-level lines.
        if line and not line[0].isspace() and not line.startswith("<"):
            closure.add(line.split(":")[0].strip())
    return closure


def essential_packages():
    output = run(["dpkg-query", "-W", "-f", "${Package} ${Essential}\\n"])
    return {name for name, flag in (l.split(" ", 1) for l in output.splitlines()) if flag == "yes"}


def cmake_files_read(build_dir):
    """The files CMake read while configuring: build.ninja re-runs CMake when any of them changes."""
    with open(os.path.join(build_dir, "build.ninja"), encoding="utf-8") as f:
        text = f.read().replace("$\n", "")
    files = set()
    for match in re.finditer(r"^build build\.ninja[^\n]*?: RERUN_CMAKE[^|\n]*\|([^\n]*)", text, re.M):
        files.update(p.replace("$ ", " ").replace("$:", ":") for p in match.group(1).split())
    if not files:
        sys.exit(f"check-build-packages: no CMake re-run rule in {build_dir}/build.ninja "
                 "(configure with -G Ninja)")
    return files


def headers_read(build_dir):
    """The headers the compiler read, from ninja's dependency log (recorded from -MD output)."""
    output = run(["ninja", "-C", build_dir, "-t", "deps"])
    files = {line.strip() for line in output.splitlines() if line.startswith("    ")}
    if not files:
        sys.exit(f"check-build-packages: ninja recorded no header dependencies in {build_dir} "
                 "(build it first)")
    return files


def programs_and_libraries_named(build_dir):
    """Existing system files named in the build rules: the tools they run, the libraries they link."""
    files = set()
    for name in ("build.ninja", os.path.join("CMakeFiles", "rules.ninja")):
        with open(os.path.join(build_dir, name), encoding="utf-8") as f:
            files.update(re.findall(r"(?:/usr|/lib|/lib64|/opt|/etc)/[^\s\"';:$,()=\[\]]+", f.read()))
    return {path for path in files if os.path.isfile(path)}


def owners(paths):
    """Maps each path to the package that owns it; a path no package owns maps to None."""
    result = {}
    pending = sorted(paths)
    for start in range(0, len(pending), 500):
        batch = pending[start:start + 500]
        # dpkg -S exits 1 when some path has no owner; those are reported below.
        for line in run(["dpkg", "-S"] + batch, check=False).splitlines():
            package_part, _, path = line.partition(": ")
            if path in result or "diversion" in package_part:
                continue
            result[path] = package_part.split(",")[0].split(":")[0].strip()
    return result


def system_path_variants(path):
    """The spellings dpkg may have recorded a file under (merged /usr, symlinked directories)."""
    variants = [os.path.normpath(path), os.path.realpath(path)]
    for spelling in list(variants):
        for merged in ("/lib/", "/bin/", "/sbin/"):
            if spelling.startswith("/usr" + merged):
                variants.append(spelling[4:])
            elif spelling.startswith(merged):
                variants.append("/usr" + spelling)
    return list(dict.fromkeys(variants))


def main(build_dirs):
    used = set()
    for build_dir in build_dirs:
        for path in (cmake_files_read(build_dir) | headers_read(build_dir)
                     | programs_and_libraries_named(build_dir)):
            absolute = path if os.path.isabs(path) else os.path.join(build_dir, path)
            if os.path.normpath(absolute).startswith(SYSTEM_ROOTS):
                used.add(os.path.normpath(absolute))

    variants = {path: system_path_variants(path) for path in used}
    owner_of = owners({v for vs in variants.values() for v in vs})
    packages_used = {}
    unowned = []
    for path in sorted(used):
        owner = next((owner_of[v] for v in variants[path] if v in owner_of), None)
        if owner is None:
            unowned.append(path)
        else:
            packages_used.setdefault(owner, path)

    listed = listed_packages()
    allowed = closure_without_recommends(listed) | essential_packages()
    missing = {p: f for p, f in packages_used.items() if p not in allowed}

    print(f"check-build-packages: {len(used)} system files used by {', '.join(build_dirs)}, "
          f"from {len(packages_used)} packages; {len(listed)} listed in scripts/deps.sh, "
          f"{len(allowed)} in their closure without recommends (Essential included)")
    for path in unowned:
        print(f"check-build-packages: warning: no package owns {path}", file=sys.stderr)
    for package, path in sorted(missing.items()):
        print(f"check-build-packages: MISSING {package} (the build used {path}); "
              f"add it to scripts/deps.sh", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env bash
# Fails when a user-visible string has no zh_CN translation. Runs lupdate over the sources into a
# temporary copy of each .ts file (the repository's files are not touched), so a tr() string that
# nobody added to the .ts file is caught as well as one left unfinished.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sources=()
for dir in presentation charts ui report app/gui; do
    [ -d "$dir" ] && sources+=("$dir")
done

cp translations/fabrictco_zh_CN.ts "$work/zh_CN.ts"
# -I .: includes are module-qualified from the root; without them lupdate cannot see that a
# Q_OBJECT class lives in fabrictco::ui and files its strings under the wrong context (tr() at
# run time uses the qualified class name, as the build's update_translations target does).
"$lupdate" -silent -no-obsolete -locations none -extensions cpp,h,ui -I . "${sources[@]}" -ts "$work/zh_CN.ts" >/dev/null

python3 - "$work/zh_CN.ts" <<'PY'
import sys
import xml.etree.ElementTree as ET

tree = ET.parse(sys.argv[1])
missing = []
total = 0
for context in tree.getroot().iter("context"):
    name = context.findtext("name")
    for message in context.iter("message"):
        total += 1
        translation = message.find("translation")
        numerus = message.get("numerus") == "yes"
        if translation is None:
            missing.append((name, message.findtext("source")))
            continue
        text = "".join(t.text or "" for t in translation.iter("numerusform")) if numerus else (translation.text or "")
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not text.strip():
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            missing.append((name, message.findtext("source")))
for context, source in missing:
    print(f"untranslated (zh_CN) [{context}]: {source}")
print(f"translations: {total - len(missing)} of {total} zh_CN strings translated")
sys.exit(1 if missing else 0)
PY

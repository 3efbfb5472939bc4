#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader gets from the running window over AT-SPI (issue 40), for the checks the
offscreen tests cannot make (they have no accessibility bridge): a refused value is announced
as an alert and said in the field's description (and taken out again), and the summary reads
row by row. Run by scripts/atspi-check.sh; prints each check, exits 1 on a failure."""
import subprocess
import sys
import threading
import time

import pyatspi
from gi.repository import GLib

shown_alerts = []
failures = []


def on_showing(event):
    try:
        if event.detail1 and event.source.getRoleName() == "alert":
            shown_alerts.append(event.source)
    except Exception:  # the object may be gone already
        pass


described = []


def on_description(event):
    try:
        described.append((event.source.name, event.source.getRoleName()))
    except Exception:
        pass


def description_of(node):
    """Read again, not from this client's cache."""
    try:
        node.clear_cache()
    except Exception:
        pass
    return node.description or ""


def find(node, predicate, depth=0):
    if node is None or depth > 40:
        return None
    try:
        if predicate(node):
            return node
        for i in range(node.childCount):
            found = find(node.getChildAtIndex(i), predicate, depth + 1)
            if found:
                return found
    except Exception:
        pass
    return None


def check(what, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + what + (": " + detail if detail and not ok else ""))
    if not ok:
        failures.append(what)


def key(*keys):
    subprocess.run(["xdotool", "key", *keys], check=True)
    time.sleep(1.0)


def run_checks():
    time.sleep(1)
    desktop = pyatspi.Registry.getDesktop(0)
    app = find(desktop, lambda n: n.getRoleName() == "application"
               and "fabrictco" in (n.name or "").lower())
    check("the window is on the accessibility bus", app is not None)
    if app is None:
        return
    showing = pyatspi.STATE_SHOWING
    field = find(app, lambda n: n.getRoleName() == "spin button" and n.name == "Nodes in year 1"
                 and n.getState().contains(showing))
    check("the field 'Nodes in year 1' is found by its name", field is not None)
    if field is None:
        return
    check("its description gives its unit", (field.description or "").startswith("Unit: nodes."),
          field.description)

    summary = find(app, lambda n: n.name == "Summary of the results")
    description = summary.description if summary else ""
    check("the summary reads its table row by row",
          "\nTotal cost over the horizon. " in "\n" + description, description[:200])

    extents = field.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", str(extents.x + extents.width // 2),
                    str(extents.y + extents.height // 2), "click", "1"], check=True)
    time.sleep(0.5)
    key("ctrl+a")
    subprocess.run(["xdotool", "type", "abc"], check=True)
    time.sleep(1.5)
    names = [alert.name or "" for alert in shown_alerts]
    check("a refused value is shown as an alert, named by the problem",
          any("abc" in name for name in names), repr(names))
    check("the field's description starts with the problem",
          description_of(field).startswith("Invalid: "), description_of(field))
    check("the new description is sent as a change event",
          ("Nodes in year 1", "spin button") in described,
          repr(described[-3:]))

    key("ctrl+a")
    subprocess.run(["xdotool", "type", "128"], check=True)
    time.sleep(1.5)
    check("a corrected value takes the problem out of the description",
          description_of(field).startswith("Unit: "), description_of(field))
    key("shift+F1")


def main():
    pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
    pyatspi.Registry.registerEventListener(on_description,
                                           "object:property-change:accessible-description")

    def work():
        try:
            run_checks()
        finally:
            GLib.idle_add(pyatspi.Registry.stop)

    threading.Thread(target=work, daemon=True).start()
    GLib.timeout_add_seconds(90, pyatspi.Registry.stop)
    pyatspi.Registry.start()
    print("%d failed" % len(failures) if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

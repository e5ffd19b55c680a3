#!/usr/bin/env bash
# Prints each target's dependencies (transitively) from `swift package describe`, and fails if
# a module that must not reach the terminal does: BrickCommands (check, frames, render, diff,
# schema, import, bench) and BrickFiles must not depend on BrickTUI or CNcursesw, and BrickCore
# must depend on nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package describe --type json | python3 -c '
import json, sys
package = json.load(sys.stdin)
direct = {t["name"]: t.get("target_dependencies", []) for t in package["targets"]}
def closure(name, seen=None):
    seen = set() if seen is None else seen
    for d in direct.get(name, []):
        if d not in seen:
            seen.add(d)
            closure(d, seen)
    return seen
for name in sorted(direct):
    print(f"{name}: {\", \".join(sorted(closure(name))) or \"-\"}")
rules = {"BrickCommands": {"BrickTUI", "CNcursesw"}, "BrickFiles": {"BrickTUI", "CNcursesw"}}
failed = False
for name, banned in rules.items():
    if name not in direct:
        print(f"module-graph: no target {name}"); failed = True; continue
    bad = closure(name) & banned
    if bad:
        print(f"module-graph: {name} depends on {\", \".join(sorted(bad))}"); failed = True
if closure("BrickCore"):
    print("module-graph: BrickCore depends on " + ", ".join(sorted(closure("BrickCore"))))
    failed = True
for name in ("BrickTUI", "brickyard"):
    if "BrickFiles" not in closure(name):
        print(f"module-graph: {name} does not read files through BrickFiles"); failed = True
sys.exit(1 if failed else 0)
'

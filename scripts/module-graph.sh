#!/usr/bin/env bash
# Prints each target's dependencies (transitively) from `swift package describe`, and fails if
# a module that must not reach the terminal does: BrickCommands (check, frames, render, diff,
# schema, import, bench), BrickFiles, the previewer's model (BrickPreview) and its tests
# (BrickPreviewTests) must not depend on BrickTUI or CNcursesw, BrickCore must depend on
# nothing, and BrickTUI and the executable must read files through BrickFiles.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package describe --type json | python3 -c '
import json, sys
package = json.load(sys.stdin)
direct = {t["name"]: t.get("target_dependencies", []) for t in package["targets"]}

def closure(name):
    seen, todo = set(), list(direct.get(name, []))
    while todo:
        d = todo.pop()
        if d not in seen:
            seen.add(d)
            todo.extend(direct.get(d, []))
    return seen

def listed(names):
    return ", ".join(sorted(names)) or "-"

for name in sorted(direct):
    print(name + ": " + listed(closure(name)))
problems = []
for name in ("BrickCommands", "BrickFiles", "BrickPreview", "BrickPreviewTests"):
    if name not in direct:
        problems.append("no target " + name)
    elif closure(name) & {"BrickTUI", "CNcursesw"}:
        problems.append(name + " depends on " + listed(closure(name) & {"BrickTUI", "CNcursesw"}))
if closure("BrickCore"):
    problems.append("BrickCore depends on " + listed(closure("BrickCore")))
for name in ("BrickTUI", "brickyard"):
    if "BrickFiles" not in closure(name):
        problems.append(name + " does not read files through BrickFiles")
for problem in problems:
    print("module-graph: " + problem)
sys.exit(1 if problems else 0)
'

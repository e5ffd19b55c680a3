#!/usr/bin/env bash
# Prints each target's dependencies (transitively) from `swift package describe`, and fails if
# a module that must not reach the terminal does: BrickCommands (check, frames, render, diff,
# schema, import, bench), BrickFiles, the previewer's model (BrickPreview) and its tests
# (BrickPreviewTests) must not depend on BrickTUI or CNcursesw, BrickCore must depend on
# nothing, and the executable must read files through BrickFiles. BrickTUI (the terminal) must
# not depend on the previewer or on what reads layout files (BrickPreview, BrickFiles,
# BrickFormat: the executable joins the two), and the vocabulary the previewer and the terminal
# share (BrickTerminal) depends on BrickRaster and BrickCore only.
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
if "BrickFiles" not in closure("brickyard"):
    problems.append("brickyard does not read files through BrickFiles")
if closure("BrickTUI") & {"BrickPreview", "BrickFiles", "BrickFormat"}:
    problems.append(
        "BrickTUI depends on " + listed(closure("BrickTUI") & {"BrickPreview", "BrickFiles",
        "BrickFormat"}) + " (the terminal shares only BrickTerminal with the previewer)")
if "BrickTerminal" not in direct:
    problems.append("no target BrickTerminal")
elif closure("BrickTerminal") - {"BrickRaster", "BrickCore"}:
    extra = closure("BrickTerminal") - {"BrickRaster", "BrickCore"}
    problems.append("BrickTerminal depends on " + listed(extra))
for problem in problems:
    print("module-graph: " + problem)
sys.exit(1 if problems else 0)
'

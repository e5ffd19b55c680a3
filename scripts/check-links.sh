#!/usr/bin/env bash
# Every link of the README and of docs/*.md must resolve inside the repository: a relative
# link's file must exist (and be tracked or about to be), and a `#section` must be a heading of
# the file it points at (GitHub's anchors) or an explicit `<a id="...">` in it. Links to web
# sites (http, https, mailto) are not fetched. The README may not send readers to files a
# checkout does not have (FORMAT.md and the reference notes of the project's shared folder).
#
#   bash scripts/check-links.sh [FILE.md...]
set -euo pipefail
cd "$(dirname "$0")/.."

exec python3 - "$@" <<'PY'
import os
import re
import subprocess
import sys

files = sys.argv[1:] or ["README.md"] + sorted(
    os.path.join("docs", f) for f in os.listdir("docs") if f.endswith(".md"))

tracked = set(subprocess.run(
    ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
    capture_output=True, text=True, check=True).stdout.split("\n"))
folders = {os.path.dirname(f) for f in tracked}
while "" not in folders and any(folders):
    folders |= {os.path.dirname(f) for f in folders}


def anchor(heading):
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`", "", heading.strip().lower())
    return "".join("-" if c == " " else c for c in text if c.isalnum() or c in " -_")


def anchors(path):
    found = set()
    counts = {}
    in_code = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("```"):
                in_code = not in_code
                continue
            if not in_code:
                # Explicit anchors (`<a id="text-metrics"></a>`) stay put when a heading is
                # reworded; source comments cite them (scripts/check-citations.py).
                found.update(re.findall(r"<a\s+id=\"([^\"]+)\"", line))
            m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if m and not in_code:
                a = anchor(m.group(1))
                n = counts.get(a, 0)
                counts[a] = n + 1
                found.add(a if n == 0 else f"{a}-{n}")
    return found


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
problems = 0
checked = 0
for path in files:
    base = os.path.dirname(path)
    in_code = False
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, start=1):
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue
        # Inline code is not a link.
        text = re.sub(r"`[^`]*`", "", line)
        for target in LINK.findall(text):
            checked += 1
            if re.match(r"^(https?|mailto):", target):
                continue
            file_part, _, section = target.partition("#")
            resolved = os.path.normpath(os.path.join(base, file_part)) if file_part else path
            if resolved.startswith(".."):
                print(f"{path}:{number}: link outside the repository: {target}")
                problems += 1
                continue
            if resolved not in tracked and resolved not in folders:
                print(f"{path}:{number}: no such file in the repository: {target}")
                problems += 1
                continue
            if section and resolved.endswith(".md") and section not in anchors(resolved):
                print(f"{path}:{number}: no section '#{section}' in {resolved}: {target}")
                problems += 1
        if path == "README.md" and re.search(r"FORMAT\.md|shared folder|reference/\w", text):
            print(f"{path}:{number}: refers to the project's shared folder, which a checkout "
                  f"does not have (link docs/layout-file.md instead): {line.strip()}")
            problems += 1

if problems:
    print(f"check-links: {problems} problems")
    sys.exit(1)
print(f"check-links: {checked} links in {len(files)} files resolve")
PY

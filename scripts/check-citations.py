#!/usr/bin/env python3
"""Checks what the comments of Sources/ and Tests/ cite:

- no comment cites the contract files kept outside the repository (`FORMAT.md`, the notes
  under `reference/`, a section number such as `reference §9.7` or `FORMAT.md §1.5`): a
  checkout does not have them, so comments cite the user docs instead (issue 38);
- every `docs/PAGE.md` a comment names exists, and every `docs/PAGE.md#anchor` is a heading of
  that page (GitHub's anchor) or an explicit `<a id="anchor">` in it. A bare `#anchor` in a
  comment table's row is checked against the last page its comment block named (the rule column
  of a table headed "rule in docs/semantics.md").

    python3 scripts/check-citations.py [ROOT]

Import fixtures (`Tests/**/Fixtures/`) are inputs, not comments, and are skipped. Exits 1 and
lists each problem as path:line: message.
"""

import os
import re
import sys

OUTSIDE = re.compile(r"FORMAT\.md|reference/[\w-]+\.md|\breference §|BrickKit §|(?<![\w/])§\d")
# A section sign that is not a citation of ours: CSS Color Level 4 §6.1 is a public spec.
OURS_EXEMPT = re.compile(r"CSS Color(?: Level)? 4 §")
DOC_LINK = re.compile(r"docs/([\w-]+\.md)(?:#([\w-]+))?")
BARE_ANCHOR = re.compile(r"(?<![\w/.)\]])#([a-z][a-z0-9-]*[a-z0-9])\b")


def anchors(path: str) -> set[str]:
    """GitHub's heading anchors of a Markdown file, and its explicit `<a id>` anchors."""
    found: set[str] = set()
    counts: dict[str, int] = {}
    in_code = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("```"):
                in_code = not in_code
                continue
            if in_code:
                continue
            found.update(re.findall(r"<a\s+id=\"([^\"]+)\"", line))
            m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if m:
                text = re.sub(r"`", "", m.group(1).strip().lower())
                a = "".join("-" if c == " " else c for c in text if c.isalnum() or c in " -_")
                n = counts.get(a, 0)
                counts[a] = n + 1
                found.add(a if n == 0 else f"{a}-{n}")
    return found


def comment(line: str, markdown: bool) -> str | None:
    if markdown:
        return line
    m = re.match(r"^\s*//+ ?(.*)$", line)
    return m.group(1) if m else None


def main() -> int:
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    cache: dict[str, set[str] | None] = {}

    def page_anchors(page: str) -> set[str] | None:
        if page not in cache:
            full = os.path.join(root, "docs", page)
            cache[page] = anchors(full) if os.path.exists(full) else None
        return cache[page]

    problems = 0
    cited = 0
    for top in ("Sources", "Tests"):
        for folder, _, names in sorted(os.walk(os.path.join(root, top))):
            if "/Fixtures" in folder:
                continue
            for name in sorted(names):
                if not name.endswith((".swift", ".md")):
                    continue
                path = os.path.join(folder, name)
                shown = os.path.relpath(path, root)
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().split("\n")
                page = None
                for number, line in enumerate(lines, start=1):
                    text = comment(line, name.endswith(".md"))
                    if text is None:
                        page = None
                        continue
                    if OUTSIDE.search(text) and not OURS_EXEMPT.search(text):
                        print(f"{shown}:{number}: cites the contract outside the repository "
                              f"(link a docs/ page and anchor instead): {text.strip()}")
                        problems += 1
                    for target, anchor in DOC_LINK.findall(text):
                        cited += 1
                        page = target
                        found = page_anchors(target)
                        if found is None:
                            print(f"{shown}:{number}: no such page docs/{target}")
                            problems += 1
                        elif anchor and anchor not in found:
                            print(f"{shown}:{number}: no anchor #{anchor} in docs/{target}")
                            problems += 1
                    if page and text.startswith("|") and not DOC_LINK.search(text):
                        for anchor in BARE_ANCHOR.findall(text):
                            found = page_anchors(page)
                            cited += 1
                            if found is not None and anchor not in found:
                                print(f"{shown}:{number}: no anchor #{anchor} in docs/{page}")
                                problems += 1
    if problems:
        print(f"check-citations: {problems} problems")
        return 1
    print(f"check-citations: {cited} citations of docs/ resolve")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Rewrites the comments of Sources/ and Tests/ that cite the project's contract by section
number (`FORMAT.md §1.5`, `reference §9.7`, `reference/mosaic.md §3`, `BrickKit §4`, a bare
`§3.2` after one of them) into links to the user docs that state the same rule
(`docs/layout-file.md#text-metrics`, `docs/semantics.md#offset`). FORMAT.md and the reference
notes live outside the repository; the docs are what a checkout has (issue 38).

    python3 scripts/cite-docs.py [--dry-run] [ROOT]

Only comment lines (`//`, `///`) and the Markdown notes under Sources/ are touched. A comment
paragraph that grows past 100 columns is wrapped again from the changed line on. Prints each
file it changes and a count; `--dry-run` writes nothing. Citations it cannot map
are listed and make it exit 1. `python3 scripts/check-citations.py` checks the result.
"""

import os
import re
import sys

WIDTH = 100

# The docs pages, by the contract they replace.
LAYOUT = "docs/layout-file.md"
PICTURE = "docs/picture.md"
COMMANDS = "docs/commands.md"
SEMANTICS = "docs/semantics.md"
COMPOSITIONAL = "docs/compositional.md"

# FORMAT.md, by section. A section whose citations differ by what they are about lists
# (words of the line, target) pairs first, tried in order; "" is the default.
FORMAT = {
    "1": [
        ("rule", f"{COMPOSITIONAL}#adapting"),
        ("Colour", f"{LAYOUT}#colours"),
        ("colour", f"{LAYOUT}#colours"),
        ("`background`", f"{LAYOUT}#colours"),
        ("Nodes", f"{LAYOUT}#repetition-and-data"),
        ("Dimensions", f"{LAYOUT}#dimensions"),
        ("Text", f"{LAYOUT}#text-and-fonts"),
        ("auto height", f"{LAYOUT}#label-button-image-brick"),
        ("loadDelay", f"{LAYOUT}#label-button-image-brick"),
        ("types", f"{LAYOUT}#label-button-image-brick"),
        ("node type", f"{LAYOUT}#label-button-image-brick"),
        ("font", f"{LAYOUT}#text-and-fonts"),
        ("padding", f"{LAYOUT}#label-button-image-brick"),
        ("authoring", f"{LAYOUT}#repetition-and-data"),
        ("", f"{LAYOUT}#nodes"),
    ],
    "1.1": f"{LAYOUT}#behaviors",
    "1.2": f"{LAYOUT}#mosaic-sections",
    "1.3": f"{LAYOUT}#data-states",
    "1.4": f"{LAYOUT}#where-the-preview-starts",
    "1.5": f"{LAYOUT}#text-metrics",
    "2": [
        ("live reload", f"{COMMANDS}#the-previewer"),
        ("", f"{LAYOUT}#limits-and-errors"),
    ],
    "3": [
        ("viewport options", f"{COMMANDS}#options-of-frames-and-render"),
        ("variants", f"{PICTURE}#how-to-read-the-picture"),
        ("", f"{LAYOUT}#the-frames-output"),
    ],
    "4": [
        ("brickyard preview", f"{COMMANDS}#the-previewer"),
        ("text metrics", f"{LAYOUT}#text-metrics"),
        ("keys", f"{LAYOUT}#previewer-keys"),
        ("input", f"{LAYOUT}#previewer-keys"),
        ("help", f"{LAYOUT}#previewer-keys"),
        ("inspector", f"{LAYOUT}#previewer-keys"),
        ("8 ", f"{PICTURE}#cells"),
        ("cell", f"{PICTURE}#cells"),
        ("status line", f"{PICTURE}#status-line"),
        ("viewport", f"{PICTURE}#viewport"),
        ("fit", f"{PICTURE}#viewport"),
        ("Zoom", f"{PICTURE}#viewport"),
        ("in view", f"{PICTURE}#viewport"),
        ("Jumps", f"{PICTURE}#how-to-read-the-picture"),
        ("honest", f"{PICTURE}#text-as-measured"),
        ("measured", f"{PICTURE}#text-as-measured"),
        ("padding", f"{PICTURE}#text-as-measured"),
        ("", f"{PICTURE}#how-to-read-the-picture"),
    ],
    "5": [
        ("error", f"{COMMANDS}#machine-readable-checks"),
        ("exiting", f"{COMMANDS}#machine-readable-checks"),
        ("check", f"{COMMANDS}#machine-readable-checks"),
        ("diff", f"{COMMANDS}#machine-readable-checks"),
        ("recording", f"{COMMANDS}#recorded-demos"),
        ("", f"{COMMANDS}#pictures-to-share"),
    ],
    "6": "docs/import.md",
    "7": "docs/editor.md",
    "8": LAYOUT,
    "9": [
        ("Adapting", f"{COMPOSITIONAL}#adapting"),
        ("adapt", f"{COMPOSITIONAL}#adapting"),
        ("import", f"{COMPOSITIONAL}#swift-to-yaml"),
        ("Forms", f"{COMPOSITIONAL}#dimensions"),
        ("safe area", f"{COMPOSITIONAL}#safe-area"),
        ("`cell:`", f"{COMPOSITIONAL}#cells"),
        ("frames", f"{COMPOSITIONAL}#the-frames-output"),
        ("order", f"{COMPOSITIONAL}#sections"),
        ("", COMPOSITIONAL),
    ],
}

# reference/brickkit-semantics.md ("reference §", "BrickKit §"), by section or range.
BRICKKIT = {
    "2": "dimensions", "3": "the-flow", "3.1": "placing-items", "3.2": "finishing-a-row",
    "3.3": "a-sections-size", "3.4": "horizontal-scrolling", "3.5": "precision",
    "3.1-3.3": "the-flow", "3.1-3.4": "the-flow", "4": "measured-heights",
    "5": "lazy-solving", "6": "rect-queries", "7": "hiding", "8": "zindex", "8-9": "behaviors",
    "9": "behaviors", "9.1": "sticky", "9.2": "minimumsticky", "9.3": "stickyfooter",
    "9.4": "onscrolldownsticky", "9.1-9.4": "sticky", "9.5": "snaptopoint", "9.6": "card",
    "9.7": "offset", "9.8": "zindex", "9.9": "spotlight", "9.10": "coverflow",
    "9.11": "appear", "9.12": "collections",
}

# Whole phrases whose wording changes with the citation (possessives, quoted headings),
# replaced before the general rule. Applied to comment text only.
PHRASES = [
    ("(docs/compositional.md, \"Adapting\")", f"({COMPOSITIONAL}#adapting)"),
    ("the §1 rule forms, over a section provider's\n/// `layoutEnvironment` (docs/compositional.md, \"Adapting\").",
     f"the rule forms over a section provider's\n/// `layoutEnvironment` ({COMPOSITIONAL}#adapting)."),
    ("The §1 rule forms, which `Adaptive` values take (FORMAT.md §9, \"Adapting\").",
     f"The rule forms `Adaptive` values take ({COMPOSITIONAL}#adapting)."),
    ("or a §1 rule over such values", f"or a rule ({COMPOSITIONAL}#adapting) over such values"),
    ("(any §1 colour)", f"(any colour of {LAYOUT}#colours)"),
    ("(FORMAT.md §1, the table of types)", f"({LAYOUT}#label-button-image-brick)"),
    ("in the text metrics of\n/// FORMAT.md §4.", f"in the text metrics of\n/// {LAYOUT}#text-metrics."),
    ("(FORMAT.md §1 Text, §1.5)", f"({LAYOUT}#text-and-fonts, {LAYOUT}#text-metrics)"),
    ("(FORMAT.md §4 keys)", f"({LAYOUT}#previewer-keys)"),
    ("(docs/layout-file.md, FORMAT.md §7 and §8)", f"({LAYOUT}, docs/editor.md)"),
    ("keys in the contract's\n/// order", "keys in the documented\n/// order"),
    ("; reference/mosaic.md)", f"; {SEMANTICS}#mosaic-sections)"),
    ("(R1-R20 of\n/// /work/shared/reference/compositional.md)",
     f"(R1-R20 of\n/// {COMPOSITIONAL}#rules)"),
    ("""/// | step | function | rule |
/// |---|---|---|
/// | 1. resolve the width | `resolveWidth(ofNode:in:)` | §2, with S = x − left − ox |
/// | 2. wrap test | `wraps(width:)` | §3.1 step 2, `PrecisionAccuracy` tolerance |
/// | 3. start the next row | `startNextRow()` | §3.1 step 3 |
/// | 4. place (measure or recurse) | `SolvedLayout.place` | §3.1 step 4 |
/// | 5. advance | `advance(width:height:hidden:)` | §3.1 step 5 |
/// | 6. finish the row | `SolvedLayout.finishRow` | §3.2 |
/// | 7. size the section | `sectionSize(anyItem:horizontal:)` | §3.3, §3.4 |""",
     """/// | step | function | rule in docs/semantics.md |
/// |---|---|---|
/// | 1. resolve the width | `resolveWidth(ofNode:in:)` | #dimensions, with S = x − left − ox |
/// | 2. wrap test | `wraps(width:)` | #placing-items 2, `PrecisionAccuracy` tolerance |
/// | 3. start the next row | `startNextRow()` | #placing-items 3 |
/// | 4. place (measure or recurse) | `SolvedLayout.place` | #placing-items 4 |
/// | 5. advance | `advance(width:height:hidden:)` | #placing-items 5 |
/// | 6. finish the row | `SolvedLayout.finishRow` | #finishing-a-row |
/// | 7. size the section | `sectionSize(anyItem:horizontal:)` | #a-sections-size |"""),
    ("A dimension in any of FORMAT.md's forms (the table \"Dimensions\").",
     f"A dimension in any of the forms of {LAYOUT}#dimensions."),
    ("FORMAT.md §1's example:", f"The first example of {LAYOUT}#dimensions, as a test:"),
    ("FORMAT.md §1's colour names", f"The colour names of {LAYOUT}#colours"),
    ("FORMAT.md §4's keys.", f"The keys of {LAYOUT}#previewer-keys."),
    ("§3.1 step 5's exception", f"the exception of {SEMANTICS}#placing-items, step 5"),
    ("writes each value in §9's form.", f"writes each value as {COMPOSITIONAL} writes it."),
    ("A section's keys in §9's order;",
     f"A section's keys in the order of {COMPOSITIONAL}#sections;"),
    ("The keys of a section that §9 lets adapt.",
     f"The keys of a section that {COMPOSITIONAL}#adapting lets adapt."),
    ("(FORMAT.md §1, what each node type shows; §4, \"the\n/// picture is honest\").",
     f"({LAYOUT}#label-button-image-brick;\n/// {PICTURE}#text-as-measured)."),
    ("(FORMAT.md §4, \"the picture\n/// holds still\"): from", f"({PICTURE}#holds-still):\n/// from"),
    ("(FORMAT.md §1\n/// `loadDelay`).", f"({LAYOUT}#label-button-image-brick,\n/// `loadDelay`)."),
    ("(reference/brickkit-semantics.md\n/// §3.1–§3.3)", f"({SEMANTICS}#the-flow)"),
    ("(reference/brickkit-semantics.md §3.1,\n/// §3.3, §3.4; reference/mosaic.md).",
     f"({SEMANTICS}#the-flow and\n/// {SEMANTICS}#mosaic-sections)."),
    ("(reference/brickkit-semantics.md §8–§9)",
     "([docs/semantics.md](../../../docs/semantics.md#behaviors))"),
    ("(FORMAT.md §4, \"the device is the viewport\")", f"({PICTURE}#viewport)"),
    ("(FORMAT.md §4: the selection is always in view)",
     f"(the selection is always in view: {PICTURE}#viewport)"),
    ("(FORMAT.md §2, live reload)", f"({COMMANDS}#the-previewer, hot reload)"),
    ("(reference/compose.md §7, §10)", f"({SEMANTICS}#data-states-and-diffs)"),
    ("reference/mosaic.md §10 asks", f"{SEMANTICS}#mosaic-sections says"),
]

# A prefix naming the cited file, then the section numbers: "§3.1 step 4", "§3.3, §3.4",
# "§3.1–§3.3", "§9.1–9.4", "§1 and §1.5", "§7 and §8". Qualifiers in quotes ("Colours",
# "Supported ranges") name the heading the link now names, and go.
PREFIX = (r"(?:(?P<prefix>FORMAT\.md|reference/brickkit-semantics\.md|reference/mosaic\.md|"
          r"reference/compose\.md|reference|BrickKit) )?")
NUMBER = r"\d+(?:\.\d+)*"
REF = rf"§{NUMBER}(?: step \d)?"
CITATION = re.compile(
    PREFIX + rf"(?P<refs>{REF}(?:(?:, |–|-| and |; )§?{NUMBER}(?: step \d)?)*)"
    r"(?P<qual>,? \"[^\"]+\"|, (?:Nodes|Dimensions|Text|import)\b|'s)?")
NOT_OURS = re.compile(r"CSS Color(?: Level)? 4 §")

Path = str


def bare_document(path: Path) -> str:
    """What a bare `§N` cites when no prefix in its comment block says: the solver and its
    tests cite BrickKit's semantics, everything else the format."""
    if re.search(r"BrickCore/(Solver|Behaviors)/|BrickCoreTests/(?!Compositional/)", path):
        return "brickkit"
    return "format"


def document(prefix: str | None, fallback: str) -> str:
    if prefix is None:
        return fallback
    return {"FORMAT.md": "format", "reference/mosaic.md": "mosaic",
            "reference/compose.md": "compose"}.get(prefix, "brickkit")


def section_target(doc: str, number: str, context: str) -> str | None:
    if doc == "mosaic":
        return f"{SEMANTICS}#mosaic-sections"
    if doc == "compose":
        return f"{SEMANTICS}#data-states-and-diffs"
    if doc == "brickkit":
        anchor = BRICKKIT.get(number)
        return f"{SEMANTICS}#{anchor}" if anchor else None
    entry = FORMAT.get(number)
    if isinstance(entry, list):
        for words, target in entry:
            if words in context:
                return target
        return None
    return entry


def rewrite_refs(doc: str, refs: str, context: str) -> tuple[str, list[str]]:
    """The links for `refs` ("§3.1 step 4", "§3.3, §3.4", "§9.1–9.4"), and what failed."""
    refs = refs.replace("–", "-")
    parts = re.split(r"(, | and |; )", refs)
    out: list[str] = []
    missing: list[str] = []
    for part in parts[::2]:
        step = re.search(r" step (\d)", part)
        number = re.sub(r" step \d", "", part).replace("§", "")
        target = section_target(doc, number, context)
        if target is None and "-" in number:
            target = section_target(doc, number.split("-")[0], context)
        if target is None:
            missing.append(f"{doc} §{number}")
            continue
        text = target + (f", step {step.group(1)}" if step else "")
        if text not in out:
            out.append(text)
    return ", ".join(out), missing


def comment_split(line: str) -> tuple[str, str] | None:
    """(prefix, text) of a comment line: the indentation and `///` or `//` with one space."""
    m = re.match(r"^(\s*///? ?)(.*)$", line)
    return (m.group(1), m.group(2)) if m else None


def rewrite_text(text: str, path: Path, state: dict) -> tuple[str, list[str]]:
    missing: list[str] = []

    def replace(m: re.Match) -> str:
        if NOT_OURS.search(text[max(0, m.start() - 20):m.end()]):
            return m.group(0)
        doc = document(m.group("prefix"), state.get("doc") or bare_document(path))
        if m.group("prefix"):
            state["doc"] = doc
        qual = m.group("qual") or ""
        links, failed = rewrite_refs(doc, m.group("refs"), text + " " + qual)
        missing.extend(failed)
        if failed:
            return m.group(0)
        state["count"] += 1
        if qual == "'s":
            return links + "'s"
        return links  # a quoted heading or a word naming it: the anchor says it now

    return CITATION.sub(replace, text), missing


def paragraph_end(lines: list[str], start: int, prefix: str) -> int:
    """The index after the last line of the comment paragraph that `start` is in."""
    end = start + 1
    while end < len(lines):
        split = comment_split(lines[end])
        if split is None or split[0] != prefix or not split[1].strip():
            break
        if re.match(r"^(- |\| |\d+\. |MARK|```|#)", split[1]):
            break
        end += 1
    return end


def rewrap(lines: list[str], index: int) -> int:
    """Wraps the paragraph from lines[index] on to WIDTH; returns the index after it."""
    prefix, _ = comment_split(lines[index])
    first = lines[index]
    lead = re.match(r"^(- |\d+\. )", comment_split(first)[1])
    follow = prefix + (" " * len(lead.group(1)) if lead else "")
    end = paragraph_end(lines, index, follow if lead else prefix)
    joined = " ".join(comment_split(l)[1].strip() for l in lines[index:end])
    # A code span, and an operator between two numbers, are not broken across lines.
    joined = re.sub(r"`[^`]*`", lambda m: m.group(0).replace(" ", "\0"), joined)
    joined = re.sub(r" ([+−×=·-]) ", "\0\\1\0", joined)
    words = [w.replace("\0", " ") for w in joined.split()]
    out: list[str] = []
    current = prefix
    for word in words:
        candidate = current + ("" if current in (prefix, follow) else " ") + word
        if len(candidate) > WIDTH and current not in (prefix, follow):
            out.append(current)
            current = follow + word
        else:
            current = candidate
    out.append(current)
    lines[index:end] = out
    return index + len(out)


# The compositional rules are cited by number (R4, R3-R9, R19 and R20). The first comment of a
# file that names them links the rule (or the table of rules, for several) once.
RULES = re.compile(r"\bR(\d{1,2})\b(?:(?:-|, | and )R\d{1,2}\b)*")


def link_rules(lines: list[str], markdown: bool) -> int:
    if markdown or any(f"{COMPOSITIONAL}#r" in line for line in lines):
        return 0
    for i, line in enumerate(lines):
        split = comment_split(line)
        if split is None:
            continue
        for m in RULES.finditer(split[1]):
            text, end = split[1], m.end()
            several = m.group(0) != f"R{m.group(1)}"
            link = f"{COMPOSITIONAL}#" + ("rules" if several else f"r{m.group(1)}")
            after = text[end:]
            if after.startswith("'s"):
                new = text[:end + 2] + f" ({link})" + after[2:]
            elif after.startswith(")"):
                new = text[:end] + f", {link}" + after
            elif after.startswith(" ("):
                new = text[:end] + f" ({link}: " + after[2:]
            else:
                new = text[:end] + f" ({link})" + after
            lines[i] = split[0] + new
            return 1
    return 0



def rewrite_file(path: Path, root: str, state: dict, write: bool) -> tuple[bool, list[str]]:
    full = os.path.join(root, path)
    with open(full, encoding="utf-8") as handle:
        original = handle.read()
    text = original
    for old, new in PHRASES:
        # A phrase over two lines matches at any indentation of its comment.
        pattern = re.escape(old).replace(re.escape("\n/// "), r"\n(\s*)/// ")
        replacement = new.replace("\\", "\\\\")
        if "(\\s*)" in pattern:
            replacement = replacement.replace("\n/// ", "\n\\g<1>/// ")
        text, n = re.subn(pattern, replacement, text)
        state["count"] += n
    lines = text.split("\n")
    missing: list[str] = []
    block = {"doc": None, "count": 0}
    markdown = path.endswith(".md")
    previous_comment = False
    for i, line in enumerate(lines):
        split = ("", line) if markdown else comment_split(line)
        if split is None:
            previous_comment = False
            continue
        if not previous_comment:
            block["doc"] = None  # a new comment block: bare § falls back to the file's kind
        previous_comment = True
        new_text, failed = rewrite_text(split[1], path, block)
        missing += [f"{path}:{i + 1}: {f}" for f in failed]
        if new_text != split[1]:
            lines[i] = split[0] + new_text
    state["count"] += block["count"]
    state["rules"] = state.get("rules", 0) + link_rules(lines, markdown)
    if not markdown:
        # Only lines this script wrote are wrapped again; a long line it did not write stays.
        before = set(original.split("\n"))
        i = 0
        while i < len(lines):
            if len(lines[i]) > WIDTH and comment_split(lines[i]) and lines[i] not in before:
                i = rewrap(lines, i)
            else:
                i += 1
    result = "\n".join(lines)
    if result != original:
        if write:
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(result)
        return True, missing
    return False, missing


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--dry-run"]
    dry = "--dry-run" in sys.argv
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    state = {"count": 0}
    missing: list[str] = []
    files = 0
    for top in ("Sources", "Tests"):
        for folder, _, names in sorted(os.walk(os.path.join(root, top))):
            for name in sorted(names):
                if not name.endswith((".swift", ".md")) or "/Fixtures" in folder:
                    continue  # import fixtures stay byte for byte
                path = os.path.relpath(os.path.join(folder, name), root)
                changed, failed = rewrite_file(path, root, state, write=not dry)
                missing += failed
                if changed:
                    files += 1
                    print(path)
    print(f"cite-docs: {state['count']} citations in {files} files rewritten, and "
          f"{state.get('rules', 0)} files' first compositional rule linked")
    for m in missing:
        print(f"cite-docs: not mapped: {m}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

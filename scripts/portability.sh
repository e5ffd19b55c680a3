#!/usr/bin/env bash
# Keeps the sources building on macOS: fails on a Linux-only symbol (Glibc, inotify, epoll,
# /proc, st_mtim, RUSAGE_SELF.rawValue, __libc_*, mallopt, MADV_HUGEPAGE, SIGRTMIN,
# sched_getaffinity, ...) used outside a Linux guard, printing file:line for each.
#
#   bash scripts/portability.sh              # check the repository's Swift and C sources
#   bash scripts/portability.sh --self-test  # check the checker against its fixtures
#   bash scripts/portability.sh FILE...      # check these files only
#
# A use is guarded when one of the #if branches it sits in can only be taken on Linux:
# Swift's os(Linux), os(Android), canImport(Glibc), canImport(Musl), canImport(Android); C's
# __linux__, __linux, __gnu_linux__, __GLIBC__. A branch condition qualifies when every
# alternative (`||`) requires one of them (`&&` with anything else is fine); an #else or #elseif
# qualifies when an earlier branch of its chain was taken on every non-Linux system (`!os(Linux)`,
# `!canImport(Glibc) && !canImport(Musl)`). Nested #if/#elseif/#else/#endif (and C's
# #ifdef/#ifndef/#elif) are followed. Comments are ignored; string literals are not (a "/proc"
# path in a string is a use).
set -euo pipefail
cd "$(dirname "$0")/.."

exec python3 - "$@" <<'PY'
import os
import re
import subprocess
import sys

LINUX_TERMS = re.compile(
    r"^(os\((Linux|Android)\)|canImport\((Glibc|Musl|Android|Bionic)\)"
    r"|(defined\s*\(?\s*)?(__linux__|__linux|__gnu_linux__|__GLIBC__)\s*\)?)$")

# Linux-only names: what each is, for the message. Word-bounded unless the pattern says so.
SYMBOLS = [
    (r"\bGlibc\b", "Glibc"),
    (r"\bMusl\b", "Musl"),
    (r"\binotify_\w+", "inotify"),
    (r"\bepoll_\w+", "epoll"),
    (r"\bsignalfd\b", "signalfd"),
    (r"\btimerfd_\w+", "timerfd"),
    (r"\beventfd\b", "eventfd"),
    (r"\bmemfd_create\b", "memfd_create"),
    (r"/proc/", "/proc"),
    (r"\bst_[amc]tim\b", "st_mtim (Darwin: st_mtimespec)"),
    (r"\bRUSAGE_SELF\.rawValue\b", "RUSAGE_SELF.rawValue (Glibc's enum import)"),
    (r"\b__libc_\w+", "__libc_* (glibc's allocator)"),
    (r"\bmallopt\b", "mallopt"),
    (r"\bmallinfo2?\b", "mallinfo"),
    (r"\bmalloc_trim\b", "malloc_trim"),
    (r"\bmalloc_usable_size\b", "malloc_usable_size (Darwin: malloc_size)"),
    (r"\bMADV_HUGEPAGE\b", "MADV_HUGEPAGE"),
    (r"\bMAP_POPULATE\b", "MAP_POPULATE"),
    (r"\bSIGRTMIN\b", "SIGRTMIN"),
    (r"\bSIGRTMAX\b", "SIGRTMAX"),
    (r"\bsched_[gs]etaffinity\b", "sched_getaffinity"),
    (r"\bCPU_SET\b|\bcpu_set_t\b", "cpu_set_t"),
    (r"\bprctl\b", "prctl"),
    (r"\bgettid\b", "gettid"),
    (r"\bgetauxval\b", "getauxval"),
    (r"\bpipe2\b", "pipe2"),
    (r"\baccept4\b", "accept4"),
    (r"\bsysinfo\b", "sysinfo"),
    (r"\bO_DIRECT\b", "O_DIRECT"),
    (r"\bO_PATH\b", "O_PATH"),
    (r"\bclock_gettime_nsec_np\b|\bCLOCK_MONOTONIC_RAW\b", "CLOCK_MONOTONIC_RAW"),
]
SYMBOL_RE = [(re.compile(p), name) for p, name in SYMBOLS]

EXTENSIONS = (".swift", ".c", ".h", ".cpp", ".m", ".modulemap")
FIXTURES = "scripts/portability-fixtures/"


def split_top(text, op):
    """Splits at `op` outside parentheses."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif depth == 0 and text.startswith(op, i):
            parts.append(text[start:i])
            start = i + len(op)
            i += len(op)
            continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def unwrap(term):
    term = term.strip()
    while term.startswith("(") and term.endswith(")") and balanced(term[1:-1]):
        term = term[1:-1].strip()
    return term


def balanced(text):
    depth = 0
    for c in text:
        depth += c == "("
        depth -= c == ")"
        if depth < 0:
            return False
    return depth == 0


def is_linux_term(term):
    return bool(LINUX_TERMS.match(unwrap(term)))


def only_on_linux(cond):
    """True when `cond` can hold only on Linux: each `||` alternative needs a Linux term."""
    cond = unwrap(cond)
    alternatives = split_top(cond, "||")
    if len(alternatives) > 1:
        return all(only_on_linux(a) for a in alternatives)
    return any(
        is_linux_term(t) or (unwrap(t) != cond and only_on_linux(t))
        for t in split_top(cond, "&&"))


def never_on_linux_false(cond):
    """True when `cond` holds on every non-Linux system: a conjunction of negated Linux terms
    (`!os(Linux)`, `!canImport(Glibc) && !canImport(Musl)`), so a later #else is Linux-only."""
    cond = unwrap(cond)
    terms = split_top(cond, "&&")
    for t in terms:
        t = unwrap(t)
        if not t.startswith("!"):
            return False
        if not only_on_linux(t[1:]):
            return False
    return True


def strip_comments(lines, is_c):
    """The lines with comments blanked out (strings kept); block comments may nest in Swift."""
    out = []
    depth = 0  # block comment nesting
    in_string = None  # '"' or '"""'
    for line in lines:
        result = []
        i = 0
        n = len(line)
        while i < n:
            if depth > 0:
                if line.startswith("*/", i):
                    depth -= 1
                    i += 2
                elif not is_c and line.startswith("/*", i):
                    depth += 1
                    i += 2
                else:
                    i += 1
                continue
            if in_string:
                if line[i] == "\\":
                    result.append(line[i:i + 2])
                    i += 2
                    continue
                if line.startswith(in_string, i):
                    result.append(in_string)
                    i += len(in_string)
                    in_string = None
                    continue
                result.append(line[i])
                i += 1
                continue
            if line.startswith("//", i):
                break
            if line.startswith("/*", i):
                depth += 1
                i += 2
                continue
            if line.startswith('"""', i) and not is_c:
                in_string = '"""'
                result.append('"""')
                i += 3
                continue
            if line[i] == '"':
                in_string = '"'
                result.append('"')
                i += 1
                continue
            result.append(line[i])
            i += 1
        if in_string == '"':
            in_string = None  # single-line strings end with their line
        out.append("".join(result))
    return out


DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elseif|elif|else|endif)\b(.*)$")


def check(path, text):
    """Findings (line number, symbol name, line text) in one file."""
    is_c = not path.endswith(".swift")
    raw = text.split("\n")
    lines = strip_comments(raw, is_c)
    # Each frame: [taken-on-linux-only for the current branch, earlier branches' conditions]
    stack = []
    findings = []
    for number, line in enumerate(lines, start=1):
        m = DIRECTIVE.match(line)
        if m:
            kind, rest = m.group(1), m.group(2).strip()
            if kind in ("if", "ifdef", "ifndef"):
                cond = rest if kind != "ifndef" else "!" + rest
                stack.append([only_on_linux(cond), [cond]])
            elif kind in ("elseif", "elif"):
                if stack:
                    earlier = stack[-1][1]
                    stack[-1][0] = only_on_linux(rest) or any(
                        never_on_linux_false(c) for c in earlier)
                    earlier.append(rest)
            elif kind == "else":
                if stack:
                    stack[-1][0] = any(never_on_linux_false(c) for c in stack[-1][1])
            elif kind == "endif":
                if stack:
                    stack.pop()
            continue
        if any(frame[0] for frame in stack):
            continue
        for pattern, name in SYMBOL_RE:
            if pattern.search(line):
                findings.append((number, name, raw[number - 1].strip()))
                break
    return findings


def repository_files():
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        capture_output=True, text=True, check=True).stdout.split("\n")
    return sorted(
        f for f in listed
        if f.endswith(EXTENSIONS) and not f.startswith(FIXTURES)
        and not f.startswith("Tests/BrickImportTests/Fixtures/") and os.path.isfile(f))


def report(files):
    count = 0
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as handle:
            for number, name, text in check(path, handle.read()):
                print(f"{path}:{number}: Linux-only {name} outside an #if os(Linux) / "
                      f"canImport(Glibc) guard: {text}")
                count += 1
    return count


def self_test():
    """Each fixture marks its expected findings with `// expect: NAME` (Swift) or
    `/* expect: NAME */` (C) at the end of the line; every other line must pass."""
    failures = 0
    fixtures = sorted(os.listdir(FIXTURES))
    for name in fixtures:
        path = FIXTURES + name
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        expected = {}
        for number, line in enumerate(text.split("\n"), start=1):
            m = re.search(r"expect: (.+?)\s*(\*/)?\s*$", line)
            if m:
                expected[number] = m.group(1)
        found = {number: symbol for number, symbol, _ in check(path, text)}
        for number in sorted(set(expected) | set(found)):
            want, got = expected.get(number), found.get(number)
            if want is None:
                print(f"self-test: {path}:{number}: flagged {got}, but it is guarded")
                failures += 1
            elif got is None:
                print(f"self-test: {path}:{number}: {want} was not flagged")
                failures += 1
            elif not got.startswith(want):
                print(f"self-test: {path}:{number}: flagged {got}, expected {want}")
                failures += 1
        if not expected:
            print(f"self-test: {path} expects nothing: a fixture must have unguarded uses")
            failures += 1
    if failures:
        print(f"portability self-test: {failures} failures")
        return 1
    total = sum(1 for _ in fixtures)
    print(f"portability self-test: {total} fixtures as expected")
    return 0


args = sys.argv[1:]
if args == ["--self-test"]:
    sys.exit(self_test())
files = args or repository_files()
found = report(files)
if found:
    print(f"portability: {found} Linux-only uses outside a guard: put each inside "
          "#if os(Linux) / canImport(Glibc) with a Darwin branch beside it")
    sys.exit(1)
print(f"portability: {len(files)} files, no unguarded Linux-only symbol")
PY

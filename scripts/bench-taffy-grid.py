#!/usr/bin/env python3
"""Times Taffy's CSS Grid on the compositional grid workload of `brickyard bench --synthetic
grid`: N cells in 5 columns of 1fr, every row a fifth of the container's width tall (what
`fractionalWidth(0.2)` items in a `fractionalWidth(1) x fractionalWidth(0.2)` group give), in a
container as wide as the bench's viewport (iPhone 16 portrait, 393 points; no safe area across
a vertical scroll, so the full width).

Taffy is reached through Python's `stretchable` package (`pip install stretchable`; 1.1.8
binds Taffy 0.7.7). The tree is built once with taffylib's own calls (not timed: that is Python);
each run times `taffylib.node_compute_layout_with_measure` alone, the Rust call that lays out
every node (reading layouts back into Python is not timed). The first run lays out the fresh
tree, the later ones re-lay a root marked dirty whose children keep Taffy's caches; both are
printed.

Usage: python3 scripts/bench-taffy-grid.py [N ...] [--runs R] [--json]
(default N: 1000 10000 100000 1000000; runs: 5, 1 at 1M, where one layout takes minutes:
Taffy's grid placement grows faster than N)
"""
import importlib.metadata
import json
import statistics
import sys
import time

try:
    import stretchable
    from stretchable.node import taffy, taffylib
    from stretchable.style import Display, GridTrackSize, Style
except ImportError:  # pragma: no cover - said plainly to whoever runs it
    sys.exit("bench-taffy-grid.py: needs Python's stretchable package (pip install stretchable)")

WIDTH = 393.0  # the bench's viewport: iPhone 16 portrait
COLUMNS = 5


def build(n):
    """The grid: one root of display grid, 5 columns of 1fr, rows a fifth of the width tall.
    Built with taffylib's calls (node ids, no Python Node objects: a million of those do not
    fit this VM's memory limit); returns the root's node id."""
    row = WIDTH / COLUMNS
    root_style = Style(
        display=Display.GRID,
        size=(WIDTH, None),
        grid_template_columns=[GridTrackSize.flex(1)] * COLUMNS,
        # No explicit rows (stretchable's default is one auto row, which comes out empty).
        grid_template_rows=[],
        grid_auto_rows=[GridTrackSize.points(row)],
    ).to_dict()
    # One style for every cell: a grid item with no size of its own stretches to its area, as
    # a compositional item of fractionalHeight(1) fills its group.
    cell = Style().to_dict()
    ptr = taffy._ptr
    root = taffylib.node_create(ptr, root_style)
    cells = []
    for _ in range(n):
        c = taffylib.node_create(ptr, cell)
        taffylib.node_add_child(ptr, root, c)
        cells.append(c)
    return root, cells


SPACE = None


def solve_ms(root, dirty=True):
    """One full layout in Taffy (the Rust call only), in milliseconds."""
    if dirty:
        taffylib.node_mark_dirty(taffy._ptr, root)
    start = time.perf_counter()
    ok = taffylib.node_compute_layout_with_measure(taffy._ptr, root, SPACE, lambda *a: (0.0, 0.0))
    elapsed = (time.perf_counter() - start) * 1000
    assert ok
    return elapsed


def check(cells, n):
    """The last cell sits where the grid says, column (n-1) % 5 and row (n-1) // 5; returns
    how far off its top is (Taffy adds rows up in 32-bit floats)."""
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(taffy._ptr, cells[n - 1], layout)
    x, y, width, height = layout.x, layout.y, layout.width, layout.height
    row = WIDTH / COLUMNS
    assert abs(x - ((n - 1) % COLUMNS) * row) < 0.01, (x, y, width, height)
    assert abs(width - row) < 0.01 and abs(height - row) < 0.1, (x, y, width, height)
    return abs(y - ((n - 1) // COLUMNS) * row)


def main():
    global SPACE
    SPACE = stretchable.node.SizeAvailableSpace(WIDTH, 852.0).to_dict()
    taffy.use_rounding = False  # fractional points, as Brickyard keeps them
    args = sys.argv[1:]
    as_json = "--json" in args
    runs = None
    if "--runs" in args:
        runs = int(args[args.index("--runs") + 1])
        del args[args.index("--runs"):args.index("--runs") + 2]
    sizes = [int(a) for a in args if not a.startswith("--")] or [1000, 10000, 100000, 1000000]
    results = []
    for n in sizes:
        r = runs or (1 if n >= 1_000_000 else 5)
        root, cells = build(n)
        first = solve_ms(root, dirty=False)
        again = [solve_ms(root) for _ in range(r)]
        error = check(cells, n)
        results.append({"cells": n, "freshMs": first, "medianMs": statistics.median(again),
                        "minMs": min(again), "maxMs": max(again), "runs": r,
                        "lastTopErrorPt": error})
        taffylib.node_drop_all(taffy._ptr)
        del cells
    if as_json:
        print(json.dumps({"taffy": "0.7.7 (stretchable 1.1.8)", "results": results}))
        return
    print(f"Taffy CSS Grid (stretchable {importlib.metadata.version('stretchable')}), "
          f"{COLUMNS} columns of 1fr, {WIDTH:g} wide")
    print(f"{'cells':>10} {'fresh tree':>12} {'median':>12} {'min':>12} {'max':>12} {'runs':>5}"
          f" {'last top off by':>16}")
    for x in results:
        print(f"{x['cells']:>10} {x['freshMs']:>9.1f} ms {x['medianMs']:>9.1f} ms "
              f"{x['minMs']:>9.1f} ms {x['maxMs']:>9.1f} ms {x['runs']:>5} "
              f"{x['lastTopErrorPt']:>13.3f} pt")


if __name__ == "__main__":
    main()

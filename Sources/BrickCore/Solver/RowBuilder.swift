/// The flow cursor of one section: BrickKit's per-item loop (docs/semantics.md#the-flow), written
/// once and shared by the lazy root (`SolvedLayout+Flow.swift`), nested sections (`FlowCursor`) and
/// relayout (`SolvedLayout+Relayout.swift`).
///
/// Each function is one of BrickKit's steps, in the order the loop calls them:
///
/// | step | function | rule in docs/semantics.md |
/// |---|---|---|
/// | 1. resolve the width | `resolveWidth(ofNode:in:)` | #dimensions, with S = x − left − ox |
/// | 2. wrap test | `wraps(width:)` | #placing-items 2, `PrecisionAccuracy` tolerance |
/// | 3. start the next row | `startNextRow()` | #placing-items 3 |
/// | 4. place (measure or recurse) | `SolvedLayout.place` | #placing-items 4 |
/// | 5. advance | `advance(width:height:hidden:)` | #placing-items 5 |
/// | 6. finish the row | `SolvedLayout.finishRow` | #finishing-a-row |
/// | 7. size the section | `sectionSize(anyItem:horizontal:)` | #a-sections-size |
///
/// Coordinates are those of the caller: absolute for a nested section, relative to the layout's
/// origin for the root (whose rows store their items row-relative).
struct RowBuilder: Sendable {
  /// The section's left edge and top.
  let ox: Double, oy: Double
  /// The section's width (BrickKit's Wsec).
  let sectionWidth: Double
  let edgeInsets: EdgeInsets
  /// The gap between items and between rows.
  let inset: Double
  /// True inside a hidden section: every child advances (the exception of
  /// docs/semantics.md#placing-items, step 5).
  let insideHidden: Bool
  /// The cursor: where the next item goes; y is the current row's top.
  var x: Double
  var y: Double
  /// The lowest bottom of any item that advanced so far (starts at oy, not oy + top).
  var maxY: Double
  /// The tallest item of the current row that advanced (0 for a row with none).
  var rowMaxY = 0.0
  /// True once some item advanced the cursor.
  var anyAdvanced = false

  init(
    _ info: CompiledLayout.SectionInfo, ox: Double, oy: Double, width: Double, insideHidden: Bool
  ) {
    self.ox = ox
    self.oy = oy
    sectionWidth = width
    edgeInsets = info.edgeInsets
    inset = info.inset
    self.insideHidden = insideHidden
    x = ox + info.edgeInsets.left
    y = oy + info.edgeInsets.top
    maxY = oy
  }

  /// The width items are sized against: the section's width less its left and right insets.
  @inline(__always) var contentWidth: Double {
    sectionWidth - edgeInsets.left - edgeInsets.right
  }

  /// Step 1: the width of an item of `node` at the cursor (docs/semantics.md#dimensions: `fill`
  /// takes what is left of the row, measured from the cursor before any wrap decision).
  @inline(__always)
  func resolveWidth(ofNode node: Int, in layout: inout SolvedLayout) -> Double {
    layout.width(
      ofNode: node, contentWidth: contentWidth, offset: x - edgeInsets.left - ox, inset: inset)
  }

  /// Step 2: true when an item `w` wide does not fit in the rest of the row (hidden items are
  /// tested too, so a hidden brick that would not fit still breaks the line).
  @inline(__always) func wraps(width w: Double) -> Bool {
    let leftOver = (sectionWidth - edgeInsets.right) - (x + w - ox)
    return leftOver < 0 && -leftOver > SolvedLayout.wrapTolerance
  }

  /// Step 3: moves the cursor to the start of the next row. A row where nothing advanced takes
  /// no height and no inset.
  @inline(__always) mutating func startNextRow() {
    if maxY > y { y = maxY + inset }
    x = ox + edgeInsets.left
    rowMaxY = 0
  }

  /// True when an item takes space in the flow: it is visible with a height, or it is inside a
  /// hidden section (which keeps its full internal size).
  @inline(__always) func takesSpace(hidden: Bool, height h: Double) -> Bool {
    insideHidden || (!hidden && h > 0)
  }

  /// True when an item is one of its row's items for finishing the row
  /// (docs/semantics.md#finishing-a-row skips hidden ones, except inside a hidden section).
  @inline(__always) func joinsRow(hidden: Bool) -> Bool { !hidden || insideHidden }

  /// Step 5: moves the cursor past an item placed `w` wide and `h` tall at the current row's
  /// top (row-relative height). Returns whether the item joins its row (`joinsRow`).
  @inline(__always)
  mutating func advance(width w: Double, height h: Double, hidden: Bool) -> Bool {
    if takesSpace(hidden: hidden, height: h) {
      x += w + inset
      rowMaxY = max(rowMaxY, h)
      maxY = max(maxY, y + h)
      anyAdvanced = true
    }
    return joinsRow(hidden: hidden)
  }

  /// Step 7: the section's frame size once every child is placed
  /// (docs/semantics.md#a-sections-size, docs/semantics.md#horizontal-scrolling for a nested
  /// horizontal section, which is as wide as its content). A section with no items, or whose
  /// content has no visible height, collapses to zero height, edge insets included.
  func sectionSize(anyItem: Bool, horizontal: Bool) -> Size {
    guard anyItem else { return Size(width: horizontal ? 0 : sectionWidth, height: 0) }
    var height = maxY - oy + edgeInsets.bottom
    if height <= edgeInsets.top + edgeInsets.bottom { height = 0 }
    if horizontal {
      // Measured from the section's own origin rather than BrickKit's absolute coordinates,
      // which are right only for the root.
      let w = anyAdvanced ? (x - inset) - ox + edgeInsets.right : 0
      return Size(width: height == 0 ? 0 : w, height: height)
    }
    return Size(width: sectionWidth, height: height)
  }
}

/// The walk over a section's children with their repetitions expanded: which node the next
/// item is a repetition of, in item order.
struct ChildWalk: Sendable {
  /// The next child, as an index into `childList`, and its next repetition.
  var child: Int
  var rep = 0
  let end: Int

  init(_ children: Range<Int>) {
    child = children.lowerBound
    end = children.upperBound
  }

  /// The node of the next item, or nil when every child is placed. Skips children repeated
  /// zero times; does not move past the item (`moveOn` does, once it is placed).
  ///
  /// Takes the two tables it reads, not the compiled layout: passing the whole layout from a
  /// mutating solve can copy it (a retain per table) once per item.
  @inline(__always) mutating func nextNode(
    childList: ContiguousArray<Int32>, repeatCount: ContiguousArray<Int32>
  ) -> Int? {
    while child < end {
      let node = Int(childList[child])
      if rep < Int(repeatCount[node]) { return node }
      child += 1
      rep = 0
    }
    return nil
  }

  /// Moves past the item `nextNode` returned.
  @inline(__always) mutating func moveOn() { rep += 1 }
}

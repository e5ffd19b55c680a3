/// Root rows at the end of the layout placed ahead of the rows before them: BrickKit's
/// downstream items (docs/semantics.md#lazy-solving), for sticky footers pinned to the
/// viewport's bottom, which need their own sizes and order but not the rows in between.
///
/// Rows ahead are exact across (x, width) and in height; their tops are those of the real
/// rows less the unknown height of the rows in between, so they keep the real rows' order and
/// spacing and are never above the first row not yet solved. They are not in `forEachItem`'s
/// rows, and are dropped as soon as the solved rows grow (then placed again on request).
///
/// They are placed only where the rows in between can be skipped without solving them: the
/// root's last child is a brick repeated in a plain flow (left/top alignment), of one width
/// whatever the cursor and a height that is never zero, so its rows are periodic. Anything
/// else answers false and the caller solves through the item instead.
extension SolvedLayout {
  /// The rows placed ahead: their first item, and a frame per item from it to the end.
  struct AheadRows: Sendable {
    var firstItem: Int
    var frames: ContiguousArray<Rect>

    func contains(_ item: Int) -> Bool { item >= firstItem && item < firstItem + frames.count }
  }

  /// Places the rows at the end of the layout ahead of the rows before them, going back until
  /// the footers among them (`footers`, ascending items) are together at least `height` tall
  /// (enough to cover a viewport from its bottom) or until every footer not yet solved is
  /// placed. Returns false when that cannot be done without the rows in between (see the
  /// type's doc); then nothing is placed.
  ///
  /// - Complexity: O(items placed ahead + log footers), whatever the layout's size.
  public mutating func placeAhead(footers: SelectionColumn<Int>, covering height: Double) -> Bool {
    guard let last = footers.last else { return true }
    if last < records.count || ahead != nil { return true }
    guard let run = periodicTailRun() else { return false }
    let pendingFootersStart = footers.firstIndex(atLeast: records.count)
    guard footers[pendingFootersStart] >= run.start else { return false }
    // Rows from the end back: row j starts at item run.rowStart + j·k.
    let k = run.perRow
    let end = run.start + run.count
    var rowStart = run.rowStart + ((end - 1 - run.rowStart) / k) * k
    var heights: [Double] = []
    var covered = 0.0
    var first = end
    while covered < height {
      // The rows in between must stay unsolved, so a row ahead never starts in the solved ones.
      if rowStart <= records.count { return false }
      var rowHeights: [Double] = []
      for item in rowStart..<min(rowStart + k, end) {
        let h = self.height(
          ofNode: run.node, rep: item - run.start, item: item, width: run.width
        ).0
        rowHeights.append(h)
        if Self.contains(item, in: footers) { covered += h }
      }
      heights.insert(contentsOf: rowHeights, at: 0)
      first = rowStart
      if first <= footers[pendingFootersStart] { break }
      rowStart -= k
    }
    // Lay the rows out from the first row not yet solved, as the solver would lay them out.
    var flow = RowBuilder(
      compiled.sections[0], ox: 0, oy: 0, width: environment.viewport.width, insideHidden: false)
    flow.y = cursor.flow.y + rowShift.shift(at: rowTop.count)
    flow.maxY = flow.y
    var frames = ContiguousArray<Rect>()
    frames.reserveCapacity(heights.count)
    for (offset, h) in heights.enumerated() {
      if offset > 0 && offset % k == 0 { flow.startNextRow() }
      frames.append(Rect(x: flow.x, y: flow.y, width: run.width, height: h))
      _ = flow.advance(width: run.width, height: h, hidden: false)
    }
    stats.itemsPlaced += frames.count
    ahead = AheadRows(firstItem: first, frames: frames)
    return true
  }

  /// The root's last child as a periodic run, or nil when its rows are not periodic.
  struct TailRun {
    var node: Int
    /// Its first item and repetitions.
    var start: Int
    var count: Int
    var width: Double
    /// Items in each row of the run after its first.
    var perRow: Int
    /// The first item of a row of the run that starts at the left edge.
    var rowStart: Int
  }

  /// The root's last child, when every repetition of it takes the same width and a height
  /// that is never zero in a plain root flow, and a row of it has been started at the left
  /// edge (so the rows from there on are periodic); nil otherwise.
  func periodicTailRun() -> TailRun? {
    let root = compiled.sections[0]
    guard compiled.spec.scrollDirection == .vertical, root.mosaic < 0, root.isPlainFlow,
      cursor.wholeRootSize == nil, !cursor.done, !cursor.rowOpen, heightOverrides.isEmpty,
      !compiled.hasHiddenItems, root.inset >= 0, !root.children.isEmpty,
      compiled.flags[0] & CompiledLayout.hiddenFlag == 0
    else { return nil }
    let node = Int(compiled.childList[root.children.upperBound - 1])
    let hiddenFlags = CompiledLayout.hiddenFlag | CompiledLayout.hiddenByBehaviorFlag
    guard compiled.sectionIndex[node] < 0, compiled.flags[node] & hiddenFlags == 0,
      compiled.flags[node] & CompiledLayout.collectionFlag == 0
    else { return nil }
    let start = compiled.itemStart[node]
    let count = Int(compiled.repeatCount[node])
    // The rows solved so far must have reached the run: the last one starts inside it.
    guard count > 0, let rowStart = rowFirstItem.last, rowStart >= start else { return nil }
    let flow = RowBuilder(
      root, ox: 0, oy: 0, width: environment.viewport.width, insideHidden: false)
    guard
      let width = Self.width(
        fastWidth[Int(compiled.widthDim[node])], contentWidth: flow.contentWidth, offset: 0,
        inset: root.inset),
      fastWidth[Int(compiled.widthDim[node])].isOffsetFree,
      width > 0, isNeverZeroHeight(node: node, width: width)
    else { return nil }
    // Items per row, from the left edge, by the solver's own wrap test.
    var row = flow
    var perRow = 1
    _ = row.advance(width: width, height: 1, hidden: false)
    while !row.wraps(width: width) {
      perRow += 1
      if perRow > 4096 { return nil }
      _ = row.advance(width: width, height: 1, hidden: false)
    }
    return TailRun(
      node: node, start: start, count: count, width: width, perRow: perRow, rowStart: rowStart)
  }

  /// True when every repetition of `node` at `width` has a height above zero, known without
  /// measuring it: a fixed or width-ratio height above zero, or a label with text.
  func isNeverZeroHeight(node: Int, width: Double) -> Bool {
    switch fastHeight[Int(compiled.heightDim[node])] {
    case .fixed(let v): return v > 0
    case .ratio(_, let r): return r * width > 0
    case .auto:
      if case .label(let text, let padding, _) = compiled.contents[node] {
        return !text.isEmpty && padding.vertical >= 0 && text.utf8.contains { $0 > 0x20 }
      }
      return false
    case .minus, .fill, .general: return false
    }
  }

  /// True when ascending `values` holds `x`.
  static func contains(_ x: Int, in values: SelectionColumn<Int>) -> Bool {
    let i = values.firstIndex(atLeast: x)
    return i < values.count && values[i] == x
  }
}

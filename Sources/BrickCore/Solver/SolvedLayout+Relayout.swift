/// Asynchronous height changes (docs/semantics.md#measured-heights `updateHeight`): one brick takes
/// a new height and what follows moves, without re-flowing the rows below.
extension SolvedLayout {
  /// Gives a brick a new height (a measured image, say) and re-lays only its root row; rows
  /// below move through the row-shift log. Returns the change in content height, which is
  /// also BrickKit's content-offset adjustment when the brick is above the viewport's top.
  ///
  /// - Complexity: O(items in the brick's root row + log rows). Horizontal layouts re-solve.
  @discardableResult
  public mutating func updateHeight(of item: Int, to newHeight: Double) -> Double {
    guard item > 0, item < records.count, newHeight.isFinite, newHeight >= 0,
      compiled.sectionIndex[compiled.node(ofItem: item)] < 0
    else { return 0 }
    let before = contentSize.height
    heightOverrides[item] = newHeight
    if cursor.wholeRootSize != nil {
      layoutWholeRoot()
    } else {
      relayRootRow(Int(records[item].row))
    }
    return contentSize.height - before
  }

  /// Re-places the items of root row `r` where they stand, re-measures them, re-finishes the
  /// row, and shifts the rows below by the change in the row's advance.
  mutating func relayRootRow(_ r: Int) {
    stats.rowsRelaid += 1
    ahead = nil  // the rows below move; rows ahead are placed again on request
    let root = compiled.sections[0]
    let first = rowFirstItem[r]
    let end = r + 1 < rowTop.count ? rowFirstItem[r + 1] : records.count
    let savedNext = nextItem
    let savedStack = rowStack
    rowStack.removeAll()
    // The items keep their places (no wrap test): the flow only takes their new heights.
    var flow = RowBuilder(
      root, ox: 0, oy: 0, width: environment.viewport.width,
      insideHidden: compiled.flags[0] & CompiledLayout.hiddenFlag != 0)
    var item = first
    while item < end {
      let node = compiled.node(ofItem: item)
      let rep = item - compiled.itemStart[node]
      let original = originals[item] ?? records[item].frame
      let hidden = flow.insideHidden || isHidden(node: node, item: item)
      nextItem = item
      let h = place(
        node: node, rep: rep, item: item, x: original.x, y: 0, width: original.width,
        row: Int32(r), hidden: hidden, insideHidden: flow.insideHidden)
      if flow.advance(width: original.width, height: h, hidden: hidden) { rowStack.append(item) }
      item = nextItem
    }
    let rowH = flow.rowMaxY
    finishRow(
      items: 0..<rowStack.count, section: root, ox: 0, width: environment.viewport.width, rowY: 0,
      rowHeight: rowH)
    rowStack = savedStack
    nextItem = savedNext
    let oldH = rowHeight[r]
    rowHeight[r] = rowH
    // A row's advance: its height and the inset below it, or nothing for a row of no height.
    let advance = { (h: Double) in h > 0 ? h + root.inset : 0 }
    let delta = advance(rowH) - advance(oldH)
    if delta != 0 {
      rowShift.add(from: r + 1, delta: delta)
      if rowShift.count > Self.shiftLogLimit { foldShifts() }
    }
  }

  /// Change points kept before they are folded into the row tops (an O(rows) pass, so once per
  /// this many changes).
  static let shiftLogLimit = 4096

  /// Moves every recorded shift into `rowTop` and the cursor, emptying the log.
  mutating func foldShifts() {
    var changes: [(Int, Double)] = []
    rowShift.forEachChange { changes.append(($0, $1)) }
    var k = 0
    var current = 0.0
    for r in 0..<rowTop.count {
      while k < changes.count && changes[k].0 <= r {
        current = changes[k].1
        k += 1
      }
      rowTop[r] += current
    }
    let total = rowShift.shift(at: rowTop.count)
    cursor.flow.y += total
    cursor.flow.maxY += total
    rowShift.removeAll()
  }
}

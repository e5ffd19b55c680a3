/// BrickKit's flow algorithm (docs/semantics.md#the-flow) for the root: its lazy rows,
/// the whole-root layout, placing one item (docs/semantics.md#placing-items, step 4) and finishing
/// a row (docs/semantics.md#finishing-a-row). The other steps are `RowBuilder`'s. Frames are
/// written in pre-order, so a section's descendants follow it in `records`.
extension SolvedLayout {
  /// BrickKit's `PrecisionAccuracy`: a row overflowing by less than this still fits.
  static let wrapTolerance = 1e-7

  // MARK: Root, vertical (lazy, by rows)

  /// Places root rows until the next one would start at or below `limit` (BrickKit's frame of
  /// interest: a row is created only if its top is inside it) or until `item` is placed,
  /// whichever comes first. The steps are `RowBuilder`'s; rows are stored row-relative.
  mutating func extendVerticalRoot(limit: Double, throughItem item: Int) {
    let rootHidden = compiled.flags[0] & CompiledLayout.hiddenFlag != 0
    if !cursor.started {
      cursor.started = true
      // The root item; its frame is derived from the content size.
      _ = store(.zero, row: -1, flags: rootHidden ? Self.hiddenBit : 0)
      stats.itemsPlaced += 1
    }
    // The cursor lives in a local through the loop and is written back on every exit.
    var c = cursor
    defer { cursor = c }
    var row = Int32(rowTop.count - 1)
    let childList = compiled.childList
    let repeatCount = compiled.repeatCount
    while let node = c.children.nextNode(childList: childList, repeatCount: repeatCount) {
      let next = nextItem
      let w = c.flow.resolveWidth(ofNode: node, in: &self)
      if !c.rowOpen || c.flow.wraps(width: w) {
        if c.rowOpen {
          finishRootRow(height: c.flow.rowMaxY)
          c.rowOpen = false
          c.flow.startNextRow()
        }
        // BrickKit creates an item only if its origin is inside the frame of interest.
        if c.flow.y >= limit || next > item { return }
        openRootRow(top: c.flow.y, firstItem: next)
        c.rowOpen = true
        row = Int32(rowTop.count - 1)
      }
      let hidden = rootHidden || isHidden(node: node, item: next)
      let h = place(
        node: node, rep: c.children.rep, item: next, x: c.flow.x, y: 0, width: w, row: row,
        hidden: hidden, insideHidden: rootHidden)
      if c.flow.advance(width: w, height: h, hidden: hidden) { rowStack.append(next) }
      c.children.moveOn()
      c.rootItemsPlaced += 1
    }
    if c.rowOpen {
      finishRootRow(height: c.flow.rowMaxY)
      c.rowOpen = false
    }
    c.done = true
  }

  @inline(__always) mutating func openRootRow(top: Double, firstItem: Int) {
    // Rows placed ahead are laid out below the first unsolved row, which this one now is.
    if ahead != nil { ahead = nil }
    if rowTop.count == rowTop.capacity { growRows() }
    rowTop.append(top)
    rowHeight.append(0)
    rowFirstItem.append(firstItem)
    rowStack.removeAll()
    stats.rootRowsPlaced += 1
  }

  mutating func finishRootRow(height: Double) {
    let r = rowTop.count - 1
    rowHeight[r] = height
    if !compiled.sections[0].isPlainFlow {
      finishRow(
        items: 0..<rowStack.count, section: compiled.sections[0], ox: 0,
        width: environment.viewport.width, rowY: 0, rowHeight: height)
    }
    rowStack.removeAll()
  }

  // MARK: Root, whole (horizontal scrolling, mosaic roots)

  /// Lays out the root in one go: BrickKit computes horizontal layouts whole, and a mosaic
  /// root has no rows to be lazy about.
  mutating func layoutWholeRoot() {
    ahead = nil
    records.removeAll(keepingCapacity: true)
    originals.removeAll()
    nextItem = 0
    rowTop = [0]
    rowHeight = [0]
    rowFirstItem = [0]
    let rootHidden = compiled.flags[0] & CompiledLayout.hiddenFlag != 0
    _ = store(.zero, row: -1, flags: rootHidden ? Self.hiddenBit : 0)
    stats.itemsPlaced += 1
    stats.rootRowsPlaced += 1
    let size = layoutSection(
      sectionIndex: 0, ox: 0, oy: 0, width: environment.viewport.width, row: 0,
      hidden: rootHidden, insideHidden: rootHidden)
    rowHeight[0] = size.height
    cursor.wholeRootSize = size
    cursor.rootItemsPlaced = cursor.rootItemsTotal
    cursor.started = true
    cursor.done = true
  }

  // MARK: Items

  /// Places one item at (x, y) (row-relative y) with width w: measures a brick or lays out a
  /// nested section. Appends the frames of the item and of its descendants. Returns its height.
  mutating func place(
    node: Int, rep: Int, item: Int, x: Double, y: Double, width w: Double, row: Int32,
    hidden: Bool, insideHidden: Bool
  ) -> Double {
    stats.itemsPlaced += 1
    let si = compiled.sectionIndex[node]
    if si >= 0 {
      _ = store(Rect(x: x, y: y, width: w, height: 0), row: row, flags: hidden ? Self.hiddenBit : 0)
      let size = layoutSection(
        sectionIndex: Int(si), ox: x, oy: y, width: w, row: row, hidden: hidden,
        insideHidden: insideHidden || hidden)
      records[item].frame.width = size.width
      records[item].frame.height = size.height
      return size.height
    }
    let (h, estimated) = height(ofNode: node, rep: rep, item: item, width: w)
    _ = store(
      Rect(x: x, y: y, width: w, height: h), row: row,
      flags: (hidden ? Self.hiddenBit : 0) | (estimated ? Self.estimatedBit : 0))
    return h
  }

  /// Writes the next item's frame: appended while solving, overwritten while re-laying a row.
  @inline(__always)
  mutating func store(_ f: Rect, row: Int32, flags: UInt8) -> Int {
    let item = nextItem
    nextItem += 1
    if item == records.count {
      if item == records.capacity { growRecords() }
      records.append(ItemRecord(frame: f, row: row, flags: flags))
    } else {
      records[item] = ItemRecord(frame: f, row: row, flags: flags)
      if !originals.isEmpty { originals.removeValue(forKey: item) }
    }
    return item
  }

  @inline(__always) mutating func isHidden(node: Int, item: Int) -> Bool {
    let f = compiled.flags[node]
    if f & (CompiledLayout.hiddenFlag | CompiledLayout.hiddenByBehaviorFlag) != 0 { return true }
    return compiled.hasHiddenItems && compiled.hiddenItems.contains(item)
  }

  // MARK: Rows (docs/semantics.md#finishing-a-row)

  /// Applies the section's alignment to a finished row: horizontal distribution, row height
  /// alignment and vertical alignment. Changes `frame` only; `originalFrame` keeps the
  /// left/top-aligned geometry. Moving a section item moves its descendants with it.
  mutating func finishRow(
    items range: Range<Int>, section info: CompiledLayout.SectionInfo, ox: Double,
    width wsec: Double,
    rowY: Double, rowHeight H: Double
  ) {
    let n = range.count
    guard n > 0 else { return }
    let a = info.alignment
    if a.horizontal == .left && a.vertical == .top && !info.alignRowHeights { return }
    let e = info.edgeInsets
    let cw = wsec - e.left - e.right
    var sumW = 0.0
    for k in range { sumW += originalFrame(rowRelative: rowStack[k]).width }
    let first = originalFrame(rowRelative: rowStack[range.lowerBound])
    let last = originalFrame(rowRelative: rowStack[range.upperBound - 1])
    let span = last.maxX - first.minX
    let horizontal: Alignment.Horizontal =
      (a.horizontal == .justified && n == 1) ? .left : a.horizontal
    let gap: Double
    switch horizontal {
    case .justified: gap = (cw - sumW) / Double(n - 1)
    default: gap = n > 1 ? (span - sumW) / Double(n - 1) : 0
    }
    let start: Double
    switch horizontal {
    case .left, .justified: start = 0
    case .center: start = (cw - span) / 2
    case .right: start = cw - span
    }
    var x = ox + e.left + start
    for k in range {
      let item = rowStack[k]
      let original = originalFrame(rowRelative: item)
      var f = original
      if horizontal != .left { f.x = x }
      if info.alignRowHeights { f.height = H }
      switch a.vertical {
      case .top: f.y = rowY
      case .center: f.y = rowY + (H - f.height) / 2
      case .bottom: f.y = rowY + H - f.height
      }
      x += original.width + gap
      if f != original {
        originals[item] = original
        let old = records[item].frame
        records[item].frame = f
        let dx = f.x - old.x
        let dy = f.y - old.y
        if (dx != 0 || dy != 0) && compiled.sectionIndex[compiled.node(ofItem: item)] >= 0 {
          moveDescendants(of: item, dx: dx, dy: dy)
        }
      }
    }
  }

  /// The stored (row-relative) original frame of an item.
  @inline(__always) func originalFrame(rowRelative item: Int) -> Rect {
    originals[item] ?? records[item].frame
  }

  /// Moves every descendant of a section item (frame and original alike: they are laid out in
  /// a section that moved).
  mutating func moveDescendants(of item: Int, dx: Double, dy: Double) {
    let node = compiled.node(ofItem: item)
    let end = item + compiled.subtreeItemCount(ofNode: node)
    for d in (item + 1)..<min(end, records.count) {
      records[d].frame = records[d].frame.offsetBy(dx: dx, dy: dy)
      if let o = originals[d] { originals[d] = o.offsetBy(dx: dx, dy: dy) }
    }
  }
}

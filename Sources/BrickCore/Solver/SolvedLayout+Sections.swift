/// Nested sections, laid out whole with an explicit stack (reference/brickkit-semantics.md §3.1,
/// §3.3, §3.4; reference/mosaic.md).
///
/// A nested section's children are placed in order, and a child that is itself a section is
/// laid out completely before its parent moves on. Written as recursion, that costs three
/// stack frames per nesting level, and the 1,000 levels a file may have (`LayoutLoader`'s
/// limit) overflowed the 512 KiB stack of a Swift Testing or Swift Concurrency thread under
/// AddressSanitizer (found by the hardening work's deep-nesting test). So each open section
/// is a resumable cursor (`FlowCursor`, `MosaicCursor`) on a heap stack: the cursor asks for
/// one child at a time (`SectionStep.place`), the driver places it (a leaf at once, a section
/// by pushing its cursor), and resumes the cursor with the child's height. Stack use is
/// constant in the depth; the order of work, and so every frame, is that of the recursion.
extension SolvedLayout {
  /// Lays out a nested section at (ox, oy) with width `wsec` and returns its frame size (§3.3,
  /// §3.4). `hidden`: the section itself is hidden; `insideHidden`: it or an ancestor is, so
  /// every child advances (a hidden section keeps its full internal size).
  ///
  /// The section's own item must already be stored; descendants are appended in pre-order.
  mutating func layoutSection(
    sectionIndex si: Int, ox: Double, oy: Double, width wsec: Double, row: Int32, hidden: Bool,
    insideHidden: Bool
  ) -> Size {
    // The open section lives in `top`; the heap stack holds only its ancestors, so a section
    // of bricks alone (the common case) is laid out without touching the stack.
    var top: OpenSection
    var step: SectionStep
    let info = compiled.sections[si]
    if info.mosaic < 0 {
      // A flow section runs as a plain cursor first; it is wrapped (a non-trivial enum, costly
      // to copy) only if it turns out to hold a nested section.
      stats.sectionsLaidOut += 1
      var flow = FlowCursor(info, layout: self, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden)
      step = flow.resume(childHeight: nil, in: &self)
      if case .done(let size) = step { return size }
      top = OpenSection(cursor: .flow(flow), item: -1)
    } else {
      top = openSection(si, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden, item: -1)
      step = top.resume(childHeight: nil, in: &self)
      if case .done(let size) = step { return size }
    }
    // Reuse the scratch stack's storage; the driver never re-enters itself.
    var stack = sectionStack
    sectionStack = []
    defer {
      stack.removeAll(keepingCapacity: true)
      sectionStack = stack
    }
    while true {
      switch step {
      case .place(let r):
        let childSection = compiled.sectionIndex[r.node]
        if childSection >= 0 {
          // What `place` does for a section, with the recursion replaced by a push.
          stats.itemsPlaced += 1
          _ = store(Rect(x: r.x, y: r.y, width: r.width, height: 0), row: row, flags: r.hidden ? Self.hiddenBit : 0)
          stack.append(top)
          top = openSection(
            Int(childSection), ox: r.x, oy: r.y, width: r.width, row: row,
            insideHidden: r.insideHidden || r.hidden, item: r.item)
          step = top.resume(childHeight: nil, in: &self)
        } else {
          let h = place(
            node: r.node, rep: r.rep, item: r.item, x: r.x, y: r.y, width: r.width, row: row,
            hidden: r.hidden, insideHidden: r.insideHidden)
          step = top.resume(childHeight: h, in: &self)
        }
      case .done(let size):
        guard var parent = stack.popLast() else { return size }
        records[top.item].frame.width = size.width
        records[top.item].frame.height = size.height
        step = parent.resume(childHeight: size.height, in: &self)
        top = parent
      }
    }
  }

  /// A cursor for nested section `si`, counted as laid out.
  mutating func openSection(
    _ si: Int, ox: Double, oy: Double, width wsec: Double, row: Int32, insideHidden: Bool, item: Int
  ) -> OpenSection {
    stats.sectionsLaidOut += 1
    let info = compiled.sections[si]
    let cursor: OpenSection.Cursor
    if info.mosaic >= 0 {
      cursor = .mosaic(MosaicCursor(
        compiled.mosaics[Int(info.mosaic)], info: info, layout: self, ox: ox, oy: oy, width: wsec,
        insideHidden: insideHidden))
    } else {
      cursor = .flow(FlowCursor(info, layout: self, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden))
    }
    return OpenSection(cursor: cursor, item: item)
  }
}

/// What an open section wants next.
enum SectionStep {
  /// Place this child, then resume the cursor with its height.
  case place(PlaceRequest)
  /// The section is finished: its frame size.
  case done(Size)
}

/// One child to place: `SolvedLayout.place`'s arguments.
struct PlaceRequest {
  var node: Int
  var rep: Int
  var item: Int
  var x: Double
  var y: Double
  var width: Double
  var hidden: Bool
  var insideHidden: Bool
}

/// A section being laid out, on the driver's stack.
struct OpenSection: Sendable {
  enum Cursor: Sendable {
    case flow(FlowCursor)
    case mosaic(MosaicCursor)
  }
  var cursor: Cursor
  /// The section's own item, sized when it finishes (-1 for the outermost, which `place` sizes).
  var item: Int

  mutating func resume(childHeight: Double?, in layout: inout SolvedLayout) -> SectionStep {
    switch cursor {
    case .flow(var c):
      let step = c.resume(childHeight: childHeight, in: &layout)
      cursor = .flow(c)
      return step
    case .mosaic(var c):
      let step = c.resume(childHeight: childHeight, in: &layout)
      cursor = .mosaic(c)
      return step
    }
  }
}

/// The flow of one nested section's children (§3.1–§3.4) as a resumable cursor: the body of
/// BrickKit's per-item loop, split at the point where the item is placed.
struct FlowCursor: Sendable {
  let info: CompiledLayout.SectionInfo
  let ox: Double, oy: Double, wsec: Double
  let insideHidden: Bool
  let horizontal: Bool
  /// The root row every item of this section belongs to.
  let row: Int32
  var x: Double
  var y: Double
  var maxY: Double
  var anyItem = false
  var anyAdvanced = false
  /// The row stack's height when the section opened: its rows sit above it.
  let rowBase: Int
  /// The next child, as an index into `childList`, and its next repetition.
  var child: Int
  var rep = 0
  /// The child placed last, waiting for its height.
  var pendingItem = -1
  var pendingHidden = false

  init(
    _ info: CompiledLayout.SectionInfo, layout: SolvedLayout, ox: Double, oy: Double, width wsec: Double,
    row: Int32, insideHidden: Bool
  ) {
    self.info = info
    self.row = row
    self.ox = ox; self.oy = oy; self.wsec = wsec
    self.insideHidden = insideHidden
    horizontal = layout.compiled.spec.scrollDirection == .horizontal
    x = ox + info.edgeInsets.left
    y = oy + info.edgeInsets.top
    maxY = oy
    rowBase = layout.rowStack.count
    child = info.children.lowerBound
  }

  /// Moves the cursor past a placed item (§3.1 step 5) and counts it in the open row.
  @inline(__always)
  mutating func advance(past item: Int, height h: Double, hidden: Bool, in layout: inout SolvedLayout) {
    let placedWidth = layout.records[item].frame.width
    if insideHidden || (!hidden && h > 0) {
      x += placedWidth + info.inset
      maxY = max(maxY, y + h)
      anyAdvanced = true
    }
    if !hidden || insideHidden { layout.rowStack.append(item) }
    rep += 1
  }

  mutating func resume(childHeight: Double?, in layout: inout SolvedLayout) -> SectionStep {
    let e = info.edgeInsets
    let inset = info.inset
    if let h = childHeight, pendingItem >= 0 {
      advance(past: pendingItem, height: h, hidden: pendingHidden, in: &layout)
      pendingItem = -1
    }
    let contentWidth = wsec - e.left - e.right
    while child < info.children.upperBound {
      let node = Int(layout.compiled.childList[child])
      if rep >= Int(layout.compiled.repeatCount[node]) {
        child += 1; rep = 0
        continue
      }
      anyItem = true
      let item = layout.nextItem
      let w = layout.width(ofNode: node, contentWidth: contentWidth, offset: x - e.left - ox, inset: inset)
      if !horizontal {
        let leftOver = (wsec - e.right) - (x + w - ox)
        if leftOver < 0 && -leftOver > SolvedLayout.wrapTolerance {
          layout.finishRow(items: rowBase..<layout.rowStack.count, section: info, ox: ox, width: wsec, rowY: y, rowHeight: maxY - y)
          layout.rowStack.truncate(to: rowBase)
          if maxY > y { y = maxY + inset }
          x = ox + e.left
        }
      }
      let itemHidden = insideHidden || layout.isHidden(node: node, item: item)
      if layout.compiled.sectionIndex[node] < 0 {
        // A brick is placed here and now: only nested sections go through the driver, so a
        // run of bricks costs what the recursive flow cost.
        let h = layout.place(
          node: node, rep: rep, item: item, x: x, y: y, width: w, row: row, hidden: itemHidden,
          insideHidden: insideHidden)
        advance(past: item, height: h, hidden: itemHidden, in: &layout)
        continue
      }
      pendingItem = item
      pendingHidden = itemHidden
      return .place(PlaceRequest(
        node: node, rep: rep, item: item, x: x, y: y, width: w, hidden: itemHidden, insideHidden: insideHidden))
    }
    if !horizontal {
      layout.finishRow(items: rowBase..<layout.rowStack.count, section: info, ox: ox, width: wsec, rowY: y, rowHeight: maxY - y)
    }
    layout.rowStack.truncate(to: rowBase)
    guard anyItem else { return .done(Size(width: horizontal ? 0 : wsec, height: 0)) }
    var height = maxY - oy + e.bottom
    if height <= e.top + e.bottom { height = 0 }
    if horizontal {
      // A nested horizontal section is as wide as its content (BrickKit §3.4, measured from the
      // section's own origin rather than BrickKit's absolute coordinates, which are right only
      // for the root).
      let w = anyAdvanced ? (x - inset) - ox + e.right : 0
      return .done(Size(width: height == 0 ? 0 : w, height: height))
    }
    return .done(Size(width: wsec, height: height))
  }
}

/// Nested sections, laid out whole with an explicit stack (docs/semantics.md#placing-items,
/// docs/semantics.md#a-sections-size, docs/semantics.md#horizontal-scrolling;
/// docs/semantics.md#mosaic-sections).
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
  /// Lays out a nested section at (ox, oy) with width `wsec` and returns its frame size
  /// (docs/semantics.md#a-sections-size, docs/semantics.md#horizontal-scrolling). `hidden`: the
  /// section itself is hidden; `insideHidden`: it or an ancestor is, so every child advances (a
  /// hidden section keeps its full internal size).
  ///
  /// The section's own item must already be stored; descendants are appended in pre-order.
  ///
  /// Never inlined: inlined into the root's row loop it took the optimizer's budget, and the
  /// loop's appends stopped being inlined (a third slower on a million bricks).
  @inline(never)
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
      var flow = FlowCursor(
        info, layout: self, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden)
      step = flow.resume(childHeight: nil, in: &self)
      if case .done(let size) = step { return size }
      top = OpenSection(cursor: .flow(flow), item: -1)
    } else {
      top = openSection(
        si, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden, item: -1)
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
          _ = store(
            Rect(x: r.x, y: r.y, width: r.width, height: 0), row: row,
            flags: r.hidden ? Self.hiddenBit : 0)
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
      cursor = .mosaic(
        MosaicCursor(
          compiled.mosaics[Int(info.mosaic)], info: info, layout: self, ox: ox, oy: oy, width: wsec,
          insideHidden: insideHidden))
    } else {
      cursor = .flow(
        FlowCursor(
          info, layout: self, ox: ox, oy: oy, width: wsec, row: row, insideHidden: insideHidden))
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

/// The flow of one nested section's children (docs/semantics.md#the-flow) as a resumable cursor:
/// `RowBuilder`'s steps, split at the point where a nested section is placed.
struct FlowCursor: Sendable {
  let info: CompiledLayout.SectionInfo
  let horizontal: Bool
  /// The root row every item of this section belongs to.
  let row: Int32
  var flow: RowBuilder
  var children: ChildWalk
  var anyItem = false
  /// The row stack's height when the section opened: its rows sit above it.
  let rowBase: Int
  /// The child placed last, waiting for its height.
  var pendingItem = -1
  var pendingHidden = false

  init(
    _ info: CompiledLayout.SectionInfo, layout: SolvedLayout, ox: Double, oy: Double,
    width wsec: Double, row: Int32, insideHidden: Bool
  ) {
    self.info = info
    self.row = row
    horizontal = layout.compiled.spec.scrollDirection == .horizontal
    flow = RowBuilder(info, ox: ox, oy: oy, width: wsec, insideHidden: insideHidden)
    rowBase = layout.rowStack.count
    children = ChildWalk(info.children)
  }

  /// Step 5 for a placed item, with the width it was placed at (a nested horizontal section
  /// takes its content's width).
  @inline(__always)
  mutating func advance(
    past item: Int, height h: Double, hidden: Bool, in layout: inout SolvedLayout
  ) {
    let placedWidth = layout.records[item].frame.width
    if flow.advance(width: placedWidth, height: h, hidden: hidden) { layout.rowStack.append(item) }
    children.moveOn()
  }

  /// Step 6 for the open row: the section's alignment, with the row's height as BrickKit takes
  /// it (maxY − row top).
  @inline(__always) func finishRow(in layout: inout SolvedLayout) {
    layout.finishRow(
      items: rowBase..<layout.rowStack.count, section: info, ox: flow.ox, width: flow.sectionWidth,
      rowY: flow.y, rowHeight: flow.maxY - flow.y)
    layout.rowStack.truncate(to: rowBase)
  }

  mutating func resume(childHeight: Double?, in layout: inout SolvedLayout) -> SectionStep {
    if let h = childHeight, pendingItem >= 0 {
      advance(past: pendingItem, height: h, hidden: pendingHidden, in: &layout)
      pendingItem = -1
    }
    while let node = children.nextNode(
      childList: layout.compiled.childList, repeatCount: layout.compiled.repeatCount)
    {
      anyItem = true
      let item = layout.nextItem
      let w = flow.resolveWidth(ofNode: node, in: &layout)
      if !horizontal && flow.wraps(width: w) {
        finishRow(in: &layout)
        flow.startNextRow()
      }
      let itemHidden = flow.insideHidden || layout.isHidden(node: node, item: item)
      if layout.compiled.sectionIndex[node] < 0 {
        // A brick is placed here and now: only nested sections go through the driver, so a
        // run of bricks costs what the recursive flow cost.
        let h = layout.place(
          node: node, rep: children.rep, item: item, x: flow.x, y: flow.y, width: w, row: row,
          hidden: itemHidden, insideHidden: flow.insideHidden)
        advance(past: item, height: h, hidden: itemHidden, in: &layout)
        continue
      }
      pendingItem = item
      pendingHidden = itemHidden
      return .place(
        PlaceRequest(
          node: node, rep: children.rep, item: item, x: flow.x, y: flow.y, width: w,
          hidden: itemHidden, insideHidden: flow.insideHidden))
    }
    if !horizontal {
      finishRow(in: &layout)
    } else {
      layout.rowStack.truncate(to: rowBase)
    }
    return .done(flow.sectionSize(anyItem: anyItem, horizontal: horizontal))
  }
}

/// SquareMosaicLayout's placement for a mosaic section (reference/mosaic.md §3–§5): blocks of
/// cells given as fractions of the side, the pattern repeated until the children run out, the
/// one repeated-block rule, partial last blocks sized by the cells they use, and before /
/// between / after spacing around a header and a footer.
///
/// Blocks are written in (across, along) fractions and transposed for horizontal scrolling, a
/// deliberate improvement on the original, whose blocks had to place themselves per axis.
enum MosaicPlacer {
  /// Lays out a mosaic section's children (header, cells, footer, in that item order) at
  /// (ox, oy) with width `wsec`, and returns the section's size.
  static func layout(
    _ mosaic: MosaicSpec, info: CompiledLayout.SectionInfo, into layout: inout SolvedLayout,
    ox: Double, oy: Double, width wsec: Double, row: Int32, insideHidden: Bool
  ) -> Size {
    let e = info.edgeInsets
    let horizontal = layout.compiled.spec.scrollDirection == .horizontal
    // The side is the cross-axis length: the content width when scrolling vertically, the
    // viewport's height less the insets when scrolling sideways.
    let side = horizontal
      ? layout.environment.viewport.height - e.top - e.bottom
      : wsec - e.left - e.right
    let acrossStart = horizontal ? oy + e.top : ox + e.left
    var origin = horizontal ? ox + e.left : oy + e.top
    let start = origin

    var children = Array(info.children.map { Int(layout.compiled.childList[$0]) })
    let header = mosaic.header != nil ? children.removeFirst() : nil
    let footer = mosaic.footer != nil ? children.popLast() : nil
    var cellCount = 0
    for node in children { cellCount += layout.compiled.repetitions(ofNode: node) }

    // Places a header or footer as a full-side strip at the current origin.
    func placeStrip(_ node: Int) {
      let item = layout.nextItem
      let hidden = insideHidden || layout.isHidden(node: node, item: item)
      let rect: Rect
      if horizontal {
        rect = Rect(x: origin, y: acrossStart, width: 0, height: side)
      } else {
        rect = Rect(x: acrossStart, y: origin, width: side, height: 0)
      }
      let w = horizontal ? layout.width(ofNode: node, contentWidth: side, offset: 0, inset: 0) : side
      let h = layout.place(
        node: node, rep: 0, item: item, x: rect.x, y: rect.y, width: w, row: row, hidden: hidden,
        insideHidden: insideHidden)
      let extent = horizontal ? w : h
      if horizontal { layout.records[item].frame.height = side }
      if !hidden { origin += extent }
    }

    if let header { placeStrip(header) }
    if cellCount > 0 { origin += mosaic.before }

    // The block list: the whole pattern cycled, or the blocks before the first repeated block
    // once and that block repeated (blocks after it are never used).
    let blocks = mosaic.pattern
    let repeatedIndex = blocks.firstIndex(where: \.repeated)
    func block(at k: Int) -> MosaicSpec.Block? {
      guard !blocks.isEmpty else { return nil }
      if let r = repeatedIndex { return k < r ? blocks[k] : blocks[r] }
      return blocks[k % blocks.count]
    }

    var childIndex = 0
    var rep = 0
    var placed = 0
    var blockNumber = 0
    while placed < cellCount, let b = block(at: blockNumber) {
      if b.frames.isEmpty { break }  // the loader rejects these; never loop on one
      if blockNumber > 0 { origin += mosaic.between }
      var reach = origin
      for cell in b.frames {
        guard placed < cellCount else { break }
        while rep >= layout.compiled.repetitions(ofNode: children[childIndex]) {
          childIndex += 1; rep = 0
        }
        let node = children[childIndex]
        let item = layout.nextItem
        let hidden = insideHidden || layout.isHidden(node: node, item: item)
        // (x, width) run across the scroll axis and (y, height) along it.
        let across = acrossStart + cell.x * side
        let along = origin + cell.y * side
        let acrossLength = cell.width * side
        let alongLength = cell.height * side
        let rect = horizontal
          ? Rect(x: along, y: across, width: alongLength, height: acrossLength)
          : Rect(x: across, y: along, width: acrossLength, height: alongLength)
        _ = layout.place(
          node: node, rep: rep, item: item, x: rect.x, y: rect.y, width: rect.width, row: row,
          hidden: hidden, insideHidden: insideHidden)
        // A cell's frame is its rect, whatever the brick's own height rule says.
        layout.records[item].frame = rect
        reach = max(reach, along + alongLength)
        rep += 1
        placed += 1
      }
      origin = reach
      blockNumber += 1
    }
    if cellCount > 0 { origin += mosaic.after }
    if let footer { placeStrip(footer) }

    let length = origin - start
    if length <= 0 { return .zero }
    return horizontal
      ? Size(width: length + e.left + e.right, height: side + e.top + e.bottom)
      : Size(width: wsec, height: length + e.top + e.bottom)
  }
}

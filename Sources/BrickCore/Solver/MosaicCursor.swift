/// SquareMosaicLayout's placement for a mosaic section (docs/semantics.md#mosaic-sections): blocks
/// of cells given as fractions of the side, the pattern repeated until the children run out, the
/// one repeated-block rule, partial last blocks sized by the cells they use, and before / between /
/// after spacing around a header and a footer.
///
/// Blocks are written in (across, along) fractions and transposed for horizontal scrolling, a
/// deliberate improvement on the original, whose blocks had to place themselves per axis.
///
/// A resumable cursor (see `SolvedLayout+Sections.swift`): `resume` asks for one child at a
/// time, header, cells, footer, in that item order, and is resumed with the child's height.
struct MosaicCursor: Sendable {
  enum Phase: Sendable { case header, afterHeader, blockStart, cells, afterCells, footer, end }
  /// What the child placed last was, for the work after it.
  enum Pending: Sendable {
    case none
    /// A header or footer strip: its item, whether hidden, its width.
    case strip(item: Int, hidden: Bool, width: Double)
    /// A cell: its item, its rect, the block's reach along the scroll axis through it.
    case cell(item: Int, rect: Rect, alongEnd: Double)
  }

  let mosaic: MosaicSpec
  let info: CompiledLayout.SectionInfo
  let wsec: Double
  let insideHidden: Bool
  let horizontal: Bool
  /// The cross-axis length: the content width when scrolling vertically, the viewport's height
  /// less the insets when scrolling sideways.
  let side: Double
  let acrossStart: Double
  let start: Double
  var origin: Double
  /// Cell children (header and footer taken out), as nodes.
  let children: [Int]
  let header: Int?
  let footer: Int?
  let cellCount: Int
  /// The first block marked `repeated`, if any.
  let repeatedIndex: Int?

  var phase = Phase.header
  var pending = Pending.none
  var childIndex = 0
  var rep = 0
  var placed = 0
  var blockNumber = 0
  var block = MosaicSpec.Block(frames: [])
  var cellInBlock = 0
  var reach = 0.0

  init(
    _ mosaic: MosaicSpec, info: CompiledLayout.SectionInfo, layout: SolvedLayout, ox: Double,
    oy: Double,
    width wsec: Double, insideHidden: Bool
  ) {
    self.mosaic = mosaic
    self.info = info
    self.wsec = wsec
    self.insideHidden = insideHidden
    let e = info.edgeInsets
    horizontal = layout.compiled.spec.scrollDirection == .horizontal
    side =
      horizontal ? layout.environment.viewport.height - e.top - e.bottom : wsec - e.left - e.right
    acrossStart = horizontal ? oy + e.top : ox + e.left
    origin = horizontal ? ox + e.left : oy + e.top
    start = origin
    var kids = Array(info.children.map { Int(layout.compiled.childList[$0]) })
    header = mosaic.header != nil ? kids.removeFirst() : nil
    footer = mosaic.footer != nil ? kids.popLast() : nil
    children = kids
    var count = 0
    for node in kids { count += layout.compiled.repetitions(ofNode: node) }
    cellCount = count
    repeatedIndex = mosaic.pattern.firstIndex(where: \.repeated)
  }

  /// Block k of the block list: the whole pattern cycled, or the blocks before the first
  /// repeated block once and that block repeated (blocks after it are never used).
  func block(at k: Int) -> MosaicSpec.Block? {
    let blocks = mosaic.pattern
    guard !blocks.isEmpty else { return nil }
    if let r = repeatedIndex { return k < r ? blocks[k] : blocks[r] }
    return blocks[k % blocks.count]
  }

  mutating func resume(childHeight: Double?, in layout: inout SolvedLayout) -> SectionStep {
    if let h = childHeight {
      switch pending {
      case .strip(let item, let hidden, let w):
        let extent = horizontal ? w : h
        if horizontal { layout.records[item].frame.height = side }
        if !hidden { origin += extent }
      case .cell(let item, let rect, let alongEnd):
        // A cell's frame is its rect, whatever the brick's own height rule says.
        layout.records[item].frame = rect
        reach = max(reach, alongEnd)
        rep += 1
        placed += 1
      case .none:
        break
      }
      pending = .none
    }
    while true {
      switch phase {
      case .header:
        phase = .afterHeader
        if let header { return strip(header, in: &layout) }
      case .afterHeader:
        if cellCount > 0 { origin += mosaic.before }
        phase = .blockStart
      case .blockStart:
        guard placed < cellCount, let b = block(at: blockNumber), !b.frames.isEmpty else {
          // (The loader rejects blocks without cells; never loop on one.)
          phase = .afterCells
          continue
        }
        if blockNumber > 0 { origin += mosaic.between }
        reach = origin
        block = b
        cellInBlock = 0
        phase = .cells
      case .cells:
        guard cellInBlock < block.frames.count, placed < cellCount else {
          origin = reach
          blockNumber += 1
          phase = .blockStart
          continue
        }
        let cell = block.frames[cellInBlock]
        cellInBlock += 1
        while rep >= layout.compiled.repetitions(ofNode: children[childIndex]) {
          childIndex += 1
          rep = 0
        }
        let node = children[childIndex]
        let item = layout.nextItem
        let hidden = insideHidden || layout.isHidden(node: node, item: item)
        // (x, width) run across the scroll axis and (y, height) along it.
        let across = acrossStart + cell.x * side
        let along = origin + cell.y * side
        let acrossLength = cell.width * side
        let alongLength = cell.height * side
        let rect =
          horizontal
          ? Rect(x: along, y: across, width: alongLength, height: acrossLength)
          : Rect(x: across, y: along, width: acrossLength, height: alongLength)
        pending = .cell(item: item, rect: rect, alongEnd: along + alongLength)
        return .place(
          PlaceRequest(
            node: node, rep: rep, item: item, x: rect.x, y: rect.y, width: rect.width,
            hidden: hidden,
            insideHidden: insideHidden))
      case .afterCells:
        if cellCount > 0 { origin += mosaic.after }
        phase = .footer
      case .footer:
        phase = .end
        if let footer { return strip(footer, in: &layout) }
      case .end:
        let e = info.edgeInsets
        let length = origin - start
        if length <= 0 { return .done(.zero) }
        return .done(
          horizontal
            ? Size(width: length + e.left + e.right, height: side + e.top + e.bottom)
            : Size(width: wsec, height: length + e.top + e.bottom))
      }
    }
  }

  /// Asks for a header or footer as a full-side strip at the current origin.
  mutating func strip(_ node: Int, in layout: inout SolvedLayout) -> SectionStep {
    let item = layout.nextItem
    let hiddenForEmpty = cellCount == 0 && mosaic.hiddenForEmptySection
    let hidden = insideHidden || hiddenForEmpty || layout.isHidden(node: node, item: item)
    let rect =
      horizontal
      ? Rect(x: origin, y: acrossStart, width: 0, height: side)
      : Rect(x: acrossStart, y: origin, width: side, height: 0)
    let w = horizontal ? layout.width(ofNode: node, contentWidth: side, offset: 0, inset: 0) : side
    pending = .strip(item: item, hidden: hidden, width: w)
    return .place(
      PlaceRequest(
        node: node, rep: 0, item: item, x: rect.x, y: rect.y, width: w, hidden: hidden,
        insideHidden: insideHidden))
  }
}

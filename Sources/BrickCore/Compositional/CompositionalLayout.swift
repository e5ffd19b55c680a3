/// A compositional layout solved for one environment: every section's frame and groups, with
/// cells and their anchored supplementaries read out of the groups on demand, so a section of a
/// million cells holds one shared group solution and a list of group origins.
public struct CompositionalLayout: Sendable {
  public let environment: Environment
  public let scrollDirection: ScrollDirection
  public let contentSize: Size
  public let sections: [CompositionalSectionLayout]
  /// The layout's own boundary items (`configuration.boundarySupplementaryItems`).
  public let boundaryItems: [CompositionalElement]

  /// Cells in all sections.
  public var cellCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

  /// Every element in output order: the layout's header items, then per section the section
  /// itself, its decorations, its boundary items, its cells and their anchored items; the
  /// layout's footer items last.
  public func forEachElement(_ body: (CompositionalElement) -> Void) {
    for e in boundaryItems where !e.isTrailing { body(e) }
    for s in sections { s.forEachElement(body) }
    for e in boundaryItems where e.isTrailing { body(e) }
  }

  /// The original frame of the element a stand-in item shows, or nil when there is none.
  public func frame(ofStandIn item: Int, _ map: CompositionalItemMap) -> Rect? {
    guard let (section, kind, ordinal) = map.element(ofItem: item) else { return nil }
    guard let si = section else {
      return boundaryItems.first { $0.ordinal == ordinal }?.frame
    }
    guard si < sections.count else { return nil }
    let s = sections[si]
    switch kind {
    case .section: return s.frame
    case .decoration: return s.supplementaryFrame(.decoration, boundary: false, ordinal)
    case .boundary: return s.supplementaryFrame(.supplementary, boundary: true, ordinal)
    case .cell: return s.cellFrame(ordinal)
    case .anchored: return s.anchoredFrame(ordinal)
    }
  }

  /// Every element as an array (small layouts, tests).
  public var elements: [CompositionalElement] {
    var all: [CompositionalElement] = []
    forEachElement { all.append($0) }
    return all
  }

  /// The elements whose original frame may show in `rect`: sections that reach it are
  /// visited (orthogonal ones whole, as they scroll sideways), and in them only the groups
  /// that reach `rect` along the scroll axis. O(log groups + elements visited).
  public func forEachElement(near rect: Rect, _ body: (CompositionalElement) -> Void) {
    let vertical = scrollDirection == .vertical
    for e in boundaryItems { body(e) }
    for s in sections {
      let lo = vertical ? s.frame.y : s.frame.x
      let hi = vertical ? s.frame.maxY : s.frame.maxX
      let rlo = vertical ? rect.y : rect.x
      let rhi = vertical ? rect.maxY : rect.maxX
      guard hi >= rlo && lo <= rhi else { continue }
      s.forEachElement(
        alongFrom: s.orthogonal == .none ? rlo : -.infinity,
        to: s.orthogonal == .none ? rhi : .infinity, body)
    }
  }
}

/// One element of a solved compositional layout: a section, a cell, a supplementary item or a
/// decoration.
public struct CompositionalElement: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable { case section, cell, supplementary, decoration }
  /// Where a boundary item sits, for pinning (R15, docs/compositional.md#r15).
  public enum Edge: Hashable, Sendable { case leading, trailing, side }

  public var kind: Kind
  /// The section's index; nil for the layout's own boundary items.
  public var section: Int?
  /// The cell's index in its section (cells and item-anchored supplementaries).
  public var item: Int?
  /// The group instance in its section (group-anchored supplementaries).
  public var group: Int?
  public var elementKind: String?
  /// The section's id (sections).
  public var id: String?
  /// Where the layout puts it: content coordinates, orthogonal scrollers at offset 0.
  public var frame: Rect
  public var zIndex: Int
  /// What it shows (a cell's node, a supplementary item's view).
  public var node: Node?
  /// A decoration's colour.
  public var background: LayoutColor?
  /// A boundary item's place along the scroll axis.
  public var edge: Edge?
  public var pinToVisibleBounds: Bool
  /// True for what scrolls with an orthogonal section's scroller.
  public var scrollsSideways: Bool
  /// Its index among the elements of its kind in its section (a boundary item's or
  /// decoration's place in the section's list, a cell's item, an anchored item's place in
  /// the section's anchored items): what ties it to the drawn stand-in's item
  /// (`CompositionalItemMap`).
  public var ordinal: Int

  public init(
    kind: Kind, section: Int?, item: Int? = nil, group: Int? = nil, elementKind: String? = nil,
    id: String? = nil, frame: Rect, zIndex: Int = 0, node: Node? = nil,
    background: LayoutColor? = nil,
    edge: Edge? = nil, pinToVisibleBounds: Bool = false, scrollsSideways: Bool = false,
    ordinal: Int = 0
  ) {
    self.ordinal = ordinal
    self.kind = kind
    self.section = section
    self.item = item
    self.group = group
    self.elementKind = elementKind
    self.id = id
    self.frame = frame
    self.zIndex = zIndex
    self.node = node
    self.background = background
    self.edge = edge
    self.pinToVisibleBounds = pinToVisibleBounds
    self.scrollsSideways = scrollsSideways
  }

  var isTrailing: Bool { edge == .trailing }
}

/// One group instance of a section: where it is and which solution it repeats.
struct PlacedGroup: Sendable {
  var origin: Point
  /// The section's solution this group repeats, or `flat`: the group's cells are the
  /// section's own list of frames from `firstItem` (a self-sizing section's groups).
  var template: Int32
  var firstItem: Int
  /// The section's anchored items before this group's.
  var firstAnchored: Int

  static let flat: Int32 = -1
}

/// A solved section.
public struct CompositionalSectionLayout: Sendable {
  public let index: Int
  public let id: String
  /// The section's extent, boundary items included.
  public let frame: Rect
  public let itemCount: Int
  public let orthogonalBehavior: OrthogonalScrollingBehavior
  /// For an orthogonal section: the scroller's frame (the section's content area across the
  /// whole container), the size of what scrolls in it, and where groups come to rest.
  public let scroller: Rect?
  public let innerContentSize: Size?
  /// The orthogonal scroller's leading inset and the distance from one group to the next.
  public let groupLeading: Double
  public let groupPitch: Double
  public let groupLength: Double
  public let visibleItems: VisibleItemsEffect?
  /// The group this environment gave the section (its rules resolved), the container its
  /// dimensions resolve against, and its size there (for the inspector's explanation).
  public let group: LayoutGroup?
  public let groupContainer: Size
  public let groupSize: Size
  /// The section item, decorations and boundary items, in output order.
  public let supplementaries: [CompositionalElement]
  let groups: ContiguousArray<PlacedGroup>
  let templates: [SolvedGroup]
  /// The frames of a self-sizing section's cells and anchored items, relative to their
  /// group's origin, in item order (groups marked `PlacedGroup.flat`).
  let flatCells: ContiguousArray<Rect>
  let flatAnchored: [PlacedAnchor]
  let cells: CellSource
  let cellZIndex: Int
  let vertical: Bool

  public var orthogonal: OrthogonalScrollingBehavior { orthogonalBehavior }

  public func forEachElement(_ body: (CompositionalElement) -> Void) {
    forEachElement(alongFrom: -.infinity, to: .infinity, body)
  }

  /// The section's own elements, then the cells and anchored items of the groups that reach
  /// `lo...hi` along the scroll axis.
  func forEachElement(
    alongFrom lo: Double, to hi: Double, _ body: (CompositionalElement) -> Void
  ) {
    for e in supplementaries where e.edge != .trailing { body(e) }
    let range = groupRange(alongFrom: lo, to: hi)
    let sideways = orthogonalBehavior != .none
    for g in range {
      let placed = groups[g]
      for k in 0..<cellCount(ofGroup: g) {
        let f = cell(k, of: placed)
        let item = placed.firstItem + k
        body(
          CompositionalElement(
            kind: .cell, section: index, item: item,
            frame: f.offsetBy(dx: placed.origin.x, dy: placed.origin.y), zIndex: cellZIndex,
            node: cells.node(at: item), scrollsSideways: sideways, ordinal: item))
      }
    }
    for g in range {
      let placed = groups[g]
      for k in 0..<anchoredCount(ofGroup: g) {
        let a = anchor(k, of: placed)
        body(
          CompositionalElement(
            kind: .supplementary, section: index, item: item(of: a, in: placed),
            group: a.item == nil ? g : nil, elementKind: a.spec.elementKind,
            frame: a.frame.offsetBy(dx: placed.origin.x, dy: placed.origin.y),
            zIndex: a.spec.zIndex, node: a.spec.view, scrollsSideways: sideways,
            ordinal: placed.firstAnchored + k))
      }
    }
    for e in supplementaries where e.edge == .trailing { body(e) }
  }

  /// The groups whose extent along the scroll axis reaches `lo...hi` (binary search: group
  /// origins only grow along the axis).
  func groupRange(alongFrom lo: Double, to hi: Double) -> Range<Int> {
    if lo == -.infinity && hi == .infinity { return groups.indices }
    let along: (Int) -> Double = { vertical ? groups[$0].origin.y : groups[$0].origin.x }
    // From the last group starting at or before `lo` (groups do not overlap along the axis).
    let first = max(0, groupsBefore { along($0) <= lo } - 1)
    let end = groupsBefore(from: first) { along($0) <= hi }
    return first..<max(first, end)
  }

  /// The index of the group instance holding cell `item` (the last one starting at or before
  /// it; the first group for an item out of range).
  func group(holding item: Int) -> Int {
    max(0, groupsBefore { groups[$0].firstItem <= item } - 1)
  }

  /// The end of the run of groups from `start` on for which `isAtOrBefore` holds (binary
  /// search: it holds for a prefix of the groups, as their origins and first items only grow).
  @inline(__always)
  private func groupsBefore(from start: Int = 0, _ isAtOrBefore: (Int) -> Bool) -> Int {
    var a = start
    var b = groups.count
    while a < b {
      let m = (a + b) / 2
      if isAtOrBefore(m) { a = m + 1 } else { b = m }
    }
    return a
  }

  /// The frame of the section's anchored item `ordinal` (in the order the section lists them).
  public func anchoredFrame(_ ordinal: Int) -> Rect? {
    guard ordinal >= 0, !groups.isEmpty else { return nil }
    let gi = max(0, groupsBefore { groups[$0].firstAnchored <= ordinal } - 1)
    let g = groups[gi]
    let k = ordinal - g.firstAnchored
    guard k >= 0, k < anchoredCount(ofGroup: gi) else { return nil }
    return anchor(k, of: g).frame.offsetBy(dx: g.origin.x, dy: g.origin.y)
  }

  /// The frame of the section's own element of `kind` and `ordinal` (the section, a decoration
  /// or a boundary item).
  func supplementaryFrame(
    _ kind: CompositionalElement.Kind, boundary: Bool, _ ordinal: Int
  )
    -> Rect?
  {
    for e in supplementaries where e.kind == kind && e.ordinal == ordinal {
      if kind == .supplementary && (e.item != nil || e.group != nil) != !boundary { continue }
      return e.frame
    }
    return nil
  }

  /// The frame of cell `item` (O(1) in a uniform section, O(log groups) otherwise).
  public func cellFrame(_ item: Int) -> Rect? {
    guard item >= 0 && item < itemCount, !groups.isEmpty else { return nil }
    let gi = group(holding: item)
    let g = groups[gi]
    let k = item - g.firstItem
    guard k < cellCount(ofGroup: gi) else { return nil }
    return cell(k, of: g).offsetBy(dx: g.origin.x, dy: g.origin.y)
  }

  // MARK: Group instances' frames, from their solution or the section's list

  /// How many cells group `g` holds.
  @inline(__always) func cellCount(ofGroup g: Int) -> Int {
    let placed = groups[g]
    if placed.template != PlacedGroup.flat { return templates[Int(placed.template)].itemCount }
    let next = g + 1 < groups.count ? groups[g + 1].firstItem : itemCount
    return next - placed.firstItem
  }

  /// Cell `k` of a group, relative to the group's origin.
  @inline(__always) func cell(_ k: Int, of placed: PlacedGroup) -> Rect {
    placed.template == PlacedGroup.flat
      ? flatCells[placed.firstItem + k] : templates[Int(placed.template)].cells[k]
  }

  /// How many anchored items group `g` holds.
  @inline(__always) func anchoredCount(ofGroup g: Int) -> Int {
    let placed = groups[g]
    if placed.template != PlacedGroup.flat {
      return templates[Int(placed.template)].anchored.count
    }
    let next = g + 1 < groups.count ? groups[g + 1].firstAnchored : flatAnchored.count
    return next - placed.firstAnchored
  }

  /// Anchored item `k` of a group, relative to the group's origin.
  @inline(__always) func anchor(_ k: Int, of placed: PlacedGroup) -> PlacedAnchor {
    placed.template == PlacedGroup.flat
      ? flatAnchored[placed.firstAnchored + k] : templates[Int(placed.template)].anchored[k]
  }

  /// The section's item an anchored item is on (nil: on its group). A solution counts its
  /// cells from the group's first; the section's list counts from the section's.
  @inline(__always) func item(of a: PlacedAnchor, in placed: PlacedGroup) -> Int? {
    guard let k = a.item else { return nil }
    return placed.template == PlacedGroup.flat ? k : placed.firstItem + k
  }
}

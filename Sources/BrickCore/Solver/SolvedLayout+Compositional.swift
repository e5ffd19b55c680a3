/// A compositional file through the one solve entry (`solve(through:)`): the compositional
/// solver places the layout for this environment and text settings, and every stand-in item
/// (`CompositionalSpec.standIn`) takes its element's frame; stand-in items with no element
/// (room kept for a larger count under another trait) are hidden. Rect queries then walk the
/// compositional layout's groups, so a query costs what is in view, not the whole layout.
extension SolvedLayout {
  mutating func placeCompositional(_ spec: CompositionalSpec) {
    guard let behavior = compiled.spec.behaviors.first?.behavior as? CompositionalBehavior
    else { return }
    let layout = CompositionalSolver.solve(spec, environment: environment, text: text)
    let count = compiled.itemCount
    records.removeAll(keepingCapacity: true)
    records.reserveCapacity(count)
    records.append(ItemRecord(frame: .zero, row: -1, flags: 0))
    for _ in 1..<max(1, count) {
      records.append(ItemRecord(frame: .zero, row: 0, flags: Self.hiddenBit))
    }
    let map = behavior.map
    layout.forEachElement { e in
      guard let item = map.item(of: e), item > 0, item < count else { return }
      records[item] = ItemRecord(frame: e.frame, row: 0, flags: 0)
    }
    rowTop = [0]
    rowHeight = [layout.contentSize.height]
    rowFirstItem = [1]
    nextItem = count
    cursor.started = true
    cursor.done = true
    cursor.wholeRootSize = layout.contentSize
    stats.itemsPlaced = count
    compositional = layout
    compositionalMap = map
  }

  /// `forEachItem(in:)` for a compositional file: the elements near `rect`, as stand-in items.
  func forEachCompositionalItem(
    in rect: Rect, _ layout: CompositionalLayout, _ map: CompositionalItemMap,
    _ body: (Int) -> Void
  ) {
    if frame(of: 0).intersects(rect) { body(0) }
    let count = records.count
    layout.forEachElement(near: rect) { e in
      guard let item = map.item(of: e), item > 0, item < count else { return }
      let f = records[item].frame
      if f.width != 0 && f.height != 0 && f.intersects(rect) { body(item) }
    }
  }
}

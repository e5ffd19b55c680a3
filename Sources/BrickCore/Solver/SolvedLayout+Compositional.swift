/// A compositional file through the one solve entry (`solve(through:)`): the compositional
/// solver places the layout for this environment and text settings, and every stand-in item
/// (`CompositionalSpec.standIn`) reads its element's frame from it (O(log groups), nothing
/// stored per item); stand-in items with no element (room kept for a larger count under
/// another trait) are hidden. Rect queries walk the compositional layout's groups, so a query
/// costs what is in view, not the whole layout.
extension SolvedLayout {
  mutating func placeCompositional(_ spec: CompositionalSpec) {
    guard let behavior = compiled.spec.behaviors.first?.behavior as? CompositionalBehavior
    else { return }
    let layout = CompositionalSolver.solve(spec, environment: environment, text: text)
    records.removeAll(keepingCapacity: true)
    records.append(ItemRecord(frame: .zero, row: -1, flags: 0))
    rowTop = [0]
    rowHeight = [layout.contentSize.height]
    rowFirstItem = [1]
    nextItem = compiled.itemCount
    cursor.started = true
    cursor.done = true
    cursor.wholeRootSize = layout.contentSize
    stats.itemsPlaced = layout.cellCount
    compositional = layout
    compositionalMap = behavior.map
  }

  /// A stand-in item's frame, nil when it shows nothing in this environment.
  @inline(__always) func compositionalFrame(of item: Int) -> Rect? {
    guard let c = compositional, let map = compositionalMap else { return nil }
    if item == 0 { return Rect(origin: .zero, size: c.contentSize) }
    return c.frame(ofStandIn: item, map)
  }

  /// `forEachItem(in:)` for a compositional file: the elements near `rect`, as stand-in items.
  func forEachCompositionalItem(
    in rect: Rect, _ layout: CompositionalLayout, _ map: CompositionalItemMap,
    _ body: (Int) -> Void
  ) {
    if frame(of: 0).intersects(rect) { body(0) }
    let count = compiled.itemCount
    layout.forEachElement(near: rect) { e in
      guard let item = map.item(of: e), item > 0, item < count else { return }
      let f = e.frame
      if f.width != 0 && f.height != 0 && f.intersects(rect) { body(item) }
    }
  }
}

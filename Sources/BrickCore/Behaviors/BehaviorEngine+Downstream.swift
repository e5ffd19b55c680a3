/// BrickKit's downstream items (docs/semantics.md#lazy-solving): stickyFooter, spotlight
/// and card need their selected items solved even below the viewport.
extension BehaviorEngine {
  /// Solves what the downstream behaviors need before a pass. Root sticky footers are pinned
  /// to the viewport's bottom, so they need only the rows at the end of the layout, placed
  /// ahead until their footers cover the viewport (`SolvedLayout.placeAhead`); otherwise the
  /// layout is solved through the last selected item.
  mutating func solveDownstream(_ viewport: Viewport) {
    if let footers = aheadFooters, viewport.contentInset.bottom >= 0 {
      let cover = viewport.size.height + viewport.contentInset.bottom
      if pass.scene.layout.placeAhead(footers: footers, covering: cover) { return }
    }
    pass.scene.layout.solve(through: .item(downstreamItem))
  }

  /// The items of the sticky footers, ascending, when they are the only behaviors with
  /// downstream items and every one sits in the root section (pinned to the viewport's bottom
  /// whatever their place); nil otherwise, and nil with a snap behavior (whose content inset,
  /// set during the pass, can move the footers' stack down). One footer behavior's items are
  /// its selection's, not a copy (a feed of repeated footers is a few runs).
  static func footersPlacedAhead(_ slots: [any BehaviorSlot]) -> SelectionColumn<Int>? {
    var footers: [BehaviorSelection] = []
    for slot in slots {
      if slot.anyBehavior is SnapToPointBehavior { return nil }
      guard slot.downstreamItem >= 0 else { continue }
      guard slot.anyBehavior is StickyFooterBehavior,
        !slot.selection.parents.containsElement(where: { $0 != 0 })
      else {
        return nil
      }
      footers.append(slot.selection)
    }
    if footers.count == 1, footers[0].itemsAscend { return footers[0].items }
    var items = footers.flatMap(\.items)
    items.sort()
    var merged = SelectionColumn<Int>(stepping: true)
    merged.reserveCapacity(items.count)
    for item in items { merged.append(item) }
    return merged
  }
}

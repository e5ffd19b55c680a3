import BrickCore

/// Asynchronous heights (BrickKit's `updateHeight`, FORMAT.md §1 `loadDelay`): an image keeps
/// its estimate until its delay has passed since the layout appeared, then takes its measured
/// height. What follows re-flows; when the brick starts above the viewport's top the offset
/// moves by the change in content height (BrickKit's content-offset adjustment), so what the
/// user is looking at stays put.
extension PreviewModel {
  /// Finds the image nodes with a load delay and when they finish.
  mutating func scheduleLoads(now: Double) {
    let compiled = engine.layout.compiled
    pendingLoads = []
    for n in 0..<compiled.nodeCount where compiled.repetitions(ofNode: n) > 0 {
      guard case .image(_, _, let delay?) = compiled.contents[n], delay > 0, delay.isFinite else {
        continue
      }
      pendingLoads.append((layoutStart + delay / 1000, n))
    }
    pendingLoads.sort { $0.time < $1.time }
  }

  /// When the next image finishes loading.
  var nextLoad: Double? { pendingLoads.first?.time }

  /// Finishes the loads that are due. Returns true when a height changed.
  mutating func advanceLoads(now: Double) -> Bool {
    var changed = false
    while let first = pendingLoads.first, first.time <= now + 1e-9 {
      pendingLoads.removeFirst()
      loadedNodes.append(first.node)
      changed =
        measure(node: first.node, items: 0..<engine.layout.solvedItemCount, adjustOffset: true)
        || changed
    }
    checkedItems = max(checkedItems, engine.layout.solvedItemCount)
    return changed
  }

  /// After the layout solved further: repetitions of loaded images placed since the last check
  /// take their measured heights (they were placed with their estimates).
  mutating func settleLoadedHeights(adjustOffset: Bool) {
    let solved = engine.layout.solvedItemCount
    guard solved > checkedItems else {
      checkedItems = min(checkedItems, solved)
      return
    }
    let range = checkedItems..<solved
    checkedItems = solved
    for node in loadedNodes {
      _ = measure(node: node, items: range, adjustOffset: adjustOffset)
    }
  }

  /// Gives the solved, still estimated repetitions of `node` within `items` their measured
  /// heights. Returns true when anything changed.
  mutating func measure(node: Int, items: Range<Int>, adjustOffset: Bool) -> Bool {
    let compiled = engine.layout.compiled
    let start = compiled.itemStart(ofNode: node)
    let lower = max(start, items.lowerBound)
    let upper = min(
      start + compiled.repetitions(ofNode: node), items.upperBound, engine.layout.solvedItemCount)
    guard lower < upper else { return false }
    var changed = false
    for item in lower..<upper where engine.layout.isEstimated(item) {
      guard let height = measuredHeight(of: item) else { continue }
      let before = engine.layout.frame(of: item)
      var delta = 0.0
      engine.modifyLayout { delta = $0.updateHeight(of: item, to: height) }
      changed = changed || delta != 0 || before.height != height
      if adjustOffset && delta != 0 && before.minY < offset.y {
        engine.scroll(to: Point(x: offset.x, y: offset.y + delta))
      }
    }
    return changed
  }

  /// What an item measures once everything has loaded, from a settled copy of the layout.
  mutating func measuredHeight(of item: Int) -> Double? {
    var settled = measureLayout ?? SolvedLayout(engine.layout.compiled, environment: environment)
    measureLayout = nil  // keep the copy's storage unique while it solves further
    settled.solve(through: .item(item))
    defer { measureLayout = settled }
    guard item < settled.solvedItemCount else { return nil }
    return settled.originalFrame(of: item).height
  }
}

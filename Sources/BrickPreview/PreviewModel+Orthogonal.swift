import BrickCore

/// `h`/`l` in a compositional layout: the orthogonal section in view scrolls sideways, one
/// resting place per press, as its behavior says (`paging`, `groupPaging`,
/// `groupPagingCentered`, `continuousGroupLeadingBoundary`; `continuous` a quarter of its
/// width), so a single key always moves it.
extension PreviewModel {
  /// Scrolls the orthogonal section in view; false when the layout has none in view (then
  /// `h`/`l` scroll the main view as usual).
  mutating func scrollOrthogonal(_ columns: Int, now: Double) -> Bool {
    guard columns != 0, let (layout, behavior) = engine.compositionalLayout,
      let si = orthogonalSectionInView(layout)
    else { return false }
    clock = now
    let s = layout.sections[si]
    let item = behavior.map.sections[si].section
    let requested = engine.scene.collections.requestedOffset(of: item) ?? .zero
    let vertical = layout.scrollDirection == .vertical
    let current = min(max(vertical ? requested.x : requested.y, 0), layout.maxOrthogonalOffset(si))
    let length = s.scroller.map { vertical ? $0.width : $0.height } ?? 0
    let step = max(columnPoints, (length / 4).rounded())
    let target = layout.restingOrthogonalOffset(
      si, from: current, direction: columns, step: step * Double(abs(columns)))
    scrolling.snap = nil
    engine.requestInnerOffset(
      vertical ? Point(x: target, y: 0) : Point(x: 0, y: target), for: item)
    return true
  }

  /// The orthogonal section showing most of itself in the viewport, if any.
  func orthogonalSectionInView(_ layout: CompositionalLayout) -> Int? {
    let view = engine.scene.viewport.bounds
    var best: (Int, Double)?
    for s in layout.sections where s.orthogonalBehavior != .none {
      guard let scroller = s.scroller, scroller.intersects(view) else { continue }
      let top = max(scroller.y, view.y)
      let bottom = min(scroller.maxY, view.maxY)
      let left = max(scroller.x, view.x)
      let right = min(scroller.maxX, view.maxX)
      let shown = max(0, bottom - top) * max(0, right - left)
      if best.map({ shown > $0.1 }) ?? true { best = (s.index, shown) }
    }
    return best?.0
  }
}

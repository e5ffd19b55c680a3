import BrickCore
import BrickRaster

/// Scrolling: rows, pages, ends and sideways, clamped to the content; behaviors run at every
/// offset; once scroll input pauses for `snapDelay`, an eased animation to the engine's
/// `targetContentOffset` (snap to point) over `snapDuration`.
extension PreviewModel {
  /// One row (or, along x, one column) in points at the current zoom.
  var rowPoints: Double { rasterOptions.pointsPerRow }
  var columnPoints: Double { rasterOptions.pointsPerColumn }

  /// `j`/`k`, arrows, the wheel: `rows` rows (along x for a horizontal layout). In a layout
  /// that snaps, a key steps to the next snap point (`stepsSnapPoints`); the wheel
  /// (`stepsSnapPoints` false) scrolls as a finger does, and snaps once it pauses. What the
  /// content cannot scroll (at its ends) moves the window over the device, as a page does.
  public mutating func scrollLines(_ rows: Int, now: Double, stepsSnapPoints: Bool = true) {
    finishJump(now: now)
    let amount = Double(rows) * rowPoints
    let delta = isHorizontal ? Point(x: amount, y: 0) : Point(x: 0, y: amount)
    moveWindow(pastEndsOf: Point(x: offset.x + delta.x, y: offset.y + delta.y))
    userScroll(by: delta, now: now, stepsSnapPoints: stepsSnapPoints)
  }

  /// Moves the window over a device larger than the terminal by the part of a scroll to
  /// `wanted` that the content cannot take (past its ends), so a key at an end shows the
  /// device's hidden rows rather than doing nothing.
  mutating func moveWindow(pastEndsOf wanted: Point) {
    let target = engine.scene.clampedOffset(wanted)
    let rest = isHorizontal ? wanted.x - target.x : wanted.y - target.y
    guard rest != 0 && isCropped else { return }
    if isHorizontal {
      display.window.column += Int((rest / columnPoints).rounded())
    } else {
      display.window.row += Int((rest / rowPoints).rounded())
    }
    display.window.clamp(window: windowCells, device: deviceCells)
  }

  /// Space/`b`, PgDn/PgUp: `pages` pages (along x for a horizontal layout), as a jump through
  /// the offsets in between. A page is the part of the device that shows: the whole device's
  /// height when it all shows, else the window's, so no row goes by unseen; what the content
  /// cannot scroll (at its ends) moves the window over the device instead.
  public mutating func scrollPages(_ pages: Int, now: Double) {
    finishJump(now: now)
    let w = windowCells
    let shown =
      isHorizontal ? Double(w.columns) * columnPoints : Double(w.rows) * rowPoints
    let size = engine.scene.viewport.size
    let page = min(isHorizontal ? size.width : size.height, max(shown, rowPoints))
    let amount = Double(pages) * max(page, rowPoints)
    let wanted =
      isHorizontal
      ? Point(x: offset.x + amount, y: offset.y) : Point(x: offset.x, y: offset.y + amount)
    moveWindow(pastEndsOf: wanted)
    startJump(to: engine.scene.clampedOffset(wanted), now: now)
  }

  /// `h`/`l`, arrows: a column sideways; with a collection focused, that collection scrolls (a
  /// quarter of its width at a time).
  public mutating func scrollSideways(_ columns: Int, now: Double) {
    if focusedCollection == nil && scrollOrthogonal(columns, now: now) { return }
    if let item = focusedCollection {
      clock = now
      scrolling.snap = nil
      let width = engine.scene.attributes(of: item).frame.width
      let step = max(columnPoints, (width / 4).rounded())
      if let target = nextSnapTarget(of: item, direction: columns, step: step) {
        // A collection that snaps steps from one target to the next.
        scrolling.cancel()
        engine.scrollCollection(item: item, to: target)
        return
      }
      var target = engine.collectionOffset(item: item)
      if collectionScrollsVertically(item) {
        target.y += Double(columns) * step
      } else {
        target.x += Double(columns) * step
      }
      engine.scrollCollection(item: item, to: target)
      scrolling.scrolled(at: now, collection: item)
      return
    }
    userScroll(by: Point(x: Double(columns) * columnPoints, y: 0), now: now)
  }

  /// The snap target after (`direction` > 0) or before the collection item's inner offset,
  /// found by asking snap to point where scrolls heading further and further that way end;
  /// nil when the collection does not snap (a scroll ends where it heads) or no target lies
  /// that way.
  mutating func nextSnapTarget(of item: Int, direction: Int, step: Double) -> Point? {
    guard direction != 0, let range = engine.collectionScrollRange(item: item) else { return nil }
    let vertical = collectionScrollsVertically(item)
    let current = engine.collectionOffset(item: item)
    let sign = direction > 0 ? 1.0 : -1.0
    let along = { (p: Point) in vertical ? p.y : p.x }
    let low = along(range.min)
    let high = along(range.max)
    // A probe a step away: a collection that does not snap ends where it heads.
    func proposal(_ distance: Double) -> Point {
      let v = min(high, max(low, along(current) + sign * distance))
      return vertical ? Point(x: current.x, y: v) : Point(x: v, y: current.y)
    }
    let first = proposal(step)
    guard let probe = engine.collectionTargetContentOffset(item: item, proposed: first),
      abs(along(probe) - along(first)) > 0.5 || abs(along(probe) - along(current)) < 0.5
    else { return nil }
    let fine = max(1, columnPoints)
    var distance = fine
    while distance <= (high - low) + fine {
      let p = proposal(distance)
      if let t = engine.collectionTargetContentOffset(item: item, proposed: p),
        (along(t) - along(current)) * sign > 0.5
      {
        return t
      }
      if along(p) == (sign > 0 ? high : low) { break }
      distance += fine
    }
    return nil
  }

  /// `g`: the top (left end for a horizontal layout), as a jump; a cropped device shows its
  /// top.
  public mutating func scrollToTop(now: Double) {
    finishJump(now: now)
    // A cropped device shows its top (its left end for a horizontal layout).
    if isHorizontal { display.window.column = 0 } else { display.window.row = 0 }
    startJump(
      to: isHorizontal
        ? Point(x: -Double.greatestFiniteMagnitude, y: offset.y)
        : Point(x: offset.x, y: -Double.greatestFiniteMagnitude), now: now)
  }

  /// `G`: the bottom (right end), as a jump. Solves the whole layout first so the end is exact;
  /// a long solve runs in slices between events (`PreviewModel+Solving`) and lands here when
  /// done.
  public mutating func scrollToBottom(now: Double) {
    finishJump(now: now)
    clock = now
    scrolling.cancel()
    if work.sliced != nil || beginSlicedSolveToBottom() { return }
    finishScrollToBottom()
  }

  /// The end of `G` once the layout is solved: scroll to the end.
  mutating func finishScrollToBottom() {
    engine.modifyLayout { $0.solve(through: .end) }
    // A cropped device shows its bottom (its right end for a horizontal layout).
    if isHorizontal { display.window.column = Int.max } else { display.window.row = Int.max }
    display.window.clamp(window: windowCells, device: deviceCells)
    startJump(
      to: isHorizontal
        ? Point(x: Double.greatestFiniteMagnitude, y: offset.y)
        : Point(x: offset.x, y: Double.greatestFiniteMagnitude), now: clock)
  }

  /// A scroll by the user: cancels a running snap and schedules the next snap check. In a
  /// layout that snaps (snap to point), a scroll that would snap back where it started steps
  /// to the next snap target that way instead, as a jump: one key, one snap point (the same
  /// as inside a focused collection).
  mutating func userScroll(by delta: Point, now: Double, stepsSnapPoints: Bool = true) {
    finishJump(now: now)
    clock = now
    // A running snap lands first: the next step starts from where it was heading.
    if stepsSnapPoints, let snap = scrolling.snap, snap.collection == nil {
      scrolling.snap = nil
      scroll(to: snap.to)
    }
    if stepsSnapPoints, let target = nextPageSnapTarget(delta: delta) {
      startJump(to: target, now: now)
      return
    }
    let start = offset
    scrolling.snap = nil
    scroll(to: Point(x: start.x + delta.x, y: start.y + delta.y))
    scrolling.scrolled(at: now)
  }

  /// The page's next snap target along `delta` (one axis): nil when the layout does not snap
  /// there (a scroll by `delta` ends where it heads) or no target lies that way. Found as
  /// `nextSnapTarget` finds a collection's: by asking where scrolls heading further and
  /// further that way end, a row (or column) at a time.
  mutating func nextPageSnapTarget(delta: Point) -> Point? {
    let vertical = delta.x == 0
    let amount = vertical ? delta.y : delta.x
    guard amount != 0, delta.x == 0 || delta.y == 0 else { return nil }
    let current = offset
    let sign = amount > 0 ? 1.0 : -1.0
    let along = { (p: Point) in vertical ? p.y : p.x }
    func proposal(_ distance: Double) -> Point {
      let wanted =
        vertical
        ? Point(x: current.x, y: current.y + sign * distance)
        : Point(x: current.x + sign * distance, y: current.y)
      return engine.scene.clampedOffset(wanted)
    }
    func target(_ p: Point) -> Point {
      engine.scene.clampedOffset(engine.targetContentOffset(proposed: p))
    }
    let first = proposal(abs(amount))
    // A layout that does not snap (or a step that lands on a snap point) scrolls as usual.
    guard abs(along(first) - along(current)) > 0.5, abs(along(target(first)) - along(first)) > 0.5
    else { return nil }
    let fine = max(1, vertical ? rowPoints : columnPoints)
    let size = engine.scene.viewport.size
    // Probes up to four screens away (a snap point is never further than the nearest item).
    let limit = max(abs(amount), 4 * (vertical ? size.height : size.width))
    var distance = fine
    while distance <= limit + fine {
      let p = proposal(distance)
      let t = target(p)
      if (along(t) - along(current)) * sign > 0.5 { return t }
      if abs(along(p) - along(proposal(distance + fine))) < 1e-9 { break }  // the content's end
      distance += fine
    }
    return nil
  }

  /// Scrolls to `target`, clamped to the content (solving further may change the content size,
  /// so the clamp is repeated until it holds).
  public mutating func scroll(to target: Point) {
    var wanted = target
    for _ in 0..<4 {
      let clamped = engine.scene.clampedOffset(wanted)
      engine.scroll(to: clamped)
      let again = engine.scene.clampedOffset(wanted)
      if again == engine.scene.viewport.offset { return }
      wanted = again
    }
  }

  /// Keeps the offset inside the content after a size or content change.
  mutating func clampOffset() {
    let clamped = engine.scene.clampedOffset(offset)
    if clamped != offset { scroll(to: clamped) }
  }

  // MARK: - Anchoring

  /// The top visible item and how far down it the viewport's top edge is (0…1), to keep
  /// the user's place through a re-solve.
  struct Anchor {
    var key: String
    var fraction: Double
    var fallback: Double
  }

  /// The first leaf (or the first item) whose frame reaches below the viewport's top.
  func topAnchor() -> Anchor? {
    let viewport = engine.scene.viewport
    let top = isHorizontal ? viewport.offset.x : viewport.offset.y
    var best: (item: Int, start: Double, length: Double)?
    engine.scene.forEachItem(in: viewport.bounds) { item, attributes in
      guard item != 0 else { return }
      let f = attributes.frame
      let start = isHorizontal ? f.minX : f.minY
      let length = isHorizontal ? f.width : f.height
      guard start + length > top else { return }
      if let b = best, (b.start, b.item) <= (start, item) { return }
      best = (item, start, length)
    }
    let content = isHorizontal ? engine.scene.contentSize.width : engine.scene.contentSize.height
    let fallback = content > 0 ? top / content : 0
    guard let best else { return Anchor(key: "", fraction: 0, fallback: fallback) }
    let fraction = best.length > 0 ? (top - best.start) / best.length : 0
    return Anchor(
      key: ItemKeys.key(of: best.item, in: engine.layout.compiled), fraction: fraction,
      fallback: fallback)
  }

  /// Scrolls so the anchor's item is where it was (or, when it is gone, proportionally).
  mutating func restore(_ anchor: Anchor) {
    let compiled = engine.layout.compiled
    if !anchor.key.isEmpty, let item = ItemKeys.item(forKey: anchor.key, in: compiled) {
      ensureSolved(through: item)
      let f = engine.layout.frame(of: item)
      let start = isHorizontal ? f.minX : f.minY
      let length = isHorizontal ? f.width : f.height
      let top = start + anchor.fraction * length
      scroll(to: isHorizontal ? Point(x: top, y: offset.y) : Point(x: offset.x, y: top))
    } else {
      let content = isHorizontal ? engine.scene.contentSize.width : engine.scene.contentSize.height
      let top = anchor.fallback * content
      scroll(to: isHorizontal ? Point(x: top, y: offset.y) : Point(x: offset.x, y: top))
    }
  }

  /// Solves the layout until `item` is placed.
  mutating func ensureSolved(through item: Int) {
    guard item >= engine.layout.solvedItemCount, !engine.layout.isComplete else { return }
    engine.modifyLayout { $0.solve(through: .item(item)) }
  }

  // MARK: - Snapping

  /// Starts a snap when scroll input has paused long enough; advances a running one.
  /// Returns true when the offset changed.
  mutating func advanceSnap(now: Double) -> Bool {
    if scrolling.takeDueCheck(now: now) { startSnap(now: now) }
    guard let snap = scrolling.snap else { return false }
    let (p, done) = snap.position(at: now)
    if let item = snap.collection {
      engine.scrollCollection(item: item, to: p)
    } else {
      scroll(to: p)
    }
    if done { scrolling.snap = nil }
    return true
  }

  /// Asks snap to point where the scroll that just ended comes to rest, and animates there.
  mutating func startSnap(now: Double) {
    if let item = scrolling.snapCollection {
      scrolling.snapCollection = nil
      let from = engine.collectionOffset(item: item)
      guard let to = engine.collectionTargetContentOffset(item: item, proposed: from), to != from
      else { return }
      scrolling.snap = ScrollState.SnapAnimation(from: from, to: to, start: now, collection: item)
      return
    }
    let from = offset
    let to = engine.scene.clampedOffset(engine.targetContentOffset(proposed: from))
    guard to != from else { return }
    scrolling.snap = ScrollState.SnapAnimation(from: from, to: to, start: now, collection: nil)
  }
}

extension PreviewModel {
  /// Goes where the file says the preview starts (`start:`,
  /// docs/layout-file.md#where-the-preview-starts).
  mutating func applyStart(now: Double) {
    switch document.fileSpec.start {
    case .top:
      // A compositional layout rests above its content by the adjusted inset, as UIKit's.
      guard engine.layout.compositional != nil else { return }
      let i = engine.scene.contentInset
      let horizontal = engine.layout.compiled.spec.scrollDirection == .horizontal
      if i.top != 0 || i.left != 0 {
        scroll(to: horizontal ? Point(x: -i.left, y: 0) : Point(x: 0, y: -i.top))
      }
    case .bottom:
      // The preview opens there, as `frames` and `render` do: no jump to watch.
      scrollToBottom(now: now)
      finishJump(now: now)
    case .offset(let x, let y): scroll(to: Point(x: x, y: y))
    }
  }
}

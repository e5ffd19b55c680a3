/// The sticky family (reference §9.1–9.4): sticky, minimumSticky, stickyFooter and
/// onScrollDownSticky share BrickKit's sticky loop: walk the selected items carrying the
/// previous sticky frame `last` (reset to the section's origin with zero size whenever the
/// section changes, unless stacking across sections), compute y by the behavior's rule, clamp
/// into the section's current frame, and report the sticking percentage.
extension BehaviorEngine {
  /// sticky, minimumSticky and stickyFooter: stateless, recomputed from `originalFrame`.
  mutating func runSticky(_ i: Int) {
    var topOffset = 0.0, stack = false, footer = false, minimum = false
    switch slots[i].kind {
    case .sticky(let t, let s): topOffset = t; stack = s
    case .minimumSticky: minimum = true
    case .stickyFooter(let s): stack = s; footer = true
    default: return
    }
    let count = slots[i].items.count
    guard count > 0 else { return }
    if footer { sortFooters(i) }
    let bounds = scene.viewport.bounds
    let inset = scene.contentInset
    var last = Rect.zero
    var section = -1
    for n in 0..<count {
      let k = slots[i].order[n]
      let item = slots[i].items[k]
      stats.itemsVisited += 1
      guard scene.layout.isPlaced(item), !scene.layout.isHidden(item) else { continue }
      let parent = slots[i].parents[k]
      let sectionFrame = currentFrame(parent)
      if !stack && section != parent {
        section = parent
        last = Rect(origin: sectionFrame.origin, size: .zero)
      }
      let original = scene.layout.originalFrame(of: item)
      var f = currentFrame(item)
      var constrain = true
      if footer {
        // Root footers pin to the viewport's bottom, wherever that is; nested ones never go
        // below their natural place. A previous footer stacks this one above it.
        let first = parent == 0
        let pinned = bounds.maxY - original.height - inset.bottom
        f.y = first ? pinned : min(pinned, original.y)
        if last.size != .zero { f.y = min(last.minY - original.height, original.y) }
        constrain = !first
      } else {
        let stickyY = max(bounds.y + inset.top + topOffset, last.maxY)
        f.y = max(original.y, stickyY)
        if minimum {
          let m = slots[i].values[k]
          f.height = m.isNaN ? original.height : max(original.height - (f.y - original.y), m)
        }
      }
      if constrain { clampIntoSection(&f, sectionFrame) }
      let p = stickingPercentage(f, last: last)
      setFrame(item, f, stickingPercentage: p)
      last = f
    }
  }

  /// onScrollDownSticky (§9.4), stateful. BrickKit calls the offset *decreasing* "scrolling
  /// down" (the content is dragged down); on that direction the bricks slide in from above
  /// the viewport and follow it; scrolling the other way leaves them where they were. Nothing
  /// changes while the offset stays the same.
  mutating func runOnScrollDown(_ i: Int) {
    let count = slots[i].items.count
    guard count > 0 else { return }
    let solved = scene.layout.solvedItemCount
    let o = scene.viewport.offset.y
    if o != slots[i].lastOffset {
      let down = slots[i].lastOffset >= o
      slots[i].directionChanged = down != slots[i].scrollingDown
      slots[i].scrollingDown = down
      slots[i].lastOffset = o
      sortOnScrollDown(i)
      let bounds = scene.viewport.bounds
      let inset = scene.contentInset
      var last = Rect.zero
      var section = -1
      for n in 0..<count {
        let k = slots[i].order[n]
        let item = slots[i].items[k]
        stats.itemsVisited += 1
        guard item < solved, !scene.layout.isHidden(item) else { continue }
        let parent = slots[i].parents[k]
        let sectionFrame = currentFrame(parent)
        if section != parent {
          section = parent
          last = Rect(origin: sectionFrame.origin, size: .zero)
        }
        let original = scene.layout.originalFrame(of: item)
        var f = slots[i].frames[k]
        if f.x.isNaN { f = currentFrame(item) }
        if slots[i].scrollingDown {
          if slots[i].directionChanged { f.y = bounds.y - last.height - f.height + inset.top }
          f.y = max(min(f.y, bounds.y + last.height + inset.top), original.y)
        }
        clampIntoSection(&f, sectionFrame)
        slots[i].frames[k] = f
        slots[i].percents[k] = stickingPercentage(f, last: last)
        last = f
      }
    }
    for k in 0..<count {
      let item = slots[i].items[k]
      guard item < solved, !scene.layout.isHidden(item) else { continue }
      let f = slots[i].frames[k]
      setFrame(item, f.x.isNaN ? currentFrame(item) : f, stickingPercentage: slots[i].percents[k])
    }
  }

  /// BrickKit's clamp: only when the frame is not inside the section, pull it down to the
  /// section's top, then up so it ends at the section's bottom.
  @inline(__always) func clampIntoSection(_ f: inout Rect, _ section: Rect) {
    if !section.contains(f) {
      f.y = min(section.maxY - f.height, max(section.minY, f.y))
    }
  }

  /// BrickKit's sticking percentage, clamped to [0, 1]: 1 in place, 0 stuck.
  func stickingPercentage(_ f: Rect, last: Rect) -> Double {
    guard f.height > 0 else { return 1 }
    let o = scene.viewport.offset.y
    let p: Double
    if last == .zero || last.y > o {
      p = (f.y - o - scene.contentInset.top) / f.height
    } else {
      p = (f.y - last.maxY) / f.height
    }
    return min(max(0, p), 1)
  }

  /// Footers bottom-most first (by originalFrame.maxY, descending; ties keep registration
  /// order). The order is kept between passes, so a pass usually finds it sorted and only
  /// checks (O(n), no allocation); otherwise a stable merge sort of the footers that are
  /// placed, O(n + p log p). Registration order is ascending, the reverse of the wanted one,
  /// so the first pass always sorts: an insertion sort there was quadratic in the number of
  /// footers.
  mutating func sortFooters(_ i: Int) {
    let order = slots[i].order
    guard order.count > 1 else { return }
    let layout = scene.layout
    let items = slots[i].items
    var previous = layout.originalFrame(of: items[order[0]]).maxY
    var sorted = true
    for n in 1..<order.count {
      let y = layout.originalFrame(of: items[order[n]]).maxY
      if y > previous { sorted = false; break }
      previous = y
    }
    if sorted { return }
    // Footers with no frame yet (maxY 0, skipped by the pass) go last, in their order: only
    // the placed ones are sorted, so a first screen over a long feed does not sort them all.
    var placed = ContiguousArray<Int>()
    var unplaced = ContiguousArray<Int>()
    for k in order {
      if layout.isPlaced(items[k]) { placed.append(k) } else { unplaced.append(k) }
    }
    // The standard library's sort is stable: ties keep their order from the last pass.
    placed.sort { a, b in
      layout.originalFrame(of: items[a]).maxY > layout.originalFrame(of: items[b]).maxY
    }
    placed.append(contentsOf: unplaced)
    slots[i].order = placed
  }

  /// On a direction change: section ascending, item descending; otherwise section
  /// descending, item ascending (BrickKit's comparators, made strict).
  mutating func sortOnScrollDown(_ i: Int) {
    let items = slots[i].items, parents = slots[i].parents
    if slots[i].directionChanged {
      Self.insertionSort(&slots[i].order) { a, b in
        parents[a] != parents[b] ? parents[a] < parents[b] : items[a] > items[b]
      }
    } else {
      Self.insertionSort(&slots[i].order) { a, b in
        parents[a] != parents[b] ? parents[a] > parents[b] : items[a] < items[b]
      }
    }
  }

  /// A stable in-place sort that never allocates; O(n) on sorted input, which is what every
  /// pass after the first sees.
  static func insertionSort(_ a: inout ContiguousArray<Int>, by less: (Int, Int) -> Bool) {
    guard a.count > 1 else { return }
    for j in 1..<a.count {
      let x = a[j]
      var k = j
      while k > 0 && less(x, a[k - 1]) {
        a[k] = a[k - 1]
        k -= 1
      }
      a[k] = x
    }
  }
}

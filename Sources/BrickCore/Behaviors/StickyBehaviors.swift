/// sticky (docs/semantics.md#sticky): selected bricks stop at the viewport's top (plus `topOffset`)
/// and stay inside their section. Stateless, recomputed from `originalFrame`.
public struct StickyBehavior: Behavior {
  public static let typeName = "sticky"
  public static let parameterNames = ["bricks", "topOffset", "stackAcrossSections"]
  public var bricks: [Selector]
  public var topOffset = 0.0
  /// Sticky bricks of later sections stack below earlier ones instead of replacing them.
  public var stackAcrossSections = false

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    pass.runStickyLoop(
      selection, order: nil, rule: .top(offset: topOffset), stack: stackAcrossSections)
  }
}

/// minimumSticky (docs/semantics.md#minimumsticky): sticky, and a stuck brick shrinks as it scrolls
/// under, down to its minimum height (plain sticky for bricks without one). Stateless.
public struct MinimumStickyBehavior: Behavior {
  public static let typeName = "minimumSticky"
  public static let parameterNames = ["bricks", "minimumHeight"]
  public var bricks: [Selector]
  public var minimumHeight: PerBrick

  public var perBrick: PerBrick? { minimumHeight }

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    pass.runStickyLoop(selection, order: nil, rule: .minimum, stack: false)
  }
}

/// stickyFooter (docs/semantics.md#stickyfooter): selected bricks stop at the viewport's bottom,
/// bottom-most first; a root footer always pins there, a nested one never goes below its place.
/// Stateless apart from the sort order it keeps to avoid re-sorting.
public struct StickyFooterBehavior: Behavior {
  public static let typeName = "stickyFooter"
  public static let parameterNames = ["bricks", "stackAcrossSections"]
  public var bricks: [Selector]
  public var stackAcrossSections = false

  /// Footers are always solved (BrickKit's downstream calculation).
  public var solvesThroughSelection: Bool { true }

  /// The placed footers in the order of the last pass.
  public func makeState(for selection: BehaviorSelection) -> FooterOrder { FooterOrder() }

  public func run(
    _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout FooterOrder
  ) {
    guard selection.count > 0 else { return }
    state.update(selection, pass.layout)
    Self.sortFooters(&state.order, selection, pass.layout)
    pass.runStickyLoop(selection, order: state.order, rule: .footer, stack: stackAcrossSections)
  }

  /// Footers bottom-most first (by originalFrame.maxY, descending; ties keep registration
  /// order). The order is kept between passes, so a pass usually finds it sorted and only
  /// checks (O(n), no allocation); otherwise a stable sort, O(n log n). Registration order is
  /// ascending, the reverse of the wanted one, so the first pass always sorts: an insertion
  /// sort there was quadratic in the number of footers.
  static func sortFooters(
    _ order: inout ContiguousArray<Int>, _ selection: BehaviorSelection, _ layout: SolvedLayout
  ) {
    guard order.count > 1 else { return }
    let items = selection.items
    var previous = layout.originalFrame(of: items[order[0]]).maxY
    var sorted = true
    for n in 1..<order.count {
      let y = layout.originalFrame(of: items[order[n]]).maxY
      if y > previous {
        sorted = false
        break
      }
      previous = y
    }
    if sorted { return }
    // The standard library's sort is stable: ties keep their order from the last pass.
    order.sort { a, b in
      layout.originalFrame(of: items[a]).maxY > layout.originalFrame(of: items[b]).maxY
    }
  }
}

/// The sticky footers a pass walks: only the placed ones (the others are skipped by the loop
/// anyway), in the order the last pass left them, so a first screen over a feed of a million
/// footers visits the few on the screen, not the million.
public struct FooterOrder: Sendable {
  /// Placed footers (indices into the selection), bottom-most first after a pass.
  var order = ContiguousArray<Int>()
  /// Per selection index, whether it is in `order`; grown on demand, 64 to a word.
  private var inOrder = ContiguousArray<UInt64>()
  /// Selection indices placed now, ascending, and the last order's storage (both reused
  /// between passes, so steady scrolling allocates nothing).
  private var placed = ContiguousArray<Int>()
  private var spare = ContiguousArray<Int>()

  /// Drops the footers no longer placed and appends the newly placed ones in registration
  /// order: O(footers placed) when the selection's items ascend (a binary search finds the
  /// placed ones), O(footers) otherwise.
  mutating func update(_ selection: BehaviorSelection, _ layout: SolvedLayout) {
    placed.removeAll(keepingCapacity: true)
    let items = selection.items
    if selection.itemsAscend {
      // The solved prefix, then the rows placed ahead.
      let solved = items.firstIndex(atLeast: layout.solvedItemCount)
      for k in 0..<solved { placed.append(k) }
      if let ahead = layout.ahead {
        let from = max(solved, items.firstIndex(atLeast: ahead.firstItem))
        let to = items.firstIndex(atLeast: ahead.firstItem + ahead.frames.count)
        for k in from..<max(from, to) { placed.append(k) }
      }
    } else {
      for k in 0..<selection.count where layout.isPlaced(items[k]) { placed.append(k) }
    }
    if order.count == placed.count && holdsAllPlaced() { return }
    var next = ContiguousArray<Int>()
    swap(&next, &spare)
    next.removeAll(keepingCapacity: true)
    for n in order.indices {
      let k = order[n]
      if layout.isPlaced(items[k]) { next.append(k) } else { set(k, false) }
    }
    for n in placed.indices where !has(placed[n]) {
      next.append(placed[n])
      set(placed[n], true)
    }
    swap(&order, &next)
    spare = next
  }

  /// True when every placed footer is in `order`.
  private func holdsAllPlaced() -> Bool {
    for n in placed.indices where !has(placed[n]) { return false }
    return true
  }

  private func has(_ k: Int) -> Bool {
    let word = k >> 6
    return word < inOrder.count && inOrder[word] & (1 << UInt64(k & 63)) != 0
  }

  private mutating func set(_ k: Int, _ value: Bool) {
    let word = k >> 6
    if word >= inOrder.count {
      guard value else { return }
      inOrder.append(contentsOf: repeatElement(0, count: word - inOrder.count + 1))
    }
    let bit: UInt64 = 1 << UInt64(k & 63)
    if value { inOrder[word] |= bit } else { inOrder[word] &= ~bit }
  }
}

extension BehaviorSpec {
  public static func sticky(
    bricks: [Selector], topOffset: Double, stackAcrossSections: Bool
  ) -> BehaviorSpec {
    BehaviorSpec(
      StickyBehavior(
        bricks: bricks, topOffset: topOffset, stackAcrossSections: stackAcrossSections))
  }

  public static func minimumSticky(bricks: [Selector], minimumHeight: PerBrick) -> BehaviorSpec {
    BehaviorSpec(MinimumStickyBehavior(bricks: bricks, minimumHeight: minimumHeight))
  }

  public static func stickyFooter(bricks: [Selector], stackAcrossSections: Bool) -> BehaviorSpec {
    BehaviorSpec(StickyFooterBehavior(bricks: bricks, stackAcrossSections: stackAcrossSections))
  }
}

/// The sticky family (docs/semantics.md#sticky) shares BrickKit's sticky loop: walk the selected
/// items carrying the previous sticky frame `last` (reset to the section's origin with zero
/// size whenever the section changes, unless stacking across sections), compute y by the
/// behavior's rule, clamp into the section's current frame, and report the sticking
/// percentage.
extension BehaviorPass {
  /// How a sticky-family brick finds its y.
  enum StickyRule {
    /// Sticks at the viewport's top plus `offset`.
    case top(offset: Double)
    /// Sticks at the viewport's top, shrinking to the brick's minimum height.
    case minimum
    /// Sticks at the viewport's bottom.
    case footer
  }

  /// The loop of sticky, minimumSticky and stickyFooter, over `order` (indices into the
  /// selection) or the selection's own order.
  mutating func runStickyLoop(
    _ selection: BehaviorSelection, order: ContiguousArray<Int>?, rule: StickyRule, stack: Bool
  ) {
    let count = order?.count ?? selection.count
    guard count > 0 else { return }
    var topOffset = 0.0
    if case .top(let t) = rule { topOffset = t }
    let bounds = scene.viewport.bounds
    let inset = scene.contentInset
    var last = Rect.zero
    var section = -1
    for n in 0..<count {
      let k = order?[n] ?? n
      let item = selection.items[k]
      stats.itemsVisited += 1
      guard scene.layout.isPlaced(item), !scene.layout.isHidden(item) else { continue }
      let parent = selection.parents[k]
      let sectionFrame = currentFrame(parent)
      if !stack && section != parent {
        section = parent
        last = Rect(origin: sectionFrame.origin, size: .zero)
      }
      let original = scene.layout.originalFrame(of: item)
      var f = currentFrame(item)
      var constrain = true
      if case .footer = rule {
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
        if case .minimum = rule {
          let m = selection.values[k]
          f.height = m.isNaN ? original.height : max(original.height - (f.y - original.y), m)
        }
      }
      if constrain { clampIntoSection(&f, sectionFrame) }
      let p = stickingPercentage(f, last: last)
      setFrame(item, f, stickingPercentage: p)
      last = f
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
}

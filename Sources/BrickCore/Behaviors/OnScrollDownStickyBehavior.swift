/// onScrollDownSticky (docs/semantics.md#onscrolldownsticky), stateful. BrickKit calls the offset
/// *decreasing* "scrolling down" (the content is dragged down); on that direction the bricks slide
/// in from above the viewport and follow it; scrolling the other way leaves them where they were.
/// Nothing changes while the offset stays the same. 500 → 450 → 200 puts a brick at 0, 350, 200.
public struct OnScrollDownStickyBehavior: Behavior {
  public static let typeName = "onScrollDownSticky"
  public static let parameterNames = ["bricks"]
  public var bricks: [Selector]

  /// What the behavior remembers: the last offset and direction, and per selected brick the
  /// frame and sticking percentage it gave last.
  public struct State: Sendable {
    /// Iteration order (indices into the selection), reused every pass.
    var order: ContiguousArray<Int>
    /// Per item: the frame last given (NaN x: none yet).
    var frames: ContiguousArray<Rect>
    /// Per item: the sticking percentage last computed.
    var percents: ContiguousArray<Double>
    var lastOffset = 0.0
    var scrollingDown = false
    var directionChanged = false
  }

  public func makeState(for selection: BehaviorSelection) -> State {
    State(
      order: ContiguousArray(0..<selection.count),
      frames: ContiguousArray(repeating: BehaviorPass.unknownFrame, count: selection.count),
      percents: ContiguousArray(repeating: 1, count: selection.count))
  }

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ s: inout State) {
    let count = selection.count
    guard count > 0 else { return }
    let layout = pass.layout
    let solved = layout.solvedItemCount
    let o = pass.viewport.offset.y
    if o != s.lastOffset {
      let down = s.lastOffset >= o
      s.directionChanged = down != s.scrollingDown
      s.scrollingDown = down
      s.lastOffset = o
      Self.sort(&s, selection)
      let bounds = pass.viewport.bounds
      let inset = pass.contentInset
      var last = Rect.zero
      var section = -1
      for n in 0..<count {
        let k = s.order[n]
        let item = selection.items[k]
        pass.stats.itemsVisited += 1
        guard item < solved, !layout.isHidden(item) else { continue }
        let parent = selection.parents[k]
        let sectionFrame = pass.currentFrame(parent)
        if section != parent {
          section = parent
          last = Rect(origin: sectionFrame.origin, size: .zero)
        }
        let original = layout.originalFrame(of: item)
        var f = s.frames[k]
        if f.x.isNaN { f = pass.currentFrame(item) }
        if s.scrollingDown {
          if s.directionChanged { f.y = bounds.y - last.height - f.height + inset.top }
          f.y = max(min(f.y, bounds.y + last.height + inset.top), original.y)
        }
        pass.clampIntoSection(&f, sectionFrame)
        s.frames[k] = f
        s.percents[k] = pass.stickingPercentage(f, last: last)
        last = f
      }
    }
    for k in 0..<count {
      let item = selection.items[k]
      guard item < solved, !layout.isHidden(item) else { continue }
      let f = s.frames[k]
      pass.setFrame(
        item, f.x.isNaN ? pass.currentFrame(item) : f, stickingPercentage: s.percents[k])
    }
  }

  /// On a direction change: section ascending, item descending; otherwise section
  /// descending, item ascending (BrickKit's comparators, made strict).
  static func sort(_ s: inout State, _ selection: BehaviorSelection) {
    let items = selection.items
    let parents = selection.parents
    if s.directionChanged {
      BehaviorPass.insertionSort(&s.order) { a, b in
        parents[a] != parents[b] ? parents[a] < parents[b] : items[a] > items[b]
      }
    } else {
      BehaviorPass.insertionSort(&s.order) { a, b in
        parents[a] != parents[b] ? parents[a] > parents[b] : items[a] < items[b]
      }
    }
  }
}

extension BehaviorSpec {
  public static func onScrollDownSticky(bricks: [Selector]) -> BehaviorSpec {
    BehaviorSpec(OnScrollDownStickyBehavior(bricks: bricks))
  }
}

extension BehaviorPass {
  /// A frame not given yet (stateful behaviors' per-item memory).
  static let unknownFrame = Rect(x: .nan, y: 0, width: 0, height: 0)

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

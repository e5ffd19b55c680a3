/// A Fenwick (binary indexed) tree of shifts: `add(from:delta:)` shifts every index from `i` on,
/// `shift(at:)` reads the total shift at `i`. Both O(log n). Used for root row tops after a
/// height change, so a relayout never touches the rows below it one by one.
struct ShiftTree: Sendable {
  private var tree: ContiguousArray<Double>

  init(count: Int) { tree = ContiguousArray(repeating: 0, count: count + 1) }

  var count: Int { tree.count - 1 }

  /// Adds `delta` to the shift of every index >= i.
  mutating func add(from i: Int, delta: Double) {
    guard i < count else { return }
    addPoint(i, delta)
  }

  private mutating func addPoint(_ i: Int, _ delta: Double) {
    var k = i + 1
    while k < tree.count {
      tree[k] += delta
      k += k & -k
    }
  }

  /// The total shift at index i.
  func shift(at i: Int) -> Double {
    var k = min(i + 1, tree.count - 1)
    var s = 0.0
    while k > 0 {
      s += tree[k]
      k -= k & -k
    }
    return s
  }
}

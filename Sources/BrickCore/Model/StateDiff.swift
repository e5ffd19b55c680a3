/// The change between two data states, by item id (Compose's identifier diff, extended with
/// moves and updates; docs/semantics.md#data-states-and-diffs).
///
/// Items are keyed by id, with `#k` for repetitions after the first (`photo`, `photo#1`, ...).
/// - inserted / deleted: ids only in the new / old state;
/// - moved: ids in both that changed parent, or left the longest run of common ids that keeps
///   its order (so one id moving up reports one move, not a cascade);
/// - updated: ids in both whose own properties changed (type, content, size rules, hidden,
///   background, or a section's settings; children are compared as items of their own).
public struct StateDiff: Hashable, Sendable {
  public var inserted: [String] = []
  public var deleted: [String] = []
  public var moved: [String] = []
  public var updated: [String] = []

  public init() {}

  public var isEmpty: Bool {
    inserted.isEmpty && deleted.isEmpty && moved.isEmpty && updated.isEmpty
  }

  /// The diff from `old` to `new`, each given as a compiled layout.
  public init(from old: CompiledLayout, to new: CompiledLayout) {
    let a = Self.entries(old)
    let b = Self.entries(new)
    var indexInNew: [String: Int] = [:]
    for (i, e) in b.enumerated() { indexInNew[e.key] = i }
    var indexInOld: [String: Int] = [:]
    for (i, e) in a.enumerated() { indexInOld[e.key] = i }

    deleted = a.filter { indexInNew[$0.key] == nil }.map(\.key)
    inserted = b.filter { indexInOld[$0.key] == nil }.map(\.key)

    // Common ids in old order, with their new positions; the longest increasing run stays put.
    var common: [(key: String, newIndex: Int)] = []
    for e in a { if let j = indexInNew[e.key] { common.append((e.key, j)) } }
    let kept = Self.longestIncreasingRun(common.map(\.newIndex))
    var movedSet = Set<String>()
    for (k, c) in common.enumerated() where !kept.contains(k) { movedSet.insert(c.key) }
    for e in a {
      guard let j = indexInNew[e.key] else { continue }
      let f = b[j]
      if f.parent != e.parent { movedSet.insert(e.key) }
      if f.signature != e.signature { updated.append(e.key) }
    }
    // Report moves in new order.
    moved = b.map(\.key).filter { movedSet.contains($0) }
  }

  struct Entry {
    var key: String
    var parent: String
    var signature: Signature
  }

  struct Signature: Hashable {
    var content: Content
    var width: Dimension
    var height: Dimension
    var hidden: Bool
    var background: LayoutColor?
  }

  /// Every item of a layout, in pre-order, keyed by id.
  static func entries(_ c: CompiledLayout) -> [Entry] {
    var out: [Entry] = []
    out.reserveCapacity(c.itemCount)
    for n in 0..<c.nodeCount {
      let id = c.id(ofNode: n)
      let parent = c.parentNode(of: n).map { c.id(ofNode: $0) } ?? ""
      let sig = Signature(
        content: c.contents[n], width: c.dimensions[Int(c.widthDim[n])],
        height: c.dimensions[Int(c.heightDim[n])],
        hidden: c.flags[n] & CompiledLayout.hiddenFlag != 0,
        background: c.backgrounds[n])
      let base = c.index(ofItem: c.itemStart(ofNode: n), node: n)
      for r in 0..<c.repetitions(ofNode: n) {
        let index = base + r
        out.append(Entry(key: index == 0 ? id : "\(id)#\(index)", parent: parent, signature: sig))
      }
    }
    return out
  }

  /// Positions (into `values`) of one longest strictly increasing subsequence. O(n log n).
  package static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[i] = tails[lo - 1] }
      if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var result = Set<Int>()
    var k = tails.last ?? -1
    while k >= 0 {
      result.insert(k)
      k = previous[k]
    }
    return result
  }
}

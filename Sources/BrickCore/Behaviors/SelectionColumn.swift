/// One column of a `BehaviorSelection` (its items, their sections, values or insets), stored
/// either as one element per selected item or, when the selection is a few repeated nodes, as
/// runs: a repeated node's items are consecutive and share their section, value and inset, so
/// a behavior over a million repetitions stores a few runs instead of a million elements.
///
/// Reading element k of runs costs a binary search over the runs (at most `maximumRuns`).
public struct SelectionColumn<Element: SelectionElement>: RandomAccessCollection, Sendable {
  /// Selections of more runs than this store one element per item.
  static var maximumRuns: Int { 32 }

  /// One element per item, when `runStarts` is empty.
  private var dense = ContiguousArray<Element>()
  /// The index of each run's first element, ascending (empty: dense storage).
  private var runStarts = ContiguousArray<Int>()
  /// Each run's first element.
  private var runFirst = ContiguousArray<Element>()
  /// True when the elements of a run count up from its first (items); false when a run
  /// repeats it (sections, values, insets).
  private let stepping: Bool
  public private(set) var count = 0

  init(stepping: Bool) { self.stepping = stepping }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(k: Int) -> Element {
    if runStarts.isEmpty { return dense[k] }
    let r = run(containing: k)
    return stepping ? runFirst[r].counted(k - runStarts[r]) : runFirst[r]
  }

  /// The last element, nil when empty. (`BidirectionalCollection.last` does the same through
  /// the generic subscript, which allocates a coroutine frame per read in a debug build.)
  public var last: Element? { count == 0 ? nil : self[count - 1] }

  /// The run that holds element k: the last whose start is at most k.
  @inline(__always) private func run(containing k: Int) -> Int {
    var lo = 0
    var hi = runStarts.count
    while hi - lo > 1 {
      let mid = (lo + hi) >> 1
      if runStarts[mid] <= k { lo = mid } else { hi = mid }
    }
    return lo
  }

  mutating func reserveCapacity(_ n: Int) { dense.reserveCapacity(n) }

  mutating func append(_ element: Element) {
    precondition(runStarts.isEmpty, "a column is stored as runs or as elements, not both")
    dense.append(element)
    count += 1
  }

  /// Appends a run of `length` elements starting at `first`.
  mutating func appendRun(_ first: Element, length: Int) {
    precondition(dense.isEmpty, "a column is stored as runs or as elements, not both")
    runStarts.append(count)
    runFirst.append(first)
    count += length
  }

  /// True when some element satisfies `predicate`: O(runs) when stored as runs of repeated
  /// elements.
  func containsElement(where predicate: (Element) -> Bool) -> Bool {
    if !runStarts.isEmpty && !stepping { return runFirst.contains(where: predicate) }
    return contains(where: predicate)
  }
}

extension SelectionColumn where Element == Int {
  /// The index of the first element at least `x`, when the elements ascend.
  func firstIndex(atLeast x: Int) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if self[mid] < x { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}

/// What a selection column holds: items and sections (`Int`), values and insets (`Double`).
public protocol SelectionElement: Sendable {
  /// The element `n` places after this one in a counting run.
  func counted(_ n: Int) -> Self
}

extension Int: SelectionElement {
  public func counted(_ n: Int) -> Int { self + n }
}

extension Double: SelectionElement {
  public func counted(_ n: Int) -> Double { self + Double(n) }
}

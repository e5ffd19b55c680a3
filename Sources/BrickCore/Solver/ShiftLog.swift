/// How far height changes have moved each root row: the rows where a change starts, sorted,
/// with running totals. `shift(at:)` is a binary search, O(log k) for k changes; `add` is O(k)
/// (a short move in a small array). Nothing is allocated until the first change, so a layout
/// that never changes height pays nothing, and `SolvedLayout` folds the log into its row tops
/// once it grows long, keeping k small.
struct ShiftLog: Sendable {
  private var rows = ContiguousArray<Int>()
  private var totals = ContiguousArray<Double>()

  var isEmpty: Bool { rows.isEmpty }
  var count: Int { rows.count }

  /// Adds `delta` to the shift of every row >= `row`.
  mutating func add(from row: Int, delta: Double) {
    let j = firstIndex(notBelow: row)
    if j < rows.count && rows[j] == row {
      for k in j..<totals.count { totals[k] += delta }
    } else {
      let before = j > 0 ? totals[j - 1] : 0
      rows.insert(row, at: j)
      totals.insert(before + delta, at: j)
      for k in (j + 1)..<totals.count { totals[k] += delta }
    }
  }

  /// The total shift of `row`.
  func shift(at row: Int) -> Double {
    let j = firstIndex(notBelow: row + 1)
    return j > 0 ? totals[j - 1] : 0
  }

  /// Calls `body(row, shift)` for each change point in order.
  func forEachChange(_ body: (Int, Double) -> Void) {
    for k in rows.indices { body(rows[k], totals[k]) }
  }

  mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    totals.removeAll(keepingCapacity: true)
  }

  private func firstIndex(notBelow row: Int) -> Int {
    var lo = 0
    var hi = rows.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if rows[mid] < row { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}

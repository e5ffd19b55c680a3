/// A stack of item indices that never gives its storage back: `truncate` is a store, not a
/// call into the array's range-replacement machinery.
struct IndexStack: Sendable {
  private var buffer = ContiguousArray<Int>()
  private(set) var count = 0

  @inline(__always) mutating func append(_ item: Int) {
    if count < buffer.count { buffer[count] = item } else { buffer.append(item) }
    count += 1
  }

  @inline(__always) mutating func truncate(to n: Int) { count = min(count, n) }
  @inline(__always) mutating func removeAll() { count = 0 }

  @inline(__always) subscript(i: Int) -> Int { buffer[i] }
}

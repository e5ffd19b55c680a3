/// One value per node, for the per-node columns that most layouts leave at their default
/// (explicit ids of generated feeds, backgrounds, index bases, source lines of layouts built
/// in code): the default once, plus the nodes that differ from it.
///
/// The nodes that differ are kept by node while they are few, and the column becomes one
/// value per node once they are not, so a column costs at most about what an array costs.
public struct NodeColumn<Value: Equatable & Sendable>: Sendable {
  private let defaultValue: Value
  private var exceptions: [Int: Value] = [:]
  private var values: ContiguousArray<Value> = []
  /// Nodes in the column.
  public private(set) var count = 0

  /// An empty column whose default is `value`.
  init(default value: Value) { defaultValue = value }

  /// The value of node `n`.
  @inline(__always) public subscript(_ n: Int) -> Value {
    if !values.isEmpty { return values[n] }
    if exceptions.isEmpty { return defaultValue }
    return exceptions[n] ?? defaultValue
  }

  /// Adds the next node's value.
  @inline(__always) mutating func append(_ value: Value) {
    if !values.isEmpty {
      values.append(value)
      count += 1
      return
    }
    if value != defaultValue { exceptions[count] = value }
    count += 1
    // A dictionary entry costs several array elements: past a quarter, store them all.
    if exceptions.count > 16 && exceptions.count * 4 > count { spell() }
  }

  /// Turns the column into one value per node.
  private mutating func spell() {
    var all = ContiguousArray<Value>()
    all.reserveCapacity(2 * count)
    all.append(contentsOf: repeatElement(defaultValue, count: count))
    for (n, v) in exceptions { all[n] = v }
    values = all
    exceptions = [:]
  }

  /// Bytes the column holds (its elements, not what they reference).
  var storageBytes: Int {
    MemoryLayout<Value>.stride * (values.count + 1)
      + exceptions.count * (MemoryLayout<Int>.stride + MemoryLayout<Value>.stride) * 2
  }
}

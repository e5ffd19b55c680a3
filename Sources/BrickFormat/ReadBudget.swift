/// What one file may expand to while it is read: nodes and bytes of text, each use of a YAML
/// alias counting as a copy (`LayoutLoader.maximumNodes`, `maximumTextBytes`, `maximumDepth`).
/// Each limit is reported once, where it is first passed.
struct ReadBudget {
  /// Nodes read so far.
  private(set) var nodesRead = 0
  /// Bytes of string values read so far.
  private(set) var textBytesRead = 0
  private var reportedTooDeep = false
  private var reportedTooMuchText = false

  /// What a count says: within the limit, past it for the first time (report it), or past it
  /// again (already reported).
  enum Outcome {
    case within, passed, passedBefore
  }

  /// Counts one more node.
  mutating func countNode() -> Outcome {
    nodesRead += 1
    guard nodesRead > LayoutLoader.maximumNodes else { return .within }
    return nodesRead == LayoutLoader.maximumNodes + 1 ? .passed : .passedBefore
  }

  /// Counts `bytes` more bytes of text.
  mutating func countText(_ bytes: Int) -> Outcome {
    textBytesRead += bytes
    guard textBytesRead > LayoutLoader.maximumTextBytes else { return .within }
    if reportedTooMuchText { return .passedBefore }
    reportedTooMuchText = true
    return .passed
  }

  /// Checks a node's nesting depth (root children: 1).
  mutating func checkDepth(_ depth: Int) -> Outcome {
    guard depth > LayoutLoader.maximumDepth else { return .within }
    if reportedTooDeep { return .passedBefore }
    reportedTooDeep = true
    return .passed
  }
}

/// Warnings told once each (issue 35 docs/editor.md): the same message at several places is one
/// group with a count and its first place; the cosmetic ones (a closure that only styles a cell)
/// are one group together. `brickyard import` prints the groups of each screen and the previewer's
/// `w` steps through them (docs/import.md#reading-the-warnings).
extension SourceWarning {
  /// One line of a warning report: a warning, or several of one message, or every cosmetic
  /// warning of a screen.
  public struct Group: Hashable, Sendable, CustomStringConvertible {
    /// The first warning: its place is the group's.
    public var first: SourceWarning
    /// The group's other warnings, in file, line and column order.
    public var others: [SourceWarning]

    public init(_ first: SourceWarning, others: [SourceWarning] = []) {
      self.first = first
      self.others = others
    }

    /// Every warning of the group, the first first.
    public var warnings: [SourceWarning] { [first] + others }
    /// How many warnings the group stands for.
    public var count: Int { 1 + others.count }
    /// Whether the group is the cosmetic warnings folded together.
    public var isCosmetic: Bool { first.kind == .cosmetic }
    /// The file and line `e` opens: the first warning's.
    public var place: SourcePlace { first.place }

    /// The message with its count: `message (×3)`; for the cosmetic group, how many there are.
    /// A cosmetic warning is a closure that only styles a cell (`the closure ... is not run`) or
    /// a value with no layout key (the collection view's background): the group says which.
    public var message: String {
      if isCosmetic {
        let closures = warnings.allSatisfy { $0.message.hasPrefix("the closure ") }
        guard count > 1 else {
          return first.message
            + (closures
              ? " (cosmetic: it only styles the cell)"
              : " (cosmetic: nothing the layout measures depends on it)")
        }
        if !closures {
          return "\(count) cosmetic warnings: closures that only style a cell, values with no "
            + "layout key (nothing the layout measures depends on them)"
        }
        return "\(count) closures that only style a cell are not run (cosmetic: nothing the "
          + "layout measures depends on them)"
      }
      return count > 1 ? "\(first.message) (×\(count))" : first.message
    }

    /// `file:line:column: warning: message (×N)` at the first place.
    public var description: String {
      "\(first.file):\(first.line):\(first.column): warning: \(message)"
    }
  }

  /// The warnings grouped: one group per distinct message of the `meaning` warnings, in the
  /// order of each message's first place, then one group of all the cosmetic warnings.
  public static func grouped(_ warnings: [SourceWarning]) -> [Group] {
    var groups: [Group] = []
    var index: [String: Int] = [:]
    var cosmetic: [SourceWarning] = []
    for warning in warnings.sorted() {
      if warning.kind == .cosmetic {
        cosmetic.append(warning)
      } else if let i = index[warning.message] {
        groups[i].others.append(warning)
      } else {
        index[warning.message] = groups.count
        groups.append(Group(warning))
      }
    }
    if let first = cosmetic.first {
      groups.append(Group(first, others: Array(cosmetic.dropFirst())))
    }
    return groups
  }
}

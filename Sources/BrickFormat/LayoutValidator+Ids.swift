import BrickCore

/// The validator's side of ids: what may be written as an id, registering each copy's id in the
/// `IdRegistry` and reporting what it finds wrong, and the selectors checked at the end.
extension LayoutValidator {
  /// Registers an explicit id for one copy of a node; returns the index of its first
  /// repetition (copies of a repeated section and `data` elements share the id and count on).
  mutating func registerCopy(id: String, at node: DocNode, _ path: DocPath, repeatCount: Int) -> Int
  {
    // Outside any repetition, in a file without aliases, a node is read once. Otherwise the
    // same written node read again for another copy is not a duplicate; read again in the
    // same copy (a YAML alias), it is.
    var firstCopy = true
    if templates.isRepeating || facts.hasAliases {
      let written = IdRegistry.WrittenId(
        id: id, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
      firstCopy = ids.isFirstCopy(written, copyPath: templates.copyPath)
    }
    let inTree = firstCopy && acceptable(id: id, at: node, path)
    // One lookup: count the copies and raise the count, note the first use in the tree.
    let index = ids.index(of: id)
    let base = ids.addCopies(repeatCount, at: index)
    if inTree,
      let duplicate = ids.noteUse(
        index, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, path)
    {
      report(
        .duplicateId, line: duplicate.line, column: duplicate.column, duplicate.path,
        "duplicate id '\(DocText.clip(id))' (first used at line \(duplicate.firstLine))",
        expected: "an id used once")
    }
    return base
  }

  /// Reads `body` for its errors only: the copies and repeat counts it registers are undone
  /// afterwards (the first uses it notes stay, so a duplicate inside it is still reported).
  mutating func uncounted(_ body: (inout LayoutValidator) -> Void) {
    let saved = ids.beginUncounted()
    body(&self)
    ids.endUncounted(saved)
  }

  /// Reports an explicit id that may not be written (`root`, a generated id's form); returns
  /// false then.
  mutating func acceptable(id: String, at node: DocNode, _ path: DocPath) -> Bool {
    if DocText.same(id, "root") {
      report(
        .duplicateId, at: node, path, "the id 'root' is reserved for the root section",
        expected: "another id")
      return false
    }
    if Self.looksGenerated(id) {
      report(
        .duplicateId, at: node, path,
        "the id '\(DocText.clip(id))' has the form of a generated id (the path of an unnamed node)",
        expected: "an id that is not 'root.' followed by numbers, such as header or root-0")
      return false
    }
    return true
  }

  /// True for `root.2.0`: the form of the ids nodes without an `id` get (CompiledLayout).
  static func looksGenerated(_ id: String) -> Bool {
    guard id.utf8.starts(with: "root.".utf8), id.hasPrefix("root.") else { return false }
    let parts = id.dropFirst(5).split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// Every behavior selector names an explicit id, and `id#n` a repetition it has.
  mutating func checkSelectors() {
    // The known ids, sorted for messages, are listed only once a selector matches none.
    var knownIds: [String]?
    for (selector, node, path) in pendingSelectors {
      guard let record = ids.known(selector.id) else {
        let known = knownIds ?? ids.knownIds
        knownIds = known
        let near = Suggestion.nearest(to: selector.id, in: known)
        report(
          .unknownSelector, at: node, path,
          "selector '\(DocText.clip(selector.description))' matches no id",
          expected: known.count <= 12
            ? "an id in this file: " + Suggestion.list(known) : "an id given in this file",
          suggestion: near.map { Selector(id: $0, repetition: selector.repetition).description })
        continue
      }
      let count = record.most
      if let n = selector.repetition, n >= count {
        report(
          .invalidValue, at: node, path,
          "selector '\(DocText.clip(selector.description))' picks repetition \(n), but "
            + "'\(DocText.clip(selector.id))' repeats \(count) time\(count == 1 ? "" : "s")",
          expected: count == 0
            ? "'\(selector.id)' alone (it has no repetitions)"
            : "a repetition from 0 to \(count - 1)")
      }
    }
  }
}

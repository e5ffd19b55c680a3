extension LayoutLoader {
  /// Converts what the YAML composer throws into a positioned `LayoutError`.
  static func syntaxError(_ error: YAMLFailure, _ reader: Reader) -> LayoutError {
    func make(
      _ kind: LayoutError.Kind, _ line: Int, _ column: Int, _ message: String,
      expected: String? = nil
    ) -> LayoutError {
      LayoutError(
        kind: kind, file: reader.validator.diagnostics.sourceName, line: line, column: column,
        keyPath: "",
        message: message, expected: expected,
        sourceLine: reader.validator.diagnostics.sourceLine(line))
    }
    switch error {
    case .syntax(let problem, let mark, let context):
      if problem.contains("Maximum nesting level") {
        return make(
          .tooDeep, mark.line, mark.column, "nesting deeper than 1,000 levels",
          expected: "at most 1,000 levels of nodes inside sections (and at most "
            + "\(documentNestingLimit) nested mappings and lists)")
      }
      var message = "syntax error: \(problem)"
      if let context {
        message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
      }
      return make(.syntax, mark.line, mark.column, message, expected: "well-formed YAML or JSON")
    case .reader(let problem, let byteOffset):
      let text = reader.validator.diagnostics.text
      // libyaml's offset is in bytes; the position counts Characters up to it.
      let offset = text.utf8.index(
        text.utf8.startIndex, offsetBy: byteOffset, limitedBy: text.utf8.endIndex
      )
      .flatMap { $0.samePosition(in: text) }
      .map { text.distance(from: text.startIndex, to: $0) }
      let (line, column) = position(ofCharacter: offset ?? 0, in: text)
      return make(.syntax, line, column, "syntax error: \(problem)", expected: "printable text")
    case .duplicateKeys(let duplicates, let first):
      let key = duplicates.first ?? ""
      let (line, column) =
        position(ofNextKey: key, after: first, in: reader.validator.diagnostics.text)
        ?? (first.line, first.column)
      return make(
        .syntax, line, column,
        "duplicate key '\(DocText.clip(key))' (first used at line \(first.line))",
        expected: "each key once in a mapping")
    case .memory:
      return make(.syntax, 1, 1, "cannot parse the file: Memory error")
    case .nestingPast(let mark):
      // The loader asks for a shallow document only to load a deeper one on a larger stack.
      return make(
        .tooDeep, mark.line, mark.column, "nesting deeper than the loader asked for",
        expected: "at most \(documentNestingLimit) nested mappings and lists")
    }
  }

  /// 1-based line and column (in scalars) of the `offset`-th Character of `text`.
  static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    for (i, character) in text.enumerated() {
      if i >= offset { break }
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return (line, column)
  }

  /// Where `key` is used as a key again after its first use at `mark` (Yams reports only the
  /// first of a duplicated pair; the error should point at the second).
  static func position(ofNextKey key: String, after mark: DocMark, in text: String) -> (Int, Int)? {
    guard !key.isEmpty else { return nil }
    let keyScalars = Array(key.unicodeScalars)
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    guard mark.line >= 1, mark.line <= lines.count else { return nil }
    for lineIndex in (mark.line - 1)..<lines.count {
      let scalars = Array(lines[lineIndex].unicodeScalars)
      // On the first key's line, start after it (its quote, if any, included).
      var start = lineIndex == mark.line - 1 ? mark.column - 1 + keyScalars.count + 1 : 0
      while start + keyScalars.count <= scalars.count {
        if matchesKey(keyScalars, in: scalars, at: start) {
          // A quoted key's position is its opening quote, as Yams marks it.
          let quoted = start > 0 && (scalars[start - 1] == "\"" || scalars[start - 1] == "'")
          return (lineIndex + 1, quoted ? start : start + 1)
        }
        start += 1
      }
    }
    return nil
  }

  /// True when `scalars` has `key` at `start` as a mapping key: after a boundary (or an opening
  /// quote after one), followed by an optional closing quote, spaces and `:`.
  private static func matchesKey(
    _ key: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int
  )
    -> Bool
  {
    guard Array(scalars[start..<(start + key.count)]) == key else { return false }
    let boundaries: Set<Unicode.Scalar> = [" ", "\t", "{", ",", "-", "\"", "'", "?"]
    if start > 0, !boundaries.contains(scalars[start - 1]) { return false }
    var i = start + key.count
    if i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" { i += 1 }
    while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
    return i < scalars.count && scalars[i] == ":"
  }
}

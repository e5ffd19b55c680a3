import BrickCore

/// The errors found in one file: each with its position, key path and the line's text,
/// each reported once, at most `LayoutLoader.maximumErrors` of them; and the warnings (what
/// loads but never shows as written), each once, at most as many.
struct Diagnostics {
  /// The name errors give for the file.
  let sourceName: String
  /// The file's text (for the excerpt under an error).
  let text: String
  private(set) var errors: [LayoutError] = []
  /// Warnings in the order they were found (a compositional layout's, `warn`).
  private(set) var warnings: [CompositionalWarning] = []
  /// True once an error was left out because `maximumErrors` were found.
  private(set) var truncated = false
  /// Errors already reported, so a node read once per copy reports each problem once.
  private var reported: Set<String> = []
  /// Key paths where no further error is reported (`silence`).
  private var silenced: Set<String> = []
  /// The text's lines, split at the first error that shows one.
  private var lines: [Substring]?

  init(sourceName: String, text: String) {
    self.sourceName = sourceName
    self.text = text
  }

  /// Records an error at `node`'s position (or at 1:1 when it has none).
  mutating func report(
    _ kind: LayoutError.Kind, at node: DocNode?, _ path: DocPath, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    let mark = node?.mark
    report(
      kind, line: mark?.line ?? 1, column: mark?.column ?? 1, path.description, message,
      expected: expected, suggestion: suggestion)
  }

  /// Records an error at a line and column, unless its key path is silenced or the same
  /// error was recorded before.
  mutating func report(
    _ kind: LayoutError.Kind, line: Int, column: Int, _ path: String, _ message: String,
    expected: String? = nil, suggestion: String? = nil
  ) {
    guard !silenced.contains(path) else { return }
    guard reported.insert("\(line):\(column):\(path):\(message)").inserted else { return }
    guard errors.count < LayoutLoader.maximumErrors else {
      truncated = true
      return
    }
    errors.append(
      LayoutError(
        kind: kind, file: sourceName, line: line, column: column, keyPath: path, message: message,
        expected: expected, suggestion: suggestion, sourceLine: sourceLine(line)))
  }

  /// Records a warning at `node`'s position, unless the same one was recorded before (a node
  /// read once per copy or per branch of a rule warns once).
  mutating func warn(
    at node: DocNode?, _ path: DocPath, _ message: String, expected: String? = nil
  ) {
    let line = node?.mark?.line ?? 1
    let column = node?.mark?.column ?? 1
    let keyPath = path.description
    guard reported.insert("warning \(line):\(column):\(keyPath):\(message)").inserted,
      warnings.count < LayoutLoader.maximumErrors
    else { return }
    warnings.append(
      CompositionalWarning(
        line: line, column: column, keyPath: keyPath, message: message, expected: expected,
        sourceLine: sourceLine(line)))
  }

  /// Reports nothing more at `path` (a value whose placeholder could not be filled: what is
  /// wrong with the rest of it follows from that).
  mutating func silence(_ path: String) {
    silenced.insert(path)
  }

  /// The text of a 1-based line without its line break.
  mutating func sourceLine(_ line: Int) -> String? {
    if lines == nil {
      // "\r\n" is one Character: split on both, so CRLF files keep their excerpts.
      lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
    guard let lines, line >= 1, line <= lines.count else { return nil }
    var result = lines[line - 1]
    if result.last == "\r" { result = result.dropLast() }
    return String(result)
  }
}

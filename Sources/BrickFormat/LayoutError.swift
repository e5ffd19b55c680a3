import BrickCore

/// One problem with a layout file, positioned in the file (docs/layout-file.md#limits-and-errors).
///
/// Every error names the file, the 1-based line and column (counted in Unicode scalars, as
/// libyaml counts them), the key path (`root.bricks[3].width`), a message, and where it can,
/// what would be valid and a "did you mean" suggestion. All rendering to text happens here
/// (`description`, `compactDescription`), so the command line and the previewer show the same
/// words (STYLE.md habit 4).
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, for callers that branch on it (exit codes, tests).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The text is not well-formed YAML or JSON.
    case syntax
    /// The text holds no document at all.
    case emptyDocument
    /// A value of the wrong type: a string where a number is needed, a list for a mapping, ...
    case wrongType
    /// A key that this mapping does not take.
    case unknownKey
    /// A key that this mapping needs.
    case missingKey
    /// A value of the right type that is not allowed (negative size, unknown enum value, ...).
    case invalidValue
    /// An id used twice in one tree.
    case duplicateId
    /// A behavior selector that names no brick.
    case unknownSelector
    /// Nesting deeper than `LayoutLoader.maximumDepth`.
    case tooDeep
    /// More nodes than `LayoutLoader.maximumNodes` (YAML aliases expanded).
    case tooLarge
    /// The file could not be read as text (missing, a folder, no permission, not UTF-8).
    case unreadable
  }

  public var kind: Kind
  /// The file name as given to the loader (`sourceName`).
  public var file: String
  /// 1-based line; 0 when the error has no position (the file could not be read).
  public var line: Int
  /// 1-based column in Unicode scalars; 0 when the error has no position.
  public var column: Int
  /// Where in the document: `root.bricks[3].width`; empty for the document as a whole.
  public var keyPath: String
  /// What is wrong, e.g. `unknown key 'widht'`.
  public var message: String
  /// What would be valid here, e.g.
  /// `a number of points, "1/2", "50%", "fill", "auto" or a mapping`.
  public var expected: String?
  /// The nearest valid spelling, for "did you mean 'width'?".
  public var suggestion: String?
  /// The text of the offending line, for the caret snippet.
  public var sourceLine: String?

  public init(
    kind: Kind, file: String, line: Int, column: Int, keyPath: String, message: String,
    expected: String? = nil, suggestion: String? = nil, sourceLine: String? = nil
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
    self.expected = expected
    self.suggestion = suggestion
    self.sourceLine = sourceLine
  }

  /// `file:line:column` (or just `file` when there is no position).
  public var location: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }

  /// The message with its key path and suggestion: `unknown key 'widht' at root.bricks[3];
  /// did you mean 'width'?`.
  public var summary: String {
    var text = message
    if !keyPath.isEmpty { text += " at \(Self.abbreviated(keyPath))" }
    if let suggestion { text += "; did you mean '\(suggestion)'?" }
    return TerminalText.sanitized(text)
  }

  /// One line, for a status bar: `x.yaml:12:14: unknown key 'widht' at root.bricks[3]; did you
  /// mean 'width'?`.
  public var compactDescription: String { "\(TerminalText.sanitized(location)): \(summary)" }

  /// The full rendering: the error line, the source line with a caret under the column, and
  /// what would be valid.
  ///
  /// ```
  /// Layouts/x.yaml:12:14: error: unknown key 'widht' at root.bricks[3]; did you mean 'width'?
  ///     widht: 10
  ///     ^
  ///   expected: one of type, id, width, height, repeat, hidden, background, text, padding
  /// ```
  public var description: String {
    Self.rendered(
      "\(TerminalText.sanitized(location)): error: \(summary)", sourceLine: sourceLine,
      line: line, column: column, expected: expected)
  }

  /// A diagnostic's full text, an error's or a warning's: its first line `head`, the source
  /// line with a caret under `column` (when the diagnostic has a position), and `expected`.
  static func rendered(
    _ head: String, sourceLine: String?, line: Int, column: Int, expected: String?
  ) -> String {
    var lines = [head]
    if let sourceLine, line > 0, !sourceLine.isEmpty {
      let (shown, caretColumn) = Self.excerpt(of: sourceLine, around: column)
      lines.append(shown)
      lines.append(Self.caretLine(under: caretColumn, in: shown))
    }
    if let expected { lines.append("  expected: \(TerminalText.sanitized(expected))") }
    return lines.joined(separator: "\n")
  }

  /// Scalars shown before and after the column in an excerpt of a long line.
  static let excerptBefore = 60
  static let excerptAfter = 60

  /// The part of `sourceLine` around `column` that an error shows: the whole line when it is
  /// short, else a window of `excerptBefore` + `excerptAfter` scalars with `…` where it was cut
  /// (a 5 MB minified JSON line must not print 5 MB twice). Control characters are made
  /// visible, one column each. Returns the excerpt and the column within it.
  static func excerpt(of sourceLine: String, around column: Int) -> (String, Int) {
    let scalars = Array(sourceLine.unicodeScalars)
    let at = min(max(column, 1), scalars.count + 1) - 1
    var start = 0
    var end = scalars.count
    if scalars.count > excerptBefore + excerptAfter + 1 {
      start = max(0, at - excerptBefore)
      end = min(scalars.count, max(at + excerptAfter, start + excerptBefore + excerptAfter))
      start = min(start, max(0, end - excerptBefore - excerptAfter))
    }
    var text = String.UnicodeScalarView(scalars[start..<end])
    var caret = at - start + 1
    if start > 0 {
      text.insert("…", at: text.startIndex)
      caret += 1
    }
    if end < scalars.count { text.append("…") }
    return (TerminalText.sanitized(String(text), keepTabs: true), caret)
  }

  /// A key path of deeply nested nodes, shortened to its start and end for messages.
  static func abbreviated(_ path: String) -> String {
    guard path.count > 160 else { return path }
    return "\(path.prefix(40))...\(path.suffix(100))"
  }

  /// Spaces (tabs where the source has tabs, so terminals line up) then `^` at `column`.
  static func caretLine(under column: Int, in sourceLine: String) -> String {
    var prefix = ""
    var scalars = sourceLine.unicodeScalars.makeIterator()
    for _ in 1..<max(column, 1) {
      prefix.append(scalars.next() == "\t" ? "\t" : " ")
    }
    return prefix + "^"
  }
}

/// All the problems found in one layout file, first one first (at most
/// `LayoutLoader.maximumErrors`).
public struct LayoutErrors: Error, Hashable, Sendable, CustomStringConvertible {
  public var errors: [LayoutError]
  /// True when more errors were found than are listed.
  public var truncated: Bool

  public init(_ errors: [LayoutError], truncated: Bool = false) {
    self.errors = errors
    self.truncated = truncated
  }

  /// The first error (the one to show when there is room for one).
  public var first: LayoutError? { errors.first }

  /// Every error in full, separated by blank lines, then a count when there is more than one.
  public var description: String {
    var parts = errors.map(\.description)
    if truncated {
      parts.append("(stopped after \(errors.count) errors)")
    } else if errors.count > 1 {
      parts.append("\(errors.count) errors")
    }
    return parts.joined(separator: "\n")
  }

  /// The first error on one line, with a count of the others.
  public var compactDescription: String {
    guard let first else { return "no errors" }
    let others = errors.count - 1
    if others == 0 { return first.compactDescription }
    return first.compactDescription + " (+\(others) more\(truncated ? "+" : ""))"
  }
}

/// Test access to the excerpt rule.
package enum LayoutErrorTesting {
  package static func excerpt(_ line: String, _ column: Int) -> (String, Int) {
    LayoutError.excerpt(of: line, around: column)
  }
}

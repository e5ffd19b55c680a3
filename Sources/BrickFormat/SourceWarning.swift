/// A line of a file: where a warning points, where a brick was written in an app's Swift.
public struct SourcePlace: Hashable, Sendable {
  public var file: String
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}

/// Something the Swift importer could not follow, and the default it used instead, as a value
/// (`ImportWarning` in BrickImport): `brickyard import` prints it, the previewer counts it in
/// the status line, `w` steps through it and `e` opens its place
/// (docs/import.md#editing-the-swift).
public struct SourceWarning: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  /// Whether what was not followed changes what the layout shows (`meaning`), or only how a
  /// cell is styled (`cosmetic`: a closure that only sets colours, corners, shadows). Reports
  /// fold the cosmetic ones into one line (issue 35 docs/editor.md).
  public var kind: Kind

  /// What a warning is about: see `kind`.
  public enum Kind: String, Hashable, Sendable {
    case meaning
    case cosmetic
  }

  public init(file: String, line: Int, column: Int, message: String, kind: Kind = .meaning) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.kind = kind
  }

  /// The file and line.
  public var place: SourcePlace { SourcePlace(file: file, line: line) }

  /// `file:line:column: warning: message`, the way `check` prints errors.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }

  /// In file, line, column and message order.
  public static func < (a: SourceWarning, b: SourceWarning) -> Bool {
    (a.file, a.line, a.column, a.message) < (b.file, b.line, b.column, b.message)
  }
}

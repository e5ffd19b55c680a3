import BrickCore

/// Something a layout file asks for that loads, and that UIKit allows, but never shows as
/// written (a `repeatingSubitem` group too small for its count, a fraction of an estimated
/// container, a list's assumed metrics). Positioned and rendered as a `LayoutError` is, with
/// `warning:` in place of `error:`; a file with warnings still loads.
///
/// The loader keeps them on the spec (`CompositionalSpec.warnings`), so whoever holds a loaded
/// spec can list them: `LayoutLoader.warnings(of:sourceName:)`. It is the spec's warning with
/// the file's name: `line`, `message` and the rest read through to `warning`.
@dynamicMemberLookup
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var warning: CompositionalWarning

  public init(_ warning: CompositionalWarning, file: String) {
    self.file = file
    self.warning = warning
  }

  public subscript<T>(dynamicMember keyPath: KeyPath<CompositionalWarning, T>) -> T {
    warning[keyPath: keyPath]
  }

  /// `file:line:column`.
  public var location: String {
    warning.line > 0 ? "\(file):\(warning.line):\(warning.column)" : file
  }

  /// The message with its key path.
  public var summary: String {
    var text = warning.message
    if !warning.keyPath.isEmpty { text += " at \(LayoutError.abbreviated(warning.keyPath))" }
    return TerminalText.sanitized(text)
  }

  /// One line: `x.yaml:12:14: warning: ...`.
  public var compactDescription: String {
    "\(TerminalText.sanitized(location)): warning: \(summary)"
  }

  /// The warning line, the source line with a caret under the column, and what would show as
  /// meant.
  public var description: String {
    LayoutError.rendered(
      compactDescription, sourceLine: warning.sourceLine, line: warning.line,
      column: warning.column, expected: warning.expected)
  }
}

extension LayoutLoader {
  /// The warnings the loader found in a loaded file (none for a BrickKit file), first one
  /// first, naming the file as `sourceName`.
  public static func warnings(of spec: LayoutSpec, sourceName: String) -> [LayoutWarning] {
    (spec.compositional?.warnings ?? []).map { LayoutWarning($0, file: sourceName) }
  }
}

import ArgumentParser
import BrickCore
import BrickFiles

/// The text options of `frames`, `render`, `check`, `diff` and `preview`
/// (docs/layout-file.md#text-metrics): each wins over the file's key.
public struct TextOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The content size category (Dynamic Type): xSmall ... xxxLarge, accessibility1 ... "
        + "accessibility5, or UIKit's names such as extraLarge (default: the file's, else large).",
      valueName: "size"),
    completion: .list(Completions.contentSizes),
    transform: TextOptions.parseContentSize)
  public var contentSize: ContentSize?

  @Option(
    help: ArgumentHelp(
      "ios (measure as UIKit does, the default) or terminal (8 points a character, 16 a line).",
      valueName: "ios|terminal"),
    completion: .list(["ios", "terminal"]),
    transform: TextOptions.parseTextMetrics)
  public var textMetrics: TextMetricsMode?

  @Option(
    help: ArgumentHelp(
      "A TrueType or OpenType font file to measure text with instead of the default "
        + "(e.g. SF Pro from a Mac).", valueName: "path"),
    completion: .file(extensions: ["ttf", "otf"]))
  public var font: String?

  public init() {}

  /// The overrides, with `--font` read.
  public func overrides() throws -> TextOverrides {
    var o = TextOverrides(contentSize: contentSize, textMetrics: textMetrics)
    if let font { o.defaultFont = try FontFiles.face(path: font).get() }
    return o
  }

  static func parseContentSize(_ s: String) throws -> ContentSize {
    guard let c = ContentSize.named(s) else {
      let names = ContentSize.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError(
        "'\(TerminalText.sanitized(s))' is not a content size: use one of \(names) "
          + "(or UIKit's names, such as extraLarge or accessibilityMedium).")
    }
    return c
  }

  static func parseTextMetrics(_ s: String) throws -> TextMetricsMode {
    guard let m = TextMetricsMode(rawValue: s.lowercased()) else {
      throw ValidationError(
        "'\(TerminalText.sanitized(s))' is not a text metrics: use ios or terminal.")
    }
    return m
  }
}

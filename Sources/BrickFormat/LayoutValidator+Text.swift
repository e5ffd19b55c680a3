import BrickCore

/// Text keys (docs/layout-file.md#text-and-fonts, docs/layout-file.md#text-metrics): `font`,
/// `contentSize`, `textMetrics`, `fonts`.
extension LayoutValidator {
  static let fontKeys = ["style", "size", "weight", "scales", "family"]

  /// `textMetrics`, `contentSize` and `fonts` at the top level.
  mutating func readTextSettings(_ f: DocFields, into spec: inout LayoutSpec) {
    if let n = f["textMetrics"] {
      spec.textMetrics =
        choice(n, "textMetrics", TextMetricsMode.self, what: "text metrics") ?? .ios
    }
    if let n = f["contentSize"] { spec.contentSize = contentSize(n, "contentSize") ?? .large }
    if let n = f["fonts"] {
      spec.fonts = fontFiles(n, "fonts", positions: &spec.fontFaces.pathPositions)
      fontFamilies = Array(spec.fonts.keys)
    }
  }

  /// A content size category: a short name (`xLarge`, `accessibility2`) or UIKit's
  /// (`extraLarge`, `accessibilityLarge`), case-insensitive.
  mutating func contentSize(_ node: DocNode, _ path: DocPath) -> ContentSize? {
    let expected =
      Suggestion.list(ContentSize.allCases.map(\.rawValue))
      + " (or UIKit's names, such as extraLarge or accessibilityMedium)"
    guard let name = string(node, path, expected: "a content size category") else { return nil }
    if let c = ContentSize.named(name) { return c }
    report(
      .invalidValue, at: node, path, "unknown content size '\(DocText.clip(name))'",
      expected: expected, suggestion: Suggestion.nearest(to: name, in: ContentSize.allNames))
    return nil
  }

  /// `fonts: {Family: path/to/font.ttf, default: ...}`: paths as written (relative to the
  /// layout file); the loader that reads files opens them, and names the line and column of
  /// each path's node (`positions`) in its errors.
  mutating func fontFiles(
    _ node: DocNode, _ path: DocPath, positions: inout [String: FontPathPosition]
  ) -> [String: String] {
    let expected = "a mapping from a family name to a font file, such as {SF: SF-Pro.ttf}"
    guard let f = fields(node, path, expected: expected, allowed: [], checkKeys: false) else {
      return [:]
    }
    var result: [String: String] = [:]
    for pair in f.pairs {
      guard case .scalar(let key) = pair.key else { continue }
      let family = key.string
      guard
        let file = string(
          pair.value, f.path(family), expected: "the path of a TrueType or OpenType font file")
      else { continue }
      if file.isEmpty {
        report(
          .invalidValue, at: pair.value, f.path(family), "a font path cannot be empty",
          expected: "the path of a .ttf or .otf file")
        continue
      }
      if file.utf8.contains(0) {
        report(
          .invalidValue, at: pair.value, f.path(family),
          "a font path cannot contain a NUL character (U+0000)",
          expected: "the path of a .ttf or .otf file")
        continue
      }
      result[family] = file
      if let mark = pair.value.mark {
        positions[family] = FontPathPosition(line: mark.line, column: mark.column)
      }
    }
    return result
  }

  /// A text's `font`: a text style name, or `{style, size, weight, scales, family}`.
  mutating func font(_ node: DocNode, _ path: DocPath) -> FontSpec? {
    let styles = TextStyle.allCases.map(\.rawValue)
    if case .scalar = node {
      return choice(node, path, TextStyle.self, what: "text style").map { FontSpec(style: $0) }
    }
    let expected =
      "a text style (" + Suggestion.list(styles) + ") or {style: S} or {size: 15, weight: W}"
    guard let f = fields(node, path, expected: expected, allowed: Self.fontKeys) else {
      return nil
    }
    var spec = FontSpec()
    if let n = f["style"] {
      spec.style = choice(n, f.path("style"), TextStyle.self, what: "text style")
    }
    if let n = f["size"] {
      spec.size = positive(n, f.path("size"), what: "font size", limit: 1000)
    }
    if let n = f["weight"] {
      spec.weight = choice(n, f.path("weight"), FontWeight.self, what: "font weight")
    }
    if let n = f["scales"] { spec.scales = bool(n, f.path("scales")) ?? false }
    if let n = f["family"], let family = string(n, f.path("family"), expected: "a family name") {
      if fontFamilies.contains(family) || family == "default" {
        spec.family = family
      } else {
        report(
          .invalidValue, at: n, f.path("family"), "unknown font family '\(DocText.clip(family))'",
          expected: fontFamilies.isEmpty
            ? "a family named in the file's top-level fonts: {\(family): path/to/font.ttf}"
            : "one of " + Suggestion.list(fontFamilies.sorted()),
          suggestion: Suggestion.nearest(to: family, in: fontFamilies))
      }
    }
    if spec.style == nil && spec.size == nil { spec.style = .body }
    return spec
  }
}

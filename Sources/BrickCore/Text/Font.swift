/// How auto heights measure text (docs/layout-file.md#text-metrics): as UIKit does with the system
/// font (`ios`, the default), or in terminal cells, 8 points a character and 16 a line
/// (`terminal`).
public enum TextMetricsMode: String, Hashable, Sendable, CaseIterable {
  case ios, terminal
}

/// UIFont's text styles (UIFont.TextStyle), whose sizes follow the content size category.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The style's weight in the system font: `headline` is semibold, the others regular.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The point size of this style at a content size category (Apple's Dynamic Type table).
  public func size(at category: ContentSize) -> Double {
    Double(DynamicType.sizes[category.index][index])
  }

  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// UIFont.Weight's named weights, lightest first.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The CSS weight (100 ... 900), for SVG and HTML.
  public var cssWeight: Int { (index + 1) * 100 }

  var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

/// UIContentSizeCategory: the user's preferred text size, smallest first (`large` is the
/// default). Files may also use UIKit's long names (`extraLarge`, `accessibilityMedium`, ...).
public enum ContentSize: String, Hashable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// UIKit's names for the categories (UIContentSizeCategory's constants), by category.
  public static let uikitNames: [(name: String, category: ContentSize)] = [
    ("extraSmall", .xSmall), ("extraLarge", .xLarge), ("extraExtraLarge", .xxLarge),
    ("extraExtraExtraLarge", .xxxLarge), ("accessibilityMedium", .accessibility1),
    ("accessibilityLarge", .accessibility2), ("accessibilityExtraLarge", .accessibility3),
    ("accessibilityExtraExtraLarge", .accessibility4),
    ("accessibilityExtraExtraExtraLarge", .accessibility5),
  ]

  /// Every name a file or an option may use: the short names, then UIKit's.
  public static let allNames: [String] = allCases.map(\.rawValue) + uikitNames.map(\.name)

  /// The category with this short or UIKit name (case-insensitive), or nil.
  public static func named(_ name: String) -> ContentSize? {
    let lower = name.lowercased()
    if let c = allCases.first(where: { $0.rawValue.lowercased() == lower }) { return c }
    return uikitNames.first { $0.name.lowercased() == lower }?.category
  }

  /// The next larger category, or nil at `accessibility5`.
  public var larger: ContentSize? {
    index + 1 < Self.allCases.count ? Self.allCases[index + 1] : nil
  }
  /// The next smaller category, or nil at `xSmall`.
  public var smaller: ContentSize? { index > 0 ? Self.allCases[index - 1] : nil }

  var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

/// Apple's Dynamic Type sizes for iOS, in points: one row per content size category (xSmall
/// ... accessibility5), one column per text style in `TextStyle`'s order (largeTitle, title1,
/// title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2).
/// Source: Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes", iOS tables
/// (developer.apple.com/design/human-interface-guidelines/typography#Specifications).
enum DynamicType {
  static let sizes: [[Int]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (default)
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // accessibility1 (AX1)
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // accessibility2
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // accessibility3
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // accessibility4
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // accessibility5
  ]
}

/// A text's font as the file gives it (docs/layout-file.md#text-and-fonts): a text style, or a size
/// and weight, optionally in a family that the file's `fonts` names.
public struct FontSpec: Hashable, Sendable {
  /// The text style; nil with a fixed `size`.
  public var style: TextStyle?
  /// A size in points at the default content size (`large`); nil means the style's.
  public var size: Double?
  /// The weight; nil means the style's (regular without a style).
  public var weight: FontWeight?
  /// Whether a `size` follows the content size (as UIFontMetrics scales it, by the ratio of
  /// its style's size, body's without a style, to that style's size at `large`).
  public var scales: Bool
  /// A family the file's `fonts` names; nil means the default font.
  public var family: String?

  public init(
    style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil,
    scales: Bool = false, family: String? = nil
  ) {
    self.style = style
    self.size = size
    self.weight = weight
    self.scales = scales
    self.family = family
  }

  /// The default: the body style.
  public static let body = FontSpec(style: .body)

  /// The point size and weight at a content size category.
  public func resolved(at category: ContentSize) -> (size: Double, weight: FontWeight) {
    let w = weight ?? style?.weight ?? .regular
    guard let size else { return ((style ?? .body).size(at: category), w) }
    guard scales || style != nil else { return (size, w) }
    let s = style ?? .body
    return (size * s.size(at: category) / s.size(at: .large), w)
  }
}

#if Importer
  import BrickCore
  import SwiftSyntax

  /// A call's arguments by label, with the unlabeled ones in order.
  struct Arguments {
    let all: [LabeledExprSyntax]
    let trailingClosure: ClosureExprSyntax?

    init(_ call: FunctionCallExprSyntax) {
      all = Array(call.arguments)
      trailingClosure = call.trailingClosure
    }

    init(_ list: LabeledExprListSyntax) {
      all = Array(list)
      trailingClosure = nil
    }

    subscript(_ label: String) -> ExprSyntax? {
      all.first { $0.label?.text == label }?.expression
    }

    /// The `index`th argument without a label.
    func positional(_ index: Int) -> ExprSyntax? {
      let unlabeled = all.filter { $0.label == nil }
      return index < unlabeled.count ? unlabeled[index].expression : nil
    }

    var labels: [String] { all.compactMap { $0.label?.text } }
  }

  extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmedWhitespace: String {
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      guard let first = firstIndex(where: { !isSpace($0) }),
        let last = lastIndex(where: { !isSpace($0) })
      else { return "" }
      return String(self[first...last])
    }

    /// Every occurrence of `target` replaced (no Foundation); nil when the result would pass
    /// `limit` bytes of UTF-8.
    func replacing(_ target: String, with replacement: String, limit: Int = .max) -> String? {
      guard !target.isEmpty else { return self }
      var result = ""
      var rest = Substring(self)
      while let range = rest.firstRange(of: target) {
        result += rest[..<range.lowerBound] + replacement
        if result.utf8.count > limit { return nil }
        rest = rest[range.upperBound...]
      }
      result += rest
      return result.utf8.count > limit ? nil : result
    }

    /// First letter of every word uppercased, the rest lowercased (as Foundation's).
    var capitalized: String {
      var result = ""
      var atWordStart = true
      for c in self {
        result += atWordStart ? c.uppercased() : c.lowercased()
        atWordStart = c == " " || c == "\n" || c == "\t"
      }
      return result
    }
  }

  /// A font as the layout file's `font` key says it (docs/layout-file.md#text-and-fonts): a text
  /// style, or a size and a weight. A named family (`UIFont(name:size:)`) keeps its size and the
  /// weight its name ends with; the file measures it with the default font.
  struct ImportFont: Equatable {
    var style: String?
    var size: Double?
    var weight: String?
    var family: String?
    /// A size that follows the content size (`UIFontMetrics`'s `scaledFont(for:)`).
    var scales = false

    init(style: String) { self.style = style }
    init(size: Double) { self.size = size }

    static let styles: Set<String> = [
      "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
      "footnote", "caption1", "caption2",
    ]
    static let weights: [String] = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The weight a font name ends with (`AppleSDGothicNeo-Light` is light), else nil.
    static func weight(ofName name: String) -> String? {
      guard let dash = name.lastIndex(of: "-") else { return nil }
      let suffix = name[name.index(after: dash)...].lowercased()
      return weights.first { $0.lowercased() == suffix }
    }
  }
#endif

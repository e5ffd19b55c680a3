import BrickCore

/// The axis a dimension is read for: `fill` is only for widths.
enum DimensionAxis: String {
  case width, height
}

extension LayoutValidator {
  static let dimensionForms = [
    "fixed", "ratio", "minus", "auto", "orientation", "horizontalSizeClass", "verticalSizeClass",
    "range", "restricted",
  ]
  static let dimensionExpected =
    "a number of points, \"1/2\", \"50%\", \"fill\" (widths only), \"auto\", "
    + "or a mapping with one of "
    + Suggestion.list(dimensionForms)

  /// A dimension in any of the forms of docs/layout-file.md#dimensions.
  mutating func dimension(_ node: DocNode, _ path: DocPath, axis: DimensionAxis) -> Dimension? {
    guard checkTag(node, path) else { return nil }
    switch node {
    case .scalar(let scalar):
      switch ScalarValue.classify(scalar) {
      case .number:
        guard let value = size(node, path) else { return nil }
        return .fixed(value)
      case .string(let raw):
        return shorthandDimension(raw, node, path, axis: axis)
      case .null, .bool:
        report(
          .wrongType, at: node, path, "expected a dimension, found \(node.described)",
          expected: Self.dimensionExpected)
        return nil
      }
    case .mapping:
      return dimensionMapping(node, path, axis: axis)
    case .sequence:
      report(
        .wrongType, at: node, path, "expected a dimension, found \(node.described)",
        expected: Self.dimensionExpected)
      return nil
    }
  }

  /// `"fill"`, `"auto"`, `"1/2"`, `"50%"`.
  private mutating func shorthandDimension(
    _ raw: String, _ node: DocNode, _ path: DocPath, axis: DimensionAxis
  ) -> Dimension? {
    let text = raw.trimmingSpaces()
    if DocText.same(text, "fill") {
      guard axis == .width else {
        report(
          .invalidValue, at: node, path, "'fill' is only for widths",
          expected: "a height: a number of points, \"auto\", a ratio of the width or a rule")
        return nil
      }
      return .fill
    }
    if DocText.same(text, "auto") { return .auto(estimate: .fixed(50)) }
    if Self.looksLikeRatio(text) {
      guard let value = ratioString(text, node, path) else { return nil }
      return .ratio(value)
    }
    if Double(text) != nil {
      report(
        .wrongType, at: node, path, "expected a dimension, found \(node.described)",
        expected: "a number of points without quotes, or a ratio such as \"1/2\" or \"50%\"")
      return nil
    }
    report(
      .invalidValue, at: node, path, "unknown dimension '\(DocText.clip(raw))'",
      expected: Self.dimensionExpected,
      suggestion: Suggestion.nearest(to: text, in: ["fill", "auto"] + Self.dimensionForms))
    return nil
  }

  /// True for `…/…` and `…%` (the byte tests first: `hasSuffix` compares Characters).
  static func looksLikeRatio(_ text: String) -> Bool {
    DocText.hasByte(UInt8(ascii: "/"), in: text)
      || (text.utf8.last == UInt8(ascii: "%") && text.hasSuffix("%"))
  }

  /// A ratio written `a/b` or `p%`, reported when it is malformed, not finite or not positive.
  mutating func ratioString(_ text: String, _ node: DocNode, _ path: DocPath) -> Double? {
    var value = Self.digitsRatio(text)
    if value != nil {
      // `a/b` of plain digits, as below without splitting and parsing strings.
    } else if text.utf8.last == UInt8(ascii: "%") && text.hasSuffix("%") {
      value = Double(text.dropLast().trimmingSpaces()).map { $0 / 100 }
    } else {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      if parts.count == 2, let a = Double(parts[0].trimmingSpaces()),
        let b = Double(parts[1].trimmingSpaces())
      {
        value = a / b
      }
    }
    guard let value else {
      report(
        .invalidValue, at: node, path, "'\(DocText.clip(text))' is not a ratio",
        expected: "a ratio such as \"1/2\", \"50%\" or 0.5")
      return nil
    }
    return checkRatio(value, text, node, path)
  }

  /// `a/b` where `a` and `b` are 1 to 15 ASCII digits (exact as doubles), or nil.
  static func digitsRatio(_ text: String) -> Double? {
    var parts = (0, 0)
    var digits = (0, 0)
    var slash = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "/"), !slash {
        slash = true
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        let digit = Int(byte - UInt8(ascii: "0"))
        if slash {
          (parts.1, digits.1) = (parts.1 * 10 + digit, digits.1 + 1)
        } else {
          (parts.0, digits.0) = (parts.0 * 10 + digit, digits.0 + 1)
        }
        if digits.0 > 15 || digits.1 > 15 { return nil }
      } else {
        return nil
      }
    }
    guard slash, digits.0 > 0, digits.1 > 0 else { return nil }
    return Double(parts.0) / Double(parts.1)
  }

  private mutating func checkRatio(
    _ value: Double, _ text: String, _ node: DocNode, _ path: DocPath
  )
    -> Double?
  {
    guard value.isFinite else {
      report(
        .invalidValue, at: node, path, "ratio \(text) is not finite",
        expected: "a finite ratio above 0")
      return nil
    }
    guard value > 0 else {
      report(
        .invalidValue, at: node, path, "ratio \(text) is not positive",
        expected: "a ratio above 0, such as 0.5, \"1/2\" or \"50%\"")
      return nil
    }
    return inRatioRange(value, text, node, path)
  }

  /// Reports a ratio outside `LayoutLoader.ratioRange` (docs/layout-file.md#limits-and-errors).
  mutating func inRatioRange(
    _ value: Double, _ text: String, _ node: DocNode, _ path: DocPath
  ) -> Double? {
    let range = LayoutLoader.ratioRange
    guard range.contains(value) else {
      report(
        .invalidValue, at: node, path,
        "ratio \(DocText.clip(text)) is too \(value < range.lowerBound ? "small" : "large")",
        expected: "a ratio from \(range.lowerBound) to \(Self.grouped(range.upperBound))")
      return nil
    }
    return value
  }

  /// The value of `ratio:`: a number or a string fraction or percentage.
  mutating func ratioValue(_ node: DocNode, _ path: DocPath) -> Double? {
    if case .scalar(let scalar) = node {
      switch ScalarValue.classify(scalar) {
      case .number(let value): return checkRatio(value, scalar.string, node, path)
      case .string(let raw): return ratioString(raw.trimmingSpaces(), node, path)
      default: break
      }
    }
    report(
      .wrongType, at: node, path, "expected a ratio, found \(node.described)",
      expected: "a ratio such as 0.5, \"1/2\" or \"50%\"")
    return nil
  }

  private mutating func dimensionMapping(
    _ node: DocNode, _ path: DocPath, axis: DimensionAxis
  )
    -> Dimension?
  {
    guard
      let f = fields(
        node, path, expected: "a dimension", allowed: Self.dimensionForms + ["of"])
    else { return nil }
    let forms = f.order.filter { $0 != "of" }
    guard
      let form = oneForm(
        forms, of: f, forms: Self.dimensionForms, mapping: "a dimension mapping",
        one: "a dimension mapping")
    else { return nil }
    if f.has("of"), form != "ratio" {
      report(
        .unknownKey, at: f.keyNode("of"), path, "'of' only goes with 'ratio'",
        expected: "{ratio: 0.5, of: viewport}")
      return nil
    }
    guard let value = f[form] else { return nil }
    let valuePath = f.path(form)
    switch form {
    case "fixed":
      return size(value, valuePath).map { .fixed($0) }
    case "ratio":
      guard let ratio = ratioValue(value, valuePath) else { return nil }
      guard let of = f["of"] else { return .ratio(ratio) }
      guard let target = of.scalarText, target == "viewport" else {
        let raw = of.scalarText ?? ""
        report(
          .invalidValue, at: of, f.path("of"), "unknown ratio base '\(DocText.clip(raw))'",
          expected: "viewport (leave 'of' out for a ratio of the section)",
          suggestion: Suggestion.nearest(to: raw, in: ["viewport"]))
        return nil
      }
      return .viewportRatio(ratio)
    case "minus":
      return size(value, valuePath).map { .minus($0) }
    case "auto":
      guard let g = fields(value, valuePath, expected: "{estimate: D}", allowed: ["estimate"])
      else { return nil }
      guard let estimate = g["estimate"] else { return .auto(estimate: .fixed(50)) }
      return dimension(estimate, g.path("estimate"), axis: axis).map { .auto(estimate: $0) }
    case "orientation":
      return branches(value, valuePath, ["landscape", "portrait"], axis: axis).map {
        .orientation(landscape: $0[0], portrait: $0[1])
      }
    case "horizontalSizeClass":
      return branches(value, valuePath, ["regular", "compact"], axis: axis).map {
        .horizontalSizeClass(regular: $0[0], compact: $0[1])
      }
    case "verticalSizeClass":
      return branches(value, valuePath, ["regular", "compact"], axis: axis).map {
        .verticalSizeClass(regular: $0[0], compact: $0[1])
      }
    case "range":
      return range(value, valuePath, axis: axis)
    default:  // "restricted"
      return restricted(value, valuePath, axis: axis)
    }
  }

  /// Both branches of a rule (`{landscape: D, portrait: D}`), in `names` order.
  private mutating func branches(
    _ node: DocNode, _ path: DocPath, _ names: [String], axis: DimensionAxis
  ) -> [Dimension]? {
    let shape = "{" + names.map { "\($0): D" }.joined(separator: ", ") + "}"
    guard let f = fields(node, path, expected: shape, allowed: names) else { return nil }
    var result: [Dimension] = []
    for name in names {
      guard let value = required(name, in: f, expected: shape) else { return nil }
      guard let d = dimension(value, f.path(name), axis: axis) else { return nil }
      result.append(d)
    }
    return result
  }

  /// `{default: D, pairs: [{minimumSize: 400, dimension: D}]}`, pairs ascending.
  private mutating func range(_ node: DocNode, _ path: DocPath, axis: DimensionAxis) -> Dimension? {
    let shape = "{default: D, pairs: [{minimumSize: N, dimension: D}]}"
    guard let f = fields(node, path, expected: shape, allowed: ["default", "pairs"]) else {
      return nil
    }
    guard let defaultNode = required("default", in: f, expected: shape) else { return nil }
    guard let base = dimension(defaultNode, f.path("default"), axis: axis) else { return nil }
    var pairs: [Dimension.RangePair] = []
    if let pairsNode = f["pairs"] {
      guard let items = sequence(pairsNode, f.path("pairs"), expected: "a list of pairs")
      else { return nil }
      for (i, item) in items.enumerated() {
        let itemPath = f.path("pairs").appending(index: i)
        let pairShape = "{minimumSize: N, dimension: D}"
        guard
          let g = fields(
            item, itemPath, expected: pairShape, allowed: ["minimumSize", "dimension"])
        else { return nil }
        guard let minNode = required("minimumSize", in: g, expected: pairShape) else { return nil }
        guard let dNode = required("dimension", in: g, expected: pairShape) else { return nil }
        guard let minimum = size(minNode, g.path("minimumSize")),
          let d = dimension(dNode, g.path("dimension"), axis: axis)
        else { return nil }
        guard ascending(minimum, after: pairs.last?.minimumSize, minNode, g.path("minimumSize"))
        else { return nil }
        pairs.append(Dimension.RangePair(minimumSize: minimum, dimension: d))
      }
    }
    return .range(default: base, pairs: pairs)
  }

  /// False, after reporting it, when a range pair's `minimumSize` (at `node`) is below the
  /// previous pair's: pairs are ascending.
  mutating func ascending(
    _ minimum: Double, after previous: Double?, _ node: DocNode, _ path: DocPath
  ) -> Bool {
    guard let previous, minimum < previous else { return true }
    report(
      .invalidValue, at: node, path,
      "range pairs must be in ascending order of minimumSize, found "
        + "\(node.scalarText ?? "") after \(NumberText.plain(previous))",
      expected: "a minimumSize of at least \(NumberText.plain(previous))")
    return false
  }

  /// `{size: D, min: D}` or `{size: D, max: D}`.
  private mutating func restricted(
    _ node: DocNode, _ path: DocPath, axis: DimensionAxis
  ) -> Dimension? {
    let shape = "{size: D, min: D} or {size: D, max: D}"
    guard let f = fields(node, path, expected: shape, allowed: ["size", "min", "max"]) else {
      return nil
    }
    guard let sizeNode = required("size", in: f, expected: shape) else { return nil }
    if f.has("min") && f.has("max") {
      report(
        .invalidValue, at: f.keyNode("max"), path, "a restriction takes 'min' or 'max', not both",
        expected: shape)
      return nil
    }
    guard let bound = f.has("min") ? "min" : (f.has("max") ? "max" : nil), let boundNode = f[bound]
    else {
      report(.missingKey, at: node, path, "missing key 'min' or 'max'", expected: shape)
      return nil
    }
    guard let size = dimension(sizeNode, f.path("size"), axis: axis),
      let limit = dimension(boundNode, f.path(bound), axis: axis)
    else { return nil }
    return .restricted(size: size, restriction: bound == "min" ? .minimum(limit) : .maximum(limit))
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    let string = String(self)
    if let first = string.utf8.first, let last = string.utf8.last,
      first != 0x20, first != 0x09, last != 0x20, last != 0x09
    {
      return string
    }
    let scalars = string.unicodeScalars
    guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(Substring(scalars[start...end]))
  }
}

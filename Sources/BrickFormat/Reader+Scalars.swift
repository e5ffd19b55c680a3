import BrickCore

/// What a scalar is, by YAML 1.2's core schema for plain scalars; quoted scalars are strings.
/// JSON's numbers, `true`, `false` and `null` are plain scalars, its strings are quoted.
enum ScalarValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
}

extension Reader {
  // MARK: - Classifying

  static func classify(_ scalar: DocNode.Scalar) -> ScalarValue {
    let raw = scalar.string
    guard scalar.style == .plain || scalar.style == .any else { return .string(raw) }
    if let first = raw.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
      // No word below starts with a digit (most plain scalars that do are numbers).
      if let value = wholeNumber(raw) ?? Double(raw) { return .number(value) }
      return .string(raw)
    }
    switch raw {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
    case ".nan", ".NaN", ".NAN": return .number(.nan)
    default: break
    }
    if let first = raw.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      let value = Double(raw)
    {
      return .number(value)
    }
    return .string(raw)
  }

  /// `text` of 1 to 15 ASCII digits as the number it is (exact as a double, as `Double(text)`
  /// reads it), or nil.
  static func wholeNumber(_ text: String) -> Double? {
    var value = 0
    var digits = 0
    for byte in text.utf8 {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 15 else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    return digits > 0 ? Double(value) : nil
  }

  /// How an error message names a value (`Reader.describe`).
  func describe(_ node: DocNode) -> String { Self.describe(node) }

  /// How an error message names a value: `the string 'abc'`, `the number 5`, `a list`.
  static func describe(_ node: DocNode) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      switch Self.classify(scalar) {
      case .null: return "null"
      case .bool(let b): return b ? "true" : "false"
      case .number: return "the number \(scalar.string)"
      case .string(let s): return "the string '\(DocText.clip(s))'"
      }
    }
  }

  static func scalarText(_ node: DocNode) -> String? {
    if case .scalar(let scalar) = node { return scalar.string }
    return nil
  }

  // MARK: - Typed values

  /// Any non-null scalar, as its text (so `text: 2024` is the string "2024").
  func string(_ node: DocNode, _ path: Path, expected: String = "a string") -> String? {
    guard checkTag(node, path) else { return nil }
    if case .scalar(let scalar) = node, Self.classify(scalar) != .null {
      // Aliases copy their text per use: count every use against the text budget.
      if case let count = budget.countText(scalar.string.utf8.count), count != .within {
        if count == .passed {
          report(
            .tooLarge, at: node, path,
            "the text values add up to more than 32 MB (each use of a YAML alias is a copy)",
            expected: "at most 32 MB of text in all; use 'repeat' or 'data' for many copies")
        }
        return nil
      }
      return scalar.string
    }
    report(.wrongType, at: node, path, "expected \(expected), found \(describe(node))")
    return nil
  }

  func bool(_ node: DocNode, _ path: Path) -> Bool? {
    guard checkTag(node, path) else { return nil }
    if case .scalar(let scalar) = node, case .bool(let b) = Self.classify(scalar) { return b }
    let suggestion: String? =
      switch Self.scalarText(node)?.lowercased() {
      case "yes", "on", "y", "1": "true"
      case "no", "off", "n", "0": "false"
      default: nil
      }
    report(
      .wrongType, at: node, path, "expected true or false, found \(describe(node))",
      suggestion: suggestion)
    return nil
  }

  /// A finite number no larger in magnitude than `limit` (FORMAT.md §2, "Supported ranges").
  func number(
    _ node: DocNode, _ path: Path, limit: Double = LayoutLoader.maximumMagnitude
  ) -> Double? {
    guard checkTag(node, path) else { return nil }
    guard case .scalar(let scalar) = node, case .number(let value) = Self.classify(scalar) else {
      var expected: String?
      if case .scalar(let scalar) = node, case .string(let s) = Self.classify(scalar),
        Double(s) != nil
      {
        expected = "a number without quotes"
      }
      report(
        .wrongType, at: node, path, "expected a number, found \(describe(node))",
        expected: expected)
      return nil
    }
    guard value.isFinite else {
      report(
        .invalidValue, at: node, path, "the number \(scalar.string) is not finite",
        expected: "a finite number")
      return nil
    }
    guard abs(value) <= limit else {
      report(
        .invalidValue, at: node, path,
        "the number \(DocText.clip(scalar.string)) is outside the supported range",
        expected: "a number from \(Self.grouped(-limit)) to \(Self.grouped(limit))")
      return nil
    }
    return value
  }

  /// A whole number with thousands separators (`10,000,000`), for messages.
  static func grouped(_ value: Double) -> String {
    (value < 0 ? "-" : "") + NumberText.grouped(Int(abs(value).rounded()))
  }

  /// A finite number >= 0 (sizes, insets, paddings, delays).
  func size(_ node: DocNode, _ path: Path) -> Double? {
    guard let value = number(node, path) else { return nil }
    guard value >= 0 else {
      report(
        .invalidValue, at: node, path, "negative size \(Self.scalarText(node) ?? "\(value)")",
        expected: "a size of 0 or more points")
      return nil
    }
    return value
  }

  /// A ratio-like number > 0 (widthRatio, aspect, scale factors) in `LayoutLoader.ratioRange`.
  func positiveRatio(_ node: DocNode, _ path: Path, what: String) -> Double? {
    guard let value = positive(node, path, what: what) else { return nil }
    return inRatioRange(value, Self.scalarText(node) ?? "\(value)", node, path)
  }

  /// A finite number > 0, at most `limit`.
  func positive(
    _ node: DocNode, _ path: Path, what: String,
    limit: Double = LayoutLoader.maximumMagnitude
  ) -> Double? {
    guard let value = number(node, path, limit: .infinity) else { return nil }
    guard value > 0, value <= limit else {
      let text = DocText.clip(Self.scalarText(node) ?? "\(value)")
      report(
        .invalidValue, at: node, path,
        value > 0
          ? "\(what) \(text) is over the limit of \(Self.grouped(limit))"
          : "\(what) \(text) is not positive",
        expected: "a \(what) above 0 and at most \(Self.grouped(limit))")
      return nil
    }
    return value
  }

  /// A whole number in `range`; values outside it are reported with `what` and the range.
  func integer(
    _ node: DocNode, _ path: Path, what: String,
    range: ClosedRange<Double> = -LayoutLoader.maximumMagnitude...LayoutLoader.maximumMagnitude
  ) -> Int? {
    guard let value = number(node, path, limit: .infinity) else { return nil }
    let text = DocText.clip(Self.scalarText(node) ?? "\(value)")
    let expected =
      "a whole number from \(Self.grouped(range.lowerBound)) to \(Self.grouped(range.upperBound))"
    if value > range.upperBound {
      report(
        .invalidValue, at: node, path,
        "\(what) \(text) is over the limit of \(Self.grouped(range.upperBound))", expected: expected
      )
      return nil
    }
    if value < range.lowerBound {
      let message =
        range.lowerBound == 0
        ? "negative \(what) \(text)"
        : "\(what) \(text) is below the limit of \(Self.grouped(range.lowerBound))"
      report(.invalidValue, at: node, path, message, expected: expected)
      return nil
    }
    guard value.rounded() == value else {
      report(
        .invalidValue, at: node, path, "\(what) \(text) is not a whole number", expected: expected)
      return nil
    }
    return Int(value)
  }

  /// One of an enum's raw values, with "did you mean" for near misses.
  func choice<E: RawRepresentable & CaseIterable>(
    _ node: DocNode, _ path: Path, _ type: E.Type, what: String
  ) -> E? where E.RawValue == String {
    let names = E.allCases.map(\.rawValue)
    guard case .scalar(let scalar) = node, case .string(let raw) = Self.classify(scalar) else {
      report(
        .wrongType, at: node, path, "expected \(what), found \(describe(node))",
        expected: Suggestion.list(names))
      return nil
    }
    if let value = E(rawValue: raw) { return value }
    report(
      .invalidValue, at: node, path, "unknown \(what) '\(DocText.clip(raw))'",
      expected: Suggestion.list(names), suggestion: Suggestion.nearest(to: raw, in: names))
    return nil
  }

  /// `[a, b]` of two finite numbers, as a Size (offsets).
  func pair(_ node: DocNode, _ path: Path, names: String) -> Size? {
    guard case .sequence(let seq) = node, seq.count == 2 else {
      report(
        .wrongType, at: node, path,
        "expected a list of two numbers \(names), found \(describe(node))")
      return nil
    }
    guard let a = number(seq[0], path.appending(index: 0)),
      let b = number(seq[1], path.appending(index: 1))
    else {
      return nil
    }
    return Size(width: a, height: b)
  }
}

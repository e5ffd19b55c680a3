import BrickCore

extension LayoutValidator {
  // MARK: - Typed values

  /// Any non-null scalar, as its text (so `text: 2024` is the string "2024").
  mutating func string(_ node: DocNode, _ path: DocPath, expected: String = "a string") -> String? {
    guard checkTag(node, path) else { return nil }
    if case .scalar(let scalar) = node, ScalarValue.classify(scalar) != .null {
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
    report(.wrongType, at: node, path, "expected \(expected), found \(node.described)")
    return nil
  }

  mutating func bool(_ node: DocNode, _ path: DocPath) -> Bool? {
    guard checkTag(node, path) else { return nil }
    if case .scalar(let scalar) = node, case .bool(let b) = ScalarValue.classify(scalar) {
      return b
    }
    let suggestion: String? =
      switch node.scalarText?.lowercased() {
      case "yes", "on", "y", "1": "true"
      case "no", "off", "n", "0": "false"
      default: nil
      }
    report(
      .wrongType, at: node, path, "expected true or false, found \(node.described)",
      suggestion: suggestion)
    return nil
  }

  /// A finite number no larger in magnitude than `limit` (docs/layout-file.md#limits-and-errors).
  mutating func number(
    _ node: DocNode, _ path: DocPath, limit: Double = LayoutLoader.maximumMagnitude
  ) -> Double? {
    guard checkTag(node, path) else { return nil }
    guard case .scalar(let scalar) = node, case .number(let value) = ScalarValue.classify(scalar)
    else {
      var expected: String?
      if case .scalar(let scalar) = node, case .string(let s) = ScalarValue.classify(scalar),
        Double(s) != nil
      {
        expected = "a number without quotes"
      }
      report(
        .wrongType, at: node, path, "expected a number, found \(node.described)",
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
  mutating func size(_ node: DocNode, _ path: DocPath) -> Double? {
    guard let value = number(node, path) else { return nil }
    guard value >= 0 else {
      report(
        .invalidValue, at: node, path, "negative size \(node.scalarText ?? "\(value)")",
        expected: "a size of 0 or more points")
      return nil
    }
    return value
  }

  /// A ratio-like number > 0 (widthRatio, aspect, scale factors) in `LayoutLoader.ratioRange`.
  mutating func positiveRatio(_ node: DocNode, _ path: DocPath, what: String) -> Double? {
    guard let value = positive(node, path, what: what) else { return nil }
    return inRatioRange(value, node.scalarText ?? "\(value)", node, path)
  }

  /// A finite number > 0, at most `limit`.
  mutating func positive(
    _ node: DocNode, _ path: DocPath, what: String,
    limit: Double = LayoutLoader.maximumMagnitude
  ) -> Double? {
    guard let value = number(node, path, limit: .infinity) else { return nil }
    guard value > 0, value <= limit else {
      let text = DocText.clip(node.scalarText ?? "\(value)")
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
  mutating func integer(
    _ node: DocNode, _ path: DocPath, what: String,
    range: ClosedRange<Double> = -LayoutLoader.maximumMagnitude...LayoutLoader.maximumMagnitude
  ) -> Int? {
    guard let value = number(node, path, limit: .infinity) else { return nil }
    let text = DocText.clip(node.scalarText ?? "\(value)")
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
  mutating func choice<E: RawRepresentable & CaseIterable>(
    _ node: DocNode, _ path: DocPath, _ type: E.Type, what: String
  ) -> E? where E.RawValue == String {
    let names = E.allCases.map(\.rawValue)
    guard case .scalar(let scalar) = node, case .string(let raw) = ScalarValue.classify(scalar)
    else {
      report(
        .wrongType, at: node, path, "expected \(what), found \(node.described)",
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
  mutating func pair(_ node: DocNode, _ path: DocPath, names: String) -> Size? {
    guard case .sequence(let seq) = node, seq.count == 2 else {
      report(
        .wrongType, at: node, path,
        "expected a list of two numbers \(names), found \(node.described)")
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

/// What a scalar is, by YAML 1.2's core schema for plain scalars; quoted scalars are strings.
/// JSON's numbers, `true`, `false` and `null` are plain scalars, its strings are quoted.
enum ScalarValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)

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
}

extension DocNode {
  /// How an error message names a value: `the string 'abc'`, `the number 5`, `a list`.
  var described: String {
    switch self {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      switch ScalarValue.classify(scalar) {
      case .null: return "null"
      case .bool(let b): return b ? "true" : "false"
      case .number: return "the number \(scalar.string)"
      case .string(let s): return "the string '\(DocText.clip(s))'"
      }
    }
  }

  /// A scalar's text; nil for a mapping or a list.
  var scalarText: String? {
    if case .scalar(let scalar) = self { return scalar.string }
    return nil
  }
}

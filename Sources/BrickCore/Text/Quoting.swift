/// Quoting for the text formats Brickyard writes, in one place so their rules cannot drift:
/// JSON string literals (frames, the schema, asciinema casts, the export's data, the synthetic
/// workloads), double-quoted YAML scalars (the importer) and XML text (SVG and HTML pictures).
///
/// JSON and YAML share the named escapes (`\"`, `\\`, `\n`, `\r`, `\t`); they differ only in
/// what else may stand raw and how the rest is written.
public enum JSONString {
  /// `s` as a JSON string literal, quotes included.
  public static func quoted(_ s: String) -> String { "\"" + escaped(s) + "\"" }

  /// `s` escaped for the inside of a JSON string literal: `"` and `\`, the named escapes for
  /// newline, return and tab, and `\u00XX` for the other control characters and DEL (raw in
  /// JSON, but a terminal or a YAML reader may not take it).
  public static func escaped(_ s: String) -> String {
    if Quoting.isPlainASCII(s) { return s }
    return Quoting.escaped(
      s, named: Quoting.backslashEscape, isRaw: { $0.value >= 0x20 && $0.value != 0x7F },
      other: Quoting.unicodeHex)
  }
}

/// Double-quoted YAML scalars, as libyaml reads them back.
public enum YAMLString {
  /// `s` as a double-quoted YAML scalar, quotes included: the named escapes, then `\xXX` or
  /// `\uXXXX` for what YAML may not hold raw (C0 and C1 controls, DEL, U+FEFF, U+FFFE, U+FFFF;
  /// libyaml refuses the file otherwise) and for the line breaks YAML 1.1 folds inside a
  /// quoted scalar (NEL U+0085, LS U+2028, PS U+2029), which would not read back.
  public static func quoted(_ s: String) -> String {
    if Quoting.isPlainASCII(s) { return "\"" + s + "\"" }
    return "\"" + Quoting.escaped(s, named: Quoting.backslashEscape, isRaw: isRaw, other: hex)
      + "\""
  }

  /// True for a scalar a double-quoted YAML scalar holds as itself: YAML's printable set
  /// (tab, newline, return, U+0020 to U+007E, U+00A0 to U+D7FF, U+E000 to U+FFFD but U+FEFF,
  /// and U+10000 up) without the line breaks NEL, LS and PS.
  static func isRaw(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x2028, 0x2029: false
    case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0xD7FF, 0x10000...0x10FFFF: true
    case 0xE000...0xFFFD: u.value != 0xFEFF
    default: false
    }
  }

  static func hex(_ u: Unicode.Scalar) -> String {
    guard u.value < 0x100 else { return Quoting.unicodeHex(u) }
    let digits = String(u.value, radix: 16)
    return "\\x" + (digits.count == 1 ? "0" + digits : digits)
  }
}

/// XML 1.0 text, for attribute values and element content.
public enum XMLText {
  /// `s` with `&`, `<`, `>`, `"` and `'` as entities, and every character XML may not hold
  /// (`isCharacter`) as a space.
  public static func escaped(_ s: String) -> String {
    Quoting.escaped(s, named: entity, isRaw: isCharacter, other: { _ in " " })
  }

  static func entity(_ u: Unicode.Scalar) -> String? {
    switch u {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&apos;"
    default: nil
    }
  }

  /// True for a character XML 1.0 allows (its `Char` production): tab, newline, return,
  /// U+0020 to U+D7FF, U+E000 to U+FFFD and U+10000 up. A Swift string holds no surrogates, so
  /// what is left out is the other C0 controls and the non-characters U+FFFE and U+FFFF.
  public static func isCharacter(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}

/// The escaping loop the three formats share.
enum Quoting {
  /// `s` with each scalar `named` names as that text, the others `isRaw` accepts as
  /// themselves, and the rest as `other` writes them.
  static func escaped(
    _ s: String, named: (Unicode.Scalar) -> String?, isRaw: (Unicode.Scalar) -> Bool,
    other: (Unicode.Scalar) -> String
  ) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for u in s.unicodeScalars {
      if let name = named(u) {
        out += name
      } else if isRaw(u) {
        out.unicodeScalars.append(u)
      } else {
        out += other(u)
      }
    }
    return out
  }

  /// True when every byte of `s` is printable ASCII but `"` and `\`: text JSON and YAML hold
  /// as itself (most ids and names), checked before anything is built.
  static func isPlainASCII(_ s: String) -> Bool {
    s.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
  }

  /// The escapes JSON and YAML both name: `\"`, `\\`, `\n`, `\r` and `\t`.
  static func backslashEscape(_ u: Unicode.Scalar) -> String? {
    switch u {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }

  /// `\uXXXX` (four hex digits at least).
  static func unicodeHex(_ u: Unicode.Scalar) -> String {
    let digits = String(u.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

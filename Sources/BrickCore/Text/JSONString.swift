/// JSON string literals, for every writer of JSON (frames, the schema, asciinema casts, the
/// export's data) and of double-quoted YAML (the importer), whose escapes JSON's are a subset
/// of.
public enum JSONString {
  /// `s` as a JSON string literal, quotes included.
  public static func quoted(_ s: String) -> String { "\"" + escaped(s) + "\"" }

  /// `s` escaped for the inside of a JSON string literal: `"` and `\`, the named escapes for
  /// newline, return and tab, and `\u00XX` for the other control characters and DEL (raw in
  /// JSON, but a terminal or a YAML reader may not take it).
  public static func escaped(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 || u.value == 0x7F {
          let hex = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out
  }
}

/// What a terminal without UTF-8 shows instead of a non-ASCII character.
///
/// Box drawing becomes `-`, `|` and `+`, block elements and squares `#`, arrows and triangles
/// `^v<>`, `×` `x`, and anything else `?`. Control characters become spaces.
public enum GlyphFallback {
  /// The ASCII stand-in for `scalar` (itself when it is printable ASCII).
  public static func ascii(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    let v = scalar.value
    switch v {
    case 0x20..<0x7F: return scalar
    case 0..<0x20, 0x7F..<0xA0: return " "
    case 0xA0: return " "
    case 0xB7, 0x2026: return "."
    case 0xD7: return "x"  // 320×50 on the status line and in the inspector
    case 0x2212: return "-"
    case 0x25A0, 0x25AA: return "#"
    case 0x2022, 0x25CF, 0x25CB: return "*"
    case 0x2013, 0x2014, 0x2015: return "-"
    case 0x2190, 0x25C0, 0x25C2, 0x25C4: return "<"
    case 0x2192, 0x25B6, 0x25B8, 0x25BA: return ">"
    case 0x2191, 0x25B2, 0x25B4: return "^"
    case 0x2193, 0x25BC, 0x25BE: return "v"
    case 0x2500...0x257F: return boxDrawing(v)
    case 0x2580...0x259F: return "#"
    default: return "?"
    }
  }

  /// U+2500–U+257F: horizontal strokes `-`, vertical strokes `|`, diagonals `/ \ X`, the
  /// rest (corners, tees, crosses) `+`.
  private static func boxDrawing(_ v: UInt32) -> Unicode.Scalar {
    switch v {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550,
      0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
      return "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551,
      0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
      return "|"
    case 0x2571: return "/"
    case 0x2572: return "\\"
    case 0x2573: return "X"
    default: return "+"
    }
  }
}

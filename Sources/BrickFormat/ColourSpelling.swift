import BrickCore

/// What an unknown colour was probably meant to be, for its error (docs/layout-file.md#colours):
/// the spellings of Swift and Objective-C that name a colour the file may name, hex without
/// its `#`, and lookalike characters (fullwidth digits, the Kelvin sign) in a name that is
/// otherwise right. Names and hex codes are ASCII; `ColorTable` is asked only about ASCII text.
enum ColourSpelling {
  /// The longest text looked at: a colour name is at most 40 characters, and a spelling this
  /// code recognises adds at most `UIColor.` and `Color` (or `0x`) to one.
  static let longest = 64

  /// A colour the file may name that `raw` spells in Swift's or Objective-C's way, and what
  /// would be valid when there is a choice: `UIColor.red` → `red` (the note offers
  /// `systemRed`, the adaptive one), `labelColor` → `label`, `ff0000` → `#ff0000`. nil when
  /// `raw` is no such spelling.
  static func meant(_ raw: String) -> (colour: String, note: String?)? {
    guard raw.utf8.count <= longest, raw.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var name = Substring(raw)
    // `UIColor.red`, `NSColor.red`, SwiftUI's `Color.red`, `UIColor.red.cgColor`, `.red.cgColor`.
    var prefix = ""
    for p in ["UIColor.", "NSColor.", "CGColor.", "Color."] where name.hasPrefix(p) {
      prefix = p
      name = name.dropFirst(p.count)
      break
    }
    for suffix in [".cgColor", ".CGColor"] where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    if name.hasSuffix("()") { name = name.dropLast(2) }  // `UIColor.red()` (Objective-C style)
    // `labelColor`, `redColor`, `systemRedColor`: Objective-C's and AppKit's names.
    if name.count > 5, name.lowercased().hasSuffix("color"), !valid(String(name)) {
      name = name.dropLast(5)
    }
    // `ff0000`, `0xff0000`: hex without its `#`.
    var digits = name
    if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
    if [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
      !valid(String(name))
    {
      // `fff` and `f00` are hex; a short word of the letters a-f (`bad`, `fade`) is hex only
      // when no colour name is a likely misspelling of it.
      let short = digits.count <= 4 && !digits.contains(where: \.isNumber) && digits == name
      if !short || Suggestion.nearest(to: raw, in: ColorTable.entries.lazy.map(\.name)) == nil {
        return ("#" + digits.lowercased(), nil)
      }
    }
    let candidate = String(name)
    guard candidate != raw, !candidate.isEmpty, valid(candidate),
      let entry = ColorTable.entry(named: candidate)
    else { return nil }
    let system = "system" + entry.name.prefix(1).uppercased() + entry.name.dropFirst()
    guard !prefix.isEmpty, let adaptive = ColorTable.entry(named: system) else {
      return (entry.name, nil)
    }
    if prefix == "Color." {
      // SwiftUI's `Color.red` is the system colour.
      return (
        adaptive.name,
        "\(adaptive.name) (SwiftUI's Color.\(entry.name), the system colour, which adapts to "
          + "dark mode) or \(entry.name) (UIColor.\(entry.name), a fixed colour)"
      )
    }
    return (
      entry.name,
      "\(entry.name) (\(prefix)\(entry.name), a fixed colour) or \(adaptive.name) (the system "
        + "colour, which adapts to dark mode)"
    )
  }

  /// The first character of `raw` that is not ASCII, as `'K' (U+212A KELVIN SIGN)`, and its
  /// 1-based position in characters; nil when `raw` is ASCII.
  static func firstNonASCII(_ raw: String) -> (shown: String, position: Int)? {
    // The bytes first: a megabyte of ASCII is one fast pass.
    guard let byte = raw.utf8.firstIndex(where: { $0 >= 0x80 }) else { return nil }
    let position = raw.unicodeScalars[..<byte].count + 1
    let scalar = raw.unicodeScalars[byte]
    let code = String(scalar.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
    let name = scalar.properties.name.map { " " + $0 } ?? ""
    let glyph = TerminalText.isControl(scalar) ? "" : "'\(Character(scalar))' "
    return ("\(glyph)(U+\(padded)\(name))", position)
  }

  /// `raw` with ASCII lookalikes in place of fullwidth forms (U+FF01...U+FF5E) and the Kelvin
  /// sign (U+212A), when that gives a colour the file may name, in its usual spelling:
  /// `#ＦＦ００００` → `#ff0000`, `blacK` with a Kelvin sign → `black`.
  static func asciiLookalike(_ raw: String) -> String? {
    guard raw.unicodeScalars.count <= longest else { return nil }
    var out = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      switch scalar.value {
      case 0x21...0x7E: out.append(scalar)
      case 0xFF01...0xFF5E:
        guard let ascii = Unicode.Scalar(scalar.value - 0xFEE0) else { return nil }
        out.append(ascii)
      case 0x212A: out.append("K")
      default: return nil
      }
    }
    let folded = String(out)
    guard valid(folded) else { return nil }
    // The usual spelling, so the suggestion does not look like what was written.
    return ColorTable.entry(named: folded)?.name ?? folded.lowercased()
  }

  /// True when `name` is a colour name or hex code the file may use (ASCII only).
  static func valid(_ name: String) -> Bool { colour(name) != nil }

  /// The colour a name or hex code the file may use spells (ASCII only), with its spelling.
  static func colour(_ name: String) -> LayoutColor? {
    // No name or hex code is longer (and a long text costs no pass over it).
    guard name.utf8.count <= longest, name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    return ColorTable.layoutColor(name)
  }
}

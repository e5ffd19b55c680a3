/// A grid as text: plain lines for `brickyard render` and golden screens, or lines with ANSI SGR
/// codes for `render --color always`.
extension CellGrid {
  /// One string per row: wide characters once, continuation cells skipped, styles dropped.
  ///
  /// - Parameter trimmingTrailingSpaces: drop spaces at the end of each line (what `render`
  ///   prints and what screen fixtures hold).
  public func textLines(trimmingTrailingSpaces: Bool) -> [String] {
    var out: [String] = []
    out.reserveCapacity(height)
    for y in 0..<height {
      var end = width
      if trimmingTrailingSpaces {
        while end > 0
          && (cells[y * width + end - 1].scalar == " " || isStrayContinuation(x: end - 1, y: y))
        {
          end -= 1
        }
      }
      var s = String.UnicodeScalarView()
      for x in 0..<end {
        let c = cells[y * width + x]
        if c.isContinuation {
          if isStrayContinuation(x: x, y: y) { s.append(" ") }
        } else {
          c.append(to: &s)
        }
      }
      out.append(String(s))
    }
    return out
  }

  /// The grid as one string: `textLines` joined with newlines, with a final newline.
  public func text(trimmingTrailingSpaces: Bool = true) -> String {
    var s = ""
    for line in textLines(trimmingTrailingSpaces: trimmingTrailingSpaces) {
      s += line
      s += "\n"
    }
    return s
  }

  /// One string per row with SGR escape codes: a style change emits `ESC[0;…m` with the
  /// attributes (1 bold, 2 dim, 4 underline, 7 reverse) and colours (30–37/90–97 foreground,
  /// 40–47/100–107 background); a line that set any style ends with `ESC[0m`. Trailing plain
  /// spaces are dropped.
  public func ansiLines() -> [String] {
    var out: [String] = []
    out.reserveCapacity(height)
    for y in 0..<height {
      var end = width
      while end > 0 {
        let c = cells[y * width + end - 1]
        let blank = c.scalar == " " || isStrayContinuation(x: end - 1, y: y)
        guard
          blank && c.style.background == .default
            && c.style.attributes.intersection([.reverse, .underline]).isEmpty
        else { break }
        end -= 1
      }
      var s = ""
      var current = Style.plain
      for x in 0..<end {
        let c = cells[y * width + x]
        if c.isContinuation && !isStrayContinuation(x: x, y: y) { continue }
        if c.style != current {
          s += Self.sgr(c.style)
          current = c.style
        }
        if c.isContinuation {
          s.unicodeScalars.append(" ")
        } else {
          c.append(to: &s.unicodeScalars)
        }
      }
      if current != .plain { s += "\u{1B}[0m" }
      out.append(s)
    }
    return out
  }

  /// The grid as one ANSI string, lines joined with newlines, with a final newline.
  public func ansiText() -> String {
    var s = ""
    for line in ansiLines() {
      s += line
      s += "\n"
    }
    return s
  }

  /// The SGR sequence that sets exactly this style (from a reset).
  public static func sgr(_ style: Style) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if let fg = colorCode(style.foreground, base: 30) { codes.append(fg) }
    if let bg = colorCode(style.background, base: 40) { codes.append(bg) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// 30–37 / 90–97 (foreground) or 40–47 / 100–107 (background) for the 16 colours,
  /// `38;5;N` / `48;5;N` for the extended ones, `38;2;R;G;B` / `48;2;R;G;B` for RGB ones; nil
  /// for the default colour.
  static func colorCode(_ color: Color, base: Int) -> String? {
    if let rgb = color.rgbValue {
      return "\(base + 8);2;\(rgb >> 16 & 0xff);\(rgb >> 8 & 0xff);\(rgb & 0xff)"
    }
    let v = Int(color.rawValue)
    switch v {
    case 1...8: return String(base + v - 1)
    case 9...16: return String(base + 60 + v - 9)
    case 17...: return "\(base + 8);5;\(v - 1)"
    default: return nil
    }
  }

  /// A continuation cell not preceded by a wide character (only a bug would make one): shown
  /// as a space so columns stay aligned.
  func isStrayContinuation(x: Int, y: Int) -> Bool {
    guard cells[y * width + x].isContinuation else { return false }
    return x == 0 || cells[y * width + x - 1].isContinuation
  }
}

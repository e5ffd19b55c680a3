/// The terminal text metrics (`textMetrics: terminal`, docs/layout-file.md#text-metrics), and the
/// column widths every drawing on a terminal uses: a character column is 8 points across, a line 16
/// points down. Wide characters (East Asian wide and fullwidth, emoji) take two columns; combining
/// marks and zero-width characters take none. Characters are grapheme clusters: a base with its
/// marks, a flag or a ZWJ emoji is one character. A tab is a space. (How points become terminal
/// cells is the rasterizer's `CellMetrics`.)
public enum TextMetrics {
  /// The width of one column of text (a narrow character), in points.
  public static let pointsPerColumn: Double = 8
  /// The height of one line of text, in points.
  public static let pointsPerLine: Double = 16

  /// The number of text columns a character takes: 0, 1 or 2.
  public static func displayWidth(_ c: Character) -> Int {
    guard let first = c.unicodeScalars.first else { return 0 }
    // An emoji presentation sequence (e.g. "☺️") is wide even when its base is narrow.
    if c.unicodeScalars.count > 1, c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    return displayWidth(first)
  }

  /// The number of columns one scalar takes.
  @inline(__always)
  public static func displayWidth(_ s: Unicode.Scalar) -> Int {
    let v = s.value
    if v < 0x300 { return latinWidth(v) }
    if v < 0x10000 { return Int(bmpWidths[Int(v)]) }
    return computedWidth(s)
  }

  @inline(__always) static func latinWidth(_ v: UInt32) -> Int {
    if v == 0x09 { return 1 }  // a tab counts as a space (and is drawn as one)
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    return 1
  }

  /// The general rule for one scalar, from its Unicode properties (the width table's source).
  static func computedWidth(_ s: Unicode.Scalar) -> Int {
    let v = s.value
    if v < 0x300 { return latinWidth(v) }
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if v == 0x200B || (0x1160...0x11FF).contains(v) { return 0 }
    if isWide(v) { return 2 }
    if s.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The columns a string takes on one line.
  public static func displayWidth(_ text: some StringProtocol) -> Int {
    var n = 0
    for c in text { n += displayWidth(c) }
    return n
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges, condensed from Unicode's EastAsianWidth.txt.
  static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF,
      0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
      0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Wraps text greedily into lines of at most `columns` columns: breaks at spaces, splits words
  /// longer than a line, honours `\n`, never splits a wide character. Always at least one column.
  public static func wrap(_ text: String, columns: Int) -> [Substring] {
    var lines: [Substring] = []
    forEachLine(text, columns: columns) { lines.append($0) }
    return lines
  }

  /// The number of lines `wrap` would give, without building them.
  public static func lineCount(_ text: String, columns: Int) -> Int {
    var n = 0
    forEachLine(text, columns: columns) { _ in n += 1 }
    return n
  }

  /// The height in points of text wrapped to a width in points, at the metrics above.
  public static func textHeight(_ text: String, width: Double) -> Double {
    if text.isEmpty { return 0 }
    let columns = columnCount(width)
    return Double(lineCount(text, columns: columns)) * pointsPerLine
  }

  /// Whole columns in a width of points: at least 1, and total for any Double (a NaN or
  /// negative width is 1 column, a huge one is capped at `Int32.max` columns).
  public static func columnCount(_ width: Double) -> Int {
    let columns = (width / pointsPerColumn).rounded(.down)
    guard columns >= 1 else { return 1 }
    return columns < Double(Int32.max) ? Int(columns) : Int(Int32.max)
  }

  static func forEachLine(_ text: String, columns rawColumns: Int, _ body: (Substring) -> Void) {
    forEachLine(text, limit: rawColumns, width: displayWidth, body)
  }

  /// The greedy wrap behind `wrap`, over any measure: `width` gives a character's advance in
  /// whole units and a line holds `limit` of them (columns for the terminal, font units for a
  /// font). Breaks at spaces (a space that overflows is dropped), a word longer than a line is
  /// broken between characters, `\n` ends a paragraph.
  static func forEachLine(
    _ text: String, limit rawLimit: Int, width: (Character) -> Int, _ body: (Substring) -> Void
  ) {
    let columns = max(1, rawLimit)
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lineStart = paragraph.startIndex
      var lineWidth = 0
      var lastBreak: String.Index?  // index of the last space on the current line
      var i = paragraph.startIndex
      var emitted = false
      while i < paragraph.endIndex {
        let c = paragraph[i]
        let w = width(c)
        let isSpace = c == " " || c == "\t"
        if isSpace { lastBreak = i }
        if lineWidth + w > columns && lineWidth > 0 {
          if isSpace {
            // Break at this space; drop it.
            body(paragraph[lineStart..<i])
            emitted = true
            lineStart = paragraph.index(after: i)
            lineWidth = 0
            lastBreak = nil
            i = lineStart
            continue
          } else if let b = lastBreak, b > lineStart {
            body(paragraph[lineStart..<b])
            emitted = true
            lineStart = paragraph.index(after: b)
            lastBreak = nil
            lineWidth = 0
            for c in paragraph[lineStart..<i] { lineWidth += width(c) }
          } else {
            body(paragraph[lineStart..<i])
            emitted = true
            lineStart = i
            lineWidth = 0
            lastBreak = nil
          }
        }
        lineWidth += w
        i = paragraph.index(after: i)
      }
      if lineStart < paragraph.endIndex || !emitted {
        body(paragraph[lineStart..<paragraph.endIndex])
      }
    }
  }
}

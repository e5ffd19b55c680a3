/// The fast paths of `TextMetrics`: line counts of ASCII text straight from its UTF-8 bytes,
/// with `{index}` read as the repetition's digits where it stands (nothing is built), and a
/// table of scalar widths for the Basic Multilingual Plane. Results equal the general path's
/// (`lineCount(substituteIndex(text, rep), columns:)`) exactly; tests compare the two.
extension TextMetrics {
  /// The number of decimal digits of a repetition index (at least 1).
  @inline(__always)
  public static func digitCount(_ n: Int) -> Int {
    var d = 1
    var v = n < 0 ? -n : n
    while v >= 10 {
      v /= 10
      d += 1
    }
    return n < 0 ? d + 1 : d
  }

  /// The lines `text` takes at `columns` with `{index}` standing for repetition `rep` (no
  /// substitution when `rep` is nil). ASCII text is read byte by byte without allocating;
  /// other text goes through the general path.
  public static func lineCount(_ text: String, index rep: Int?, columns: Int) -> Int {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
      asciiLineCount(bytes, index: rep, columns: columns)
    }
    if let fast, let lines = fast { return lines }
    let substituted = rep.map { SolvedLayoutText.substituteIndex(text, $0) } ?? text
    return lineCount(substituted, columns: columns)
  }

  /// `forEachLine`'s count over ASCII bytes, or nil when a byte is not ASCII: `asciiLines`
  /// with one cell a character (none for controls and DEL; CR LF together is one character of
  /// width 0, and not a line break, as Swift's `Character` has it), `{index}` counting as the
  /// digits of `rep`.
  static func asciiLineCount(
    _ bytes: UnsafeBufferPointer<UInt8>, index rep: Int?, columns: Int
  ) -> Int? {
    cellWidths.withUnsafeBufferPointer {
      asciiLines(bytes, widths: $0, rep: rep, limit: columns)?.lines
    }
  }

  /// The cells of U+0000 ... U+007F: none for controls and DEL, one for the others.
  static let cellWidths: [Int32] = (0..<128).map { $0 < 0x20 || $0 == 0x7F ? 0 : 1 }

  /// Lines of ASCII text measured with `widths` (the advances of U+0000 ... U+007F in whole
  /// units) at `limit` units a line, `{index}` standing for the digits of `rep` where it is
  /// (nothing is built), and whether a word longer than a line was broken between characters;
  /// nil when a byte is not ASCII. The same breaks as `forEachLine` over the same widths.
  static func asciiLines(
    _ bytes: UnsafeBufferPointer<UInt8>, widths: UnsafeBufferPointer<Int32>, rep: Int?,
    limit: Int
  ) -> (lines: Int, forced: Bool)? {
    var wrap = AsciiWrap(columns: max(1, limit))
    let n = bytes.count
    var i = 0
    while i < n {
      let b = bytes[i]
      if b >= 0x80 { return nil }
      switch b {
      case 0x0A:  // "\n": the paragraph ends
        wrap.endParagraph()
        i += 1
      case 0x0D:  // "\r", with a following "\n" one character
        wrap.unit(0, space: false)
        i += (i + 1 < n && bytes[i + 1] == 0x0A) ? 2 : 1
      case 0x09, 0x20:
        wrap.unit(Int(widths[0x20]), space: true)
        i += 1
      case 0x7B:  // "{": perhaps "{index}"
        if let rep, i + 7 <= n, bytes[i + 1] == 0x69, bytes[i + 2] == 0x6E,
          bytes[i + 3] == 0x64, bytes[i + 4] == 0x65, bytes[i + 5] == 0x78, bytes[i + 6] == 0x7D
        {
          if rep < 0 { wrap.unit(Int(widths[0x2D]), space: false) }
          let m = rep.magnitude
          var p: UInt = 1
          while m / p >= 10 { p *= 10 }
          while p > 0 {
            wrap.unit(Int(widths[0x30 + Int((m / p) % 10)]), space: false)
            p /= 10
          }
          i += 7
        } else {
          wrap.unit(Int(widths[0x7B]), space: false)
          i += 1
        }
      default:
        wrap.unit(Int(widths[Int(b)]), space: false)
        i += 1
      }
    }
    wrap.endParagraph()
    return (wrap.lines, wrap.forced)
  }

  /// Columns of the scalars of the Basic Multilingual Plane from U+0300 (the general rule,
  /// computed once on first use): 0, 1 or 2 per scalar.
  static let bmpWidths: [UInt8] = (0..<0x10000).map { v -> UInt8 in
    guard v >= 0x300, let s = Unicode.Scalar(UInt32(v)) else { return 1 }
    return UInt8(computedWidth(s))
  }
}

/// `{index}` substitution, shared by the solver and the fast path's fallback.
enum SolvedLayoutText {
  /// Replaces `{index}`, `{index+K}` and `{index-K}` (`SolvedLayout.substituteIndex`).
  static func substituteIndex(_ text: String, _ rep: Int) -> String {
    SolvedLayout.substituteIndex(text, rep)
  }
}

/// Line counts already worked out, by (node, line limit in units, digits of the repetition
/// and their width): every repetition of a label wraps the same way at a width except where
/// its index is a different width, so a repeated label is wrapped once per width and number
/// width. Direct-mapped, fixed size, allocated on first use; a collision only costs a recount.
struct TextLineCache: Sendable {
  struct Key: Equatable, Sendable {
    var a: UInt64
    var b: UInt64
  }
  private var keys = ContiguousArray<Key>()
  private var lines = ContiguousArray<Int32>()
  private static let bits = 12

  /// The cache key, or nil when the numbers are too large to pack (then nothing is cached).
  @inline(__always)
  static func key(node: Int, limit: Int, digits: Int, digitUnits: Int = 0) -> Key? {
    guard node >= 0, node < 1 << 34, limit >= 0, limit < 1 << 29, digits < 32, digitUnits >= 0
    else { return nil }
    return Key(
      a: UInt64(node) << 29 | UInt64(limit), b: UInt64(digitUnits) << 5 | UInt64(digits) | 1 << 63)
  }

  @inline(__always)
  private static func slot(_ key: Key) -> Int {
    Int(
      truncatingIfNeeded: ((key.a ^ (key.b &* 0xC2B2_AE3D_27D4_EB4F)) &* 0x9E37_79B9_7F4A_7C15)
        >> UInt64(64 - bits))
  }

  @inline(__always)
  func lookup(_ key: Key) -> Int? {
    guard !keys.isEmpty else { return nil }
    let s = Self.slot(key)
    return keys[s] == key ? Int(lines[s]) : nil
  }

  @inline(__always)
  mutating func store(_ key: Key, lines count: Int) {
    guard count < Int(Int32.max) else { return }
    if keys.isEmpty {
      keys = ContiguousArray(repeating: Key(a: 0, b: 0), count: 1 << Self.bits)
      lines = ContiguousArray(repeating: 0, count: 1 << Self.bits)
    }
    let s = Self.slot(key)
    keys[s] = key
    lines[s] = Int32(count)
  }
}

/// `TextMetrics.forEachLine`'s greedy wrap as a counter over characters given by width and
/// whether they are a space: the same breaks, kept in a few integers (a struct, so nothing is
/// captured or allocated, whatever the build).
struct AsciiWrap {
  let columns: Int
  /// Lines counted so far.
  var lines = 0
  /// Characters on the current line, and its width.
  var lineUnits = 0
  var lineWidth = 0
  /// The position on the line of the last space (a break), or -1; the width after it.
  var breakUnit = -1
  var afterBreak = 0
  /// Whether the paragraph has emitted a line.
  var emitted = false
  /// Whether a word was broken between characters (no space to break at).
  var forced = false

  init(columns: Int) { self.columns = columns }

  /// One character of width `w`.
  @inline(__always)
  mutating func unit(_ w: Int, space: Bool) {
    if space { breakUnit = lineUnits }
    if lineWidth + w > columns && lineWidth > 0 {
      lines += 1
      emitted = true
      if space {
        // Break at this space and drop it.
        lineUnits = 0
        lineWidth = 0
        breakUnit = -1
        return
      } else if breakUnit > 0 {
        // Break at the last space: what follows it starts the next line.
        lineUnits -= breakUnit + 1
        lineWidth = afterBreak
        breakUnit = -1
      } else {
        lineUnits = 0
        lineWidth = 0
        breakUnit = -1
        forced = true
      }
    }
    lineWidth += w
    lineUnits += 1
    if space { afterBreak = 0 } else { afterBreak += w }
  }

  /// The end of a paragraph (a line break or the end of the text).
  @inline(__always)
  mutating func endParagraph() {
    if lineUnits > 0 || !emitted { lines += 1 }
    lineUnits = 0
    lineWidth = 0
    breakUnit = -1
    afterBreak = 0
    emitted = false
  }
}

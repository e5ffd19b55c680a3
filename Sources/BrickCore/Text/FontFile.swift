/// A font's horizontal metrics: the advance width of every character it maps, in font units,
/// and its vertical metrics. Made from a font file's bytes by `FontFile.read` or from the
/// generated table of the shipped default font. Immutable, shared by reference.
///
/// Characters are kept as runs (a range of characters and where its advances are), never one
/// entry per character: a cmap group that maps all of Unicode costs one run, so a face's
/// memory follows the size of its file's tables, not the characters they claim.
public final class FontFace: Hashable, Sendable {
  public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// A name for messages and equality (the file's path, or `Inter Regular`).
  public let name: String
  public let unitsPerEm: Int
  /// hhea's ascender, descender (negative below the baseline) and line gap, in font units.
  public let ascender: Int
  public let descender: Int
  public let lineGap: Int
  /// A line's height as a multiple of the size: (ascender − descender + lineGap) / unitsPerEm,
  /// or SF's 2444/2048 for the shipped font, which stands in for SF's widths only.
  public let lineHeightRatio: Double
  /// Advances of U+0000 ... U+007F (0 where the font has no glyph).
  let ascii: ContiguousArray<Int32>
  /// The mapped characters, as runs ascending and disjoint, and the advances they index.
  let runs: ContiguousArray<AdvanceRun>
  let advances: ContiguousArray<Int32>
  /// What a character the font lacks measures (a system fallback font would draw it): an em
  /// for wide characters, the width of `n` for the others.
  let missingNarrow: Int32

  /// A face from runs that are sorted by `start` and disjoint, each indexing `advances`
  /// within bounds (`FontFile` and the per-character initializer make them so).
  init(
    name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
    lineHeightRatio: Double? = nil, runs: ContiguousArray<AdvanceRun>,
    advances: ContiguousArray<Int32>
  ) {
    let upem = max(1, unitsPerEm)
    self.name = name
    self.unitsPerEm = upem
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    let natural = Double(ascender - descender + max(0, lineGap)) / Double(upem)
    self.lineHeightRatio = lineHeightRatio ?? (natural > 0 ? natural : 1.2)
    self.runs = runs
    self.advances = advances
    var ascii = ContiguousArray<Int32>(repeating: 0, count: 128)
    for c in 0..<128 {
      ascii[c] = Self.lookup(UInt32(c), runs: runs, advances: advances) ?? 0
    }
    let n = ascii[Int(UInt8(ascii: "n"))]
    missingNarrow = n > 0 ? n : Int32(upem / 2)
    // A tab measures as a space; other controls as nothing.
    ascii[9] = ascii[32]
    for c in [0, 10, 13] { ascii[c] = 0 }
    self.ascii = ascii
  }

  /// A face from one advance per character (the shipped font's generated table); a character
  /// given twice keeps its first advance.
  convenience init(
    name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
    lineHeightRatio: Double? = nil, widths: [(UInt32, Int32)]
  ) {
    var runs = ContiguousArray<AdvanceRun>()
    var advances = ContiguousArray<Int32>()
    for (c, w) in widths.sorted(by: { $0.0 < $1.0 }) {
      if let last = runs.last {
        if c == last.end { continue }
        if c == last.end + 1 {
          runs[runs.count - 1].end = c
          advances.append(w)
          continue
        }
      }
      runs.append(AdvanceRun(start: c, end: c, base: UInt32(advances.count), step: 1))
      advances.append(w)
    }
    self.init(
      name: name, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
      lineGap: lineGap, lineHeightRatio: lineHeightRatio, runs: runs, advances: advances)
  }

  /// The advance of one scalar in font units, or nil when the font has no glyph for it.
  public func advance(_ s: Unicode.Scalar) -> Int32? {
    let v = s.value
    if v < 128 { return ascii[Int(v)] }
    return Self.lookup(v, runs: runs, advances: advances)
  }

  /// The advance of `v` in `runs`: a binary search for the last run starting at or before it.
  @inline(__always)
  static func lookup(
    _ v: UInt32, runs: ContiguousArray<AdvanceRun>, advances: ContiguousArray<Int32>
  ) -> Int32? {
    var lo = 0
    var hi = runs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if runs[mid].start <= v { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return nil }
    let run = runs[lo - 1]
    guard v <= run.end else { return nil }
    return advances[Int(run.base) + Int(run.step) * Int(v - run.start)]
  }

  /// The advance of a character: its first scalar's (marks join their base), an em for an
  /// emoji presentation sequence, and for a character the font lacks what a fallback font
  /// would roughly give (an em when it is wide, nothing for a mark, else the width of `n`).
  public func advance(_ c: Character) -> Int32 {
    let scalars = c.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) {
      return Int32(unitsPerEm)
    }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) {
      return first.value == 9 ? ascii[9] : 0
    }
    if let a = advance(first) { return a }
    switch TextMetrics.displayWidth(first) {
    case 0: return 0
    case 2: return Int32(unitsPerEm)
    default: return missingNarrow
    }
  }

  /// Characters the face maps (for tests and the table generator's check): ASCII with a
  /// non-zero advance, then every mapped character from U+0080.
  public var mappedScalars: [UInt32] {
    var out = (0..<128).filter { ascii[$0] > 0 }.map(UInt32.init)
    for run in runs where run.end >= 128 {
      out.append(contentsOf: max(run.start, 128)...run.end)
    }
    return out
  }

  /// How many runs and advances the face keeps: what its memory is proportional to (tests
  /// pin it for fonts whose tables claim every character many times over).
  public var storedEntries: Int { runs.count + advances.count }
}

/// Characters `start` ... `end` and their advances: `advances[base + step × (c − start)]`,
/// so `step` 1 gives each character its own advance and `step` 0 one advance for all (glyphs
/// past a font's last metric take its advance).
struct AdvanceRun: Hashable, Sendable {
  var start: UInt32
  var end: UInt32
  var base: UInt32
  var step: UInt32
}

/// What went wrong reading a font file.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The font's name, then what is wrong (`Font.ttf: a truncated hmtx table`).
  public var message: String
  /// What is wrong, without the name (for a message that names the file already).
  public var reason: String
  public var description: String { message }

  public init(name: String, reason: String) {
    message = "\(name): \(reason)"
    self.reason = reason
  }
}

/// A reader of the tables of a TrueType or OpenType font file that measuring needs: `head`
/// (units per em), `hhea` (ascender, descender, line gap, number of metrics), `hmtx` (advance
/// widths) and `cmap` (characters to glyphs, formats 4 and 12). Bytes in, no I/O. A
/// collection (`ttcf`) is read at its first font.
///
/// Whatever its tables claim, reading takes time and memory in proportion to the file's size:
/// cmap groups become runs (`AdvanceRun`), overlapping groups are cut where an earlier one
/// already maps a character (the lowest-starting group wins, then the first written), and a
/// format 4 table's glyph array is read at most once per character of the Basic Multilingual
/// Plane.
public enum FontFile {
  /// The units per em a font may have (OpenType's head table: 16 to 16384).
  public static let unitsPerEmRange: ClosedRange<Int> = 16...16384

  public static func read(_ bytes: [UInt8], name: String) throws(FontFileError) -> FontFace {
    let r = ByteReader(bytes: bytes)
    var base = 0
    if r.u32(0) == 0x7474_6366 {  // "ttcf": the first font of a collection
      guard let first = r.u32(12) else { throw fail(name, "a truncated font collection") }
      base = Int(first)
    }
    if let magic = r.u32(0), magic == 0x774F_4646 || magic == 0x774F_4632 {  // "wOFF", "wOF2"
      throw fail(name, "a WOFF web font (compressed); use the .ttf or .otf it was made from")
    }
    guard let version = r.u32(base),
      [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),  // 1.0, "OTTO", "true"
      let count = r.u16(base + 4)
    else { throw fail(name, "not a TrueType or OpenType font") }
    var tables: [String: Int] = [:]
    var lengths: [String: Int] = [:]
    for i in 0..<Int(count) {
      let at = base + 12 + 16 * i
      guard let tag = r.u32(at), let offset = r.u32(at + 8), let length = r.u32(at + 12) else {
        throw fail(name, "a truncated table directory (\(count) tables listed)")
      }
      let name = String(
        decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
      if tables[name] == nil {
        tables[name] = Int(offset)
        lengths[name] = Int(length)
      }
    }
    let missing = ["head", "hhea", "hmtx", "cmap"].filter { tables[$0] == nil }
    guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
      let cmap = tables["cmap"]
    else {
      throw fail(
        name,
        "no \(missing.joined(separator: ", ")) table "
          + "(measuring needs head, hhea, hmtx and cmap)")
    }
    guard let upem = r.u16(head + 18) else { throw fail(name, "a truncated head table") }
    guard unitsPerEmRange.contains(Int(upem)) else {
      throw fail(
        name,
        "unitsPerEm is \(upem) in the head table (a font's is \(unitsPerEmRange.lowerBound) to "
          + "\(unitsPerEmRange.upperBound))")
    }
    guard let asc = r.i16(hhea + 4), let desc = r.i16(hhea + 6), let gap = r.i16(hhea + 8),
      let metrics = r.u16(hhea + 34)
    else { throw fail(name, "a truncated hhea table") }
    guard metrics > 0 else {
      throw fail(
        name, "numberOfHMetrics is 0 in the hhea table (at least one advance width is needed)")
    }
    var glyphAdvances = ContiguousArray<Int32>()
    glyphAdvances.reserveCapacity(Int(metrics))
    // The advances in the table and in the file (a table claiming more than the file has).
    let held = min(lengths["hmtx"] ?? 0, max(0, bytes.count - hmtx)) / 4
    guard held >= Int(metrics) else {
      throw fail(
        name, "a truncated hmtx table (numberOfHMetrics is \(metrics), the table holds \(held))")
    }
    for g in 0..<Int(metrics) {
      glyphAdvances.append(Int32(r.u16(hmtx + 4 * g) ?? 0))
    }
    let glyphRuns = try characterMap(r, at: cmap, name: name)
    var runs = ContiguousArray<AdvanceRun>()
    runs.reserveCapacity(glyphRuns.count)
    let last = UInt64(metrics) - 1
    for g in glyphRuns {
      // Glyphs past the last metric take its advance (hmtx's rule): a constant run.
      if g.glyph >= last {
        runs.append(AdvanceRun(start: g.start, end: g.end, base: UInt32(last), step: 0))
        continue
      }
      let stepped = UInt32(min(UInt64(g.end), UInt64(g.start) + (last - g.glyph)))
      runs.append(AdvanceRun(start: g.start, end: stepped, base: UInt32(g.glyph), step: 1))
      if stepped < g.end {
        runs.append(AdvanceRun(start: stepped + 1, end: g.end, base: UInt32(last), step: 0))
      }
    }
    return FontFace(
      name: name, unitsPerEm: Int(upem), ascender: Int(asc), descender: Int(desc),
      lineGap: Int(gap), runs: runs, advances: glyphAdvances)
  }

  static func fail(_ name: String, _ what: String) -> FontFileError {
    FontFileError(name: name, reason: what)
  }

  /// Characters `start` ... `end` mapped to glyphs `glyph`, `glyph + 1`, ...
  struct GlyphRun: Hashable {
    var start: UInt32
    var end: UInt32
    var glyph: UInt64
  }

  /// Characters to glyph runs, ascending and disjoint, from the best Unicode subtable: format
  /// 12 (full repertoire) first, then format 4 (the Basic Multilingual Plane).
  static func characterMap(
    _ r: ByteReader, at cmap: Int, name: String
  ) throws(FontFileError) -> [GlyphRun] {
    guard let n = r.u16(cmap + 2) else { throw fail(name, "a truncated cmap table") }
    var subtables: [(platform: UInt16, encoding: UInt16, offset: Int)] = []
    for i in 0..<Int(n) {
      guard let p = r.u16(cmap + 4 + 8 * i), let e = r.u16(cmap + 6 + 8 * i),
        let o = r.u32(cmap + 8 + 8 * i)
      else { throw fail(name, "a truncated cmap table (\(n) subtables listed)") }
      subtables.append((p, e, cmap + Int(o)))
    }
    let preference: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 0)]
    for (p, e) in preference {
      guard let s = subtables.first(where: { $0.platform == p && $0.encoding == e }),
        let format = r.u16(s.offset)
      else { continue }
      if format == 12 { return try format12(r, at: s.offset, name: name) }
      if format == 4 { return try format4(r, at: s.offset, name: name) }
    }
    throw fail(name, "no Unicode character map of format 4 or 12")
  }

  /// `spans` sorted by start and cut so that none overlaps: a character two spans cover keeps
  /// the one starting lower (then the one written first). Each result says how many
  /// characters were cut from the front of its span. O(n log n) in the spans, whatever they
  /// cover.
  static func disjoint(
    _ spans: [(start: UInt32, end: UInt32, value: UInt32)]
  ) -> [(start: UInt32, end: UInt32, cut: UInt32, value: UInt32)] {
    // By start, then by place in the file: one 64-bit key each (a plain integer sort).
    var order = ContiguousArray<UInt64>()
    order.reserveCapacity(spans.count)
    for (i, s) in spans.enumerated() { order.append(UInt64(s.start) << 32 | UInt64(i)) }
    order.sort()
    var out: [(start: UInt32, end: UInt32, cut: UInt32, value: UInt32)] = []
    out.reserveCapacity(spans.count)
    var next: UInt64 = 0  // the first character no span has taken yet
    for key in order {
      let s = spans[Int(key & 0xFFFF_FFFF)]
      let start = max(UInt64(s.start), next)
      guard start <= UInt64(s.end) else { continue }
      out.append((UInt32(start), s.end, UInt32(start - UInt64(s.start)), s.value))
      next = max(next, UInt64(s.end) + 1)
    }
    return out
  }

  static func format12(
    _ r: ByteReader, at t: Int, name: String
  ) throws(FontFileError) -> [GlyphRun] {
    guard let groups = r.u32(t + 12) else { throw fail(name, "a truncated cmap format 12") }
    var spans: [(start: UInt32, end: UInt32, value: UInt32)] = []
    for g in 0..<Int(groups) {
      guard let start = r.u32(t + 16 + 12 * g), let end = r.u32(t + 20 + 12 * g),
        let glyph = r.u32(t + 24 + 12 * g)
      else {
        throw fail(name, "a truncated cmap format 12 (\(groups) groups listed, \(g) present)")
      }
      guard start <= end, end <= 0x10FFFF else {
        throw fail(
          name,
          "a bad cmap format 12 group \(g + 1): characters \(hex(start)) to \(hex(end))")
      }
      spans.append((start, end, glyph))
    }
    return disjoint(spans).map {
      GlyphRun(start: $0.start, end: $0.end, glyph: UInt64($0.value) + UInt64($0.cut))
    }
  }

  static func format4(
    _ r: ByteReader, at t: Int, name: String
  ) throws(FontFileError) -> [GlyphRun] {
    guard let segX2 = r.u16(t + 6) else { throw fail(name, "a truncated cmap format 4") }
    let segments = Int(segX2) / 2
    let ends = t + 14
    let starts = ends + Int(segX2) + 2
    let deltas = starts + Int(segX2)
    let rangeOffsets = deltas + Int(segX2)
    var spans: [(start: UInt32, end: UInt32, value: UInt32)] = []
    for s in 0..<segments {
      guard let end = r.u16(ends + 2 * s), let start = r.u16(starts + 2 * s),
        r.u16(deltas + 2 * s) != nil, r.u16(rangeOffsets + 2 * s) != nil
      else { throw fail(name, "a truncated cmap format 4 (\(segments) segments listed)") }
      // U+FFFF is never a character; a segment that ends before it starts maps nothing.
      let last = min(UInt32(end), 0xFFFE)
      if UInt32(start) <= last { spans.append((UInt32(start), last, UInt32(s))) }
    }
    var out: [GlyphRun] = []
    for span in disjoint(spans) {
      let s = Int(span.value)
      guard let delta = r.u16(deltas + 2 * s), let ro = r.u16(rangeOffsets + 2 * s) else {
        continue
      }
      let first = span.start - span.cut  // the segment's own start
      if ro == 0 {
        // Glyph (c + delta) mod 65536; the one character whose glyph wraps to 0 is unmapped.
        let zero = (0x10000 - UInt32(delta)) & 0xFFFF
        var pieces = [(span.start, span.end)]
        if span.start <= zero && zero <= span.end {
          pieces = []
          if zero > span.start { pieces.append((span.start, zero - 1)) }
          if zero < span.end { pieces.append((zero + 1, span.end)) }
        }
        for (a, b) in pieces {
          out.append(GlyphRun(start: a, end: b, glyph: UInt64((a + UInt32(delta)) & 0xFFFF)))
        }
        continue
      }
      for c in span.start...span.end {
        let at = rangeOffsets + 2 * s + Int(ro) + 2 * Int(c - first)
        guard let g = r.u16(at) else {
          throw fail(name, "a bad cmap format 4 range (segment \(s + 1) reads past the end)")
        }
        let glyph = g == 0 ? 0 : g &+ delta
        guard glyph != 0 else { continue }
        if let l = out.last, l.end + 1 == c, l.glyph + UInt64(c - l.start) == UInt64(glyph) {
          out[out.count - 1].end = c
        } else {
          out.append(GlyphRun(start: c, end: c, glyph: UInt64(glyph)))
        }
      }
    }
    return out
  }

  static func hex(_ v: UInt32) -> String {
    let digits = String(v, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// Big-endian reads that answer nil past the end instead of trapping.
struct ByteReader {
  let bytes: [UInt8]
  func u16(_ at: Int) -> UInt16? {
    guard at >= 0, at + 2 <= bytes.count else { return nil }
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }
  func i16(_ at: Int) -> Int16? { u16(at).map { Int16(bitPattern: $0) } }
  func u32(_ at: Int) -> UInt32? {
    guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
    return UInt32(hi) << 16 | UInt32(lo)
  }
}

extension FontFace {
  /// A shipped face from its generated table (`DefaultFontTable.swift`): runs of consecutive
  /// characters and their advances in hexadecimal (`20:318,310;...`), which compiles far
  /// faster than an array literal. Its line height is SF's (`systemLineHeightRatio`).
  convenience init(
    shipped name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
    table: String
  ) {
    self.init(
      name: name, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
      lineGap: lineGap, lineHeightRatio: DefaultFont.systemLineHeightRatio,
      widths: Self.widths(ofTable: table))
  }

  static func widths(ofTable table: String) -> [(UInt32, Int32)] {
    var out: [(UInt32, Int32)] = []
    for run in table.utf8.split(separator: UInt8(ascii: ";")) {
      guard let colon = run.firstIndex(of: UInt8(ascii: ":")),
        var c = hex(run[run.startIndex..<colon])
      else { continue }
      for w in run[run.index(after: colon)...].split(separator: UInt8(ascii: ",")) {
        out.append((c, Int32(hex(w) ?? 0)))
        c += 1
      }
    }
    return out
  }

  static func hex(_ digits: Substring.UTF8View.SubSequence) -> UInt32? {
    var v: UInt32 = 0
    for d in digits {
      switch d {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): v = v << 4 | UInt32(d - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): v = v << 4 | UInt32(d - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return v
  }
}

/// The shipped default font: Inter (SIL Open Font License 1.1, `Fonts/Inter/LICENSE.txt`),
/// close to SF in its widths, in regular, semibold and bold; other weights take the nearest.
/// Its line height is SF's (2444/2048 of the size), as UIKit's system font lays out.
/// The faces (`regularFace`, `semiboldFace`, `boldFace`) are in the generated
/// `DefaultFontTable.swift`.
public enum DefaultFont {
  /// SF's line height over its size: ascender 1950 plus descender 494 over 2048 units per em.
  public static let systemLineHeightRatio = 2444.0 / 2048.0

  /// The shipped face for a weight: ultraLight ... regular take regular, medium and semibold
  /// semibold, bold ... black bold.
  public static func face(for weight: FontWeight) -> FontFace {
    switch weight {
    case .ultraLight, .thin, .light, .regular: regularFace
    case .medium, .semibold: semiboldFace
    case .bold, .heavy, .black: boldFace
    }
  }
}

/// The fonts a layout may name (docs/layout-file.md#text-metrics, `fonts`): a face per family,
/// `default` replacing the shipped font. Each family is one file, used at every weight.
public struct FontLibrary: Hashable, Sendable {
  public private(set) var faces: [String: FontFace] = [:]
  /// Where the layout file wrote each family's path (its YAML or JSON node), for errors about
  /// the font file. No part in equality.
  public var pathPositions: [String: FontPathPosition] = [:]
  public init() {}

  public mutating func set(_ face: FontFace, forFamily family: String) { faces[family] = face }

  /// The face a font uses: its family's, else `default`'s, else the shipped one at its weight.
  public func face(family: String?, weight: FontWeight) -> FontFace {
    if let family, let f = faces[family] { return f }
    return faces["default"] ?? DefaultFont.face(for: weight)
  }

  public static func == (a: FontLibrary, b: FontLibrary) -> Bool {
    a.faces.count == b.faces.count
      && a.faces.allSatisfy { k, v in b.faces[k].map { $0 === v } ?? false }
  }
  public func hash(into hasher: inout Hasher) {
    for k in faces.keys.sorted() { hasher.combine(k) }
  }
}

/// A 1-based line and column in a layout file.
public struct FontPathPosition: Hashable, Sendable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

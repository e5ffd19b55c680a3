/// A font's horizontal metrics: the advance width of every character it maps, in font units,
/// and its vertical metrics. Made from a font file's bytes by `FontFile.read` or from the
/// generated table of the shipped default font. Immutable, shared by reference.
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
  /// The other mapped characters, ascending, and their advances.
  let scalars: ContiguousArray<UInt32>
  let advances: ContiguousArray<Int32>
  /// What a character the font lacks measures (a system fallback font would draw it): an em
  /// for wide characters, the width of `n` for the others.
  let missingNarrow: Int32

  init(
    name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
    lineHeightRatio: Double? = nil, widths: [(UInt32, Int32)]
  ) {
    let upem = max(1, unitsPerEm)
    self.name = name
    self.unitsPerEm = upem
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    let natural = Double(ascender - descender + max(0, lineGap)) / Double(upem)
    self.lineHeightRatio = lineHeightRatio ?? (natural > 0 ? natural : 1.2)
    var ascii = ContiguousArray<Int32>(repeating: 0, count: 128)
    var scalars = ContiguousArray<UInt32>()
    var advances = ContiguousArray<Int32>()
    for (s, w) in widths.sorted(by: { $0.0 < $1.0 }) {
      if s < 128 {
        ascii[Int(s)] = w
      } else if scalars.last != s {
        scalars.append(s)
        advances.append(w)
      }
    }
    let n = ascii[Int(UInt8(ascii: "n"))]
    missingNarrow = n > 0 ? n : Int32(upem / 2)
    // A tab measures as a space; other controls as nothing.
    ascii[9] = ascii[32]
    for c in [0, 10, 13] { ascii[c] = 0 }
    self.ascii = ascii
    self.scalars = scalars
    self.advances = advances
  }

  /// The advance of one scalar in font units, or nil when the font has no glyph for it.
  public func advance(_ s: Unicode.Scalar) -> Int32? {
    let v = s.value
    if v < 128 { return ascii[Int(v)] }
    var lo = 0
    var hi = scalars.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if scalars[mid] < v { lo = mid + 1 } else { hi = mid }
    }
    return lo < scalars.count && scalars[lo] == v ? advances[lo] : nil
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

  /// Characters the face maps (for tests and the table generator's check).
  public var mappedScalars: [UInt32] {
    (0..<128).filter { ascii[$0] > 0 }.map(UInt32.init) + Array(scalars)
  }
}

/// What went wrong reading a font file.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

/// A reader of the tables of a TrueType or OpenType font file that measuring needs: `head`
/// (units per em), `hhea` (ascender, descender, line gap, number of metrics), `hmtx` (advance
/// widths) and `cmap` (characters to glyphs, formats 4 and 12). Bytes in, no I/O. A
/// collection (`ttcf`) is read at its first font.
public enum FontFile {
  public static func read(_ bytes: [UInt8], name: String) throws(FontFileError) -> FontFace {
    let r = ByteReader(bytes: bytes)
    var base = 0
    if r.u32(0) == 0x7474_6366 {  // "ttcf": the first font of a collection
      guard let first = r.u32(12) else { throw fail(name, "a truncated font collection") }
      base = Int(first)
    }
    guard let version = r.u32(base),
      [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),  // 1.0, "OTTO", "true"
      let count = r.u16(base + 4)
    else { throw fail(name, "not a TrueType or OpenType font") }
    var tables: [String: Int] = [:]
    for i in 0..<Int(count) {
      let at = base + 12 + 16 * i
      guard let tag = r.u32(at), let offset = r.u32(at + 8) else {
        throw fail(name, "a truncated table directory")
      }
      let name = String(
        decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
      tables[name] = Int(offset)
    }
    guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
      let cmap = tables["cmap"]
    else { throw fail(name, "missing one of the head, hhea, hmtx and cmap tables") }
    guard let upem = r.u16(head + 18), upem >= 16, let asc = r.i16(hhea + 4),
      let desc = r.i16(hhea + 6), let gap = r.i16(hhea + 8), let metrics = r.u16(hhea + 34),
      metrics > 0
    else { throw fail(name, "a truncated head or hhea table") }
    var glyphAdvances: [Int32] = []
    glyphAdvances.reserveCapacity(Int(metrics))
    for g in 0..<Int(metrics) {
      guard let a = r.u16(hmtx + 4 * g) else { throw fail(name, "a truncated hmtx table") }
      glyphAdvances.append(Int32(a))
    }
    let glyphs = try characterMap(r, at: cmap, name: name)
    var widths: [(UInt32, Int32)] = []
    widths.reserveCapacity(glyphs.count)
    for (c, g) in glyphs {
      // Glyphs past the last metric take its advance (hmtx's rule).
      widths.append((c, glyphAdvances[min(Int(g), glyphAdvances.count - 1)]))
    }
    return FontFace(
      name: name, unitsPerEm: Int(upem), ascender: Int(asc), descender: Int(desc),
      lineGap: Int(gap), widths: widths)
  }

  static func fail(_ name: String, _ what: String) -> FontFileError {
    FontFileError(message: "\(name): \(what)")
  }

  /// Characters to glyph ids from the best Unicode subtable: format 12 (full repertoire)
  /// first, then format 4 (the Basic Multilingual Plane).
  static func characterMap(
    _ r: ByteReader, at cmap: Int, name: String
  ) throws(FontFileError) -> [(UInt32, UInt32)] {
    guard let n = r.u16(cmap + 2) else { throw fail(name, "a truncated cmap table") }
    var subtables: [(platform: UInt16, encoding: UInt16, offset: Int)] = []
    for i in 0..<Int(n) {
      guard let p = r.u16(cmap + 4 + 8 * i), let e = r.u16(cmap + 6 + 8 * i),
        let o = r.u32(cmap + 8 + 8 * i)
      else { throw fail(name, "a truncated cmap table") }
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

  static func format12(
    _ r: ByteReader, at t: Int, name: String
  ) throws(FontFileError) -> [(UInt32, UInt32)] {
    guard let groups = r.u32(t + 12) else { throw fail(name, "a truncated cmap format 12") }
    var out: [(UInt32, UInt32)] = []
    for g in 0..<Int(groups) {
      guard let start = r.u32(t + 16 + 12 * g), let end = r.u32(t + 20 + 12 * g),
        let glyph = r.u32(t + 24 + 12 * g), start <= end, end <= 0x10FFFF
      else { throw fail(name, "a bad cmap format 12 group") }
      for c in start...end { out.append((c, glyph &+ (c - start))) }
    }
    return out
  }

  static func format4(
    _ r: ByteReader, at t: Int, name: String
  ) throws(FontFileError) -> [(UInt32, UInt32)] {
    guard let segX2 = r.u16(t + 6) else { throw fail(name, "a truncated cmap format 4") }
    let segments = Int(segX2) / 2
    let ends = t + 14
    let starts = ends + Int(segX2) + 2
    let deltas = starts + Int(segX2)
    let rangeOffsets = deltas + Int(segX2)
    var out: [(UInt32, UInt32)] = []
    for s in 0..<segments {
      guard let end = r.u16(ends + 2 * s), let start = r.u16(starts + 2 * s),
        let delta = r.u16(deltas + 2 * s), let ro = r.u16(rangeOffsets + 2 * s)
      else { throw fail(name, "a truncated cmap format 4") }
      guard start <= end else { continue }
      for c in UInt32(start)...UInt32(end) where c != 0xFFFF {
        var glyph: UInt16
        if ro == 0 {
          glyph = UInt16(truncatingIfNeeded: c) &+ delta
        } else {
          let at = rangeOffsets + 2 * s + Int(ro) + 2 * Int(c - UInt32(start))
          guard let g = r.u16(at) else { throw fail(name, "a bad cmap format 4 range") }
          glyph = g == 0 ? 0 : g &+ delta
        }
        if glyph != 0 { out.append((c, UInt32(glyph))) }
      }
    }
    return out
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

/// The generated table of one shipped face: runs of consecutive characters and their advances
/// in hexadecimal (`20:318,310;...`), which compiles far faster than an array literal.
struct FontTableSource: Sendable {
  let unitsPerEm: Int
  let ascender: Int
  let descender: Int
  let lineGap: Int
  let runs: String

  func widths() -> [(UInt32, Int32)] {
    var out: [(UInt32, Int32)] = []
    for run in runs.utf8.split(separator: UInt8(ascii: ";")) {
      guard let colon = run.firstIndex(of: UInt8(ascii: ":")),
        var c = Self.hex(run[run.startIndex..<colon])
      else { continue }
      for w in run[run.index(after: colon)...].split(separator: UInt8(ascii: ",")) {
        out.append((c, Int32(Self.hex(w) ?? 0)))
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
public enum DefaultFont {
  public static let regularFace = face(regular, "Inter Regular")
  public static let semiboldFace = face(semibold, "Inter SemiBold")
  public static let boldFace = face(bold, "Inter Bold")

  /// SF's line height over its size: ascender 1950 plus descender 494 over 2048 units per em.
  public static let systemLineHeightRatio = 2444.0 / 2048.0

  static func face(_ source: FontTableSource, _ name: String) -> FontFace {
    FontFace(
      name: name, unitsPerEm: source.unitsPerEm, ascender: source.ascender,
      descender: source.descender, lineGap: source.lineGap,
      lineHeightRatio: systemLineHeightRatio, widths: source.widths())
  }

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

/// The fonts a layout may name (FORMAT.md §1.5, `fonts`): a face per family, `default`
/// replacing the shipped font. Each family is one file, used at every weight.
public struct FontLibrary: Hashable, Sendable {
  public private(set) var faces: [String: FontFace] = [:]
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

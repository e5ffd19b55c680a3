/// Builds TrueType font files in memory with just the tables measuring reads (`head`, `hhea`,
/// `hmtx`, `cmap`), for tests of hostile fonts (issue 37): cmaps that claim every character
/// many times over, bad units per em, missing metrics. The bytes are what a font file holds;
/// nothing else of a real font is there.
public struct TestFont {
  /// A cmap subtable: format 12 groups (first character, last, first glyph), or format 4
  /// segments (first character, last, delta, and the glyph array a segment with
  /// `usesGlyphArray` reads: one entry per character, shared by every such segment).
  public enum CharacterMap {
    case format12([(start: UInt32, end: UInt32, glyph: UInt32)])
    case format4(
      [(start: UInt16, end: UInt16, delta: UInt16, usesGlyphArray: Bool)], glyphArray: [UInt16])
  }

  public var unitsPerEm: UInt16 = 1000
  public var ascender: Int16 = 800
  public var descender: Int16 = -200
  public var lineGap: Int16 = 0
  /// hhea's numberOfHMetrics; nil means `advances.count`.
  public var metricCount: UInt16?
  /// hmtx's advance widths, by glyph.
  public var advances: [UInt16] = [500, 600]
  public var cmap: CharacterMap
  /// Tables to leave out of the directory (`["hmtx"]`).
  public var omitted: Set<String> = []

  public init(cmap: CharacterMap) { self.cmap = cmap }

  /// A font mapping every character of Unicode to glyph 1 `groups` times over (issue 37 F1).
  public static func everyCharacter(groups: Int) -> TestFont {
    TestFont(cmap: .format12(Array(repeating: (0, 0x10FFFF, 1), count: groups)))
  }

  /// The font file's bytes.
  public var bytes: [UInt8] {
    var tables: [(String, [UInt8])] = []
    var head = [UInt8](repeating: 0, count: 54)
    put16(&head, 18, unitsPerEm)
    tables.append(("head", head))
    var hhea = [UInt8](repeating: 0, count: 36)
    put16(&hhea, 4, UInt16(bitPattern: ascender))
    put16(&hhea, 6, UInt16(bitPattern: descender))
    put16(&hhea, 8, UInt16(bitPattern: lineGap))
    put16(&hhea, 34, metricCount ?? UInt16(advances.count))
    tables.append(("hhea", hhea))
    var hmtx: [UInt8] = []
    for a in advances { hmtx += be16(a) + be16(0) }
    tables.append(("hmtx", hmtx))
    tables.append(("cmap", cmapBytes))
    tables.removeAll { omitted.contains($0.0) }
    tables.sort { $0.0 < $1.0 }
    var out = be32(0x0001_0000) + be16(UInt16(tables.count)) + be16(0) + be16(0) + be16(0)
    var offset = 12 + 16 * tables.count
    var body: [UInt8] = []
    for (tag, data) in tables {
      out += Array(tag.utf8) + be32(0) + be32(UInt32(offset)) + be32(UInt32(data.count))
      let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
      body += padded
      offset += padded.count
    }
    return out + body
  }

  var cmapBytes: [UInt8] {
    switch cmap {
    case .format12(let groups):
      var sub = be16(12) + be16(0) + be32(UInt32(16 + 12 * groups.count)) + be32(0)
      sub += be32(UInt32(groups.count))
      for g in groups { sub += be32(g.start) + be32(g.end) + be32(g.glyph) }
      return be16(0) + be16(1) + be16(3) + be16(10) + be32(12) + sub
    case .format4(let segments, let glyphArray):
      let n = segments.count
      var ends: [UInt8] = []
      var starts: [UInt8] = []
      var deltas: [UInt8] = []
      var offsets: [UInt8] = []
      for (i, s) in segments.enumerated() {
        ends += be16(s.end)
        starts += be16(s.start)
        deltas += be16(s.delta)
        // From segment i's own idRangeOffset entry to the glyph array after all of them,
        // minus the segment's start (the reader adds 2 × (c − start)).
        let toArray = 2 * (n - i)
        offsets += be16(s.usesGlyphArray ? UInt16(truncatingIfNeeded: toArray) : 0)
      }
      var array: [UInt8] = []
      for g in glyphArray { array += be16(g) }
      let body = ends + be16(0) + starts + deltas + offsets + array
      let sub =
        be16(4) + be16(UInt16(truncatingIfNeeded: 14 + body.count)) + be16(0)
        + be16(UInt16(2 * n)) + be16(0) + be16(0) + be16(0) + body
      return be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + sub
    }
  }
}

func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
func be32(_ v: UInt32) -> [UInt8] { be16(UInt16(v >> 16)) + be16(UInt16(v & 0xFFFF)) }
func put16(_ b: inout [UInt8], _ at: Int, _ v: UInt16) {
  b[at] = UInt8(v >> 8)
  b[at + 1] = UInt8(v & 0xFF)
}

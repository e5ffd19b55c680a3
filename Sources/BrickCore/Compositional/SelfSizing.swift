/// R13 (docs/compositional.md#r13): a self-sizing cell's measured size. On an estimated axis a cell
/// (or a supplementary item's view) takes what its content measures with the text metrics of the
/// layout (docs/text.md): a label's wrapped text, a button's line, an image's aspect, a brick's
/// `contentHeight` or text. A cell with nothing of its own to measure keeps the estimate.
public struct CellMeasurer: Sendable {
  public let text: TextSettings
  /// Fonts measured so far (building one reads its advance table).
  var fonts: [FontSpec: MeasuredFont] = [:]

  public init(text: TextSettings) { self.text = text }

  mutating func measured(_ spec: FontSpec) -> MeasuredFont {
    if let f = fonts[spec] { return f }
    let f = text.font(spec)
    fonts[spec] = f
    return f
  }

  /// The text measured last, with its font and whether it shifts the index, and the line
  /// counts it gave by (limit, digits of the index, their width): a section's cells repeat one
  /// text, so all but the first of them with as many digits are a lookup.
  var lastText = ""
  var lastFont: FontSpec?
  var lastMeasuredFont: MeasuredFont?
  var lastShifts = false
  var lastLines = LineTable()

  struct LineKey: Hashable, Sendable {
    var limit: Int
    var digits: Int
    var digitUnits: Int
  }

  /// Line counts by `LineKey`, in a table of 1,024 entries indexed by a mix of the key (a
  /// newer count replaces an older one of the same slot; emptied by moving to a new
  /// generation): a lookup per cell costs a few instructions, where hashing a dictionary key
  /// cost more than the rest of the row.
  struct LineTable: Sendable {
    private struct Entry: Sendable {
      var key = LineKey(limit: -1, digits: 0, digitUnits: 0)
      var lines = 0
      var generation = 0
    }
    private var entries: ContiguousArray<Entry> = []
    private var generation = 1

    @inline(__always) private static func slot(_ k: LineKey) -> Int {
      let mixed =
        UInt64(truncatingIfNeeded: k.digitUnits) &* 0x9E37_79B9_7F4A_7C15
        ^ UInt64(truncatingIfNeeded: k.digits &* 0x85EB_CA6B)
        ^ UInt64(truncatingIfNeeded: k.limit) &* 0xC2B2_AE3D_27D4_EB4F
      return Int(truncatingIfNeeded: mixed >> 54)
    }

    subscript(key: LineKey) -> Int? {
      get {
        guard !entries.isEmpty else { return nil }
        let e = entries[Self.slot(key)]
        return e.generation == generation && e.key == key ? e.lines : nil
      }
      set {
        if entries.isEmpty { entries = ContiguousArray(repeating: Entry(), count: 1024) }
        entries[Self.slot(key)] = Entry(key: key, lines: newValue ?? 0, generation: generation)
      }
    }

    mutating func removeAll() { generation += 1 }
  }

  /// The measuring font of `spec`, the last one without a lookup.
  @inline(__always) mutating func font(for spec: FontSpec) -> MeasuredFont {
    if spec == lastFont, let f = lastMeasuredFont { return f }
    let f = measured(spec)
    lastFont = spec
    lastMeasuredFont = f
    lastLines.removeAll()
    return f
  }

  /// The height `node` (cell `index`) measures at `width`, or nil to keep the estimate.
  public mutating func height(of node: Node, index: Int, width: Double) -> Double? {
    switch node.content {
    case .label(let s, let padding, let font):
      let f = self.font(for: font)
      if s.isEmpty { return padding.vertical }
      let lines = lineCount(s, index: index, width: max(0, width - padding.horizontal), font: f)
      return f.height(lines: lines) + padding.vertical
    case .button(_, let padding, let font):
      return measured(font).height(lines: 1) + padding.vertical
    case .image(_, let aspect, _):
      return aspect.map { width * $0 }
    case .brick(let s, let contentHeight, let font):
      if let contentHeight { return contentHeight }
      guard let s, !s.isEmpty else { return nil }
      let f = self.font(for: font)
      return f.height(lines: lineCount(s, index: index, width: width, font: f))
    case .section, .collection:
      return nil
    }
  }

  /// A label every cell of a section repeats, read once: its text, padding and measuring
  /// font. A self-sizing list measures its rows from it without reading the cell again.
  final class RepeatedLabel: Sendable {
    let text: String
    let padding: EdgeInsets
    let font: MeasuredFont

    init(text: String, padding: EdgeInsets, font: MeasuredFont) {
      self.text = text
      self.padding = padding
      self.font = font
    }
  }

  /// `node` as a `RepeatedLabel`, when it is a label with text.
  mutating func repeatedLabel(_ node: Node) -> RepeatedLabel? {
    guard case .label(let s, let padding, let font) = node.content, !s.isEmpty else {
      return nil
    }
    return RepeatedLabel(text: s, padding: padding, font: self.font(for: font))
  }

  /// The height `label` measures for cell `index` at `width`: what `height(of:index:width:)`
  /// gives for its node.
  mutating func height(of label: RepeatedLabel, index: Int, width: Double) -> Double {
    let lines = lineCount(
      label.text, index: index, width: max(0, width - label.padding.horizontal), font: label.font)
    return label.font.height(lines: lines) + label.padding.vertical
  }

  /// `lineCount(_:index:width:font:)` through the cache of the last text: a count is kept
  /// when it cannot depend on the index's digits beyond their number and width (no word was
  /// broken between characters, or the font's digits are all one width), as the BrickKit
  /// solver keeps its (`SolvedLayout.textHeight`).
  mutating func lineCount(_ text: String, index: Int, width: Double, font f: MeasuredFont) -> Int {
    if text != lastText {
      lastText = text
      lastShifts = SolvedLayout.hasShiftedIndex(text)
      lastLines.removeAll()
    }
    if lastShifts {
      return f.lineCount(SolvedLayout.substituteIndex(text, index), width: width)
    }
    let limit = f.limit(width)
    let key = LineKey(
      limit: limit, digits: TextMetrics.digitCount(index), digitUnits: f.digitUnits(index))
    if let lines = lastLines[key] { return lines }
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
      f.ascii.withUnsafeBufferPointer { widths in
        TextMetrics.asciiLines(bytes, widths: widths, rep: index, limit: limit)
      }
    }
    if let counted, let c = counted {
      if !c.forced || f.uniformDigits { lastLines[key] = c.lines }
      return c.lines
    }
    return f.lineCount(SolvedLayout.substituteIndex(text, index), width: width)
  }

  /// The lines `text` takes at `width` with `{index}` standing for `index`: ASCII is measured
  /// from its bytes with the index's digits read in place (nothing is built), as the BrickKit
  /// solver measures (`SolvedLayout.textHeight`); other text, and `{index+K}`, are substituted
  /// and wrapped. The same count either way (`TextFastPathTests` compares the two paths).
  static func lineCount(_ text: String, index: Int, width: Double, font f: MeasuredFont) -> Int {
    if !SolvedLayout.hasShiftedIndex(text) {
      let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
        f.ascii.withUnsafeBufferPointer { widths in
          TextMetrics.asciiLines(bytes, widths: widths, rep: index, limit: f.limit(width))
        }
      }
      if let counted, let c = counted { return c.lines }
    }
    return f.lineCount(SolvedLayout.substituteIndex(text, index), width: width)
  }

  /// The width `node` (cell `index`) measures on one line, or nil to keep the estimate.
  public mutating func width(of node: Node, index: Int) -> Double? {
    switch node.content {
    case .label(let s, let padding, let font):
      return measured(font).width(SolvedLayout.substituteIndex(s, index)) + padding.horizontal
    case .button(let s, let padding, let font):
      return measured(font).width(SolvedLayout.substituteIndex(s, index)) + padding.horizontal
    case .brick(let s, _, let font):
      guard let s, !s.isEmpty else { return nil }
      return measured(font).width(SolvedLayout.substituteIndex(s, index))
    case .image, .section, .collection:
      return nil
    }
  }

  /// The size a self-sizing element takes in a slot of `slot` points: each estimated side
  /// replaced by the measured one where the content measures.
  mutating func size(of node: Node?, index: Int, dimensions: LayoutSize, slot: Size) -> Size {
    guard let node else { return slot }
    var s = slot
    if dimensions.width.isEstimated, let w = width(of: node, index: index) { s.width = w }
    if dimensions.height.isEstimated, let h = height(of: node, index: index, width: s.width) {
      s.height = h
    }
    return s
  }
}

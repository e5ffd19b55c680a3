/// R13: a self-sizing cell's measured size. On an estimated axis a cell (or a supplementary
/// item's view) takes what its content measures with the text metrics of the layout
/// (docs/text.md): a label's wrapped text, a button's line, an image's aspect, a brick's
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

  /// The height `node` (cell `index`) measures at `width`, or nil to keep the estimate.
  public mutating func height(of node: Node, index: Int, width: Double) -> Double? {
    switch node.content {
    case .label(let s, let padding, let font):
      let f = measured(font)
      let shown = SolvedLayout.substituteIndex(s, index)
      if shown.isEmpty { return 2 * padding }
      return f.height(lines: f.lineCount(shown, width: max(0, width - 2 * padding))) + 2 * padding
    case .button(_, let padding, let font):
      return measured(font).height(lines: 1) + 2 * padding
    case .image(_, let aspect, _):
      return aspect.map { width * $0 }
    case .brick(let s, let contentHeight, let font):
      if let contentHeight { return contentHeight }
      guard let s, !s.isEmpty else { return nil }
      let f = measured(font)
      return f.height(lines: f.lineCount(SolvedLayout.substituteIndex(s, index), width: width))
    case .section, .collection:
      return nil
    }
  }

  /// The width `node` (cell `index`) measures on one line, or nil to keep the estimate.
  public mutating func width(of node: Node, index: Int) -> Double? {
    switch node.content {
    case .label(let s, let padding, let font):
      return measured(font).width(SolvedLayout.substituteIndex(s, index)) + 2 * padding
    case .button(let s, let padding, let font):
      return measured(font).width(SolvedLayout.substituteIndex(s, index)) + 2 * padding
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

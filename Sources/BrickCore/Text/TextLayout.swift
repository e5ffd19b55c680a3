/// The text of one item as the solver measured it: its lines, broken where the measurement
/// broke them, its font and where each line starts. What pictures, `frames` and tests draw
/// and report, so they never wrap text another way.
public struct TextLayout: Sendable {
  public enum Kind: String, Sendable { case label, button, brick }
  public var kind: Kind
  /// The measured lines (a button's title is one line, never wrapped).
  public var lines: [String]
  public var font: MeasuredFont
  /// The padding around the text, per edge, as the file gives it.
  public var padding: EdgeInsets

  /// The height of one line in points.
  public var lineHeight: Double { font.lineHeight }

  /// The top of line `k`, in points below the top of the text (inside the padding).
  public func lineTop(_ k: Int) -> Double { Double(k) * lineHeight }

  /// The whole lines a text height holds (a hair of rounding forgiven): lines past it are cut
  /// by the layout.
  public func linesAllowed(height: Double) -> Int {
    guard height.isFinite else { return height > 0 ? Int.max : 0 }
    let n = (height / lineHeight + 1e-6).rounded(.down)
    return n <= 0 ? 0 : (n < 1e9 ? Int(n) : Int.max)
  }
}

extension SolvedLayout {
  /// The measured text of `item` at a frame `width`, or nil for items without text (images,
  /// sections, collections, bricks without `content`, empty texts).
  public func textLayout(ofItem item: Int, width: Double) -> TextLayout? {
    guard item >= 0, item < compiled.itemCount else { return nil }
    let node = compiled.node(ofItem: item)
    let rep = item - compiled.itemStart(ofNode: node)
    let f = font(ofNode: node)
    switch compiled.contents[node] {
    case .label(let text, let padding, _):
      guard !text.isEmpty else { return nil }
      let lines = f.wrap(Self.substituteIndex(text, rep), width: width - padding.horizontal)
      return TextLayout(kind: .label, lines: lines.map(String.init), font: f, padding: padding)
    case .brick(let text?, _, _):
      guard !text.isEmpty else { return nil }
      let lines = f.wrap(Self.substituteIndex(text, rep), width: width)
      return TextLayout(kind: .brick, lines: lines.map(String.init), font: f, padding: .zero)
    case .button(let title, let padding, _):
      let t = Self.substituteIndex(title, rep)
      guard !t.isEmpty else { return nil }
      return TextLayout(kind: .button, lines: [t], font: f, padding: padding)
    case .brick, .image, .section, .collection:
      return nil
    }
  }
}

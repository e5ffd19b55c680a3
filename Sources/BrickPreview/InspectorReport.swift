import BrickCore
import BrickFormat
import BrickRaster

/// The inspector's text for one item (docs/layout-file.md#previewer-keys): its id, type, source
/// line, frames, zIndex, hidden/alpha/scale, and which branch of each dimension rule applied.
struct InspectorReport {
  let engine: BehaviorEngine
  /// The selected item, if any.
  let item: Int?
  /// Where a node written at a line of the layout text was written by hand: that line of the
  /// layout file, or for an imported `.swift` file the Swift line (`Document.sourcePlace`).
  let place: (Int) -> SourcePlace?
  let glyphs: RasterOptions.Glyphs
  /// How the item flashes, while it does.
  let flash: Animations.Flash?

  var viewportWidth: Double { engine.layout.environment.viewport.width }

  /// The lines: the item's identity, frames, attributes and rules, or how to select one.
  func lines() -> [String] {
    guard let item, item < engine.layout.solvedItemCount else {
      return [
        "Nothing selected.", "", "Tab / Shift-Tab: next / previous", "click: the brick under it",
      ]
    }
    let compiled = engine.layout.compiled
    let node = compiled.node(ofItem: item)
    let rep = compiled.index(ofItem: item, node: node)
    let shown = engine.scene.attributes(of: item)
    let layout = engine.layout
    let traits = engine.layout.environment.traits
    let times = glyphs == .ascii ? "x" : "×"
    let n = { NumberText.rounded($0, places: 1) }
    func rect(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y)) \(n(r.width))\(times)\(n(r.height))" }
    let id = compiled.id(ofNode: node)
    let parent =
      compiled.parentItem(of: item).map { "  in " + ItemKeys.key(of: $0, in: compiled) }
      ?? ""
    var lines: [String] = [
      "id        \(id)" + (compiled.repetitions(ofNode: node) > 1 || rep > 0 ? " #\(rep)" : ""),
      "type      \(typeName(node: node))",
    ]
    if let identifier = compiled.identifier(ofNode: node) {
      lines.append("ident     \(identifier)")
    }
    if let mark = compiled.sample(ofNode: node) {
      // Made-up repetitions standing for what the app builds at run time
      // (docs/layout-file.md#nodes).
      lines.append("sample    " + (mark.reason.map { "yes: " + $0 } ?? "yes (made-up data)"))
    }
    let line = compiled.sourceLine(ofNode: node)
    if line > 0, let place = place(line) {
      lines.append("source    \(Document.fileName(place.file)):\(place.line)  (e: edit)")
    }
    lines += [
      "item      \(item)" + parent,
      "frame     \(rect(shown.frame))",
      "original  \(rect(layout.originalFrame(of: item)))",
      "zIndex    \(shown.zIndex)",
      "hidden    \(shown.hidden ? "yes" : "no")  alpha \(n(shown.alpha))  scale \(n(shown.scale))",
    ]
    if let p = shown.stickingPercentage {
      lines.append("sticking  \(NumberText.rounded(p, places: 1))")
    }
    if layout.isEstimated(item) { lines.append("height    estimated (not measured yet)") }
    if let c = layout.compositional, let map = layout.compositionalMap {
      // Where a compositional cell's size came from, through its section's group tree.
      if let (section, kind, ordinal) = map.element(ofItem: item), let si = section {
        if kind == .cell {
          lines += c.explanation(section: si, item: ordinal)
        } else if kind == .section {
          lines.append("section   \(si) (\(c.sections[si].orthogonal.rawValue) scrolling)")
        }
      }
      return lines
    }
    let (width, height) = dimensions(ofNode: node)
    let contentWidth = sectionContentWidth(of: item)
    lines.append("width     " + width.explain(traits: traits, rangeValue: contentWidth))
    lines.append("height    " + heightText(height, node: node, item: item))
    lines += textLines(node: node, rep: rep, item: item)
    if engine.layout.isCollection(item) {
      let o = engine.collectionOffset(item: item)
      lines.append(
        "inner     offset \(NumberText.point(o))  (h/l scroll)"
      )
    }
    if let flash { lines.append("changed   \(flash)") }
    return lines
  }

  /// A label's (or a text brick's) font as measured, and how many lines its text wraps to:
  /// `font      body 17 pt regular` (`title1 28 pt bold, Inter` with a family of the file's
  /// `fonts`; `text cells` when text is measured in cells), `lines     3 at 300 pt`.
  func textLines(node: Int, rep: Int, item: Int) -> [String] {
    let layout = engine.layout
    let text: String
    let padding: EdgeInsets
    let spec: FontSpec
    switch layout.compiled.contents[node] {
    case .label(let t, let p, let f):
      (text, padding, spec) = (t, p, f)
    case .brick(let t?, _, let f):
      (text, padding, spec) = (t, .zero, f)
    default:
      return []
    }
    let settings = layout.text
    let n = { NumberText.rounded($0, places: 1) }
    let (size, weight) = spec.resolved(at: settings.contentSize)
    var font = spec.style.map { "\($0.rawValue) " } ?? ""
    font += "\(n(size)) pt \(weight.rawValue)"
    if let family = spec.family { font += ", \(family)" }
    if settings.mode == .terminal { font += " (text cells)" }
    let width = max(0, layout.frame(of: item).width - padding.horizontal)
    let shown = SolvedLayout.substituteIndex(text, rep)
    let measured = settings.font(spec)
    let count = text.isEmpty ? 0 : measured.lineCount(shown, width: width)
    var report = ["font      \(font)", "lines     \(count) at \(n(width)) pt"]
    // Each measured line whole (issue 36): the drawing may carry a line's end onto the next
    // row or cut it where the brick has fewer cells than the line has characters.
    let wrapped = text.isEmpty ? [] : measured.wrap(shown, width: width)
    for (k, line) in wrapped.prefix(Self.shownLines).enumerated() {
      report.append("  \(k + 1)  \(line)")
    }
    if wrapped.count > Self.shownLines {
      report.append("  … \(wrapped.count - Self.shownLines) more lines")
    }
    return report
  }

  /// The most measured lines of a label the inspector quotes.
  static let shownLines = 12

  /// The height rule, or for an image whose aspect was applied, the aspect and the sum.
  func heightText(_ height: Dimension, node: Int, item: Int) -> String {
    let layout = engine.layout
    let width = layout.frame(of: item).width
    if case .auto = height, case .image(_, let aspect?, _) = layout.compiled.contents[node],
      !layout.isEstimated(item)
    {
      let n = { NumberText.rounded($0, places: 1) }
      let times = glyphs == .ascii ? "x" : "×"
      let ratio = (aspect * 10_000).rounded() / 10_000
      return "auto from the aspect: \(n(width)) \(times) \(ratio) = \(n(width * aspect))"
    }
    return height.explain(traits: layout.environment.traits, rangeValue: width)
  }

  /// The node's type name (`label`, `section`, ...).
  func typeName(node: Int) -> String {
    let name = engine.layout.compiled.contents[node].typeName
    return node == 0 ? name + " (root)" : name
  }

  /// The node's width and height rules, found in the spec by walking to it.
  func dimensions(ofNode node: Int) -> (Dimension, Dimension) {
    guard let found = NodeLookup.node(node, in: engine.layout.compiled) else {
      return (.defaultWidth, .defaultHeight)
    }
    return (found.width, found.height)
  }

  /// The content width of the section holding `item` (its frame width less its edge insets):
  /// what a `range` width is measured against.
  func sectionContentWidth(of item: Int) -> Double {
    let compiled = engine.layout.compiled
    guard let parent = compiled.parentItem(of: item) else { return viewportWidth }
    let parentNode = compiled.node(ofItem: parent)
    let width = parent == 0 ? viewportWidth : engine.layout.frame(of: parent).width
    if case .section(let s) = compiled.contents[parentNode] {
      return width - s.edgeInsets.left - s.edgeInsets.right
    }
    return width
  }
}

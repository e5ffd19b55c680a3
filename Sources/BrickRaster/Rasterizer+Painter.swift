import BrickCore

/// Paints one item's box and content (FORMAT.md §1, what each node type shows).
struct Painter {
  let options: RasterOptions
  let glyphs: GlyphSet
  let layout: SolvedLayout
  /// The drawing region, inside the grid.
  let clip: CellRect

  /// Paints an item over the cells `cells` (grid coordinates, unclipped), clearing them first.
  func paint(item: Int, cells: CellRect, dimmed: Bool, into grid: inout CellGrid) {
    let compiled = layout.compiled
    let node = compiled.node(ofItem: item)
    var base = Style.plain
    if options.color, let name = compiled.backgrounds[node] {
      base.background = ColorNames.color(named: name)
      base.foreground = ColorNames.foreground(on: base.background)
    }
    if dimmed { base.attributes.insert(.dim) }
    let area = cells.intersection(clip)

    if item == 0 {
      // The root section is not outlined; only its background shows.
      if base != .plain { grid.fill(area, style: base) }
      return
    }
    grid.fill(area, style: base)
    // A collection is outlined like a section; its inner scene is drawn over it.
    if compiled.isSection(node: node) || compiled.isCollection(node: node) {
      var outline = base
      outline.attributes.insert(.dim)
      grid.drawOutline(cells, glyphs: glyphs, section: true, style: outline, clip: clip)
      return
    }
    if options.debugLetters {
      var letter = compiled.id(ofNode: node).unicodeScalars.first ?? "?"
      if TextMetrics.displayWidth(letter) != 1 { letter = "?" }
      grid.fill(area, with: letter, style: base)
      return
    }
    grid.drawOutline(cells, glyphs: glyphs, section: false, style: base, clip: clip)
    guard cells.width >= 3 else { return }
    // Content goes inside the border; a box two rows high carries it on its top border and a
    // box one row high between its end marks.
    let inner =
      cells.height >= 3
      ? CellRect(x: cells.minX + 1, y: cells.minY + 1, width: cells.width - 2, height: cells.height - 2)
      : CellRect(x: cells.minX + 1, y: cells.minY, width: cells.width - 2, height: 1)
    let content = compiled.contents[node]
    if cells.height == 1 && Self.hasText(content) {
      // A one-row box with text reads `│text    │`, not a rule.
      grid.fill(inner.intersection(clip), style: base)
    }
    let rep = item - compiled.itemStart(ofNode: node)
    drawContent(content, rep: rep, node: node, inner: inner, style: base, into: &grid)
  }

  func drawContent(
    _ content: Content, rep: Int, node: Int, inner: CellRect, style: Style, into grid: inout CellGrid
  ) {
    let textClip = inner.intersection(clip)
    guard !textClip.isEmpty else { return }
    switch content {
    case .label(let text, _):
      drawText(SolvedLayout.substituteIndex(text, rep), inner: inner, style: style, into: &grid)
    case .brick(let text, _):
      if let text { drawText(SolvedLayout.substituteIndex(text, rep), inner: inner, style: style, into: &grid) }
    case .button(let rawTitle, _):
      let title = SolvedLayout.substituteIndex(rawTitle, rep)
      var bold = style
      bold.attributes.insert(.bold)
      let width = TextMetrics.displayWidth(title)
      let shown = width + 4 <= inner.width ? "[ " + title + " ]" : fit(title[...], columns: inner.width, more: false)
      centre(shown, inner: inner, style: bold, into: &grid)
    case .image(let src, _, _):
      var hatch = style
      hatch.attributes.insert(.dim)
      grid.fill(textClip, with: glyphs.hatch, style: hatch)
      let name = Self.displayName(ofSource: SolvedLayout.substituteIndex(src, rep))
      let shown = name.isEmpty ? "" : fit((" " + name + " ")[...], columns: inner.width, more: false)
      centre(shown, inner: inner, style: style, into: &grid)
    case .collection:
      let id = layout.compiled.id(ofNode: node)
      centre(fit(id[...], columns: inner.width, more: false), inner: inner, style: style, into: &grid)
    case .section:
      break
    }
  }

  /// Label text: wrapped to the inner width, from the top; text that does not fit the height
  /// ends its last shown line with an ellipsis.
  func drawText(_ text: String, inner: CellRect, style: Style, into grid: inout CellGrid) {
    guard !text.isEmpty, inner.width > 0, inner.height > 0 else { return }
    let lines = TextMetrics.wrap(text, columns: inner.width)
    let shown = min(lines.count, inner.height)
    let textClip = inner.intersection(clip)
    for i in 0..<shown {
      let y = inner.minY + i
      guard y >= textClip.minY && y < textClip.maxY else { continue }
      let more = i == shown - 1 && lines.count > shown
      if more || TextMetrics.displayWidth(lines[i]) > inner.width {
        grid.write(fit(lines[i], columns: inner.width, more: more), x: inner.minX, y: y, style: style, clip: textClip)
      } else {
        grid.write(lines[i], x: inner.minX, y: y, style: style, clip: textClip)
      }
    }
  }

  /// Writes text centred on the middle row of `inner`.
  func centre(_ text: String, inner: CellRect, style: Style, into grid: inout CellGrid) {
    let width = TextMetrics.displayWidth(text)
    let x = inner.minX + max(0, (inner.width - width) / 2)
    let y = inner.minY + (inner.height - 1) / 2
    grid.write(text, x: x, y: y, style: style, clip: inner.intersection(clip))
  }

  /// Text cut to `columns` with an ellipsis when it is wider, or when `more` says text follows.
  func fit(_ text: Substring, columns: Int, more: Bool) -> String {
    guard columns > 0 else { return "" }
    let width = TextMetrics.displayWidth(text)
    if !more && width <= columns { return String(text) }
    if more && width + 1 <= columns { return String(text) + String(glyphs.ellipsis) }
    var out = ""
    var used = 0
    for c in text {
      let w = TextMetrics.displayWidth(c)
      if used + w > columns - 1 { break }
      out.append(c)
      used += w
    }
    out.unicodeScalars.append(glyphs.ellipsis)
    return out
  }

  /// True when the content shows text.
  static func hasText(_ content: Content) -> Bool {
    switch content {
    case .label(let text, _): !text.isEmpty
    case .brick(let text, _): !(text ?? "").isEmpty
    case .button, .image, .collection: true
    case .section: false
    }
  }

  /// The name an image placeholder shows: the last path component of a URL or path.
  static func displayName(ofSource src: String) -> String {
    var s = Substring(src)
    if let q = s.firstIndex(where: { $0 == "?" || $0 == "#" }) { s = s[..<q] }
    while s.hasSuffix("/") { s = s.dropLast() }
    if let slash = s.lastIndex(of: "/") { s = s[s.index(after: slash)...] }
    return s.isEmpty ? src : String(s)
  }
}

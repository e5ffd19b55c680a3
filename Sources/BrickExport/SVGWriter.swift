import BrickCore
import BrickRaster

/// Draws an `ExportSheet` as SVG (docs/commands.md#pictures-to-share): one pixel a point, every
/// item a `<rect>` with `data-id`, `data-index` and its displayed frame in points from its panel's
/// top left corner, text in the lines the solver measured, the file's background colours, sections
/// and collections outlined (dashed), each panel clipped to the device and captioned above.
///
/// Structure, for scripts that read it: each panel is a `<g class="panel">` translated to its
/// place on the sheet, with `data-caption`, `data-offset-x`/`-y`, `data-width`/`-height`; each
/// item is a `<g class="item TYPE">` holding its `<rect>` and its `<text>`. A collection's inner
/// items follow it inside a group clipped to its frame. Rects also carry the inspector's fields
/// (`data-type`, `data-z-index`, `data-original-frame`, ...), which the HTML page shows on hover.
public struct SVGWriter {
  /// Adds a `<title>` with the inspector's fields to each item (the HTML page's hover text).
  public var itemTitles = false
  /// The font's size in pixels: DejaVu Sans Mono and most monospace fonts advance 0.6 em, so
  /// 13.3 px gives the 8-point columns of the text metrics.
  public static let fontSize = 13.3

  public init(itemTitles: Bool = false) {
    self.itemTitles = itemTitles
  }

  /// The sheet as a standalone SVG document.
  public func document(_ sheet: ExportSheet) -> String {
    collect { sink throws in try write(sheet.plan, to: sink) }
  }

  /// The `<svg>` element (without the XML declaration), for embedding.
  public func svg(_ sheet: ExportSheet) -> String {
    collect { sink throws in try writeSVG(sheet.plan, to: sink) }
  }

  /// Writes the plan as a standalone SVG document to `sink`, a piece at a time: each panel is
  /// made, written and let go before the next is made, so memory stays that of one panel (and
  /// one item's markup) however many panels there are. The text is the same as `document`'s.
  /// Throws what `sink` or the plan's `makeRow` throws, at once.
  public func write(_ plan: ExportPlan, to sink: (String) throws -> Void) throws {
    try sink("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    try writeSVG(plan, to: sink)
    try sink("\n")
  }

  /// Writes the `<svg>` element of the plan to `sink` (see `write`).
  public func writeSVG(_ plan: ExportPlan, to sink: (String) throws -> Void) throws {
    var out = Output()
    let size = ExportSheet.size(plan.sizes)
    let w = Markup.number(size.width)
    let h = Markup.number(size.height)
    out.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" "
        + "font-size=\"\(Markup.number(Self.fontSize))\">")
    out.line("<title>\(XMLText.escaped(plan.title))</title>")
    out.line("<defs>")
    out.line(
      "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        + "<path d=\"M0,8 L8,0\" stroke=\"#9e9e9e\" stroke-width=\"1\"/></pattern>")
    out.line("</defs>")
    out.line(
      "<rect class=\"sheet\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#f2f2f2\"/>")
    let origins = ExportSheet.origins(plan.sizes)
    for r in plan.sizes.indices {
      var c = 0
      try plan.makeRow(r) { panel in
        guard c < origins[r].count else { return }
        try panelElement(panel, at: origins[r][c], id: "p\(r)-\(c)", into: &out, sink: sink)
        c += 1
      }
    }
    out.text += "</svg>"
    try out.flush(to: sink)
  }

  /// The text a writer sends to a sink that keeps it.
  func collect(_ body: ((String) throws -> Void) throws -> Void) -> String {
    var text = ""
    // Neither a made sheet's panels nor this sink throw.
    do { try body { text += $0 } } catch {}
    return text
  }

  /// Text output with a counter for unique clip ids. The text is handed to a sink at each
  /// `flush`: after every item at the top of a panel.
  struct Output {
    var text = ""
    var clips = 0
    mutating func line(_ s: String) {
      text += s
      text += "\n"
    }
    /// Writes a clip path of rectangle `f` and returns its unique id (`c1`, `c2`, …).
    mutating func clipPath(_ f: Rect) -> String {
      clips += 1
      let clip = "c\(clips)"
      line(
        "<clipPath id=\"\(clip)\"><rect x=\"\(Markup.number(f.x))\" y=\"\(Markup.number(f.y))\" "
          + "width=\"\(Markup.number(f.width))\" height=\"\(Markup.number(f.height))\"/></clipPath>"
      )
      return clip
    }
    mutating func flush(to sink: (String) throws -> Void) throws {
      guard !text.isEmpty else { return }
      try sink(text)
      text = ""
    }
  }

  func panelElement(
    _ panel: ExportPanel, at origin: Point, id: String, into out: inout Output,
    sink: (String) throws -> Void
  ) throws {
    let pw = Markup.number(panel.size.width)
    let ph = Markup.number(panel.size.height)
    out.line(
      "<g class=\"panel\" id=\"\(id)\" data-caption=\"\(XMLText.escaped(panel.caption))\" "
        + "data-offset-x=\"\(Markup.number(panel.offset.x))\" "
        + "data-offset-y=\"\(Markup.number(panel.offset.y))\" data-width=\"\(pw)\" "
        + "data-height=\"\(ph)\" transform=\"translate(\(Markup.number(origin.x)),"
        + "\(Markup.number(origin.y)))\">")
    out.line(
      "<text class=\"caption\" x=\"0\" y=\"-8\" fill=\"#333333\">"
        + "\(XMLText.escaped(panel.caption))</text>")
    out.line(
      "<clipPath id=\"\(id)-clip\"><rect x=\"0\" y=\"0\" width=\"\(pw)\" "
        + "height=\"\(ph)\"/></clipPath>"
    )
    out.line("<g clip-path=\"url(#\(id)-clip)\">")
    out.line(
      "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(pw)\" height=\"\(ph)\" "
        + "fill=\"\(ExportColor.hex(panel.appearance.background.rgb))\"/>")
    for item in panel.items {
      itemElement(item, appearance: panel.appearance, into: &out)
      try out.flush(to: sink)
    }
    out.line("</g>")
    out.line(
      "<rect class=\"device-border\" x=\"0\" y=\"0\" width=\"\(pw)\" height=\"\(ph)\" "
        + "fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>")
    out.line("</g>")
  }

  func itemElement(_ item: ExportItem, appearance: Appearance, into out: inout Output) {
    let f = item.frame
    let isRoot = item.parent == nil && item.collection == nil
    var group = "<g class=\"item \(item.type)\(item.hidden ? " hidden" : "")\""
    if item.hidden || item.alpha <= 0 { group += " visibility=\"hidden\"" }
    if item.alpha > 0 && item.alpha < 1 { group += " opacity=\"\(Markup.number(item.alpha))\"" }
    if item.scale != 1 && item.scale.isFinite {
      let cx = Markup.number(f.x + f.width / 2)
      let cy = Markup.number(f.y + f.height / 2)
      group +=
        " transform=\"translate(\(cx),\(cy)) scale(\(Markup.number(item.scale))) "
        + "translate(-\(cx),-\(cy))\""
    }
    out.line(group + ">")
    if itemTitles { out.line("<title>\(XMLText.escaped(Self.inspectorText(item)))</title>") }

    let dark = appearance == .dark
    let paint = item.background.map { ExportColor.paint(of: $0, appearance: appearance) }
    var fill: String
    var stroke = dark ? "#8e8e93" : "#4a4a4a"
    var dash = ""
    if item.isSection {
      fill = paint?.fill ?? "none"
      stroke = isRoot ? "none" : dark ? "#636366" : "#8a8a8a"
      dash = " stroke-dasharray=\"4 3\""
    } else if item.isCollection {
      fill = paint?.fill ?? (dark ? "#2c2c2e" : "#fafafa")
      stroke = dark ? "#8e8e93" : "#5a5a5a"
      dash = " stroke-dasharray=\"6 2\""
    } else {
      fill = paint?.fill ?? ExportColor.hex(ExportColor.brickFill(appearance).rgb)
    }
    if let paint, paint.opacity < 1 {
      fill += "\" fill-opacity=\"\(Markup.number((paint.opacity * 1000).rounded() / 1000))"
    }
    var rect = "<rect data-id=\"\(XMLText.escaped(item.id))\" data-index=\"\(item.index)\""
    if let c = item.collection, let ci = item.collectionIndex {
      rect += " data-collection=\"\(XMLText.escaped(c))\" data-collection-index=\"\(ci)\""
    }
    rect +=
      " x=\"\(Markup.number(f.x))\" y=\"\(Markup.number(f.y))\" width=\"\(Markup.number(f.width))\""
      + " height=\"\(Markup.number(f.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\""
      + " stroke-width=\"1\"\(dash)"
    rect += inspectorAttributes(item)
    out.line(rect + "/>")
    if item.type == "image" {
      out.line(
        "<rect class=\"placeholder\" x=\"\(Markup.number(f.x))\" y=\"\(Markup.number(f.y))\" "
          + "width=\"\(Markup.number(f.width))\" height=\"\(Markup.number(f.height))\" "
          + "fill=\"url(#hatch)\"/>")
    }
    textElement(item, appearance: appearance, into: &out)
    out.line("</g>")
    if !item.children.isEmpty {
      let clip = out.clipPath(f)
      out.line("<g class=\"collection-content\" clip-path=\"url(#\(clip))\">")
      for child in item.children { itemElement(child, appearance: appearance, into: &out) }
      out.line("</g>")
    }
  }

  /// The inspector's fields as `data-` attributes.
  func inspectorAttributes(_ item: ExportItem) -> String {
    var s = " data-type=\"\(item.type)\""
    if let p = item.parent { s += " data-parent=\"\(XMLText.escaped(p))\"" }
    s += " data-frame=\"\(Markup.frameText(item.contentFrame))\""
    s += " data-original-frame=\"\(Markup.frameText(item.originalFrame))\""
    s += " data-z-index=\"\(item.zIndex)\" data-hidden=\"\(item.hidden)\""
    s += " data-alpha=\"\(Markup.number(item.alpha))\" data-scale=\"\(Markup.number(item.scale))\""
    if let p = item.stickingPercentage { s += " data-sticking=\"\(Markup.number(p))\"" }
    if item.estimated { s += " data-estimated=\"true\"" }
    if let b = item.background { s += " data-background=\"\(XMLText.escaped(b.written))\"" }
    return s
  }

  /// The inspector's fields as lines (the previewer's `i` panel,
  /// docs/layout-file.md#previewer-keys).
  public static func inspectorText(_ item: ExportItem) -> String {
    var lines = [
      "id        \(item.id)" + (item.index > 0 ? " #\(item.index)" : ""),
      "type      \(item.type)",
    ]
    if let p = item.parent { lines.append("parent    \(p)") }
    if let c = item.collection { lines.append("in        \(c) #\(item.collectionIndex ?? 0)") }
    lines += [
      "frame     \(Markup.frameText(item.contentFrame))",
      "original  \(Markup.frameText(item.originalFrame))",
      "zIndex    \(item.zIndex)",
      "hidden    \(item.hidden ? "yes" : "no")  alpha \(Markup.number(item.alpha))  "
        + "scale \(Markup.number(item.scale))",
    ]
    if let p = item.stickingPercentage { lines.append("sticking  \(Markup.number(p))") }
    if item.estimated { lines.append("height    estimated (not measured yet)") }
    if let b = item.background { lines.append("background \(b.written)") }
    if let f = item.font, item.placement != .none {
      let count = item.lines.count
      lines.append(
        "font      \(Markup.number(f.size)) pt \(f.weight.rawValue), \(count) "
          + (count == 1 ? "line" : "lines"))
    }
    return lines.joined(separator: "\n")
  }

  /// The item's text: measured lines from the top left (inside the padding), or one centred
  /// line. Lines below the box are left out and the last shown one ends with `…`, as the
  /// terminal picture elides text the layout cuts off.
  func textElement(_ item: ExportItem, appearance: Appearance, into out: inout Output) {
    guard !item.lines.isEmpty else { return }
    let f = item.frame
    let color = ExportColor.text(on: item.background, appearance: appearance)
    if let font = item.font, font.face != nil {
      measuredTextElement(item, font: font, color: color, into: &out)
      return
    }
    let lineHeight = TextMetrics.pointsPerLine
    switch item.placement {
    case .none:
      return
    case .centred:
      let weight = item.type == "button" ? " font-weight=\"bold\"" : ""
      var text = item.lines[0]
      if item.type == "image" {
        // A name never runs past its image: shortened in the middle, its end (which tells
        // similar names apart) kept, a column of margin each side.
        let columns = Int((f.width / TextMetrics.pointsPerColumn).rounded(.down)) - 1
        text = StatusLine.middleCut(text, columns: max(0, columns), favoringTail: true)
      }
      out.line(
        "<text x=\"\(Markup.number(f.x + f.width / 2))\" "
          + "y=\"\(Markup.number(f.y + f.height / 2 + 4.5))\""
          + " text-anchor=\"middle\" fill=\"\(color)\"\(weight)>\(XMLText.escaped(text))</text>")
    case .wrapped(let padding):
      let room = Int(((f.height - padding.vertical) / lineHeight).rounded(.down))
      let shown = min(item.lines.count, max(room, f.height >= 12 ? 1 : 0))
      guard shown > 0 else { return }
      // The lines start at the padding; where the measured columns leave room, up to 2 points
      // more keep the first letter off the border (the wrapping is unchanged).
      let widest = item.lines.map { TextMetrics.displayWidth($0) }.max() ?? 0
      let slack = f.width - padding.horizontal - Double(widest) * TextMetrics.pointsPerColumn
      let x = Markup.number(f.x + padding.left + min(2, max(0, slack / 2)))
      let bold = (item.font?.weight.cssWeight ?? 400) >= 600 ? " font-weight=\"bold\"" : ""
      out.text +=
        "<text x=\"\(x)\" y=\"\(Markup.number(f.y + padding.top))\" fill=\"\(color)\"\(bold) "
        + "xml:space=\"preserve\">"
      for i in 0..<shown {
        var line = item.lines[i]
        if i == shown - 1 && shown < item.lines.count { line += "…" }
        let dy = i == 0 ? 12 : lineHeight
        out.text += "<tspan x=\"\(x)\" dy=\"\(Markup.number(dy))\">\(XMLText.escaped(line))</tspan>"
      }
      out.line("</text>")
    }
  }

  /// The fonts a picture names for iOS metrics: the system font where there is one, then the
  /// shipped font the widths were measured with.
  /// Where none of those is installed, narrow fallbacks before the generic family keep lines
  /// near their measured widths in viewers that ignore `textLength` (librsvg).
  static let systemFonts =
    "-apple-system, SF Pro Text, Inter, Helvetica Neue, Arial, Liberation Sans, "
    + "DejaVu Sans Condensed, sans-serif"

  /// Text measured with a font (`ios` metrics): each line in the measured size and weight,
  /// its top at the padding plus the lines above it (its baseline an ascender lower), so the
  /// lines sit where the solver measured them, each pinned to its measured width
  /// (`pinnedWidth`). A button's title is centred on its box. Lines below the box are left out
  /// and the last shown one ends with `…`; a box that holds no whole line shows its first line
  /// clipped.
  func measuredTextElement(
    _ item: ExportItem, font: MeasuredFont, color: String, into out: inout Output
  ) {
    let f = item.frame
    let size = Markup.number(font.size)
    let attributes =
      "fill=\"\(color)\" font-family=\"\(Self.systemFonts)\" font-size=\"\(size)\" "
      + "font-weight=\"\(font.weight.cssWeight)\" xml:space=\"preserve\""
    // SF's ascender: 1950 of 2048 units per em, of a line of 2444.
    let ascent = font.lineHeight * 1950 / 2444
    switch item.placement {
    case .none:
      return
    case .centred:
      let y = f.y + f.height / 2 - font.lineHeight / 2 + ascent
      let line = item.lines[0]
      out.line(
        "<text x=\"\(Markup.number(f.x + f.width / 2))\" y=\"\(Markup.number(y))\" "
          + "text-anchor=\"middle\" \(attributes)\(Self.pinnedWidth(line, font: font))>"
          + "\(XMLText.escaped(line))</text>")
    case .wrapped(let padding):
      let room = Int(((f.height - padding.vertical) / font.lineHeight + 1e-6).rounded(.down))
      let x = Markup.number(f.x + padding.left)
      guard room > 0 else {
        // No whole line fits: the first line, clipped to the box as UILabel clips it, with
        // `…` when more text follows.
        var line = item.lines[0]
        if item.lines.count > 1 { line += "…" }
        let clip = out.clipPath(f)
        let y = f.y + padding.top + ascent
        out.line(
          "<text class=\"clipped\" clip-path=\"url(#\(clip))\" x=\"\(x)\" "
            + "y=\"\(Markup.number(y))\" \(attributes)\(Self.pinnedWidth(line, font: font))>"
            + "\(XMLText.escaped(line))</text>")
        return
      }
      let shown = min(item.lines.count, room)
      // Clipped to the brick as well: a viewer that ignores `textLength` and lacks the fonts
      // still never draws a line into the next brick.
      let clip = out.clipPath(f)
      out.text += "<text \(attributes) clip-path=\"url(#\(clip))\">"
      for i in 0..<shown {
        var line = item.lines[i]
        if i == shown - 1 && shown < item.lines.count { line += "…" }
        let y = f.y + padding.top + Double(i) * font.lineHeight + ascent
        out.text +=
          "<tspan x=\"\(x)\" y=\"\(Markup.number(y))\"\(Self.pinnedWidth(line, font: font))>"
          + "\(XMLText.escaped(line))</tspan>"
      }
      out.line("</text>")
    }
  }

  /// A line's width as measured, pinned (`textLength`, glyphs and spacing adjusted), so that a
  /// viewer without the measuring font (SF, Inter) still draws the line exactly as wide as the
  /// solver measured it, never past its brick.
  static func pinnedWidth(_ line: String, font: MeasuredFont) -> String {
    let width = font.width(line)
    guard width.isFinite, width > 0 else { return "" }
    return " textLength=\"\(Markup.number((width * 100).rounded() / 100))\" "
      + "lengthAdjust=\"spacingAndGlyphs\""
  }
}

import BrickCore

/// Paints one item's fill and content (docs/layout-file.md#label-button-image-brick;
/// docs/picture.md#text-as-measured).
///
/// Bricks are not boxed: a border would take the rows and columns the solver measured text
/// into. A brick is a fill instead, in one of three shades chosen so that it differs from the
/// bricks (and the empty background) it touches (`ShadeMap`). With colour the shades are
/// backgrounds (a named `background` keeps its colour and varies by glyph); without colour, or
/// in the glyph scheme, the cells text leaves free are filled with ` `, `·` or `∶` (`.` and `:`
/// in ASCII). Sections and collections keep their light outlines.
///
/// Text is laid out as it was measured (`SolvedLayout.textLayout`): the solver's lines, from
/// the point (x + padding, y + padding), each on the row where it was measured to start (with
/// `ios` metrics a 17 pt line is 20.3 points, so at zoom 1 every line has its own row). Zoom
/// moves the lines with the picture and never re-wraps them. Lines the layout cuts off (a
/// fixed height shorter than the text) are not drawn, and the last line drawn ends with an
/// ellipsis so the cut shows; where the drawing itself must cut, it uses its own mark.
struct Painter {
  let options: RasterOptions
  let glyphs: GlyphSet
  let layout: SolvedLayout
  /// The drawing region, inside the grid.
  let clip: CellRect
  /// Maps points of this level to the outer content, and those to cells.
  let placement: Rasterizer.Placement
  /// The mapping of the item being painted (anchored to the viewport where a behavior placed
  /// it, `CellMapping.anchored`).
  var mapping: CellMapping
  /// The drawing region's top-left cell in the grid.
  let origin: (x: Int, y: Int)
  /// The terminal colours of the layout's named backgrounds (nil without colour or names).
  let namedColors: NamedColors?

  /// Paints an item over the cells `cells` (grid coordinates, unclipped), clearing them first.
  /// `frame` is its displayed frame in this level's points (scale applied); its text keeps to
  /// `textRows` when given (off its section's border rows).
  func paint(
    item: Int, frame: Rect, cells: CellRect, textRows: Range<Int>? = nil, dimmed: Bool,
    shades: inout ShadeMap,
    steady: inout SteadyShades, into grid: inout CellGrid
  ) {
    let compiled = layout.compiled
    let node = compiled.node(ofItem: item)
    // A clear colour (alpha 0 in this appearance) shows what is behind it: no fill of its own,
    // its extent shown by its shade's glyph.
    let background = compiled.backgrounds[node]
    let clear = background?.value?.resolved(options.appearance).isClear == true
    let named = clear ? nil : background
    var base = options.color ? Rasterizer.screenStyle(options) : Style.plain
    if options.color, let named {
      base.background =
        namedColors?.color(of: named)
        ?? ColorNames.color(of: named, appearance: options.appearance)
      base.foreground = ColorNames.foreground(on: base.background)
    }
    if dimmed { base.attributes.insert(.dim) }
    let area = cells.intersection(clip)
    // Whatever this item covers is no longer its owner's: a name there is not drawn.
    shades.claim(area)

    if item == 0 {
      // The root section is not outlined; only its background shows.
      if base != .plain { grid.fill(area, style: base) }
      shades.set(area, to: ShadeMap.background)
      return
    }
    // A collection is outlined like a section; its inner scene is drawn over it.
    if compiled.isSection(node: node) || compiled.isCollection(node: node) {
      grid.fill(area, style: base)
      shades.set(area, to: ShadeMap.background)
      var outline = base
      outline.attributes.insert(.dim)
      grid.drawOutline(cells, glyphs: glyphs, section: true, style: outline, clip: clip)
      if case .collection = compiled.contents[node] {
        let id = compiled.id(ofNode: node)
        let inner = CellRect(
          x: cells.minX + 1, y: cells.minY, width: max(0, cells.width - 2), height: cells.height)
        let name = Self.shortened(id, columns: inner.width, glyphs: glyphs)
        // Drawn once everything is painted, and only if nothing covers it (its items, a
        // sticky brick): whole or not at all.
        centreLater(name, inner: inner, style: base, shades: &shades)
      }
      return
    }
    if options.debugLetters {
      var letter = compiled.id(ofNode: node).unicodeScalars.first ?? "?"
      if TextMetrics.displayWidth(letter) != 1 { letter = "?" }
      grid.fill(area, with: letter, style: base)
      return
    }

    let content = compiled.contents[node]
    let isImage: Bool
    if case .image = content { isImage = true } else { isImage = false }
    let shade = steady.shade(of: item)
    shades.set(area, to: shade)
    var style = base
    if options.color && named == nil && clear != true {
      style.background = Self.shadeBackgrounds(options)[shade]
      style.foreground = ColorNames.foreground(on: style.background)
    }
    var fillStyle = style
    let fillGlyph: Unicode.Scalar
    if isImage {
      fillGlyph = glyphs.hatches[shade]
      fillStyle.attributes.insert(.dim)
    } else {
      let blank = options.color && named == nil && clear != true && options.palette != .ansi16
      fillGlyph = blank ? " " : glyphs.shades[shade]
    }
    grid.fill(area, with: fillGlyph, style: fillStyle)
    if cells.width == 1 && cells.height == 1 {
      // A brick smaller than a cell: a mark, whatever its shade.
      grid.put(glyphs.mark, x: cells.minX, y: cells.minY, style: style, clip: clip)
      return
    }
    let rep = item - compiled.itemStart(ofNode: node)
    let textCells =
      textRows.map {
        CellRect(x: cells.minX, y: $0.lowerBound, width: cells.width, height: $0.count)
      }
      ?? cells
    drawContent(
      content, item: item, rep: rep, frame: frame, cells: textCells, style: style,
      shades: &shades, into: &grid)
  }

  /// The backgrounds of the three shades when the terminal has colour, none of them the
  /// screen's (`Rasterizer.screenStyle`), so every brick shows its extent: UIKit's greys over
  /// the device's background (`systemGray6`, `systemGray5` and `systemGray4` in light,
  /// `systemGray5`, `systemGray4` and `systemGray3` in dark), their nearest of 256 colours, or
  /// in 16 colours two greys, the shades' glyphs telling the third apart (a fill glyph is drawn
  /// in every shade there).
  static func shadeBackgrounds(_ options: RasterOptions) -> [Color] {
    switch (options.appearance, options.palette) {
    case (.light, .trueColor): [.rgb(0xf2f2f7), .rgb(0xe5e5ea), .rgb(0xd1d1d6)]
    case (.light, .xterm256): [.xterm(255), .xterm(253), .xterm(251)]
    case (.light, .ansi16): [.white, .brightBlack, .white]
    case (.dark, .trueColor): [.rgb(0x2c2c2e), .rgb(0x3a3a3c), .rgb(0x48484a)]
    case (.dark, .xterm256): [.xterm(236), .xterm(238), .xterm(240)]
    case (.dark, .ansi16): [.brightBlack, .black, .brightBlack]
    }
  }

  /// The cells a rectangle of this level's points covers, in grid coordinates.
  func gridCells(of r: Rect) -> CellRect {
    var c = mapping.cells(of: placement.apply(r))
    c.x += origin.x
    c.y += origin.y
    return c
  }

  /// The grid row of a y in this level's points.
  func gridRow(ofY y: Double) -> Int {
    let p = placement.apply(Rect(x: 0, y: y, width: 0, height: 0))
    return mapping.y.cell(of: p.y) + origin.y
  }

  func drawContent(
    _ content: Content, item: Int, rep: Int, frame: Rect, cells: CellRect, style: Style,
    shades: inout ShadeMap, into grid: inout CellGrid
  ) {
    switch content {
    case .label, .brick:
      let width = layout.originalFrame(of: item).width
      if let measured = layout.textLayout(ofItem: item, width: width) {
        var text = ""
        if case .label(let t, _, _) = content { text = t }
        if case .brick(let t?, _, _) = content { text = t }
        let joins = TextRows.spacedJoins(
          lines: measured.lines, text: SolvedLayout.substituteIndex(text, rep))
        drawText(measured, frame: frame, cells: cells, style: style, joins: joins, into: &grid)
      }
    case .button(let rawTitle, let padding, _):
      let title = SolvedLayout.substituteIndex(rawTitle, rep)
      var bold = style
      bold.attributes.insert(.bold)
      let p = Self.usablePadding(padding, frame: frame)
      let inner = gridCells(of: frame.padded(p)).intersection(cells)
      // A title centres in the columns its left and right padding leave (all of the brick's
      // columns when they are even, as before per-edge padding).
      let across = p.left == p.right || inner.width <= 0 ? cells : inner
      let row = CellRect(x: across.minX, y: inner.minY, width: across.width, height: 1)
      let width = TextMetrics.displayWidth(title)
      let room = across.width
      let shown =
        width + 4 <= room
        ? "[ " + title + " ]"
        : width <= room
          ? title : Self.fit(title[...], columns: room, mark: glyphs.drawCut, glyphs: glyphs)
      centre(shown, inner: row, style: bold, into: &grid)
    case .image(let src, _, _):
      let name = Rasterizer.imageName(ofSource: SolvedLayout.substituteIndex(src, rep))
      guard !name.isEmpty else { return }
      let caption = Self.imageCaption(name, columns: cells.width, glyphs: glyphs)
      centreLater(caption, inner: cells, style: style, shades: &shades)
    case .collection, .section:
      break
    }
  }

  /// Padding as the solver used it, kept to what the frame can hold: where the left and right
  /// (or top and bottom) edges together take more than the frame's width (height), every edge
  /// shrinks by one factor, so a single number stays at most half the frame's shorter side.
  static func usablePadding(_ padding: EdgeInsets, frame: Rect) -> EdgeInsets {
    func edge(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
    let p = EdgeInsets(
      top: edge(padding.top), left: edge(padding.left), bottom: edge(padding.bottom),
      right: edge(padding.right))
    let (w, h) = (max(0, frame.width), max(0, frame.height))
    if let u = p.uniform { return EdgeInsets(all: min(u, min(w, h) / 2)) }
    var k = 1.0
    if p.horizontal > w { k = min(k, w / p.horizontal) }
    if p.vertical > h { k = min(k, h / p.vertical) }
    guard k < 1 else { return p }
    return EdgeInsets(top: p.top * k, left: p.left * k, bottom: p.bottom * k, right: p.right * k)
  }

  /// Text as measured (`SolvedLayout.textLayout`): the solver's lines, line k drawn on the
  /// row where it was measured to start (y + padding + k line heights), or the next free row
  /// when a small font puts two starts on one row. A bold font (semibold and heavier) is bold.
  /// Lines past the frame's height less its padding are cut by the layout: the last drawn line
  /// ends with `…`; text that fits no whole line shows its first line, as UILabel shows it
  /// clipped, ending with `…` when more text follows or less than half of it would show.
  /// Where a line has more characters than its cells, the rest is
  /// carried onto the next free row inside the brick, or joins the next line
  /// (`TextRows.place`): no word is lost while rows remain. Where the drawing must still cut
  /// (rows run out, a zoom below 1) the last row ends with its own mark (`›`, `>` in ASCII).
  /// `joins[k]` is false where the measurement broke the text inside a word before line k, so
  /// text carried onto that line joins it without a space (`TextRows.spacedJoins`).
  func drawText(
    _ measured: TextLayout, frame: Rect, cells: CellRect, style: Style, joins: [Bool] = [],
    into grid: inout CellGrid
  ) {
    let lines = measured.lines
    guard !lines.isEmpty else { return }
    var style = style
    if measured.font.weight.cssWeight >= 600 { style.attributes.insert(.bold) }
    let p = Self.usablePadding(measured.padding, frame: frame)
    let allowed = measured.linesAllowed(height: frame.height - p.vertical)
    let inner = gridCells(of: frame.padded(p))
    let box = cells.intersection(clip)
    let x = inner.minX
    let columns = max(0, cells.maxX - x)
    guard columns > 0 else { return }
    if allowed == 0 {
      // No whole line fits: UILabel shows the first line clipped, and ends it with `…` when
      // text follows; so does the picture, with `…` also when less than half the line shows.
      let row = min(max(gridRow(ofY: frame.minY + p.top), cells.minY), cells.maxY - 1)
      let most = lines.count == 1 && frame.height - p.vertical >= measured.lineHeight / 2
      let line = Self.fit(
        lines[0][...], columns: columns, mark: most ? nil : glyphs.ellipsis, glyphs: glyphs)
      grid.write(line, x: x, y: row, style: style, clip: box)
      return
    }
    let shown = lines.prefix(allowed)
    // Each line on its measured row, kept inside the brick's cells while they hold the lines
    // left (rows kept off a section's border rows may start or end a row early).
    let starts = shown.indices.map { k in
      let last = cells.maxY - (shown.count - k)
      return max(min(gridRow(ofY: frame.minY + p.top + measured.lineTop(k)), last), cells.minY)
    }
    var placed = TextRows.place(
      lines: Array(shown), starts: starts, firstRow: cells.minY, rowLimit: cells.maxY,
      columns: columns, joins: joins)
    // Text that runs on past the brick's last row takes the brick's free rows above its first
    // line instead (a padding row): the lines move up as few rows as that needs.
    var lift = 1
    while placed.cut, let first = starts.first, first - lift >= cells.minY {
      placed = TextRows.place(
        lines: Array(shown), starts: starts.map { max($0 - lift, cells.minY) },
        firstRow: cells.minY, rowLimit: cells.maxY, columns: columns, joins: joins)
      lift += 1
    }
    let layoutCut = allowed < lines.count
    for (i, d) in placed.rows.enumerated() {
      guard d.row >= box.minY && d.row < box.maxY else { continue }
      let last = i == placed.rows.count - 1
      let mark: Unicode.Scalar? =
        last && placed.cut ? glyphs.drawCut : last && layoutCut ? glyphs.ellipsis : nil
      grid.write(
        Self.fit(d.text[...], columns: columns, mark: mark, glyphs: glyphs), x: x, y: d.row,
        style: style, clip: box)
    }
  }

  /// A measured line as its cells show it: cut with the drawing's mark when it has more
  /// characters than `columns`; `mark` (the layout's `…` or the drawing's mark) ends it when
  /// text follows that is not drawn.
  static func fit(
    _ text: Substring, columns: Int, mark: Unicode.Scalar?, glyphs: GlyphSet
  ) -> String {
    guard columns > 0 else { return "" }
    let width = TextMetrics.displayWidth(text)
    if width <= columns && mark == nil { return String(text) }
    if let mark, width + 1 <= columns { return String(text) + String(mark) }
    var out = TextFit.head(text, columns: columns - 1)
    // A line cut here loses characters: the drawing's mark, unless the layout cut right here.
    out.unicodeScalars.append(mark == glyphs.ellipsis ? glyphs.ellipsis : glyphs.drawCut)
    return out
  }

  /// Whole lines a text height holds (a hair of rounding forgiven).
  static func linesAllowed(height: Double) -> Int {
    guard height.isFinite else { return height > 0 ? Int.max : 0 }
    let n = (height / TextMetrics.pointsPerLine + 1e-6).rounded(.down)
    return n <= 0 ? 0 : (n < 1e9 ? Int(n) : Int.max)
  }

  /// Queues a name centred on the middle row of `inner`, to be drawn after everything else
  /// only where nothing painted later covers any of its cells (`ShadeMap.drawNames`).
  func centreLater(_ text: String, inner: CellRect, style: Style, shades: inout ShadeMap) {
    let at = Self.centred(text, in: inner)
    let visible = inner.intersection(clip)
    // A name the clip would cut is not drawn at all.
    guard at.minY >= visible.minY, at.minY < visible.maxY, at.minX >= visible.minX,
      at.maxX <= visible.maxX
    else { return }
    shades.names.append(ShadeMap.Name(text: text, cells: at, style: style, owner: shades.painted))
  }

  /// Writes text centred on the middle row of `inner`.
  func centre(_ text: String, inner: CellRect, style: Style, into grid: inout CellGrid) {
    let at = Self.centred(text, in: inner)
    grid.write(text, x: at.x, y: at.y, style: style, clip: inner.intersection(clip))
  }

  /// The cells of one row that `text` takes centred on the middle row of `inner`.
  static func centred(_ text: String, in inner: CellRect) -> CellRect {
    let width = TextMetrics.displayWidth(text)
    return CellRect(
      x: inner.minX + max(0, (inner.width - width) / 2), y: inner.minY + (inner.height - 1) / 2,
      width: width, height: 1)
  }

  /// A name cut to `columns` in its middle (`tile-…13.jpg`): the end, which tells similar
  /// names apart, is kept (and gets the odd column).
  static func shortened(_ name: String, columns: Int, glyphs: GlyphSet) -> String {
    StatusLine.middleCut(
      name, columns: columns, ellipsis: Character(glyphs.ellipsis), favoringTail: true)
  }

  /// An image's name as it fits `columns`: with a space each side when it can, without its
  /// extension before it is cut, cut in the middle last (`tile-…13`), so similar names
  /// stay apart and neighbouring names do not run together.
  static func imageCaption(_ name: String, columns: Int, glyphs: GlyphSet) -> String {
    var stem = name
    if let dot = name.lastIndex(of: "."), dot > name.startIndex {
      stem = String(name[..<dot])
    }
    for candidate in [" " + name + " ", " " + stem + " ", name, stem]
    where TextMetrics.displayWidth(candidate) <= columns {
      return candidate
    }
    return shortened(stem, columns: columns, glyphs: glyphs)
  }

}

extension Rect {
  /// The rectangle shrunk by `p` on each side (never below zero size).
  func padded(_ p: EdgeInsets) -> Rect {
    Rect(
      x: x + p.left, y: y + p.top, width: max(0, width - p.horizontal),
      height: max(0, height - p.vertical))
  }
}

/// Which shade (0, 1 or 2) each cell of the current draw was painted in, and which item
/// painted it last; names (a collection's id, an image's file name) wait here until everything
/// is painted and are drawn only where their owner still shows. Cells not painted yet hold -1;
/// the empty background of sections holds `background`.
struct ShadeMap: Sendable {
  /// The mark of a section's (or the root's) empty background.
  static let background = 3

  /// A name waiting to be drawn: its text on one row, and the paint number of its owner.
  struct Name: Sendable {
    var text: String
    /// The cells it takes, on one row.
    var cells: CellRect
    var style: Style
    var owner: Int32
  }

  var width = 0
  var values: [Int8] = []
  /// The paint number of the item that painted each cell last (0: none).
  var owners: [Int32] = []
  /// Items painted so far in this draw.
  var painted: Int32 = 0
  /// Names to draw once everything is painted.
  var names: [Name] = []

  /// Clears the map for a grid of this size (keeping its storage).
  mutating func reset(width: Int, height: Int) {
    self.width = width
    let n = width * height
    if values.count != n {
      values = [Int8](repeating: -1, count: n)
      owners = [Int32](repeating: 0, count: n)
    } else {
      for i in values.indices {
        values[i] = -1
        owners[i] = 0
      }
    }
    painted = 0
    names.removeAll(keepingCapacity: true)
  }

  var height: Int { width > 0 ? values.count / width : 0 }

  /// The shade at (x, y), or -1 outside or unpainted.
  func shade(x: Int, y: Int) -> Int8 {
    guard x >= 0, y >= 0, x < width, y < height else { return -1 }
    return values[y * width + x]
  }

  /// Records a shade over a rectangle (clipped to the map).
  mutating func set(_ r: CellRect, to shade: Int) {
    let c = r.intersection(CellRect(x: 0, y: 0, width: width, height: height))
    guard !c.isEmpty else { return }
    for y in c.minY..<c.maxY {
      for x in c.minX..<c.maxX { values[y * width + x] = Int8(shade) }
    }
  }

  /// A new item paints `r`: it owns those cells now.
  mutating func claim(_ r: CellRect) {
    painted += 1
    let c = r.intersection(CellRect(x: 0, y: 0, width: width, height: height))
    guard !c.isEmpty else { return }
    for y in c.minY..<c.maxY {
      for x in c.minX..<c.maxX { owners[y * width + x] = painted }
    }
  }

  /// Draws every waiting name whose cells its owner still holds, whole; the others not at all.
  func drawNames(into grid: inout CellGrid) {
    for name in names {
      let c = name.cells
      guard c.minY >= 0, c.minY < height, c.minX >= 0, c.maxX <= width else { continue }
      let row = c.minY * width
      guard (c.minX..<c.maxX).allSatisfy({ owners[row + $0] == name.owner }) else { continue }
      grid.write(name.text, x: c.minX, y: c.minY, style: name.style)
    }
  }
}

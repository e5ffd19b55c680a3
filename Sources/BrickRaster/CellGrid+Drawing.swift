import BrickCore

/// Drawing primitives on a grid: every write is clipped to the grid and keeps wide characters
/// whole (overwriting half of one blanks the other half).
extension CellGrid {
  /// The whole grid as a cell rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// Writes one character at (x, y) when it lies inside the grid. A wide character takes (x, y)
  /// and (x + 1, y), and needs both inside; otherwise nothing is written.
  public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style = .plain) {
    let wide = TextMetrics.displayWidth(scalar) == 2
    guard y >= 0, y < height, x >= 0, x + (wide ? 1 : 0) < width else { return }
    putUnchecked(scalar, x: x, y: y, style: style, wide: wide)
  }

  /// Writes a cell known to be inside the grid (and its continuation, for a wide one), blanking
  /// the other half of any wide character it overwrites in part.
  @inline(__always) mutating func putUnchecked(
    _ scalar: Unicode.Scalar, x: Int, y: Int, style: Style, wide: Bool
  ) {
    putUnchecked(Cell(scalar, style: style), x: x, y: y, wide: wide)
  }

  /// Writes a prepared cell known to be inside the grid (see the scalar form).
  @inline(__always) mutating func putUnchecked(_ cell: Cell, x: Int, y: Int, wide: Bool) {
    let style = cell.style
    let i = y * width + x
    if x > 0 && cells[i].isContinuation {
      cells[i - 1] = Cell(" ", style: cells[i - 1].style)
    }
    let after = x + (wide ? 2 : 1)
    if after < width && cells[i + (after - x)].isContinuation {
      cells[i + (after - x)] = Cell(" ", style: cells[i + (after - x)].style)
    }
    cells[i] = cell
    if wide { cells[i + 1] = Cell("\u{0}", style: style) }
  }

  /// Fills a rectangle (clipped to the grid) with one character in one style.
  public mutating func fill(
    _ rect: CellRect, with scalar: Unicode.Scalar = " ", style: Style = .plain
  ) {
    let r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    for y in r.minY..<r.maxY {
      for x in r.minX..<r.maxX { putUnchecked(scalar, x: x, y: y, style: style, wide: false) }
    }
  }

  /// Writes text on one row from column x, one cell per column (two for a wide character), a
  /// whole grapheme cluster to a cell, clipped to `clip` and the grid. A tab is a space (as
  /// the text metrics count it); zero-width characters and controls are dropped. A wide
  /// character that would be split by the clip edge is replaced by spaces in the visible part.
  ///
  /// - Returns: the column after the text (as if nothing were clipped).
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, clip: CellRect? = nil
  ) -> Int {
    let c = (clip ?? bounds).intersection(bounds)
    var col = x
    guard y >= c.minY && y < c.maxY else { return x + TextMetrics.displayWidth(text) }
    for raw in text {
      let ch: Character = raw == "\t" ? " " : raw
      let w = TextMetrics.displayWidth(ch)
      guard w > 0 else { continue }
      if col >= c.maxX {
        col += w
        continue
      }
      if col >= c.minX && col + w <= c.maxX {
        putUnchecked(Cell(cluster: ch, style: style), x: col, y: y, wide: w == 2)
      } else {
        for k in col..<(col + w) where k >= c.minX && k < c.maxX {
          putUnchecked(" ", x: k, y: y, style: style, wide: false)
        }
      }
      col += w
    }
    return col
  }

  /// Draws the outline of a rectangle (clipped to the grid) with box drawing or ASCII glyphs;
  /// the inside is left alone. A rectangle one cell high or wide is drawn as a line.
  public mutating func drawBox(
    _ rect: CellRect, glyphs: RasterOptions.Glyphs = .unicode, style: Style = .plain
  ) {
    drawOutline(rect, glyphs: GlyphSet.of(glyphs), section: false, style: style, clip: bounds)
  }

  /// A narrow glyph at (x, y) when inside `clip` (which must lie inside the grid).
  @inline(__always) mutating func put(
    _ s: Unicode.Scalar, x: Int, y: Int, style: Style, clip: CellRect
  ) {
    guard x >= clip.minX && x < clip.maxX && y >= clip.minY && y < clip.maxY else { return }
    putUnchecked(s, x: x, y: y, style: style, wide: false)
  }

  /// The outline of a box or a section, clipped to `clip` (which must lie inside the grid).
  mutating func drawOutline(
    _ r: CellRect, glyphs g: GlyphSet, section: Bool, style: Style, clip: CellRect
  ) {
    guard !r.isEmpty, r.intersects(clip) else { return }
    let h = section ? g.sectionHorizontal : g.horizontal
    let v = section ? g.sectionVertical : g.vertical
    if r.height == 1 && r.width == 1 {
      put(g.mark, x: r.minX, y: r.minY, style: style, clip: clip)
      return
    }
    if r.height == 1 {
      fillLine(h, x: r.minX + 1, y: r.minY, count: r.width - 2, style: style, clip: clip)
      put(section ? h : g.rowLeft, x: r.minX, y: r.minY, style: style, clip: clip)
      put(section ? h : g.rowRight, x: r.maxX - 1, y: r.minY, style: style, clip: clip)
      return
    }
    if r.width == 1 {
      for y in max(r.minY, clip.minY)..<max(min(r.maxY, clip.maxY), max(r.minY, clip.minY)) {
        put(v, x: r.minX, y: y, style: style, clip: clip)
      }
      return
    }
    fillLine(h, x: r.minX + 1, y: r.minY, count: r.width - 2, style: style, clip: clip)
    fillLine(h, x: r.minX + 1, y: r.maxY - 1, count: r.width - 2, style: style, clip: clip)
    let y0 = max(r.minY + 1, clip.minY)
    let y1 = min(r.maxY - 1, clip.maxY)
    if y0 < y1 {
      for y in y0..<y1 {
        put(v, x: r.minX, y: y, style: style, clip: clip)
        put(v, x: r.maxX - 1, y: y, style: style, clip: clip)
      }
    }
    put(section ? g.sectionTopLeft : g.topLeft, x: r.minX, y: r.minY, style: style, clip: clip)
    put(
      section ? g.sectionTopRight : g.topRight, x: r.maxX - 1, y: r.minY, style: style, clip: clip)
    put(
      section ? g.sectionBottomLeft : g.bottomLeft, x: r.minX, y: r.maxY - 1, style: style,
      clip: clip)
    put(
      section ? g.sectionBottomRight : g.bottomRight, x: r.maxX - 1, y: r.maxY - 1, style: style,
      clip: clip)
  }

  /// `count` copies of a narrow glyph from column x on row y, clipped to `clip`.
  mutating func fillLine(
    _ s: Unicode.Scalar, x: Int, y: Int, count: Int, style: Style, clip: CellRect
  ) {
    guard y >= clip.minY && y < clip.maxY && count > 0 else { return }
    let x0 = max(clip.minX, x)
    let x1 = min(clip.maxX, x + count)
    guard x0 < x1 else { return }
    for k in x0..<x1 { putUnchecked(s, x: k, y: y, style: style, wide: false) }
  }
}

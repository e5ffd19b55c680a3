import BrickCore
import BrickFormat
import BrickRaster

/// Boxes drawn over the screen: help, errors, the inspector panel, short messages. Every write
/// is clipped to the grid, so any terminal size is safe.
enum Overlay {
  /// The help's lines (docs/layout-file.md#previewer-keys).
  static let helpLines = [
    "j k  Down Up     a row (snapping: a snap point)",
    "Space b PgDn PgUp  a page (the part shown)",
    "g G  Home End    top / bottom",
    "h l  Left Right  sideways; a selected",
    "                 collection (snap to snap)",
    "J K H L          move the view over the device",
    "o  d  a          orientation, device, light/dark",
    "c v  t T         size classes h / v; text size + / -",
    "+ -  0           zoom in / out, the whole device",
    "=                variants side by side",
    "i                inspector",
    "Tab  Shift-Tab   select next / previous",
    "e                edit the file at the brick",
    "w                next import warning (e edits there)",
    "n p              next / previous state or layout",
    "r  Ctrl-L        reload now, redraw",
    "?  Esc           close this help",
    "q                quit (a folder: back)",
    "wheel scrolls, click selects",
    "…  the layout cut the text",
    "›  the drawing cut it (zoom, a narrow brick)",
  ]

  /// A box with a title and lines, centred in `area` (at most its size), lines cut to fit.
  static func drawBox(
    title: String, lines: [String], in area: CellRect, grid: inout CellGrid,
    glyphs: RasterOptions.Glyphs,
    style: Style = .plain, borderStyle: Style = Style(attributes: .bold), anchorBottom: Bool = false
  ) {
    let widest =
      max(
        TextMetrics.displayWidth(title) + 4, lines.map { TextMetrics.displayWidth($0) }.max() ?? 0)
      + 4
    let width = min(area.width, max(widest, 12))
    let height = min(area.height, lines.count + 2)
    guard width >= 3, height >= 2 else { return }
    let x = area.x + (area.width - width) / 2
    let y = anchorBottom ? area.maxY - height : area.y + (area.height - height) / 2
    let box = CellRect(x: x, y: y, width: width, height: height)
    grid.fill(box, style: style)
    grid.drawBox(box, glyphs: glyphs, style: borderStyle)
    let clip = CellRect(x: x + 1, y: y, width: width - 2, height: height)
    grid.write(" \(title) ", x: x + 2, y: y, style: borderStyle, clip: clip)
    let inner = CellRect(x: x + 2, y: y + 1, width: max(0, width - 4), height: height - 2)
    for (i, line) in lines.prefix(max(0, height - 2)).enumerated() {
      grid.write(
        fit(line, columns: inner.width, glyphs: glyphs), x: inner.x, y: inner.y + i, style: style,
        clip: inner)
    }
  }

  /// The lines of an error overlay: for the first error its `file:line:column`, the message
  /// (wrapped), the source line with a caret, and what would be valid; then what is shown
  /// meanwhile (the last good layout, or nothing when the file has never loaded).
  static func errorLines(
    _ errors: LayoutErrors, width: Int, neverLoaded: Bool = false
  )
    -> [String]
  {
    guard let first = errors.first else { return ["(no error)"] }
    var lines = [first.location]
    lines += wrap(first.summary, width: width)
    if let source = first.sourceLine, first.line > 0, !source.isEmpty {
      let (shown, caret) = sourceExcerpt(source, column: first.column, width: width)
      lines.append(shown)
      lines.append(caret)
    }
    if let expected = first.expected { lines += wrap("expected: " + expected, width: width) }
    if errors.errors.count > 1 { lines.append("(+\(errors.errors.count - 1) more errors)") }
    lines.append(
      neverLoaded
        ? "The file has not loaded yet; save it to retry."
        : "Showing the last good layout; save the file to retry.")
    return lines
  }

  /// The source line around `column`, tabs as spaces, and a caret line under the column.
  static func sourceExcerpt(_ line: String, column: Int, width: Int) -> (String, String) {
    let scalars = Array(line.unicodeScalars.map { $0 == "\t" ? " " : $0 })
    let target = max(0, column - 1)
    let start = max(0, min(target - width / 2, scalars.count - width))
    let end = min(scalars.count, start + max(1, width))
    var shown = String.UnicodeScalarView()
    if start < end { shown.append(contentsOf: scalars[start..<end]) }
    let caret = String(repeating: " ", count: max(0, target - start)) + "^"
    return (String(shown), caret)
  }

  /// Words wrapped to `width` columns (long words are cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      while TextMetrics.displayWidth(word) > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = String(word.dropFirst(width))
      }
      if current.isEmpty {
        current = word
      } else if TextMetrics.displayWidth(current) + 1 + TextMetrics.displayWidth(word) <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `text` cut to `columns`, ending in an ellipsis when cut.
  static func fit(_ text: String, columns: Int, glyphs: RasterOptions.Glyphs = .unicode) -> String {
    TextFit.fit(text, columns: columns, mark: glyphs == .ascii ? "~" : "…")
  }

  /// A short message centred on the grid (the longest of `messages` that fits).
  static func centredMessage(_ messages: [String], in grid: inout CellGrid, style: Style = .plain) {
    guard grid.width > 0, grid.height > 0 else { return }
    let message =
      messages.first { TextMetrics.displayWidth($0) <= grid.width } ?? messages.last ?? ""
    let x = max(0, (grid.width - TextMetrics.displayWidth(message)) / 2)
    grid.write(message, x: x, y: grid.height / 2, style: style)
  }

  /// Restyles every cell of `rect` (clipped) with `body`, keeping the characters.
  static func restyle(_ rect: CellRect, in grid: inout CellGrid, _ body: (inout Style) -> Void) {
    let r = rect.intersection(grid.bounds)
    guard !r.isEmpty else { return }
    for y in r.minY..<r.maxY {
      for x in r.minX..<r.maxX {
        var cell = grid[x, y]
        body(&cell.style)
        grid[x, y] = cell
      }
    }
  }
}

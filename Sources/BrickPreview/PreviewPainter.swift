import BrickCore
import BrickFormat
import BrickRaster

/// Draws one frame of a preview: the device's viewport centred with a border, the scene (with
/// appearing bricks at their animated attributes), flashes and the selection highlight, the
/// status line, the inspector, and the error and help overlays. It reads the model and changes
/// nothing.
struct PreviewPainter {
  let model: PreviewModel

  /// Paints the whole screen into `grid` (blank, the terminal's size).
  func draw(into grid: inout CellGrid) {
    let g = model.geometry
    guard !g.tooSmall else {
      Overlay.centredMessage(["terminal too small", "too small", "small", "!"], in: &grid)
      return
    }
    let options = model.rasterOptions
    if let board = model.board {
      // `=`: the variants side by side over every row but the status line.
      let area = CellRect(x: 0, y: 0, width: grid.width, height: max(0, grid.height - 1))
      board.draw(into: &grid, area: area, options: options)
      drawBoardStatus(board, into: &grid, area: area, glyphs: options.glyphs)
    } else {
      grid.drawBox(g.frame, glyphs: options.glyphs, style: Style(attributes: .dim))
      var rasterizer = Rasterizer(options: options)
      // The region shows the device from the window's corner (`DeviceView`): the scene is drawn
      // as if its viewport started there.
      var scene = model.displayScene()
      scene.viewport.offset = model.drawOrigin
      rasterizer.draw(scene, into: &grid, region: g.viewport)
      drawFlashes(into: &grid, region: g.viewport, rasterizer: rasterizer)
      drawSelection(into: &grid, region: g.viewport, rasterizer: rasterizer)
      drawStatus(into: &grid, row: g.statusRow)
      if model.inspection.inspectorVisible, let panel = g.panel {
        drawInspector(into: &grid, panel: panel)
      }
    }
    drawOverlays(into: &grid, options: options)
  }

  /// The error and help boxes, over whatever is drawn.
  func drawOverlays(into grid: inout CellGrid, options: RasterOptions) {
    let main = CellRect(x: 0, y: 0, width: grid.width, height: max(0, grid.height - 1))
    if let error = model.document.error {
      let width = min(main.width - 4, 72)
      Overlay.drawBox(
        title: "Layout error",
        lines: Overlay.errorLines(
          error, width: max(8, width - 4), neverLoaded: !model.document.hasLoaded),
        in: main, grid: &grid,
        glyphs: options.glyphs, style: Style(foreground: .white, background: .red),
        borderStyle: Style(foreground: .white, background: .red, attributes: .bold),
        anchorBottom: true)
    }
    let groups = model.document.importWarningGroups
    if model.document.error == nil, let i = model.document.shownWarning, groups.indices.contains(i)
    {
      // The status line has room for the warning's start only: the box shows it whole.
      let width = min(main.width - 4, 72)
      Overlay.drawBox(
        title: "Import warning \(i + 1)/\(groups.count)",
        lines: Self.warningLines(groups[i], width: max(8, width - 4)), in: main, grid: &grid,
        glyphs: options.glyphs, style: Style(foreground: .black, background: .yellow),
        borderStyle: Style(foreground: .black, background: .yellow, attributes: .bold),
        anchorBottom: true)
    }
    if model.inspection.helpVisible {
      Overlay.drawBox(
        title: "Keys", lines: Self.helpLines(rows: main.height - 2, glyphs: options.glyphs),
        in: main, grid: &grid, glyphs: options.glyphs,
        style: Style(foreground: .black, background: .white),
        borderStyle: Style(foreground: .black, background: .white, attributes: .bold))
    }
  }

  /// The lines of the warning box `w` opens: the warning's file, line and column, its message
  /// wrapped to `width`, and the keys.
  static func warningLines(_ group: SourceWarning.Group, width: Int) -> [String] {
    let warning = group.first
    let name = warning.file.split(separator: "/").last.map(String.init) ?? warning.file
    return ["\(name):\(warning.line):\(warning.column)"]
      + Overlay.wrap(group.message, width: width) + ["w next, e edit there, Esc close"]
  }

  /// The help's lines for a box of `rows` text rows: in two columns when one is too tall, so
  /// no key goes unlisted at 80×24 (ASCII marks in the ASCII glyph set).
  static func helpLines(rows: Int, glyphs: RasterOptions.Glyphs) -> [String] {
    var lines = Overlay.helpLines
    if glyphs == .ascii {
      lines = lines.map { $0.replacing("…", with: "~").replacing("›", with: ">") }
    }
    guard lines.count > rows, rows > 0 else { return lines }
    let half = (lines.count + 1) / 2
    let width = lines.prefix(half).map { TextMetrics.displayWidth($0) }.max() ?? 0
    return (0..<half).map { i in
      let left = lines[i]
      let right = i + half < lines.count ? lines[i + half] : ""
      let pad = String(repeating: " ", count: width - TextMetrics.displayWidth(left) + 2)
      return right.isEmpty ? left : left + pad + right
    }
  }

  /// The status line while variants show (`VariantBoard.status`).
  func drawBoardStatus(
    _ board: VariantBoard, into grid: inout CellGrid, area: CellRect, glyphs: RasterOptions.Glyphs
  ) {
    let row = grid.height - 1
    guard row >= 0 else { return }
    let style = Style(attributes: .reverse)
    grid.fill(CellRect(x: 0, y: row, width: grid.width, height: 1), style: style)
    var text = board.status(offset: model.offset, area: area, glyphs: glyphs)
    if model.document.error != nil { text = "ERROR · " + text }
    grid.write(StatusLine.middleCut(text, columns: grid.width), x: 0, y: row, style: style)
  }

  /// The cells an item covers on the screen, clipped to the viewport region.
  func screenCells(of item: Int, region: CellRect, rasterizer: Rasterizer) -> CellRect? {
    guard item < model.engine.layout.solvedItemCount else { return nil }
    let a = model.engine.scene.attributes(of: item)
    guard !a.hidden, a.frame.width != 0 || a.frame.height != 0 else { return nil }
    // Cells as drawn: a stuck or pinned brick's rows count from the device's edge.
    var cells = rasterizer.cells(
      of: a, viewportOrigin: model.drawOrigin,
      layoutFrame: model.engine.layout.originalFrame(of: item),
      viewportSize: model.engine.scene.viewport.size)
    cells.x += region.x
    cells.y += region.y
    let clipped = cells.intersection(region)
    return clipped.isEmpty ? nil : cells
  }

  /// Changed bricks: yellow (inserted, updated) or cyan (moved) behind their characters.
  func drawFlashes(into grid: inout CellGrid, region: CellRect, rasterizer: Rasterizer) {
    guard !model.animations.flashes.isEmpty, model.clock < model.animations.flashUntil else {
      return
    }
    for (item, kind) in model.animations.flashes.sorted(by: { $0.key < $1.key }) {
      guard let cells = screenCells(of: item, region: region, rasterizer: rasterizer) else {
        continue
      }
      Overlay.restyle(cells.intersection(region), in: &grid) { style in
        style.foreground = .black
        style.background = kind == .moved ? .cyan : .yellow
      }
    }
  }

  /// The selected brick: its outline reversed and bold, its inside bold.
  func drawSelection(into grid: inout CellGrid, region: CellRect, rasterizer: Rasterizer) {
    guard model.inspection.inspectorVisible, let item = model.inspection.selection,
      let cells = screenCells(of: item, region: region, rasterizer: rasterizer)
    else { return }
    Overlay.restyle(cells.intersection(region), in: &grid) { $0.attributes.insert(.bold) }
    let edges = [
      CellRect(x: cells.x, y: cells.y, width: cells.width, height: 1),
      CellRect(x: cells.x, y: cells.maxY - 1, width: cells.width, height: 1),
      CellRect(x: cells.x, y: cells.y, width: 1, height: cells.height),
      CellRect(x: cells.maxX - 1, y: cells.y, width: 1, height: cells.height),
    ]
    for edge in edges {
      Overlay.restyle(edge.intersection(region), in: &grid) { $0.attributes.insert(.reverse) }
    }
  }

  /// The status line's parts (docs/picture.md#status-line), with the state, zoom, the part of the
  /// device shown and the focus when they apply; see `StatusLine.fit` for what goes first.
  var statusParts: [StatusLine.Part] {
    let glyphs = model.settings.glyphs
    var parts = StatusLine.parts(
      title: model.document.title,
      device: model.display.choice.device.displayName(times: glyphs == .ascii ? "x" : "×"),
      traits: model.environment.traits, offset: model.offset,
      contentSize: model.engine.scene.contentSize, estimated: !model.engine.layout.isComplete,
      overridden: (
        model.display.choice.horizontalOverride != nil, model.display.choice.verticalOverride != nil
      ),
      glyphs: glyphs)
    if let stateName = model.document.stateName {
      parts.insert(StatusLine.Part("state " + stateName, priority: StatusLine.Priority.high), at: 1)
    }
    if let shown = model.shownPart {
      if model.notice == nil {
        parts.append(StatusLine.Part(shown, priority: StatusLine.Priority.essential))
        // How to see the rest: `0` fits the whole device (below zoom 1 if need be).
        parts.append(StatusLine.Part("0 shows all", priority: StatusLine.Priority.title + 1))
      } else {
        // For a moment, what the last key did goes first.
        parts.append(StatusLine.Part(shown, priority: StatusLine.Priority.high))
      }
    }
    if model.appearance == .dark {
      parts.append(StatusLine.Part("dark", priority: StatusLine.Priority.medium))
    }
    // Made-up repetitions in place of what the app builds at run time (docs/layout-file.md#nodes).
    let samples = model.engine.layout.compiled.sampleItemCount
    if samples > 0 {
      parts.append(
        StatusLine.Part(
          "sample data: \(samples) item\(samples == 1 ? "" : "s")",
          priority: StatusLine.Priority.high))
    }
    let text = model.displayedSpec
    if text.contentSize != .large || text.textMetrics != .ios {
      let size = text.textMetrics == .terminal ? "text cells" : "text \(text.contentSize.rawValue)"
      parts.append(StatusLine.Part(size, priority: StatusLine.Priority.medium))
    }
    if model.display.zoom != 1 {
      parts.append(
        StatusLine.Part(
          "zoom \(NumberText.rounded(model.display.zoom, places: 3))",
          priority: StatusLine.Priority.medium))
    }
    if let item = model.focusedCollection {
      parts.append(
        StatusLine.Part(
          "focus \(ItemKeys.key(of: item, in: model.engine.layout.compiled)) at "
            + NumberText.point(model.engine.collectionOffset(item: item)),
          priority: StatusLine.Priority.high))
    }
    if model.document.error != nil {
      parts.append(StatusLine.Part("ERROR", priority: StatusLine.Priority.essential))
    }
    let warnings = model.document.importWarnings
    let groups = model.document.importWarningGroups
    if let i = model.document.shownWarning, groups.indices.contains(i) {
      parts.append(
        StatusLine.Part(
          "warning \(i + 1)/\(groups.count) (e edits): \(Self.withFileName(groups[i]))",
          priority: StatusLine.Priority.essential))
    } else if !warnings.isEmpty {
      // Above the title and the `0` hint: a preview the import had to guess at says so at 80
      // columns too.
      parts.append(
        StatusLine.Part(
          "\(warnings.count) warning\(warnings.count == 1 ? "" : "s") (w)",
          priority: StatusLine.Priority.title + 2))
    }
    // Why the last key did nothing, first, for a moment.
    if let notice = model.notice {
      parts.insert(StatusLine.Part(notice, priority: StatusLine.Priority.essential), at: 0)
    }
    // A running solve says so first, and is never cut.
    if let solving = model.solvingStatus ?? waitingStatus {
      parts.insert(StatusLine.Part(solving, priority: StatusLine.Priority.essential), at: 0)
    }
    return parts
  }

  /// A warning at `/long/path/Feed.swift:12:5` as `Feed.swift:12:5: message`, for the status
  /// line.
  static func withFileName(_ warning: SourceWarning) -> String {
    withFileName(SourceWarning.Group(warning))
  }

  /// A group of warnings as `Feed.swift:12:5: message (×3)`, at its first warning.
  static func withFileName(_ group: SourceWarning.Group) -> String {
    let warning = group.first
    let name = warning.file.split(separator: "/").last.map(String.init) ?? warning.file
    return "\(name):\(warning.line):\(warning.column): \(group.message)"
  }

  /// What the status line says while work runs off the loop: "loading…" while a saved file is
  /// read, "solving…" while the layout is solved for another device.
  var waitingStatus: String? {
    guard let status = model.work.status else { return nil }
    return model.settings.glyphs == .ascii ? status.replacing("…", with: "...") : status
  }

  /// The whole status line's text, as wide as it comes.
  var statusText: String {
    statusParts.map(\.text).joined(separator: StatusLine.separator(model.settings.glyphs))
  }

  func drawStatus(into grid: inout CellGrid, row: Int) {
    guard row >= 0, row < grid.height else { return }
    let style = Style(attributes: .reverse)
    grid.fill(CellRect(x: 0, y: row, width: grid.width, height: 1), style: style)
    let hint = "? help"
    var room = grid.width
    if grid.width >= hint.count + 12 {
      grid.write(hint, x: grid.width - hint.count, y: row, style: style)
      room = grid.width - hint.count - 2
    }
    let glyphs = model.settings.glyphs
    grid.write(
      StatusLine.fit(
        Self.fittingNotice(
          statusParts, notice: model.notice, columns: room,
          glyphs: glyphs), columns: room, glyphs: glyphs), x: 0, y: row, style: style)
  }

  /// The parts with the notice (a device's name, what a toggle did) shortened to the room the
  /// other essential parts leave it, at its words (`iPhone…Max`), so it is never cut at its
  /// end with the rest of the line.
  static func fittingNotice(
    _ parts: [StatusLine.Part], notice: String?, columns: Int, glyphs: RasterOptions.Glyphs
  ) -> [StatusLine.Part] {
    guard let notice, let index = parts.firstIndex(where: { $0.text == notice }) else {
      return parts
    }
    let separator = StatusLine.separator(glyphs).count
    let others = parts.indices.filter {
      $0 != index && parts[$0].priority >= StatusLine.Priority.essential
    }
    let used = others.reduce(0) { $0 + TextMetrics.displayWidth(parts[$1].text) + separator }
    let room = columns - used
    var fitted = parts
    fitted[index].text = wordCut(
      notice, columns: max(min(columns, 8), room), ellipsis: glyphs == .ascii ? "~" : "…")
    return fitted
  }

  /// `text` in `columns`: whole when it fits, else its first and last words around an
  /// ellipsis, as many as fit (`iPhone…Max`), else cut in its middle; never cut at its end.
  static func wordCut(_ text: String, columns: Int, ellipsis: Character) -> String {
    guard TextMetrics.displayWidth(text) > columns else { return text }
    let words = text.split(separator: " ").map(String.init)
    func joined(_ head: Int, _ tail: Int) -> String {
      words.prefix(head).joined(separator: " ") + String(ellipsis)
        + words.suffix(tail).joined(separator: " ")
    }
    func fits(_ head: Int, _ tail: Int) -> Bool {
      head + tail < words.count && TextMetrics.displayWidth(joined(head, tail)) <= columns
    }
    guard fits(1, 1) else {
      return StatusLine.middleCut(text, columns: columns, ellipsis: ellipsis, favoringTail: true)
    }
    var head = 1
    var tail = 1
    while true {
      if fits(head, tail + 1) {
        tail += 1
      } else if fits(head + 1, tail) {
        head += 1
      } else {
        return joined(head, tail)
      }
    }
  }

  /// The inspector's lines wrapped to `width` columns, continuations indented under the value.
  static func wrappedInspectorLines(_ lines: [String], width: Int) -> [String] {
    var out: [String] = []
    for line in lines {
      let indent = "          "
      let first = Overlay.wrap(line, width: width)
      guard first.count > 1 else {
        out += first
        continue
      }
      // The rest wraps at the width left after the indent, so no row runs past the panel.
      out.append(first[0])
      let rest = first.dropFirst().joined(separator: " ")
      out += Overlay.wrap(rest, width: max(1, width - indent.count)).map { indent + $0 }
    }
    return out
  }

  func drawInspector(into grid: inout CellGrid, panel: CellRect) {
    grid.fill(panel)
    grid.drawBox(panel, glyphs: model.settings.glyphs, style: Style(attributes: .bold))
    let clip = CellRect(
      x: panel.x + 1, y: panel.y, width: max(0, panel.width - 2), height: panel.height)
    grid.write(
      " Inspector ", x: panel.x + 2, y: panel.y, style: Style(attributes: .bold), clip: clip)
    let inner = CellRect(
      x: panel.x + 2, y: panel.y + 1, width: max(0, panel.width - 4),
      height: max(0, panel.height - 2))
    var lines = Self.wrappedInspectorLines(model.inspectorLines(), width: inner.width)
    if lines.count > inner.height && inner.height > 0 {
      // Never a row cut silently: the last row says how many more there are.
      let more = lines.count - inner.height + 1
      lines = Array(lines.prefix(inner.height - 1)) + ["(\(more) more rows: a taller terminal)"]
    }
    for (i, line) in lines.prefix(inner.height).enumerated() {
      grid.write(line, x: inner.x, y: inner.y + i, clip: inner)
    }
  }
}

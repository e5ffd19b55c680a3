import BrickCore
import BrickRaster

/// Drawing one frame: the device's viewport centred with a border, the scene (with appearing
/// bricks at their animated attributes), flashes and the selection highlight, the status line,
/// the inspector, and the error and help overlays.
extension PreviewModel {
  /// Paints the whole screen into `grid` (blank, the terminal's size).
  public func draw(into grid: inout CellGrid) {
    let g = geometry
    guard !g.tooSmall else {
      Overlay.centredMessage(["terminal too small", "too small", "small", "!"], in: &grid)
      return
    }
    let options = rasterOptions
    grid.drawBox(g.frame, glyphs: options.glyphs, style: Style(attributes: .dim))
    var rasterizer = Rasterizer(options: options)
    // The region shows the device from the window's corner (`DeviceView`): the scene is drawn
    // as if its viewport started there.
    var scene = displayScene()
    scene.viewport.offset = drawOrigin
    rasterizer.draw(scene, into: &grid, region: g.viewport)
    drawFlashes(into: &grid, region: g.viewport, rasterizer: rasterizer)
    drawSelection(into: &grid, region: g.viewport, rasterizer: rasterizer)
    drawStatus(into: &grid, row: g.statusRow)
    if inspectorVisible, let panel = g.panel { drawInspector(into: &grid, panel: panel) }
    let main = CellRect(x: 0, y: 0, width: grid.width, height: max(0, grid.height - 1))
    if let error {
      let width = min(main.width - 4, 72)
      Overlay.drawBox(
        title: "Layout error", lines: Overlay.errorLines(error, width: max(8, width - 4)), in: main,
        grid: &grid,
        glyphs: options.glyphs, style: Style(foreground: .white, background: .red),
        borderStyle: Style(foreground: .white, background: .red, attributes: .bold),
        anchorBottom: true)
    }
    if helpVisible {
      Overlay.drawBox(
        title: "Keys", lines: Overlay.helpLines, in: main, grid: &grid, glyphs: options.glyphs,
        style: Style(foreground: .black, background: .white),
        borderStyle: Style(foreground: .black, background: .white, attributes: .bold))
    }
  }

  /// The scene to draw: the engine's, with appearing items moved to where their animation is.
  func displayScene() -> Scene {
    guard !appearing.isEmpty, clock < appearStart + Self.appearDuration else { return engine.scene }
    var scene = engine.scene
    let t = min(1, max(0, (clock - appearStart) / Self.appearDuration))
    let eased = 1 - (1 - t) * (1 - t)
    for item in appearing where item < scene.layout.solvedItemCount {
      let to = scene.attributes(of: item)
      guard !to.hidden else { continue }
      let from = scene.appearAttributes(of: item, transition: .appearing)
      var a = to
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
      a.frame = Rect(
        x: mix(from.frame.x, to.frame.x), y: mix(from.frame.y, to.frame.y),
        width: mix(from.frame.width, to.frame.width),
        height: mix(from.frame.height, to.frame.height))
      a.alpha = mix(from.alpha, to.alpha)
      a.scale = mix(from.scale, to.scale)
      scene.overrides[item] = a
    }
    return scene
  }

  /// The cells an item covers on the screen, clipped to the viewport region.
  func screenCells(of item: Int, region: CellRect, rasterizer: Rasterizer) -> CellRect? {
    guard item < engine.layout.solvedItemCount else { return nil }
    let a = engine.scene.attributes(of: item)
    guard !a.hidden, a.frame.width != 0 || a.frame.height != 0 else { return nil }
    var cells = rasterizer.cells(of: a, viewportOrigin: drawOrigin)
    cells.x += region.x
    cells.y += region.y
    let clipped = cells.intersection(region)
    return clipped.isEmpty ? nil : cells
  }

  /// Changed bricks: yellow (inserted, updated) or cyan (moved) behind their characters.
  func drawFlashes(into grid: inout CellGrid, region: CellRect, rasterizer: Rasterizer) {
    guard !flashes.isEmpty, clock < flashUntil else { return }
    for (item, kind) in flashes.sorted(by: { $0.key < $1.key }) {
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
    guard inspectorVisible, let item = selection,
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

  /// The status line's parts (FORMAT.md §4), with the state, zoom, the part of the device
  /// shown and the focus when they apply; see `StatusLine.fit` for what goes first.
  var statusParts: [StatusLine.Part] {
    let glyphs = settings.glyphs
    var parts = StatusLine.parts(
      title: title, device: device.displayName(glyphs: glyphs), traits: environment.traits,
      offset: offset, contentSize: engine.scene.contentSize,
      estimated: !engine.layout.isComplete,
      overridden: (horizontalOverride != nil, verticalOverride != nil), glyphs: glyphs)
    if let stateName {
      parts.insert(StatusLine.Part("state " + stateName, priority: StatusLine.Priority.high), at: 1)
    }
    if let shown = shownPart {
      parts.append(StatusLine.Part(shown, priority: StatusLine.Priority.high))
    }
    if zoom != 1 {
      parts.append(
        StatusLine.Part("zoom \(formatPoints(zoom))", priority: StatusLine.Priority.medium))
    }
    if let item = focusedCollection {
      parts.append(
        StatusLine.Part(
          "focus \(ItemKeys.key(of: item, in: engine.layout.compiled))",
          priority: StatusLine.Priority.high))
    }
    if error != nil {
      parts.append(StatusLine.Part("ERROR", priority: StatusLine.Priority.essential))
    }
    // A running solve says so first, and is never cut.
    if let solving = solvingStatus {
      parts.insert(StatusLine.Part(solving, priority: StatusLine.Priority.essential), at: 0)
    }
    return parts
  }

  /// The whole status line's text, as wide as it comes.
  public var statusText: String {
    statusParts.map(\.text).joined(separator: StatusLine.separator(settings.glyphs))
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
    grid.write(
      StatusLine.fit(statusParts, columns: room, glyphs: settings.glyphs), x: 0, y: row,
      style: style)
  }

  func drawInspector(into grid: inout CellGrid, panel: CellRect) {
    grid.fill(panel)
    grid.drawBox(panel, glyphs: settings.glyphs, style: Style(attributes: .bold))
    let clip = CellRect(
      x: panel.x + 1, y: panel.y, width: max(0, panel.width - 2), height: panel.height)
    grid.write(
      " Inspector ", x: panel.x + 2, y: panel.y, style: Style(attributes: .bold), clip: clip)
    let inner = CellRect(
      x: panel.x + 2, y: panel.y + 1, width: max(0, panel.width - 4),
      height: max(0, panel.height - 2))
    var lines: [String] = []
    for line in inspectorLines() {
      lines += Overlay.wrap(line, width: inner.width).enumerated().map {
        $0.offset == 0 ? $0.element : "          " + $0.element
      }
    }
    for (i, line) in lines.prefix(inner.height).enumerated() {
      grid.write(line, x: inner.x, y: inner.y + i, clip: inner)
    }
  }
}

import BrickCore
import BrickRaster
import Foundation

/// Checks a drawn screen against what the solver measured: for every text item (label,
/// button, brick with text) fully inside the viewport and not painted over, the lines the solver
/// wrapped its text into, their words looked for, in order, on the rows of that item's cells.
///
/// The lines come from the solver's own metrics (`TextMetrics.wrap` at the width less twice the
/// padding), never from the drawing; a line counts as shown when the item's rows, after the
/// previous line's words, hold all its words in order (a line may run on into the next row),
/// or its words up to the drawing's cut mark (rows ran out). When the layout itself
/// cuts the text (a height shorter than the lines), only the lines that fit are expected, and
/// the last of them may lose its last word to the ellipsis. Inner scenes of collections and
/// scaled items are not counted.
///
/// `scripts/hidden-lines.sh` runs the same count over `Layouts/` at any commit.
public enum MeasuredLines {
  /// The outcome of one screen.
  public struct Count: Hashable, Sendable, CustomStringConvertible {
    /// Lines expected on screen.
    public var measured = 0
    /// Of those, lines not found in their item's cells.
    public var hidden = 0
    /// One entry per hidden line: the item's id, the line's number and text.
    public var misses: [String] = []
    public init() {}

    public mutating func add(_ other: Count) {
      measured += other.measured
      hidden += other.hidden
      misses += other.misses
    }

    public var description: String { "\(hidden) of \(measured) lines hidden" }
  }

  /// The text an item shows and how the solver measured it, or nil for items without text.
  static func measuredText(
    _ layout: SolvedLayout, item: Int, frame: Rect
  ) -> (lines: [String], allowed: Int)? {
    let width = layout.originalFrame(of: item).width
    guard let measured = layout.textLayout(ofItem: item, width: width) else { return nil }
    let p = measured.padding
    let allowed = measured.linesAllowed(height: frame.height - max(0, p.top) - max(0, p.bottom))
    switch measured.kind {
    case .label, .brick:
      return (measured.lines, max(0, allowed))
    case .button:
      let t = measured.lines[0]
      // A title wider than its button is cut by the layout, not by the drawing.
      guard
        TextMetrics.displayWidth(t)
          <= TextMetrics.columnCount(frame.width - max(0, p.left) - max(0, p.right))
      else {
        return nil
      }
      return ([t], allowed >= 1 ? 1 : 0)
    }
  }

  /// Counts the measured lines of `scene` that `grid` (drawn from it with `options`) hides.
  public static func count(scene: Scene, grid: CellGrid, options: RasterOptions) -> Count {
    let raster = Rasterizer(options: options)
    var items: [(item: Int, a: ItemAttributes)] = []
    scene.forEachItem(in: scene.viewport.bounds) { items.append(($0, $1)) }
    items.sort { $0.a.zIndex != $1.a.zIndex ? $0.a.zIndex < $1.a.zIndex : $0.item < $1.item }
    let cells = items.map {
      raster.cells(
        of: $0.a, viewportOrigin: scene.viewport.offset,
        layoutFrame: scene.layout.originalFrame(of: $0.item), viewportSize: scene.viewport.size)
    }
    let bounds = CellRect(x: 0, y: 0, width: grid.width, height: grid.height)
    var total = Count()
    for (k, entry) in items.enumerated() {
      let a = entry.a
      guard !a.hidden, a.alpha > 0, a.scale == 1 else { continue }
      guard let (lines, allowed) = measuredText(scene.layout, item: entry.item, frame: a.frame)
      else { continue }
      let box = cells[k]
      guard box.intersection(bounds) == box else { continue }  // not fully visible
      let covered = cells.indices.contains { j in
        j > k && items[j].a.alpha > 0 && !items[j].a.hidden && cells[j].intersects(box)
          && !isAncestor(scene.layout, items[j].item, of: entry.item)
      }
      guard !covered else { continue }
      let expected = min(lines.count, allowed)
      let cut = lines.count > allowed
      // The box's rows as one text: a line may run on into the next row (the drawing carries
      // what its cells cannot hold), so words are looked for in order across rows.
      let stream = (box.minY..<box.maxY).map { rowText(grid, y: $0, from: box.minX, to: box.maxX) }
        .joined(separator: "\n")
      var position = stream.startIndex
      var drawingCut = false
      for (n, line) in lines.prefix(expected).enumerated() {
        total.measured += 1
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if cut && n == expected - 1 && words.count > 0 { words.removeLast() }
        var found = !drawingCut
        for word in words where found {
          if let r = stream[position...].range(of: word) {
            position = r.upperBound
          } else if showsCutWord(stream[position...], word) {
            // Rows ran out: the drawing cut here, with its mark.
            drawingCut = true
            break
          } else {
            found = false
          }
        }
        if !found {
          total.hidden += 1
          total.misses.append(
            "\(scene.layout.compiled.id(ofNode: scene.layout.compiled.node(ofItem: entry.item))) "
              + "line \(n + 1): \(line)"
          )
        }
      }
    }
    return total
  }

  /// True when `a` is a section holding `b` (sections are painted under their bricks).
  static func isAncestor(_ layout: SolvedLayout, _ a: Int, of b: Int) -> Bool {
    var p = layout.compiled.parentItem(of: b)
    while let q = p {
      if q == a { return true }
      p = layout.compiled.parentItem(of: q)
    }
    return false
  }

  /// The characters of columns `from..<to` of row y.
  static func rowText(_ grid: CellGrid, y: Int, from: Int, to: Int) -> String {
    var s = String.UnicodeScalarView()
    for x in max(0, from)..<min(grid.width, to) {
      let cell = grid[x, y]
      if !cell.isContinuation { cell.append(to: &s) }
    }
    return String(s)
  }

  /// True when the text next shows the start of `word` (perhaps none of it) and then the
  /// drawing's mark (`›` or `>`), fill glyphs and spaces before it dropped.
  static func showsCutWord(_ rest: Substring, _ word: String) -> Bool {
    let shown = rest.drop { " ·˙∶.:'\n".contains($0) }
    guard let mark = shown.firstIndex(where: { $0 == "›" || $0 == ">" }) else { return false }
    return word.hasPrefix(shown[..<mark])
  }

  /// True when every word occurs in `text`, each after the previous one.
  static func containsInOrder(_ text: String, _ words: [String]) -> Bool {
    var rest = text[...]
    for w in words {
      guard let r = rest.range(of: w) else { return false }
      rest = rest[r.upperBound...]
    }
    return true
  }
}

/// Screens of example layouts as a person first sees them: a device's full viewport, the
/// behaviors settled at offset 0 and then run at the offset asked for.
public enum DeviceScreens {
  /// The scene of `spec` on `device` in `orientation`, scrolled to `offset` (along the
  /// layout's scroll axis).
  public static func scene(
    _ spec: LayoutSpec, device: Device = .default, orientation: Traits.Orientation = .portrait,
    offset: Double = 0
  ) -> Scene {
    let env = device.environment(orientation)
    let layout = SolvedLayout(CompiledLayout(spec), environment: env)
    var engine = BehaviorEngine(layout: layout, viewport: Viewport(size: env.viewport))
    if offset != 0 {
      engine.scroll(
        to: spec.scrollDirection == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset))
    }
    return engine.scene
  }

  /// The scene drawn at `options`.
  public static func draw(_ scene: Scene, options: RasterOptions) -> CellGrid {
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    return grid
  }

  /// Counts hidden measured lines over a whole layout: one screen a viewport apart from the top
  /// to the end of the content (at most `maximumScreens`).
  public static func countWholeLayout(
    _ spec: LayoutSpec, device: Device = .default, orientation: Traits.Orientation = .portrait,
    options: RasterOptions = RasterOptions(color: false), maximumScreens: Int = 12
  ) -> MeasuredLines.Count {
    var total = MeasuredLines.Count()
    var offset = 0.0
    for _ in 0..<maximumScreens {
      let scene = scene(spec, device: device, orientation: orientation, offset: offset)
      total.add(
        MeasuredLines.count(scene: scene, grid: draw(scene, options: options), options: options))
      let horizontal = spec.scrollDirection == .horizontal
      let page = horizontal ? scene.viewport.size.width : scene.viewport.size.height
      let content = horizontal ? scene.contentSize.width : scene.contentSize.height
      offset += page
      if offset >= content || page <= 0 { break }
    }
    return total
  }
}

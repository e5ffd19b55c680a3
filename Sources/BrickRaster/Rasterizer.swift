import BrickCore

/// Counts of the work of the last `draw`, for tests and the inspector.
public struct RasterStats: Hashable, Sendable {
  /// Items the scene's rect query returned (the root included).
  public var itemsVisited = 0
  /// Items painted (visible, not clipped away, alpha above 0).
  public var itemsDrawn = 0
  public init() {}
}

/// Draws a `Scene` at its viewport into a grid of character cells: every displayed brick as a
/// shaded fill with its content drawn as measured (`Painter`), sections as light outlines, in
/// zIndex order, clipped to the viewport.
///
/// Points become cells as docs/picture.md#cells says: 8 × 16 points per cell at zoom 1, every
/// absolute edge rounded on its own (round half up) and then made relative to the rounded viewport
/// origin, so neighbours share edges in cells with neither overlap nor gap at any offset. A brick
/// smaller than a cell still gets one cell (a mark). Items are painted in ascending zIndex (ties in
/// pre-order), each clearing the cells it covers, so a sticky header covers what scrolls under it.
///
/// A rasterizer keeps scratch buffers between draws: keep one per screen and reuse it, with the
/// same grid, to draw without allocating in steady state (text wrapping aside).
///
/// The scene's layout must be solved far enough to cover the viewport
/// (`scene.layout.solve(through: .rect(scene.viewport.bounds))`, or `Rasterizer.prepare`).
public struct Rasterizer: Sendable {
  public var options: RasterOptions
  /// The work of the last draw.
  public internal(set) var stats = RasterStats()

  /// Scratch: the visible items of the current draw, sorted for painting.
  var paintList: [PaintItem] = []
  /// Scratch: the paint lists of collections' inner scenes, one per nesting level.
  var nestedPaintLists: [[PaintItem]] = []
  /// Scratch: the shade of every cell painted so far in the current draw.
  var shadeMap = ShadeMap()
  /// The terminal colours of the layouts drawn lately (a screen and its collections' inner
  /// layouts), each made once from its layout's colour table (`namedColors(for:)`).
  var colorTables: [NamedColors] = []

  struct PaintItem: Sendable {
    var item: Int
    var attributes: ItemAttributes
  }

  public init(options: RasterOptions = RasterOptions()) {
    self.options = options
  }

  /// Solves a scene's layout far enough to cover its viewport and takes the layout's content
  /// size (BrickKit's extrapolated one while rows remain). Call it before behaviors run, as they
  /// may change the content size.
  public static func prepare(_ scene: inout Scene) {
    scene.layout.solve(through: .rect(scene.viewport.bounds))
    // The shades of the bricks shown depend on the next block of items (`SteadyShades`).
    if !scene.layout.isComplete && scene.layout.solvedItemCount > 0 {
      let needed = SteadyShades.lastItemNeeded(after: scene.layout.solvedItemCount - 1)
      scene.layout.solve(through: .item(min(needed, scene.layout.compiled.itemCount - 1)))
    }
    scene.contentSize = scene.layout.contentSize
  }

  /// Draws the scene into the whole grid, which is first resized to the viewport's size in cells
  /// (`options.gridSize(forViewport:)`) and cleared.
  ///
  /// - Complexity: O(log rows + items in the viewport × log of them + cells in the viewport).
  public mutating func draw(_ scene: Scene, into grid: inout CellGrid) {
    let size = options.gridSize(forViewport: scene.viewport.size)
    if grid.width != size.columns || grid.height != size.rows {
      grid.reset(width: size.columns, height: size.rows)
    }
    draw(scene, into: &grid, region: grid.bounds)  // clears the region
  }

  /// Draws the scene into a region of the grid (its top-left cell is the viewport's origin),
  /// leaving every cell outside the region untouched. The region is cleared first; drawing is
  /// clipped to it and to the grid.
  public mutating func draw(_ scene: Scene, into grid: inout CellGrid, region: CellRect) {
    stats = RasterStats()
    let clip = region.intersection(grid.bounds)
    grid.fill(clip, style: options.color ? Self.screenStyle(options) : .plain)
    guard !clip.isEmpty else { return }
    shadeMap.reset(width: grid.width, height: grid.height)
    let mapping = CellMapping(options: options, viewportOrigin: scene.viewport.offset)

    // The points the region shows (absolute cells from the rounded origin), a cell's worth
    // wider on each side for rounding.
    let ppc = options.pointsPerColumn
    let ppr = options.pointsPerRow
    let query = Rect(
      x: Double(mapping.x.origin - 1) * ppc, y: Double(mapping.y.origin - 1) * ppr,
      width: Double(region.width + 2) * ppc, height: Double(region.height + 2) * ppr)
    drawLevel(
      scene, query: query, placement: Placement(), mapping: mapping, region: region, clip: clip,
      depth: 0, into: &grid)
    shadeMap.drawNames(into: &grid)
  }

  /// The terminal colours of a layout's colour table in this palette and appearance: made on
  /// the first draw of the layout and kept while it is drawn (the last few layouts), so that
  /// painting a brick costs a lookup. nil without colour or colours.
  mutating func namedColors(for compiled: CompiledLayout) -> NamedColors? {
    let table = compiled.backgroundColors
    guard options.color, !table.isEmpty else { return nil }
    let (palette, appearance) = (options.palette, options.appearance)
    if let i = colorTables.firstIndex(where: {
      $0.fits(table, palette: palette, appearance: appearance)
    }) {
      return colorTables[i]
    }
    let made = NamedColors(colors: table, palette: palette, appearance: appearance)
    colorTables.insert(made, at: 0)
    if colorTables.count > 4 { colorTables.removeLast() }
    return made
  }

  /// The name an image placeholder shows (in the picture and in exports): the last path
  /// component of its source (a URL or a path), without query or fragment.
  public static func imageName(ofSource src: String) -> String {
    var s = Substring(src)
    if let q = s.firstIndex(where: { $0 == "?" || $0 == "#" }) { s = s[..<q] }
    while s.hasSuffix("/") { s = s.dropLast() }
    if let slash = s.lastIndex(of: "/") { s = s[s.index(after: slash)...] }
    return s.isEmpty ? src : String(s)
  }

  /// The style of the screen where nothing is drawn, with colour: the device's own background
  /// (`systemBackground`), white with dark text in light and black with light text in dark,
  /// painted whatever the terminal's own colours are, so that light looks light.
  public static func screenStyle(_ options: RasterOptions) -> Style {
    let background: Color
    switch (options.appearance, options.palette) {
    case (.light, .trueColor): background = .rgb(0xffffff)
    case (.light, .xterm256): background = .xterm(231)
    case (.light, .ansi16): background = .brightWhite
    case (.dark, .trueColor): background = .rgb(0x000000)
    case (.dark, .xterm256): background = .xterm(16)
    case (.dark, .ansi16): background = .black
    }
    return Style(foreground: ColorNames.foreground(on: background), background: background)
  }

  /// The cells an item's displayed frame covers, relative to the viewport's top-left cell (what
  /// `draw` paints before clipping). For tests and hit-testing. Pass the item's layout frame
  /// (`SolvedLayout.originalFrame(of:)`) and the viewport's size to count a brick a behavior
  /// placed, or one ending at the viewport's far edge, from the viewport, as `draw` does.
  public func cells(
    of attributes: ItemAttributes, viewportOrigin: Point, layoutFrame: Rect? = nil,
    viewportSize: Size? = nil
  ) -> CellRect {
    let mapping = CellMapping(options: options, viewportOrigin: viewportOrigin)
      .anchored(frame: attributes.frame, layoutFrame: layoutFrame, viewportSize: viewportSize)
    var frame = attributes.frame
    if attributes.scale != 1 && attributes.scale > 0 && attributes.scale.isFinite {
      let w = frame.width * attributes.scale
      let h = frame.height * attributes.scale
      frame = Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
    return mapping.cells(of: frame)
  }
}

import BrickCore
import BrickRaster
import BrickTestSupport
import Testing

/// Sweeps over random layouts, widths, offsets and zooms: adjacent bricks share edges in cells
/// (no overlap, no gap), each brick's cells are all its own, and nothing is written outside the
/// drawing region (Taffy's `round_layout` property, STYLE habit 11).
@Suite struct RoundingSweepTests {
  static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

  /// Bricks with unique one-letter ids, at least a cell in size, in rows of random ratios and
  /// fractional fixed widths, some inside a nested section.
  static func randomSpec(seed: UInt64) -> LayoutSpec {
    var rng = SeededRandom(seed: seed)
    var next = 0
    func brick() -> Node {
      let id = String(letters[next % letters.count])
      next += 1
      let width: Dimension
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        width = .ratio(
          [0.5, 1.0 / 3, 0.25, 1.0 / 7, 0.37, 0.63][Int.random(in: 0..<6, using: &rng)])
      case 1: width = .fixed(Double.random(in: 8...120, using: &rng))
      case 2: width = .fill
      default: width = .ratio(Double.random(in: 0.1...0.9, using: &rng))
      }
      return .brick(id, width: width, height: .fixed(Double.random(in: 16...90, using: &rng)))
    }
    var root: [Node] = []
    for _ in 0..<Int.random(in: 8...20, using: &rng) { root.append(brick()) }
    var inner: [Node] = []
    for _ in 0..<Int.random(in: 3...8, using: &rng) { inner.append(brick()) }
    let insets = EdgeInsets(
      top: Double.random(in: 0...30, using: &rng), left: Double.random(in: 0...30, using: &rng),
      bottom: Double.random(in: 0...30, using: &rng), right: Double.random(in: 0...30, using: &rng))
    root.insert(
      .section("§", Section(inner, edgeInsets: insets)),
      at: Int.random(in: 0...root.count, using: &rng))
    for _ in 0..<Int.random(in: 8...16, using: &rng) where next < letters.count {
      root.append(brick())
    }
    // Even seeds put bricks edge to edge; odd ones leave fractional gaps.
    let inset = seed % 2 == 0 ? 0 : Double.random(in: 0...12, using: &rng)
    return TestLayouts.spec(
      root, inset: inset, edgeInsets: EdgeInsets(all: Double.random(in: 0...20, using: &rng)))
  }

  @Test(arguments: 1...12)
  func adjacentBricksNeverOverlapOrLeaveGaps(seed: Int) {
    let spec = Self.randomSpec(seed: UInt64(seed))
    var rng = SeededRandom(seed: UInt64(seed) &* 7919)
    var sharedEdges = 0
    for width in [200.0, 233.5, 320, 401.25] {
      for zoom in [1.0, 2] {
        var offsets: [Point] = [.zero]
        for _ in 0..<5 {
          offsets.append(
            Point(
              x: Bool.random(using: &rng) ? 0 : Double.random(in: -20...20, using: &rng),
              y: Double.random(in: -40...900, using: &rng)))
        }
        for offset in offsets {
          sharedEdges += check(
            spec, width: width, zoom: zoom, offset: offset,
            label: "seed \(seed) width \(width) zoom \(zoom) offset \(offset)")
        }
      }
    }
    if seed % 2 == 0 {
      #expect(sharedEdges > 100, "seed \(seed): only \(sharedEdges) shared edges checked")
    }
  }

  /// Checks one case; returns the number of shared edges it checked.
  @discardableResult
  func check(_ spec: LayoutSpec, width: Double, zoom: Double, offset: Point, label: String) -> Int {
    var shared = 0
    let scene = Draw.scene(spec, width: width, height: 300, offset: offset)
    let options = RasterOptions(zoom: zoom, color: false, debugLetters: true)
    var rasterizer = Rasterizer(options: options)
    let compiled = scene.layout.compiled

    // Visible bricks and their cells.
    var bricks: [(item: Int, frame: Rect, cells: CellRect, letter: Character)] = []
    // The rounded cell window can show up to half a cell beyond the viewport in points.
    let b = scene.viewport.bounds
    let ppc = options.pointsPerColumn
    let ppr = options.pointsPerRow
    let near = Rect(
      x: b.x - ppc, y: b.y - ppr, width: b.width + 2 * ppc, height: b.height + 2 * ppr)
    scene.forEachItem(in: near) { item, a in
      let node = compiled.node(ofItem: item)
      guard !compiled.isSection(node: node), let letter = compiled.id(ofNode: node).first else {
        return
      }
      bricks.append((item, a.frame, rasterizer.cells(of: a, viewportOrigin: offset), letter))
    }
    #expect(!bricks.isEmpty || offset.y > 500, "\(label): nothing visible")

    // Pairs: shared edges stay shared, disjoint frames stay disjoint.
    for i in bricks.indices {
      for j in bricks.indices where i != j {
        let a = bricks[i]
        let b = bricks[j]
        let rowsOverlap = a.frame.minY < b.frame.maxY && b.frame.minY < a.frame.maxY
        let colsOverlap = a.frame.minX < b.frame.maxX && b.frame.minX < a.frame.maxX
        if rowsOverlap && a.frame.maxX == b.frame.minX {
          shared += 1
          #expect(
            a.cells.maxX == b.cells.minX,
            "\(label): gap or overlap between \(a.letter) and \(b.letter) across")
        }
        if colsOverlap && a.frame.maxY == b.frame.minY {
          shared += 1
          #expect(
            a.cells.maxY == b.cells.minY,
            "\(label): gap or overlap between \(a.letter) and \(b.letter) down")
        }
        if !a.frame.intersects(b.frame) {
          #expect(
            !a.cells.intersects(b.cells),
            "\(label): \(a.letter) \(a.cells) overlaps \(b.letter) \(b.cells)")
        }
      }
    }

    // Drawn into the middle of a larger grid: every brick's visible cells are its letter, there
    // are no other letter cells, and nothing outside the region changes.
    let size = options.gridSize(forViewport: scene.viewport.size)
    let region = CellRect(x: 3, y: 2, width: size.columns, height: size.rows)
    var grid = CellGrid(width: size.columns + 6, height: size.rows + 4, fill: Cell("§"))
    rasterizer.draw(scene, into: &grid, region: region)
    var expectedLetters = 0
    for b in bricks {
      let shifted = CellRect(
        x: b.cells.x + region.x, y: b.cells.y + region.y, width: b.cells.width,
        height: b.cells.height)
      let visible = shifted.intersection(region)
      expectedLetters += visible.width * visible.height
      var wrong = 0
      for y in visible.minY..<visible.maxY {
        for x in visible.minX..<visible.maxX where Character(grid[x, y].scalar) != b.letter {
          wrong += 1
        }
      }
      #expect(wrong == 0, "\(label): \(wrong) cells of \(b.letter) painted over")
    }
    var letterCells = 0
    var outsideChanged = 0
    for y in 0..<grid.height {
      for x in 0..<grid.width {
        let inside = x >= region.minX && x < region.maxX && y >= region.minY && y < region.maxY
        let s = grid[x, y].scalar
        if !inside && s != "§" { outsideChanged += 1 }
        if inside && Self.letters.contains(Character(s)) { letterCells += 1 }
      }
    }
    #expect(outsideChanged == 0, "\(label): \(outsideChanged) cells written outside the region")
    #expect(
      letterCells == expectedLetters,
      "\(label): \(letterCells) letter cells, expected \(expectedLetters)")

    // The same picture as a draw into a grid of its own.
    var own = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &own)
    for y in 0..<own.height {
      for x in 0..<own.width where own[x, y] != grid[x + region.x, y + region.y] {
        Issue.record("\(label): region draw differs at \(x),\(y)")
        return shared
      }
    }
    return shared
  }
}

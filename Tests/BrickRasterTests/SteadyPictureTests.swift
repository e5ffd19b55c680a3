import BrickCore
import BrickFormat
import BrickRaster
import BrickTestSupport
import Testing

/// Issue 25: the picture holds still and is honest. Over every file in `Layouts/`: a brick's
/// shade is the same at two offsets wherever it shows uncovered in both; below zoom 1 the
/// drawing never uses the layout's `…` for text the layout did not cut. A name (a collection's
/// id, an image's file name) is drawn whole where nothing covers it, or not at all.
@Suite struct SteadyPictureTests {
  static let size = Size(width: 375, height: 667)

  /// The engine of a layout file on a 375×667 device.
  static func engine(_ name: String) throws -> BehaviorEngine {
    let spec = try #require(LayoutsFolder.spec(name))
    let layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: 375, height: 667))
    return BehaviorEngine(layout: layout, viewport: Viewport(size: size))
  }

  /// The leaf bricks drawn at the engine's offset with their cells, and which of them another
  /// drawn item overlaps (in cells).
  static func bricks(
    _ engine: BehaviorEngine, options: RasterOptions
  )
    -> [Int: (cells: CellRect, covered: Bool)]
  {
    let scene = engine.scene
    let rasterizer = Rasterizer(options: options)
    var all: [(Int, CellRect, Bool)] = []
    scene.forEachItem(in: scene.viewport.bounds) { item, a in
      guard item != 0, !a.hidden, a.alpha > 0 else { return }
      let node = scene.layout.compiled.node(ofItem: item)
      let leaf =
        !scene.layout.compiled.isSection(node: node)
        && !scene.layout.compiled.isCollection(node: node)
      let cells = rasterizer.cells(
        of: a, viewportOrigin: scene.viewport.offset,
        layoutFrame: scene.layout.originalFrame(of: item), viewportSize: scene.viewport.size)
      all.append((item, cells, leaf))
    }
    var out: [Int: (CellRect, Bool)] = [:]
    let compiled = scene.layout.compiled
    for (item, cells, leaf) in all where leaf {
      // A section draws an outline, not a fill, and a decoration lies under its cells: neither
      // covers a brick (a compositional layout's section items are its cells' siblings).
      let covered = all.contains { other, c, _ in
        other != item && !isAncestor(other, of: item, in: compiled)
          && !compiled.isSection(node: compiled.node(ofItem: other))
          && !isDecoration(other, scene.layout) && c.intersects(cells)
      }
      out[item] = (cells, covered)
    }
    return out
  }

  /// True for a compositional section's decoration: a background drawn under its cells.
  static func isDecoration(_ item: Int, _ layout: SolvedLayout) -> Bool {
    layout.compositionalMap?.element(ofItem: item)?.kind == .decoration
  }

  /// True when `a` holds `b`.
  static func isAncestor(_ a: Int, of b: Int, in compiled: CompiledLayout) -> Bool {
    var p = compiled.parentItem(of: b)
    while let x = p {
      if x == a { return true }
      p = compiled.parentItem(of: x)
    }
    return false
  }

  /// The backgrounds of a brick's cells (its shade with colour).
  static func backgrounds(_ grid: CellGrid, _ cells: CellRect) -> Set<Color> {
    let r = cells.intersection(grid.bounds)
    var set: Set<Color> = []
    guard !r.isEmpty else { return set }
    for y in r.minY..<r.maxY {
      for x in r.minX..<r.maxX { set.insert(grid[x, y].style.background) }
    }
    return set
  }

  @Test(arguments: try LayoutsFolder.names)
  func aBricksShadeIsTheSameAtEveryOffset(_ name: String) throws {
    var engine = try Self.engine(name)
    let horizontal = engine.layout.compiled.spec.scrollDirection == .horizontal
    let options = RasterOptions(zoom: 1, color: true)
    var rasterizer = Rasterizer(options: options)
    var shots: [(bricks: [Int: (cells: CellRect, covered: Bool)], grid: CellGrid)] = []
    for along in [0.0, 4, 16, 37, 200] {
      engine.scroll(to: horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along))
      var grid = CellGrid(width: 0, height: 0)
      rasterizer.draw(engine.scene, into: &grid)
      shots.append((Self.bricks(engine, options: options), grid))
    }
    var compared = 0
    for i in shots.indices {
      for j in shots.indices where j > i {
        for (item, a) in shots[i].bricks where !a.covered {
          guard let b = shots[j].bricks[item], !b.covered else { continue }
          let x = Self.backgrounds(shots[i].grid, a.cells)
          let y = Self.backgrounds(shots[j].grid, b.cells)
          guard !x.isEmpty, !y.isEmpty else { continue }
          compared += 1
          #expect(x == y, "\(name): item \(item) is \(x) at one offset, \(y) at another")
        }
      }
    }
    #expect(compared > 0 || shots[0].bricks.isEmpty, "\(name): no brick compared")
  }

  @Test(arguments: try LayoutsFolder.names)
  func noLayoutEllipsisBelowZoomOneWhereTheLayoutCutNothing(_ name: String) throws {
    let engine = try Self.engine(name)
    let options = RasterOptions(zoom: 0.5, color: false)
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(engine.scene, into: &grid)
    let compiled = engine.layout.compiled
    for (item, brick) in Self.bricks(engine, options: options) where !brick.covered {
      let node = compiled.node(ofItem: item)
      let rep = compiled.index(ofItem: item, node: node)
      let text: String
      let padding: Double
      switch compiled.contents[node] {
      case .label(let t, let p, _): (text, padding) = (t, p.uniform ?? 0)
      case .brick(let t?, _, _): (text, padding) = (t, 0)
      default: continue
      }
      let frame = engine.scene.attributes(of: item).frame
      let p = max(0, min(padding, min(frame.width, frame.height) / 2))
      let lines = TextMetrics.wrap(
        SolvedLayout.substituteIndex(text, rep),
        columns: TextMetrics.columnCount(frame.width - 2 * p))
      let allowed = Int(((frame.height - 2 * p) / TextMetrics.pointsPerLine + 1e-6).rounded(.down))
      guard lines.count <= allowed else { continue }  // the layout cut it: `…` is right
      let r = brick.cells.intersection(grid.bounds)
      guard !r.isEmpty else { continue }
      for y in r.minY..<r.maxY {
        for x in r.minX..<r.maxX {
          #expect(
            grid[x, y].scalar != "…",
            "\(name): item \(item) (\(text)) shows … at \(x),\(y) though the layout cut nothing")
        }
      }
    }
  }

  /// A collection whose items cover the middle of its id, and an image under a sticky header:
  /// neither name shows a letter unless it shows whole.
  @Test(arguments: [0.0, 8, 24, 40])
  func aCoveredNameIsNotDrawnAtAll(_ offset: Double) throws {
    let yaml = """
      root:
        bricks:
          - {type: label, id: head, text: "top", height: 40}
          - type: collection
            id: zqxjzqxj
            height: 64
            scrollDirection: horizontal
            section:
              inset: 8
              edgeInsets: {top: 4, left: 4, bottom: 4, right: 4}
              bricks:
                - {type: label, id: cell, text: "a", width: 96, height: 56, repeat: 6}
          - {type: image, id: pic, src: "wvkwvkwvk.jpg", height: 120}
          - {type: label, id: rest, text: "b", height: 600}
      behaviors:
        - {type: sticky, bricks: [head]}
      """
    let spec = try LayoutLoader.spec(text: yaml, sourceName: "names.yaml")
    let layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: 320, height: 300))
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 300)))
    engine.scroll(to: Point(x: 0, y: offset))
    var rasterizer = Rasterizer(options: RasterOptions(color: false))
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(engine.scene, into: &grid)
    let text = grid.textLines(trimmingTrailingSpaces: true).joined(separator: "\n")
    for (name, letters) in [("zqxjzqxj", "zqx"), ("wvkwvkwvk", "wvk")] {
      let whole = text.contains(name)
      let some = text.contains { letters.contains($0) }
      #expect(whole || !some, "at \(offset): part of \(name) shows:\n\(text)")
    }
  }
}

import BrickFormat
import BrickRaster
import BrickTestSupport
import Testing

@testable import BrickCore

/// Issue 36: at `G` the sticky footer of `sticky-product-page.yaml` sat one row above the
/// device's bottom edge. A brick pinned to the viewport's bottom (stuck, or in place at the end
/// of the content) is counted from the viewport, so it ends on the last row at every offset,
/// and keeps its size; bricks that scroll still move by whole rows.
@Suite struct PinnedRowsTests {
  /// The product page on an iPhone SE (1st gen), 320×568: 36 rows at zoom 1.
  static func engine() throws -> BehaviorEngine {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    let layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: 320, height: 568))
    return BehaviorEngine(layout: layout, viewport: Viewport(size: Size(width: 320, height: 568)))
  }

  /// The screen at an offset, and the rows the footer covers in it.
  static func shot(
    _ engine: inout BehaviorEngine, _ y: Double
  ) -> (
    grid: CellGrid, footer: CellRect?
  ) {
    engine.scroll(to: Point(x: 0, y: y))
    let scene = engine.scene
    var rasterizer = Rasterizer(options: RasterOptions(zoom: 1))
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    var footer: CellRect?
    scene.forEachItem(in: scene.viewport.bounds) { item, a in
      let compiled = scene.layout.compiled
      guard compiled.id(ofNode: compiled.node(ofItem: item)) == "addToCart" else { return }
      footer = rasterizer.cells(
        of: a, viewportOrigin: scene.viewport.offset,
        layoutFrame: scene.layout.originalFrame(of: item), viewportSize: scene.viewport.size)
    }
    return (grid, footer)
  }

  @Test(arguments: [0.0, 8, 7.5, 100.3, 600, 1144, 1150, 1151])
  func theStickyFooterEndsOnTheLastRow(_ y: Double) throws {
    var engine = try Self.engine()
    let top = Self.shot(&engine, 0)
    let bottom = engine.scene.contentSize.height - 568
    #expect(bottom == 1151, "the content's end moved: pick offsets again")
    let shot = Self.shot(&engine, min(y, bottom))
    let footer = try #require(shot.footer)
    let rows = shot.grid.textLines(trimmingTrailingSpaces: true)
    #expect(shot.grid.height == 36)
    #expect(footer.maxY == shot.grid.height, "offset \(y): footer ends at row \(footer.maxY)")
    // The footer keeps its size and shows the same rows as at the top of the page.
    #expect(footer.height == top.footer?.height)
    let topRows = top.grid.textLines(trimmingTrailingSpaces: true)
    #expect(Array(rows.suffix(footer.height)) == Array(topRows.suffix(footer.height)))
  }

  @Test func aScrollingBrickStillMovesByWholeRows() {
    let r = Rasterizer()
    let size = Size(width: 320, height: 568)
    let a = ItemAttributes(frame: Rect(x: 0, y: 20, width: 80, height: 20), zIndex: 0)
    let layout = a.frame
    var heights: Set<Int> = []
    for y in stride(from: 0.0, through: 32, by: 0.5) {
      heights.insert(
        r.cells(
          of: a, viewportOrigin: Point(x: 0, y: y), layoutFrame: layout, viewportSize: size
        ).height)
    }
    #expect(heights == [2])
    // Pinned (moved by a behavior): counted from the viewport, the same cells at every offset.
    var pinned: Set<CellRect> = []
    for y in stride(from: 0.0, through: 32, by: 0.5) {
      let moved = ItemAttributes(
        frame: Rect(x: 0, y: y + 512, width: 320, height: 56), zIndex: 0)
      pinned.insert(
        r.cells(
          of: moved, viewportOrigin: Point(x: 0, y: y), layoutFrame: layout, viewportSize: size))
    }
    #expect(pinned == [CellRect(x: 0, y: 32, width: 40, height: 4)])
  }
}

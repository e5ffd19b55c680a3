import BrickCore
import BrickRaster
import BrickTestSupport
import PropertyBased
import Testing

/// Property test of the rasterizer: whatever the layout, behaviors, offset, zoom and region,
/// drawing writes only inside the region it is given (clipped to the grid) and never changes
/// the grid's shape.
@Suite struct PropertiesRasterTests {
  static let tapes = Gen.int(in: 0...999).array(of: 0...160)
  /// Offsets x, y; zoom index; region x, y, width, height (partly outside the grid at times).
  static let views = Gen.int(in: -400...2_000).array(of: 7)

  @Test func drawingNeverWritesOutsideItsRegion() async {
    await propertyCheck(count: 300, input: Self.tapes, Self.views) { tape, v in
      let spec = RandomLayouts.spec(tape: tape, behaviors: true)
      let layout = SolvedLayout(
        CompiledLayout(spec), environment: Environment(width: 320, height: 480))
      var engine = BehaviorEngine(
        layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
      engine.scroll(to: Point(x: Double(v[0] % 200), y: Double(v[1])))
      var scene = engine.scene
      Rasterizer.prepare(&scene)
      let zoom = [0.25, 0.5, 1, 2, 3.7][abs(v[2]) % 5]
      var rasterizer = Rasterizer(
        options: RasterOptions(zoom: zoom, glyphs: v[2] % 2 == 0 ? .ascii : .unicode))

      let sentinel = Cell("#")
      var grid = CellGrid(width: 50, height: 30, fill: sentinel)
      let region = CellRect(
        x: v[3] % 60 - 10, y: v[4] % 40 - 10, width: abs(v[5]) % 60, height: abs(v[6]) % 40)
      rasterizer.draw(scene, into: &grid, region: region)
      #expect(grid.width == 50 && grid.height == 30 && grid.cells.count == 50 * 30)
      let clip = region.intersection(grid.bounds)
      for y in 0..<grid.height {
        for x in 0..<grid.width {
          let inside = x >= clip.minX && x < clip.maxX && y >= clip.minY && y < clip.maxY
          if !inside {
            #expect(
              grid[x, y] == sentinel, "cell (\(x), \(y)) outside region \(region) was written")
          }
        }
      }

      // The whole-grid form sizes the grid to the viewport exactly.
      var whole = CellGrid(width: 3, height: 3)
      rasterizer.draw(scene, into: &whole)
      let size = rasterizer.options.gridSize(forViewport: scene.viewport.size)
      #expect(whole.width == size.columns && whole.height == size.rows)
      #expect(whole.cells.count == size.columns * size.rows)
    }
  }
}

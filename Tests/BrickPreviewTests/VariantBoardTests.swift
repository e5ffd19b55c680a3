import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import Testing

@testable import BrickPreview

/// `=`'s board (issue 11, item 5): every panel is the true picture of its variant, the panels
/// follow one scroll offset, and the zoom is the largest that shows every device's width.
@Suite struct VariantBoardTests {
  static let yaml = TestFiles.variants

  static func board(_ kind: VariantBoard.Kind, offset: Double = 0) -> VariantBoard {
    let compiled = CompiledLayout(Preview.spec(yaml))
    return VariantBoard(
      kind: kind, compiled: compiled, device: .default, orientation: .portrait,
      offset: Point(x: 0, y: offset))
  }

  @Test(arguments: [
    (VariantBoard.Kind.orientation, ["portrait", "landscape"]),
    (.sizeClass, ["compact/compact", "compact/regular", "regular/compact", "regular/regular"]),
    (.devices, ["iPhone SE (1st gen)", "iPhone 16", "iPad (10th gen)"]),
    (.appearance, ["light", "dark"]),
  ])
  func captionsFollowRenderMatrix(kind: VariantBoard.Kind, captions: [String]) {
    #expect(Self.board(kind).panels.map(\.caption) == captions)
  }

  /// Each panel's cells equal the variant drawn alone at the board's zoom and offset.
  @Test(arguments: [VariantBoard.Kind.orientation, .sizeClass, .devices], [0.0, 700.0])
  func panelsAreTheVariantsOwnPictures(kind: VariantBoard.Kind, offset: Double) {
    var board = Self.board(kind)
    board.follow(Point(x: 0, y: offset))
    let area = CellRect(x: 0, y: 0, width: 200, height: 59)
    var grid = CellGrid(width: 200, height: 60)
    let options = RasterOptions(color: false)
    board.draw(into: &grid, area: area, options: options)
    let placement = board.placement(in: area)
    for (i, panel) in board.panels.enumerated() {
      // The same variant, solved on its own and scrolled straight to the offset.
      var alone = VariantBoard.environments(kind: kind, device: .default, orientation: .portrait)
      let environment = alone.remove(at: i).environment
      #expect(environment == panel.environment)
      let layout = SolvedLayout(board.panels[i].engine.layout.compiled, environment: environment)
      var engine = BehaviorEngine(
        layout: layout, viewport: Viewport(offset: .zero, size: environment.viewport))
      engine.scroll(to: engine.scene.clampedOffset(Point(x: 0, y: offset)))
      #expect(engine.scene.viewport.offset == panel.engine.scene.viewport.offset)
      var single = CellGrid(width: 0, height: 0)
      var rasterizer = Rasterizer(options: RasterOptions(zoom: placement.zoom, color: false))
      rasterizer.draw(engine.scene, into: &single)
      let region = placement.regions[i]
      #expect(region.width == single.width, "the whole width of \(panel.caption) shows")
      for y in 0..<region.height {
        for x in 0..<region.width {
          guard grid[region.x + x, region.y + y] == single[x, y] else {
            Issue.record("\(panel.caption): cell \(x),\(y) differs")
            return
          }
        }
      }
    }
  }

  @Test func zoomIsTheLargestThatShowsEveryWidth() {
    let board = Self.board(.orientation)  // 320 + 568 points wide
    // At zoom 1: 40 + 71 columns, borders 4, gap 1 = 116.
    #expect(board.placement(in: CellRect(x: 0, y: 0, width: 116, height: 40)).zoom == 1)
    #expect(board.placement(in: CellRect(x: 0, y: 0, width: 115, height: 40)).zoom == 0.75)
    #expect(board.placement(in: CellRect(x: 0, y: 0, width: 200, height: 40)).zoom == 1.5)
    #expect(board.placement(in: CellRect(x: 0, y: 0, width: 10, height: 5)).zoom == 0.25)
  }

  @Test(arguments: [(1.0, "1"), (1.5, "1.5"), (0.25, "0.25"), (0.75, "0.75"), (16, "16")])
  func zoomIsWrittenExactly(zoom: Double, text: String) {
    #expect(VariantBoard.zoomText(zoom) == text)
  }

  @Test func croppedPanelsSayWhatTheyShow() {
    let board = Self.board(.orientation)
    // 80 columns: zoom 0.5; 10 rows leave 7 for devices 18 (portrait) and 10 rows tall.
    var grid = CellGrid(width: 80, height: 10)
    let area = CellRect(x: 0, y: 0, width: 80, height: 10)
    board.draw(into: &grid, area: area, options: RasterOptions(color: false))
    let placement = board.placement(in: area)
    #expect(placement.zoom == 0.5)
    #expect(placement.croppedRows == [11, 3])
    let caption = (0..<placement.captions[0].width).map { String(grid[$0, 0].scalar) }.joined()
    #expect(caption.hasPrefix("portrait 224/568pt"), "\(caption)")
    #expect(board.status(offset: .zero, area: area, glyphs: .unicode).contains("tops of devices"))
  }
}

/// `=` in the previewer: the keys, the panels following the offset, and the board made again
/// when the layout changes.
@Suite struct PreviewVariantsTests {
  /// A reload (a new layout) or a turn of the device makes the board again from it.
  @Test func theBoardFollowsANewLayoutAndDevice() {
    var model = Preview.model(VariantBoardTests.yaml, cols: 200, rows: 60)
    model.cycleVariants(now: 0)
    let before = model.board?.panels.first?.engine.layout.compiled.itemCount
    let longer = VariantBoardTests.yaml.replacingOccurrences(of: "repeat: 30", with: "repeat: 40")
    model.applyReload(Preview.spec(longer), now: 1)
    model.syncBoard()
    let after = model.board?.panels.first?.engine.layout.compiled.itemCount
    #expect(before == 32)
    #expect(after == 42)
    model.nextDevice(now: 2)
    Preview.advance(&model, to: 3)
    model.syncBoard()
    #expect(model.board?.source?.device == model.display.choice.device)
    #expect(model.board?.kind == .orientation)
  }
}

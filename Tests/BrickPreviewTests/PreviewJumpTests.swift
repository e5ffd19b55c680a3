import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import BrickTestSupport
import Testing

@testable import BrickPreview

/// Jumps run the behaviors through every offset in between
/// (docs/picture.md#how-to-read-the-picture): a page jump ends where the same path through
/// `frames --offsets` ends (a behavior engine settled at 0, then scrolled to each offset in turn),
/// in any terminal; snapping settles after `G`.
@Suite struct PreviewJumpTests {
  /// The displayed attributes of every item of a scene, in item order.
  static func frames(_ scene: Scene) -> [ItemAttributes] {
    (0..<scene.layout.solvedItemCount).map { scene.attributes(of: $0) }
  }

  @Test(arguments: [
    "card-stack.yaml", "on-scroll-down-sticky.yaml", "spotlight.yaml", "sticky.yaml",
  ])
  func pageJumpsEndWhereTheFramesPathEnds(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    for (cols, rows) in [(80, 24), (200, 60)] {
      var m = PreviewModel(path: name, spec: spec)
      m.resize(TerminalSize(cols: cols, rows: rows), now: 0)
      var path: [Point] = []
      var now = 0.0
      for key in [1, 1, -1, 1] {
        now += 1
        m.scrollPages(key, now: now)
        path += m.jumpPath
        Preview.advance(&m, to: now + 0.5)
      }
      // `frames --offsets` over the same path: settle at 0, then every offset in turn.
      let env = m.environment
      // (Solved whole, as the previewer solves small layouts.)
      var layout = SolvedLayout(CompiledLayout(m.displayedSpec), environment: env)
      layout.solve(through: .end)
      var engine = BehaviorEngine(layout: layout, viewport: Viewport(size: env.viewport))
      for p in path { engine.scroll(to: p) }
      #expect(path.count > 8, "\(name): the jumps passed through offsets in between")
      #expect(m.offset == engine.scene.viewport.offset, "\(name) \(cols)x\(rows)")
      let shown = Self.frames(m.engine.scene)
      let expected = Self.frames(engine.scene)
      #expect(shown.count == expected.count)
      for (i, (a, b)) in zip(shown, expected).enumerated() where a != b {
        Issue.record(
          "\(name) \(cols)x\(rows): item \(i) is \(a.frame), frames path gives \(b.frame)")
        break
      }
    }
  }

  @Test func theCardStackShowsEveryCardAfterTwoPages() throws {
    let spec = try #require(LayoutsFolder.spec("card-stack.yaml"))
    var jumped = PreviewModel(path: "card-stack.yaml", spec: spec)
    jumped.resize(TerminalSize(cols: 80, rows: 24), now: 0)
    jumped.scrollPages(1, now: 1)
    jumped.scrollPages(1, now: 1.01)  // the second key finishes the first jump at once
    Preview.advance(&jumped, to: 2)
    // A one-step scroll to the same offset skips the states in between.
    var direct = BehaviorEngine(
      layout: SolvedLayout(CompiledLayout(jumped.displayedSpec), environment: jumped.environment),
      viewport: Viewport(size: jumped.environment.viewport))
    var stepped = direct
    direct.scroll(to: jumped.offset)
    for p in JumpPath.offsets(from: .zero, to: jumped.offset) { stepped.scroll(to: p) }
    #expect(Self.frames(jumped.engine.scene) == Self.frames(stepped.scene))
    #expect(Self.frames(direct.scene) != Self.frames(stepped.scene), "card-stack keeps state")
  }

  /// In a feed whose every label is a sticky footer, a pass near the end visits every placed
  /// footer: a tick spends a bounded amount of that work on a jump (the rest waits for the
  /// next tick, keys are read in between), an interrupting key lands the jump on its target
  /// without the passes in between, and `q` does not wait for the jump at all.
  @Test func aJumpThroughHeavyPassesIsSpreadOverTicks() {
    let spec = SyntheticLayout.footer.spec(bricks: 6_000)
    var m = PreviewModel(path: "footers.yaml", spec: spec)
    m.resize(TerminalSize(cols: 80, rows: 24), now: 0)
    Preview.advance(&m, to: 1)
    m.scrollPages(400, now: 2)
    let steps = m.jumpPath.count
    #expect(steps > 100)
    let before = m.engine.stats.itemsVisited
    _ = m.tick(now: 3, source: nil)  // the whole jump is due
    let work = m.engine.stats.itemsVisited - before
    #expect(m.isAnimating, "the jump goes on at the next tick")
    #expect(work <= PreviewModel.jumpWorkPerTick + 6_000 * 4, "one tick's work is bounded")
    let target = m.jumpPath.last
    let pending = steps - (m.animations.jump?.applied ?? steps)
    #expect(pending > 0)
    var quitting = m
    #expect(PreviewApp.perform(.quit, on: &quitting, now: 3, source: nil) == .quit)
    #expect(quitting.animations.jump != nil, "q does not run the rest of the jump")
    let start = m.engine.stats.itemsVisited
    m.finishJump(now: 3)
    #expect(m.offset == target)
    #expect(m.engine.stats.itemsVisited - start <= PreviewModel.jumpWorkPerTick + 6_000 * 8)
  }

  @Test func gSettlesOnTheSnapTarget() throws {
    let spec = try #require(LayoutsFolder.spec("coverflow.yaml"))
    var m = PreviewModel(path: "coverflow.yaml", spec: spec)
    m.resize(TerminalSize(cols: 80, rows: 24), now: 0)
    m.scrollToBottom(now: 1)
    Preview.advance(&m, to: 3)
    let target = m.engine.scene.clampedOffset(m.engine.targetContentOffset(proposed: m.offset))
    #expect(m.offset == target, "G rests on the snap target")
    #expect(!m.isAnimating)
  }

  @Test(arguments: [(80, 24), (120, 40), (200, 60)])
  func scrollRangeIsTheDevicesInEveryTerminal(_ cols: Int, _ rows: Int) throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "sticky-product-page.yaml", spec: spec)
    m.resize(TerminalSize(cols: cols, rows: rows), now: 0)
    #expect(m.engine.scene.viewport.size == m.environment.viewport)
    m.scrollToBottom(now: 1)
    Preview.advance(&m, to: 3)
    let end = m.engine.scene.contentSize.height - m.environment.viewport.height
    #expect(m.offset.y == end)
  }

  @Test func theWindowMovesOverATallDeviceWithoutScrolling() throws {
    var m = Preview.model(TestFiles.traits, cols: 50, rows: 20, settings: PreviewSettings())
    #expect(m.statusText.contains("rows 0-272 of 568 pt"), "\(m.statusText)")
    m.moveView(columns: 0, rows: 1, now: 1)
    #expect(m.offset == .zero)
    #expect(m.statusText.contains("rows 128-400 of 568 pt"), "\(m.statusText)")
    for _ in 0..<5 { m.moveView(columns: 0, rows: 1, now: 1) }
    #expect(
      m.statusText.contains("rows 304-568 of 568 pt") || m.statusText.contains("-568 of 568 pt"),
      "\(m.statusText)")
    // The last row drawn is the device's last row: the item there is the one at 552-568 pt.
    let grid = Preview.grid(m)
    #expect(grid.height == 20)
  }

  /// Issue 25: the previewer opens at the largest zoom at which the whole device fits (never
  /// below 1); when even zoom 1 does not fit, at 1 with the width whole.
  @Test(arguments: [(80, 24, 1.0), (100, 40, 1), (120, 40, 1), (200, 60, 1.5), (50, 20, 1)])
  func theZoomFitsTheWholeDevice(_ cols: Int, _ rows: Int, _ zoom: Double) {
    let m = Preview.model(
      TestFiles.traits, cols: cols, rows: rows, settings: PreviewSettings(fitZoom: true))
    #expect(m.display.zoom == zoom)
    #expect(m.geometry.viewport.width == m.deviceCells.columns)
    let whole = m.deviceCells.rows + 3 <= rows
    #expect(m.shownPart == nil || !whole)
    #expect(m.isCropped == !whole)
  }
}

/// Issue 25: the fit rule, paging by what shows, `G`/`g` on a cropped device, the selection
/// brought into view.
@Suite struct PreviewFitTests {
  static let iPhoneSE = PreviewSettings(device: "iphone-se", fitZoom: true)

  @Test(arguments: [
    // (cols, rows, expected zoom): an iPhone SE is 40×36 cells at zoom 1 (with its border 42×38).
    (100, 40, 1.0), (200, 60, 1.5), (200, 90, 2), (400, 160, 4), (80, 24, 1),
  ])
  func theFitRule(_ cols: Int, _ rows: Int, _ zoom: Double) throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "p.yaml", spec: spec, settings: Self.iPhoneSE)
    m.resize(TerminalSize(cols: cols, rows: rows), now: 0)
    #expect(m.display.zoom == zoom)
  }

  @Test func turningAndResizingFitAgainUnlessTheUserChoseAZoom() throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "p.yaml", spec: spec, settings: Self.iPhoneSE)
    m.resize(TerminalSize(cols: 200, rows: 60), now: 0)
    #expect(m.display.zoom == 1.5)
    m.toggleOrientation(now: 1)
    #expect(m.display.choice.orientation == .landscape)
    // Landscape 568×320: 71×20 cells at 1, 107×30 at 1.5, 142×40 at 2.
    #expect(m.display.zoom == 2)
    #expect(m.shownPart == nil, "the whole landscape device shows")
    #expect(m.statusText.contains("landscape"))
    m.resize(TerminalSize(cols: 100, rows: 40), now: 2)
    #expect(m.display.zoom == 1)
    m.zoom(in: true, now: 3)
    #expect(m.display.zoom == 1.5)
    m.resize(TerminalSize(cols: 200, rows: 60), now: 4)
    #expect(m.display.zoom == 1.5, "a chosen zoom stays")
    m.fitAgain(now: 5)
    #expect(m.display.zoom == 2)
  }

  @Test(arguments: [(80, 24), (100, 30)])
  func aPageIsThePartThatShows(_ cols: Int, _ rows: Int) throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "p.yaml", spec: spec, settings: Self.iPhoneSE)
    m.resize(TerminalSize(cols: cols, rows: rows), now: 0)
    #expect(m.isCropped)
    let shown = Double(m.windowCells.rows) * m.rowPoints
    m.scrollPages(1, now: 1)
    Preview.advance(&m, to: 3)
    // What showed at the window's bottom now shows at its top: no row went by unseen.
    #expect(abs(m.drawOrigin.y - shown) < 0.5, "moved \(m.drawOrigin.y), showing \(shown)")
    m.scrollPages(-1, now: 4)
    Preview.advance(&m, to: 6)
    #expect(m.drawOrigin.y == 0)
  }

  @Test(arguments: [(80, 24), (100, 30), (100, 40), (200, 60)])
  func bigGShowsTheDevicesBottomAndLittleGItsTop(_ cols: Int, _ rows: Int) throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "p.yaml", spec: spec, settings: Self.iPhoneSE)
    m.resize(TerminalSize(cols: cols, rows: rows), now: 0)
    m.scrollToBottom(now: 1)
    Preview.advance(&m, to: 3)
    // The window's last row is the device's last row.
    #expect(m.display.window.row + m.windowCells.rows == m.deviceCells.rows)
    let last = m.engine.layout.compiled.itemCount - 1
    let a = m.engine.scene.attributes(of: last)
    let bottom = m.drawOrigin.y + Double(m.windowCells.rows) * m.rowPoints
    #expect(a.frame.maxY <= bottom + m.rowPoints, "the last brick shows")
    m.scrollToTop(now: 4)
    Preview.advance(&m, to: 6)
    #expect(m.display.window.row == 0 && m.offset.y == 0)
  }

  /// `j`/`k` and the wheel at the content's ends move the window over a device larger than the
  /// terminal, as a page does: a list shorter than the device at 80×24 showed `rows 0-336 of
  /// 568 pt` whatever `j` was pressed, its last rows never shown and nothing said.
  @Test func rowKeysAtTheEndsMoveTheWindow() throws {
    let yaml = """
      root:
        bricks:
          - {type: label, id: row, text: "Row {index}", height: 44, repeat: 12}
      """
    let spec = Preview.spec(yaml)
    var m = PreviewModel(path: "list.yaml", spec: spec)
    m.resize(TerminalSize(cols: 80, rows: 24), now: 0)
    #expect(m.engine.scene.contentSize.height < m.environment.viewport.height)
    #expect(m.display.window.row == 0 && m.shownPart?.hasPrefix("rows 0-336") == true)
    m.scrollLines(1, now: 1)
    #expect(m.display.window.row == 1, "\(m.shownPart ?? "")")
    m.scrollLines(100, now: 2, stepsSnapPoints: false)
    #expect(m.display.window.row + m.windowCells.rows == m.deviceCells.rows)
    #expect(Preview.screen(m).contains { $0.contains("Row 11") })
    m.scrollLines(-1, now: 3)
    #expect(m.display.window.row + m.windowCells.rows == m.deviceCells.rows - 1)
    #expect(m.offset.y == 0)
  }

  @Test func tabBringsTheSelectionIntoView() throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    var m = PreviewModel(path: "p.yaml", spec: spec, settings: Self.iPhoneSE)
    m.resize(TerminalSize(cols: 80, rows: 24), now: 0)
    #expect(m.isCropped)
    for step in 0..<40 {
      m.selectNext(forward: true, now: Double(step))
      let item = try #require(m.inspection.selection)
      let cells = Rasterizer(options: m.rasterOptions).cells(
        of: m.engine.scene.attributes(of: item), viewportOrigin: m.drawOrigin)
      let window = m.windowCells
      #expect(
        cells.maxY > 0 && cells.minY < window.rows && cells.maxX > 0 && cells.minX < window.columns,
        "item \(item) at \(cells) outside the window \(window)")
    }
  }
}

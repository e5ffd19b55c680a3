import BrickCore
import BrickRaster
import Testing

@testable import BrickTUI

/// What moves with time: snap to point after scrolling stops, data states with appear and
/// flash, collections scrolled from the keyboard, and images that load late.
@Suite struct PreviewAnimationTests {
  // MARK: - Snap to point

  @Test func snapAnimatesToTheTargetOnceScrollingStops() throws {
    // Three rows down (48 points) then quiet: snaps back to row 1's top at 50.
    let script: [RecordingBackend.Step] =
      [.event(.key(.char("j"))), .event(.key(.char("j"))), .event(.key(.char("j")))]
      + Array(repeating: .timeout, count: 30)
    let app = PreviewApp(file: PreviewEntry(path: "s.yaml", spec: Preview.spec(TestFiles.snapping)))
    let (backend, after) = try Preview.run(app, cols: 100, rows: 16, script: script)
    let model = try #require(after.viewer)
    #expect(model.offset == Point(x: 0, y: 50))
    var copy = model
    #expect(copy.engine.targetContentOffset(proposed: model.offset) == model.offset)
    // Offsets on the status lines: 0, 16, 32, 48, then in between, ending at 50; never past it.
    let offsets = backend.frames.compactMap { frame -> Double? in
      guard let status = frame.lines().last, let range = status.range(of: "offset 0,") else {
        return nil
      }
      return Double(status[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
    #expect(Array(offsets.prefix(4)) == [0, 16, 32, 48])
    #expect(offsets.last == 50)
    #expect(offsets.contains { $0 > 48 && $0 < 50 })
    #expect(offsets == offsets.sorted())
    // Snapping waited for the pause: the first frame after the keys is at least 120 ms later.
    #expect(!model.isAnimating)
  }

  @Test func snapTimingAndCancelling() {
    var m = Preview.model(TestFiles.snapping, cols: 40, rows: 16)
    m.scrollLines(2, now: 1.0)  // 32: nearest row top is 50
    #expect(m.nextTick(now: 1.0) == 1.0 + PreviewModel.snapDelay)
    _ = m.tick(now: 1.1, source: nil)
    #expect(m.offset.y == 32)  // not yet
    _ = m.tick(now: 1.12, source: nil)
    _ = m.tick(now: 1.2, source: nil)
    #expect(m.offset.y > 32 && m.offset.y < 50)
    m.scrollLines(-1, now: 1.21)  // input cancels the animation
    let stopped = m.offset.y
    _ = m.tick(now: 1.3, source: nil)
    #expect(m.offset.y == stopped)
    Preview.advance(&m, to: 2)
    #expect(m.offset.y == 0 || m.offset.y == 50)
    #expect(!m.isAnimating && m.nextTick(now: 2) == nil)
  }

  @Test func noSnapWithoutTheBehavior() {
    var m = Preview.model(TestFiles.small, cols: 40, rows: 12)
    m.scrollLines(1, now: 0)
    Preview.advance(&m, to: 1)
    #expect(m.offset.y == 16)
    #expect(!m.isAnimating)
  }

  // MARK: - Data states

  @Test func statesStepWithAppearAndFlash() {
    var m = Preview.model(TestFiles.states, cols: 40, rows: 16)
    #expect(m.stateName == "before")
    #expect(m.statusText.hasPrefix("States · state before ·"))
    m.stepState(1, wrap: true, now: 10)
    #expect(m.stateName == "after")
    #expect(m.flashes[m.item("header") ?? -1] == .updated)
    #expect(m.flashes[m.item("message") ?? -1] == nil)  // shifted down, but not moved
    #expect(m.appearing.sorted() == [m.item("fresh"), m.item("fresh#1")].compactMap { $0 })
    // Appearing from the top: halfway through, `fresh` is above its place (y 32).
    _ = m.tick(now: 10.1, source: nil)
    let fresh = m.item("fresh") ?? -1
    let halfway = m.displayScene().attributes(of: fresh).frame
    #expect(halfway.minY < 32 && halfway.minY > -32)
    // Flashing cells: the header's cells are yellow, message's plain.
    let grid = Preview.grid(m)
    let viewport = m.geometry.viewport
    #expect(grid[viewport.x + 2, viewport.y].style.background == .yellow)
    #expect(![.yellow, .cyan].contains(grid[viewport.x + 2, viewport.y + 8].style.background))
    // Done after the animations.
    Preview.advance(&m, to: 11)
    #expect(m.appearing.isEmpty && m.flashes.isEmpty)
    #expect(m.displayScene().attributes(of: fresh).frame.minY == 32)
    #expect(Preview.grid(m)[viewport.x + 2, viewport.y].style.background != .yellow)
    // n wraps around (a single file); p goes back.
    m.stepState(1, wrap: true, now: 12)
    #expect(m.stateName == "before")
    m.stepState(-1, wrap: true, now: 13)
    #expect(m.stateName == "after")
  }

  @Test func stateOptionPicksTheStartingState() {
    let m = Preview.model(TestFiles.states, settings: PreviewSettings(state: "after"))
    #expect(m.stateName == "after")
    #expect(m.frame("fresh")?.minY == 32)
  }

  // MARK: - Collections

  @Test func tabFocusesACollectionAndHLScrollsIt() throws {
    let keys: [InputEvent] = [
      .key(.tab), .key(.tab), .key(.char("l")), .key(.char("l")), .key(.right),
    ]
    let (backend, app) = try Preview.run(TestFiles.collection, cols: 100, rows: 20, keys: keys)
    let model = try #require(app.viewer)
    let carousel = try #require(model.item("carousel"))
    #expect(model.focusedCollection == carousel)
    #expect(model.engine.collectionOffset(item: carousel) == Point(x: 120, y: 0))  // 3 × 160 / 4
    #expect(model.offset == .zero)  // the page did not move
    #expect(backend.lastFrameLines.last?.contains("focus carousel") == true)
    #expect(model.inspectorLines().contains { $0.hasPrefix("inner     offset 120,0") })
    // h scrolls back; without focus, h/l scroll the page.
    var m = model
    m.scrollSideways(-1, now: 5)
    #expect(m.engine.collectionOffset(item: carousel).x == 80)
    _ = m.closeOverlay(now: 5)
    m.scrollSideways(1, now: 5)
    #expect(m.engine.collectionOffset(item: carousel).x == 80)
  }

  // MARK: - Asynchronous heights

  @Test func anImageTakesItsHeightAfterItsDelay() {
    var m = Preview.model(TestFiles.asyncImage, cols: 40, rows: 12)
    #expect(m.frame("photo")?.height == 50)
    #expect(m.frame("below")?.minY == 250)
    #expect(m.nextTick(now: 0) == 0.8)
    Preview.advance(&m, to: 0.79)
    #expect(m.frame("photo")?.height == 50)
    Preview.advance(&m, to: 0.81)
    #expect(m.frame("photo")?.height == 160)
    #expect(m.frame("below")?.minY == 360)
    #expect(m.offset == .zero)  // the image is below the top: nothing moves
  }

  @Test func anImageAboveTheViewportKeepsWhatTheUserSees() {
    var m = Preview.model(TestFiles.asyncImage, cols: 40, rows: 12)
    m.scroll(to: Point(x: 0, y: 260))  // `below` (250…290) is at the top
    let before = (m.frame("below")?.minY ?? 0) - m.offset.y
    Preview.advance(&m, to: 1)
    #expect(m.frame("photo")?.height == 160)
    #expect(m.offset.y == 370)
    #expect((m.frame("below")?.minY ?? 0) - m.offset.y == before)
  }

  @Test func aTurnAfterTheDelayKeepsTheMeasuredHeight() {
    var m = Preview.model(TestFiles.asyncImage, cols: 40, rows: 12)
    Preview.advance(&m, to: 1)
    m.toggleOrientation(now: 1)  // 96 × 160 now
    #expect(m.frame("photo")?.height == 96)
  }
}

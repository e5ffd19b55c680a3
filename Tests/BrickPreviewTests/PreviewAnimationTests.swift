import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import Testing

@testable import BrickPreview

/// What moves with time: snap to point after scrolling stops, data states with appear and
/// flash, collections scrolled from the keyboard, and images that load late.
@Suite struct PreviewAnimationTests {
  // MARK: - Snap to point

  /// The wheel (`stepsSnapPoints` false) scrolls freely, then snaps once it pauses.
  @Test func snapTimingAndCancelling() {
    var m = Preview.model(TestFiles.snapping, cols: 40, rows: 16)
    m.scrollLines(2, now: 1.0, stepsSnapPoints: false)  // 32: nearest row top is 50
    #expect(m.nextTick(now: 1.0) == 1.0 + ScrollState.snapDelay)
    _ = m.tick(now: 1.1, source: nil)
    #expect(m.offset.y == 32)  // not yet
    _ = m.tick(now: 1.12, source: nil)
    _ = m.tick(now: 1.2, source: nil)
    #expect(m.offset.y > 32 && m.offset.y < 50)
    m.scrollLines(-1, now: 1.21, stepsSnapPoints: false)  // input cancels the animation
    let stopped = m.offset.y
    _ = m.tick(now: 1.3, source: nil)
    #expect(m.offset.y == stopped)
    Preview.advance(&m, to: 2)
    #expect(m.offset.y == 0 || m.offset.y == 50)
    #expect(!m.isAnimating && m.nextTick(now: 2) == nil)
  }

  /// A key steps to the next snap point that way (issue 36: single keys were swallowed, each
  /// row snapping back where it started), wherever it starts, and back.
  @Test func aKeyStepsToTheNextSnapPoint() {
    var m = Preview.model(TestFiles.snapping, cols: 40, rows: 16)
    var t = 1.0
    for expected in [50.0, 100, 150] {
      m.scrollLines(1, now: t)
      Preview.advance(&m, to: t + 1)
      #expect(m.offset.y == expected)
      t += 1
    }
    m.scrollLines(-1, now: t)
    Preview.advance(&m, to: t + 1)
    #expect(m.offset.y == 100)
    // Keys faster than the jump: each one still a row.
    m.scrollLines(1, now: t + 1)
    m.scrollLines(1, now: t + 1.01)
    m.scrollLines(1, now: t + 1.02)
    Preview.advance(&m, to: t + 3)
    #expect(m.offset.y == 250)
    #expect(!m.isAnimating)
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
    #expect(m.document.stateName == "before")
    #expect(m.statusText.hasPrefix("States · state before ·"))
    m.stepState(1, wrap: true, now: 10)
    #expect(m.document.stateName == "after")
    #expect(m.animations.flashes[m.item("header") ?? -1] == .updated)
    #expect(m.animations.flashes[m.item("message") ?? -1] == nil)  // shifted down, but not moved
    #expect(
      m.animations.appearing.sorted() == [m.item("fresh"), m.item("fresh#1")].compactMap { $0 })
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
    #expect(m.animations.appearing.isEmpty && m.animations.flashes.isEmpty)
    #expect(m.displayScene().attributes(of: fresh).frame.minY == 32)
    #expect(Preview.grid(m)[viewport.x + 2, viewport.y].style.background != .yellow)
    // n wraps around (a single file); p goes back.
    m.stepState(1, wrap: true, now: 12)
    #expect(m.document.stateName == "before")
    m.stepState(-1, wrap: true, now: 13)
    #expect(m.document.stateName == "after")
  }

  @Test func stateOptionPicksTheStartingState() {
    let m = Preview.model(TestFiles.states, settings: PreviewSettings(state: "after"))
    #expect(m.document.stateName == "after")
    #expect(m.frame("fresh")?.minY == 32)
  }

  // MARK: - Collections

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

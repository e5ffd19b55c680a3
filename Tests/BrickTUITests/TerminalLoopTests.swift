import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// The run loop on a `RecordingBackend`: scripted input in, recorded frames out, virtual time.
@Suite struct TerminalLoopTests {
  /// The row of the demo's box top edge in a frame.
  static func boxTop(_ lines: [String]) -> Int? { lines.firstIndex { $0.contains("┌") } }

  @Test func demoFramesFollowTheKeys() throws {
    let backend = RecordingBackend(
      cols: 40, rows: 12,
      events: [
        .key(.char("j")), .key(.char("j")), .key(.char("k")), .key(.char("q")),
      ])
    var app = DemoApp()
    let outcome = try TerminalLoop.run(app: &app, backend: backend)
    #expect(outcome == .quit)
    #expect(backend.frames.count == 4)  // the first frame and one per j, j, k
    #expect(backend.frames.map { Self.boxTop($0.lines()) } == [2, 3, 4, 3])
    #expect(backend.lastFrameLines.last?.hasPrefix("last: k  size: 40x12") == true)
    #expect(backend.beginCount == 1 && backend.endCount == 1 && !backend.isActive)
    #expect(backend.cursorVisible)
  }

  @Test func theFirstFrameIsTheWholeScreen() throws {
    let backend = RecordingBackend(cols: 40, rows: 12, events: [])
    var app = DemoApp()
    let outcome = try TerminalLoop.run(app: &app, backend: backend)
    #expect(outcome == .signal(.hangup))  // the script ran out: the terminal went away
    let lines = backend.lastFrameLines
    #expect(lines.count == 12)
    #expect(lines[0] == "Brickyard TUI demo: j/k move, q quit    ")
    #expect(lines[2] == "  ┌──────────────┐                      ")
    #expect(lines[3] == "  │ count 0      │                      ")
    #expect(lines[4] == "  │ 煉瓦 bricks  │                      ")
    #expect(lines[11].hasPrefix("last: resize 40x12  size: 40x12"))
    #expect(backend.fullRedraws == [true])
    #expect(backend.drawnCellCounts == [40 * 12])
  }

  @Test func laterFramesSendOnlyTheChangedCells() throws {
    let backend = RecordingBackend(cols: 40, rows: 12, events: [.key(.char("x"))])
    var app = DemoApp()
    try TerminalLoop.run(app: &app, backend: backend)
    #expect(backend.fullRedraws == [true, false])
    // "count 0" -> "count 1" is one cell; "last: resize 40x12" -> "last: x" is the rest.
    let second = backend.drawnCellCounts[1]
    #expect(second > 0 && second < 30)
    #expect(backend.frames[1].lines()[3] == "  │ count 1      │                      ")
  }

  @Test func aResizeRedrawsEverythingAtTheNewSize() throws {
    let backend = RecordingBackend(
      cols: 40, rows: 12,
      events: [
        .key(.char("j")), .resize(cols: 20, rows: 8), .key(.char("j")),
      ])
    var app = DemoApp()
    try TerminalLoop.run(app: &app, backend: backend)
    #expect(
      backend.frames.map { "\($0.width)x\($0.height)" } == ["40x12", "40x12", "20x8", "20x8"])
    #expect(backend.fullRedraws == [true, false, true, false])
    #expect(backend.drawnCellCounts[2] == 20 * 8)
    #expect(backend.frames[2].lines()[7].hasPrefix("last: resize 20x8"))
  }

  @Test(arguments: [(1, 1), (0, 0), (1, 30), (200, 1), (3, 2)])
  func tinyAndOddSizesDoNotCrash(cols: Int, rows: Int) throws {
    let backend = RecordingBackend(
      cols: 40, rows: 12,
      events: [
        .resize(cols: cols, rows: rows), .key(.char("j")), .key(.char("k")), .key(.char("G")),
      ])
    var app = DemoApp()
    try TerminalLoop.run(app: &app, backend: backend)
    #expect(backend.frames.last?.width == cols && backend.frames.last?.height == rows)
  }

  @Test func aBurstOfResizesIsOneFrame() throws {
    var burst: [InputEvent] = (0..<300).map { .resize(cols: 1 + $0 % 97, rows: 1 + $0 % 31) }
    burst.append(.resize(cols: 30, rows: 10))
    let backend = RecordingBackend(cols: 40, rows: 12, script: [.burst(burst)])
    backend.endOfScript = .key(.char("q"))
    var app = DemoApp()
    let loop = TerminalLoop(maxEventsPerFrame: 1000)
    try loop.run(app: &app, backend: backend)
    #expect(backend.frames.count == 2)
    #expect(backend.frames.last.map { "\($0.width)x\($0.height)" } == "30x10")
  }

  @Test(arguments: TerminalSignal.allCases)
  func signalsEndTheLoopAndRestore(signal: TerminalSignal) throws {
    let backend = RecordingBackend(
      cols: 20, rows: 5, events: [.key(.char("j")), .signal(signal), .key(.char("j"))])
    var app = DemoApp()
    let outcome = try TerminalLoop.run(app: &app, backend: backend)
    #expect(outcome == .signal(signal))
    #expect(outcome.exitCode == 128 + signal.number)
    #expect(backend.endCount == 1)
    #expect(backend.script.count == 1)  // the last key was never read
  }

  @Test func aFailedStartDrawsNothing() {
    let backend = RecordingBackend(events: [.key(.char("q"))])
    backend.beginError = .termUnset
    var app = DemoApp()
    #expect(throws: TerminalError.termUnset) { try TerminalLoop.run(app: &app, backend: backend) }
    #expect(backend.frames.isEmpty && backend.endCount == 0)
  }

  /// An app that counts ticks every 50 ms while animating, and one event that changes nothing.
  struct Ticker: TerminalApp {
    var ticks = 0
    var lastTick: Double = 0
    var animating = true
    var handled: [InputEvent] = []
    mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
      handled.append(event)
      switch event {
      case .key(.char("s")):
        animating = false
        return .redraw
      case .key(.char("q")): return .quit
      case .key(.char("z")): return .unchanged
      default: return .redraw
      }
    }
    mutating func tick(now: Double) -> AppAction {
      ticks += 1
      lastTick = now
      return .redraw
    }
    func nextTick(now: Double) -> Double? { animating ? lastTick + 0.05 : nil }
    func draw(into grid: inout CellGrid) {
      DemoApp.write("ticks \(ticks)", x: 0, y: 0, style: .plain, in: &grid)
    }
  }

  @Test func ticksRunOnVirtualTimeAndIdleWaitsLonger() throws {
    let backend = RecordingBackend(
      cols: 10, rows: 1,
      script: [
        .timeout, .timeout, .timeout, .event(.key(.char("s"))), .timeout, .event(.key(.char("q"))),
      ])
    var app = Ticker()
    let loop = TerminalLoop(idleTimeoutMilliseconds: 700)
    try loop.run(app: &app, backend: backend)
    #expect(app.ticks == 3)
    #expect(backend.lastFrameLines == ["ticks 3   "])
    // The first wait is until the first tick (due at 0.05); idle after `s`.
    #expect(backend.requestedTimeouts == [50, 50, 50, 50, 0, 700, 700])  // 0: the poll after `s`
    #expect(abs(backend.monotonicSeconds - 0.85) < 1e-9)
  }

  @Test func unchangedEventsDrawNoFrame() throws {
    let backend = RecordingBackend(
      cols: 10, rows: 1, events: [.key(.char("s")), .key(.char("z")), .key(.char("z"))])
    var app = Ticker()
    try TerminalLoop.run(app: &app, backend: backend)
    #expect(backend.frames.count == 2)  // the first frame, and the one after `s`
    #expect(app.handled.first == .resize(cols: 10, rows: 1))
  }

  /// Remembers where each frame's cells live.
  final class BufferLog { var addresses: [UnsafeRawPointer?] = [] }
  struct BufferWatcher: TerminalApp {
    let log = BufferLog()
    var n = 0
    mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
      n += 1
      return .redraw
    }
    func draw(into grid: inout CellGrid) {
      grid[n % grid.width, 0] = Cell("x")
      log.addresses.append(grid.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    }
  }

  /// In steady state the loop alternates between two grids, with no new cell storage per frame.
  @Test func steadyStateFramesReuseTwoGrids() throws {
    let backend = RecordingBackend(
      cols: 30, rows: 10, events: Array(repeating: .key(.char("j")), count: 20))
    var app = BufferWatcher()
    try TerminalLoop.run(app: &app, backend: backend)
    #expect(app.log.addresses.count == 21)
    #expect(Set(app.log.addresses.dropFirst(2)).count == 2)
    #expect(backend.drawnCellCounts.dropFirst().allSatisfy { $0 == 2 })  // the old x and the new x
  }

  @Test func asciiOnlyCapabilitiesAreReported() {
    let backend = RecordingBackend(
      script: [], capabilities: TerminalCapabilities(colors: 8, unicode: false, mouse: false))
    #expect(backend.capabilities.unicode == false)
    #expect(backend.capabilities.colors == 8)
  }
}

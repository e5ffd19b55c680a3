import Foundation
import Testing

/// `brickyard tui-demo` under tmux: drawing, keys, resizes, and leaving the terminal as it was
/// however the program ends.
@Suite struct DemoEndToEndTests {
  @Test func startsAndDrawsTheFirstFrame() throws {
    let demo = try DemoSession.start("draw", cols: 60, rows: 15)
    defer { demo.tmux.kill() }
    let screen = try demo.tmux.waitFor(text: "size: 60x15")
    #expect(screen.first?.hasPrefix(DemoSession.title) == true)
    #expect(screen.contains { $0.contains("│ count 0") })
    #expect(screen.contains { $0.contains("│ 煉瓦 bricks") })
    #expect(DemoSession.boxTop(screen) == 2)
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test func jAndKMoveTheBox() throws {
    let demo = try DemoSession.start("keys")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    try demo.tmux.sendKeys("j", "j", "j")
    var screen = try demo.tmux.waitFor(text: "count 3")
    #expect(DemoSession.boxTop(screen) == 5)
    #expect(screen.last?.hasPrefix("last: j") == true)
    try demo.tmux.sendKeys("k")
    screen = try demo.tmux.waitFor(text: "count 4")
    #expect(DemoSession.boxTop(screen) == 4)
    try demo.tmux.sendKeys("Down")
    screen = try demo.tmux.waitFor(text: "last: Down")
    #expect(DemoSession.boxTop(screen) == 5)
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test func resizesDownToOneByOneAndBack() throws {
    let demo = try DemoSession.start("resize", cols: 60, rows: 15)
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    try demo.tmux.resize(cols: 40, rows: 10)
    let small = try demo.tmux.waitFor(text: "size: 40x10")
    #expect(small.count == 10)
    #expect(small.first?.hasPrefix(DemoSession.title) == true)
    try demo.tmux.resize(cols: 1, rows: 1)
    try demo.tmux.waitUntil("a 1x1 pane") { $0.count == 1 }
    try demo.tmux.resize(cols: 72, rows: 20)
    let back = try demo.tmux.waitFor(text: "size: 72x20")
    #expect(back.first?.hasPrefix(DemoSession.title) == true)
    #expect(try !demo.tmux.paneIsDead())
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test func survivesHundredsOfResizes() throws {
    let demo = try DemoSession.start("many-resizes", cols: 60, rows: 15)
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    for i in 0..<200 {
      try demo.tmux.resize(cols: 1 + (i * 37) % 120, rows: 1 + (i * 13) % 40)
    }
    try demo.tmux.resize(cols: 50, rows: 12)
    try demo.tmux.waitFor(text: "size: 50x12")
    try demo.tmux.sendKeys("j")
    try demo.tmux.waitFor(text: "count 1")
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  /// Mouse reports as tmux sends them for `TERM=tmux-256color` or `screen` (X10 encoding:
  /// `ESC [ M`, then button + 32, column + 33, row + 33).
  @Test func mouseWheelAndClicks() throws {
    let demo = try DemoSession.start("mouse")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    func x10(_ button: Int, _ x: Int, _ y: Int) -> String {
      "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
        + String(UnicodeScalar(UInt8(33 + y)))
    }
    try demo.tmux.sendText(x10(65, 9, 5))  // wheel down
    var screen = try demo.tmux.waitFor(text: "last: wheel down at 9,5")
    #expect(DemoSession.boxTop(screen) == 3)
    try demo.tmux.sendText(x10(64, 20, 1))  // wheel up
    screen = try demo.tmux.waitFor(text: "last: wheel up at 20,1")
    #expect(DemoSession.boxTop(screen) == 2)
    try demo.tmux.sendText(x10(0, 3, 4))  // button 1 down
    try demo.tmux.waitFor(text: "last: click at 3,4")
    try demo.tmux.sendText(x10(3, 3, 4))  // button up
    try demo.tmux.waitFor(text: "last: release at 3,4")
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test func coloursAndAttributesReachTheTerminal() throws {
    let demo = try DemoSession.start("styles")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    let screen = try demo.tmux.capture(escapes: true)
    let title = screen.first ?? ""
    // Bold black on cyan; the box yellow; the status line reversed.
    #expect(
      title.contains("\u{1B}[1m") && title.contains("\u{1B}[30m") && title.contains("\u{1B}[46m"),
      "\(title.debugDescription)")
    #expect(screen.contains { $0.contains("\u{1B}[33m┌") }, "\(screen)")
    #expect(screen.last?.contains("\u{1B}[7m") == true, "\(screen.last.debugDescription)")
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test func quitRestoresTheTerminal() throws {
    let demo = try DemoSession.start("quit")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalsEndCleanly(signal: Int32, status: Int32) throws {
    let demo = try DemoSession.start("signal-\(signal)")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    let pid = try demo.pid()
    #expect(Foundation.kill(pid, signal) == 0)
    try demo.expectRestored(status: status)
  }

  /// A Swift trap (here `fatalError`) cannot be caught, but the backend's crash handler resets
  /// the terminal before the process dies.
  @Test func aCrashStillRestoresTheTerminal() throws {
    // Without Swift's backtracer, which takes its time (the restore happens before it either way).
    let demo = try DemoSession.start(
      "crash", arguments: "--crash-key x", environment: ["SWIFT_BACKTRACE": "enable=no"])
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    try demo.tmux.sendKeys("j")
    try demo.tmux.waitFor(text: "count 1")
    try demo.tmux.sendKeys("x")
    let (status, screen) = try demo.tmux.waitForExitStatus()
    #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "status \(status)")
    // (The fatalError message itself went to the alternate screen, and is gone with it.)
    #expect(!screen.contains { $0.contains(DemoSession.title) })
    let settings = try demo.terminalSettings()
    #expect(settings.before == settings.after, "stty -a changed")
  }

  @Test func ctrlCFromTheKeyboardEndsCleanly() throws {
    let demo = try DemoSession.start("ctrl-c")
    defer { demo.tmux.kill() }
    try demo.waitForDemo()
    try demo.tmux.sendKeys("C-c")
    try demo.expectRestored(status: 130)
  }

  @Test func asciiFallbackWithoutUTF8() throws {
    let demo = try DemoSession.start("ascii", locale: "C")
    defer { demo.tmux.kill() }
    let screen = try demo.waitForDemo()
    #expect(screen.contains("  +--------------+"))
    // Each wide character is a `?` and a space.
    #expect(screen.contains("  | ? ?  bricks  |"), "\(screen)")
    try demo.tmux.sendKeys("q")
    try demo.expectRestored(status: 0)
  }

  /// Bad `TERM` values are refused with a message, before the screen is touched.
  @Test(
    arguments: [
      ("dumb", "cannot position the cursor"),
      ("no-such-terminal-xyz", "not in the terminfo database"),
      (nil, "TERM is not set"),
    ] as [(String?, String)])
  func unusableTerminalTypesAreRefused(term: String?, message: String) throws {
    let demo = try DemoSession.start("term", cols: 200, term: term)  // no wrapped messages
    defer { demo.tmux.kill() }
    let (status, screen) = try demo.tmux.waitForExitStatus()
    #expect(status != 0)
    #expect(screen.contains { $0.contains(message) }, "\(screen)")
    #expect(!screen.contains { $0.contains(DemoSession.title) })
    let settings = try demo.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test func outputIntoAPipeIsRefused() throws {
    let demo = try DemoSession.start("pipe", cols: 200, pipeOutput: true)
    defer { demo.tmux.kill() }
    let (_, screen) = try demo.tmux.waitForExitStatus()
    #expect(screen.contains { $0.contains("standard output is not one") }, "\(screen)")
  }

  @Test func noTerminalAtAllIsRefused() throws {
    let result = try Subprocess.run(
      [try BrickyardBinary.path(), "tui-demo"], environment: ProcessInfo.processInfo.environment,
      scratch: FileManager.default.temporaryDirectory)
    #expect(result.status != 0)
    #expect(result.errors.contains("needs a terminal"), "\(result.errors)")
    #expect(
      result.output.isEmpty,
      "nothing may be written to standard output: \(result.output.debugDescription)")
  }
}

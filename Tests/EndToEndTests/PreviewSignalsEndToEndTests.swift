import Foundation
import Testing

/// Signals beyond Ctrl-C (issue 37, U1): Ctrl-\ and `kill -QUIT` end the previewer as SIGTERM
/// does, with no crash report drawn over the screen; SIGUSR1 and SIGUSR2 end it with the
/// terminal restored; SIGPIPE (sent, or from a write to a closed pipe) does not end it.
@Suite struct PreviewSignalsEndToEndTests {
  static let list = PreviewEndToEndTests.list
  static let marker = PreviewEndToEndTests.marker

  /// What the Swift runtime's crash reporter prints.
  static func expectNoCrashReport(
    _ screen: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = screen.joined(separator: "\n")
    #expect(
      !text.contains("crashed") && !text.contains("Press space") && !text.contains("Backtrace"),
      "\(text)", sourceLocation: sourceLocation)
  }

  /// `kill -QUIT/-USR1/-USR2`: the terminal restored, exit 128 + the signal's number.
  @Test(
    arguments: [(SIGQUIT, 131), (SIGUSR1, 128 + SIGUSR1), (SIGUSR2, 128 + SIGUSR2)]
      as [(Int32, Int32)])
  func endingSignalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let session = try PreviewSession.start(
      "pv-sig-\(signal)", arguments: ["$DIR/list.yaml"], files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.waitForStatus("content 320×1850")
    #expect(Foundation.kill(try session.pid(), signal) == 0)
    try session.expectRestored(status: status, marker: Self.marker)
    Self.expectNoCrashReport(try session.tmux.capture(history: true))
  }

  /// Ctrl-\ typed in the previewer: the terminal sends SIGQUIT; it ends as `kill -QUIT` does.
  @Test func ctrlBackslashEndsCleanly() throws {
    let session = try PreviewSession.start(
      "pv-ctrl-bs", arguments: ["$DIR/list.yaml"], files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.waitForStatus("content 320×1850")
    try session.tmux.sendKeys("C-\\")
    try session.expectRestored(status: 131, marker: Self.marker)
    Self.expectNoCrashReport(try session.tmux.capture(history: true))
  }

  /// `kill -PIPE` is ignored while the screen is open: keys still work, `q` quits with 0.
  @Test func sigpipeIsIgnored() throws {
    let session = try PreviewSession.start(
      "pv-sigpipe", arguments: ["$DIR/list.yaml", "--zoom", "1"],
      files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0 ·")
    #expect(Foundation.kill(try session.pid(), SIGPIPE) == 0)
    try session.tmux.sendKeys("j")
    try session.waitForStatus("offset 0,16 ·")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: Self.marker)
  }

  /// A recording into a pipe whose reader goes away after 300 bytes: the writes fail, the
  /// previewer goes on and quits with the terminal restored (SIGPIPE used to end it in raw
  /// mode).
  @Test func aClosedPipeDoesNotEndIt() throws {
    let session = try PreviewSession.start(
      "pv-closed-pipe", arguments: ["$DIR/list.yaml", "--zoom", "1", "--record", "$DIR/fifo"],
      files: ["list.yaml": Self.list],
      exports: ["X=1; mkfifo \"$DIR/fifo\"; (head -c 300 \"$DIR/fifo\" > /dev/null &)"])
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0 ·")
    for n in 1...5 {
      try session.tmux.sendKeys("j")
      try session.waitForStatus("offset 0,\(16 * n) ·")
    }
    #expect(!(try session.tmux.paneIsDead()))
    try session.tmux.sendKeys("q")
    let (status, screen) = try session.tmux.waitForExitStatus()
    #expect(status != 128 + SIGPIPE, "ended by SIGPIPE")
    #expect(!screen.contains { $0.contains(Self.marker) })
    func read(_ name: String) throws -> String {
      try session.tmux.waitForFile(name).replacing(/rows \d+; columns \d+;/, with: "")
    }
    #expect(try read("stty.before") == read("stty.after"), "stty -a changed")
    Self.expectNoCrashReport(screen)
  }
}

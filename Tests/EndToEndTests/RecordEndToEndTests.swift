import Foundation
import Testing

/// `brickyard FILE --record CAST` on a real terminal under tmux: the recording, replayed by the
/// pyte terminal emulator, shows exactly what ncurses put on the pane.
@Suite struct RecordEndToEndTests {
  @Test(.enabled(if: ShareToolTests.hasPyte, "pyte is not installed (pip install pyte)"))
  func liveRecordingReplaysToTheScreenTheTerminalShowed() throws {
    let session = try PreviewSession.start(
      "pv-record", arguments: ["$DIR/list.yaml", "--zoom", "1", "--record", "$DIR/live.cast"],
      files: ["list.yaml": PreviewEndToEndTests.list], cols: 120, rows: 40)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0 ·")
    try session.tmux.sendKeys("j", "j", "j")
    try session.waitForStatus("offset 0,48 ·")
    try session.tmux.sendKeys("Space")
    try session.tmux.waitUntil("the page down") { !($0.last ?? "").contains("offset 0,48 ·") }
    // The jump animates: the reference screen is the one it settles on.
    let before = try session.tmux.waitUntilSettled("the page down")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: PreviewEndToEndTests.marker)

    let cast = session.path("live.cast")
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(header?["version"] as? Int == 2)
    #expect(header?["width"] as? Int == 120 && header?["height"] as? Int == 40)
    // At least the first screen and one per key, in time order, over real time.
    #expect(lines.count >= 1 + 5)

    let script = CLITests.root.appendingPathComponent("scripts/cast_screen.py").path
    let replay = try ShareToolTests.tool(["python3", script, cast])
    try #require(replay.status == 0, "\(replay.errors)")
    let screen = try JSONSerialization.jsonObject(with: Data(replay.output.utf8)) as? [String: Any]
    let rows = (screen?["lines"] as? [String] ?? []).map { line in
      var s = line
      while s.last == " " { s.removeLast() }
      return s
    }
    var expected = before
    while expected.count < 40 { expected.append("") }
    #expect(rows == expected)
  }
}

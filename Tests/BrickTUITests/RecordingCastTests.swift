import BrickCore
import BrickRaster
import BrickTerminal
import BrickTestSupport
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// Recordings: the `--keys` syntax, the escapes a frame becomes, the asciinema lines, and the
/// previewer run on a scripted terminal through `CastBackend`.
@Suite struct RecordingCastTests {
  @Test(arguments: [
    ("jk", [Key.char("j"), .char("k")]),
    ("<space>b<SPACE>", [.char(" "), .char("b"), .char(" ")]),
    ("<down><up><pgdn><pgup><home><end>", [.down, .up, .pageDown, .pageUp, .home, .end]),
    ("<lt><gt> ", [.char("<"), .char(">"), .char(" ")]),
    (
      "<c-c><esc><enter><tab><backtab><f5>",
      [.ctrl("c"), .escape, .enter, .tab, .backTab, .function(5)]
    ),
  ])
  func keyNames(text: String, keys: [Key]) throws {
    let script = try KeyScript(text)
    #expect(script.events.map(\.event) == keys.map(InputEvent.key))
  }

  @Test func keysComeAtThePaceAndWaitsAddTime() throws {
    let script = try KeyScript("jj<wait 500>G", paceMilliseconds: 100)
    #expect(script.events.map(\.seconds) == [0.1, 0.2, 0.8])
  }

  @Test(arguments: [
    "<nope>", "<wait x>", "<wait -1>", "<wait 99999999999999999999>", "abc<", "<c-1>",
    "<c-é>", "<C-É>", "<c-ß>", "<c-煉>",
  ])
  func badKeysAreErrors(text: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript(text) }
  }

  /// A `<wait N>` after the last key is kept: the script lasts until its end.
  @Test(
    arguments: [
      ("jj<wait 500>", 0.2, 0.7), ("<wait 300>", nil, 0.3), ("j", 0.1, 0.1),
      ("j<wait 100><wait 200>", 0.1, 0.4),
    ] as [(String, Double?, Double)])
  func trailingWaitsCount(text: String, lastKey: Double?, end: Double) throws {
    let script = try KeyScript(text, paceMilliseconds: 100)
    #expect(script.events.last?.seconds == lastKey)
    #expect(abs(script.seconds - end) < 1e-9)
    let terminal = ScriptedTerminal(cols: 20, rows: 5, script: script, holdSeconds: 1)
    #expect(abs(terminal.endTime - (end + 1)) < 1e-9)
  }

  @Test func aFullRedrawClearsThenWritesEveryCellWithItsStyle() {
    var grid = CellGrid(width: 3, height: 2)
    grid[0, 0] = Cell("a", style: Style(foreground: .red))
    grid[1, 0] = Cell("b", style: Style(foreground: .red))
    var encoder = ANSIEncoder()
    let out = encoder.encode(GridDiff(previous: nil, current: grid))
    #expect(out.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(out.contains("\u{1B}[0;31mab\u{1B}[0m "))
    // The second row starts with a cursor move (the first row ended at the last column).
    #expect(out.contains("\u{1B}[2;1H"))
  }

  @Test func onlyChangedCellsAreSentWithCursorMoves() {
    let before = CellGrid(width: 4, height: 2)
    var after = before
    after[2, 1] = Cell("x")
    var encoder = ANSIEncoder()
    _ = encoder.encode(GridDiff(previous: nil, current: before))
    #expect(encoder.encode(GridDiff(previous: before, current: after)) == "\u{1B}[2;3Hx")
  }

  @Test func wideCharactersSkipTheirContinuation() {
    var grid = CellGrid(width: 4, height: 1)
    grid[0, 0] = Cell("煉")
    grid[1, 0] = .continuation
    grid[2, 0] = Cell("z")
    var encoder = ANSIEncoder()
    let out = encoder.encode(GridDiff(previous: nil, current: grid))
    #expect(out == "\u{1B}[0m\u{1B}[H\u{1B}[2J煉z ")
  }

  @Test(arguments: [
    (0.0, "0.0"), (1.5, "1.5"), (2.4000000001, "2.4"), (0.0000004, "0.0"), (3.000001, "3.000001"),
  ])
  func eventTimes(t: Double, text: String) {
    #expect(AsciicastWriter.time(t) == text)
  }

  @Test func eventDataIsAJSONString() {
    var lines: [String] = []
    let writer = AsciicastWriter { lines.append($0) }
    writer.header(cols: 80, rows: 24, title: "a \"t\"")
    writer.output("\u{1B}[1;1Hé\n", at: 1.25)
    #expect(
      lines[0]
        == "{\"version\": 2, \"width\": 80, \"height\": 24, \"title\": \"a \\\"t\\\"\", "
        + "\"env\": {\"TERM\": \"xterm-256color\"}}\n"
    )
    #expect(lines[1] == "[1.25, \"o\", \"\\u001b[1;1Hé\\n\"]\n")
  }

  /// The previewer driven through the cast backend: one event per presented frame, with times
  /// from the script.
  @Test func previewerRecordingFollowsTheScript() throws {
    let spec = try #require(LayoutsFolder.spec("sticky.yaml"))
    var app = PreviewApp(file: PreviewEntry(path: "sticky.yaml", spec: spec))
    let script = try KeyScript("jjj<wait 1000>G", paceMilliseconds: 200)
    let terminal = ScriptedTerminal(cols: 60, rows: 40, script: script, holdSeconds: 0.5)
    var lines: [String] = []
    let backend = CastBackend(inner: terminal, writer: AsciicastWriter { lines.append($0) })
    let outcome = try TerminalLoop.run(app: &app, backend: backend)
    #expect(outcome == .signal(.hangup))
    // The header, the cursor hide, a frame at start and one per key, the frames of G's jump
    // animation, and the restore.
    let jumpFrames = Int((Animations.jumpDuration / PreviewModel.frameInterval).rounded(.up))
    #expect(backend.frameCount == 5 + jumpFrames)
    // The snap check after the jump redraws nothing new, so it sends no event.
    #expect(lines.count == 1 + 1 + (5 + jumpFrames - 1) + 1)
    #expect(abs(backend.duration - (0.2 * 4 + 1 + 0.5)) < 1e-9)
  }
}

#if Importer
  import Foundation
  import Testing

  /// `w` in a preview of a `.swift` file at 80×24, against the real binary under tmux: the
  /// status line has room for the warning's start only (`warning 1/1 (e edits):…`), so the
  /// warning is drawn whole in a box with its file, line and column; Esc hides the box, and `q`
  /// still quits with the terminal given back.
  @Suite struct PreviewWarningBoxEndToEndTests {
    static let screen = """
      class ScreenViewController: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let header = LabelBrick("header", height: .fixed(size: 50), text: "Header words")
          let row = LabelBrick("row", height: .fixed(size: 50), text: Copy.rowTitleFromServer)
          setSection(BrickSection(bricks: [header, row]))
        }
      }

      """

    @Test func theWarningIsReadWholeAt80Columns() throws {
      let session = try PreviewSession.start(
        "pv-warning-box", arguments: ["$DIR/Screen.swift"],
        files: ["Screen.swift": Self.screen, "AppDelegate.swift": "class AppDelegate {}\n"],
        cols: 80, rows: 24)
      defer { session.tmux.kill() }
      try session.tmux.waitFor(text: "Header words")
      try session.tmux.sendKeys("w")
      let screen = try session.tmux.waitFor(text: "Import warning 1/1")
      let message = "the text comes from a value known at run time; assumed 'row'"
      let words = screen.flatMap { $0.split(whereSeparator: { " │".contains($0) }) }
      let wanted = message.split(separator: " ")
      #expect(
        words.indices.contains { words.dropFirst($0).starts(with: wanted) },
        "\(screen.joined(separator: "\n"))")
      #expect(screen.contains { $0.contains("Screen.swift:5:") })
      try session.tmux.sendKeys("Escape")
      let after = try session.tmux.waitUntil("the box gone") {
        !$0.contains { $0.contains("Import warning") }
      }
      #expect(after.contains { $0.contains("1 warning (w)") }, "\(after.joined(separator: "\n"))")
      try session.tmux.sendKeys("q")
      let (status, last) = try session.tmux.waitForExitStatus()
      #expect(status == 0, "\(last.joined(separator: "\n"))")
    }
  }
#endif

#if Importer
  import Foundation
  import Testing

  /// `e` in a preview of a `.swift` file opens the Swift at the line that built the selected
  /// brick (issue 35, point 7), against the real binary under tmux: the editor is a script
  /// that records its arguments.
  @Suite struct PreviewSwiftEditEndToEndTests {
    /// The header brick is built on line 12 of the Swift; no line of the layout text the
    /// import writes is that far down for it.
    static let screen =
      String(repeating: "// Orders\n", count: 8)
        + """
        class ScreenViewController: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let header = LabelBrick("header", height: .fixed(size: 50), text: "Header words")
            let row = LabelBrick("row", height: .fixed(size: 50), text: "Row")
            setSection(BrickSection(bricks: [header, row]))
          }
        }

        """

    static let editor = """
      #!/bin/sh
      printf '%s %s %s\\n' "$1" "$2" "$(basename "$3")" > "$(dirname "$3")/editor.args"

      """

    @Test func editOpensTheSwiftLineOfTheSelectedBrick() throws {
      let session = try PreviewSession.start(
        "pv-swift-edit", arguments: ["$DIR/Screen.swift"],
        files: [
          "Screen.swift": Self.screen, "AppDelegate.swift": "class AppDelegate {}\n",
          "edit.sh": Self.editor,
        ],
        cols: 140, rows: 30, exports: ["VISUAL=", "EDITOR=\"sh $DIR/edit.sh\""])
      defer { session.tmux.kill() }
      try session.tmux.waitFor(text: "Header words")
      // The inspector opens on the first brick: the header.
      try session.tmux.sendKeys("i")
      let screen = try session.tmux.waitFor(text: "id        header")
      #expect(!screen.isEmpty)
      try session.tmux.sendKeys("e")
      let args = try session.tmux.waitForFile("editor.args")
      #expect(args == "+12 -- Screen.swift\n")
      try session.tmux.waitFor(text: "Header words")
      try session.tmux.sendKeys("q")
      let (status, after) = try session.tmux.waitForExitStatus()
      #expect(status == 0, "\(after.joined(separator: "\n"))")
    }
  }
#endif

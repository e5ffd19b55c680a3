import Foundation
import Testing

/// The inspector's `source FILE:LINE` and `e`, which hands the terminal to `$EDITOR` at that
/// line and comes back to the preview with the saved file loaded, against the real binary
/// under tmux. The editor is a script that records its arguments and changes the file.
@Suite struct PreviewEditEndToEndTests {
  static let layout = """
    title: Edit me
    root:
      bricks:
        - {type: label, id: first, text: "Old words", height: 50}
        - {type: label, id: second, text: "Second", height: 50}

    """

  /// Records `+LINE -- FILE` (the `--` keeps a file named `-x` a file), then rewrites the
  /// label the way an editor's save would.
  static let editor = """
    #!/bin/sh
    printf '%s %s %s\\n' "$1" "$2" "$(basename "$3")" > "$(dirname "$3")/editor.args"
    sed 's/Old words/New words/' "$3" > "$3.tmp" && mv "$3.tmp" "$3"

    """

  @Test func inspectorShowsTheLineAndEditReturnsToAReloadedPreview() throws {
    let session = try PreviewSession.start(
      "pv-edit", arguments: ["$DIR/f.yaml"],
      files: ["f.yaml": Self.layout, "edit.sh": Self.editor], cols: 140, rows: 30,
      exports: ["VISUAL=", "EDITOR=\"sh $DIR/edit.sh\""])
    defer { session.tmux.kill() }
    try session.tmux.waitFor(text: "Old words")
    // The inspector opens on the first brick, written on line 4.
    try session.tmux.sendKeys("i")
    let screen = try session.tmux.waitFor(text: "source    f.yaml:4")
    #expect(screen.contains { $0.contains("id        first") })

    try session.tmux.sendKeys("e")
    let args = try session.tmux.waitForFile("editor.args")
    #expect(args == "+4 -- f.yaml\n")
    // Back in the preview, with the saved text and without an error.
    let after = try session.tmux.waitFor(text: "New words")
    #expect(!after.contains { $0.contains("Old words") })
    #expect(!after.contains { $0.contains("Layout error") })
    #expect((after.last ?? "").contains("Edit me"), "\(after.joined(separator: "\n"))")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "New words")
  }
}

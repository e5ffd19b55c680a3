import Foundation
import Testing

/// The previewer's reload reads the file's `fonts:` (issue 37, F6): a save that adds a font
/// changes the content size as `frames` of the same file says, and a save naming a missing
/// font file shows the error box.
@Suite struct PreviewFontsReloadEndToEndTests {
  static let without = """
    title: Fonts reload
    device: iphone-se
    root:
      bricks:
        - {type: label, id: body, text: "Wide wide wide wide wide wide wide wide wide {index}",
           font: {size: 40}, repeat: 20}

    """
  static var inter: String {
    CLITests.root.appendingPathComponent("Fonts/Inter/Inter-Bold.otf").path
  }
  static func with(_ font: String) -> String { "fonts: {default: '\(font)'}\n" + without }

  /// `frames FILE`'s content size, as the status line writes it (`320×3880`).
  static func framesContentSize(_ path: String) throws -> String {
    let object = try CLITests().frames([path]) as? [String: Any]
    let size = try #require(object?["contentSize"] as? [String: Any])
    let w = (size["width"] as? NSNumber)?.intValue ?? -1
    let h = (size["height"] as? NSNumber)?.intValue ?? -1
    return "\(w)×\(h)"
  }

  @Test func aSaveThatAddsFontsMeasuresWithThem() throws {
    let session = try PreviewSession.start(
      "pv-fonts-reload", arguments: ["$DIR/fonts.yaml", "--zoom", "1"],
      files: ["fonts.yaml": Self.without], cols: 100, rows: 30)
    defer { session.tmux.kill() }
    let before = try Self.framesContentSize(session.path("fonts.yaml"))
    try session.waitForStatus("content \(before) ")

    try session.write("fonts.yaml", Self.with(Self.inter))
    let after = try Self.framesContentSize(session.path("fonts.yaml"))
    #expect(after != before, "the font changes nothing: pick another text")
    try session.waitForStatus("content \(after) ")

    // A font file that is not there: the error box, over the last good layout.
    try session.write("fonts.yaml", Self.with("missing.ttf"))
    let screen = try session.tmux.waitFor(text: "no such font file")
    #expect(screen.contains { $0.contains("Layout error") })
    #expect((screen.last ?? "").contains("ERROR"))

    // Back to the font: the error goes.
    try session.write("fonts.yaml", Self.with(Self.inter))
    try session.tmux.waitUntil("the error to go") {
      !($0.last ?? "").contains("ERROR") && ($0.last ?? "").contains("content \(after) ")
    }
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }

  /// A file whose `fonts:` name a missing file opens with the error shown (it used to open
  /// measured without them).
  @Test func aMissingFontAtOpenShowsTheError() throws {
    let session = try PreviewSession.start(
      "pv-fonts-open", arguments: ["$DIR/fonts.yaml"],
      files: ["fonts.yaml": Self.with("missing.ttf")], cols: 100, rows: 30)
    defer { session.tmux.kill() }
    let screen = try session.tmux.waitFor(text: "no such font file")
    #expect(screen.contains { $0.contains("Layout error") })
    try session.tmux.sendKeys("q")
    try session.tmux.waitForExit()
  }
}

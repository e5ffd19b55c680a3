import BrickTestSupport
import Foundation
import Testing

/// Issue 36 in a real terminal: a light appearance paints the device white whatever the
/// terminal's background, and plain bricks are never ANSI blue (it reads as systemBlue).
@Suite(.serialized) struct PictureColourEndToEndTests {
  let cli = CLITests()

  /// `render --colors truecolor` writes UIKit's own values: the white screen, a grey shade,
  /// the dark screen.
  @Test func renderWritesTrueColour() throws {
    let page = LayoutsFolder.url.appendingPathComponent("sticky-product-page.yaml").path
    let args = ["render", page, "--color", "always", "--colors", "truecolor"]
    let light = try cli.run(args)
    try #require(light.status == 0, "\(light.errors)")
    #expect(light.output.contains("48;2;255;255;255m"))
    #expect(
      light.output.contains("48;2;242;242;247m") || light.output.contains("48;2;229;229;234m"))
    let dark = try cli.run(args + ["--appearance", "dark"])
    #expect(dark.output.contains("48;2;0;0;0m"))
    #expect(!dark.output.contains(";44m") && !light.output.contains(";44m"))
  }

  @Test(arguments: [false, true])
  func lightLooksLightInTheTerminal(trueColorTerm: Bool) throws {
    let session = try PreviewSession.start(
      "pv-light-\(trueColorTerm)",
      arguments: [LayoutsFolder.url.appendingPathComponent("sticky-product-page.yaml").path],
      cols: 100, rows: 40, exports: trueColorTerm ? ["COLORTERM=truecolor"] : [])
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0")
    let white = Tmux.paneTerm == "screen" ? "47m" : "48;5;231m"
    try session.tmux.waitUntil("a white device") { _ in
      ((try? session.tmux.capture(escapes: true)) ?? []).joined().contains(white)
    }
    let screen = try session.tmux.capture(escapes: true).joined()
    #expect(!screen.contains("[44m") && !screen.contains(";44m"), "ANSI blue behind a brick")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "sofa.jpg")
  }
}

import BrickTestSupport
import Foundation
import Testing

/// Light and dark from the command line and in the previewer (docs/layout-file.md#text-metrics):
/// `--appearance` on every command that draws or reads a layout, `--matrix appearance` in every
/// format, and the previewer's `a` key.
@Suite struct AppearanceEndToEndTests {
  let cli = CLITests()

  static let layout = """
    title: Dark E2E
    device: iphone-se
    root:
      background: systemBackground
      bricks:
        - {type: label, id: title, height: 50, text: Title, background: secondarySystemBackground}
        - {type: label, id: rows, height: 50, text: "Row {index}", repeat: 4}
        - {type: label, id: accent, height: 50, text: Accent,
           background: {light: white, dark: "#ff000080"}}
    """

  /// Writes `text` to a scratch file and runs `body` with its path.
  func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appearance-\(UUID().uuidString).yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  /// The `fill` (and `fill-opacity`) of the rect of `id` in an SVG, in panel order.
  static func fills(_ svg: String, id: String) -> [String] {
    svg.components(separatedBy: "\n").filter { $0.contains("<rect data-id=\"\(id)\"") }.map {
      line in
      let fill =
        line.components(separatedBy: " fill=\"").dropFirst().first?
        .components(separatedBy: "\"").first ?? "?"
      let opacity = line.components(separatedBy: " fill-opacity=\"").dropFirst().first?
        .components(separatedBy: "\"").first
      return opacity.map { "\(fill)/\($0)" } ?? fill
    }
  }

  static func deviceFills(_ svg: String) -> [String] {
    svg.components(separatedBy: "\n").filter { $0.contains("<rect class=\"device\"") }.map {
      $0.components(separatedBy: " fill=\"").dropFirst().first?.components(separatedBy: "\"")
        .first ?? "?"
    }
  }

  @Test func svgTakesTheDarkValuesAndTheOptionWinsOverTheFile() throws {
    try withFile(Self.layout) { file in
      let light = try cli.run(["render", file, "--format", "svg"])
      try #require(light.status == 0, "\(light.errors)")
      #expect(Self.fills(light.output, id: "root") == ["#ffffff"])
      #expect(Self.fills(light.output, id: "title") == ["#f2f2f7"])
      #expect(Self.fills(light.output, id: "accent") == ["#ffffff"])
      #expect(Self.deviceFills(light.output) == ["#ffffff"])

      let dark = try cli.run(["render", file, "--format", "svg", "--appearance", "dark"])
      try #require(dark.status == 0, "\(dark.errors)")
      #expect(Self.fills(dark.output, id: "root") == ["#000000"])
      #expect(Self.fills(dark.output, id: "title") == ["#1c1c1e"])
      #expect(Self.fills(dark.output, id: "accent") == ["#ff0000/0.502"])
      #expect(Self.fills(dark.output, id: "rows").allSatisfy { $0 == "#1c1c1e" })
      #expect(Self.deviceFills(dark.output) == ["#000000"])
      // Text on dark fills is light.
      #expect(dark.output.contains("<text fill=\"#ffffff\""))
    }
    // The file's `appearance: dark`, and the option over it.
    try withFile("appearance: dark\n" + Self.layout) { file in
      let fromFile = try cli.run(["render", file, "--format", "svg"]).output
      #expect(Self.fills(fromFile, id: "title") == ["#1c1c1e"])
      let option = try cli.run(["render", file, "--format", "svg", "--appearance", "light"])
      #expect(Self.fills(option.output, id: "title") == ["#f2f2f7"])
    }
  }

  @Test(arguments: ["svg", "html"])
  func matrixAppearanceDrawsLightThenDark(format: String) throws {
    try withFile(Self.layout) { file in
      let r = try cli.run(["render", file, "--format", format, "--matrix", "appearance"])
      try #require(r.status == 0, "\(r.errors)")
      #expect(r.output.contains("data-caption=\"light · offset 0,0\""))
      #expect(r.output.contains("data-caption=\"dark · offset 0,0\""))
      #expect(Self.deviceFills(r.output) == ["#ffffff", "#000000"])
      #expect(Self.fills(r.output, id: "title") == ["#f2f2f7", "#1c1c1e"])
    }
  }

  @Test func textMatrixAndDarkTerminalColours() throws {
    try withFile(Self.layout) { file in
      let plain = try cli.run(["render", file, "--matrix", "appearance", "--ascii"])
      try #require(plain.status == 0, "\(plain.errors)")
      let top = plain.output.split(separator: "\n")[0]
      #expect(top.hasPrefix("light") && top.contains("dark"))
      // Without colour the two panels show the same text.
      #expect(plain.output.components(separatedBy: "Title").count == 3)

      let args = ["render", file, "--color", "always", "--colors", "256"]
      let dark = try cli.run(args + ["--appearance", "dark"]).output
      let light = try cli.run(args).output
      // Black (xterm 16) fills the dark screen below the bricks; light leaves the terminal's.
      let lastDark = dark.split(separator: "\n").dropLast().last ?? ""
      #expect(lastDark.contains("48;5;16"), "\(lastDark.debugDescription)")
      #expect(!light.contains("48;5;16"))
      #expect(dark.contains("48;5;234"))  // secondarySystemBackground's dark #1c1c1e
    }
  }

  /// Frames do not depend on the appearance; every command takes the option and checks it.
  @Test func framesCheckAndDiffTakeTheOption() throws {
    try withFile(Self.layout) { file in
      let light = try cli.run(["frames", file])
      let dark = try cli.run(["frames", file, "--appearance", "dark"])
      #expect(dark.status == 0 && light.output == dark.output)
      let check = try cli.run(["check", file, "--appearance", "dark"])
      #expect(check.status == 0 && check.output.hasPrefix("ok: "), "\(check.errors)")
      let diff = try cli.run(["diff", file, file, "--appearance", "dark"])
      #expect(diff.status == 0, "\(diff.errors)")
      for command in ["render", "frames", "check", "diff"] {
        let bad = try cli.run(
          [command, file] + (command == "diff" ? [file] : []) + ["--appearance", "dim"])
        #expect(bad.status != 0)
        #expect(bad.errors.contains("'dim' is not an appearance: use light or dark."), "\(command)")
      }
    }
  }

  /// A state may set the appearance; `--state` shows it and `--appearance` still wins.
  @Test func aStateSetsTheAppearance() throws {
    let text = Self.layout + "\nstates:\n  - {name: night, appearance: dark}\n"
    try withFile(text) { file in
      let night = try cli.run(["render", file, "--format", "svg", "--state", "night"]).output
      #expect(Self.fills(night, id: "title") == ["#1c1c1e"])
      let forced = try cli.run(
        ["render", file, "--format", "svg", "--state", "night", "--appearance", "light"])
      #expect(Self.fills(forced.output, id: "title") == ["#f2f2f7"])
    }
  }

  /// `a` in a real terminal: the status line says `dark`, the screen turns black (the
  /// terminal's escapes carry the dark background), and `a` again is back to light.
  @Test func theAKeyTogglesDarkLive() throws {
    let session = try PreviewSession.start(
      "pv-appearance", arguments: ["$DIR/dark.yaml", "--zoom", "1"],
      files: ["dark.yaml": Self.layout], cols: 120, rows: 40)
    defer { session.tmux.kill() }
    let status = try session.waitForStatus("offset 0,0")
    #expect(!(status.last ?? "").contains("· dark"))
    let darkBackground = Tmux.paneTerm == "screen" ? "40m" : "48;5;16"
    #expect(!(try session.tmux.capture(escapes: true).joined().contains(darkBackground)))
    try session.tmux.sendKeys("a")
    try session.waitForStatus("· dark")
    try session.tmux.waitUntil("a dark screen") { _ in
      ((try? session.tmux.capture(escapes: true)) ?? []).joined().contains(darkBackground)
    }
    try session.tmux.sendKeys("?")
    try session.tmux.waitFor(text: "orientation, device, light/dark")
    try session.tmux.sendKeys("Escape", "a")
    try session.tmux.waitUntil("light again") { !($0.last ?? "").contains("· dark") }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "Dark E2E")
  }

  /// `--appearance dark` starts the previewer dark.
  @Test func previewStartsDarkWithTheOption() throws {
    let session = try PreviewSession.start(
      "pv-appearance-option", arguments: ["$DIR/dark.yaml", "--appearance", "dark"],
      files: ["dark.yaml": Self.layout], cols: 120, rows: 40)
    defer { session.tmux.kill() }
    try session.waitForStatus("· dark")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "Dark E2E")
  }
}

import BrickTestSupport
import Foundation
import Testing

/// `brickyard preview` (and `brickyard FILE`) on a real terminal under tmux: scrolling with
/// keys and the wheel, toggles on the status line, the inspector, resizes down to 1x1, live
/// edits (good, broken, fixed), the gallery, and a clean terminal afterwards.
@Suite struct PreviewEndToEndTests {
  /// 30 rows of 50 points on an iPhone SE.
  static let list = """
    title: E2E list
    device: iphone-se
    root:
      inset: 10
      bricks:
        - {type: label, id: header, height: 50, text: "HEADER"}
        - {type: label, id: row, height: 50, text: "Row {index}", repeat: 30}
    """
  static let marker = "E2E list · iPhone SE"

  @Test func scrollsWithKeysAndTheWheel() throws {
    let session = try PreviewSession.start(
      "pv-scroll", arguments: ["preview", "$DIR/list.yaml", "--zoom", "1"],
      files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.tmux.waitUntil("the first screen") { screen in
      (screen.last ?? "").contains("offset 0,0 · content 320×1850")
        && screen.contains { $0.contains("HEADER") }
        && screen.contains { $0.contains("Row 0") }
    }
    try session.tmux.sendKeys("j", "j")
    try session.waitForStatus("offset 0,32 ·")
    try session.tmux.sendKeys("Space")
    // A page is the part of the device shown: this terminal shows rows 0-432 of its 568 pt.
    try session.waitForStatus("offset 0,464 ·")
    try session.tmux.sendKeys("G")
    try session.waitForStatus("offset 0,1282 ·")  // 1850 − 568, in any terminal
    try session.tmux.sendKeys("g")
    try session.waitForStatus("offset 0,0 ·")
    try session.tmux.sendText(PreviewSession.x10(65, 60, 10))  // wheel down: three rows
    try session.waitForStatus("offset 0,48 ·")
    try session.tmux.sendText(PreviewSession.x10(64, 60, 10))
    try session.waitForStatus("offset 0,0 ·")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: Self.marker)
  }

  @Test func togglesShowOnTheStatusLineAndTabOpensTheInspector() throws {
    let session = try PreviewSession.start(
      "pv-toggles", arguments: ["$DIR/list.yaml", "--zoom", "1"], files: ["list.yaml": Self.list],
      cols: 160)
    defer { session.tmux.kill() }
    try session.waitForStatus("· portrait · compact/regular ·")
    try session.tmux.sendKeys("o")
    try session.waitForStatus("· landscape · compact/compact ·")
    try session.tmux.sendKeys("c")
    try session.waitForStatus("· landscape · regular*/compact ·")  // `*`: a key overrode it
    try session.tmux.sendKeys("v", "o")
    try session.waitForStatus("· portrait · compact/regular ·")  // `o` resets overrides
    try session.tmux.sendKeys("d")
    try session.waitForStatus("iPhone SE (3rd gen) · portrait · compact/regular ·")
    try session.tmux.sendKeys("Tab")
    try session.tmux.waitUntil("the inspector on the header") { screen in
      screen.contains { $0.contains("Inspector") }
        && screen.contains { $0.contains("id        header") }
        && screen.contains { $0.contains("type      label") }
    }
    try session.tmux.sendKeys("Tab")
    try session.tmux.waitFor(text: "id        row")
    try session.tmux.sendKeys("?")
    try session.tmux.waitFor(text: "reload now")
    try session.tmux.sendKeys("Escape")
    try session.tmux.waitUntil("the help closed") { !$0.contains { $0.contains("reload now") } }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "E2E list")
  }

  /// `=` in a real terminal: portrait and landscape side by side, scrolled together, then the
  /// size classes, and Esc back to the single view.
  @Test func equalsShowsVariantsSideBySide() throws {
    let session = try PreviewSession.start(
      "pv-variants", arguments: ["$DIR/list.yaml", "--zoom", "1"], files: ["list.yaml": Self.list],
      cols: 200, rows: 60)
    defer { session.tmux.kill() }
    try session.waitForStatus("offset 0,0")
    try session.tmux.sendKeys("=")
    try session.tmux.waitUntil("portrait and landscape side by side") { screen in
      (screen.first ?? "").hasPrefix("portrait") && (screen.first ?? "").contains("landscape")
        && (screen.last ?? "").hasPrefix("= orientation: 2 variants · offset 0,0 · zoom 1.5")
    }
    try session.tmux.sendKeys("j", "j")
    try session.waitForStatus("= orientation: 2 variants · offset 0,32")
    try session.tmux.sendKeys("=")
    try session.tmux.waitUntil("the four size classes") { screen in
      let top = screen.first ?? ""
      return top.contains("compact/compact") && top.contains("regular/regular")
        && (screen.last ?? "").hasPrefix("= size classes: 4 variants · offset 0,32")
    }
    try session.tmux.sendKeys("Escape")
    try session.waitForStatus("offset 0,32 ·")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: Self.marker)
  }

  @Test func resizesDownToOneByOneAndBack() throws {
    let session = try PreviewSession.start(
      "pv-resize", arguments: ["$DIR/list.yaml", "--zoom", "1"], files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.waitForStatus("content 320×1850")
    try session.tmux.resize(cols: 40, rows: 12)
    let small = try session.tmux.waitUntil("a 40x12 screen with the header") { screen in
      // 40 columns keep the offset, the orientation and the crop note before the title.
      screen.count == 12 && (screen.last ?? "").contains("offset 0,0")
        && screen.contains { $0.contains("HEADER") }
    }
    #expect(small.allSatisfy { $0.count <= 40 })
    try session.tmux.resize(cols: 1, rows: 1)
    try session.tmux.waitUntil("a 1x1 pane") { $0.count == 1 }
    try session.tmux.resize(cols: 12, rows: 4)
    try session.tmux.waitFor(text: "too small")
    try session.tmux.resize(cols: 120, rows: 30)
    try session.waitForStatus("offset 0,0 · content 320×1850")
    #expect(try !session.tmux.paneIsDead())
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: Self.marker)
  }

  @Test func editsWhileRunning() throws {
    let session = try PreviewSession.start(
      "pv-edit", arguments: ["$DIR/list.yaml", "--zoom", "1"], files: ["list.yaml": Self.list])
    defer { session.tmux.kill() }
    try session.waitForStatus("content 320×1850")
    // A good save (a temp file renamed over): the new content shows.
    try session.write("list.yaml", Self.list.replacing("HEADER", with: "EDITED HEADER"))
    try session.tmux.waitFor(text: "EDITED HEADER")
    // Truncated in place then written: fine too.
    try session.write("list.yaml", Self.list.replacing("HEADER", with: "AGAIN"), atomic: false)
    try session.tmux.waitFor(text: "AGAIN")
    // A broken save: the error with file:line:column over the last good layout.
    try session.write(
      "list.yaml",
      Self.list.replacing("height: 50, text: \"HEADER\"", with: "hieght: 50, text: \"AGAIN\""))
    try session.tmux.waitUntil("the error over the last good layout") { screen in
      screen.contains { $0.contains("list.yaml:6:33") }
        && screen.contains { $0.contains("Layout error") }
        && screen.contains { $0.contains("hieght") } && screen.contains { $0.contains("AGAIN") }
    }
    try session.tmux.sendKeys("j")
    try session.waitForStatus("offset 0,16")  // still usable
    // Fixed: the overlay goes.
    try session.write("list.yaml", Self.list.replacing("HEADER", with: "FIXED"))
    try session.tmux.waitUntil("the overlay gone") { !$0.contains { $0.contains("Layout error") } }
    // The header's text is its first 16 points: back at the top to read it.
    try session.tmux.sendKeys("k")
    try session.tmux.waitFor(text: "FIXED")
    try session.tmux.waitUntil("the overlay gone") { !$0.contains { $0.contains("Layout error") } }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: Self.marker)
  }

  @Test func theGalleryOfTheLayoutsFolder() throws {
    let folder = LayoutsFolder.url.path
    let session = try PreviewSession.start("pv-gallery", arguments: ["preview", folder], rows: 40)
    defer { session.tmux.kill() }
    try session.tmux.waitUntil("the gallery") { screen in
      screen.contains { $0.contains("layouts in") }
        && screen.contains {
          // A wide terminal puts a picture beside the list, so long titles are cut in the
          // middle, at words, keeping both ends.
          $0.contains("Appear from…bottom") && $0.contains("appear-bottom.yaml")
        }
    }
    try session.tmux.sendKeys("j", "Enter")
    try session.waitForStatus("Appear from the top · state before ·")
    try session.tmux.sendKeys("n")
    try session.waitForStatus("Appear from the top · state inserted ·")
    try session.tmux.sendKeys("n")
    try session.waitForStatus("Card stack ·")
    try session.tmux.sendKeys("q")
    try session.tmux.waitFor(text: "▸ Card stack")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "layouts in")
  }

  /// Issue 11: a file that does not load opens with its error (file, line, column, message)
  /// over an empty layout; once it is saved valid, the layout appears.
  @Test func aFileThatDoesNotLoadOpensWithItsErrorUntilItIsFixed() throws {
    let session = try PreviewSession.start(
      "pv-bad", arguments: ["$DIR/bad.yaml"],
      files: ["bad.yaml": "root: {bricks: [{type: lable}]}\n"], cols: 120)
    defer { session.tmux.kill() }
    try session.tmux.waitUntil("the error overlay") { screen in
      screen.contains { $0.contains("Layout error") }
        && screen.contains { $0.contains("bad.yaml:1:24") }
        && screen.contains { $0.contains("unknown type 'lable'") }
    }
    try session.write("bad.yaml", Self.list)
    try session.tmux.waitUntil("the layout, without the error") { screen in
      (screen.last ?? "").hasPrefix("E2E list ·") && screen.contains { $0.contains("HEADER") }
        && !screen.contains { $0.contains("Layout error") }
    }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "E2E list ·")
  }

  @Test func aMissingFileIsRefusedBeforeTheTerminalIsTouched() throws {
    let session = try PreviewSession.start("pv-missing", arguments: ["$DIR/none.yaml"], cols: 200)
    defer { session.tmux.kill() }
    let (status, screen) = try session.tmux.waitForExitStatus()
    #expect(status == 1)
    #expect(
      screen.contains { $0.contains("none.yaml") && $0.contains("no such file") }, "\(screen)")
    let before = try session.tmux.waitForFile("stty.before")
    let after = try session.tmux.waitForFile("stty.after")
    #expect(before == after)
  }

  @Test func withoutATerminalItSaysSo() throws {
    let directory = FileManager.default.temporaryDirectory
    let file = directory.appendingPathComponent("brickyard-e2e-noterm-\(getpid()).yaml")
    try Self.list.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Subprocess.run(
      [try BrickyardBinary.path(), file.path], environment: ProcessInfo.processInfo.environment,
      scratch: directory)
    #expect(result.status == 1)
    #expect(result.errors.contains("needs a terminal"), "\(result.errors)")
    #expect(result.output.isEmpty)
  }
}

/// The root command: `preview` is the default, the other subcommands still dispatch.
@Suite struct DefaultSubcommandTests {
  @Test func helpListsEverySubcommand() throws {
    let result = try Subprocess.run(
      [try BrickyardBinary.path(), "--help"], environment: ProcessInfo.processInfo.environment,
      scratch: FileManager.default.temporaryDirectory)
    #expect(result.status == 0)
    for name in ["preview (default)", "frames", "render", "check", "diff", "bench"] {
      #expect(result.output.contains(name), "\(name) missing from:\n\(result.output)")
    }
    #expect(!result.output.contains("tui-demo"))
  }

  @Test(arguments: [["frames"], ["render"], ["check"]])
  func subcommandsStillDispatch(arguments: [String]) throws {
    let file = LayoutsFolder.url.appendingPathComponent("single-label.yaml").path
    let result = try Subprocess.run(
      [try BrickyardBinary.path()] + arguments + [file],
      environment: ProcessInfo.processInfo.environment,
      scratch: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.isEmpty || arguments == ["check"])
  }

  @Test func previewOptionsAreValidatedFirst() throws {
    let file = LayoutsFolder.url.appendingPathComponent("compose-feed.yaml").path
    for (arguments, message) in [
      (["--device", "iphone-17"], "not a preset"), (["--zoom", "0"], "--zoom"),
      (["--state", "nope"], "no such state"),
    ] {
      let result = try Subprocess.run(
        [try BrickyardBinary.path(), "preview", file] + arguments,
        environment: ProcessInfo.processInfo.environment,
        scratch: FileManager.default.temporaryDirectory)
      #expect(result.status != 0)
      #expect(result.errors.contains(message), "\(result.errors)")
      #expect(!result.errors.contains("needs a terminal"))
    }
  }
}

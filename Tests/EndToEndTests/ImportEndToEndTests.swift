import Foundation
import Testing

#if Importer
  /// `brickyard import` and `.swift` files given to the other commands, run as a user runs them.
  @Suite struct ImportEndToEndTests {
    static let fixtures = CLITests.root.appendingPathComponent("Tests/BrickImportTests/Fixtures")

    func fixture(_ path: String) -> String { Self.fixtures.appendingPathComponent(path).path }

    @Test func importWritesALayoutAndPrintsWarningsLikeCheck() throws {
      let swift = fixture("Warnings/MissingDataSource.swift")
      let r = try CLITests().run(["import", swift])
      #expect(r.status == 0, "\(r.errors)")
      #expect(
        r.output.contains("- {type: label, id: row, text: \"Row\"}  # MissingDataSource.swift:2"))
      let warnings = r.errors.split(separator: "\n")
      // The fixture is in no app (issue 35's app root: the brickyard package's tests are not its
      // sources), which the first warning says, since the file alone cannot be followed whole.
      #expect(warnings.count == 2, "\(r.errors)")
      #expect(warnings.first?.hasPrefix("\(swift):1:1: warning: no app root found") == true)
      #expect(warnings.last?.hasPrefix("\(swift):3:33: warning: no repeatCount(for:") == true)
    }

    @Test func importAFolderWritesOneLayoutPerScreen() throws {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-import-app-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let r = try CLITests().run(["import", fixture("App"), "-o", scratch.path])
      #expect(r.status == 0, "\(r.errors)")
      #expect(r.errors.contains("wrote 6 layouts to \(scratch.path) (0 warnings)"), "\(r.errors)")
      let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
      #expect(
        written == [
          "FeedScreen.yaml", "HelperScreen.yaml", "ListBase.yaml", "NamesScreen.yaml",
          "ThirdsList.yaml",
          "TogglesScreen.yaml",
        ])
      let check = try CLITests().run(
        ["check"] + written.map { scratch.appendingPathComponent($0).path })
      #expect(check.status == 0, "\(check.errors)")
      let bare = try CLITests().run(["import", fixture("App")])
      #expect(bare.status == 1)
      #expect(bare.errors.contains("found 6 screens"), "\(bare.errors)")
    }

    /// A folder with a FIFO, a file too deeply nested for the parser and one too large: each
    /// skipped with a warning on standard error, the screens of the rest written (issue 22).
    @Test func importAFolderSkipsWhatIsPastTheLimits() throws {
      let fm = FileManager.default
      let scratch = fm.temporaryDirectory.appendingPathComponent(
        "brickyard-import-limits-\(UUID())")
      let app = scratch.appendingPathComponent("App").path
      let out = scratch.appendingPathComponent("Out").path
      defer { try? fm.removeItem(at: scratch) }
      try fm.copyItem(atPath: fixture("App"), toPath: app)
      #expect(mkfifo(app + "/Pipe.swift", 0o644) == 0)
      let nested = "let a = " + String(repeating: "[", count: 1_000) + "\n"
      try nested.write(toFile: app + "/Nested.swift", atomically: false, encoding: .utf8)
      let huge = "// " + String(repeating: "x", count: 3 << 20) + "\n"
      try huge.write(toFile: app + "/Huge.swift", atomically: false, encoding: .utf8)
      let r = try CLITests().run(["import", app, "-o", out])
      #expect(r.status == 0, "\(r.errors)")
      #expect(r.errors.contains("\(app)/Pipe.swift:1:1: warning: skipped: is not a regular file"))
      #expect(r.errors.contains("\(app)/Nested.swift:1:21: warning: skipped: '[' nested deeper"))
      #expect(r.errors.contains("\(app)/Huge.swift:1:1: warning: skipped: is 3.0 MB of Swift"))
      #expect(r.errors.contains("wrote 6 layouts to \(out)"), "\(r.errors)")
    }

    @Test func importToAFileThatCheckAndFramesRead() throws {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-import-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let out = scratch.appendingPathComponent("collection.yaml").path
      let sources = [
        fixture("Seeds/readme-horizontal-collection.swift"),
        fixture("Seeds/readme-horizontal-collection.context.swift"),
      ]
      let r = try CLITests().run(["import"] + sources + ["-o", out])
      #expect(r.status == 0, "\(r.errors)")
      #expect(r.output.isEmpty)
      let yaml = try String(contentsOfFile: out, encoding: .utf8)
      #expect(yaml.contains("repeat: 10"))
      let check = try CLITests().run(["check", out])
      #expect(check.status == 0, "\(check.errors)")
      #expect(check.output.contains("ok: \(out)"))
      // The hand-written file and the import solve to the same frames.
      let fromImport = try CLITests().frames([out, "--device", "iphone-se"])
      let fromLayout = try CLITests().frames([
        CLITests().layout("horizontal-collection.json"), "--device", "iphone-se",
      ])
      #expect(Self.frames(fromImport) == Self.frames(fromLayout))
      #expect(Self.frames(fromImport).count > 7)
    }

    @Test func swiftFilesWorkWhereLayoutFilesDo() throws {
      let swift = fixture("Constructs/Sections.swift")
      let framed = try CLITests().frames([swift, "--device", "iphone-se"])
      let ids = ((framed as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap {
        $0["id"] as? String
      }
      #expect(ids.prefix(4) == ["root", "sidebar", "menu", "help"])
      let render = try CLITests().run(["render", swift, "--device", "iphone-se"])
      #expect(render.status == 0, "\(render.errors)")
      #expect(render.output.contains("Headline"))
      let check = try CLITests().run(["check", swift])
      #expect(check.status == 0)
    }

    @Test func unreadableSwiftFailsWithItsPath() throws {
      let r = try CLITests().run(["import", "/nonexistent/Screen.swift"])
      #expect(r.status == 1)
      #expect(r.errors.contains("/nonexistent/Screen.swift"))
      #expect(r.errors.contains("no such file"))
    }

    /// The frames of a `frames` object, in item order.
    static func frames(_ object: Any) -> [[String: Double]] {
      let items = (object as? [String: Any])?["items"] as? [[String: Any]] ?? []
      return items.map { item in
        let frame = item["frame"] as? [String: Any] ?? [:]
        return frame.compactMapValues { ($0 as? NSNumber)?.doubleValue }
      }
    }
  }

  /// `brickyard Screen.swift` previews the import and reloads it when the Swift is saved.
  @Suite struct ImportPreviewEndToEndTests {
    static func screen(_ word: String, rows: Int) -> String {
      """
      class ScreenViewController: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let section = BrickSection(bricks: [
            LabelBrick("header", height: .fixed(size: 50), text: "\(word) HEADER"),
            LabelBrick("row", height: .fixed(size: 50), text: "Row"),
          ])
          section.repeatCountDataSource = self
          setSection(section)
        }

        func repeatCount(
          for identifier: String, with collectionIndex: Int, collectionIdentifier: String
        ) -> Int {
          return identifier == "row" ? \(rows) : 1
        }
      }

      """
    }

    @Test func previewReloadsWhenTheSwiftChanges() throws {
      let session = try PreviewSession.start(
        "pv-swift", arguments: ["$DIR/Screen.swift"],
        files: ["Screen.swift": Self.screen("ALPHA", rows: 10)])
      defer { session.tmux.kill() }
      try session.tmux.waitUntil("the first import") { screen in
        screen.contains { $0.contains("ALPHA HEADER") }
          && (screen.last ?? "").contains("content 320×550")
      }
      try session.write("Screen.swift", Self.screen("BRAVO", rows: 20))
      try session.tmux.waitUntil("the saved import") { screen in
        screen.contains { $0.contains("BRAVO HEADER") }
          && (screen.last ?? "").contains("content 320×1050")
      }
      try session.tmux.sendKeys("q")
      let (status, screen) = try session.tmux.waitForExitStatus()
      #expect(status == 0, "\(screen.joined(separator: "\n"))")
    }
  }
#else
  /// Built without the Importer trait (`--disable-default-traits`): `brickyard import` and a
  /// `.swift` file given to another command fail, saying the build has no importer and how to
  /// get one, instead of offering what cannot work.
  @Suite struct ImportUnavailableEndToEndTests {
    static let swift = CLITests.root
      .appendingPathComponent("Tests/BrickImportTests/Fixtures/Constructs/Sections.swift").path

    @Test func importSaysTheBuildHasNoImporter() throws {
      let r = try CLITests().run(["import", Self.swift])
      #expect(r.status == 64, "\(r.errors)")
      #expect(
        r.errors.contains("this brickyard was built without the importer (the Importer trait)"),
        "\(r.errors)")
      #expect(r.output.isEmpty)
    }

    @Test(arguments: [["check"], ["frames"], ["render"]])
    func swiftFilesNeedTheImporter(command: [String]) throws {
      let r = try CLITests().run(command + [Self.swift])
      #expect(r.status == 1, "\(r.errors)")
      #expect(
        r.errors.contains(
          "\(Self.swift): error: is Swift source, and this brickyard was built without its importer"
        ), "\(r.errors)")
    }
  }
#endif

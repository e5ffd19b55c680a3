#if Importer
  import BrickCore
  import BrickFiles
  import BrickFormat
  import BrickPreviewTestSupport
  import BrickTerminal
  import Foundation
  import Testing

  @testable import BrickPreview

  /// Issue 35, point 7: in a preview of an imported `.swift` file, `e` on a selected brick
  /// opens the Swift file at the line the brick was built on, not at the line of the generated
  /// layout text; and a reload keeps the map from layout lines to Swift lines current.
  @Suite struct SwiftEditPlaceTests {
    /// Twenty comment lines first, so no Swift line is also the line of a brick in the layout
    /// text (`title` is built on line 24, `row` on line 25).
    static func screen(rowLine: Int = 25) -> String {
      String(repeating: "// a comment\n", count: 20)
        + """
        class Screen: BrickViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let title = LabelBrick("title", height: .fixed(size: 40), text: "Title")

        """
        + String(repeating: "\n", count: rowLine - 25)
          + """
              let row = LabelBrick("row", height: .fixed(size: 40), text: "Row")
              setSection(BrickSection(bricks: [title, row]))
            }
          }

          """
    }

    static func folder() throws -> String {
      let folder = NSTemporaryDirectory() + "brickyard-swift-edit-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      // The app's folder is this one (the import reads no folder above it).
      try "class AppDelegate: UIResponder {}\n".write(
        toFile: folder + "/AppDelegate.swift", atomically: true, encoding: .utf8)
      return folder
    }

    /// The id of the selected brick and what `e` does.
    static func edit(_ app: inout PreviewApp, now: Double) -> (String?, AppAction) {
      let id = app.viewer.flatMap { model in
        model.inspection.selection.map { ItemKeys.key(of: $0, in: model.engine.layout.compiled) }
      }
      return (id, app.handle(.key(.char("e")), now: now))
    }

    @Test func editOpensTheSwiftLineOfTheSelectedBrick() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/Screen.swift"
      try Self.screen().write(toFile: path, atomically: true, encoding: .utf8)

      let entry = try PreviewEntry.open(path: path).get()
      #expect(entry.errors == nil)
      var app = PreviewApp(file: entry, source: DiskLayoutSource())
      _ = app.handle(.resize(cols: 60, rows: 20), now: 0)
      // Nothing selected: the Swift file's top.
      #expect(app.handle(.key(.char("e")), now: 0.1) == .edit(path: path, line: 1))

      var seen: [String: AppAction] = [:]
      for step in 1...2 {
        _ = app.handle(.key(.tab), now: Double(step))
        let (id, action) = Self.edit(&app, now: Double(step) + 0.5)
        if let id { seen[id] = action }
      }
      #expect(seen["title"] == .edit(path: path, line: 24), "\(seen)")
      #expect(seen["row"] == .edit(path: path, line: 25), "\(seen)")
      // The inspector names the same place as `e`: the Swift line, not the layout text's.
      let sourceLine = app.viewer?.inspectorLines().first { $0.hasPrefix("source") }
      #expect(sourceLine?.hasPrefix("source    Screen.swift:25") == true, "\(sourceLine ?? "")")
      // The layout text's own lines are not Swift lines.
      let layoutLines = (entry.text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .count
      #expect(layoutLines < 24)
    }

    /// A save that moves the brick in the Swift moves where `e` opens.
    @Test func aReloadedImportKeepsItsSwiftLines() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/Screen.swift"
      try Self.screen().write(toFile: path, atomically: true, encoding: .utf8)
      var app = PreviewApp(
        file: try PreviewEntry.open(path: path).get(), source: DiskLayoutSource())
      _ = app.handle(.resize(cols: 60, rows: 20), now: 0)
      _ = app.handle(.key(.tab), now: 0.1)
      _ = app.handle(.key(.tab), now: 0.2)
      #expect(Self.edit(&app, now: 0.3) == ("row", .edit(path: path, line: 25)))

      try Self.screen(rowLine: 30).write(toFile: path, atomically: true, encoding: .utf8)
      _ = app.handle(.key(.char("r")), now: 1)
      #expect(Self.edit(&app, now: 1.5) == ("row", .edit(path: path, line: 30)))
    }

    /// A layout file's `e` opens the file at the brick's own line, as before.
    @Test func aLayoutFileOpensAtItsOwnLine() throws {
      let yaml = "title: T\nroot:\n  bricks:\n    - {type: label, id: a, text: A, height: 40}\n"
      var app = PreviewApp(
        file: PreviewEntry(path: "t.yaml", spec: Preview.spec(yaml, path: "t.yaml"), text: yaml))
      _ = app.handle(.resize(cols: 60, rows: 20), now: 0)
      _ = app.handle(.key(.tab), now: 0.1)
      #expect(Self.edit(&app, now: 0.2) == ("a", .edit(path: "t.yaml", line: 4)))
    }
  }
#endif

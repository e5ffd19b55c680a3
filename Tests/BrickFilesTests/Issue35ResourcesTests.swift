#if Importer
  import BrickCore
  @testable import BrickFiles
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// Issue 35 docs/layout-file.md#limits-and-errors, docs/commands.md#pictures-to-share: an app's
  /// asset catalog colours and images and its `brickyard.sizes.yaml` sidecars reach the import of a
  /// file given alone, are read again on every import, the nearer sidecar wins, and what cannot be
  /// read is a warning at its line.
  @Suite struct Issue35ResourcesTests {
    static let screen = """
      import BrickKit

      class PromoBrick: Brick {}

      class Screen: BrickViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          setSection(BrickSection(bricks: [
            PromoBrick("promo", height: .auto(estimate: .fixed(size: 50))),
            ImageBrick("hero", dataSource: ImageBrickCellModel(image: UIImage(named: "Hero")!)),
            LabelBrick("name", backgroundColor: UIColor(named: "Ink")!, text: "Name"),
          ]))
        }
      }

      """

    func withApp(_ body: (String) throws -> Void) throws {
      let folder = NSTemporaryDirectory() + "brickyard-resources-" + UUID().uuidString
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let manager = FileManager.default
      for sub in ["Sources/App/Screens", "Sources/App/Resources/Assets.xcassets/Ink.colorset"] {
        try manager.createDirectory(
          atPath: folder + "/" + sub, withIntermediateDirectories: true)
      }
      try "// swift-tools-version:5.9\n".write(
        toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
      // 0-255 integers for the light colour, hex for the dark one.
      try """
      {"colors": [
        {"color": {"components": {"red": "51", "green": "102", "blue": "153", "alpha": "1.000"}}},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"components": {"red": "0xCC", "green": "0xDD", "blue": "0xEE", "alpha": "1"}}}
      ]}
      """.write(
        toFile: folder + "/Sources/App/Resources/Assets.xcassets/Ink.colorset/Contents.json",
        atomically: true, encoding: .utf8)
      try body(folder)
    }

    @Test func sidecarsAndCatalogsReachAFileAlone() throws {
      try withApp { folder in
        let file = folder + "/Sources/App/Screens/Screen.swift"
        try Self.screen.write(toFile: file, atomically: true, encoding: .utf8)
        let root = folder + "/brickyard.sizes.yaml"
        let near = folder + "/Sources/App/Screens/brickyard.sizes.yaml"
        try "sizes:\n  PromoBrick: {height: 90}\n  hero: {aspect: 0.5}\n".write(
          toFile: root, atomically: true, encoding: .utf8)
        var result = SwiftApp.importFile(path: file, text: Self.screen)
        #expect(result.yaml.contains("contentHeight: 90"), "\(result.yaml)")
        #expect(result.yaml.contains("aspect: 0.5"), "\(result.yaml)")
        #expect(
          result.yaml.contains("background: {light: \"#336699\", dark: \"#ccddee\"}"),
          "\(result.yaml)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
        #expect(result.files.contains(root), "\(result.files)")
        // A nearer sidecar wins; an unknown field is warned at its line; every import rereads.
        try "# near\nsizes:\n  PromoBrick: {height: 120, depth: 3}\n  PromoBrik: {height: 9}\n"
          .write(
            toFile: near, atomically: true, encoding: .utf8)
        result = SwiftApp.importFile(path: file, text: Self.screen)
        #expect(result.yaml.contains("contentHeight: 120"), "\(result.yaml)")
        #expect(result.files.contains(near), "\(result.files)")
        let warned = result.warnings.map { "\($0.file):\($0.line): \($0.message)" }
        #expect(
          warned == [
            near + ":3: unknown field `depth` of PromoBrick: a size has `height` "
              + "(points) and `aspect`",
            near + ":4: `PromoBrik` names no brick class or identifier in the app's Swift; "
              + "its size is not used",
          ], "\(warned)")
      }
    }

    /// A folder import (`brickyard import DIR`) checks the sidecar's keys as a file's import
    /// does: a key naming nothing in the app is warned at its line, once for the app.
    @Test func sidecarKeysAreCheckedInAFolderImport() throws {
      try withApp { folder in
        let file = folder + "/Sources/App/Screens/Screen.swift"
        try Self.screen.write(toFile: file, atomically: true, encoding: .utf8)
        let sidecar = folder + "/brickyard.sizes.yaml"
        try "sizes:\n  PromoBrick: {height: 90}\n  PromoBrik: {height: 9}\n  hero: {aspect: 2}\n"
          .write(toFile: sidecar, atomically: true, encoding: .utf8)
        let app = try SwiftApp.readFolder(folder).get()
        let imported = BrickImporter.importApp(
          app.sources, resources: SwiftApp.resources(root: folder))
        #expect(imported.screens.map(\.name) == ["Screen"])
        #expect(imported.screens.first?.result.yaml.contains("contentHeight: 90") == true)
        let warned = imported.warnings.map { "\($0.file):\($0.line): \($0.message)" }
        #expect(
          warned == [
            sidecar + ":3: `PromoBrik` names no brick class or identifier in the app's Swift; "
              + "its size is not used"
          ], "\(warned)")
      }
    }

    /// Without a sidecar, the nib brick's and the remote image's heights are estimates, warned.
    @Test func withoutASidecarTheEstimatesAreWarned() throws {
      try withApp { folder in
        let file = folder + "/Sources/App/Screens/Screen.swift"
        try Self.screen.write(toFile: file, atomically: true, encoding: .utf8)
        let result = SwiftApp.importFile(path: file, text: Self.screen)
        let lines = result.warnings.map(\.line)
        #expect(lines == [9, 10], "\(result.warnings.map(\.description))")
      }
    }

    @Test(arguments: [
      ("0.400", 0x66), ("102", 0x66), ("0x66", 0x66), ("1.000", 0xFF), ("255", 0xFF),
    ])
    func colourComponentsInEachSpelling(_ written: String, _ byte: Int) {
      let rgba = AssetCatalog.rgba(["red": written, "green": written, "blue": written])
      #expect(rgba == RGBA(UInt32(byte) << 16 | UInt32(byte) << 8 | UInt32(byte)))
    }
  }
#endif

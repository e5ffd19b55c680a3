#if Importer
  import BrickFiles
  import BrickFormat
  import Foundation
  import Testing

  @testable import BrickImport

  /// A `.swift` file given alone (`brickyard import FILE`, the previewer) is parsed once, for the
  /// import: its app's files are found by the folders' names (issue 35's app root), no longer by
  /// a parse of its classes. It was parsed once more per screen name and twice more besides,
  /// which made a 1 MB file of constants take a minute in a debug build (issue 22).
  @Suite struct ImportFileParsesTests {
    static func screens(_ count: Int) -> String {
      var text = "import BrickKit\n"
      for i in 0..<count {
        text += """
          class Screen\(i): BrickViewController {
            static let title = "Screen \(i)"
            override func viewDidLoad() {
              super.viewDidLoad()
              setSection(BrickSection(bricks: [LabelBrick("t", text: Screen\(i).title)]))
            }
          }

          """
      }
      return text
    }

    @Test(arguments: [1, 5])
    func aFileGivenAloneIsParsedOnce(screens: Int) throws {
      let folder = NSTemporaryDirectory() + "brickyard-parses-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/Screens.swift"
      let text = Self.screens(screens)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      var result: ImportResult?
      let parses = ParseCounts.counting([path, text]) {
        result = SwiftApp.importFile(path: path, text: text)
      }
      #expect(parses == 1)
      // The file's first screen, named after its class.
      let yaml = try #require(result?.yaml)
      #expect(yaml.contains("title: \"Screen0\"\n"), "\(yaml)")
      #expect(yaml.contains("text: \"Screen 0\""), "\(yaml)")
      #expect(result?.warnings.isEmpty == true, "\(result?.warnings ?? [])")
    }

    /// The screen a file builds is one it declares, not one of the app's other files that
    /// comes first.
    @Test func theFilesOwnScreenIsBuilt() throws {
      let folder = NSTemporaryDirectory() + "brickyard-parses-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try "".write(toFile: folder + "/AppDelegate.swift", atomically: true, encoding: .utf8)
      try Self.screens(2).write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
      let own = Self.screens(3).replacingOccurrences(of: "Screen", with: "Other")
      try own.write(toFile: folder + "/B.swift", atomically: true, encoding: .utf8)
      let result = SwiftApp.importFile(path: folder + "/B.swift", text: own)
      #expect(result.yaml.contains("title: \"Other0\"\n"), "\(result.yaml)")
      #expect(result.files.first == folder + "/B.swift")
    }
  }
#endif

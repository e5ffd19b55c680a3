#if Importer
  import BrickFiles
  import Foundation
  import Testing

  @testable import BrickImport

  /// A gallery of an app's screens (`brickyard preview APP`) imports the app's files once for
  /// all its screens (`SwiftApp.importFiles`), and each screen comes out exactly as the import
  /// of its file alone (`SwiftApp.importFile`): the same layout, warnings and files read.
  @Suite struct GalleryImportTests {
    /// Every Swift file of the fixture apps with an app root (a file that declares no screen
    /// too: it imports as its own code).
    static let apps = ["TeamApp", "XcodeApp", "AssetsApp"]

    static func files(of app: String) throws -> [(path: String, text: String)] {
      let folder = issue35Fixtures.appendingPathComponent(app).path
      return try SwiftApp.swiftFiles(in: folder).sorted().map {
        ($0, try String(contentsOfFile: $0, encoding: .utf8))
      }
    }

    @Test(arguments: apps)
    func eachScreenIsItsFileAlone(_ app: String) throws {
      let files = try Self.files(of: app)
      #expect(files.count >= 2, "\(files.map(\.path))")
      let together = SwiftApp.importFiles(files)
      #expect(together.count == files.count)
      for (file, result) in zip(files, together) {
        let alone = SwiftApp.importFile(path: file.path, text: file.text)
        let name = (file.path as NSString).lastPathComponent
        #expect(result.yaml == alone.yaml, "\(name)")
        #expect(result.warnings == alone.warnings, "\(name)")
        #expect(result.files == alone.files, "\(name)")
        #expect(result.sourceMap.places == alone.sourceMap.places, "\(name)")
      }
    }

    /// The app's files are parsed once for the whole gallery, not once per screen file. (A
    /// copy of the app, so that no other test's import parses files of the same names.)
    @Test func theAppIsParsedOnce() throws {
      let copy = NSTemporaryDirectory() + "brickyard-gallery-" + UUID().uuidString
      defer { try? FileManager.default.removeItem(atPath: copy) }
      try FileManager.default.copyItem(
        atPath: issue35Fixtures.appendingPathComponent("TeamApp").path, toPath: copy)
      let files = try SwiftApp.swiftFiles(in: copy + "/Sources").sorted().map {
        ($0, try String(contentsOfFile: $0, encoding: .utf8))
      }
      var results: [ImportResult] = []
      let parses = ParseCounts.counting(Set(files.map(\.0))) {
        results = SwiftApp.importFiles(files)
      }
      #expect(files.count == 9)
      #expect(results.count == files.count)
      #expect(results.allSatisfy { !$0.yaml.isEmpty })
      #expect(parses == files.count, "\(parses) parses of \(files.count) files")
    }

    /// Files of two apps, and a file with no app root, in one gallery: each as it is alone.
    @Test func filesOfSeveralAppsAndNone() throws {
      let loose = issue35Fixtures.deletingLastPathComponent()
        .appendingPathComponent("Constructs/Cells.swift").path
      let all =
        try Self.files(of: "TeamApp").prefix(2) + Self.files(of: "XcodeApp").prefix(2)
        + [(loose, try String(contentsOfFile: loose, encoding: .utf8))]
      for (file, result) in zip(all, SwiftApp.importFiles(Array(all))) {
        let alone = SwiftApp.importFile(path: file.path, text: file.text)
        #expect(result.yaml == alone.yaml, "\(file.path)")
        #expect(result.warnings == alone.warnings, "\(file.path)")
      }
    }
  }
#endif

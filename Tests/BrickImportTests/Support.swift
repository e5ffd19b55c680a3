#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import BrickTestSupport
  import Foundation
  import Testing

  /// The fixture folder, found from this file's path.
  let fixturesURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The text of a fixture (`Seeds/readme-sticky.swift`), or nil when it does not exist.
  func fixtureText(_ path: String) -> String? {
    try? String(contentsOf: fixturesURL.appendingPathComponent(path), encoding: .utf8)
  }

  /// In record mode (`RECORD_FIXTURES=1`), writes the importer's layout over the layout fixture
  /// at `path` and fails the test, so the new fixture is looked at before it lands (it replaces a
  /// hand translation: review what changed); false otherwise.
  func recordedImport(_ yaml: String, as path: String) -> Bool {
    guard Fixtures.recording else { return false }
    Fixtures.expect(yaml, file: fixturesURL.appendingPathComponent(path))
    return true
  }

  /// Imports fixture files together.
  func importFixtures(_ paths: [String]) throws -> ImportResult {
    let sources = try paths.map { path in
      SwiftSource(name: path, text: try #require(fixtureText(path), "missing fixture \(path)"))
    }
    return BrickImporter.importSources(sources)
  }

  /// Loads layout text, failing the test with the loader's errors.
  func loadLayout(_ text: String, _ name: String) throws -> LayoutSpec {
    switch LayoutLoader.load(text: text, sourceName: name) {
    case .success(let spec): return spec
    case .failure(let errors):
      Issue.record("\(name) does not load:\n\(errors)\n\(text)")
      throw errors
    }
  }

  /// Every item's frame before behaviors, and the content size, as the solver gives them.
  struct SolvedFrames: Equatable, CustomStringConvertible {
    var frames: [Rect]
    var hidden: [Bool]
    var contentSize: Size

    init(_ spec: LayoutSpec, device: Device, orientation: Traits.Orientation) {
      let solved = SolvedLayout(solving: spec, environment: device.environment(orientation))
      let count = CompiledLayout(spec).itemCount
      frames = (0..<count).map { solved.frame(of: $0) }
      hidden = (0..<count).map { solved.isHidden($0) }
      contentSize = solved.contentSize
    }

    var description: String {
      frames.enumerated().map { "\($0): \($1)" }.joined(separator: "\n")
        + "\ncontent \(contentSize)"
    }
  }
#endif

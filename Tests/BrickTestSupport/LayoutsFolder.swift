import BrickCore
import BrickFormat
import Foundation

/// The example layouts in `Layouts/`, found from this file's path.
public enum LayoutsFolder {
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  /// The layout files' names, sorted. Throws when the folder is missing, cannot be listed or
  /// holds no layout file, so a sweep over them (`@Test(arguments: try LayoutsFolder.names)`)
  /// fails instead of passing with no cases.
  public static var names: [String] {
    get throws {
      try FixtureFolder.names(in: url, extensions: ["yaml", "yml", "json"])
    }
  }

  /// Loads one example; nil (with the errors printed) when it does not load.
  public static func spec(_ name: String) -> LayoutSpec? {
    guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    else { return nil }
    switch LayoutLoader.load(text: text, sourceName: "Layouts/\(name)") {
    case .success(let spec): return spec
    case .failure(let errors):
      print(errors.description)
      return nil
    }
  }
}

/// A folder of test fixtures that a sweep runs over.
public enum FixtureFolder {
  /// Why a fixture folder gave no cases.
  public struct Empty: Error, CustomStringConvertible {
    public var description: String
  }

  /// The names of the files in `folder` whose extension is one of `extensions`, sorted. Throws
  /// when the folder cannot be listed (missing, not a folder, no permission) or has no such
  /// file: a sweep over zero fixtures would pass without testing anything.
  public static func names(in folder: URL, extensions: Set<String>) throws -> [String] {
    let all: [String]
    do {
      all = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw Empty(description: "cannot list the fixture folder \(folder.path): \(error)")
    }
    let names = all.filter { name in
      guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
      return extensions.contains(String(name[name.index(after: dot)...]))
    }.sorted()
    if names.isEmpty {
      throw Empty(
        description: "no .\(extensions.sorted().joined(separator: "/.")) files in \(folder.path)")
    }
    return names
  }
}

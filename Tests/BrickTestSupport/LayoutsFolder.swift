import BrickCore
import BrickFormat
import Foundation

/// The example layouts in `Layouts/`, found from this file's path.
public enum LayoutsFolder {
  public static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  /// The layout files' names, sorted.
  public static var names: [String] {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
  }

  /// Loads one example; nil (with the errors printed) when it does not load.
  public static func spec(_ name: String) -> LayoutSpec? {
    guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else { return nil }
    switch LayoutLoader.load(text: text, sourceName: "Layouts/\(name)") {
    case .success(let spec): return spec
    case .failure(let errors):
      print(errors.description)
      return nil
    }
  }
}

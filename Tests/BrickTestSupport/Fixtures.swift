import Foundation
import Testing

/// Expected outputs kept as files beside the tests (screens, imported layouts, error tables,
/// the built binary's standard error for bad inputs), and their record mode, one for every
/// kind: `RECORD_FIXTURES=1 swift test --filter ...` rewrites the files of the tests that run
/// and fails each of them, so a recording is always looked at (`git diff`) before it lands.
/// `RECORD_SCREENS=1`, the rasterizer's older name for it, does the same. docs/testing.md
/// lists the fixture folders.
public enum Fixtures {
  /// True when the tests record their fixtures instead of comparing with them.
  public static var recording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return ["RECORD_FIXTURES", "RECORD_SCREENS"].contains { name in
      let value = environment[name] ?? ""
      return !value.isEmpty && value != "0"
    }
  }

  /// The folder `name` beside the test file that calls it.
  public static func folder(_ name: String, beside file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Compares `actual` with the text of the fixture at `url`, or records it there.
  public static func expect(
    _ actual: String, file url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = url.lastPathComponent
    if recording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(name): review it, then run again without RECORD_FIXTURES",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing fixture \(name); run with RECORD_FIXTURES=1 to record:\n\(actual)",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      Issue.record(
        "\(name) differs:\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// A line diff: `-` expected, `+` actual, for the lines that differ.
  public static func lineDiff(expected: String, actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(e.count, a.count) {
      let el = i < e.count ? String(e[i]) : "<none>"
      let al = i < a.count ? String(a[i]) : "<none>"
      if el == al {
        out.append("  " + el)
      } else {
        out.append("- " + el)
        out.append("+ " + al)
      }
    }
    return out.joined(separator: "\n")
  }
}

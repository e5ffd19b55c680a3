import Foundation
import Testing

/// The built `brickyard` binary run as CI runs it: `frames`, `render`, `diff` and `check` on
/// the example layouts, checking output text and exit codes.
@Suite struct CLITests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickyard-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    let path = try BrickyardBinary.path()
    return try Subprocess.run([path] + arguments, environment: env, scratch: scratch)
  }

  func layout(_ name: String) -> String { Self.root.appendingPathComponent("Layouts/\(name)").path }

  /// The JSON objects of `frames`, decoded.
  func frames(_ arguments: [String]) throws -> Any {
    let r = try run(["frames"] + arguments)
    #expect(r.status == 0, "\(r.errors)")
    return try JSONSerialization.jsonObject(with: Data(r.output.utf8))
  }

  func item(_ object: Any, _ id: String, index: Int = 0) -> [String: Any]? {
    let items = (object as? [String: Any])?["items"] as? [[String: Any]] ?? []
    return items.first { $0["id"] as? String == id && $0["index"] as? Int == index }
  }

  func y(_ item: [String: Any]?, _ key: String = "frame") -> Double? {
    ((item?[key] as? [String: Any])?["y"] as? NSNumber)?.doubleValue
  }

  /// The tmux tests run the binary built with this test bundle, so a sanitizer build
  /// (scripts/asan.sh, scripts/tsan.sh: their own scratch paths) runs its sanitized binary,
  /// not a stale or missing one under `.build`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BRICKYARD_BIN"] == nil))
  func theTmuxTestsRunTheBinaryBuiltWithThem() throws {
    #expect(try BrickyardBinary.path() == BrickyardProcess.executable)
  }

  @Test func framesListsEveryItemWithBrickKitsNumbers() throws {
    let json = try frames([layout("simple-ratios.yaml"), "--width", "320", "--height", "480"])
    let object = try #require(json as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.count == 8)
    #expect(items.first?["id"] as? String == "root")
    let half = try #require(
      items.first { ($0["frame"] as? [String: Any])?["width"] as? Double == 135 })
    #expect((half["frame"] as? [String: Any])?["x"] as? Double == 20)
    #expect(object["maxZIndex"] as? Int == 7)
  }

  @Test func offsetsApplyInOrderAndStickyStaysOnTop() throws {
    let json = try frames([layout("sticky-product-page.yaml"), "--offsets", "0,300,600"])
    let screens = try #require(json as? [Any])
    #expect(screens.count == 3)
    let titleYs = screens.map { y(item($0, "title")) }
    #expect(titleYs == [250, 300, 600])
    #expect(y(item(screens[2], "title"), "originalFrame") == 250)
    #expect((item(screens[1], "title")?["stickingPercentage"] as? NSNumber)?.doubleValue == 0)
  }

  @Test func proposeReportsTheSnapTarget() throws {
    let json = try frames([layout("snap-to-point.yaml"), "--propose", "0,130"])
    let target = (json as? [String: Any])?["targetContentOffset"] as? [String: Any]
    #expect(target != nil)
  }

  @Test func atMillisecondsKeepsTheEstimateUntilTheImageLoads() throws {
    let early = try frames([layout("dynamic-image-heights.yaml"), "--at-ms", "0"])
    let late = try frames([layout("dynamic-image-heights.yaml")])
    let earlyItems = ((early as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    let lateItems = ((late as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    let heights = { (items: [[String: Any]]) in
      items.compactMap { ($0["frame"] as? [String: Any])?["height"] as? Double }
    }
    #expect(earlyItems.count == lateItems.count)
    #expect(
      heights(earlyItems) != heights(lateItems),
      "an image with loadDelay changes height once loaded")
  }

  @Test func diffReportsInsertsAndDeletesByID() throws {
    let r = try run([
      "diff", layout("compose-feed.yaml"), "--from", "loading", "--to", "loaded", "--json",
    ])
    #expect(r.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
    #expect((object["deleted"] as? [String])?.contains("placeholder") == true)
    #expect((object["inserted"] as? [String])?.contains("seeMore") == true)
    let missing = try run(["diff", layout("compose-feed.yaml"), "--from", "nope", "--to", "loaded"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("no state named 'nope'; its states are loading, loaded"))
    let missingTo = try run([
      "diff", layout("compose-feed.yaml"), "--from", "loading", "--to", "nope",
    ])
    #expect(missingTo.status == 2)
    #expect(missingTo.output.isEmpty)
  }

  @Test func checkPassesEveryExampleAndFailsABrokenFile() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Layouts").path
    )
    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    let ok = try run(["check"] + names.map(layout))
    #expect(ok.status == 0, "\(ok.errors)")
    // One `ok:` line a file (a file's warnings follow its line).
    #expect(ok.output.split(separator: "\n").filter { $0.hasPrefix("ok: ") }.count == names.count)
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).yaml")
    try "root:\n  bricks:\n    - {type: label, widht: 10}\n".write(
      to: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: broken) }
    let bad = try run(["check", broken.path])
    #expect(bad.status == 1)
    #expect(bad.output.isEmpty)
    #expect(
      bad.errors.contains(
        "\(broken.path):3:21: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?"))
  }

  @Test func renderPrintsTheScreenAsText() throws {
    let r = try run(["render", layout("simple-ratios.yaml"), "--width", "320", "--height", "160"])
    #expect(r.status == 0)
    let lines = r.output.split(separator: "\n", omittingEmptySubsequences: false)
    // The first label's text, then its fill (a shade its neighbours do not have).
    #expect(lines.contains { $0.contains("BRICK 1·") || $0.contains("BRICK 1˙") })
    #expect(lines.count >= 10)
  }
}

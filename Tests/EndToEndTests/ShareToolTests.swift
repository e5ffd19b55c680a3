import BrickTestSupport
import Foundation
import Testing

/// The exports checked by outside tools: the SVG drawn to PNG by `rsvg-convert` (librsvg), and
/// a `record`ing replayed by the pyte terminal emulator. Each is skipped, with the reason shown,
/// when its tool is missing here; `.ci/run` installs both.
@Suite struct ShareToolTests {
  let cli = CLITests()

  /// A tool's result, run through /usr/bin/env so PATH finds it.
  static func tool(_ arguments: [String]) throws -> Subprocess.Result {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickyard-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try Subprocess.run(
      ["/usr/bin/env"] + arguments, environment: ProcessInfo.processInfo.environment,
      scratch: scratch)
  }

  static let hasRsvg: Bool = (try? tool(["rsvg-convert", "--version"]).status) == 0
  static let hasPyte: Bool = (try? tool(["python3", "-c", "import pyte"]).status) == 0

  /// CI (`.ci/run`) sets BRICKYARD_REQUIRE_SHARE_TOOLS=1: there a missing tool is a failure,
  /// not a skip.
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["BRICKYARD_REQUIRE_SHARE_TOOLS"] == "1",
      "tools are only required in CI (BRICKYARD_REQUIRE_SHARE_TOOLS=1)"))
  func toolsArePresentWhereRequired() {
    #expect(Self.hasRsvg, "rsvg-convert is missing: apt-get install librsvg2-bin")
    #expect(Self.hasPyte, "pyte is missing: pip install pyte")
  }

  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "brickyard-\(UUID().uuidString)-\(name)")
  }

  /// Size and pixels of a PNG, read by scripts/png_pixels.py.
  static func pixels(_ png: URL, _ points: [(Int, Int)]) throws -> (Int, Int, [[Int]]) {
    let script = CLITests.root.appendingPathComponent("scripts/png_pixels.py").path
    let r = try tool(["python3", script, png.path] + points.map { "\($0.0),\($0.1)" })
    try #require(r.status == 0, "\(r.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any] ?? [:]
    return (
      json["width"] as? Int ?? -1, json["height"] as? Int ?? -1,
      json["pixels"] as? [[Int]] ?? []
    )
  }

  @Test(
    .tags(.slow), .whenSlowTestsRun,
    .enabled(if: hasRsvg, "rsvg-convert is not installed (apt-get install librsvg2-bin)"),
    arguments: try ExportTests.layouts)
  func svgConvertsToAPNGOfTheSheetsSize(file: String) throws {
    let svgFile = Self.temporary("export.svg")
    let png = Self.temporary("export.png")
    defer {
      try? FileManager.default.removeItem(at: svgFile)
      try? FileManager.default.removeItem(at: png)
    }
    let r = try cli.run(["render", cli.layout(file), "--format", "svg"])
    try #require(r.status == 0)
    try r.output.write(to: svgFile, atomically: true, encoding: .utf8)
    let convert = try Self.tool(["rsvg-convert", svgFile.path, "-o", png.path])
    try #require(convert.status == 0, "\(convert.errors)")
    let reader = ExportTests.parse(r.output)
    let width = Int(reader.rootAttributes?["width"] ?? "") ?? 0
    let height = Int(reader.rootAttributes?["height"] ?? "") ?? 0
    // The sheet's margin is its light grey; the device panel starts 16 pt in and 40 pt down.
    let (w, h, px) = try Self.pixels(png, [(2, 2), (width - 3, height - 3)])
    #expect(w == width && h == height)
    #expect(px == [[242, 242, 242, 255], [242, 242, 242, 255]])
  }

  @Test(.enabled(if: hasRsvg, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
  func pngShowsTheFilesColoursInsideEachBrick() throws {
    let layout = Self.temporary("colours.yaml")
    let svgFile = Self.temporary("colours.svg")
    let png = Self.temporary("colours.png")
    defer {
      for u in [layout, svgFile, png] { try? FileManager.default.removeItem(at: u) }
    }
    try """
    device: {width: 200, height: 300}
    root:
      bricks:
        - {type: brick, id: red, height: 40, background: red}
        - {type: brick, id: green, width: "1/2", height: 60, background: "#00ff00"}
        - {type: brick, id: gray, width: "1/2", height: 60, background: brickGray3}
    """.write(to: layout, atomically: true, encoding: .utf8)
    let r = try cli.run(["render", layout.path, "--format", "svg"])
    try #require(r.status == 0, "\(r.errors)")
    try r.output.write(to: svgFile, atomically: true, encoding: .utf8)
    try #require(try Self.tool(["rsvg-convert", svgFile.path, "-o", png.path]).status == 0)
    // Panel origin (16, 40); points well inside each brick, away from text and borders.
    let (w, h, px) = try Self.pixels(
      png, [(16 + 190, 40 + 35), (16 + 95, 40 + 95), (16 + 195, 40 + 95), (16 + 100, 40 + 250)])
    #expect(w == 232 && h == 356)
    #expect(px[0] == [255, 0, 0, 255])  // red
    #expect(px[1] == [0, 255, 0, 255])  // #00ff00
    #expect(px[2] == [148, 148, 149, 255])  // brickGray3 (#949495)
    #expect(px[3] == [255, 255, 255, 255])  // the empty device
  }

  @Test(.enabled(if: hasPyte, "pyte is not installed (pip install pyte)"))
  func recordingReplaysToTheRenderAtTheFinalOffset() throws {
    let file = cli.layout("sticky-product-page.yaml")
    let cast = Self.temporary("demo.cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let r = try cli.run([
      "record", file, "--keys", "jjjj<wait 250><space>k", "--out", cast.path, "--cols", "140",
    ])
    try #require(r.status == 0, "\(r.errors)")
    let text = try String(contentsOf: cast, encoding: .utf8)
    let lines = text.split(separator: "\n")
    let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(
      header?["version"] as? Int == 2 && header?["width"] as? Int == 140
        && header?["height"] as? Int == 40)
    // Keys 400 ms apart, the wait added, the last screen held 1 s.
    let times = try lines.dropFirst().map {
      try #require(
        (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])?.first as? NSNumber
      ).doubleValue
    }
    #expect(times == times.sorted())
    #expect(abs((times.last ?? 0) - (6 * 0.4 + 0.25 + 1)) < 1e-6)

    let script = CLITests.root.appendingPathComponent("scripts/cast_screen.py").path
    let replay = try Self.tool(["python3", script, cast.path])
    try #require(replay.status == 0, "\(replay.errors)")
    let screen = try JSONSerialization.jsonObject(with: Data(replay.output.utf8)) as? [String: Any]
    let rows = screen?["lines"] as? [String] ?? []
    try #require(rows.count == 40)
    // The status line names the final offset.
    let status = rows[39]
    let offsetText = try #require(
      status.components(separatedBy: "offset ").dropFirst().first?
        .split(separator: " ").first)
    let y = try #require(offsetText.split(separator: ",").last.flatMap { Double($0) })
    #expect(y > 0)
    let render = try cli.run(["render", file, "--offset", "\(y)", "--frame", "--color", "never"])
    var expected = render.output.split(separator: "\n").map(String.init)
    expected.removeLast()  // render's status line (the previewer's adds "? help")
    #expect(status.hasPrefix(render.output.split(separator: "\n").last.map(String.init) ?? "?"))
    func trimmed(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces) }
    // With colour, brick shades are backgrounds; `--color never` draws them as `·` and `˙`.
    expected = expected.map {
      $0.replacingOccurrences(of: "·", with: " ").replacingOccurrences(of: "˙", with: " ")
    }
    func plain(_ s: String) -> String {
      trimmed(s.replacingOccurrences(of: "·", with: " ").replacingOccurrences(of: "˙", with: " "))
    }
    for (k, line) in expected.enumerated() {
      #expect(plain(rows[k]) == plain(line), "row \(k)")
    }
  }
}

/// Exit codes and machine-readable output of `diff OLD NEW` and `check --format json`.
@Suite struct ExitCodeTests {
  let cli = CLITests()

  func scratchCopy(_ name: String, replacing: String, with: String) throws -> URL {
    let text = try String(contentsOfFile: cli.layout(name), encoding: .utf8)
    let url = ShareToolTests.temporary(name)
    try text.replacingOccurrences(of: replacing, with: with).write(
      to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func diffOfAFileWithItselfExitsZero() throws {
    let r = try cli.run([
      "diff", cli.layout("sticky.yaml"), cli.layout("sticky.yaml"), "--offsets", "0,300",
    ])
    #expect(r.status == 0)
    #expect(r.output.contains("no frame changes"))
  }

  @Test func diffReportsMovedAndResizedItemsAndExitsOne() throws {
    let new = try scratchCopy("sticky.yaml", replacing: "height: 50", with: "height: 60")
    defer { try? FileManager.default.removeItem(at: new) }
    let r = try cli.run(["diff", cli.layout("sticky.yaml"), new.path])
    #expect(r.status == 1)
    #expect(r.output.contains("resized: "))
    #expect(r.output.contains("moved 0,+20: moreRow, moreRow#1"))  // summarised (issue 36)
    let json = try cli.run([
      "diff", cli.layout("sticky.yaml"), new.path, "--json", "--offsets", "0,200",
    ])
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["changed"] as? Bool == true)
    let offsets = object?["offsets"] as? [[String: Any]] ?? []
    #expect(offsets.count == 2)
    let moved = offsets.first?["moved"] as? [[String: Any]] ?? []
    let row = moved.first { $0["id"] as? String == "moreRow" && $0["index"] as? Int == 0 }
    #expect(((row?["to"] as? [String: Any])?["y"] as? NSNumber)?.doubleValue == 840)
  }

  @Test func diffReportsAppearedAndDisappearedItems() throws {
    let new = try scratchCopy("repeat-count.yaml", replacing: "repeat: ", with: "repeat: 1")
    defer { try? FileManager.default.removeItem(at: new) }
    let r = try cli.run(["diff", cli.layout("repeat-count.yaml"), new.path])
    #expect(r.status == 1)
    #expect(r.output.contains("appeared: "), "\(r.output)")
  }

  @Test(arguments: [
    ["diff", "Layouts/sticky.yaml", "/nonexistent/new.yaml"],
    ["diff", "Layouts/sticky.yaml", "Layouts/sticky.yaml", "--device", "nosuch"],
    ["diff", "Layouts/sticky.yaml", "Layouts/sticky.yaml", "--offsets", "x"],
    ["diff", "Layouts/sticky.yaml"],
    ["diff", "a.yaml", "b.yaml", "c.yaml"],
  ])
  func diffTroubleExitsTwo(arguments: [String]) throws {
    let args = arguments.map {
      $0.hasPrefix("Layouts/") ? CLITests.root.appendingPathComponent($0).path : $0
    }
    let r = try cli.run(args)
    #expect(r.status == 2, "\(r.errors)")
    #expect(!r.errors.isEmpty)
  }

  @Test func diffStateFormStillWorks() throws {
    let r = try cli.run([
      "diff", cli.layout("compose-feed.yaml"), "--from", "root", "--to", "loaded",
    ])
    #expect(r.status == 0)
    #expect(r.output.hasPrefix("root → loaded"))
  }

  @Test func checkJSONIsAnEmptyArrayForGoodFiles() throws {
    let r = try cli.run([
      "check", "--format", "json", cli.layout("sticky.yaml"), cli.layout("mosaic-fm.yaml"),
    ])
    #expect(r.status == 0)
    let array = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [Any]
    #expect(array?.isEmpty == true)
  }

  @Test func checkJSONListsEveryErrorWithItsPosition() throws {
    let bad = ShareToolTests.temporary("bad.yaml")
    defer { try? FileManager.default.removeItem(at: bad) }
    try "root:\n  bricks:\n    - {type: label, widht: 10}\n    - {type: labl}\n"
      .write(to: bad, atomically: true, encoding: .utf8)
    let r = try cli.run([
      "check", "--format", "json", bad.path, cli.layout("sticky.yaml"), "/nonexistent.yaml",
    ])
    #expect(r.status == 1)
    let array =
      try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [[String: Any]] ?? []
    try #require(array.count == 3)
    for object in array {
      #expect(
        Set(object.keys).isSuperset(of: [
          "file", "line", "column", "keyPath", "message", "expected", "suggestion",
        ]))
    }
    #expect(array[0]["file"] as? String == bad.path)
    #expect(array[0]["line"] as? Int == 3 && array[0]["column"] as? Int == 21)
    #expect(array[0]["keyPath"] as? String == "root.bricks[0]")
    #expect(array[0]["suggestion"] as? String == "width")
    #expect(array[1]["keyPath"] as? String == "root.bricks[1].type")
    #expect(array[2]["line"] as? Int == 0 && array[2]["suggestion"] is NSNull)
  }
}

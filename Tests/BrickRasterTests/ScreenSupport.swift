import BrickCore
import BrickRaster
import BrickTestSupport
import Foundation
import Testing

/// Scenes and expected screens for the rasterizer tests.
///
/// Expected screens live in `Screens/<name>.txt` beside this file: a `#` header line naming the
/// case, then the screen with trailing spaces trimmed. `RECORD_SCREENS=1 swift test` rewrites
/// them and fails each recorded test, so a recording is always looked at before it lands.
enum Screens {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Screens")

  static var recording: Bool {
    let v = ProcessInfo.processInfo.environment["RECORD_SCREENS"] ?? ""
    return !v.isEmpty && v != "0"
  }

  /// Compares `actual` with the fixture `name`, or records it.
  static func expect(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name + ".txt")
    if recording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      do {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(name).txt: review it, then run again without RECORD_SCREENS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing screen \(name).txt; run with RECORD_SCREENS=1 to record:\n\(actual)",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      Issue.record(
        "screen \(name) differs:\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// A line diff: `-` expected, `+` actual, for the lines that differ.
  static func lineDiff(expected: String, actual: String) -> String {
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

/// Building and drawing scenes.
enum Draw {
  /// A scene of a spec solved in a viewport of `width` × `height` points at `offset`.
  static func scene(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 160, offset: Point = .zero
  ) -> Scene {
    let env = Environment(width: width, height: height)
    var scene = Scene(
      layout: SolvedLayout(CompiledLayout(spec), environment: env),
      viewport: Viewport(offset: offset, size: Size(width: width, height: height)))
    Rasterizer.prepare(&scene)
    return scene
  }

  /// The scene drawn as plain text, with a header line describing the case.
  static func screen(
    _ scene: Scene, _ title: String, options: RasterOptions = RasterOptions(color: false)
  ) -> String {
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    let header =
      "# \(title): \(grid.width)x\(grid.height) cells, offset \(format(scene.viewport.offset)), "
      + "zoom \(format(options.zoom)), "
      + "\(options.glyphs.rawValue)\(options.debugLetters ? ", letters" : "")\n"
    return header + grid.text()
  }

  /// The scene drawn with ANSI codes, ESC written as `\e` so the fixture reads in review.
  static func ansiScreen(
    _ scene: Scene, _ title: String, options: RasterOptions = RasterOptions()
  ) -> String {
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    let body = grid.ansiText().replacingOccurrences(of: "\u{1B}", with: "\\e")
    return "# \(title): \(grid.width)x\(grid.height) cells, ANSI (ESC shown as \\e)\n" + body
  }

  static func format(_ p: Point) -> String { "\(format(p.x)),\(format(p.y))" }
  static func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }

  /// The item of a node id's repetition.
  static func item(_ scene: Scene, _ id: String, _ rep: Int = 0) -> Int {
    scene.layout.compiled.items(for: Selector(id: id)).lowerBound + rep
  }
}

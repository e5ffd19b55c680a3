import BrickCore
import BrickRaster
import BrickTestSupport
import Foundation
import Testing

/// Expected screens for the rasterizer tests: `Screens/<name>.txt` beside this file, a `#`
/// header line naming the case, then the screen with trailing spaces trimmed
/// (`RECORD_FIXTURES=1`, or `RECORD_SCREENS=1`, records them: `Fixtures`).
enum Screens {
  static let directory = Fixtures.folder("Screens")

  /// Compares `actual` with the fixture `name`, or records it.
  static func expect(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Fixtures.expect(
      actual, file: directory.appendingPathComponent(name + ".txt"),
      sourceLocation: sourceLocation)
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

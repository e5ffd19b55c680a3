import BrickCore
import BrickFormat
import BrickRaster

#if Importer
  import BrickImport
#endif

/// One fuzz iteration: the bytes as a layout file, through every stage a preview runs, and
/// as BrickKit Swift through the importer.
///
/// Templates (`data`, `repeat`, `{index+K}`, `{FIELD}`, aliases of repeated nodes) are layouts
/// like any other; the corpus starts with the example layouts and `Fuzz/Seeds` (templates),
/// and the importer's fixtures (Swift). The importer must never crash, and the layout file it
/// writes must load (docs/import.md: it always does).
///
/// The bytes are decoded leniently (invalid UTF-8 becomes U+FFFD), so the loader sees every
/// input as text; the CLI's own byte checks (`LayoutFiles.decode`) are covered by tests. A
/// layout that loads is compiled, solved fully, run through the behavior engine at a few
/// offsets (and a proposed snap target), and rasterized into a small grid. Layouts of more than
/// `FuzzLimits.maximumItems` items are only loaded, to keep iterations fast.
enum FuzzLimits {
  static let maximumItems = 200_000
  /// A compositional layout measures every self-sizing cell on its first solve: fewer items
  /// keep an input inside the fuzzer's 10 s under ASan.
  static let maximumCompositionalItems = 20_000
  /// Offsets the behaviors run at, in order (negative, zero, a page, far below, then back).
  static let offsets: [Point] = [
    Point(x: 0, y: -40), .zero, Point(x: 0, y: 480), Point(x: 0, y: 1e5), Point(x: 30, y: 120),
  ]
  /// A compact phone and a regular iPad in landscape, so every size-class and orientation
  /// branch of a dimension rule is taken (a range inside a regular branch once recursed).
  static let environments: [Environment] = {
    var ipad = Environment(width: 1024, height: 768, orientation: .landscape)
    ipad.traits.horizontalSizeClass = .regular
    ipad.traits.verticalSizeClass = .regular
    return [Environment(width: 320, height: 480), ipad]
  }()
}

/// The fuzz target: libFuzzer calls it with each input (see `Driver.swift`).
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if FuzzFont.looksLikeAFont(bytes) {
    FuzzFont.measure(bytes)
    return 0
  }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // Every input is read both ways: as YAML, and by the strict JSON reader of `.json` files.
  for name in ["fuzz.yaml", "fuzz.json"] {
    guard case .success(let spec) = LayoutLoader.load(text: text, sourceName: name) else {
      continue
    }
    let limit =
      spec.compositional == nil ? FuzzLimits.maximumItems : FuzzLimits.maximumCompositionalItems
    guard LayoutLoader.itemCount(of: spec) <= limit else { continue }
    for environment in FuzzLimits.environments {
      exercise(spec, environment)
      for state in spec.states {
        if let chosen = spec.selectingState(state.name) { exercise(chosen, environment) }
      }
    }
  }
  #if Importer
    importSwift(text)
  #endif
  return 0
}

#if Importer
  /// The text as a Swift source: imported (or refused by the importer's limits), and the layout
  /// file it writes loaded.
  func importSwift(_ text: String) {
    guard
      case .success(let result) = BrickImporter.checkedImport([
        SwiftSource(name: "Fuzz.swift", text: text)
      ])
    else { return }
    if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: "import.yaml") {
      // fatalError, not preconditionFailure: a release build prints its message.
      fatalError("the imported layout does not load:\n\(errors)\n\(result.yaml)")
    }
  }
#endif

/// Solves, scrolls and draws one spec in a viewport.
func exercise(_ spec: LayoutSpec, _ environment: Environment) {
  let compiled = CompiledLayout(spec)
  // Lazy then whole, as the previewer solves.
  var layout = SolvedLayout(compiled, environment: environment)
  layout.solve(through: .y(480))
  layout.solve(through: .end)
  var engine = BehaviorEngine(layout: layout, viewport: Viewport(size: environment.viewport))
  var rasterizer = Rasterizer(options: RasterOptions(zoom: 1, glyphs: .ascii, color: false))
  var grid = CellGrid(width: 0, height: 0)
  for offset in FuzzLimits.offsets {
    engine.scroll(to: offset)
    _ = engine.targetContentOffset(proposed: Point(x: offset.x, y: offset.y + 100))
    rasterizer.draw(engine.scene, into: &grid)
    precondition(grid.cells.count == grid.width * grid.height, "grid storage out of shape")
  }
  // The frames output's reads, for every item.
  let scene = engine.scene
  for item in 0..<scene.layout.solvedItemCount {
    _ = scene.attributes(of: item)
    _ = scene.layout.originalFrame(of: item)
  }
  _ = scene.layout.contentSize
}

/// Inputs that start as a font file does (TrueType, OpenType, a collection, WOFF) are read as
/// one (`FontFile.read`), and a face it gives measures labels through a solve and a drawing.
/// The seeds in `Fuzz/Seeds/font-*` are issue 37's hostile fonts: cmaps claiming every
/// character many times over, bad units per em, no metrics.
enum FuzzFont {
  static let magics: [[UInt8]] = [
    [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8),
    Array("wOFF".utf8), Array("wOF2".utf8),
  ]

  static func looksLikeAFont(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 4 && magics.contains { $0.elementsEqual(bytes.prefix(4)) }
  }

  static func measure(_ bytes: [UInt8]) {
    guard let face = try? FontFile.read(bytes, name: "fuzz.ttf") else { return }
    // What a face keeps follows the file's size, whatever its tables claim (issue 37 F1, F2).
    precondition(face.storedEntries <= bytes.count, "a face larger than its file")
    var spec = LayoutSpec(
      root: Section([
        label("Hello, world: a label long enough to wrap {index}", repeat: 3),
        label("漢字かな交じり文 😀 e\u{301} 🇫🇷🇩🇪🇯🇵 \u{10FFFF}\t.", repeat: 1),
        label(String(repeating: "🇺🇸", count: 200) + "{index}", repeat: 2),
      ]))
    spec.fontFaces.set(face, forFamily: "default")
    BrickFuzz.exercise(spec, FuzzLimits.environments[0])
  }

  static func label(_ text: String, repeat count: Int) -> Node {
    Node(
      width: .fixed(150), height: .auto(estimate: .fixed(20)), repeatCount: count,
      content: .label(text: text, padding: 4, font: FontSpec(size: 15)))
  }
}

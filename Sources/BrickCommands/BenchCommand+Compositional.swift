import ArgumentParser
import BrickCore
import BrickFormat
import BrickRaster
import Foundation

/// The workloads `bench --synthetic` takes: the BrickKit ones (`SyntheticLayout`) and two
/// compositional ones, written as layout files and loaded as the previewer loads them.
enum BenchWorkload: String, CaseIterable, ExpressibleByArgument {
  case flat, nested, labels, footer, explicit, grid, estimated

  /// The BrickKit workload, nil for a compositional one.
  var brickKit: SyntheticLayout? { SyntheticLayout(rawValue: rawValue) }

  /// The compositional workload, nil for a BrickKit one.
  var compositional: CompositionalWorkload? { CompositionalWorkload(rawValue: rawValue) }
}

/// The compositional workloads of issue 33, as YAML text (the loader turns it into a spec with
/// its stand-in root, as for any file):
///
/// - grid: Apple's Grid. N cells in one section, items `fractionalWidth(0.2)` wide and
///   `fractionalHeight(1)` high in a full-width horizontal group `fractionalWidth(0.2)` high,
///   so five square cells a row; each cell a label showing its index.
/// - estimated: a self-sizing list. N cells, item and group full width and `estimated(44)`
///   high, one item a group; each cell a label whose text names its index and wraps (8 points
///   of padding), so every row is measured.
enum CompositionalWorkload: String, CaseIterable {
  case grid, estimated

  /// The estimated workload's cell text.
  static let labelText =
    "Item {index}: a short line of text that wraps onto a second line in most rows"

  /// The layout file's text for `cells` cells.
  func yaml(cells: Int) -> String {
    let item: String
    let group: String
    let cell: String
    switch self {
    case .grid:
      cell = "{type: label, text: \"{index}\", background: cornflowerBlue}"
      group = "{width: {fractionalWidth: 1}, height: {fractionalWidth: 0.2}}"
      item = "{width: {fractionalWidth: 0.2}, height: {fractionalHeight: 1}}"
    case .estimated:
      cell = "{type: label, text: \"\(Self.labelText)\", padding: 8}"
      group = "{width: {fractionalWidth: 1}, height: {estimated: 44}}"
      item = "{width: {fractionalWidth: 1}, height: {estimated: 44}}"
    }
    return """
      title: synthetic \(rawValue) \(cells)
      device: iphone-16
      layout: compositional
      sections:
        - id: main
          itemCount: \(cells)
          cell: \(cell)
          group:
            axis: horizontal
            size: \(group)
            subitems:
              - size: \(item)

      """
  }
}

extension BenchCommand {
  /// `bench --synthetic grid|estimated`: load, first screen through the previewer's path, a
  /// jump to a new offset deep in the layout, the compositional solver's full solve, scroll
  /// frames and drawing, and peak memory.
  func runCompositional(_ workload: CompositionalWorkload) throws {
    let text = workload.yaml(cells: bricks)
    let sourceName = "synthetic-\(workload.rawValue).yaml"
    var results: [Phase] = []

    // Load: parse the text, build the spec and its stand-in, compile.
    let empty = LayoutSpec(root: Node(content: .section(Section())))
    var compiled = CompiledLayout(empty)
    var loadError: LayoutErrors?
    results.append(
      Phase(
        "load (parse + stand-in + compile)",
        times: measure(iterations: max(1, iterations / 4)) {
          compiled = CompiledLayout(empty)
          switch LayoutLoader.load(text: text, sourceName: sourceName) {
          case .success(let spec): compiled = CompiledLayout(spec, keepingTree: false)
          case .failure(let e): loadError = e
          }
        }))
    if let loadError { throw ValidationError("the \(workload.rawValue) workload: \(loadError)") }
    let resolved = try view.resolve(compiled.spec)
    guard let spec = resolved.spec.compositional else {
      throw ValidationError("the \(workload.rawValue) workload loaded without its layout")
    }
    let environment = resolved.environment
    let viewportSize = environment.viewport

    // First screen, as the previewer opens the file: the one solve entry (which solves the
    // compositional layout), the behaviors of the viewport, drawing.
    var firstStats = SolveStats()
    results.append(
      firstScreenPhase(compiled, environment: environment, stats: &firstStats))

    // Full solve: the compositional solver alone, every cell placed.
    let textSettings = TextSettings(compiled.spec, environment: environment)
    var solved = CompositionalSolver.solve(spec, environment: environment, text: textSettings)
    results.append(
      Phase(
        "full solve (CompositionalSolver.solve)",
        times: measure(iterations: iterations) {
          solved = CompositionalSolver.solve(spec, environment: environment, text: textSettings)
        }))
    let cells = solved.cellCount
    let contentHeight = solved.contentSize.height
    solved = CompositionalSolver.solve(
      CompositionalSpec(), environment: environment, text: textSettings)

    // New offsets: the previewer's model solved, then jumps to offsets anywhere in the second
    // half of the content (a fresh region each time: nothing drawn there before).
    var layout = SolvedLayout(compiled, environment: environment)
    layout.solve(through: .end)
    let maxOffset = max(0, contentHeight - viewportSize.height)
    var offset = Point(x: 0, y: maxOffset / 2)
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(offset: offset, size: viewportSize))
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    layout = SolvedLayout(compiled, environment: environment)  // the engine owns it alone
    rasterizer.draw(engine.scene, into: &grid)
    var rng = SeededRandom(seed: seed)
    for draws in [false, true] {
      results.append(
        Phase(
          draws ? "new offset (behaviors + draw)" : "new offset (behaviors, no draw)",
          times: measure(iterations: iterations * 10) {
            let unit = Double(rng.next() >> 11) / Double(1 << 53)
            offset.y = (maxOffset / 2 + unit * maxOffset / 2).rounded()
            engine.scroll(to: offset)
            if draws { rasterizer.draw(engine.scene, into: &grid) }
          }))
    }
    var shown = 0
    engine.scene.forEachItem(in: engine.scene.viewport.bounds) { _, _ in shown += 1 }
    var changed = 0
    results.append(
      scrollFramePhase(
        engine: &engine, offset: &offset, maxOffset: maxOffset, rasterizer: &rasterizer,
        grid: &grid, changed: &changed))
    results.append(
      Phase(
        "render to cells",
        times: measure(iterations: iterations * 10) {
          rasterizer.draw(engine.scene, into: &grid)
        }))

    let report = Report(
      label: "synthetic \(workload.rawValue), \(bricks) cells on \(resolved.device.displayName())",
      items: compiled.itemCount, viewport: viewportSize, phases: results,
      firstScreenItemsPlaced: firstStats.itemsPlaced, firstScreenMeasured: 0,
      solvedBytesPerItem: 0, peakMemoryMB: Self.peakResidentMB(),
      cellsChangedPerScroll: changed)
    if json {
      print(report.json())
    } else {
      print(report.compositionalTable(cells: cells, contentHeight: contentHeight, shown: shown))
    }
  }
}

extension Report {
  /// The table for a compositional workload: the phases, the cells placed, the content's
  /// height, what a viewport shows and peak memory.
  func compositionalTable(cells: Int, contentHeight: Double, shown: Int) -> String {
    table(
      title: "\(label), viewport",
      facts: [
        "cells placed by the full solve: \(cells); content height \(n(contentHeight))",
        "items in the scene at the last new offset: \(shown)",
      ])
  }
}

import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat
import BrickRaster
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `brickyard bench`: times each phase of Brickyard on a layout file or a synthetic workload.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time load, first screen, full solve, relayout, scroll frames and rendering.",
    discussion: """
      Each phase runs --iterations times; the table shows the median, the fastest and the \
      slowest. The synthetic workloads are the performance issues': `flat` is one root section \
      (320 wide, edge insets 20, inset 10) of N bricks 50 points tall whose widths cycle \
      through ratio 1, 1/2, 1/2, 1/3, 1/3, 1/3; `nested` is N/10 full-width sections (edge \
      insets 5, inset 5) of 10 such bricks; `labels` is one half-width label repeated N times \
      whose height is measured from a text with {index}; `footer` is labels with every \
      repetition a stickyFooter; `explicit` is N labels written out one by one. A file is \
      solved for its own device unless --device, --width or --height says otherwise. \
      --write FILE.json|FILE.yaml writes the synthetic workload as a layout file instead \
      (bench or check that file to time loading). `grid` and `estimated` are compositional \
      files (docs/compositional.md): `grid` is Apple's Grid with N cells (five square cells a \
      row), `estimated` a list of N self-sizing label rows (`estimated(44)`, text that wraps); \
      their phases are load, first screen, full solve (the compositional solver alone), a jump \
      to a new offset deep in the layout, scroll frames and drawing.
      """)

  @Argument(help: "A layout file (or use --synthetic).", completion: .file())
  var file: String?

  @Option(
    help: "A synthetic workload: flat, nested, labels, footer, explicit, grid or estimated.")
  var synthetic: BenchWorkload?

  @Option(help: "Bricks in the synthetic workload.")
  var bricks: Int = 1_000_000

  @Option(help: "Seed for the bricks whose height changes and the scroll positions.")
  var seed: UInt64 = 12345

  @Option(help: "Runs of each phase.")
  var iterations: Int = 11

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Write the synthetic workload to this .json or .yaml file and exit.", valueName: "file"))
  var write: String?

  @OptionGroup var view: ViewOptions

  func validate() throws {
    if file != nil && synthetic != nil {
      throw ValidationError("Give a layout file or --synthetic flat|nested, not both.")
    }
    if file == nil && synthetic == nil {
      throw ValidationError("Give a layout file or --synthetic flat|nested.")
    }
    if bricks < 1 || bricks > 10_000_000 {
      throw ValidationError("--bricks takes 1 to 10,000,000.")
    }
    if iterations < 1 || iterations > 1000 {
      throw ValidationError("--iterations takes 1 to 1000.")
    }
  }

  func run() throws {
    if let write {
      guard let synthetic else { throw ValidationError("--write needs --synthetic.") }
      if let compositional = synthetic.compositional {
        try OutputFile.write(compositional.yaml(cells: bricks), to: write)
        return
      }
      guard let brickKit = synthetic.brickKit else { return }
      let spec = brickKit.spec(bricks: bricks)
      let text = write.hasSuffix(".json") ? SyntheticWriter.json(spec) : SyntheticWriter.yaml(spec)
      try OutputFile.write(text, to: write)
      return
    }
    if let compositional = synthetic?.compositional {
      try runCompositional(compositional)
      return
    }
    var results: [Phase] = []
    var rng = SeededRandom(seed: seed)

    // Load. The compiled layout keeps the spec's settings, not its tree: the tables hold
    // everything solving and drawing read, so peak memory is one copy of the layout, as in
    // `render` and `frames`.
    let empty = LayoutSpec(root: Node(content: .section(Section())))
    var compiled = CompiledLayout(empty)
    let label: String
    if let synthetic = synthetic?.brickKit {
      results.append(
        Phase(
          "load (build spec + compile)",
          times: measure(iterations: max(1, iterations / 4)) {
            // The last run's layout goes first: peak memory is one layout's, not two.
            compiled = CompiledLayout(empty)
            compiled = CompiledLayout(synthetic.spec(bricks: bricks), keepingTree: false)
          }))
      label = "synthetic \(synthetic.rawValue), \(bricks) bricks"
    } else if let file {
      results.append(
        Phase(
          "load (read + parse + compile)",
          times: try measureThrowing(iterations: max(1, iterations / 4)) {
            compiled = CompiledLayout(empty)
            compiled = CompiledLayout(try loadLayoutFile(file), keepingTree: false)
          }))
      label = file
    } else {
      return
    }
    // The file's device (or the command line's), as render and the previewer solve it. A
    // state's root is a tree of its own (the kept states hold theirs); `root` is the file's.
    let resolved = try view.resolve(compiled.spec)
    if let state = view.shown.state, state != "root" {
      compiled = CompiledLayout(resolved.spec, keepingTree: false)
    }
    let environment = resolved.environment
    let viewportSize = environment.viewport

    // First screen: solve what the viewport needs, run behaviors, draw.
    var firstStats = SolveStats()
    results.append(
      firstScreenPhase(compiled, environment: environment, stats: &firstStats))
    var firstScreenMeasured = 0
    do {
      var layout = SolvedLayout(compiled, environment: environment)
      layout.solve(through: .y(viewportSize.height))
      firstScreenMeasured =
        BehaviorEngine(layout: layout, viewport: Viewport(size: viewportSize))
        .layout.stats.measurements
    }

    // Full solve, into fresh storage and into kept storage.
    var full = SolvedLayout(compiled, environment: environment)
    results.append(
      Phase(
        "full solve (fresh storage)",
        times: measure(iterations: iterations) {
          // The last run's layout goes first: peak memory is one solved layout's, not two.
          full = SolvedLayout(compiled, environment: environment)
          full.solve(through: .end)
        }))
    results.append(
      Phase(
        "full solve (kept storage)",
        times: measure(iterations: iterations) {
          full.invalidate()
          full.solve(through: .end)
        }))
    let itemCount = compiled.itemCount
    let bytesPerItem = Double(full.storageBytes) / Double(max(1, itemCount))

    // Scroll frames and relayout from a position in the middle of the content.
    let contentHeight = full.contentSize.height
    var offset = Point(x: 0, y: max(0, (contentHeight - viewportSize.height) / 2))
    var engine = BehaviorEngine(
      layout: full, viewport: Viewport(offset: offset, size: viewportSize))
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    // The engine owns the layout from here: a second reference would make the first relayout
    // copy every record.
    full = SolvedLayout(compiled, environment: environment)
    rasterizer.draw(engine.scene, into: &grid)
    var changed = 0
    results.append(
      scrollFramePhase(
        engine: &engine, offset: &offset, rasterizer: &rasterizer, grid: &grid,
        changed: &changed))
    results.append(
      Phase(
        "relayout (one height) + frame",
        times: measure(iterations: iterations * 10) {
          let item = 1 + Int(rng.next() % UInt64(max(1, itemCount - 1)))
          let height = 20 + Double(rng.next() % 200)
          engine.modifyLayout { $0.updateHeight(of: item, to: height) }
          rasterizer.draw(engine.scene, into: &grid)
        }))
    results.append(
      Phase(
        "render to cells",
        times: measure(iterations: iterations * 10) {
          rasterizer.draw(engine.scene, into: &grid)
        }))

    let peakMB = Self.peakResidentMB()
    let report = Report(
      label: label + " on \(resolved.device.displayName())", items: itemCount,
      viewport: viewportSize,
      phases: results,
      firstScreenItemsPlaced: firstStats.itemsPlaced, firstScreenMeasured: firstScreenMeasured,
      solvedBytesPerItem: bytesPerItem,
      peakMemoryMB: peakMB, cellsChangedPerScroll: changed)
    print(json ? report.json() : report.table())
  }

  /// The process's peak resident memory in MB (`getrusage`'s `ru_maxrss`).
  static func peakResidentMB() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      // Glibc imports RUSAGE_SELF as an enum case; ru_maxrss is in KiB on Linux.
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024
    #elseif canImport(Darwin)
      // Darwin: RUSAGE_SELF is a plain Int32, and ru_maxrss is in bytes.
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / (1024 * 1024)
    #else
      getrusage(RUSAGE_SELF, &usage)  // Musl: a plain Int32, KiB as on glibc
      return Double(usage.ru_maxrss) / 1024
    #endif
  }

  /// The first screen as the previewer opens a file: solve what the viewport needs, run the
  /// behaviors of the viewport, draw. `stats` gets the last run's solve counts.
  func firstScreenPhase(
    _ compiled: CompiledLayout, environment: Environment, stats: inout SolveStats
  ) -> Phase {
    let viewportSize = environment.viewport
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    return Phase(
      "first screen (solve + behaviors + draw)",
      times: measure(iterations: iterations) {
        var layout = SolvedLayout(compiled, environment: environment)
        layout.solve(through: .y(viewportSize.height))
        let engine = BehaviorEngine(layout: layout, viewport: Viewport(size: viewportSize))
        rasterizer.draw(engine.scene, into: &grid)
        stats = engine.layout.stats
      })
  }

  /// Scroll frames: a line further down each run (no further than `maxOffset`), behaviors,
  /// drawing and the diff against the previous frame. `changed` gets the last frame's count of
  /// cells that changed.
  func scrollFramePhase(
    engine: inout BehaviorEngine, offset: inout Point, maxOffset: Double = .infinity,
    rasterizer: inout Rasterizer, grid: inout CellGrid, changed: inout Int
  ) -> Phase {
    var previous = grid
    return Phase(
      "scroll frame (behaviors + draw + diff)",
      times: measure(iterations: iterations * 10) {
        offset.y = min(maxOffset, offset.y + TextMetrics.pointsPerLine)
        engine.scroll(to: offset)
        swap(&previous, &grid)
        rasterizer.draw(engine.scene, into: &grid)
        changed = countChanges(previous, grid)
      })
  }

  func measure(iterations: Int, _ body: () -> Void) -> [Double] {
    (0..<iterations).map { _ in
      let start = Clock.now()
      body()
      return Clock.now() - start
    }
  }

  func measureThrowing(iterations: Int, _ body: () throws -> Void) throws -> [Double] {
    try (0..<iterations).map { _ in
      let start = Clock.now()
      try body()
      return Clock.now() - start
    }
  }

  func countChanges(_ a: CellGrid, _ b: CellGrid) -> Int {
    guard a.width == b.width && a.height == b.height else { return b.cells.count }
    var n = 0
    for i in b.cells.indices where a.cells[i] != b.cells[i] { n += 1 }
    return n
  }
}

/// Milliseconds on the monotonic clock.
enum Clock {
  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
  }
}

struct Phase {
  var name: String
  var times: [Double]
  init(_ name: String, times: [Double]) {
    self.name = name
    self.times = times
  }
  var sorted: [Double] { times.sorted() }
  var median: Double { sorted[sorted.count / 2] }
  var min: Double { sorted.first ?? 0 }
  var max: Double { sorted.last ?? 0 }
}

struct Report {
  var label: String
  var items: Int
  var viewport: Size
  var phases: [Phase]
  var firstScreenItemsPlaced: Int
  var firstScreenMeasured: Int
  var solvedBytesPerItem: Double
  var peakMemoryMB: Double
  var cellsChangedPerScroll: Int

  func table() -> String {
    table(
      title: "\(label) (\(items) items), viewport",
      facts: [
        "items placed for the first screen: \(firstScreenItemsPlaced)",
        "contents measured for the first screen: \(firstScreenMeasured)",
        "solved layout: \(NumberText.fixed(solvedBytesPerItem, places: 1)) bytes per item",
      ])
  }

  /// The table both kinds of workload print: a title line ending in the viewport's size, a row
  /// a phase, the `facts` of the workload, then the cells changed by a scroll frame and peak
  /// memory.
  func table(title: String, facts: [String]) -> String {
    var lines = [
      "brickyard bench: \(title) \(n(viewport.width))×\(n(viewport.height))",
      pad("phase", 42) + lpad("median", 12) + lpad("min", 12) + lpad("max", 12) + lpad("runs", 6),
    ]
    for p in phases {
      lines.append(
        pad(p.name, 42) + lpad(ms(p.median), 12) + lpad(ms(p.min), 12) + lpad(ms(p.max), 12)
          + lpad("\(p.times.count)", 6))
    }
    lines += facts
    lines.append("cells changed by the last scroll frame: \(cellsChangedPerScroll)")
    lines.append("peak memory (resident): \(NumberText.fixed(peakMemoryMB, places: 0)) MB")
    return lines.joined(separator: "\n")
  }

  func json() -> String {
    let phaseJSON = phases.map {
      "{\"phase\": \"\(JSONString.escaped($0.name))\", \"medianMs\": \(n3($0.median)), \"minMs\": "
        + "\(n3($0.min)), \"maxMs\": \(n3($0.max)), \"runs\": \($0.times.count)}"
    }.joined(separator: ", ")
    return """
      {"workload": "\(JSONString.escaped(label))", "items": \(items), "phases": [\(phaseJSON)], \
      "firstScreenItemsPlaced": \(firstScreenItemsPlaced), \
      "firstScreenMeasured": \(firstScreenMeasured), \
      "solvedBytesPerItem": \(n3(solvedBytesPerItem)), \
      "cellsChangedPerScroll": \(cellsChangedPerScroll), "peakMemoryMB": \(n3(peakMemoryMB))}
      """
  }

  func ms(_ v: Double) -> String {
    v < 1 ? NumberText.fixed(v, places: 3) + " ms" : NumberText.fixed(v, places: 1) + " ms"
  }
  func n3(_ v: Double) -> String { NumberText.fixed(v, places: 3) }
  func pad(_ s: String, _ w: Int) -> String {
    s.count >= w ? s : s + String(repeating: " ", count: w - s.count)
  }
  func lpad(_ s: String, _ w: Int) -> String {
    s.count >= w ? s : String(repeating: " ", count: w - s.count) + s
  }
}

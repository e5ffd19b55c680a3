import Benchmark
import BrickCore
import BrickFormat
import BrickRaster

/// Regression benchmarks for each phase, with allocation counts. The synthetic workloads are
/// the performance issue's (see `SyntheticLayout`); sizes follow a fixed ladder.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))
  let environment = Environment(width: 320, height: 568)
  let viewport = Viewport(size: Size(width: 320, height: 568))

  for kind in SyntheticLayout.allCases {
    for n in [1_000, 100_000, 1_000_000] {
      let compiled = CompiledLayout(kind.spec(bricks: n))

      Benchmark("first screen \(kind.rawValue) \(n)") { benchmark in
        for _ in benchmark.scaledIterations {
          var layout = SolvedLayout(compiled, environment: environment)
          layout.solve(through: .y(568))
          var rasterizer = Rasterizer()
          var grid = CellGrid(width: 40, height: 35)
          let engine = BehaviorEngine(layout: layout, viewport: viewport)
          rasterizer.draw(engine.scene, into: &grid)
          blackHole(grid)
        }
      }

      Benchmark("full solve \(kind.rawValue) \(n)") { benchmark in
        for _ in benchmark.scaledIterations {
          var layout = SolvedLayout(compiled, environment: environment)
          layout.solve(through: .end)
          blackHole(layout.contentSize)
        }
      }

      Benchmark("relayout + frame \(kind.rawValue) \(n)") { benchmark in
        var layout = SolvedLayout(compiled, environment: environment)
        layout.solve(through: .end)
        var engine = BehaviorEngine(layout: layout, viewport: viewport)
        var rasterizer = Rasterizer()
        var grid = CellGrid(width: 40, height: 35)
        var height = 20.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          height = height == 20 ? 80 : 20
          engine.modifyLayout { $0.updateHeight(of: compiled.itemCount / 2, to: height) }
          rasterizer.draw(engine.scene, into: &grid)
        }
        blackHole(grid)
      }

      Benchmark("behavior pass \(kind.rawValue) \(n)") { benchmark in
        var layout = SolvedLayout(compiled, environment: environment)
        layout.solve(through: .end)
        var engine = BehaviorEngine(layout: layout, viewport: viewport)
        layout = SolvedLayout(compiled, environment: environment)  // drop the shared copy
        var y = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          y += 16
          engine.scroll(to: Point(x: 0, y: y))
        }
        blackHole(engine.scene.contentSize)
      }

      Benchmark("scroll frame \(kind.rawValue) \(n)") { benchmark in
        var layout = SolvedLayout(compiled, environment: environment)
        layout.solve(through: .end)
        var engine = BehaviorEngine(layout: layout, viewport: viewport)
        var rasterizer = Rasterizer()
        var grid = CellGrid(width: 40, height: 35)
        var y = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          y += 16
          engine.scroll(to: Point(x: 0, y: y))
          rasterizer.draw(engine.scene, into: &grid)
        }
        blackHole(grid)
      }
    }
  }

  // Loading the explicit workload from text, as `bench FILE` and `check FILE` do (no I/O).
  for n in [10_000, 100_000] {
    let spec = SyntheticLayout.explicit.spec(bricks: n)
    let texts = [("json", SyntheticWriter.json(spec)), ("yaml", SyntheticWriter.yaml(spec))]
    for (format, text) in texts {
      Benchmark("load explicit \(format) \(n)") { benchmark in
        for _ in benchmark.scaledIterations {
          blackHole(LayoutLoader.load(text: text, sourceName: "explicit.\(format)"))
        }
      }
    }
  }

  // Compositional: Apple's Grid (issue 33), N cells five a row, loaded from its text as a file
  // is; the full solve is the compositional solver alone.
  let gridEnvironment = Environment(width: 393, height: 852)
  let gridViewport = Viewport(size: Size(width: 393, height: 852))
  for n in [1_000, 100_000, 1_000_000] {
    let text = """
      layout: compositional
      device: {width: 393, height: 852}
      sections:
        - itemCount: \(n)
          cell: {type: label, text: "{index}"}
          group:
            axis: horizontal
            size: {width: {fractionalWidth: 1}, height: {fractionalWidth: 0.2}}
            subitems:
              - size: {width: {fractionalWidth: 0.2}, height: {fractionalHeight: 1}}

      """
    guard case .success(let spec) = LayoutLoader.load(text: text, sourceName: "grid.yaml"),
      let compositional = spec.compositional
    else { fatalError("the grid workload does not load") }
    let compiled = CompiledLayout(spec)
    let textSettings = TextSettings(spec, environment: gridEnvironment)

    Benchmark("first screen grid \(n)") { benchmark in
      for _ in benchmark.scaledIterations {
        var layout = SolvedLayout(compiled, environment: gridEnvironment)
        layout.solve(through: .y(852))
        var rasterizer = Rasterizer()
        var grid = CellGrid(width: 49, height: 53)
        let engine = BehaviorEngine(layout: layout, viewport: gridViewport)
        rasterizer.draw(engine.scene, into: &grid)
        blackHole(grid)
      }
    }

    Benchmark("full solve grid \(n)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(
          CompositionalSolver.solve(compositional, environment: gridEnvironment, text: textSettings)
            .contentSize)
      }
    }

    Benchmark("new offset grid \(n)") { benchmark in
      var layout = SolvedLayout(compiled, environment: gridEnvironment)
      layout.solve(through: .end)
      let bottom = layout.contentSize.height - 852
      var engine = BehaviorEngine(layout: layout, viewport: gridViewport)
      layout = SolvedLayout(compiled, environment: gridEnvironment)  // drop the shared copy
      var rasterizer = Rasterizer()
      var grid = CellGrid(width: 49, height: 53)
      var k = 0.0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        k = k == 0.7 ? 0.9 : 0.7
        engine.scroll(to: Point(x: 0, y: (bottom * k).rounded()))
        rasterizer.draw(engine.scene, into: &grid)
      }
      blackHole(grid)
    }
  }
}

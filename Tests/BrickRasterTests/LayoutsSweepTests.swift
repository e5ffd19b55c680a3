import BrickCore
import BrickRaster
import BrickTestSupport
import Testing

/// Invariants over every example layout, at several device widths and both orientations:
/// bricks of one section never overlap, and frames lie inside their section (BrickKit's flow
/// guarantees both whenever widths fit; mosaic cells are placed inside the side). Then every
/// layout renders at several offsets without writing outside its grid.
@Suite struct LayoutsSweepTests {
  static let widths: [Double] = [320, 375, 414, 768, 1024]

  @Test(arguments: try LayoutsFolder.names)
  func sectionsHoldTheirBricksWithoutOverlap(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    for width in Self.widths {
      for height in [568.0, 300] {
        let layout = SolvedLayout(
          solving: spec, environment: Environment(width: width, height: height))
        if let c = layout.compositional {
          checkCompositional(c, context: "\(name) at \(width)×\(height)")
        } else {
          checkSections(layout, context: "\(name) at \(width)×\(height)")
        }
      }
    }
  }

  /// A compositional layout's sections hold their cells, which never overlap one another
  /// (orthogonal sections hold them along the scroll axis only: they scroll sideways).
  func checkCompositional(_ layout: CompositionalLayout, context: String) {
    let tolerance = 1e-6
    for s in layout.sections {
      var cells: [Rect] = []
      s.forEachElement { e in
        if e.kind == .cell && e.frame.width > 0 && e.frame.height > 0 { cells.append(e.frame) }
      }
      for f in cells {
        if s.orthogonal == .none {
          #expect(
            f.minX >= s.frame.minX - tolerance && f.maxX <= s.frame.maxX + tolerance,
            "\(context): cell \(f) outside section \(s.index) \(s.frame) across")
        }
        #expect(
          f.minY >= s.frame.minY - tolerance && f.maxY <= s.frame.maxY + tolerance,
          "\(context): cell \(f) outside section \(s.index) \(s.frame) along")
      }
      for i in cells.indices {
        for j in cells.indices where j > i {
          #expect(
            !cells[i].insetBy(tolerance).intersects(cells[j].insetBy(tolerance)),
            "\(context): cells \(cells[i]) and \(cells[j]) overlap in section \(s.index)")
        }
      }
    }
  }

  func checkSections(_ layout: SolvedLayout, context: String) {
    let compiled = layout.compiled
    let tolerance = 1e-6
    var children: [Int: [Int]] = [:]
    for item in 1..<layout.solvedItemCount where !layout.isHidden(item) {
      guard let parent = compiled.parentItem(of: item) else { continue }
      children[parent, default: []].append(item)
    }
    for (section, items) in children {
      let s = layout.originalFrame(of: section)
      let frames = items.map { layout.frame(of: $0) }.filter { $0.width > 0 && $0.height > 0 }
      for f in frames {
        #expect(
          f.minX >= s.minX - tolerance && f.maxX <= s.maxX + tolerance,
          "\(context): \(f) outside \(s) across")
        #expect(
          f.minY >= s.minY - tolerance && f.maxY <= s.maxY + tolerance,
          "\(context): \(f) outside \(s) along")
      }
      for i in frames.indices {
        for j in frames.indices where j > i {
          let a = frames[i].insetBy(tolerance)
          let b = frames[j].insetBy(tolerance)
          #expect(
            !a.intersects(b),
            "\(context): \(frames[i]) overlaps \(frames[j]) in section item \(section)")
        }
      }
    }
  }

  @Test(arguments: try LayoutsFolder.names)
  func everyLayoutRendersWithBehaviorsAtSeveralOffsets(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    let layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: 375, height: 667))
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(size: Size(width: 375, height: 667)))
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    for y in [0.0, 120, 480, 2000, 60] {
      engine.scroll(
        to: Point(
          x: spec.scrollDirection == .horizontal ? y : 0,
          y: spec.scrollDirection == .vertical ? y : 0))
      rasterizer.draw(engine.scene, into: &grid)
      #expect(grid.width == 47 && grid.height == 42, "\(name)")
      #expect(grid.cells.count == grid.width * grid.height)
      if y == 0 {
        #expect(grid.cells.contains { $0.scalar != " " }, "\(name) draws its first screen")
      }
    }
  }
}

extension Rect {
  /// Shrunk by `d` on every side: floating noise at shared edges is not an overlap.
  fileprivate func insetBy(_ d: Double) -> Rect {
    Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
  }
}

import BrickCore
import BrickTestSupport
import PropertyBased
import Testing

/// Property tests of the flow solver over random layout trees (`RandomLayouts`).
///
/// What BrickKit guarantees, and so what is asserted (docs/semantics.md#the-flow):
/// - **No overlap among siblings.** Items of one flow section advance the cursor by their width
///   plus the inset within a row, and a new row starts below the section's lowest edge so far,
///   so two visible siblings with a non-zero size never share interior points, whatever their
///   rows. Not covered, because BrickKit does overlap them: hidden items and items of zero
///   width or height (they keep a frame and take no space), a section and its own descendants
///   (nesting), mosaic cells (the pattern decides), and the bricks of a *squeezed row*: a row
///   holding a visible zero-height brick in a section that is not aligned left or that aligns
///   row heights. Such a brick takes no space (the next brick is placed at the same x) but
/// still counts in the row's alignment (docs/semantics.md#finishing-a-row: only hidden bricks are
/// left out), so the row's Σw exceeds its span, the gap (span − Σw)/(n−1) goes negative and the
/// row's bricks are drawn over one another; and `alignRowHeights` gives the zero-height brick the
/// row's height, so it covers its neighbour. BrickKit draws both exactly so. Different rows stay
/// apart even then. Nor sections with a brick of negative width (an inset-aware ratio of a content
/// width smaller than its share of the insets, (W − (1/r − 1)·inset)·r < 0): the cursor moves back
/// by it and the next brick lands on the previous one, as in BrickKit.
/// - **Inside the section across, when widths fit.** If every visible child is at most the
///   section's content width, each child lies within the section's edge insets, after any
///   alignment. A wider child (a fixed width, a viewport ratio) starts a row of its own and
///   overflows on the right, or on both sides when centred, as in BrickKit; that section is
///   not checked, nor are squeezed rows (above), whose alignment can push a brick out.
/// - **Inside the content size along the scroll axis.** Every visible item lies within
///   0...contentSize.height.
/// - **Deterministic, and lazy equals whole.** The same spec gives the same frames, and solving
///   root rows in random steps ends with the frames of one solve to the end.
@Suite struct PropertiesFlowTests {
  /// The tape the layouts are built from (see `RandomLayouts`).
  static let tapes = Gen.int(in: 0...999).array(of: 0...160)
  static let environment = Environment(width: 320, height: 480)
  /// Rounding slack for sums of a few dozen doubles.
  static let tolerance = 1e-6

  @Test func siblingsNeverOverlap() async {
    await propertyCheck(count: 500, input: Self.tapes) { tape in
      let layout = SolvedLayout(
        solving: RandomLayouts.spec(tape: tape), environment: Self.environment)
      let c = layout.compiled
      var bySection: [Int: [Int]] = [:]
      for item in 1..<layout.solvedItemCount {
        let f = layout.frame(of: item)
        guard !layout.isHidden(item), f.width > Self.tolerance, f.height > Self.tolerance else {
          continue
        }
        bySection[c.parentItem(of: item) ?? 0, default: []].append(item)
      }
      for (section, items) in bySection {
        if Self.hasNegativeWidth(section, in: layout) { continue }
        let squeezed = Self.squeezedRows(of: section, in: layout)
        for (k, a) in items.enumerated() {
          for b in items[(k + 1)...] {
            let rowA = layout.originalFrame(of: a).minY
            let rowB = layout.originalFrame(of: b).minY
            if rowA == rowB && squeezed.contains(rowA) { continue }
            let fa = layout.frame(of: a).insetBy(Self.tolerance)
            let fb = layout.frame(of: b).insetBy(Self.tolerance)
            #expect(
              !fa.intersects(fb), "items \(a) and \(b) of section \(section) overlap: \(fa) \(fb)")
          }
        }
      }
    }
  }

  @Test func childrenStayInsideTheirSectionWhenWidthsFit() async {
    await propertyCheck(count: 500, input: Self.tapes) { tape in
      let spec = RandomLayouts.spec(tape: tape)
      let layout = SolvedLayout(solving: spec, environment: Self.environment)
      let c = layout.compiled
      var children: [Int: [Int]] = [:]
      for item in 1..<layout.solvedItemCount where !layout.isHidden(item) {
        children[c.parentItem(of: item) ?? 0, default: []].append(item)
      }
      for (section, items) in children {
        let node = c.node(ofItem: section)
        guard case .section(let s) = c.contents[node] else { continue }
        let frame = layout.frame(of: section)
        let e = s.edgeInsets
        let contentWidth = frame.width - e.left - e.right
        let fits = items.allSatisfy {
          let w = layout.originalFrame(of: $0).width
          return w >= 0 && w <= contentWidth + Self.tolerance
        }
        guard fits else { continue }
        let squeezed = Self.squeezedRows(of: section, in: layout)
        for item in items where !squeezed.contains(layout.originalFrame(of: item).minY) {
          let f = layout.frame(of: item)
          guard f.width > 0, f.height > 0 else { continue }
          #expect(
            f.minX >= frame.minX + e.left - Self.tolerance,
            "item \(item) left of section \(section)")
          #expect(
            f.maxX <= frame.maxX - e.right + Self.tolerance,
            "item \(item) right of section \(section)")
        }
      }
    }
  }

  /// The original tops of the rows of `section` that hold a visible zero-height brick, when the
  /// section is not aligned left or aligns row heights: BrickKit's row finishing may squeeze
  /// those rows (see above).
  static func squeezedRows(of section: Int, in layout: SolvedLayout) -> Set<Double> {
    let c = layout.compiled
    guard case .section(let s) = c.contents[c.node(ofItem: section)],
      s.alignment.horizontal != .left || s.alignRowHeights
    else {
      return []
    }
    var rows: Set<Double> = []
    let end = min(
      section + c.subtreeItemCount(ofNode: c.node(ofItem: section)), layout.solvedItemCount)
    for item in (section + 1)..<max(section + 1, end) where c.parentItem(of: item) == section {
      let f = layout.originalFrame(of: item)
      if !layout.isHidden(item) && f.height == 0 { rows.insert(f.minY) }
    }
    return rows
  }

  /// True when a visible child of `section` has a negative width (see above).
  static func hasNegativeWidth(_ section: Int, in layout: SolvedLayout) -> Bool {
    let c = layout.compiled
    let end = min(
      section + c.subtreeItemCount(ofNode: c.node(ofItem: section)), layout.solvedItemCount)
    for item in (section + 1)..<max(section + 1, end) where c.parentItem(of: item) == section {
      if !layout.isHidden(item) && layout.originalFrame(of: item).width < 0 { return true }
    }
    return false
  }

  @Test func itemsLieWithinTheContentHeight() async {
    await propertyCheck(count: 500, input: Self.tapes) { tape in
      let layout = SolvedLayout(
        solving: RandomLayouts.spec(tape: tape), environment: Self.environment)
      let height = layout.contentSize.height
      for item in 0..<layout.solvedItemCount where !layout.isHidden(item) {
        let f = layout.frame(of: item)
        guard f.height > 0 else { continue }
        #expect(f.minY >= -Self.tolerance, "item \(item) above the content: \(f)")
        #expect(
          f.maxY <= height + Self.tolerance, "item \(item) below the content height \(height): \(f)"
        )
      }
    }
  }

  @Test func theSameInputGivesTheSameFrames() async {
    await propertyCheck(count: 400, input: Self.tapes) { tape in
      let a = SolvedLayout(solving: RandomLayouts.spec(tape: tape), environment: Self.environment)
      let b = SolvedLayout(solving: RandomLayouts.spec(tape: tape), environment: Self.environment)
      #expect(a.allFrames == b.allFrames)
      #expect(a.contentSize == b.contentSize)
      #expect(
        (0..<a.solvedItemCount).map { a.originalFrame(of: $0) }
          == (0..<b.solvedItemCount).map { b.originalFrame(of: $0) })
    }
  }

  @Test func solvingInStepsEqualsSolvingAtOnce() async {
    await propertyCheck(count: 400, input: Self.tapes, Gen.int(in: 0...400).array(of: 1...8)) {
      tape, steps in
      let spec = RandomLayouts.spec(tape: tape)
      let whole = SolvedLayout(solving: spec, environment: Self.environment)
      var lazy = SolvedLayout(CompiledLayout(spec), environment: Self.environment)
      var limit = 0.0
      for step in steps {
        limit += Double(step)
        lazy.solve(through: .y(limit))
        // What is solved is a prefix of the whole solve, frame for frame.
        for item in 1..<lazy.solvedItemCount {
          #expect(
            lazy.originalFrame(of: item) == whole.originalFrame(of: item),
            "item \(item) after solving through \(limit)")
        }
      }
      lazy.solve(through: .end)
      #expect(lazy.solvedItemCount == whole.solvedItemCount)
      #expect(lazy.allFrames == whole.allFrames)
      #expect(lazy.contentSize == whole.contentSize)
    }
  }
}

extension Rect {
  /// Shrunk by `d` on every side (to forgive rounding at shared edges).
  func insetBy(_ d: Double) -> Rect {
    Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
  }
}

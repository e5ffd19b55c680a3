import BrickCore
import Testing

/// R14 (docs/compositional.md#r14): orthogonal sections, their scroller's content, where they come
/// to rest, and the `visibleItems` scale and alpha.
@Suite struct OrthogonalTests {
  /// 375 × 812; section insets 16 all round; groups `width` × 40 of one full item; spacing 10.
  func carousel(
    _ behavior: OrthogonalScrollingBehavior, count: Int = 3,
    width: LayoutDimension = .fractionalWidth(1), insets: DirectionalInsets = .init(all: 16),
    spacing: Double = 10, visibleItems: VisibleItemsEffect? = nil
  ) -> CompositionalLayout {
    Comp.solve(
      [
        Comp.section(
          count, Comp.row(width, .absolute(40)), insets: insets, interGroupSpacing: spacing,
          orthogonal: behavior, visibleItems: visibleItems)
      ], width: 375, height: 812)
  }

  func scroll(_ offsets: [Int: Double], y: Double = 0) -> CompositionalScroll {
    CompositionalScroll(
      viewport: Viewport(offset: Point(x: 0, y: y), size: Size(width: 375, height: 812)),
      orthogonalOffsets: offsets)
  }

  /// Groups side by side: x_i = sL + i × (groupWidth + spacing), with the group 375 wide (the
  /// whole container, R2); content width sL + n·gw + (n − 1)·spacing + sR =
  /// 16 + 3 × 375 + 2 × 10 + 16 = 1177; the section 16 + 40 + 16 = 72 high [measured].
  @Test func groupsGoSideBySide() {
    let layout = carousel(.continuous)
    let cells = layout.cells()
    expectFrame(cells[0], 16, 16, 375, 40)
    expectFrame(cells[1], 401, 16, 375, 40)  // 16 + 385
    expectFrame(cells[2], 786, 16, 375, 40)  // 16 + 2 × 385
    let s = layout.sections[0]
    expectFrame(s.frame, 0, 0, 375, 72)
    expectValue(s.innerContentSize?.width, 1177)
    expectFrame(s.scroller, 0, 0, 375, 72)
    expectValue(layout.contentSize.height, 72)
  }

  /// Every behavior lays out alike before scrolling; they differ only in where they rest.
  @Test(arguments: [
    OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging,
    .groupPaging,
  ])
  func initialFramesDoNotDependOnTheBehavior(_ behavior: OrthogonalScrollingBehavior) {
    let cells = carousel(behavior).cells()
    expectFrame(cells[0], 16, 16, 375, 40, "\(behavior)")
    expectFrame(cells[1], 401, 16, 375, 40, "\(behavior)")
  }

  /// The measured carousel: a count-4 group `fractionalWidth(1)` (375) with spacing 8 in a
  /// section inset 16: items (375 − 3 × 8) / 4 = 87.75 at x = 16, 111.75, 207.5, 303.25
  /// [measured, unsnapped].
  @Test func measuredCountGroupCarousel() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(40),
      .count(Comp.item(.fractionalWidth(0.25), .fractionalHeight(1)), 4), spacing: .fixed(8))
    let layout = Comp.solve(
      [Comp.section(4, g, insets: DirectionalInsets(all: 16), orthogonal: .continuous)],
      width: 375)
    for (k, x) in [16.0, 111.75, 207.5, 303.25].enumerated() {
      expectFrame(layout.cells()[k], x, 16, 87.75, 40, "item \(k)")
    }
  }

  /// `groupPagingCentered`: a leading inset of (W − groupWidth) / 2 centres each group
  /// [low]. Groups 0.8 × 375 = 300, so 37.5; then 37.5 + 310; content width
  /// 37.5 + 4 × 300 + 3 × 10 + 37.5 = 1305.
  @Test func groupPagingCenteredCentresTheGroups() {
    let layout = carousel(
      .groupPagingCentered, count: 4, width: .fractionalWidth(0.8), insets: .zero)
    let cells = layout.cells()
    expectFrame(cells[0], 37.5, 0, 300, 40)
    expectFrame(cells[1], 347.5, 0, 300, 40)
    expectValue(layout.sections[0].innerContentSize?.width, 1305)
    // At rest after one swipe (offset 310, one group pitch) group 1 is centred:
    // 347.5 − 310 = 37.5, its middle 37.5 + 150 = 187.5 = 375 / 2.
    let rest = layout.restingOrthogonalOffset(0, from: 0, direction: 1, step: 50)
    expectValue(rest, 310)
    let shown = layout.displayed(layout.cellElement(1)!, at: scroll([0: rest]))
    expectValue(shown.frame.midX, 187.5)
    // The last group (3) is centred at 3 × 310 = 930, which is also the farthest offset:
    // 1305 − 375 = 930.
    expectValue(layout.maxOrthogonalOffset(0), 930)
    let last = layout.restingOrthogonalOffset(0, from: 620, direction: 1, step: 50)
    expectValue(last, 930)
    expectValue(layout.displayed(layout.cellElement(3)!, at: scroll([0: last])).frame.midX, 187.5)
  }

  /// Resting offsets, 3 groups of 375 with spacing 10 and insets 16: the farthest offset is
  /// 1177 − 375 = 802. `paging` pages by the scroller's width (375); `groupPaging` and
  /// `continuousGroupLeadingBoundary` by a group and its spacing (385), bringing the next
  /// group's leading edge to where the first one's was; `continuous` goes as far as the swipe.
  @Test(arguments: [
    (OrthogonalScrollingBehavior.paging, 0.0, 1, 375.0),
    (.paging, 375, 1, 750),
    (.paging, 750, 1, 802),  // clamped to the end
    (.paging, 500, -1, 375),
    (.groupPaging, 0, 1, 385),
    (.groupPaging, 385, 1, 770),
    (.groupPaging, 770, 1, 802),
    (.groupPaging, 400, -1, 385),
    (.continuousGroupLeadingBoundary, 0, 1, 385),
    (.continuousGroupLeadingBoundary, 385, -1, 0),
    (.continuous, 0, 1, 120),  // 0 + the swipe's 120
    (.continuous, 700, 1, 802),  // 820, clamped
    (.continuous, 50, -1, 0),  // −70, clamped
  ])
  func restingOffsets(
    _ behavior: OrthogonalScrollingBehavior, _ from: Double, _ direction: Int, _ rest: Double
  ) {
    let layout = carousel(behavior)
    expectValue(layout.maxOrthogonalOffset(0), 802)
    expectValue(
      layout.restingOrthogonalOffset(0, from: from, direction: direction, step: 120), rest,
      "\(behavior) from \(from)")
  }

  /// At a group-paging rest the group's leading edge is at the section's leading inset.
  @Test func groupPagingRestsOnALeadingEdge() {
    let layout = carousel(.groupPaging)
    let shown = layout.displayed(layout.cellElement(1)!, at: scroll([0: 385]))
    expectFrame(shown.frame, 16, 16, 375, 40)  // 401 − 385
  }

  /// Cells scroll with the section's offset; the offset is clamped to the scroller's reach;
  /// the main scroll does not move them sideways.
  @Test func orthogonalOffsetsMoveCells() {
    let layout = carousel(.continuous)
    let cell = layout.cellElement(1)!
    #expect(cell.scrollsSideways)
    expectFrame(layout.displayed(cell, at: scroll([0: 100])).frame, 301, 16, 375, 40)
    expectFrame(layout.displayed(cell, at: scroll([0: 5000])).frame, -401, 16, 375, 40)  // 802
    expectFrame(layout.displayed(cell, at: scroll([:])).frame, 401, 16, 375, 40)
  }

  /// Headers of an orthogonal section stay in the main collection view.
  @Test func boundaryItemsDoNotScrollSideways() {
    let layout = Comp.solve(
      [
        Comp.section(
          3, Comp.row(.fractionalWidth(1), .absolute(40)), insets: DirectionalInsets(all: 16),
          interGroupSpacing: 10, orthogonal: .continuous, boundary: [Comp.header(20)])
      ], width: 375)
    let header = layout.element(ofKind: "header")!
    #expect(!header.scrollsSideways)
    expectFrame(layout.displayed(header, at: scroll([0: 200])).frame, 16, 0, 343, 20)
    // The header takes room: the section is 20 + 72 = 92 high, cells from 20 + 16 = 36.
    expectFrame(layout.sections[0].frame, 0, 0, 375, 92)
    expectFrame(layout.cells()[0], 16, 36, 375, 40)
  }

  /// `visibleItems: {scale: {center: 1, edge: 0.8}, alpha: {center: 1, edge: 0.5}}` on
  /// 125-wide items at 0, 125, 250, 375 (no insets, no spacing): the scroller's centre is
  /// 187.5 and half its width 187.5.
  /// 125 / 187.5 = 2/3 of the way to the edge: scale 1 − 0.2 × 2/3, alpha 1 − 0.5 × 2/3.
  static let twoThirdsScale: Double = 1 - 0.2 * (2.0 / 3)
  static let twoThirdsAlpha: Double = 1 - 0.5 * (2.0 / 3)
  static let visibleCases: [(Int, Double, Double, Double)] = [
    // item, offset, scale, alpha
    (0, 0, twoThirdsScale, twoThirdsAlpha),  // mid 62.5: 125 from the centre
    (1, 0, 1, 1),  // mid 187.5: the centre
    (2, 0, twoThirdsScale, twoThirdsAlpha),  // mid 312.5
    (3, 0, 0.8, 0.5),  // mid 437.5: 250 / 187.5 > 1, clamped
    (2, 125, 1, 1),  // mid 312.5 − 125 = 187.5
    (0, 125, 0.8, 0.5),  // mid −62.5: 250 away
    (3, 62.5, 0.8, 0.5),  // mid 437.5 − 62.5 = 375: exactly the edge
  ]

  @Test(arguments: visibleCases)
  func visibleItemsScaleAndFade(_ item: Int, _ offset: Double, _ scale: Double, _ alpha: Double) {
    let layout = carousel(
      .continuous, count: 6, width: .absolute(125), insets: .zero, spacing: 0,
      visibleItems: VisibleItemsEffect(
        scale: .init(center: 1, edge: 0.8), alpha: .init(center: 1, edge: 0.5)))
    let shown = layout.displayed(layout.cellElement(item)!, at: scroll([0: offset]))
    expectValue(shown.scale, scale, "item \(item) at \(offset): scale")
    expectValue(shown.alpha, alpha, "item \(item) at \(offset): alpha")
    expectValue(shown.frame.x, Double(item) * 125 - offset, "item \(item) at \(offset): x")
  }

  /// An orthogonal section is top + its tallest group + bottom: estimated groups of "a" (16)
  /// and "a\nb\nc" (48) make it 48 (terminal metrics), groups side by side at 0 and 187.5.
  @Test func orthogonalExtentIsTheTallestGroup() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(0.5), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(1), .estimated(44))]))
    var section = Comp.section(cells: [Comp.label("a"), Comp.label("a\nb\nc")], g)
    section.orthogonalScrollingBehavior = .value(.continuous)
    let layout = Comp.solve([section], width: 375, text: Comp.terminalText)
    expectFrame(layout.cells()[0], 0, 0, 187.5, 16)
    expectFrame(layout.cells()[1], 187.5, 0, 187.5, 48)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 48)
  }
}

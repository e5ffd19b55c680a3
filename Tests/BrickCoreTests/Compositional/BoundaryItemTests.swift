import BrickCore
import Testing

/// R15 (docs/compositional.md#r15): a section's (and the layout's) headers and footers: stacking,
/// extendsBoundary, alignment, following the section's insets, and pinning while scrolling.
@Suite struct BoundaryItemTests {
  /// Rows of 44 with interGroupSpacing 10.
  func section(
    rows: Int, _ boundary: [BoundaryItem], insets: DirectionalInsets = .zero, row: Double = 44,
    spacing: Double = 10
  ) -> CompositionalSection {
    Comp.section(
      rows, Comp.row(.fractionalWidth(1), .absolute(row)), insets: insets,
      interGroupSpacing: spacing, boundary: boundary)
  }

  func viewport(y: Double, height: Double = 812) -> CompositionalScroll {
    CompositionalScroll(
      viewport: Viewport(offset: Point(x: 0, y: y), size: Size(width: 375, height: height)))
  }

  /// Header 0…24, rows from 24, the footer directly after the last row with no
  /// interGroupSpacing before it [measured]: rows 24, 78, 132; footer 176.
  @Test func headerRowsFooter() {
    let layout = Comp.solve([section(rows: 3, [Comp.header(24), Comp.footer(24)])], width: 375)
    expectFrame(layout.element(ofKind: "header")?.frame, 0, 0, 375, 24)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 24, 375, 44)
    expectFrame(cells[1], 0, 78, 375, 44)  // 24 + 44 + 10
    expectFrame(cells[2], 0, 132, 375, 44)
    expectFrame(layout.element(ofKind: "footer")?.frame, 0, 176, 375, 24)  // 132 + 44
    expectFrame(layout.sections[0].frame, 0, 0, 375, 200)
  }

  /// With section insets (8, 16, 12, 16) the order is header, top inset, rows, bottom inset,
  /// footer [impl, medium]: rows from 24 + 8 = 32; footer at 32 + 44 + 12 = 88.
  @Test func sectionInsetsGoBetweenHeaderAndRows() {
    let layout = Comp.solve(
      [
        section(
          rows: 1, [Comp.header(24), Comp.footer(24)],
          insets: DirectionalInsets(top: 8, leading: 16, bottom: 12, trailing: 16))
      ], width: 375)
    expectFrame(layout.element(ofKind: "header")?.frame, 16, 0, 343, 24)
    expectFrame(layout.cells()[0], 16, 32, 343, 44)
    expectFrame(layout.element(ofKind: "footer")?.frame, 16, 88, 343, 24)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 112)
  }

  /// `extendsBoundary: false`: the header overlays the section's top without taking room.
  @Test func headerThatDoesNotExtendTheBoundary() {
    let layout = Comp.solve(
      [section(rows: 2, [Comp.header(24, extends: false)]), section(rows: 1, [])], width: 375)
    expectFrame(layout.element(ofKind: "header")?.frame, 0, 0, 375, 24)
    expectFrame(layout.cells(0)[0], 0, 0, 375, 44)  // not pushed down
    expectFrame(layout.sections[0].frame, 0, 0, 375, 98)  // 44 + 10 + 44
    expectFrame(layout.cells(1)[0], 0, 98, 375, 44)
  }

  /// `extendsBoundary: false` on a footer: the section ends at its last row.
  @Test func footerThatDoesNotExtendTheBoundary() {
    let layout = Comp.solve(
      [section(rows: 2, [Comp.footer(24, extends: false)]), section(rows: 1, [])], width: 375)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 98)
    expectFrame(layout.cells(1)[0], 0, 98, 375, 44)
  }

  /// Headers follow the section's leading and trailing insets by default
  /// (`supplementariesFollowContentInsets`); when not, they span the whole width.
  @Test(arguments: [(true, 20.0, 335.0), (false, 0, 375)])
  func followingTheContentInsets(_ follow: Bool, _ x: Double, _ width: Double) {
    let s = Comp.section(
      1, Comp.row(.fractionalWidth(1), .absolute(44)),
      insets: DirectionalInsets(leading: 20, trailing: 20),
      boundary: [Comp.header(30), Comp.footer(30)], followInsets: follow)
    let layout = Comp.solve([s], width: 375)
    // 375 − 20 − 20 = 335 at x = 20, or 375 at 0; cells are inset either way.
    expectFrame(layout.element(ofKind: "header")?.frame, x, 0, width, 30)
    expectFrame(layout.element(ofKind: "footer")?.frame, x, 74, width, 30)
    expectFrame(layout.cells()[0], 20, 30, 335, 44)
  }

  /// Alignment across the scroll axis and `absoluteOffset`: a 100-wide header in a 343-wide
  /// box at x = 16: leading 16, trailing 16 + 343 − 100 = 259, centred 16 + 243 / 2 = 137.5;
  /// the offset (0, −10) moves it up by 10 [doc diagram].
  static let alignmentCases: [(BoundaryAlignment, Point, Double, Double)] = [
    (.topLeading, .zero, 16, 0),
    (.topTrailing, .zero, 259, 0),
    (.top, .zero, 137.5, 0),
    (.topLeading, Point(x: 0, y: -10), 16, -10),
    (.topTrailing, Point(x: 5, y: 0), 264, 0),
  ]

  @Test(arguments: alignmentCases)
  func alignmentAndOffset(_ a: BoundaryAlignment, _ offset: Point, _ x: Double, _ y: Double) {
    let layout = Comp.solve(
      [
        section(
          rows: 1, [Comp.header(30, width: .absolute(100), alignment: a, offset: offset)],
          insets: DirectionalInsets(leading: 16, trailing: 16))
      ], width: 375)
    expectFrame(layout.element(ofKind: "header")?.frame, x, y, 100, 30, "\(a)")
    expectFrame(layout.cells()[0], 16, 30, 343, 44, "\(a)")  // the offset takes no room
  }

  // MARK: Pinning

  /// Two sections of rows of 50 (no spacing), each with a pinned 30-point header: section 0
  /// is 30 + 20 × 50 = 1030 high, section 1 from 1030 to 1030 + 30 + 10 × 50 = 1560.
  /// `y = min(max(natural, visibleTop), sectionBottom − h)`.
  static let pinnedHeaderCases: [(Double, Double, Double)] = [
    // offset, header 0, header 1
    (0, 0, 1030),
    (200, 200, 1030),  // sticks at the top; section 1's natural place is below
    (990, 990, 1030),
    (1010, 1000, 1030),  // pushed off by section 0's end: 1030 − 30
    (1100, 1000, 1100),
    (2000, 1000, 1530),  // 1560 − 30
  ]

  @Test(arguments: pinnedHeaderCases)
  func pinnedHeaders(_ offset: Double, _ y0: Double, _ y1: Double) {
    let layout = Comp.solve(
      [
        section(rows: 20, [Comp.header(30, pinned: true)], row: 50, spacing: 0),
        section(rows: 10, [Comp.header(30, pinned: true)], row: 50, spacing: 0),
      ], width: 375)
    let headers = layout.elements(ofKind: "header")
    #expect(headers.count == 2)
    expectFrame(layout.displayed(headers[0], at: viewport(y: offset)).frame, 0, y0, 375, 30)
    expectFrame(layout.displayed(headers[1], at: viewport(y: offset)).frame, 0, y1, 375, 30)
    // `frame` stays where the layout puts it.
    expectFrame(headers[1].frame, 0, 1030, 375, 30)
  }

  /// A header that is not pinned scrolls away.
  @Test func unpinnedHeaderScrolls() {
    let layout = Comp.solve([section(rows: 20, [Comp.header(30)])], width: 375)
    let header = layout.element(ofKind: "header")!
    expectFrame(layout.displayed(header, at: viewport(y: 200)).frame, 0, 0, 375, 30)
  }

  /// A pinned footer in a 724-high collection sits at 724 − 24 = 700 [measured]; it stays at
  /// the visible bottom, never below its natural place (section 20 × 50 = 1000 high).
  /// `y = max(min(natural, visibleBottom − h), sectionTop)`.
  @Test(arguments: [(0.0, 700.0), (200, 900), (276, 976), (400, 1000)])
  func pinnedFooter(_ offset: Double, _ y: Double) {
    let layout = Comp.solve(
      [section(rows: 20, [Comp.footer(24, pinned: true)], row: 50, spacing: 0)], width: 375,
      height: 724)
    let footer = layout.element(ofKind: "footer")!
    expectFrame(footer.frame, 0, 1000, 375, 24)
    expectFrame(
      layout.displayed(footer, at: viewport(y: offset, height: 724)).frame, 0, y, 375, 24)
  }

  /// A pinned footer is pushed down by its section's start: section 1 starts at 710, below
  /// 700, so its footer waits at 710; scrolled by 100 it sits at 824 − 24 = 800.
  @Test(arguments: [(0.0, 710.0), (100, 800)])
  func pinnedFooterPushedByItsSectionsStart(_ offset: Double, _ y: Double) {
    let layout = Comp.solve(
      [
        section(rows: 1, [], row: 710),
        section(rows: 10, [Comp.footer(24, pinned: true)], row: 50, spacing: 0),
      ], width: 375, height: 724)
    let footer = layout.element(ofKind: "footer", section: 1)!
    expectFrame(footer.frame, 0, 1210, 375, 24)  // 710 + 10 × 50
    expectFrame(
      layout.displayed(footer, at: viewport(y: offset, height: 724)).frame, 0, y, 375, 24)
  }

  /// The layout's own pinned header stays at the top over the whole content.
  @Test func pinnedLayoutHeader() {
    let layout = Comp.solve(
      [section(rows: 40, [], row: 50, spacing: 0)], width: 375,
      configuration: CompositionalConfiguration(
        boundarySupplementaryItems: [Comp.header(40, pinned: true)]))
    let header = layout.element(ofKind: "header")!
    #expect(header.section == nil)
    expectFrame(layout.displayed(header, at: viewport(y: 500)).frame, 0, 500, 375, 40)
    expectFrame(layout.cells()[0], 0, 40, 375, 50)
  }
}

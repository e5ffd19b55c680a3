import BrickCore
import Testing

/// R18 (docs/compositional.md#r18): list sections, with the metrics given (UIKit publishes none):
/// one full-width row per item, less `horizontalInset` on each side for insetGrouped, rows stacked
/// without spacing, the section padding before and after them.
@Suite struct ListTests {
  static func metrics(
    row: Double = 44, inset: Double = 0, top: Double = 0, bottom: Double = 0,
    header: Double = 30, footer: Double = 25
  ) -> ListConfiguration.Metrics {
    ListConfiguration.Metrics(
      rowHeight: row, horizontalInset: inset, sectionTopPadding: top,
      sectionBottomPadding: bottom, headerHeight: header, footerHeight: footer)
  }

  static func list(
    _ count: Int, _ configuration: ListConfiguration
  ) -> CompositionalSection {
    CompositionalSection(
      cells: .repeated(cell: Comp.emptyCell, count: .value(count)), group: nil,
      list: configuration)
  }

  /// Plain, rows of 50: (0, 50k, 375, 50), the section 3 × 50 = 150.
  @Test func plainRows() {
    let layout = Comp.solve(
      [Self.list(3, ListConfiguration(appearance: .plain, metrics: Self.metrics(row: 50)))],
      width: 375)
    let cells = layout.cells()
    #expect(cells.count == 3)
    for k in 0..<3 { expectFrame(cells[k], 0, 50 * Double(k), 375, 50, "row \(k)") }
    expectFrame(layout.sections[0].frame, 0, 0, 375, 150)
  }

  /// insetGrouped, rows 44, inset 16, padding 20 above and 10 below, header 30, footer 25:
  /// header 0…30; rows from 30 + 20 = 50 at x = 16, 375 − 32 = 343 wide: 50, 94, 138;
  /// footer at 138 + 44 + 10 = 192; the section 192 + 25 = 217. The rounded background spans
  /// the rows: (16, 50, 343, 3 × 44 = 132).
  @Test func insetGrouped() {
    let configuration = ListConfiguration(
      appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary,
      metrics: Self.metrics(inset: 16, top: 20, bottom: 10))
    let layout = Comp.solve([Self.list(3, configuration)], width: 375)
    let cells = layout.cells()
    expectFrame(cells[0], 16, 50, 343, 44)
    expectFrame(cells[1], 16, 94, 343, 44)
    expectFrame(cells[2], 16, 138, 343, 44)
    let header = layout.element(ofKind: "header")
    expectValue(header?.frame.y, 0)
    expectValue(header?.frame.height, 30)
    let footer = layout.element(ofKind: "footer")
    expectValue(footer?.frame.y, 192)
    expectValue(footer?.frame.height, 25)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 217)
    let background = layout.element(ofKind: "insetGroupedSectionBackground")
    #expect(background?.kind == .decoration)
    expectFrame(background?.frame, 16, 50, 343, 132)
  }

  /// Grouped sections follow one another, each padded: section 0 is 17 + 2 × 44 + 17 = 122;
  /// section 1's rows start at 122 + 17 = 139, full width.
  @Test func groupedSectionsArePadded() {
    let configuration = ListConfiguration(
      appearance: .grouped, metrics: Self.metrics(top: 17, bottom: 17))
    let layout = Comp.solve(
      [Self.list(2, configuration), Self.list(1, configuration)], width: 375)
    expectFrame(layout.cells(0)[0], 0, 17, 375, 44)
    expectFrame(layout.cells(0)[1], 0, 61, 375, 44)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 122)
    expectFrame(layout.cells(1)[0], 0, 139, 375, 44)
  }

  /// `firstItemInSection`: item 0 is the header row, an ordinary row of the layout; no
  /// supplementary header.
  @Test func firstItemInSection() {
    let layout = Comp.solve(
      [
        Self.list(
          3,
          ListConfiguration(
            appearance: .plain, headerMode: .firstItemInSection, metrics: Self.metrics()))
      ], width: 375)
    #expect(layout.elements(ofKind: "header").isEmpty)
    let cells = layout.cells()
    #expect(cells.count == 3)
    expectFrame(cells[0], 0, 0, 375, 44)
    expectFrame(cells[1], 0, 44, 375, 44)
  }

  /// A supplementary header is the section header, `headerHeight` high, before the rows;
  /// plain and sidebarPlain lists pin it, the others do not [doc].
  @Test(arguments: ListConfiguration.Appearance.allCases)
  func headerPinning(_ appearance: ListConfiguration.Appearance) {
    let layout = Comp.solve(
      [
        Self.list(
          2,
          ListConfiguration(
            appearance: appearance, headerMode: .supplementary,
            metrics: Self.metrics(inset: 0, top: 5)))
      ], width: 375)
    let header = layout.element(ofKind: "header")
    expectFrame(header?.frame, 0, 0, 375, 30)
    expectFrame(layout.cells()[0], 0, 35, 375, 44)  // 30 + 5
    #expect(header?.pinToVisibleBounds == (appearance == .plain || appearance == .sidebarPlain))
  }

  /// Without metrics the documented assumptions apply (docs/compositional.md, "Lists"), and
  /// the configuration says they were not given.
  @Test func assumedMetrics() {
    let plain = ListConfiguration(appearance: .plain)
    #expect(!plain.metricsGiven)
    #expect(plain.metrics == Self.metrics(row: 44, header: 28, footer: 28))
    #expect(
      ListConfiguration(appearance: .insetGrouped).metrics
        == Self.metrics(row: 44, inset: 20, top: 17, bottom: 17, header: 38, footer: 38))
    #expect(ListConfiguration(appearance: .grouped, metrics: Self.metrics()).metricsGiven)
  }
}

import BrickCore
import Testing

/// R10 (docs/compositional.md#r10: section placement), R11 (the layout configuration) and R17
/// (decoration items).
@Suite struct SectionPlacementTests {
  // MARK: R10

  /// Header, top inset, groups with interGroupSpacing between them, bottom inset, footer, then
  /// interSectionSpacing. 375 wide, insets (10, 16, 20, 16), header 30, rows of 50 with
  /// spacing 5, footer 24, interSectionSpacing 8.
  @Test func sectionOrder() {
    let first = Comp.section(
      3, Comp.row(.fractionalWidth(1), .absolute(50)),
      insets: DirectionalInsets(top: 10, leading: 16, bottom: 20, trailing: 16),
      interGroupSpacing: 5, boundary: [Comp.header(30), Comp.footer(24)])
    let second = Comp.section(1, Comp.row(.fractionalWidth(1), .absolute(50)))
    let layout = Comp.solve(
      [first, second], width: 375,
      configuration: CompositionalConfiguration(interSectionSpacing: 8))
    expectFrame(layout.element(ofKind: "header")?.frame, 16, 0, 343, 30)
    let cells = layout.cells(0)
    expectFrame(cells[0], 16, 40, 343, 50)  // 30 + 10
    expectFrame(cells[1], 16, 95, 343, 50)  // 40 + 50 + 5
    expectFrame(cells[2], 16, 150, 343, 50)  // 95 + 50 + 5
    // No spacing after the last group: 150 + 50 + 20 = 220.
    expectFrame(layout.element(ofKind: "footer")?.frame, 16, 220, 343, 24)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 244)  // 220 + 24
    expectFrame(layout.cells(1)[0], 0, 252, 375, 50)  // 244 + 8
    expectFrame(layout.sections[1].frame, 0, 252, 375, 50)
    expectValue(layout.contentSize.height, 302)
  }

  /// One group per row: a group half the section's width does not share its row.
  @Test func groupsStackOnePerRow() {
    let layout = Comp.solve(
      [Comp.section(3, Comp.row(.fractionalWidth(0.5), .absolute(50)), interGroupSpacing: 4)],
      width: 375)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 0, 187.5, 50)
    expectFrame(cells[1], 0, 54, 187.5, 50)  // below, not at x = 187.5
    expectFrame(cells[2], 0, 108, 187.5, 50)
  }

  /// An empty section still takes the interSectionSpacing on each side [inferred, low]:
  /// 100, + 8, an empty section (0 high), + 8: the third starts at 116.
  @Test func emptySectionStillTakesSpacing() {
    let row = Comp.row(.fractionalWidth(1), .absolute(100))
    let layout = Comp.solve(
      [Comp.section(1, row), Comp.section(0, row), Comp.section(1, row)], width: 375,
      configuration: CompositionalConfiguration(interSectionSpacing: 8))
    expectFrame(layout.sections[1].frame, 0, 108, 375, 0)
    expectFrame(layout.cells(2)[0], 0, 116, 375, 100)
  }

  // MARK: R11

  /// The layout's own header and footer go before the first and after the last section.
  @Test func layoutBoundaryItems() {
    let row = Comp.row(.fractionalWidth(1), .absolute(100))
    let layout = Comp.solve(
      [Comp.section(1, row), Comp.section(2, row)], width: 375,
      configuration: CompositionalConfiguration(
        interSectionSpacing: 10,
        boundarySupplementaryItems: [Comp.header(40), Comp.footer(30)]))
    expectFrame(layout.element(ofKind: "header")?.frame, 0, 0, 375, 40)
    expectFrame(layout.cells(0)[0], 0, 40, 375, 100)
    expectFrame(layout.cells(1)[0], 0, 150, 375, 100)  // 40 + 100 + 10
    expectFrame(layout.cells(1)[1], 0, 250, 375, 100)
    expectFrame(layout.element(ofKind: "footer")?.frame, 0, 350, 375, 30)
    expectValue(layout.contentSize.height, 380)
  }

  /// A horizontal layout transposes every rule: a section's groups advance along x, its
  /// leading and trailing insets are along the scroll axis and top and bottom across it.
  /// 375 × 812: group 100 × fractionalHeight(1) of 812 − 6 − 6 = 800; two items of 0.5 × 800
  /// = 400 in each; groups at x = 5, 5 + 100 + 10 = 115; the section 5 + 100 + 10 + 100 + 5.
  @Test func horizontalScrollDirection() {
    let g = Comp.group(
      .vertical, .absolute(100), .fractionalHeight(1),
      .cycling([Comp.item(.fractionalWidth(1), .fractionalHeight(0.5))]))
    let layout = Comp.solve(
      [
        Comp.section(
          4, g, insets: DirectionalInsets(top: 6, leading: 5, bottom: 6, trailing: 5),
          interGroupSpacing: 10)
      ], width: 375, height: 812,
      configuration: CompositionalConfiguration(scrollDirection: .horizontal))
    let cells = layout.cells()
    expectFrame(cells[0], 5, 6, 100, 400)
    expectFrame(cells[1], 5, 406, 100, 400)
    expectFrame(cells[2], 115, 6, 100, 400)
    expectFrame(cells[3], 115, 406, 100, 400)
    expectFrame(layout.sections[0].frame, 0, 0, 220, 812)
    expectValue(layout.contentSize.width, 220)
  }

  // MARK: R17

  /// A background covers the section including its content insets [measured: an orthogonal
  /// section of 16 + 40 + 16 = 72 on 375 has its background at (0, 0, 375, 72)], and does not
  /// scroll sideways with the groups.
  @Test func backgroundCoversTheOrthogonalSection() {
    let layout = Comp.solve(
      [
        Comp.section(
          5, Comp.row(.fractionalWidth(0.5), .absolute(40)), insets: DirectionalInsets(all: 16),
          orthogonal: .continuous, decorations: [DecorationItem(elementKind: "background")])
      ], width: 375)
    let background = layout.element(ofKind: "background")
    expectFrame(background?.frame, 0, 0, 375, 72)
    #expect(background?.kind == .decoration)
    let scrolled = layout.displayed(
      background!,
      at: CompositionalScroll(
        viewport: Viewport(size: Size(width: 375, height: 812)), orthogonalOffsets: [0: 100]))
    expectFrame(scrolled.frame, 0, 0, 375, 72)  // stays in the main collection view
  }

  /// The decoration's own contentInsets inset it from the section; a normal section's
  /// background covers its groups and insets: 12 + 2 × 50 + 12 = 124 high.
  @Test func decorationInsets() {
    let layout = Comp.solve(
      [
        Comp.section(
          2, Comp.row(.fractionalWidth(1), .absolute(50)), insets: DirectionalInsets(all: 12),
          decorations: [
            DecorationItem(elementKind: "whole"),
            DecorationItem(elementKind: "inset", contentInsets: DirectionalInsets(all: 8)),
          ])
      ], width: 375)
    expectFrame(layout.element(ofKind: "whole")?.frame, 0, 0, 375, 124)
    expectFrame(layout.element(ofKind: "inset")?.frame, 8, 8, 359, 108)  // 375 − 16, 124 − 16
  }

  /// Decorations default to zIndex 0, under the cells, which are promoted to 1 [doc].
  @Test func decorationsDrawUnderCells() {
    let layout = Comp.solve(
      [
        Comp.section(
          1, Comp.row(.fractionalWidth(1), .absolute(50)),
          decorations: [DecorationItem(elementKind: "background")])
      ], width: 375)
    #expect(layout.element(ofKind: "background")?.zIndex == 0)
    #expect(layout.cellElement(0)?.zIndex == 1)
  }
}

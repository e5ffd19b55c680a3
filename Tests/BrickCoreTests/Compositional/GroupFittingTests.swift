import BrickCore
import Testing

/// R3-R9, R19 and R20 (docs/compositional.md#rules): how a group fills itself with its subitems.
@Suite struct GroupFittingTests {
  /// A horizontal group of `w` × 100 cycling `items`.
  func layout(
    _ items: [LayoutElement], count: Int, groupWidth: LayoutDimension = .fractionalWidth(1),
    height: Double = 100, spacing: LayoutSpacing? = nil, interGroupSpacing: Double = 0
  ) -> CompositionalLayout {
    let g = Comp.group(
      .horizontal, groupWidth, .absolute(height), .cycling(items), spacing: spacing)
    return Comp.solve(
      [Comp.section(count, g, interGroupSpacing: interGroupSpacing)], width: 375)
  }

  // MARK: R3

  /// Subitems cycle until the next one does not fit; it starts the next group. Absolute 100
  /// items, fixed spacing 10, in a 375 group: x = 0, 110, 220; a fourth would end at
  /// 330 + 100 = 430 > 375, so item 3 starts group 2 at y = 100.
  @Test func cyclingStopsAtTheFirstSubitemThatDoesNotFit() {
    let cells = layout(
      [Comp.item(.absolute(100), .fractionalHeight(1))], count: 5, spacing: .fixed(10)
    )
    .cells()
    expectFrame(cells[0], 0, 0, 100, 100)
    expectFrame(cells[1], 110, 0, 100, 100)  // 0 + 100 + 10
    expectFrame(cells[2], 220, 0, 100, 100)  // 110 + 100 + 10
    expectFrame(cells[3], 0, 100, 100, 100)
    expectFrame(cells[4], 110, 100, 100, 100)
  }

  /// Zero-width subitems all fit: one group takes every item the section has, and no more
  /// (the fuzzer's finding: a uniform group of them once took items without end).
  @Test func zeroWidthSubitemsFillOneGroupWithTheSectionsItems() {
    let cells = layout([Comp.item(.fractionalWidth(0), .fractionalHeight(1))], count: 5).cells()
    #expect(cells.count == 5)
    for (i, cell) in cells.enumerated() { expectFrame(cell, 0, 0, 0, 100, "item \(i)") }
  }

  /// Fractions are not reduced for spacing: four `fractionalWidth(0.25)` items (93.75) with
  /// 10pt spacing: 0, 103.75, 207.5, and a fourth from 311.25 would end at 405 > 375.
  @Test func fractionsAreNotReducedForSpacing() {
    let cells = layout(
      [Comp.item(.fractionalWidth(0.25), .fractionalHeight(1))], count: 4, spacing: .fixed(10)
    ).cells()
    expectFrame(cells[0], 0, 0, 93.75, 100)
    expectFrame(cells[1], 103.75, 0, 93.75, 100)
    expectFrame(cells[2], 207.5, 0, 93.75, 100)
    expectFrame(cells[3], 0, 100, 93.75, 100)
  }

  /// The subitem array is cycled in order: [0.5, 0.25] in 375 gives 187.5, 93.75, then a
  /// second 0.5 would end at 281.25 + 187.5 > 375: the group holds two.
  @Test func subitemsCycleInArrayOrder() {
    let cells = layout(
      [
        Comp.item(.fractionalWidth(0.5), .fractionalHeight(1)),
        Comp.item(.fractionalWidth(0.25), .fractionalHeight(0.5)),
      ], count: 4
    ).cells()
    expectFrame(cells[0], 0, 0, 187.5, 100)
    expectFrame(cells[1], 187.5, 0, 93.75, 50)  // 0.5 × 100
    expectFrame(cells[2], 0, 100, 187.5, 100)
    expectFrame(cells[3], 187.5, 100, 93.75, 50)
  }

  /// A partial last group keeps its full size: 7 cells of a five-a-row grid are 2 rows of 75
  /// (0.2 × 375), and the next section starts after both, plus interSectionSpacing 8.
  @Test func partialGroupsKeepTheirSize() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .fractionalWidth(0.2),
      .cycling([Comp.item(.fractionalWidth(0.2), .fractionalHeight(1))]))
    let layout = Comp.solve(
      [Comp.section(7, g), Comp.section(1, g)], width: 375,
      configuration: CompositionalConfiguration(interSectionSpacing: 8))
    expectFrame(layout.cells(0)[6], 75, 75, 75, 75)  // row 1, column 1
    expectFrame(layout.sections[0].frame, 0, 0, 375, 150)  // 2 × 75
    expectFrame(layout.cells(1)[0], 0, 158, 75, 75)  // 150 + 8
  }

  /// Brickyard stops at the first subitem that does not fit and does not try a smaller one
  /// after it (R3, medium): [0.5, 0.6, 0.1] in 375: 187.5 fits, 225 would end at 412.5, and
  /// the 0.1 (37.5) after it is not tried. Every instance starts again at the first subitem,
  /// so each group holds one item.
  @Test func fittingStopsAtTheFirstMisfit() {
    let cells = layout(
      [
        Comp.item(.fractionalWidth(0.5), .fractionalHeight(1)),
        Comp.item(.fractionalWidth(0.6), .fractionalHeight(1)),
        Comp.item(.fractionalWidth(0.1), .fractionalHeight(1)),
      ], count: 2
    ).cells()
    expectFrame(cells[0], 0, 0, 187.5, 100)
    expectFrame(cells[1], 0, 100, 187.5, 100)
  }

  /// An estimated group also shrinks to its content: items of 30 in a group estimated at 50
  /// make it 30; the next group is at 30.
  @Test func estimatedGroupShrinks() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(50),
      .cycling([Comp.item(.fractionalWidth(1), .absolute(30))]))
    let cells = Comp.solve([Comp.section(2, g)], width: 375).cells()
    expectFrame(cells[1], 0, 30, 375, 30)
  }

  // MARK: R4

  /// Across the axis an item sits at its group's top; `edgeSpacing` moves it. The measured
  /// 76.75-tall squares in an 80-tall group (R2's count group) sit at y = 0.
  static let crossCases: [(EdgeSpacing, Double)] = [
    (EdgeSpacing(), 0),  // the group's top [measured]
    (EdgeSpacing(top: .fixed(20)), 20),  // y + 20 [doc]
    (EdgeSpacing(bottom: .flexible(0)), 0),  // "align to the top" [doc]
    (EdgeSpacing(top: .flexible(0), bottom: .flexible(0)), 1.625),  // (80 − 76.75) / 2 [impl]
  ]

  @Test(arguments: crossCases)
  func crossAxisPlacement(_ edge: EdgeSpacing, _ y: Double) {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(80),
      .count(Comp.item(.fractionalWidth(0.25), .fractionalWidth(0.25), edge: edge), 4),
      spacing: .fixed(16), insets: DirectionalInsets(trailing: 20))
    let cells = Comp.solve([Comp.section(4, g)], width: 375).cells()
    expectFrame(cells[0], 0, y, 76.75, 76.75, "\(edge)")
    expectFrame(cells[3], 278.25, y, 76.75, 76.75, "\(edge)")  // 3 × (76.75 + 16)
  }

  /// An estimated group grows (or shrinks) to its largest child plus its own insets.
  @Test func estimatedGroupTakesItsLargestChild() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(50),
      .cycling([
        Comp.item(.fractionalWidth(0.5), .absolute(30)),
        Comp.item(.fractionalWidth(0.5), .absolute(70)),
      ]), insets: DirectionalInsets(top: 5, bottom: 5))
    let layout = Comp.solve([Comp.section(4, g, interGroupSpacing: 10)], width: 375)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 5, 187.5, 30)  // below the group's top inset
    expectFrame(cells[1], 187.5, 5, 187.5, 70)
    // The group is 5 + 70 + 5 = 80 (not 50): the next starts at 80 + 10 = 90, items at 95.
    expectFrame(cells[2], 0, 95, 187.5, 30)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 170)  // 80 + 10 + 80
  }

  // MARK: R5

  /// `subitem:count:`: exactly n, `(box − spacing × (n − 1)) / n` each; the subitem's own
  /// width (absolute 50) is ignored. (375 − 2 × 10) / 3 = 118.333.
  @Test func countGroupsResizeTheirItems() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(60),
      .count(Comp.item(.absolute(50), .fractionalHeight(1)), 3), spacing: .fixed(10))
    let cells = Comp.solve([Comp.section(4, g)], width: 375).cells()
    let w = 355.0 / 3
    expectFrame(cells[0], 0, 0, w, 60)
    expectFrame(cells[1], w + 10, 0, w, 60)  // 128.333
    expectFrame(cells[2], 2 * (w + 10), 0, w, 60)  // 256.667
    expectFrame(cells[3], 0, 60, w, 60)  // the next group: exactly 3 in each
  }

  /// `repeatingSubitem:count:`: n at their own size, even past the group's end (R5: "place
  /// all"): 5 × 100 with spacing 10 in 375: 0, 110, 220, 330, 440.
  @Test func repeatingGroupsKeepTheirItemsSize() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(60),
      .repeating(Comp.item(.absolute(100), .fractionalHeight(1)), 5), spacing: .fixed(10))
    let cells = Comp.solve([Comp.section(6, g)], width: 375).cells()
    for (k, x) in [0.0, 110, 220, 330, 440].enumerated() {
      expectFrame(cells[k], x, 0, 100, 60, "item \(k)")
    }
    expectFrame(cells[5], 0, 60, 100, 60)
  }

  /// Vertical groups: a count of 3 in 300 with spacing 6 is (300 − 12) / 3 = 96 high at
  /// y = 0, 102, 204; a 0.5-wide subitem sits at the group's leading edge (R4).
  @Test func verticalCountGroup() {
    let g = Comp.group(
      .vertical, .fractionalWidth(1), .absolute(300),
      .count(Comp.item(.fractionalWidth(0.5), .absolute(10)), 3), spacing: .fixed(6))
    let cells = Comp.solve([Comp.section(3, g)], width: 375).cells()
    expectFrame(cells[0], 0, 0, 187.5, 96)
    expectFrame(cells[1], 0, 102, 187.5, 96)
    expectFrame(cells[2], 0, 204, 187.5, 96)
  }

  // MARK: R6

  /// Flexible spacing: fit with 10 (three 100s: the group's items end at 320), then the
  /// leftover 375 − 320 = 55 is shared by the 2 gaps, 27.5 each: x = 0, 137.5, 275.
  @Test func flexibleSpacingSharesTheLeftover() {
    let cells = layout(
      [Comp.item(.absolute(100), .fractionalHeight(1))], count: 3, spacing: .flexible(10)
    ).cells()
    expectFrame(cells[0], 0, 0, 100, 100)
    expectFrame(cells[1], 137.5, 0, 100, 100)  // 100 + 10 + 27.5
    expectFrame(cells[2], 275, 0, 100, 100)  // ends at 375
  }

  /// Fixed spacing is exactly that much, between subitems only.
  @Test func fixedSpacingIsExact() {
    let cells = layout(
      [Comp.item(.absolute(100), .fractionalHeight(1))], count: 2, spacing: .fixed(10)
    ).cells()
    expectFrame(cells[0], 0, 0, 100, 100)  // no spacing before the first
    expectFrame(cells[1], 110, 0, 100, 100)
  }

  // MARK: R7

  /// Item insets shrink the item after its slot is placed; slots do not move. Group insets 16,
  /// thirds of 343 = 114.333, trailing inset 4 ⇒ 110.333 wide [measured].
  @Test func itemInsetsApplyAfterPlacement() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(100),
      .cycling([
        Comp.item(
          .fractionalWidth(1.0 / 3), .fractionalHeight(1),
          insets: DirectionalInsets(top: 2, trailing: 4))
      ]), insets: DirectionalInsets(leading: 16, trailing: 16))
    let cells = Comp.solve([Comp.section(3, g)], width: 375).cells()
    let slot = 343.0 / 3
    expectFrame(cells[0], 16, 2, slot - 4, 98)  // 110.333 × (100 − 2)
    expectFrame(cells[1], 16 + slot, 2, slot - 4, 98)  // 130.333: the slot's x
    expectFrame(cells[2], 16 + 2 * slot, 2, slot - 4, 98)  // 244.667
  }

  /// Insets are ignored on an estimated axis: a 0.5-wide item with insets 10 and an
  /// estimated height 44 (an empty cell keeps its estimate) is (10, 0, 187.5 − 20, 44).
  @Test func itemInsetsAreIgnoredOnAnEstimatedAxis() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([
        Comp.item(.fractionalWidth(0.5), .estimated(44), insets: DirectionalInsets(all: 10))
      ]))
    let cells = Comp.solve([Comp.section(2, g)], width: 375).cells()
    expectFrame(cells[0], 10, 0, 167.5, 44)
    expectFrame(cells[1], 197.5, 0, 167.5, 44)  // 187.5 + 10
  }

  // MARK: R8

  /// Group insets shrink the box subitems go in; the group's slot is unchanged: two groups of
  /// 100 with insets 8 and interGroupSpacing 10 are at y = 0 and 110, items 8 inside.
  @Test func groupInsetsShrinkTheContentBoxOnly() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(100), .cycling([Comp.fill]),
      insets: DirectionalInsets(all: 8))
    let cells = Comp.solve([Comp.section(2, g, interGroupSpacing: 10)], width: 375).cells()
    expectFrame(cells[0], 8, 8, 359, 84)  // 375 − 16, 100 − 16
    expectFrame(cells[1], 8, 118, 359, 84)  // 100 + 10 + 8
  }

  // MARK: R9

  /// Fixed edge spacing enlarges what an item takes along the axis: leading 10 on 100-wide
  /// items gives x = 10, 120, 230; a fourth (from 340) would end at 440 > 375.
  @Test func fixedLeadingEdgeSpacing() {
    let cells = layout(
      [Comp.item(.absolute(100), .fractionalHeight(1), edge: EdgeSpacing(leading: .fixed(10)))],
      count: 4
    ).cells()
    expectFrame(cells[0], 10, 0, 100, 100)
    expectFrame(cells[1], 120, 0, 100, 100)  // 10 + 100 + 10
    expectFrame(cells[2], 230, 0, 100, 100)
    expectFrame(cells[3], 10, 100, 100, 100)
  }

  /// Fixed trailing edge spacing 5: x = 0, 105, 210; a fourth would end at 415 + 5 > 375.
  @Test func fixedTrailingEdgeSpacing() {
    let cells = layout(
      [Comp.item(.absolute(100), .fractionalHeight(1), edge: EdgeSpacing(trailing: .fixed(5)))],
      count: 4
    ).cells()
    expectFrame(cells[1], 105, 0, 100, 100)
    expectFrame(cells[2], 210, 0, 100, 100)
    expectFrame(cells[3], 0, 100, 100, 100)
  }

  /// Flexible leading edges share the leftover equally [impl, low]: three 100s leave 75, one
  /// share of 25 per flexible edge: x = 25, 150, 275.
  @Test func flexibleLeadingEdgesShareTheLeftover() {
    let cells = layout(
      [
        Comp.item(.absolute(100), .fractionalHeight(1), edge: EdgeSpacing(leading: .flexible(0)))
      ], count: 3
    ).cells()
    expectFrame(cells[0], 25, 0, 100, 100)
    expectFrame(cells[1], 150, 0, 100, 100)  // 25 + 100 + 25
    expectFrame(cells[2], 275, 0, 100, 100)
  }

  // MARK: R19

  /// Items are consumed depth first: 0 the leading item, 1-2 a count-2 column, 3-5 a count-3
  /// column, 6 the next group [measured order]. Group 375 × 300: the leading item is 0.5 ×
  /// 375 = 187.5; columns 0.25 × 375 = 93.75 wide, at 187.5 and 281.25; rows 300 / 2 = 150
  /// and 300 / 3 = 100.
  @Test func itemsAreAssignedDepthFirst() {
    let column2 = Comp.group(
      .vertical, .fractionalWidth(0.25), .fractionalHeight(1),
      .count(Comp.item(.fractionalWidth(1), .absolute(10)), 2))
    let column3 = Comp.group(
      .vertical, .fractionalWidth(0.25), .fractionalHeight(1),
      .count(Comp.item(.fractionalWidth(1), .absolute(10)), 3))
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(300),
      .cycling([
        Comp.item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(column2),
        .group(column3),
      ]))
    let cells = Comp.solve([Comp.section(7, g)], width: 375).cells()
    let expected: [(Double, Double, Double, Double)] = [
      (0, 0, 187.5, 300),
      (187.5, 0, 93.75, 150), (187.5, 150, 93.75, 150),
      (281.25, 0, 93.75, 100), (281.25, 100, 93.75, 100), (281.25, 200, 93.75, 100),
      (0, 300, 187.5, 300),
    ]
    for (k, e) in expected.enumerated() {
      expectFrame(cells[k], e.0, e.1, e.2, e.3, "item \(k)")
    }
  }

  /// Apple's Nested Groups sample (docs/compositional.md) on 375 × 812: the group is
  /// 375 × 0.4 × 812 = 324.8; the leading item 0.7 × 375 = 262.5 less insets 10; the column
  /// 0.3 × 375 = 112.5 wide, 2 items of 324.8 / 2 = 162.4 less insets 10.
  @Test func nestedGroupsSample() {
    let column = Comp.group(
      .vertical, .fractionalWidth(0.3), .fractionalHeight(1),
      .count(
        Comp.item(.fractionalWidth(1), .fractionalHeight(0.3), insets: DirectionalInsets(all: 10)),
        2))
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .fractionalHeight(0.4),
      .cycling([
        Comp.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: DirectionalInsets(all: 10)),
        .group(column),
      ]))
    let cells = Comp.solve([Comp.section(4, g)], width: 375, height: 812).cells()
    expectFrame(cells[0], 10, 10, 242.5, 304.8)  // 262.5 − 20, 324.8 − 20
    expectFrame(cells[1], 272.5, 10, 92.5, 142.4)  // 262.5 + 10; 112.5 − 20; 162.4 − 20
    expectFrame(cells[2], 272.5, 172.4, 92.5, 142.4)  // 162.4 + 10
    expectFrame(cells[3], 10, 334.8, 242.5, 304.8)  // 324.8 + 10
  }

  // MARK: R20

  /// Custom groups: literal frames relative to the group, one item each, one set per group
  /// instance. Section leading inset 10, groups 200 high with interGroupSpacing 5.
  @Test func customGroupFramesAreRelativeToTheGroup() {
    let g = Comp.group(
      .custom, .fractionalWidth(1), .absolute(200),
      .custom([
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 50, width: 50, height: 50),
      ]))
    let layout = Comp.solve(
      [Comp.section(3, g, insets: DirectionalInsets(leading: 10), interGroupSpacing: 5)],
      width: 375)
    let cells = layout.cells()
    expectFrame(cells[0], 10, 0, 100, 100)
    expectFrame(cells[1], 110, 50, 50, 50)  // 10 + 100
    expectFrame(cells[2], 10, 205, 100, 100)  // the second instance: 200 + 5
    expectFrame(layout.sections[0].frame, 0, 0, 375, 405)  // partial group keeps its 200
  }

  /// A custom group nested in a horizontal group: its frames are relative to its slot at
  /// x = 0.5 × 375 = 187.5; cells in order (the leading item first).
  @Test func customGroupsNest() {
    let custom = Comp.group(
      .custom, .fractionalWidth(0.5), .fractionalHeight(1),
      .custom([
        Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 60, y: 70, width: 30, height: 30),
      ]))
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(100),
      .cycling([Comp.item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(custom)]))
    let cells = Comp.solve([Comp.section(3, g)], width: 375).cells()
    expectFrame(cells[0], 0, 0, 187.5, 100)
    expectFrame(cells[1], 187.5, 0, 50, 50)
    expectFrame(cells[2], 247.5, 70, 30, 30)  // 187.5 + 60
  }
}

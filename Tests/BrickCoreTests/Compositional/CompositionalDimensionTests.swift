import BrickCore
import Testing

/// R1 (docs/compositional.md#r1: dimensions) and R2 (which container a dimension is resolved
/// against).
@Suite struct CompositionalDimensionTests {
  // MARK: R1

  /// R1's table on a 393 × 852 container.
  @Test(arguments: [
    (LayoutDimension.fractionalWidth(0.2), 78.6),  // 0.2 × 393
    (.fractionalHeight(0.5), 426),  // 0.5 × 852
    (.fractionalWidth(1), 393),
    (.fractionalHeight(0.1), 85.2),  // 0.1 × 852
    (.absolute(44), 44),
    (.estimated(100), 100),  // the estimate until the cell sizes itself
    (.uniformAcrossSiblings(30), 30),
  ])
  func dimensionsResolve(_ d: LayoutDimension, _ expected: Double) {
    expectValue(d.resolve(in: Size(width: 393, height: 852)), expected, "\(d)")
  }

  /// Either axis may reference either container axis: `fractionalWidth(0.2)` on both sides is
  /// a square (Apple's example), and a width may be a fraction of the height.
  @Test func eitherAxisReferencesEitherContainerAxis() {
    let c = Size(width: 393, height: 852)
    let square = Comp.size(.fractionalWidth(0.2), .fractionalWidth(0.2)).resolve(in: c)
    expectValue(square.width, 78.6)  // 0.2 × 393
    expectValue(square.height, 78.6)  // 0.2 × 393, not 0.2 × 852
    let tall = Comp.size(.fractionalHeight(0.1), .fractionalWidth(0.5)).resolve(in: c)
    expectValue(tall.width, 85.2)  // 0.1 × 852
    expectValue(tall.height, 196.5)  // 0.5 × 393
  }

  /// Apple's Grid on a 393-wide container with 10-point section insets: the container is
  /// 393 − 2 × 10 = 373 wide; rows are `fractionalWidth(0.2)` of it, items a fifth of the row.
  @Test func gridSample() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .fractionalWidth(0.2),
      .cycling([Comp.item(.fractionalWidth(0.2), .fractionalHeight(1))]))
    let layout = Comp.solve(
      [Comp.section(94, g, insets: DirectionalInsets(leading: 10, trailing: 10))],
      width: 393, height: 852)
    let cells = layout.cells()
    #expect(cells.count == 94)
    // (393 − 2 × 10) × 0.2 = 74.6 wide and high; x = 10 + k × 74.6.
    expectFrame(cells[0], 10, 0, 74.6, 74.6)
    expectFrame(cells[1], 84.6, 0, 74.6, 74.6)  // 10 + 74.6
    expectFrame(cells[4], 308.4, 0, 74.6, 74.6)  // 10 + 4 × 74.6
    expectFrame(cells[5], 10, 74.6, 74.6, 74.6)  // five a row (R3)
    // Item 93: row 93 / 5 = 18, column 3: (10 + 3 × 74.6, 18 × 74.6) = (233.8, 1342.8).
    expectFrame(cells[93], 233.8, 1342.8, 74.6, 74.6)
    // 19 rows (the last holds 4): 19 × 74.6 = 1417.4.
    expectFrame(layout.sections[0].frame, 0, 0, 393, 1417.4)
    expectValue(layout.contentSize.height, 1417.4)
  }

  // MARK: R2

  /// A top-level group of a normal section: the container less the section's insets on both
  /// axes, `(W − sL − sR) × (H − sT − sB)`.
  @Test func topLevelGroupOfANormalSection() {
    let g = Comp.row(.fractionalWidth(1), .fractionalHeight(0.5))
    let layout = Comp.solve(
      [
        Comp.section(
          1, g, insets: DirectionalInsets(top: 10, leading: 16, bottom: 20, trailing: 16))
      ],
      width: 375, height: 812)
    // width 375 − 16 − 16 = 343 at x = 16; height (812 − 10 − 20) × 0.5 = 391 at y = 10.
    expectFrame(layout.cells()[0], 16, 10, 343, 391)
    // The section: 10 + 391 + 20 = 421.
    expectFrame(layout.sections[0].frame, 0, 0, 375, 421)
  }

  /// A top-level group of an orthogonal section: the whole container, not less the
  /// section's leading and trailing insets [measured: 375, not 343].
  @Test func topLevelGroupOfAnOrthogonalSection() {
    let g = Comp.row(.fractionalWidth(1), .absolute(40))
    let layout = Comp.solve(
      [Comp.section(2, g, insets: DirectionalInsets(all: 16), orthogonal: .continuous)],
      width: 375, height: 812)
    let cells = layout.cells()
    expectFrame(cells[0], 16, 16, 375, 40)  // x = sL = 16, width 375
    expectFrame(cells[1], 391, 16, 375, 40)  // 16 + 375 + 0 (no interGroupSpacing)
  }

  /// Items inside a group: the group's content box. Group insets 16 on a 375 group ⇒ 1/3
  /// items are 343 / 3 = 114.333 wide [measured].
  @Test func itemsResolveAgainstTheGroupsContentBox() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(100),
      .cycling([Comp.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))]),
      insets: DirectionalInsets(leading: 16, trailing: 16))
    let cells = Comp.solve([Comp.section(3, g)], width: 375).cells()
    let w = 343.0 / 3  // 114.333
    expectFrame(cells[0], 16, 0, w, 100)
    expectFrame(cells[1], 16 + w, 0, w, 100)  // 130.333
    expectFrame(cells[2], 16 + 2 * w, 0, w, 100)  // 244.667
  }

  /// A nested group with insets 4 in a 114.333 slot: its items are 114.333 − 8 = 106.333
  /// wide [measured].
  @Test func nestedGroupInsetsShrinkTheirItems() {
    let inner = Comp.group(
      .vertical, .fractionalWidth(1.0 / 3), .fractionalHeight(1),
      .cycling([Comp.item(.fractionalWidth(1), .fractionalHeight(0.5))]),
      insets: DirectionalInsets(all: 4))
    let outer = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(200), .cycling([.group(inner)]),
      insets: DirectionalInsets(leading: 16, trailing: 16))
    let cells = Comp.solve([Comp.section(4, outer)], width: 375).cells()
    let slot = 343.0 / 3  // 114.333
    let w = slot - 8  // 106.333
    // The inner box is 200 − 8 = 192 high: items 0.5 × 192 = 96, from y = 4.
    expectFrame(cells[0], 16 + 4, 4, w, 96)
    expectFrame(cells[1], 16 + 4, 100, w, 96)  // 4 + 96
    expectFrame(cells[2], 16 + slot + 4, 4, w, 96)  // 134.333
    expectFrame(cells[3], 16 + slot + 4, 100, w, 96)
  }

  /// A count group's subitem across the axis: a fraction of the content box less the total
  /// interItemSpacing along the axis, and of the content box across it.
  @Test func countGroupCrossAxisFractions() {
    // Horizontal, 300 × 100, 3 items, spacing 10: along, (300 − 2 × 10) / 3 = 93.333.
    // Heights: fractionalWidth(0.5) of 300 − 20 = 280 ⇒ 140; fractionalHeight(0.5) ⇒ 50.
    for (height, expected) in [
      (LayoutDimension.fractionalWidth(0.5), 140.0), (.fractionalHeight(0.5), 50),
    ] {
      let g = Comp.group(
        .horizontal, .absolute(300), .absolute(100),
        .count(Comp.item(.absolute(10), height), 3), spacing: .fixed(10))
      let cells = Comp.solve([Comp.section(3, g)], width: 375).cells()
      let w = 280.0 / 3
      expectFrame(cells[0], 0, 0, w, expected, "\(height)")
      expectFrame(cells[1], w + 10, 0, w, expected, "\(height)")
      expectFrame(cells[2], 2 * (w + 10), 0, w, expected, "\(height)")
    }
  }

  /// The measured data point: a count-4 group 375 wide with a trailing inset of 20 and
  /// spacing 16: items (355 − 3 × 16) / 4 = 76.75 wide; a `fractionalWidth(0.25)` height is
  /// 0.25 × (355 − 48) = 76.75, so the items are square [measured].
  @Test func measuredCountGroupSquares() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(80),
      .count(Comp.item(.fractionalWidth(0.25), .fractionalWidth(0.25)), 4), spacing: .fixed(16),
      insets: DirectionalInsets(trailing: 20))
    let cells = Comp.solve([Comp.section(4, g)], width: 375).cells()
    // x = k × (76.75 + 16): 0, 92.75, 185.5, 278.25 (UIKit snaps them to 0, 92.667, 185.333,
    // 278 at @3x, R12; Brickyard reports points unsnapped).
    for (k, x) in [0.0, 92.75, 185.5, 278.25].enumerated() {
      expectFrame(cells[k], x, 0, 76.75, 76.75, "item \(k)")
    }
  }

  /// A boundary item's container: the section's width less its leading and trailing insets by
  /// default, the full width when supplementaries do not follow the insets.
  @Test(arguments: [(true, 16.0, 343.0), (false, 0, 375)])
  func boundaryItemContainer(_ follow: Bool, _ x: Double, _ width: Double) {
    let layout = Comp.solve(
      [
        Comp.section(
          1, Comp.row(.fractionalWidth(1), .absolute(50)),
          insets: DirectionalInsets(leading: 16, trailing: 16), boundary: [Comp.header(30)],
          followInsets: follow)
      ], width: 375)
    // fractionalWidth(1) of 375 − 16 − 16 = 343 at x = 16, or of 375 at x = 0.
    expectFrame(layout.element(ofKind: "header")?.frame, x, 0, width, 30)
  }

  /// Section and item insets below 1 are points, not fractions (the container protocol's
  /// fraction rule is not theirs; IBP's divergence to avoid): insets 0.5 are half a point.
  @Test func smallInsetsArePoints() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(50),
      .cycling([
        Comp.item(.fractionalWidth(1), .fractionalHeight(1), insets: DirectionalInsets(all: 0.5))
      ]))
    let cells = Comp.solve(
      [Comp.section(1, g, insets: DirectionalInsets(all: 0.5))], width: 375
    ).cells()
    // Section: 375 − 1 = 374 wide from 0.5; the item 374 − 1 = 373 from 0.5 + 0.5 = 1.
    expectFrame(cells[0], 1, 1, 373, 49)
  }
}

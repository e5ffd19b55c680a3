import BrickCore
import Testing

/// R13 (docs/compositional.md#r13): estimated dimensions take the measured size of their cells, and
/// what follows reflows. Text is measured with terminal metrics (8 points a character, 16 a line,
/// no rounding; docs/text.md) so the sizes can be worked out by hand, except where the iOS metrics'
/// documented numbers are checked.
@Suite struct SelfSizingTests {
  func solve(
    _ cells: [Node], _ group: LayoutGroup, spacing: Double = 0,
    text: TextSettings = Comp.terminalText
  ) -> CompositionalLayout {
    Comp.solve(
      [Comp.section(cells: cells, group, interGroupSpacing: spacing)], width: 375, text: text)
  }

  /// A list of rows whose height is estimated 44: the three-line label is 3 × 16 = 48; the
  /// brick without content keeps 44; "x" is 16; a brick of contentHeight 70 is 70. Each row
  /// starts where the one before ends: 0, 48, 92, 108; the section is 178.
  @Test func estimatedHeightsBecomeMeasuredAndReflow() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(1), .estimated(44))]))
    let layout = solve(
      [
        Comp.label("a\nb\nc"), Comp.emptyCell, Comp.label("x"),
        Node(content: .brick(text: nil, contentHeight: 70)),
      ], g)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 0, 375, 48)
    expectFrame(cells[1], 0, 48, 375, 44)  // no content: the estimate
    expectFrame(cells[2], 0, 92, 375, 16)
    expectFrame(cells[3], 0, 108, 375, 70)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 178)
  }

  /// Padding surrounds the text: "x" with padding 8 is 16 + 2 × 8 = 32; an image of aspect
  /// 0.5 in a 187.5-wide item is 93.75 high.
  @Test func paddingAndImages() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(0.5), .estimated(44))]))
    let layout = solve(
      [
        Node(content: .label(text: "x", padding: 8)),
        Node(content: .image(src: "a.jpg", aspect: 0.5, loadDelay: nil)),
      ], g)
    expectFrame(layout.cells()[0], 0, 0, 187.5, 32)
    expectFrame(layout.cells()[1], 187.5, 0, 187.5, 93.75)
  }

  /// With the iOS metrics (the default), one body line is 17 × 2444 / 2048 = 20.287 points,
  /// rounded up to the pixel grid: 20.5 at 2x, 61 / 3 = 20.333 at 3x (docs/text.md).
  static let iosLines: [(Double, Double)] = [(2, 20.5), (3, 61.0 / 3)]

  @Test(arguments: iosLines)
  func iosMetricsOneLine(_ scale: Double, _ height: Double) {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(1), .estimated(44))]))
    let layout = solve(
      [Comp.label("Hi"), Comp.label("Hi")], g, text: TextSettings(scale: scale))
    expectFrame(layout.cells()[0], 0, 0, 375, height)
    expectFrame(layout.cells()[1], 0, height, 375, height)
  }

  /// An estimated width takes the text's one-line width: "Hello" 5 × 8 = 40, "Hi" 16; the
  /// empty cell keeps 100. Fixed spacing 10: x = 0, 50, 76.
  @Test func estimatedWidths() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(50),
      .cycling([Comp.item(.estimated(100), .fractionalHeight(1))]), spacing: .fixed(10))
    let cells = solve([Comp.label("Hello"), Comp.label("Hi"), Comp.emptyCell], g).cells()
    expectFrame(cells[0], 0, 0, 40, 50)
    expectFrame(cells[1], 50, 0, 16, 50)  // 40 + 10
    expectFrame(cells[2], 76, 0, 100, 50)  // 50 + 16 + 10
  }

  /// An estimated group grows to its tallest item: row 0 holds 16 and 48 (48 high), row 1 an
  /// empty cell (44) and 32; spacing 10: row 1 at 58, the section 58 + 44 = 102.
  @Test func estimatedGroupGrowsToItsTallestItem() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(0.5), .estimated(44))]))
    let layout = solve(
      [Comp.label("a"), Comp.label("a\nb\nc"), Comp.emptyCell, Comp.label("a\nb")], g,
      spacing: 10)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 0, 187.5, 16)  // top-aligned in its 48-high group (R4)
    expectFrame(cells[1], 187.5, 0, 187.5, 48)
    expectFrame(cells[2], 0, 58, 187.5, 44)
    expectFrame(cells[3], 187.5, 58, 187.5, 32)
    expectFrame(layout.sections[0].frame, 0, 0, 375, 102)
  }

  /// `uniformAcrossSiblings`: every sibling takes the largest: 48 and 48, then 44 and 44.
  @Test func uniformAcrossSiblings() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([Comp.item(.fractionalWidth(0.5), .uniformAcrossSiblings(44))]))
    let layout = solve(
      [Comp.label("a"), Comp.label("a\nb\nc"), Comp.emptyCell, Comp.label("a\nb")], g,
      spacing: 10)
    let cells = layout.cells()
    expectFrame(cells[0], 0, 0, 187.5, 48)
    expectFrame(cells[1], 187.5, 0, 187.5, 48)
    expectFrame(cells[2], 0, 58, 187.5, 44)
    expectFrame(cells[3], 187.5, 58, 187.5, 44)
  }

  /// A group with an absolute height does not grow: the next group starts 30 below whatever
  /// its estimated item measures.
  @Test func absoluteGroupDoesNotGrow() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(30),
      .cycling([Comp.item(.fractionalWidth(1), .estimated(44))]))
    let cells = solve([Comp.label("a\nb\nc"), Comp.label("x")], g).cells()
    #expect(approxEqual(cells[1].y, 30))
  }

  /// Item insets are ignored on the estimated axis (R7) but kept on the other: "x" with
  /// insets 10 is (10, 0, 355, 16).
  @Test func insetsIgnoredOnTheEstimatedAxis() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .estimated(44),
      .cycling([
        Comp.item(.fractionalWidth(1), .estimated(44), insets: DirectionalInsets(all: 10))
      ]))
    let cells = solve([Comp.label("x"), Comp.label("y")], g).cells()
    expectFrame(cells[0], 10, 0, 355, 16)
    expectFrame(cells[1], 10, 16, 355, 16)
  }

  /// A header of estimated height with a view measures it: "a\nb" is 32; the rows follow it.
  @Test func estimatedHeader() {
    var header = Comp.header(0)
    header.size = Comp.size(.fractionalWidth(1), .estimated(44))
    header.view = Comp.label("a\nb")
    let section = CompositionalSection(
      cells: .repeated(cell: Comp.emptyCell, count: .value(1)),
      group: .value(Comp.row(.fractionalWidth(1), .absolute(50))),
      boundarySupplementaryItems: [header])
    let layout = Comp.solve([section], width: 375, text: Comp.terminalText)
    expectFrame(layout.element(ofKind: "header")?.frame, 0, 0, 375, 32)
    expectFrame(layout.cells()[0], 0, 32, 375, 50)
  }

  /// A label is measured at its item's width: "aaaa bbbb" in 40 points (5 characters) wraps
  /// to 2 lines, 32; in 375 it is one line, 16.
  @Test func labelsWrapAtTheItemsWidth() {
    for (width, height) in [(40.0, 32.0), (375, 16)] {
      let g = Comp.group(
        .horizontal, .fractionalWidth(1), .estimated(44),
        .cycling([Comp.item(.absolute(width), .estimated(44))]))
      let cells = solve([Comp.label("aaaa bbbb"), Comp.label("x")], g).cells()
      expectFrame(cells[0], 0, 0, width, height, "width \(width)")
    }
  }

  /// `uniformAcrossSiblings` on the outermost group applies across the whole section (R13):
  /// groups of one label each, "a" (16) and "a\nb\nc" (48), are both 48 high; the second
  /// starts at 48 and the section is 96.
  @Test func uniformOutermostGroup() {
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .uniformAcrossSiblings(44),
      .cycling([Comp.item(.fractionalWidth(1), .estimated(44))]))
    let layout = solve([Comp.label("a"), Comp.label("a\nb\nc")], g)
    // The solver makes only a group's own subitems uniform, not the section's group
    // instances: the first group stays 16 (second at 16, section 64).
    expectValue(layout.cells()[1].y, 48)
    expectValue(layout.sections[0].frame.height, 96)
  }
}

import BrickCore
import Testing

/// The inspector's explanation of a cell's size: its path through the group tree and each
/// side's arithmetic, worked out by hand from R5 (docs/compositional.md#r5: a count group shares
/// its width).
@Suite struct SizeExplanationTests {
  /// 400 wide: a `count: 2` group with 10 between, so each item is (400 − 10) / 2 = 195.
  static let spec = CompositionalSpec(sections: [
    CompositionalSection(
      cells: .repeated(
        cell: Node(content: .brick(text: nil, contentHeight: nil)), count: .value(4)),
      group: .value(
        LayoutGroup(
          axis: .horizontal,
          size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
          subitems: .count(
            .item(LayoutItem(size: LayoutSize(width: .absolute(1), height: .fractionalHeight(1)))),
            2),
          interItemSpacing: .fixed(10))))
  ])

  @Test func aCountGroupsItemSaysHowItsWidthIsShared() {
    let layout = CompositionalSolver.solve(
      Self.spec, environment: Environment(width: 400, height: 800))
    // Item 3 is the second item of the second group.
    let lines = layout.explanation(section: 0, item: 3)
    #expect(lines.first == "section 0 › group (horizontal, count 2) #1 › item 1", "\(lines)")
    #expect(lines.contains("width     (400 − 10) / 2 = 195"), "\(lines)")
    #expect(lines.contains("height    fractionalHeight(1) × 50 = 50"), "\(lines)")
    #expect(layout.explanation(section: 0, item: 4).isEmpty)
  }
}

import BrickCore
import Testing

/// R16 (docs/compositional.md#r16): supplementary items anchored to items and groups (badges):
/// `x = C.minX + (C.w − s.w)·ax + offset.x·(s.w if fractional else 1)`, likewise y, with
/// ax = 0 leading, 1 trailing, 0.5 neither.
@Suite struct AnchorTests {
  /// The measured layout: 375 wide, a group `fractionalWidth(1)` × 80 with a trailing inset
  /// of 20 holding 4 square items of (355 − 3 × 16) / 4 = 76.75 at x = k × 92.75, y = 0.
  func measured(
    itemBadges: [AnchoredItem] = [], groupBadges: [AnchoredItem] = [], count: Int = 4,
    itemInsets: DirectionalInsets = .zero
  ) -> CompositionalLayout {
    let item = Comp.item(
      .fractionalWidth(0.25), .fractionalWidth(0.25), insets: itemInsets, badges: itemBadges)
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(80), .count(item, 4), spacing: .fixed(16),
      insets: DirectionalInsets(trailing: 20), badges: groupBadges)
    return Comp.solve([Comp.section(count, g)], width: 375)
  }

  static func badge(
    _ edges: RectEdges, _ offset: Point = .zero, fractional: Bool = false, side: Double = 15,
    itemAnchor: RectEdges? = nil
  ) -> AnchoredItem {
    AnchoredItem(
      elementKind: "badge", size: Comp.size(.absolute(side), .absolute(side)),
      containerAnchor: LayoutAnchor(edges: edges, offset: offset, isFractional: fractional),
      itemAnchor: itemAnchor.map { LayoutAnchor(edges: $0) })
  }

  /// Badges on item 0, (0, 0, 76.75, 76.75).
  static let itemCases: [(AnchoredItem, Double, Double, Double)] = [
    // [measured]: 0 + (76.75 − 15) + 0.5 × 15 = 69.25; 0 + 0 − 0.5 × 15 = −7.5.
    (badge([.top, .trailing], Point(x: 0.5, y: -0.5), fractional: true), 69.25, -7.5, 15),
    // Apple's Item Badges: 20pt, (0.3, −0.3): 76.75 − 20 + 6 = 62.75; −6.
    (badge([.top, .trailing], Point(x: 0.3, y: -0.3), fractional: true, side: 20), 62.75, -6, 20),
    // No edges: centred, (76.75 − 15) / 2 = 30.875 on both axes.
    (badge([]), 30.875, 30.875, 15),
    // [.bottom]: centred across, at the bottom: 76.75 − 15 = 61.75.
    (badge(.bottom), 30.875, 61.75, 15),
    // [.bottom, .leading], absolute (5, −5): 0 + 5; 61.75 − 5 = 56.75.
    (badge([.bottom, .leading], Point(x: 5, y: -5)), 5, 56.75, 15),
    // itemAnchor [.bottom, .leading] on container [.top, .trailing]: the badge's
    // bottom-leading corner on the item's top-trailing corner: (76.75, 0 − 15) [doc diagram].
    (badge([.top, .trailing], itemAnchor: [.bottom, .leading]), 76.75, -15, 15),
  ]

  @Test(arguments: itemCases)
  func itemBadges(_ badge: AnchoredItem, _ x: Double, _ y: Double, _ side: Double) {
    let layout = measured(itemBadges: [badge])
    let badges = layout.elements(ofKind: "badge")
    #expect(badges.count == 4)
    let first = badges.first { $0.item == 0 }
    expectFrame(first?.frame, x, y, side, side, "\(badge.containerAnchor)")
    // Item 1 is 92.75 further along: its badge too.
    let second = badges.first { $0.item == 1 }
    expectFrame(second?.frame, x + 92.75, y, side, side, "\(badge.containerAnchor)")
    #expect(first?.section == 0 && first?.group == nil)
  }

  /// A badge's fractional size is a fraction of its item: 0.2 × 76.75 = 15.35.
  @Test func fractionalBadgeSize() {
    let b = AnchoredItem(
      elementKind: "badge", size: Comp.size(.fractionalWidth(0.2), .fractionalHeight(0.2)),
      containerAnchor: LayoutAnchor(edges: [.top, .leading]))
    let layout = measured(itemBadges: [b], count: 1)
    expectFrame(layout.element(ofKind: "badge")?.frame, 0, 0, 15.35, 15.35)
  }

  /// The container of an item's badge is the item's frame after its contentInsets [impl]:
  /// insets 4 make the item (4, 4, 68.75, 68.75); a top-trailing 15 badge is at
  /// (4 + 68.75 − 15, 4) = (57.75, 4).
  @Test func itemBadgesAnchorToTheInsetFrame() {
    let layout = measured(itemBadges: [Self.badge([.top, .trailing])], itemInsets: .init(all: 4))
    expectFrame(layout.cells()[0], 4, 4, 68.75, 68.75)
    expectFrame(layout.element(ofKind: "badge")?.frame, 57.75, 4, 15, 15)
  }

  /// A group's badge anchors to its content box [measured]: `.trailing`, fractional (1, 0),
  /// 20 × 60 on the 80-high group whose box ends at 355: x = 0 + (355 − 20) + 1 × 20 = 355,
  /// y = 0 + (80 − 60) × 0.5 = 10. One per group instance, numbered per instance.
  @Test func groupTrailingAnchor() {
    let b = AnchoredItem(
      elementKind: "groupBadge", size: Comp.size(.absolute(20), .absolute(60)),
      containerAnchor: LayoutAnchor(
        edges: .trailing, offset: Point(x: 1, y: 0), isFractional: true))
    let layout = measured(groupBadges: [b], count: 8)
    let badges = layout.elements(ofKind: "groupBadge")
    #expect(badges.count == 2)
    let first = badges.first { $0.group == 0 }
    let second = badges.first { $0.group == 1 }
    expectFrame(first?.frame, 355, 10, 20, 60)
    expectFrame(second?.frame, 355, 90, 20, 60)  // the second group is at y = 80
    #expect(first?.item == nil)
  }

  /// A group's content box is its frame less its insets: a top-leading 10 × 10 badge on a
  /// group inset (5, 10, 0, 0) sits at (10, 5); on the second instance (y = 50 + 8) at
  /// (10, 63).
  @Test func groupBadgesAnchorToTheContentBox() {
    let b = AnchoredItem(
      elementKind: "corner", size: Comp.size(.absolute(10), .absolute(10)),
      containerAnchor: LayoutAnchor(edges: [.top, .leading]))
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(50), .cycling([Comp.fill]),
      insets: DirectionalInsets(top: 5, leading: 10), badges: [b])
    let layout = Comp.solve([Comp.section(2, g, interGroupSpacing: 8)], width: 375)
    let corners = layout.elements(ofKind: "corner")
    expectFrame(corners.first { $0.group == 0 }?.frame, 10, 5, 10, 10)
    expectFrame(corners.first { $0.group == 1 }?.frame, 10, 63, 10, 10)
  }
}

/// R18 (docs/compositional.md#r18): a list section (`UICollectionLayoutListConfiguration`) as the
/// ordinary section UIKit builds from it: one full-width row per item, rows stacked without
/// spacing, the section padding before and after them, inset on each side for `insetGrouped`, whose
/// rounded background is a decoration spanning the rows. The metrics are Brickyard's assumptions
/// (`ListConfiguration.Metrics`) until measured on a device.
struct ListSection {
  var group: LayoutGroup
  var contentInsets: DirectionalInsets
  var boundaryItems: [BoundaryItem] = []
  var decorationItems: [DecorationItem] = []

  static let headerKind = "header"
  static let footerKind = "footer"
  static let backgroundKind = "insetGroupedSectionBackground"

  init(_ list: ListConfiguration) {
    let m = list.metrics
    let row = LayoutItem(
      size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    group = LayoutGroup(
      axis: .horizontal,
      size: LayoutSize(width: .fractionalWidth(1), height: .absolute(m.rowHeight)),
      subitems: .count(.item(row), 1))
    let inset = list.appearance == .insetGrouped ? m.horizontalInset : 0
    contentInsets = DirectionalInsets(
      top: m.sectionTopPadding, leading: inset, bottom: m.sectionBottomPadding, trailing: inset)
    // Plain lists pin their headers (UIKit's default for plain and sidebarPlain).
    let pins = list.appearance == .plain || list.appearance == .sidebarPlain
    if list.headerMode == .supplementary {
      boundaryItems.append(
        BoundaryItem(
          elementKind: Self.headerKind,
          size: LayoutSize(width: .fractionalWidth(1), height: .absolute(m.headerHeight)),
          alignment: .top, pinToVisibleBounds: pins, zIndex: 2))
    }
    if list.footerMode == .supplementary {
      boundaryItems.append(
        BoundaryItem(
          elementKind: Self.footerKind,
          size: LayoutSize(width: .fractionalWidth(1), height: .absolute(m.footerHeight)),
          alignment: .bottom))
    }
    if list.appearance == .insetGrouped {
      // Spans the rows: the section's content area less its padding, inset like the rows.
      decorationItems.append(
        DecorationItem(
          elementKind: Self.backgroundKind,
          contentInsets: DirectionalInsets(
            top: m.sectionTopPadding, leading: inset, bottom: m.sectionBottomPadding,
            trailing: inset),
          zIndex: 0, background: "secondarySystemGroupedBackground"))
    }
  }
}

import BrickCore
import Testing

/// Builders and comparisons for the compositional rule tests (R1-R20 of
/// docs/compositional.md#rules). Every expected number in these tests is worked
/// out by hand from the reference's arithmetic, written beside it; the solver's output is
/// never the source of an expectation.
enum Comp {
  /// Points compared to a millionth: the reference's numbers are unsnapped (R12) and thirds
  /// (343 / 3) are not exact in binary.
  static let tolerance = 1e-6

  static func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
    LayoutSize(width: w, height: h)
  }

  static func item(
    _ w: LayoutDimension, _ h: LayoutDimension, insets: DirectionalInsets = .zero,
    edge: EdgeSpacing = EdgeSpacing(), badges: [AnchoredItem] = []
  ) -> LayoutElement {
    .item(
      LayoutItem(
        size: size(w, h), contentInsets: insets, edgeSpacing: edge, supplementaryItems: badges))
  }

  static func group(
    _ axis: LayoutGroup.Axis, _ w: LayoutDimension, _ h: LayoutDimension,
    _ subitems: LayoutGroup.Subitems, spacing: LayoutSpacing? = nil,
    insets: DirectionalInsets = .zero, edge: EdgeSpacing = EdgeSpacing(),
    badges: [AnchoredItem] = []
  ) -> LayoutGroup {
    LayoutGroup(
      axis: axis, size: size(w, h), subitems: subitems, interItemSpacing: spacing,
      contentInsets: insets, edgeSpacing: edge, supplementaryItems: badges)
  }

  /// A section of `count` empty cells (an empty cell keeps any estimate, R13).
  static func section(
    _ count: Int, _ group: LayoutGroup, insets: DirectionalInsets = .zero,
    interGroupSpacing: Double = 0, orthogonal: OrthogonalScrollingBehavior = .none,
    boundary: [BoundaryItem] = [], decorations: [DecorationItem] = [],
    reference: ContentInsetsReference = .automatic, followInsets: Bool = true,
    visibleItems: VisibleItemsEffect? = nil
  ) -> CompositionalSection {
    CompositionalSection(
      cells: .repeated(cell: emptyCell, count: .value(count)), group: .value(group),
      contentInsets: .value(insets), contentInsetsReference: reference,
      supplementariesFollowContentInsets: followInsets,
      interGroupSpacing: .value(interGroupSpacing),
      orthogonalScrollingBehavior: .value(orthogonal), boundarySupplementaryItems: boundary,
      decorationItems: decorations, visibleItems: visibleItems)
  }

  /// A section whose cells are these nodes, in order.
  static func section(
    cells: [Node], _ group: LayoutGroup, interGroupSpacing: Double = 0
  ) -> CompositionalSection {
    CompositionalSection(
      cells: .nodes(cells), group: .value(group), interGroupSpacing: .value(interGroupSpacing))
  }

  /// A cell with nothing of its own to measure.
  static let emptyCell = Node(content: .brick(text: nil, contentHeight: nil))

  /// A label cell (no padding, body font).
  static func label(_ text: String) -> Node {
    Node(content: .label(text: text, padding: 0))
  }

  static func header(
    _ height: Double, width: LayoutDimension = .fractionalWidth(1),
    alignment: BoundaryAlignment = .top, offset: Point = .zero, extends: Bool = true,
    pinned: Bool = false, kind: String = "header"
  ) -> BoundaryItem {
    BoundaryItem(
      elementKind: kind, size: size(width, .absolute(height)), alignment: alignment,
      absoluteOffset: offset, extendsBoundary: extends, pinToVisibleBounds: pinned)
  }

  static func footer(
    _ height: Double, extends: Bool = true, pinned: Bool = false, kind: String = "footer"
  ) -> BoundaryItem {
    header(
      height, alignment: .bottom, extends: extends, pinned: pinned, kind: kind)
  }

  /// A full-size item: `fractionalWidth(1)` × `fractionalHeight(1)`.
  static var fill: LayoutElement { item(.fractionalWidth(1), .fractionalHeight(1)) }

  /// A horizontal group `w` × `h` holding one full-size item: a "row".
  static func row(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutGroup {
    group(.horizontal, w, h, .cycling([fill]))
  }

  static func solve(
    _ sections: [CompositionalSection], width: Double = 375, height: Double = 812,
    configuration: CompositionalConfiguration = CompositionalConfiguration(),
    text: TextSettings = TextSettings()
  ) -> CompositionalLayout {
    solve(
      sections, environment: Environment(width: width, height: height),
      configuration: configuration, text: text)
  }

  static func solve(
    _ sections: [CompositionalSection], environment: Environment,
    configuration: CompositionalConfiguration = CompositionalConfiguration(),
    text: TextSettings = TextSettings()
  ) -> CompositionalLayout {
    CompositionalSolver.solve(
      CompositionalSpec(configuration: configuration, sections: sections),
      environment: environment, text: text)
  }

  /// Terminal text metrics: 8 points a character, 16 a line (docs/text.md), so labels'
  /// measured sizes can be worked out by hand.
  static let terminalText = TextSettings(mode: .terminal)
}

extension CompositionalLayout {
  /// The cells of section `s`, in item order.
  func cells(_ s: Int = 0) -> [Rect] {
    elements.filter { $0.kind == .cell && $0.section == s }.sorted { $0.item! < $1.item! }
      .map(\.frame)
  }

  /// The supplementary (and decoration) elements of `kind`, in output order.
  func elements(ofKind kind: String) -> [CompositionalElement] {
    elements.filter { $0.elementKind == kind }
  }

  /// The one element of `kind` (the first, when there are several).
  func element(ofKind kind: String, section: Int? = nil) -> CompositionalElement? {
    elements.first { $0.elementKind == kind && (section == nil || $0.section == section) }
  }

  /// The element for cell `item` of section `s`.
  func cellElement(_ item: Int, section s: Int = 0) -> CompositionalElement? {
    elements.first { $0.kind == .cell && $0.section == s && $0.item == item }
  }
}

func approxEqual(_ a: Double, _ b: Double, _ tolerance: Double = Comp.tolerance) -> Bool {
  abs(a - b) <= tolerance
}

/// Expects `actual` to be `expected` (x, y, width, height) to within `Comp.tolerance`.
func expectFrame(
  _ actual: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let a = actual else {
    Issue.record("no frame; expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    return
  }
  let ok =
    approxEqual(a.x, x) && approxEqual(a.y, y) && approxEqual(a.width, w)
    && approxEqual(a.height, h)
  #expect(
    ok, "\(note) got \(a), expected (\(x), \(y), \(w), \(h))",
    sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` to within `Comp.tolerance`.
func expectValue(
  _ actual: Double?, _ expected: Double, _ note: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let a = actual else {
    Issue.record("no value; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  #expect(
    approxEqual(a, expected),
    "\(note) got \(a), expected \(expected)",
    sourceLocation: sourceLocation)
}

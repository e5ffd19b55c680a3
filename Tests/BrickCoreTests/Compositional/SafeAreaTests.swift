import BrickCore
import Testing

/// R2's (docs/compositional.md#r2) layout container: the collection view less the insets its
/// `contentInsetsReference` names, across the scroll axis; devices carry their published safe
/// areas.
@Suite struct SafeAreaTests {
  static let iPhone16 = Device.preset(named: "iphone-16")!

  /// One section of full-width rows (`fractionalWidth(1)` × 50), one header.
  func layout(
    _ environment: Environment, configuration: ContentInsetsReference = .safeArea,
    section: ContentInsetsReference = .automatic, insets: DirectionalInsets = .zero
  ) -> CompositionalLayout {
    Comp.solve(
      [
        Comp.section(
          2, Comp.row(.fractionalWidth(1), .absolute(50)), insets: insets,
          boundary: [Comp.header(20)], reference: section)
      ], environment: environment,
      configuration: CompositionalConfiguration(contentInsetsReference: configuration))
  }

  /// iPhone 16 in landscape is 852 wide with 59 on each side: the container is
  /// 852 − 2 × 59 = 734 from x = 59 for `safeArea` (the default), the whole 852 for `none`;
  /// a section's own reference overrides the configuration's.
  static let references: [(ContentInsetsReference, ContentInsetsReference, Double, Double)] = [
    // configuration, section, x, width
    (.safeArea, .automatic, 59, 734),
    (.none, .automatic, 0, 852),
    (.safeArea, .none, 0, 852),
    (.none, .safeArea, 59, 734),
  ]

  @Test(arguments: references)
  func landscapeContainer(
    _ configuration: ContentInsetsReference, _ section: ContentInsetsReference, _ x: Double,
    _ width: Double
  ) {
    let l = layout(
      Self.iPhone16.environment(.landscape), configuration: configuration, section: section)
    expectFrame(l.cells()[0], x, 20, width, 50, "\(configuration)/\(section)")
    expectFrame(l.element(ofKind: "header")?.frame, x, 0, width, 20)
  }

  /// Section insets come on top of the safe area: 59 + 10 = 69, 734 − 20 = 714 wide; a grid
  /// item of `fractionalWidth(0.2)` is 0.2 × 714 = 142.8.
  @Test func sectionInsetsAddToTheSafeArea() {
    let env = Self.iPhone16.environment(.landscape)
    expectFrame(
      layout(env, insets: DirectionalInsets(leading: 10, trailing: 10)).cells()[0], 69, 20, 714,
      50)
    let g = Comp.group(
      .horizontal, .fractionalWidth(1), .absolute(40),
      .cycling([Comp.item(.fractionalWidth(0.2), .fractionalHeight(1))]))
    let grid = Comp.solve(
      [Comp.section(6, g, insets: DirectionalInsets(leading: 10, trailing: 10))],
      environment: env)
    expectFrame(grid.cells()[1], 211.8, 0, 142.8, 40)  // 69 + 142.8
    expectFrame(grid.cells()[5], 69, 40, 142.8, 40)  // five a row
  }

  /// In portrait the safe area is top and bottom, along the scroll axis: the container is
  /// the whole 393 width, and the content starts at y = 0.
  @Test func portraitContainerIsTheFullWidth() {
    let l = layout(Self.iPhone16.environment(.portrait))
    expectFrame(l.cells()[0], 0, 20, 393, 50)
  }

  /// A `{width, height}` environment has no safe area.
  @Test func plainEnvironmentsHaveNone() {
    #expect(Environment(width: 852, height: 393).safeArea == .zero)
    expectFrame(layout(Environment(width: 852, height: 393)).cells()[0], 0, 20, 852, 50)
  }

  /// The presets carry the published safe areas (docs/compositional.md#safe-area).
  static let presets: [(String, EdgeInsets, EdgeInsets)] = [
    ("iphone-se", EdgeInsets(top: 20), .zero),
    ("iphone-se3", EdgeInsets(top: 20), .zero),
    ("iphone-16", EdgeInsets(top: 59, bottom: 34), EdgeInsets(left: 59, bottom: 21, right: 59)),
    (
      "iphone-16-pro-max", EdgeInsets(top: 62, bottom: 34),
      EdgeInsets(left: 62, bottom: 21, right: 62)
    ),
    ("ipad", EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20)),
    ("ipad-pro-13", EdgeInsets(top: 24, bottom: 20), EdgeInsets(top: 24, bottom: 20)),
  ]

  @Test(arguments: presets)
  func presetSafeAreas(_ name: String, _ portrait: EdgeInsets, _ landscape: EdgeInsets) {
    let device = Device.preset(named: name)
    #expect(device?.environment(.portrait).safeArea == portrait, "\(name)")
    #expect(device?.environment(.landscape).safeArea == landscape, "\(name)")
  }

  /// A pinned footer stays above the bottom safe area: iPhone 16 portrait, 852 − 34 − 24 =
  /// 794 (R15).
  @Test func pinnedFooterAboveTheBottomSafeArea() {
    let env = Self.iPhone16.environment(.portrait)
    let l = Comp.solve(
      [
        Comp.section(
          30, Comp.row(.fractionalWidth(1), .absolute(50)),
          boundary: [Comp.footer(24, pinned: true)])
      ], environment: env)
    let footer = l.element(ofKind: "footer")!
    let shown = l.displayed(
      footer, at: CompositionalScroll(viewport: Viewport(size: Size(width: 393, height: 852))))
    expectFrame(shown.frame, 0, 794, 393, 24)
  }

  /// A horizontal layout applies the safe area across its scroll axis, top and bottom: on
  /// iPhone 16 portrait the container is 852 − 59 − 34 = 759 high from y = 59 [medium].
  @Test func horizontalLayoutsUseTopAndBottom() {
    let g = Comp.group(
      .vertical, .absolute(100), .fractionalHeight(1),
      .cycling([Comp.item(.fractionalWidth(1), .fractionalHeight(1))]))
    let l = Comp.solve(
      [Comp.section(1, g)], environment: Self.iPhone16.environment(.portrait),
      configuration: CompositionalConfiguration(scrollDirection: .horizontal))
    expectFrame(l.cells()[0], 0, 59, 100, 759)
  }

  /// A pinned header sticks below the top safe area: visibleTop is the content offset plus
  /// the adjusted inset (R15), which on iPhone 16 portrait includes the top safe area, 59:
  /// scrolled by 200 the header is at 259, as the footer above keeps clear of the bottom 34.
  @Test func pinnedHeaderBelowTheTopSafeArea() {
    let env = Self.iPhone16.environment(.portrait)
    let l = Comp.solve(
      [
        Comp.section(
          30, Comp.row(.fractionalWidth(1), .absolute(50)),
          boundary: [Comp.header(24, pinned: true)])
      ], environment: env)
    let header = l.element(ofKind: "header")!
    let shown = l.displayed(
      header,
      at: CompositionalScroll(
        viewport: Viewport(offset: Point(x: 0, y: 200), size: Size(width: 393, height: 852))))
    expectFrame(shown.frame, 0, 259, 393, 24)
  }
}

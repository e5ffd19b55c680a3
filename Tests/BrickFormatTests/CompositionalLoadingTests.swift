import BrickCore
import BrickFormat
import Testing

/// `layout: compositional` files (docs/compositional.md) load into `LayoutSpec.compositional`: a
/// table per form (a YAML snippet and the model value it gives), every key and spelling, the rule
/// forms of "Adapting", and a JSON file.
@Suite struct CompositionalLoadingTests {
  // MARK: - Helpers

  /// A compositional file whose sections are `sections` (YAML, indented as list entries).
  static func file(_ sections: String, top: String = "") -> String {
    "layout: compositional\n\(top)sections:\n\(sections)"
  }

  /// One section of `itemCount: 1` with `extra` keys and a one-item horizontal group.
  static func section(_ extra: String = "", group: String = oneItemGroup) -> String {
    file("  - {itemCount: 1, group: \(group)\(extra.isEmpty ? "" : ", " + extra)}\n")
  }

  static let oneItemGroup =
    "{axis: horizontal, size: {width: {fractionalWidth: 1}, height: 44}, "
    + "subitems: [{size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}]}"

  /// The model of `oneItemGroup`.
  static let oneItem = LayoutGroup(
    axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
    subitems: .cycling([
      .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
    ]))

  /// The compositional layout of `text`, without source lines (they are the file's business).
  static func layout(_ text: String, _ name: String = "test.yaml") -> CompositionalSpec? {
    guard let spec = loadSpec(text, name) else { return nil }
    return spec.compositional.map(\.withoutLines)
  }

  /// The first section of `text`.
  static func firstSection(_ text: String) -> CompositionalSection? {
    layout(text)?.sections.first
  }

  // MARK: - The top level

  @Test func theGridExampleOfFormat() throws {
    let text = """
      title: Grid
      device: iphone-16
      layout: compositional
      configuration:
        scrollDirection: vertical
        interSectionSpacing: 0
        contentInsetsReference: safeArea
        boundarySupplementaryItems: []
      sections:
        - id: grid
          itemCount: 94
          cell: {type: label, text: "{index}", font: title1, background: cornflowerBlue}
          contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
          interGroupSpacing: 10
          orthogonalScrollingBehavior: none
          group:
            axis: horizontal
            size: {width: {fractionalWidth: 1}, height: {fractionalWidth: 0.2}}
            subitems:
              - size: {width: {fractionalWidth: 0.2}, height: {fractionalHeight: 1}}
                contentInsets: 2

      """
    let spec = try #require(loadSpec(text))
    #expect(spec.title == "Grid")
    #expect(spec.device == .preset("iphone-16"))
    let layout = try #require(spec.compositional?.withoutLines)
    let cell = Node(
      background: "cornflowerBlue",
      content: .label(text: "{index}", padding: 0, font: FontSpec(style: .title1)))
    let item = LayoutItem(
      size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)),
      contentInsets: DirectionalInsets(all: 2))
    let expected = CompositionalSpec(sections: [
      CompositionalSection(
        id: "grid", cells: .repeated(cell: cell, count: .value(94)),
        group: .value(
          LayoutGroup(
            axis: .horizontal,
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
            subitems: .cycling([.item(item)]))),
        contentInsets: .value(DirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 10)),
        interGroupSpacing: .value(10))
    ])
    #expect(layout == expected)
    #expect(layout.warnings == [])
  }

  @Test func sharedTopLevelKeysKeepWorking() throws {
    let text = Self.section(
      top: """
        title: Shared
        device: {width: 400, height: 800}
        appearance: dark
        contentSize: xLarge
        textMetrics: terminal
        fonts: {Mono: fonts/mono.ttf}
        start: bottom
        x-row: &row 44
        states:
          - {name: big, contentSize: accessibility2}
          - {name: light, appearance: light}

        """)
    let spec = try #require(loadSpec(text))
    #expect(spec.title == "Shared")
    #expect(spec.device == .size(width: 400, height: 800))
    #expect(spec.appearance == .dark)
    #expect(spec.contentSize == .xLarge)
    #expect(spec.textMetrics == .terminal)
    #expect(spec.fonts == ["Mono": "fonts/mono.ttf"])
    #expect(spec.start == .bottom)
    #expect(spec.states.map(\.name) == ["big", "light"])
    #expect(spec.states[0].contentSize == .accessibility2)
    #expect(spec.states[1].appearance == .light)
    #expect(spec.compositional?.sections.count == 1)
  }

  static func section(top: String) -> String {
    "layout: compositional\n" + top + "sections:\n  - {itemCount: 1, group: \(oneItemGroup)}\n"
  }

  @Test func aBrickKitFileHasNoCompositionalLayout() throws {
    let spec = try #require(loadSpec("layout: brickkit\nroot: {bricks: []}\n"))
    #expect(spec.compositional == nil)
    #expect(loadSpec("root: {bricks: []}\n")?.compositional == nil)
  }

  @Test(arguments: [
    ("configuration: {}", CompositionalConfiguration()),
    (
      "configuration: {scrollDirection: horizontal}",
      CompositionalConfiguration(scrollDirection: .horizontal)
    ),
    (
      "configuration: {interSectionSpacing: 20}",
      CompositionalConfiguration(interSectionSpacing: 20)
    ),
    (
      "configuration: {contentInsetsReference: readableContent}",
      CompositionalConfiguration(contentInsetsReference: .readableContent)
    ),
    (
      "configuration: {contentInsetsReference: none}",
      CompositionalConfiguration(contentInsetsReference: ContentInsetsReference.none)
    ),
    (
      "configuration: {boundarySupplementaryItems: [{elementKind: header}]}",
      CompositionalConfiguration(boundarySupplementaryItems: [
        BoundaryItem(
          elementKind: "header",
          size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
      ])
    ),
  ])
  func configuration(_ yaml: String, _ expected: CompositionalConfiguration) throws {
    let layout = try #require(Self.layout(Self.section(top: yaml + "\n")))
    #expect(layout.configuration == expected)
  }

  @Test func theConfigurationsScrollDirectionIsTheSpecs() throws {
    let spec = try #require(
      loadSpec(Self.section(top: "configuration: {scrollDirection: horizontal}\n")))
    #expect(spec.scrollDirection == .horizontal)
  }

  // MARK: - Dimensions

  @Test(arguments: [
    ("{fractionalWidth: 0.2}", LayoutDimension.fractionalWidth(0.2)),
    ("{fractionalHeight: 1}", .fractionalHeight(1)),
    ("{absolute: 44}", .absolute(44)),
    ("{estimated: 44}", .estimated(44)),
    ("{uniformAcrossSiblings: 100}", .uniformAcrossSiblings(100)),
    ("44", .absolute(44)),
    ("0", .absolute(0)),
    ("12.5", .absolute(12.5)),
    ("\".fractionalWidth(0.2)\"", .fractionalWidth(0.2)),
    ("\"fractionalWidth(1.0)\"", .fractionalWidth(1)),
    ("\"estimated(44)\"", .estimated(44)),
    ("\".absolute(30)\"", .absolute(30)),
    ("\".fractionalHeight(0.5)\"", .fractionalHeight(0.5)),
    ("\"NSCollectionLayoutDimension.estimated(60)\"", .estimated(60)),
    ("\".uniformAcrossSiblings(estimate: 80)\"", .uniformAcrossSiblings(80)),
    ("\" .estimated( 44 ) \"", .estimated(44)),
  ])
  func dimension(_ yaml: String, _ expected: LayoutDimension) throws {
    let group =
      "{axis: horizontal, size: {width: \(yaml), height: 44}, "
      + "subitems: [{size: {width: 10, height: \(yaml)}}]}"
    let section = try #require(Self.firstSection(Self.section(group: group)))
    guard case .value(let g)? = section.group, case .cycling(let items) = g.subitems else {
      Issue.record("no group")
      return
    }
    #expect(g.size.width == expected)
    #expect(items.first?.size.height == expected)
  }

  // MARK: - Insets and spacing

  @Test(arguments: [
    ("5", DirectionalInsets(all: 5)),
    ("0", DirectionalInsets.zero),
    ("-2", DirectionalInsets(all: -2)),
    ("{}", DirectionalInsets.zero),
    ("{top: 1}", DirectionalInsets(top: 1)),
    ("{leading: 10, trailing: 12}", DirectionalInsets(leading: 10, trailing: 12)),
    (
      "{top: 1, leading: 2, bottom: 3, trailing: 4}",
      DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    ),
  ])
  func insets(_ yaml: String, _ expected: DirectionalInsets) throws {
    // On a section (as a rule's value), an item, a group and a decoration.
    let group =
      "{axis: vertical, contentInsets: \(yaml), size: {width: 10, height: 10}, "
      + "subitems: [{contentInsets: \(yaml), size: {width: 10, height: 10}}]}"
    let section = try #require(
      Self.firstSection(
        Self.section(
          "contentInsets: \(yaml), decorationItems: [{elementKind: bg, contentInsets: \(yaml)}]",
          group: group)))
    #expect(section.contentInsets == .value(expected))
    #expect(section.decorationItems.first?.contentInsets == expected)
    guard case .value(let g)? = section.group, case .cycling(let items) = g.subitems else {
      Issue.record("no group")
      return
    }
    #expect(g.contentInsets == expected)
    #expect(items.first?.contentInsets == expected)
  }

  @Test(arguments: [
    ("10", LayoutSpacing.fixed(10)),
    ("{fixed: 8}", .fixed(8)),
    ("{flexible: 0}", .flexible(0)),
    ("{flexible: 12.5}", .flexible(12.5)),
    ("-1", .fixed(-1)),
  ])
  func spacing(_ yaml: String, _ expected: LayoutSpacing) throws {
    let group =
      "{axis: horizontal, interItemSpacing: \(yaml), size: {width: 100, height: 10}, "
      + "subitems: [{size: {width: 10, height: 10}, edgeSpacing: {leading: \(yaml), "
      + "top: \(yaml), trailing: \(yaml), bottom: \(yaml)}}]}"
    let section = try #require(Self.firstSection(Self.section(group: group)))
    guard case .value(let g)? = section.group, case .cycling(let items) = g.subitems else {
      Issue.record("no group")
      return
    }
    #expect(g.interItemSpacing == expected)
    #expect(
      items.first?.edgeSpacing
        == EdgeSpacing(leading: expected, top: expected, trailing: expected, bottom: expected))
  }

  @Test func edgeSpacingGivesOnlyTheEdgesWritten() throws {
    let group =
      "{axis: horizontal, size: {width: 100, height: 10}, "
      + "subitems: [{size: {width: 10, height: 10}, edgeSpacing: {top: {fixed: 20}}}]}"
    let section = try #require(Self.firstSection(Self.section(group: group)))
    guard case .value(let g)? = section.group, case .cycling(let items) = g.subitems else {
      Issue.record("no group")
      return
    }
    #expect(items.first?.edgeSpacing == EdgeSpacing(top: .fixed(20)))
  }

  // MARK: - Groups

  static let tenByTen = "{size: {width: 10, height: 10}}"
  static let tenItem = LayoutElement.item(
    LayoutItem(size: LayoutSize(width: .absolute(10), height: .absolute(10))))
  static let size100 = LayoutSize(width: .absolute(100), height: .absolute(10))

  @Test(arguments: [
    (
      "{axis: horizontal, size: {width: 100, height: 10}, subitems: [\(tenByTen), \(tenByTen)]}",
      LayoutGroup(axis: .horizontal, size: size100, subitems: .cycling([tenItem, tenItem]))
    ),
    (
      "{axis: vertical, size: {width: 100, height: 10}, subitem: \(tenByTen), count: 3}",
      LayoutGroup(axis: .vertical, size: size100, subitems: .count(tenItem, 3))
    ),
    (
      "{axis: horizontal, size: {width: 100, height: 10}, repeatingSubitem: \(tenByTen), count: 4}",
      LayoutGroup(axis: .horizontal, size: size100, subitems: .repeating(tenItem, 4))
    ),
    (
      "{axis: custom, size: {width: 100, height: 10}, frames: [[0, 0, 50, 10], [50, 0, 50, 5.5]]}",
      LayoutGroup(
        axis: .custom, size: size100,
        subitems: .custom([
          Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 5.5),
        ]))
    ),
    (
      // A nested group (told from an item by `axis`) and a group's own keys.
      "{axis: horizontal, size: {width: 100, height: 10}, interItemSpacing: {flexible: 4}, "
        + "contentInsets: 1, edgeSpacing: {top: 2}, subitems: [{axis: vertical, size: "
        + "{width: 10, height: 10}, subitem: \(tenByTen), count: 2}]}",
      LayoutGroup(
        axis: .horizontal, size: size100,
        subitems: .cycling([
          .group(
            LayoutGroup(
              axis: .vertical, size: LayoutSize(width: .absolute(10), height: .absolute(10)),
              subitems: .count(tenItem, 2)))
        ]),
        interItemSpacing: .flexible(4), contentInsets: DirectionalInsets(all: 1),
        edgeSpacing: EdgeSpacing(top: .fixed(2)))
    ),
  ])
  func group(_ yaml: String, _ expected: LayoutGroup) throws {
    let section = try #require(Self.firstSection(Self.section(group: yaml)))
    #expect(section.group == .value(expected))
  }

  @Test func supplementaryItemsOfItemsAndGroups() throws {
    let badge =
      "{elementKind: badge, size: {width: 20, height: 20}, containerAnchor: {edges: [top, "
      + "trailing], fractionalOffset: [0.3, -0.3]}, itemAnchor: {edges: bottom, absoluteOffset: "
      + "[1, 2]}, zIndex: 3, view: {type: label, text: \"{index}\"}}"
    let plain = "{elementKind: dot, size: {width: {fractionalWidth: 0.1}, height: 4}}"
    let group =
      "{axis: horizontal, size: {width: 100, height: 10}, supplementaryItems: [\(plain)], "
      + "subitems: [{size: {width: 10, height: 10}, supplementaryItems: [\(badge)]}]}"
    let section = try #require(Self.firstSection(Self.section(group: group)))
    guard case .value(let g)? = section.group, case .cycling(let items) = g.subitems,
      case .item(let item)? = items.first
    else {
      Issue.record("no group")
      return
    }
    #expect(
      item.supplementaryItems == [
        AnchoredItem(
          elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
          containerAnchor: LayoutAnchor(
            edges: [.top, .trailing], offset: Point(x: 0.3, y: -0.3), isFractional: true),
          itemAnchor: LayoutAnchor(edges: .bottom, offset: Point(x: 1, y: 2)), zIndex: 3,
          view: Node(content: .label(text: "{index}", padding: 0)))
      ])
    #expect(
      g.supplementaryItems == [
        AnchoredItem(
          elementKind: "dot", size: LayoutSize(width: .fractionalWidth(0.1), height: .absolute(4)),
          containerAnchor: LayoutAnchor(edges: []))
      ])
  }

  // MARK: - Sections

  static let emptyCell = Node(content: .brick(text: nil, contentHeight: nil))

  @Test(arguments: [
    (
      "",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem))
    ),
    (
      "id: grid",
      CompositionalSection(
        id: "grid", cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem))
    ),
    (
      "contentInsetsReference: layoutMargins",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        contentInsetsReference: .layoutMargins)
    ),
    (
      "supplementaryContentInsetsReference: none",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        supplementariesFollowContentInsets: false)
    ),
    (
      "supplementaryContentInsetsReference: automatic",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem))
    ),
    (
      "supplementaryContentInsetsReference: safeArea",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem))
    ),
    (
      "interGroupSpacing: 8",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        interGroupSpacing: .value(8))
    ),
    (
      "orthogonalScrollingBehavior: groupPagingCentered",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        orthogonalScrollingBehavior: .value(.groupPagingCentered))
    ),
    (
      "visibleItems: {scale: {center: 1, edge: 0.8}, alpha: {edge: 0.5}}",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        visibleItems: VisibleItemsEffect(
          scale: .init(center: 1, edge: 0.8), alpha: .init(center: 1, edge: 0.5)))
    ),
    (
      "decorationItems: [{elementKind: background, background: systemGray6}, "
        + "{elementKind: frame, zIndex: -1, contentInsets: 4}]",
      CompositionalSection(
        cells: .repeated(cell: emptyCell, count: .value(1)), group: .value(oneItem),
        decorationItems: [
          DecorationItem(elementKind: "background", background: "systemGray6"),
          DecorationItem(
            elementKind: "frame", contentInsets: DirectionalInsets(all: 4), zIndex: -1),
        ])
    ),
  ])
  func sectionKeys(_ yaml: String, _ expected: CompositionalSection) throws {
    #expect(Self.firstSection(Self.section(yaml)) == expected)
  }

  @Test(arguments: [
    // Defaults: the full width and an estimated 44 along, at the top (bottom for a footer).
    (
      "{elementKind: header}",
      BoundaryItem(
        elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        alignment: .top)
    ),
    (
      "{elementKind: footer}",
      BoundaryItem(
        elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        alignment: .bottom)
    ),
    (
      "{elementKind: sectionFooter}",
      BoundaryItem(
        elementKind: "sectionFooter",
        size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .bottom)
    ),
    (
      "{elementKind: side, alignment: leading}",
      BoundaryItem(
        elementKind: "side", size: LayoutSize(width: .estimated(44), height: .fractionalHeight(1)),
        alignment: .leading)
    ),
    (
      "{elementKind: header, size: {width: {fractionalWidth: 1}, height: 40}, alignment: "
        + "topLeading, absoluteOffset: [0, -10], extendsBoundary: false, pinToVisibleBounds: "
        + "true, zIndex: 2, view: {type: label, text: Recents, font: headline}}",
      BoundaryItem(
        elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
        alignment: .topLeading, absoluteOffset: Point(x: 0, y: -10), extendsBoundary: false,
        pinToVisibleBounds: true, zIndex: 2,
        view: Node(content: .label(text: "Recents", padding: 0, font: FontSpec(style: .headline))))
    ),
  ])
  func boundaryItem(_ yaml: String, _ expected: BoundaryItem) throws {
    let section = try #require(
      Self.firstSection(Self.section("boundarySupplementaryItems: [\(yaml)]")))
    #expect(section.boundarySupplementaryItems == [expected])
  }

  @Test func boundaryAlignments() throws {
    for alignment in BoundaryAlignment.allCases {
      let section = try #require(
        Self.firstSection(
          Self.section(
            "boundarySupplementaryItems: [{elementKind: k, alignment: \(alignment.rawValue), "
              + "size: {width: 10, height: 10}}]")))
      #expect(section.boundarySupplementaryItems.first?.alignment == alignment)
    }
  }

  // MARK: - Cells

  @Test func cellsFromItemCountCellsAndData() throws {
    let text = Self.file(
      """
        - {itemCount: 3, group: \(Self.oneItemGroup)}
        - itemCount: 2
          cell: {type: button, title: "Buy {index}"}
          group: \(Self.oneItemGroup)
        - cells: [{type: label, text: "A{index}"}, {type: image, src: a.jpg, aspect: 0.75}]
          group: \(Self.oneItemGroup)
        - data: [{name: Lamp, price: 40}, {name: Rug, price: 90}]
          cell: {type: label, id: product, text: "{name}: {price} ({index})"}
          group: \(Self.oneItemGroup)
        - data: [{a: 1}]
          group: \(Self.oneItemGroup)
        - cells: [{type: label, text: "{t}", data: [{t: x}, {t: y}]}]
          group: \(Self.oneItemGroup)

      """)
    let sections = try #require(Self.layout(text)?.sections)
    #expect(sections.count == 6)
    #expect(sections[0].cells == .repeated(cell: Self.emptyCell, count: .value(3)))
    #expect(
      sections[1].cells
        == .repeated(
          cell: Node(content: .button(title: "Buy {index}", padding: 0)), count: .value(2)))
    #expect(
      sections[2].cells
        == .nodes([
          Node(content: .label(text: "A0", padding: 0)),
          Node(content: .image(src: "a.jpg", aspect: 0.75, loadDelay: nil)),
        ]))
    guard case .nodes(let products) = sections[3].cells else {
      Issue.record("data gives nodes")
      return
    }
    #expect(
      products.map(\.content) == [
        .label(text: "Lamp: 40 (0)", padding: 0), .label(text: "Rug: 90 (1)", padding: 0),
      ])
    #expect(products.map(\.id) == ["product", "product"])
    #expect(products.map(\.indexBase) == [0, 1])
    #expect(sections[4].cells == .nodes([Self.emptyCell]))
    #expect(
      sections[5].cells
        == .nodes([
          Node(content: .label(text: "x", padding: 0)),
          Node(content: .label(text: "y", padding: 0)),
        ]))
  }

  // MARK: - Lists

  @Test(arguments: [
    ("{}", ListConfiguration()),
    (
      "{appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}",
      ListConfiguration(
        appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary)
    ),
    (
      "{appearance: sidebarPlain, headerMode: firstItemInSection}",
      ListConfiguration(appearance: .sidebarPlain, headerMode: .firstItemInSection)
    ),
    (
      // Metrics given in part: the rest are the appearance's defaults.
      "{appearance: insetGrouped, metrics: {rowHeight: 52, horizontalInset: 16}}",
      ListConfiguration(
        appearance: .insetGrouped,
        metrics: ListConfiguration.Metrics(
          rowHeight: 52, horizontalInset: 16, sectionTopPadding: 17, sectionBottomPadding: 17,
          headerHeight: 38, footerHeight: 38))
    ),
    (
      "{metrics: {rowHeight: 1, horizontalInset: 2, sectionTopPadding: 3, sectionBottomPadding: 4, "
        + "headerHeight: 5, footerHeight: 6}}",
      ListConfiguration(
        metrics: ListConfiguration.Metrics(
          rowHeight: 1, horizontalInset: 2, sectionTopPadding: 3, sectionBottomPadding: 4,
          headerHeight: 5, footerHeight: 6))
    ),
  ])
  func list(_ yaml: String, _ expected: ListConfiguration) throws {
    let section = try #require(
      Self.firstSection(Self.file("  - {itemCount: 5, list: \(yaml)}\n")))
    #expect(section.list == expected)
    #expect(section.group == nil)
    #expect(section.list?.metricsGiven == yaml.contains("metrics"))
  }

  // MARK: - Adapting

  @Test(arguments: [
    ("12", Adaptive<Int>.value(12)),
    (
      "{horizontalSizeClass: {compact: 5, regular: 10}}",
      .horizontalSizeClass(regular: .value(10), compact: .value(5))
    ),
    (
      "{verticalSizeClass: {regular: 1, compact: 2}}",
      .verticalSizeClass(regular: .value(1), compact: .value(2))
    ),
    (
      "{orientation: {portrait: 3, landscape: 6}}",
      .orientation(landscape: .value(6), portrait: .value(3))
    ),
    (
      "{range: {default: 5, pairs: [{minimumSize: 500, value: 8}, {minimumSize: 800, value: 10}]}}",
      .range(
        default: .value(5),
        pairs: [
          AdaptivePair(minimumSize: 500, value: .value(8)),
          AdaptivePair(minimumSize: 800, value: .value(10)),
        ])
    ),
    ("{range: {default: 5}}", .range(default: .value(5), pairs: [])),
    (
      // Rules nest.
      "{orientation: {portrait: {horizontalSizeClass: {compact: 1, regular: 2}}, landscape: 3}}",
      .orientation(
        landscape: .value(3), portrait: .horizontalSizeClass(regular: .value(2), compact: .value(1))
      )
    ),
  ])
  func itemCountRules(_ yaml: String, _ expected: Adaptive<Int>) throws {
    let section = try #require(
      Self.firstSection(Self.file("  - {itemCount: \(yaml), group: \(Self.oneItemGroup)}\n")))
    #expect(section.cells == .repeated(cell: Self.emptyCell, count: expected))
  }

  @Test func everyAdaptiveKeyTakesTheRuleForms() throws {
    let narrow = Self.oneItemGroup
    let wide = narrow.replacingOccurrences(of: "horizontal", with: "vertical")
    let text = Self.file(
      """
        - itemCount: 1
          group: {horizontalSizeClass: {compact: \(narrow), regular: \(wide)}}
          contentInsets: {orientation: {portrait: 4, landscape: {leading: 8}}}
          interGroupSpacing: {range: {default: 0, pairs: [{minimumSize: 600, value: 12}]}}
          orthogonalScrollingBehavior: {verticalSizeClass: {compact: paging, regular: none}}

      """)
    let section = try #require(Self.firstSection(text))
    var wideGroup = Self.oneItem
    wideGroup.axis = .vertical
    #expect(
      section.group
        == .horizontalSizeClass(regular: .value(wideGroup), compact: .value(Self.oneItem)))
    #expect(
      section.contentInsets
        == .orientation(
          landscape: .value(DirectionalInsets(leading: 8)),
          portrait: .value(DirectionalInsets(all: 4))))
    #expect(
      section.interGroupSpacing
        == .range(default: .value(0), pairs: [AdaptivePair(minimumSize: 600, value: .value(12))]))
    #expect(
      section.orthogonalScrollingBehavior
        == .verticalSizeClass(
          regular: .value(OrthogonalScrollingBehavior.none), compact: .value(.paging)))
    #expect(
      section.group?.resolve(Traits(horizontalSizeClass: .regular), containerWidth: 1000)
        == wideGroup)
  }

  // MARK: - JSON

  @Test func jsonReadsAsYAMLDoes() throws {
    let json = """
      {
        "$schema": "../docs/brickyard.schema.json",
        "layout": "compositional",
        "configuration": {"interSectionSpacing": 8},
        "sections": [
          {
            "id": "grid",
            "itemCount": {"range": {"default": 4, "pairs": [{"minimumSize": 800, "value": 8}]}},
            "cell": {"type": "label", "text": "{index}"},
            "boundarySupplementaryItems": [{"elementKind": "header", "pinToVisibleBounds": true}],
            "group": {
              "axis": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": ".fractionalWidth(0.25)"},
              "subitems": [
                {"size": {"width": "fractionalWidth(0.25)", "height": {"fractionalHeight": 1}}}
              ]
            }
          }
        ]
      }
      """
    let yaml = """
      layout: compositional
      configuration: {interSectionSpacing: 8}
      sections:
        - id: grid
          itemCount: {range: {default: 4, pairs: [{minimumSize: 800, value: 8}]}}
          cell: {type: label, text: "{index}"}
          boundarySupplementaryItems: [{elementKind: header, pinToVisibleBounds: true}]
          group:
            axis: horizontal
            size: {width: {fractionalWidth: 1}, height: {fractionalWidth: 0.25}}
            subitems: [{size: {width: {fractionalWidth: 0.25}, height: {fractionalHeight: 1}}}]

      """
    let fromJSON = try #require(Self.layout(json, "grid.json"))
    let fromYAML = try #require(Self.layout(yaml))
    #expect(fromJSON == fromYAML)
    #expect(fromJSON.configuration.interSectionSpacing == 8)
    #expect(fromJSON.sections.first?.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
  }

  @Test func sourceLinesAreKept() throws {
    let text = Self.file(
      """
        - itemCount: 1
          group: \(Self.oneItemGroup)
          boundarySupplementaryItems:
            - {elementKind: header}
          decorationItems:
            - {elementKind: background}

      """)
    let spec = try #require(loadSpec(text))
    let section = try #require(spec.compositional?.sections.first)
    #expect(section.sourceLine == 3)
    #expect(section.boundarySupplementaryItems.first?.sourceLine == 6)
    #expect(section.decorationItems.first?.sourceLine == 8)
  }
}

extension CompositionalSpec {
  /// This layout with every `sourceLine` 0 (and no warnings), to compare with one built in
  /// code.
  var withoutLines: CompositionalSpec {
    var copy = self
    copy.warnings = []
    copy.configuration.boundarySupplementaryItems =
      configuration.boundarySupplementaryItems.map(\.withoutLine)
    copy.sections = sections.map { section in
      var s = section
      s.sourceLine = 0
      s.boundarySupplementaryItems = section.boundarySupplementaryItems.map(\.withoutLine)
      s.decorationItems = section.decorationItems.map {
        var d = $0
        d.sourceLine = 0
        return d
      }
      s.group = section.group.map { $0.map(\.withoutLines) }
      return s
    }
    return copy
  }
}

extension BoundaryItem {
  var withoutLine: BoundaryItem {
    var copy = self
    copy.sourceLine = 0
    return copy
  }
}

extension AnchoredItem {
  var withoutLine: AnchoredItem {
    var copy = self
    copy.sourceLine = 0
    return copy
  }
}

extension LayoutElement {
  var withoutLines: LayoutElement {
    switch self {
    case .item(var item):
      item.supplementaryItems = item.supplementaryItems.map(\.withoutLine)
      return .item(item)
    case .group(let group): return .group(group.withoutLines)
    }
  }
}

extension LayoutGroup {
  var withoutLines: LayoutGroup {
    var copy = self
    copy.supplementaryItems = supplementaryItems.map(\.withoutLine)
    switch subitems {
    case .cycling(let elements): copy.subitems = .cycling(elements.map(\.withoutLines))
    case .count(let e, let n): copy.subitems = .count(e.withoutLines, n)
    case .repeating(let e, let n): copy.subitems = .repeating(e.withoutLines, n)
    case .custom: break
    }
    return copy
  }
}

extension Adaptive {
  /// The same rule with `transform` applied to every value.
  func map<T>(_ transform: (Value) -> T) -> Adaptive<T> {
    switch self {
    case .value(let v): .value(transform(v))
    case .orientation(let l, let p):
      .orientation(landscape: l.map(transform), portrait: p.map(transform))
    case .horizontalSizeClass(let r, let c):
      .horizontalSizeClass(regular: r.map(transform), compact: c.map(transform))
    case .verticalSizeClass(let r, let c):
      .verticalSizeClass(regular: r.map(transform), compact: c.map(transform))
    case .range(let d, let pairs):
      .range(
        default: d.map(transform),
        pairs: pairs.map {
          AdaptivePair(minimumSize: $0.minimumSize, value: $0.value.map(transform))
        })
    }
  }
}

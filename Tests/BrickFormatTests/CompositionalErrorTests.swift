import BrickCore
import BrickFormat
import Testing

/// A bad compositional file (docs/compositional.md) and the first error it gives: position, key
/// path, message and "did you mean"; then the warnings of files that load but never show what they
/// say.
struct CompositionalErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  /// `line:column` of the first error.
  var at: String
  var keyPath: String
  /// Words the message holds.
  var message: String
  var suggestion: String?
  var file = "bad.yaml"
  var testDescription: String { name }
}

private let head = "layout: compositional\nsections:\n"
/// A section of one cell with `group` (YAML flow) and the lines `extra` (indented 4).
private func section(group: String = item, _ extra: String = "") -> String {
  head + "  - itemCount: 1\n    group: \(group)\n" + extra
}
private let item =
  "{axis: horizontal, size: {width: 100, height: 44}, subitems: [{size: {width: 10, height: 10}}]}"

let compositionalErrorCases: [CompositionalErrorCase] = [
  // Misspellings, with "did you mean".
  CompositionalErrorCase(
    name: "misspelt dimension form",
    text: section(
      group:
        "{axis: horizontal, size: {width: {fractionalWidht: 1}, height: "
        + "44}, subitems: [{size: {width: 10, height: 10}}]}"
    ),
    at: "4:46", keyPath: "sections[0].group.size.width", message: "unknown key 'fractionalWidht'",
    suggestion: "fractionalWidth"),
  CompositionalErrorCase(
    name: "misspelt Swift dimension",
    text: section(
      group:
        "{axis: horizontal, size: {width: \".fractionalWidht(0.5)\", "
        + "height: 44}, subitems: [{size: {width: 10, height: 10}}]}"
    ),
    at: "4:45", keyPath: "sections[0].group.size.width",
    message: "unknown dimension '.fractionalWidht(0.5)'", suggestion: "fractionalWidth(0.5)"),
  CompositionalErrorCase(
    name: "misspelt axis",
    text: section(
      group:
        "{axis: horizental, size: {width: 100, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}}]}"
    ),
    at: "4:19", keyPath: "sections[0].group.axis", message: "unknown group axis 'horizental'",
    suggestion: "horizontal"),
  CompositionalErrorCase(
    name: "misspelt scrolling behavior",
    text: section("    orthogonalScrollingBehavior: groupPagingCenter\n"),
    at: "5:34", keyPath: "sections[0].orthogonalScrollingBehavior",
    message: "unknown orthogonal scrolling behavior 'groupPagingCenter'",
    suggestion: "groupPagingCentered"),
  CompositionalErrorCase(
    name: "misspelt section key",
    text: section("    interGroupSpaceing: 10\n"),
    at: "5:5", keyPath: "sections[0]", message: "unknown key 'interGroupSpaceing'",
    suggestion: "interGroupSpacing"),
  CompositionalErrorCase(
    name: "misspelt configuration key",
    text: "layout: compositional\nconfiguration: {scrolDirection: horizontal}\nsections: []\n",
    at: "2:17", keyPath: "configuration", message: "unknown key 'scrolDirection'",
    suggestion: "scrollDirection"),
  CompositionalErrorCase(
    name: "misspelt layout kind",
    text: "layout: compositonal\nsections: []\n", at: "1:9", keyPath: "layout",
    message: "unknown layout 'compositonal'", suggestion: "compositional"),
  CompositionalErrorCase(
    name: "misspelt list appearance",
    text: head + "  - {itemCount: 1, list: {appearance: insetGroupd}}\n", at: "3:39",
    keyPath: "sections[0].list.appearance", message: "unknown list appearance 'insetGroupd'",
    suggestion: "insetGrouped"),
  CompositionalErrorCase(
    name: "misspelt anchor edge",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}, supplementaryItems: "
        + "[{elementKind: b, size: {width: 5, height: 5}, containerAnchor: "
        + "{edges: [top, trailng]}}]}]}"
    ),
    at: "4:204",
    keyPath: "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]",
    message: "unknown edge 'trailng'", suggestion: "trailing"),
  CompositionalErrorCase(
    name: "left for leading",
    text: section("    contentInsets: {left: 10}\n"), at: "5:21",
    keyPath: "sections[0].contentInsets",
    message: "key 'left' does not apply here: compositional insets are directional: leading"),
  CompositionalErrorCase(
    name: "a rule misspelt",
    text: section("    interGroupSpacing: {horizontalSizeClas: {compact: 1, regular: 2}}\n"),
    at: "5:25", keyPath: "sections[0].interGroupSpacing",
    message: "unknown key 'horizontalSizeClas'", suggestion: "horizontalSizeClass"),
  // Missing and conflicting keys.
  CompositionalErrorCase(
    name: "an item with no size",
    text: section(
      group: "{axis: horizontal, size: {width: 100, height: 44}, subitems: [{contentInsets: 2}]}"),
    at: "4:74", keyPath: "sections[0].group.subitems[0]", message: "missing key 'size'"),
  CompositionalErrorCase(
    name: "count without subitem",
    text: section(group: "{axis: horizontal, size: {width: 100, height: 44}, count: 3}"),
    at: "4:63", keyPath: "sections[0].group.count",
    message: "'count' goes with 'subitem' or 'repeatingSubitem'"),
  CompositionalErrorCase(
    name: "count with subitems",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, count: 3, "
        + "subitems: [{size: {width: 10, height: 10}}]}"
    ),
    at: "4:63", keyPath: "sections[0].group.count",
    message: "'count' goes with 'subitem' or 'repeatingSubitem', not 'subitems'"),
  CompositionalErrorCase(
    name: "subitem without count",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitem: "
        + "{size: {width: 10, height: 10}}}"
    ),
    at: "4:12", keyPath: "sections[0].group", message: "missing key 'count'"),
  CompositionalErrorCase(
    name: "both subitems and subitem",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}}], subitem: {size: {width: 10, "
        + "height: 10}}, count: 2}"
    ),
    at: "4:108", keyPath: "sections[0].group.subitem",
    message:
      "a group takes one of subitems, subitem, repeatingSubitem and "
      + "frames, found 'subitems' and 'subitem'"
  ),
  CompositionalErrorCase(
    name: "a group without subitems",
    text: section(group: "{axis: vertical, size: {width: 100, height: 44}}"), at: "4:12",
    keyPath: "sections[0].group", message: "a group needs its subitems"),
  CompositionalErrorCase(
    name: "a group without size",
    text: section(group: "{axis: vertical, subitems: [{size: {width: 10, height: 10}}]}"),
    at: "4:12", keyPath: "sections[0].group", message: "missing key 'size'"),
  CompositionalErrorCase(
    name: "a size without height",
    text: section(
      group: "{axis: vertical, size: {width: 100}, subitems: [{size: {width: 10, height: 10}}]}"),
    at: "4:35", keyPath: "sections[0].group.size", message: "missing key 'height'"),
  CompositionalErrorCase(
    name: "a section's group is an item",
    text: section(group: "{size: {width: 100, height: 44}}"), at: "4:12",
    keyPath: "sections[0].group", message: "missing key 'axis'"),
  CompositionalErrorCase(
    name: "an item with group keys",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}, count: 2}]}"
    ),
    at: "4:106", keyPath: "sections[0].group.subitems[0]",
    message: "key 'count' does not apply here: only a group takes it"),
  CompositionalErrorCase(
    name: "frames on a horizontal group",
    text: section(
      group: "{axis: horizontal, size: {width: 100, height: 44}, frames: [[0, 0, 1, 1]]}"),
    at: "4:63", keyPath: "sections[0].group.frames",
    message: "'frames' is for a custom group (axis: custom)"),
  CompositionalErrorCase(
    name: "a section without cells",
    text: head + "  - group: \(item)\n", at: "3:5", keyPath: "sections[0]",
    message: "a section needs its cells: itemCount, cells or data"),
  CompositionalErrorCase(
    name: "itemCount and cells",
    text: head + "  - {itemCount: 2, cells: [], group: \(item)}\n", at: "3:20",
    keyPath: "sections[0].cells",
    message: "a section takes one of itemCount, cells and data, found 'itemCount' and 'cells'"),
  CompositionalErrorCase(
    name: "a section without group or list",
    text: head + "  - {itemCount: 2}\n", at: "3:5", keyPath: "sections[0]",
    message: "missing key 'group'"),
  CompositionalErrorCase(
    name: "a list section with a group",
    text: head + "  - {itemCount: 2, list: {}, group: \(item)}\n", at: "3:30",
    keyPath: "sections[0].group", message: "a list section builds its own group"),
  CompositionalErrorCase(
    name: "a section as a cell",
    text: section("    cell: {type: section, bricks: []}\n"), at: "5:18",
    keyPath: "sections[0].cell.type", message: "a cell or supplementary view cannot be a section"),
  CompositionalErrorCase(
    name: "index in a cell's colour",
    text: section("    cell: {type: label, background: \"{index}\"}\n"), at: "5:37",
    keyPath: "sections[0].cell.background",
    message: "'{index}' in 'background' of the cell of an itemCount section"),
  CompositionalErrorCase(
    name: "an unknown field in a data cell",
    text: head
      + "  - data: [{name: a}]\n    cell: {type: label, text: \"{nmae}\"}\n    group: \(item)\n",
    at: "4:31", keyPath: "sections[0].cell.text", message: "unknown field 'nmae' in '{nmae}'",
    suggestion: "{name}"),
  CompositionalErrorCase(
    name: "repeat on a cell",
    text: section("    cell: {type: label, repeat: 3}\n"), at: "5:25", keyPath: "sections[0].cell",
    message: "key 'repeat' does not apply here"),
  CompositionalErrorCase(
    name: "a boundary item without kind",
    text: section("    boundarySupplementaryItems: [{pinToVisibleBounds: true}]\n"), at: "5:34",
    keyPath: "sections[0].boundarySupplementaryItems[0]", message: "missing key 'elementKind'"),
  CompositionalErrorCase(
    name: "a misspelt decoration colour",
    text: section("    decorationItems: [{elementKind: bg, background: systemGrey6}]\n"),
    at: "5:53", keyPath: "sections[0].decorationItems[0].background",
    message: "unknown colour 'systemGrey6'", suggestion: "systemGray6"),
  CompositionalErrorCase(
    name: "duplicate section id",
    text: head
      + "  - {id: a, itemCount: 1, group: \(item)}\n  - {id: a, itemCount: 1, group: \(item)}\n",
    at: "4:10", keyPath: "sections[1].id", message: "duplicate section id 'a'"),
  CompositionalErrorCase(
    name: "range pairs out of order",
    text: section(
      "    interGroupSpacing: {range: {default: 1, pairs: "
        + "[{minimumSize: 800, value: 2}, {minimumSize: 400, value: 3}]}}\n"
    ),
    at: "5:97", keyPath: "sections[0].interGroupSpacing.range.pairs[1].minimumSize",
    message: "range pairs must be in ascending order of minimumSize"),
  CompositionalErrorCase(
    name: "a rule's branch missing",
    text: section("    contentInsets: {horizontalSizeClass: {compact: 4}}\n"), at: "5:42",
    keyPath: "sections[0].contentInsets.horizontalSizeClass", message: "missing key 'regular'"),
  CompositionalErrorCase(
    name: "a range pair with dimension",
    text: section(
      "    interGroupSpacing: {range: {default: 1, pairs: [{minimumSize: 8, dimension: 2}]}}\n"),
    at: "5:70", keyPath: "sections[0].interGroupSpacing.range.pairs[0]",
    message: "key 'dimension' does not apply here: a compositional rule's pair gives its 'value'"),
  // Numbers.
  CompositionalErrorCase(
    name: "negative size",
    text: section(
      group:
        "{axis: horizontal, size: {width: -100, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}}]}"
    ),
    at: "4:45", keyPath: "sections[0].group.size.width", message: "negative size -100"),
  CompositionalErrorCase(
    name: "negative fraction",
    text: section(
      group:
        "{axis: horizontal, size: {width: {fractionalWidth: -0.5}, "
        + "height: 44}, subitems: [{size: {width: 10, height: 10}}]}"
    ),
    at: "4:63", keyPath: "sections[0].group.size.width.fractionalWidth",
    message: "negative size -0.5"),
  CompositionalErrorCase(
    name: "non-finite size",
    text: section(
      group:
        "{axis: horizontal, size: {width: .inf, height: 44}, subitems: "
        + "[{size: {width: 10, height: 10}}]}"
    ),
    at: "4:45", keyPath: "sections[0].group.size.width", message: "the number .inf is not finite"),
  CompositionalErrorCase(
    name: "negative Swift dimension",
    text: section(
      group:
        "{axis: horizontal, size: {width: \"estimated(-4)\", height: "
        + "44}, subitems: [{size: {width: 10, height: 10}}]}"
    ),
    at: "4:45", keyPath: "sections[0].group.size.width",
    message: "negative size in 'estimated(-4)'"),
  CompositionalErrorCase(
    name: "negative count",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitem: "
        + "{size: {width: 10, height: 10}}, count: -2}"
    ),
    at: "4:112", keyPath: "sections[0].group.count", message: "count -2 is below the limit of 1"),
  CompositionalErrorCase(
    name: "non-finite count",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, "
        + "repeatingSubitem: {size: {width: 10, height: 10}}, count: .nan}"
    ),
    at: "4:121", keyPath: "sections[0].group.count", message: "the number .nan is not finite"),
  CompositionalErrorCase(
    name: "fractional count",
    text: section(
      group:
        "{axis: horizontal, size: {width: 100, height: 44}, subitem: "
        + "{size: {width: 10, height: 10}}, count: 2.5}"
    ),
    at: "4:112", keyPath: "sections[0].group.count", message: "count 2.5 is not a whole number"),
  CompositionalErrorCase(
    name: "negative item count",
    text: head + "  - {itemCount: -1, group: \(item)}\n", at: "3:17",
    keyPath: "sections[0].itemCount", message: "negative item count -1"),
  CompositionalErrorCase(
    name: "an alpha over 1",
    text: section("    visibleItems: {alpha: {center: 1, edge: 1.5}}\n"), at: "5:45",
    keyPath: "sections[0].visibleItems.alpha.edge", message: "an alpha of 1.5 is over 1"),
  // BrickKit keys in a compositional file, and the other way round.
  CompositionalErrorCase(
    name: "root in a compositional file",
    text: "layout: compositional\nroot: {bricks: []}\nsections: []\n", at: "2:1", keyPath: "",
    message: "key 'root' does not apply here: a compositional layout has 'sections'"),
  CompositionalErrorCase(
    name: "behaviors in a compositional file",
    text: "layout: compositional\nsections: []\nbehaviors: []\n", at: "3:1", keyPath: "",
    message: "key 'behaviors' does not apply here: BrickKit behaviors do not apply"),
  CompositionalErrorCase(
    name: "top-level scrollDirection in a compositional file",
    text: "layout: compositional\nscrollDirection: horizontal\nsections: []\n", at: "2:1",
    keyPath: "", message: "configuration.scrollDirection"),
  CompositionalErrorCase(
    name: "zIndex in a compositional file",
    text: "layout: compositional\nzIndex: bottomUp\nsections: []\n", at: "2:1", keyPath: "",
    message: "key 'zIndex' does not apply here"),
  CompositionalErrorCase(
    name: "widthRatio in a compositional file",
    text: "layout: compositional\nwidthRatio: 2\nsections: []\n", at: "2:1", keyPath: "",
    message: "key 'widthRatio' does not apply here"),
  CompositionalErrorCase(
    name: "appear in a compositional file",
    text: "layout: compositional\nappear: top\nsections: []\n", at: "2:1", keyPath: "",
    message: "key 'appear' does not apply here"),
  CompositionalErrorCase(
    name: "sections in a BrickKit file",
    text: "root: {bricks: []}\nsections: []\n", at: "2:1", keyPath: "",
    message: "key 'sections' does not apply here: it belongs to a compositional layout"),
  CompositionalErrorCase(
    name: "no sections", text: "layout: compositional\ntitle: x\n", at: "1:1", keyPath: "",
    message: "missing key 'sections'"),
  CompositionalErrorCase(
    name: "a state with a root",
    text: "layout: compositional\nsections: []\nstates: [{name: a, root: {}}]\n", at: "3:20",
    keyPath: "states[0]", message: "key 'root' does not apply here"),
  // JSON.
  CompositionalErrorCase(
    name: "JSON misspelt axis",
    text: """
      {"layout": "compositional", "sections": [{"itemCount": 1, "group": {"axis": "horizental",
        "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}}]}}]}
      """,
    at: "1:77", keyPath: "sections[0].group.axis", message: "unknown group axis 'horizental'",
    suggestion: "horizontal", file: "bad.json"),
]

@Suite struct CompositionalErrorTests {
  @Test(arguments: compositionalErrorCases)
  func firstError(_ c: CompositionalErrorCase) throws {
    let errors = try #require(loadErrors(c.text, c.file))
    let first = try #require(errors.first)
    #expect("\(first.line):\(first.column)" == c.at, "\(errors)")
    #expect(first.keyPath == c.keyPath, "\(errors)")
    #expect(first.message.contains(c.message), "\(errors)")
    #expect(first.suggestion == c.suggestion, "\(errors)")
    #expect(first.file == c.file)
    #expect(first.description.contains("^"), "an excerpt with a caret: \(first)")
  }

  /// One pass finds several errors (the reader reads on past one).
  @Test func severalErrorsInOnePass() throws {
    let text = section(
      group:
        "{axis: horizental, size: {width: {fractionalWidht: 1}, height: "
        + "44}, subitems: [{contentInsets: 1}]}",
      "    orthogonalScrollingBehavior: groupPagingCenter\n")
    let errors = try #require(loadErrors(text))
    #expect(
      errors.errors.map(\.suggestion) == [
        "horizontal", "fractionalWidth", nil, "groupPagingCentered",
      ],
      "\(errors)")
  }

  // MARK: - Warnings

  /// The warnings of a file that loads.
  static func warnings(_ text: String) throws -> [LayoutWarning] {
    let spec = try #require(loadSpec(text))
    return LayoutLoader.warnings(of: spec, sourceName: "w.yaml")
  }

  @Test func aRepeatingGroupTooSmallForItsCount() throws {
    let text = section(
      group: "{axis: horizontal, size: {width: 100, height: 44}, interItemSpacing: 10, "
        + "repeatingSubitem: {size: {width: 40, height: 44}}, count: 3}")
    let warnings = try Self.warnings(text)
    #expect(warnings.count == 1)
    let w = try #require(warnings.first)
    #expect("\(w.line):\(w.column)" == "4:143")
    #expect(w.keyPath == "sections[0].group.count")
    #expect(
      w.message
        == "3 repeating subitems of width 40 with 10 between them need 140 points, more than the "
        + "group's 100: UIKit places them past the group's end")
    #expect(w.expected == "a count of at most 2, or a group at least 140 wide")
    #expect(w.description.hasPrefix("w.yaml:4:143: warning: 3 repeating subitems"))
    #expect(w.description.contains("^"))
  }

  @Test func aRepeatingGroupThatFitsOrCannotBeDecided() throws {
    for group in [
      // Fits exactly.
      "{axis: horizontal, size: {width: 140, height: 44}, "
        + "interItemSpacing: 10, repeatingSubitem: {size: {width: 40, "
        + "height: 44}}, count: 3}",
      // Fractional sizes: not decidable here.
      "{axis: horizontal, size: {width: {fractionalWidth: 1}, height: "
        + "44}, repeatingSubitem: {size: {width: 40, height: 44}}, count: "
        + "30}",
      "{axis: horizontal, size: {width: 100, height: 44}, "
        + "repeatingSubitem: {size: {width: {fractionalWidth: 0.5}, "
        + "height: 44}}, count: 3}",
      // Along the other axis.
      "{axis: vertical, size: {width: 10, height: 100}, "
        + "repeatingSubitem: {size: {width: 40, height: 20}}, count: 5}",
      // subitem:count: resizes its items.
      "{axis: horizontal, size: {width: 100, height: 44}, subitem: "
        + "{size: {width: 40, height: 44}}, count: 3}",
    ] {
      #expect(try Self.warnings(section(group: group)) == [], "\(group)")
    }
  }

  @Test func aVerticalRepeatingGroupLessItsInsets() throws {
    let group =
      "{axis: vertical, size: {width: 10, height: 100}, contentInsets: {top: 10, bottom: 10}, "
      + "repeatingSubitem: {size: {width: 10, height: 30}}, count: 3}"
    let w = try #require(try Self.warnings(section(group: group)).first)
    #expect(
      w.message
        == "3 repeating subitems of height 30 need 90 points, more than the group's 80 (its "
        + "height less its contentInsets): UIKit places them past the group's end")
    #expect(w.expected == "a count of at most 2, or a group at least 90 tall")
  }

  @Test func aFractionOfAnEstimatedContainer() throws {
    let text =
      head + """
          - itemCount: 1
            group:
              axis: horizontal
              size: {width: {estimated: 200}, height: {estimated: 44}}
              subitems:
                - size: {width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1}}
                - size: {width: {estimated: 50}, height: {fractionalWidth: 0.1}}

        """
    let warnings = try Self.warnings(text)
    #expect(
      warnings.map { "\($0.line):\($0.column) \($0.keyPath)" } == [
        "8:25 sections[0].group.subitems[0].size.width",
        "8:57 sections[0].group.subitems[0].size.height",
        "9:50 sections[0].group.subitems[1].size.height",
      ])
    #expect(
      warnings.first?.message
        == "fractionalWidth(0.5) of a group whose width is estimated(200): the fraction is taken "
        + "of the estimate, never of the size the group grows to, so this item does not size "
        + "itself")
  }

  @Test func aFractionOfAFixedContainerIsFine() throws {
    let group =
      "{axis: horizontal, size: {width: {fractionalWidth: 1}, height: {absolute: 44}}, "
      + "subitems: [{size: {width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1}}}]}"
    #expect(try Self.warnings(section(group: group)) == [])
  }

  @Test func listMetricsOncePerFile() throws {
    let text =
      head + """
          - {itemCount: 2, list: {appearance: insetGrouped}}
          - {itemCount: 2, list: {metrics: {rowHeight: 50}}}

        """
    let warnings = try Self.warnings(text)
    #expect(warnings.count == 1)
    #expect(warnings.first?.keyPath == "sections[0].list")
    #expect("\(warnings.first?.line ?? 0):\(warnings.first?.column ?? 0)" == "3:26")
    #expect(
      warnings.first?.message
        == "list metrics are approximations until measured on a device; give list.metrics to "
        + "override")
  }

  @Test func listMetricsAllGivenWarnNothing() throws {
    let text =
      head + """
          - itemCount: 2
            list:
              metrics: {rowHeight: 1, horizontalInset: 2, sectionTopPadding: 3,
                sectionBottomPadding: 4, headerHeight: 5, footerHeight: 6}

        """
    #expect(try Self.warnings(text) == [])
  }

  @Test func aBrickKitFileHasNoWarnings() throws {
    let spec = try #require(loadSpec("root: {bricks: []}\n"))
    #expect(LayoutLoader.warnings(of: spec, sourceName: "x.yaml") == [])
  }
}

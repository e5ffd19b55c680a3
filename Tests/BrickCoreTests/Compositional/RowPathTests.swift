import BrickCore
import Testing

/// A group of one plain item (no edge spacing, no anchored items) is placed by a shorter path
/// than other groups (`LayoutGroup.solveRow`), and a section whose cells repeat one label reads
/// the label once. Both must place exactly what the general path places: an item with a
/// `fixed(0)` leading edge spacing means the same layout but takes the general path, so each
/// case is solved both ways and every frame compared.
@Suite struct RowPathTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var axis: LayoutGroup.Axis
    var itemSize: LayoutSize
    var groupSize: LayoutSize
    var spacing: LayoutSpacing?
    var groupInsets: DirectionalInsets = .zero
    var itemInsets: DirectionalInsets = .zero
    var interGroupSpacing: Double = 0
    var orthogonal: OrthogonalScrollingBehavior = .none
    var testDescription: String { name }
  }

  static let full = LayoutDimension.fractionalWidth(1)

  static let cases: [Case] = [
    Case(
      name: "self-sizing list", axis: .horizontal,
      itemSize: LayoutSize(width: full, height: .estimated(44)),
      groupSize: LayoutSize(width: full, height: .estimated(44))),
    Case(
      name: "list with insets and group spacing", axis: .vertical,
      itemSize: LayoutSize(width: full, height: .estimated(44)),
      groupSize: LayoutSize(width: full, height: .estimated(44)),
      groupInsets: DirectionalInsets(top: 3, leading: 10, bottom: 5, trailing: 7),
      itemInsets: DirectionalInsets(top: 2, leading: 4, bottom: 2, trailing: 4),
      interGroupSpacing: 6),
    Case(
      name: "estimated widths, fixed spacing", axis: .horizontal,
      itemSize: LayoutSize(width: .estimated(50), height: .absolute(30)),
      groupSize: LayoutSize(width: full, height: .absolute(30)), spacing: .fixed(8)),
    Case(
      name: "estimated widths, flexible spacing", axis: .horizontal,
      itemSize: LayoutSize(width: .estimated(50), height: .fractionalHeight(1)),
      groupSize: LayoutSize(width: full, height: .estimated(40)), spacing: .flexible(4)),
    Case(
      name: "fractional cells in an estimated row", axis: .horizontal,
      itemSize: LayoutSize(width: .fractionalWidth(0.3), height: .estimated(20)),
      groupSize: LayoutSize(width: full, height: .estimated(20)), spacing: .fixed(5)),
    Case(
      name: "vertical column of estimated heights", axis: .vertical,
      itemSize: LayoutSize(width: full, height: .estimated(30)),
      groupSize: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(200)),
      spacing: .fixed(2)),
    Case(
      name: "orthogonal carousel of self-sizing cards", axis: .horizontal,
      itemSize: LayoutSize(width: full, height: .estimated(60)),
      groupSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(60)),
      itemInsets: DirectionalInsets(top: 0, leading: 5, bottom: 0, trailing: 5),
      interGroupSpacing: 10, orthogonal: .groupPaging),
  ]

  /// Label texts of several lengths, some with `{index}`, so rows wrap onto different line
  /// counts and the index's digits matter.
  static let texts = [
    "Item {index}", "Item {index}: a short line of text that wraps onto a second line",
    "{index}{index}{index}{index}{index}{index}{index}{index}{index}{index}{index}",
    "A much longer paragraph for item {index}, long enough to take three or four lines on a "
      + "phone and to be broken between words at several places along the way",
  ]

  func section(_ c: Case, cells: CellSource, generalPath: Bool) -> CompositionalSection {
    var edge = EdgeSpacing()
    if generalPath { edge.leading = .fixed(0) }
    let item = LayoutItem(size: c.itemSize, contentInsets: c.itemInsets, edgeSpacing: edge)
    let group = LayoutGroup(
      axis: c.axis, size: c.groupSize, subitems: .cycling([.item(item)]),
      interItemSpacing: c.spacing, contentInsets: c.groupInsets)
    return CompositionalSection(
      cells: cells, group: .value(group), interGroupSpacing: .value(c.interGroupSpacing),
      orthogonalScrollingBehavior: .value(c.orthogonal))
  }

  func expectSameFrames(_ c: Case, _ cells: CellSource, text: TextSettings) {
    let fast = Comp.solve([section(c, cells: cells, generalPath: false)], text: text)
    let general = Comp.solve([section(c, cells: cells, generalPath: true)], text: text)
    let a = fast.cells()
    let b = general.cells()
    #expect(a.count == b.count, "\(c.name): cell counts")
    #expect(!a.isEmpty, "\(c.name): no cells")
    for (i, (x, y)) in zip(a, b).enumerated() where x != y {
      Issue.record("\(c.name), cell \(i): row path \(x), general path \(y)")
      break
    }
    #expect(fast.contentSize == general.contentSize, "\(c.name): content size")
  }

  @Test(arguments: cases)
  func repeatedLabelsPlaceAsTheGeneralPathDoes(_ c: Case) {
    for text in Self.texts {
      let cell = Node(content: .label(text: text, padding: 8))
      for settings in [TextSettings(), Comp.terminalText] {
        expectSameFrames(c, .repeated(cell: cell, count: .value(1_234)), text: settings)
      }
    }
  }

  @Test(arguments: cases)
  func distinctCellsPlaceAsTheGeneralPathDoes(_ c: Case) {
    var nodes: [Node] = []
    for i in 0..<300 {
      switch i % 4 {
      case 0: nodes.append(Comp.label(Self.texts[i % Self.texts.count]))
      case 1: nodes.append(Comp.emptyCell)
      case 2:
        nodes.append(Node(content: .label(text: String(repeating: "w ", count: i), padding: 0)))
      default: nodes.append(Node(content: .button(title: "Tap {index}", padding: 4)))
      }
    }
    expectSameFrames(c, .nodes(nodes), text: TextSettings())
  }
}

import BrickTestSupport
import PropertyBased
import Testing

@testable import BrickCore

/// `BehaviorSelection` takes a node's repetitions as one run when it can; whatever the
/// selectors, the result is the item-by-item selection's.
@Suite struct BehaviorSelectionTests {
  /// Every column of a selection, for comparing two.
  static func columns(_ s: BehaviorSelection) -> [[Double]] {
    [
      s.items.map(Double.init), s.parents.map(Double.init),
      s.values.map { $0.isNaN ? -1 : $0 }, Array(s.sectionInsets),
    ]
  }

  static func expectSameSelection(
    _ behavior: some Behavior, _ compiled: CompiledLayout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fast = BehaviorSelection(behavior, compiled: compiled)
    let general = BehaviorSelection(behavior, compiled: compiled, itemByItem: true)
    #expect(
      columns(fast) == columns(general), "\(behavior.bricks)", sourceLocation: sourceLocation)
  }

  /// Selectors over a random layout's ids: whole nodes, single repetitions (some past the
  /// end), and the same brick named twice.
  static func selectors(_ tape: [Int], ids: [String]) -> [Selector] {
    guard !ids.isEmpty else { return [] }
    return tape.prefix(4).map { choice in
      let id = ids[abs(choice) % ids.count]
      return choice % 3 == 0 ? Selector(id: id, repetition: abs(choice) % 7) : Selector(id: id)
    }
  }

  @Test func runsSelectWhatItemByItemSelectsOverRandomLayouts() async {
    await propertyCheck(count: 300, input: PropertiesFlowTests.tapes, PropertiesFlowTests.tapes) {
      tape, choices in
      let compiled = CompiledLayout(RandomLayouts.spec(tape: tape))
      let ids = (0..<compiled.nodeCount).compactMap { compiled.explicitIDs[$0] }
      let bricks = Self.selectors(choices, ids: ids)
      Self.expectSameSelection(StickyFooterBehavior(bricks: bricks), compiled)
      Self.expectSameSelection(StickyBehavior(bricks: bricks), compiled)
      // Values per selector: for the whole id, for one repetition, and for all.
      var byID: [Selector: Double] = [:]
      var byRepetition: [Selector: Double] = [:]
      for (k, s) in bricks.enumerated() {
        byID[Selector(id: s.id)] = Double(10 * k)
        byRepetition[Selector(id: s.id, repetition: k)] = Double(5 * k)
      }
      Self.expectSameSelection(
        MinimumStickyBehavior(bricks: bricks, minimumHeight: PerBrick(bySelector: byID)), compiled)
      Self.expectSameSelection(
        MinimumStickyBehavior(bricks: bricks, minimumHeight: PerBrick(all: 3, bySelector: byID)),
        compiled)
      Self.expectSameSelection(
        MinimumStickyBehavior(bricks: bricks, minimumHeight: PerBrick(bySelector: byRepetition)),
        compiled)
      Self.expectSameSelection(
        SpotlightBehavior(bricks: bricks, smallHeight: PerBrick(bySelector: byID)), compiled)
    }
  }

  /// Ids shared by copies (`indexBase`), identifiers shared by nodes, and sections, which
  /// register after their bricks.
  @Test(arguments: [
    [Selector(id: "card")], [Selector(id: "card", repetition: 4)], [Selector(id: "tag")],
    [Selector(id: "group")], [Selector(id: "group"), Selector(id: "card")],
    [Selector(id: "tag"), Selector(id: "card", repetition: 1)],
    [Selector(id: "card", repetition: 2), Selector(id: "card")],
  ])
  func sharedIdsIdentifiersAndSections(_ bricks: [Selector]) {
    let card = { (base: Int) in
      Node(
        id: "card", height: .fixed(40), repeatCount: 3, identifier: "tag", indexBase: base,
        content: .brick(text: nil, contentHeight: nil))
    }
    let group = Node(id: "group", content: .section(Section([card(3)], inset: 4)))
    let spec = LayoutSpec(
      root: Section(
        [card(0), group, Node(identifier: "tag", content: .label(text: "x", padding: 0))],
        inset: 10))
    let compiled = CompiledLayout(spec)
    Self.expectSameSelection(StickyFooterBehavior(bricks: bricks), compiled)
    Self.expectSameSelection(
      MinimumStickyBehavior(
        bricks: bricks, minimumHeight: PerBrick(bySelector: [Selector(id: bricks[0].id): 12])),
      compiled)
    #expect(BehaviorSelection(StickyBehavior(bricks: bricks), compiled: compiled).count > 0)
  }

  /// Whole nodes and single repetitions go in as runs; a brick named twice, or a value for one
  /// repetition, takes the general path.
  @Test(arguments: [
    ([Selector(id: "feed")], [:], true),
    ([Selector(id: "feed", repetition: 3), Selector(id: "head")], [:], true),
    ([Selector(id: "feed"), Selector(id: "feed", repetition: 3)], [:], false),
    ([Selector(id: "feed")], [Selector(id: "feed"): 20.0], true),
    ([Selector(id: "feed")], [Selector(id: "feed", repetition: 2): 20.0], false),
  ])
  func whichPathASelectionTakes(
    _ bricks: [Selector], _ values: [Selector: Double], _ byRuns: Bool
  ) {
    let spec = LayoutSpec(
      root: Section([
        Node(id: "head", content: .label(text: "Head", padding: 0)),
        Node(id: "feed", repeatCount: 100_000, content: .label(text: "{index}", padding: 0)),
      ]))
    let compiled = CompiledLayout(spec)
    let behavior = MinimumStickyBehavior(
      bricks: bricks, minimumHeight: PerBrick(bySelector: values))
    let selection = BehaviorSelection(behavior, compiled: compiled)
    #expect(selection.selectedByRuns == byRuns)
    Self.expectSameSelection(behavior, compiled)
  }
}

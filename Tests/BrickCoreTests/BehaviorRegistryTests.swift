import BrickCore
import BrickTestSupport
import Testing

/// A behavior that exists only in this file: the engine runs it with no edit anywhere else.
/// It trails the scroll by one pass (each selected brick is drawn at the offset of the pass
/// before, kept as its state) and dims its bricks; `solvesThroughSelection` asks the engine to
/// solve through its last brick first.
struct TrailBehavior: Behavior {
  static let typeName = "trail"
  static let parameterNames = ["bricks", "alpha"]
  var bricks: [Selector]
  var alpha: Double

  var solvesThroughSelection: Bool { true }

  /// The offset of the previous pass (nil before the first).
  func makeState(for selection: BehaviorSelection) -> Double? { nil }

  func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ previous: inout Double?) {
    let offset = pass.viewport.offset.y
    for item in selection.items where pass.isSolved(item) {
      var f = pass.currentFrame(item)
      f.y = previous ?? f.y
      pass.setFrame(item, f)
      pass.modify(item) { $0.alpha = alpha }
    }
    previous = offset
  }
}

/// Twenty 100-point bricks; `behaviors` run in that order.
func registryLayout(_ behaviors: [BehaviorSpec]) -> LayoutSpec {
  BehaviorLayouts.bricks(20, height: 100, behaviors: behaviors)
}

@Test func aBehaviorDefinedInATestRunsInEveryPass() {
  let trail = BehaviorSpec(TrailBehavior(bricks: BehaviorLayouts.b(2), alpha: 0.5))
  var engine = BehaviorLayouts.engine(registryLayout([trail]))
  // Settled at 0: one pass, with no earlier offset to trail, leaves the brick in place.
  #expect(engine.frame(3) == Rect(x: 0, y: 200, width: 320, height: 100))
  #expect(engine.attributes(3).alpha == 0.5)
  #expect(engine.attributes(2).alpha == 1)
  engine.scrollY(100)
  #expect(engine.y(3) == 0)
  engine.scrollY(250)
  #expect(engine.y(3) == 100)
  engine.scrollY(250)  // the same viewport runs no pass
  #expect(engine.y(3) == 100)
  #expect(engine.stats.passes == 3)
}

@Test func aTestBehaviorComposesWithBuiltInOnes() {
  // File order: the trail moves brick 2, then maxZIndex pins its zIndex; both show.
  let spec = registryLayout([
    BehaviorSpec(TrailBehavior(bricks: BehaviorLayouts.b(2), alpha: 0.25)),
    .maxZIndex(bricks: BehaviorLayouts.b(2)),
  ])
  var engine = BehaviorLayouts.engine(spec)
  engine.scrollY(300)
  engine.scrollY(400)
  let a = engine.attributes(3)
  #expect(a.frame.y == 300)
  #expect(a.alpha == 0.25)
  #expect(a.zIndex == engine.layout.compiled.maxZIndex + 1)
}

@Test func aTestBehaviorGetsItsBricksSolvedFirst() {
  let trail = TrailBehavior(bricks: BehaviorLayouts.b(15), alpha: 1)
  let spec = registryLayout([BehaviorSpec(trail)])
  let engine = BehaviorLayouts.engine(spec, solveAll: false)
  // A 480-point viewport needs 5 bricks; the behavior asks for brick 15 (item 16).
  #expect(engine.layout.solvedItemCount > 16)
}

@Test func aTestBehaviorTakesItsShareInsideACollection() {
  let bricks = [Selector(id: "inner"), Selector(id: "b")]
  let trail = BehaviorSpec(TrailBehavior(bricks: bricks, alpha: 0.5))
  let inner = trail.keepingSelectors { $0.id == "inner" }
  #expect(inner == BehaviorSpec(TrailBehavior(bricks: [Selector(id: "inner")], alpha: 0.5)))
  #expect(trail.keepingSelectors { $0.id == "none" } == nil)
  #expect(BehaviorSpec.coverFlow(minimumScaleFactor: 0.5).keepingSelectors { _ in true } == nil)
}

@Test func specsAreEqualByTypeAndParameters() {
  let bricks = BehaviorLayouts.b(1)
  #expect(BehaviorSpec.maxZIndex(bricks: bricks) == .maxZIndex(bricks: bricks))
  #expect(BehaviorSpec.maxZIndex(bricks: bricks) != .hide(bricks: bricks))
  let one = BehaviorSpec.setZIndex(bricks: bricks, zIndex: 1)
  #expect(one != .setZIndex(bricks: bricks, zIndex: 2))
  #expect(Set([BehaviorSpec.hide(bricks: bricks), .hide(bricks: bricks)]).count == 1)
}

@Test func theRegistryNamesEveryBuiltInTypeOnce() {
  let names = BehaviorRegistry.typeNames
  #expect(
    names == [
      "sticky", "minimumSticky", "stickyFooter", "onScrollDownSticky", "snapToPoint", "spotlight",
      "card", "coverFlow", "offset", "maxZIndex", "setZIndex", "hide",
    ])
  #expect(Set(names).count == names.count)
  for name in names { #expect(BehaviorRegistry.type(named: name)?.typeName == name) }
  #expect(BehaviorRegistry.type(named: TrailBehavior.typeName) == nil)
}

/// `hide` is a behavior like the others: the layout reads its bricks when it compiles.
@Test func hideIsReadThroughTheBehaviorProtocol() {
  let spec = registryLayout([.hide(bricks: BehaviorLayouts.b(1))])
  #expect(spec.behaviors[0].hiddenSelectors == BehaviorLayouts.b(1))
  let sticky = BehaviorSpec.sticky(
    bricks: BehaviorLayouts.b(1), topOffset: 0, stackAcrossSections: false)
  #expect(sticky.hiddenSelectors.isEmpty)
  let engine = BehaviorLayouts.engine(spec)
  #expect(engine.attributes(2).hidden)
  #expect(engine.y(3) == 100)  // brick 2 moves up into the hidden brick's place
}

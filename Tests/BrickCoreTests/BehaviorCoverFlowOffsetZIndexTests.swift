import BrickTestSupport
import Testing

@testable import BrickCore

// Cover flow (docs/semantics.md#coverflow), offset (docs/semantics.md#offset), maxZIndex /
// setZIndex (docs/semantics.md#zindex), appear (docs/semantics.md#appear).

/// A horizontal layout of bricks 100 wide in a 300-wide viewport; raw item k is our k + 1.
func coverFlowEngine(minimum: Double = 0.1) -> BehaviorEngine {
  let spec = TestLayouts.spec(
    [.brick("b", width: .fixed(100), height: .fixed(100), repeat: 10)],
    scrollDirection: .horizontal,
    behaviors: [.coverFlow(minimumScaleFactor: minimum)])
  return BehaviorLayouts.engine(spec, width: 300, height: 480)
}

@Test(
  arguments: [
    (0.0, [2.0 / 3, 1, 2.0 / 3]), (50, [0.5, 5.0 / 6, 5.0 / 6]), (-50, [5.0 / 6, 5.0 / 6, 0.5]),
  ] as [(Double, [Double])])
func coverFlowScales(offset: Double, scales: [Double]) {
  var e = coverFlowEngine()
  e.scrollX(offset)
  let got = (1...3).map { e.attributes($0).scale }
  #expect(zip(got, scales).allSatisfy { close($0, $1) })
  #expect(e.frame(2) == e.layout.frame(of: 2))  // frames untouched
  #expect(e.attributes(0).scale == 1)  // the root never scales
  #expect(e.attributes(9).scale == 0.1)  // off screen: the minimum
}

@Test func coverFlowClampsToTheMinimum() {
  var e = coverFlowEngine(minimum: 0.8)
  e.scrollX(50)
  #expect(e.attributes(1).scale == 0.8)
}

@Test func offsetBehaviorMovesAndResizesFromTheOriginalFrame() {
  // (20, −40) and (−40, 20) on (0, 0, 320, 300) → (20, −40, 280, 320), never cumulative.
  let spec = BehaviorLayouts.bricks(
    3, height: 300,
    behaviors: [
      .offset(
        bricks: BehaviorLayouts.b(0), originOffset: Size(width: 20, height: -40),
        sizeOffset: Size(width: -40, height: 20))
    ])
  var e = BehaviorLayouts.engine(spec)
  #expect(e.frame(1) == Rect(20, -40, 280, 320))
  for o in [100.0, 200, 0] { e.scrollY(o) }
  #expect(e.frame(1) == Rect(20, -40, 280, 320))
  #expect(e.frame(2) == Rect(0, 300, 320, 300))
}

struct ZIndexCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bricks: Int
  let behavior: BehaviorSpec
  let expected: [Int]
  var testDescription: String { name }
}

// BrickKit's raw tests have 20 items and no wrapper, so maxZIndex = 19 and raw items 0 and 1
// get 20 and 21 (set: offsets 1 and 2 → 21 and 22). Our root is an item too: 19 bricks give
// the same 20 items (raw items 0, 1 = our 1, 2). With 20 bricks (BrickKit with a
// BrickCollectionView, whose wrapper is item 0) every value is one higher.
@Test(arguments: [
  ZIndexCase(
    name: "maxZIndex, 20 items", bricks: 19, behavior: .maxZIndex(bricks: BehaviorLayouts.b(0, 1)),
    expected: [20, 21]),
  ZIndexCase(
    name: "maxZIndex, 20 bricks + root", bricks: 20,
    behavior: .maxZIndex(bricks: BehaviorLayouts.b(0, 1)), expected: [21, 22]),
  ZIndexCase(
    name: "setZIndex 1, 20 items", bricks: 19,
    behavior: .setZIndex(bricks: BehaviorLayouts.b(0), zIndex: 1), expected: [21]),
  ZIndexCase(
    name: "setZIndex 2, 20 items", bricks: 19,
    behavior: .setZIndex(bricks: BehaviorLayouts.b(1), zIndex: 2), expected: [22]),
  ZIndexCase(
    name: "setZIndex 1, 20 bricks + root", bricks: 20,
    behavior: .setZIndex(bricks: BehaviorLayouts.b(0), zIndex: 1), expected: [22]),
])
func zIndexBehaviors(_ c: ZIndexCase) {
  let spec = BehaviorLayouts.bricks(c.bricks, behaviors: [c.behavior])
  let e = BehaviorLayouts.engine(spec)
  #expect(e.layout.compiled.maxZIndex == c.bricks)
  let items = c.behavior.selectors.map { ($0.repetition ?? 0) + 1 }
  #expect(items.map { e.attributes($0).zIndex } == c.expected)
  // Others keep their automatic zIndex.
  #expect(e.attributes(10).zIndex == e.layout.compiled.zIndex(ofItem: 10))
}

@Test func setZIndexOnTwoItemsLikeBrickKit() {
  // FixedSetZIndexLayoutBehaviorDataSource [(0,0): 1, (1,0): 2] as two behaviors.
  let spec = BehaviorLayouts.bricks(
    19,
    behaviors: [
      .setZIndex(bricks: BehaviorLayouts.b(0), zIndex: 1),
      .setZIndex(bricks: BehaviorLayouts.b(1), zIndex: 2),
    ])
  let e = BehaviorLayouts.engine(spec)
  #expect([e.attributes(1).zIndex, e.attributes(2).zIndex] == [21, 22])
}

@Test(
  arguments: [
    (LayoutSpec.Appear.top, AppearTransition.appearing, 480.0, Rect(0, -200, 320, 200), 1.0, 1.0),
    (.top, .disappearing, 480, Rect(0, -200, 320, 200), 1, 1),
    (.bottom, .appearing, 480, Rect(0, 480, 320, 200), 1, 1),
    (.bottom, .disappearing, 480, Rect(0, 480, 320, 200), 0, 1),
    (.bottom, .appearing, 1000, Rect(0, 1000, 320, 200), 1, 1),
    (.scale, .appearing, 480, Rect(0, 0, 320, 200), 0, 0.1),
    (.scale, .disappearing, 480, Rect(0, 0, 320, 200), 0, 0.1),
    (.none, .appearing, 480, Rect(0, 0, 320, 200), 1, 1),
  ] as [(LayoutSpec.Appear, AppearTransition, Double, Rect, Double, Double)])
func appearBehaviors(
  appear: LayoutSpec.Appear, transition: AppearTransition, content: Double, frame: Rect,
  alpha: Double, scale: Double
) {
  let a = appear.attributes(
    ItemAttributes(frame: Rect(0, 0, 320, 200), zIndex: 0), transition: transition,
    viewportHeight: 480,
    contentHeight: content)
  #expect(a.frame == frame)
  #expect(a.alpha == alpha)
  #expect(a.scale == scale)
}

@Test func sceneAppearUsesTheLayoutsSetting() {
  var spec = BehaviorLayouts.bricks(5, height: 200, behaviors: [])
  spec.appear = .bottom
  let e = BehaviorLayouts.engine(spec)
  #expect(e.scene.appearAttributes(of: 1, transition: .appearing).frame == Rect(0, 1000, 320, 200))
}

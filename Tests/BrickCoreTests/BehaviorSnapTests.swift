import BrickCore
import BrickTestSupport
import Testing

// Snap to point (docs/semantics.md#snaptopoint), BrickKit's SnapToPointLayoutBehaviorTests:
// 320 × 480, 20 bricks 50 × 50 with inset 10. Horizontal positions and the start insets of the
// vertical ones use a horizontal layout (as BrickKit's setupHorizontalScroll); vertical targets use
// a vertical layout of full-width bricks 50 tall.

func horizontalSnapLayout(
  _ position: BehaviorSpec.SnapPosition, width: Dimension = .fixed(50), count: Int = 20,
  inset: Double = 10
) -> LayoutSpec {
  TestLayouts.spec(
    [.brick("b", width: width, height: .fixed(50), repeat: count)], inset: inset,
    scrollDirection: .horizontal,
    behaviors: [.snapToPoint(position: position)])
}

func verticalSnapLayout(_ position: BehaviorSpec.SnapPosition) -> LayoutSpec {
  TestLayouts.spec(
    [.brick("b", height: .fixed(50), repeat: 20)], inset: 10,
    behaviors: [.snapToPoint(position: position)])
}

@Test(arguments: [
  (BehaviorSpec.SnapPosition.center, 135.0, 135.0), (.left, 0, 270), (.right, 270, 0),
  (.top, 0, 430), (.middle, 215, 215), (.bottom, 430, 0),
])
func snapStartInsets(position: BehaviorSpec.SnapPosition, first: Double, second: Double) {
  let e = BehaviorLayouts.engine(horizontalSnapLayout(position))
  let inset = e.scene.contentInset
  if position.isHorizontal {
    #expect([inset.left, inset.right] == [first, second])
    #expect([inset.top, inset.bottom] == [0, 0])
  } else {
    #expect([inset.top, inset.bottom] == [first, second])
    #expect([inset.left, inset.right] == [0, 0])
  }
}

@Test func snapStartInsetsWithHalfWidthBricks() {
  let e = BehaviorLayouts.engine(
    horizontalSnapLayout(.center, width: .ratio(0.5), count: 6, inset: 0))
  #expect([e.scene.contentInset.left, e.scene.contentInset.right] == [80, 80])
}

struct SnapTargetCase: CustomTestStringConvertible, Sendable {
  let position: BehaviorSpec.SnapPosition
  /// The start inset: the scroll view starts at minus it.
  let start: Double
  /// BrickKit's steps (+10, +50, +20 or +10, +50, +10) and the expected target after each.
  let steps: [Double]
  let targets: [Double]
  var testDescription: String { "\(position)" }
}

@Test(arguments: [
  SnapTargetCase(
    position: .center, start: 135, steps: [10, 50, 20, 50, 10],
    targets: [-135, 60 - 135, 60 - 135, 120 - 135, 120 - 135]),
  SnapTargetCase(
    position: .left, start: 0, steps: [10, 50, 10, 50, 10], targets: [0, 60, 60, 120, 120]),
  SnapTargetCase(
    position: .right, start: 270, steps: [10, 50, 10, 50, 10],
    targets: [-270, 60 - 270, 60 - 270, 120 - 270, 120 - 270]),
  SnapTargetCase(
    position: .middle, start: 215, steps: [10, 50, 20, 50, 10],
    targets: [-215, 60 - 215, 60 - 215, 120 - 215, 120 - 215]),
  SnapTargetCase(
    position: .top, start: 0, steps: [10, 50, 10, 50, 10], targets: [0, 60, 60, 120, 120]),
  SnapTargetCase(
    position: .bottom, start: 430, steps: [10, 50, 10, 50, 10],
    targets: [-430, 60 - 430, 60 - 430, 120 - 430, 120 - 430]),
])
func snapTargetOffsets(_ c: SnapTargetCase) {
  let spec =
    c.position.isHorizontal ? horizontalSnapLayout(c.position) : verticalSnapLayout(c.position)
  var e = BehaviorLayouts.engine(spec)
  var offset = -c.start
  var targets: [Double] = []
  for step in c.steps {
    offset += step
    let proposed = c.position.isHorizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    if c.position.isHorizontal { e.scrollX(offset) } else { e.scrollY(offset) }
    let t = e.targetContentOffset(proposed: proposed)
    targets.append(c.position.isHorizontal ? t.x : t.y)
    #expect(e.scene.targetContentOffset == t)
  }
  #expect(targets == c.targets)
}

@Test func snapTiesGoToTheLaterBrick() {
  // Left snap, proposal 30: bricks at 0 and 60 are 30 away from the viewport's left edge.
  var e = BehaviorLayouts.engine(horizontalSnapLayout(.left))
  #expect(e.targetContentOffset(proposed: Point(x: 30, y: 0)).x == 60)
}

@Test func withoutBricksOrSnapTheProposalStands() {
  var empty = BehaviorLayouts.engine(
    TestLayouts.spec([], behaviors: [.snapToPoint(position: .center)]))
  #expect(empty.targetContentOffset(proposed: .zero) == .zero)
  var plain = BehaviorLayouts.engine(BehaviorLayouts.bricks(behaviors: []))
  #expect(plain.targetContentOffset(proposed: Point(x: 0, y: 123)) == Point(x: 0, y: 123))
}

// BrickKit's last cases (issue 16).

/// Minimum sticky without a minimum height sticks exactly as sticky does.
@Test(arguments: [0.0, 25, 150, 500, 1_900])
func minimumStickyWithoutAMinimumIsSticky(offset: Double) {
  let plain = BehaviorLayouts.bricks(behaviors: [
    .sticky(bricks: BehaviorLayouts.b(0, 3), topOffset: 0, stackAcrossSections: false)
  ])
  let minimum = BehaviorLayouts.bricks(behaviors: [
    .minimumSticky(bricks: BehaviorLayouts.b(0, 3), minimumHeight: PerBrick())
  ])
  var a = BehaviorLayouts.engine(plain)
  var b = BehaviorLayouts.engine(minimum)
  a.scrollY(offset)
  b.scrollY(offset)
  #expect(a.snapshot == b.snapshot)
}

/// A horizontal snap position on a vertical layout snaps sideways only: the vertical target is
/// the proposal, and the inset is set left/right (BrickKit's direction is its own parameter).
@Test func aSnapPositionOfTheOtherAxisLeavesTheScrollAxisAlone() {
  let spec = TestLayouts.spec(
    [.brick("b", width: .fixed(50), height: .fixed(50), repeat: 20)], inset: 10,
    behaviors: [.snapToPoint(position: .center)])
  var e = BehaviorLayouts.engine(spec)
  let target = e.targetContentOffset(proposed: Point(x: 0, y: 333))
  #expect(target.y == 333)
  #expect(e.scene.contentInset.top == 0 && e.scene.contentInset.bottom == 0)
  #expect(e.scene.contentInset.left == 135 && e.scene.contentInset.right == 135)
}

/// Snap to point on a layout with no bricks: the proposed offset comes back unchanged.
@Test(arguments: [BehaviorSpec.SnapPosition.top, .middle, .bottom, .left, .center, .right])
func snapWithNoBricksReturnsTheProposal(_ position: BehaviorSpec.SnapPosition) {
  let spec = TestLayouts.spec([], behaviors: [.snapToPoint(position: position)])
  var e = BehaviorLayouts.engine(spec)
  #expect(e.targetContentOffset(proposed: Point(x: 7, y: 42)) == Point(x: 7, y: 42))
  #expect(e.scene.contentInset == .zero)
}

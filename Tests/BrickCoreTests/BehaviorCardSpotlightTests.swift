import BrickCore
import BrickTestSupport
import Testing

// Card (docs/semantics.md#card) and spotlight (docs/semantics.md#spotlight): stateful, so the tests
// walk BrickKit's offset sequences in order. 320 × 480.

/// BrickKit's CardLayoutBehaviorTests: 4 bricks × 300, small height 100, bottomUp zIndex,
/// scrollLastBrickToTop false. Raw items 0...3 are our items 1...4.
func cardLayout(scrollLastBrickToTop: Bool = false) -> LayoutSpec {
  BehaviorLayouts.bricks(
    4, height: 300, zIndexOrder: .bottomUp,
    behaviors: [
      .card(
        bricks: [Selector(id: "b")], smallHeight: PerBrick(all: 100),
        scrollLastBrickToTop: scrollLastBrickToTop)
    ])
}

@Test func cardsFollowBrickKitsSequence() {
  var e = BehaviorLayouts.engine(cardLayout())
  var seen: [[Double]] = []
  // The semantics file lists 0/100/300/400; BrickKit's test passes 250 on the way to 300,
  // and card 3's 700 at 300 depends on it (see cardsDependOnThePath).
  for o in [0.0, 100, 250, 300, 400] {
    e.scrollY(o)
    seen.append((1...4).map { e.y($0) })
  }
  #expect(
    seen == [
      [0, 300, 400, 500], [100, 300, 500, 600], [250, 300, 600, 700], [300, 300, 600, 700],
      [400, 400, 600, 800],
    ])
  for k in 1...4 { #expect(e.frame(k).height == 300) }
  let z = (1...4).map { e.attributes($0).zIndex }
  #expect(z == z.sorted() && Set(z).count == 4)  // later cards cover earlier ones
  #expect(e.scene.contentSize == Size(width: 320, height: 1200))
}

@Test func cardsAtANegativeOffset() {
  var e = BehaviorLayouts.engine(cardLayout())
  e.scrollY(-50)
  #expect((1...4).map { e.y($0) } == [0, 300, 400, 500])
  #expect(e.scene.contentSize.height == 1200)
}

@Test func cardsDependOnThePath() {
  var jumped = BehaviorLayouts.engine(cardLayout())
  jumped.scrollY(100)
  jumped.scrollY(300)
  #expect((1...4).map { jumped.y($0) } == [300, 300, 600, 600])
  // Repeating the pass at the same offset changes nothing.
  jumped.modifyLayout { _ in }
  #expect((1...4).map { jumped.y($0) } == [300, 300, 600, 600])
}

@Test func cardScrollLastBrickToTopSetsTheContentHeight() {
  // BrickKit's (commented-out) testScrollLastBrickToTop: 900 + 480 = 1380.
  let e = BehaviorLayouts.engine(cardLayout(scrollLastBrickToTop: true))
  #expect(e.scene.contentSize.height == 1380)
  #expect(e.layout.contentSize.height == 1200)
}

/// Spotlight: 3 bricks × 300, small height 100.
func spotlightLayout(
  scrollLastBrickToTop: Bool = true, stretchy: Bool = false, count: Int = 3
) -> LayoutSpec {
  BehaviorLayouts.bricks(
    count, height: 300,
    behaviors: [
      .spotlight(
        bricks: [Selector(id: "b")], smallHeight: PerBrick(all: 100),
        scrollLastBrickToTop: scrollLastBrickToTop, lastBrickStretchy: stretchy)
    ])
}

@Test(
  arguments: [
    (0.0, [Rect(0, 0, 320, 300), Rect(0, 300, 320, 100), Rect(0, 400, 320, 100)]),
    (60, [Rect(0, 60, 320, 240), Rect(0, 300, 320, 140), Rect(0, 440, 320, 100)]),
    (-50, [Rect(0, -50, 320, 350), Rect(0, 300, 320, 100), Rect(0, 400, 320, 100)]),
  ] as [(Double, [Rect])])
func spotlightFrames(offset: Double, frames: [Rect]) {
  var e = BehaviorLayouts.engine(spotlightLayout())
  e.scrollY(offset)
  #expect((1...3).map { e.frame($0) } == frames)
  #expect(e.layout.originalFrame(of: 2) == Rect(0, 300, 320, 300))
}

@Test(arguments: [(true, 1080.0), (false, 600)])
func spotlightContentHeight(scrollLastBrickToTop: Bool, height: Double) {
  let e = BehaviorLayouts.engine(spotlightLayout(scrollLastBrickToTop: scrollLastBrickToTop))
  #expect(e.scene.contentSize.height == height)
  #expect(e.scene.contentInset.bottom == 0)
}

@Test func spotlightWithAContentInsetMeasuresFromBelowIt() {
  // o = offset + inset top: at offset −20 with inset 20 the first brick is fully in place.
  var e = BehaviorLayouts.engine(spotlightLayout(), contentInset: EdgeInsets(top: 20, bottom: 40))
  e.scrollY(-20)
  #expect(e.frame(1) == Rect(0, 0, 320, 300))
  #expect(e.scene.contentInset == EdgeInsets(top: 20, bottom: 0))
  e.scrollY(40)
  #expect(e.frame(1) == Rect(0, 60, 320, 240))
}

@Test func spotlightStretchyLastBrick() {
  // Four bricks; at 660 brick 2 (index 2 = count − 2) is in the spotlight, so the last one
  // stretches by what the spotlight brick lost.
  var e = BehaviorLayouts.engine(
    spotlightLayout(scrollLastBrickToTop: false, stretchy: true, count: 4))
  e.scrollY(660)
  let spot = e.frame(3)
  #expect(spot == Rect(0, 660, 320, 240))
  #expect(e.frame(4) == Rect(0, 900, 320, 360))
  #expect(e.scene.contentSize.height == 1200)
}

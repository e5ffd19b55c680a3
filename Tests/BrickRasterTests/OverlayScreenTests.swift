import BrickCore
import BrickRaster
import BrickTestSupport
import Testing

/// Screens with behavior-style overrides (sticky, coverflow, alpha), set by hand until the
/// behavior engine fills `Scene.overrides`, plus wide characters, tiny bricks, clipping, colour.
@Suite struct OverlayScreenTests {
  static let feed = TestLayouts.spec(
    [
      .label("header", height: .fixed(48), text: "Sticky header"),
      .label("row", height: .fixed(48), text: "Row {index}", repeat: 12),
    ])

  @Test func stickyHeaderCoversScrolledContent() {
    var scene = Draw.scene(Self.feed, width: 240, height: 160, offset: Point(x: 0, y: 120))
    let header = Draw.item(scene, "header")
    var stuck = scene.baseAttributes(of: header)
    stuck.frame.y = 120
    stuck.zIndex = scene.layout.compiled.maxZIndex + 1
    stuck.stickingPercentage = 0
    scene.overrides[header] = stuck
    Screens.expect(Draw.screen(scene, "sticky header at offset 120"), named: "sticky-overlap")
  }

  @Test func coverflowScalesAboutTheCentre() {
    let spec = TestLayouts.spec(
      [.label("card", width: .fixed(96), height: .fixed(128), text: "Card {index}", repeat: 6)],
      inset: 8, edgeInsets: EdgeInsets(all: 16), scrollDirection: .horizontal)
    var scene = Draw.scene(spec, width: 320, height: 160, offset: Point(x: 96, y: 0))
    let centre = scene.viewport.bounds.midX
    for item in scene.layout.compiled.items(for: Selector(id: "card")) {
      var a = scene.baseAttributes(of: item)
      let distance = abs(a.frame.midX - centre)
      a.scale = max(0.5, 1 - distance / 320)
      scene.overrides[item] = a
    }
    Screens.expect(Draw.screen(scene, "coverflow at x 96"), named: "coverflow-scale")
  }

  @Test func alphaDimsAndZeroHides() {
    let spec = TestLayouts.spec(
      [.label("fade", width: .ratio(1.0 / 3), height: .fixed(48), text: "alpha {index}", repeat: 3)]
    )
    var scene = Draw.scene(spec, width: 240, height: 64)
    let items = scene.layout.compiled.items(for: Selector(id: "fade"))
    for (item, alpha) in zip(items, [1.0, 0.5, 0]) {
      var a = scene.baseAttributes(of: item)
      a.alpha = alpha
      scene.overrides[item] = a
    }
    Screens.expect(Draw.screen(scene, "alpha 1, 0.5, 0"), named: "alpha")
    Screens.expect(Draw.ansiScreen(scene, "alpha 1, 0.5, 0"), named: "alpha-ansi")
  }

  @Test func wideCharactersAreNeverSplit() {
    let spec = TestLayouts.spec(
      [
        .label("cjk", width: .fixed(88), height: .fixed(64), text: "漢字かな交じり文です"),
        .label("emoji", width: .fixed(96), height: .fixed(64), text: "Party 🎉🎉🎉 time 🎂"),
        .label("ko", width: .fixed(80), height: .fixed(64), text: "한국어 텍스트입니다 길게"),
        .label("wide", width: .fixed(400), height: .fixed(48), text: "左端から右端まで続く長い日本語の文章がここにあります"),
      ])
    let atZero = Draw.scene(spec, width: 320, height: 128)
    Screens.expect(Draw.screen(atZero, "wide characters"), named: "wide-characters")
    // Two columns to the right: wide characters straddle both viewport edges.
    let shifted = Draw.scene(spec, width: 320, height: 128, offset: Point(x: 16, y: 0))
    Screens.expect(
      Draw.screen(shifted, "wide characters, clipped"), named: "wide-characters-clipped")
  }

  @Test func tinyBricksStillShow() {
    let spec = TestLayouts.spec(
      [
        .brick("a", width: .fixed(4), height: .fixed(4)),
        .brick("b", width: .fixed(20), height: .fixed(6)),
        .brick("c", width: .fixed(3), height: .fixed(40)),
        .brick("d", width: .fixed(60), height: .fixed(10)),
        .brick("e", width: .fixed(1), height: .fixed(1)),
        .brick("f", width: .fixed(8), height: .fixed(16)),
      ], inset: 12)
    let scene = Draw.scene(spec, width: 160, height: 64)
    Screens.expect(Draw.screen(scene, "tiny bricks"), named: "tiny-bricks")
    Screens.expect(
      Draw.screen(
        scene, "tiny bricks, ASCII", options: RasterOptions(glyphs: .ascii, color: false)),
      named: "tiny-bricks-ascii")
  }

  @Test func clippingAtEveryEdge() {
    let spec = TestLayouts.spec(
      [
        .label(
          "top", width: .fixed(400), height: .fixed(80),
          text: "A brick wider than the viewport, cut on the right"),
        .label(
          "mid", width: .ratio(0.5), height: .fixed(80),
          text: "Half {index} with text on several lines", repeat: 2),
        .label("bottom", height: .fixed(80), text: "Cut at the bottom"),
      ], edgeInsets: EdgeInsets(top: 0, left: -24, bottom: 0, right: 0))
    let scene = Draw.scene(spec, width: 240, height: 160, offset: Point(x: 0, y: 40))
    Screens.expect(Draw.screen(scene, "clipped on four sides"), named: "clipping")
  }

  @Test func backgroundColoursInANSI() {
    func box(_ id: String, _ colour: String) -> Node {
      Node(
        id: id, width: .ratio(1.0 / 3), height: .fixed(48), background: LayoutColor(colour),
        content: .label(text: colour, padding: 0))
    }
    let section = Node(
      id: "sec", background: "gray",
      content: .section(
        Section(
          [
            box("r", "red"), box("bb", "bright-blue"), box("hex", "#00ff00"),
            box("teal", "teal"), box("odd", "sparkly"),
            Node(
              id: "btn", width: .ratio(1.0 / 3), height: .fixed(48),
              content: .button(title: "Go", padding: 0)),
          ], edgeInsets: EdgeInsets(all: 16))))
    let scene = Draw.scene(TestLayouts.spec([section]), width: 240, height: 160)
    Screens.expect(Draw.ansiScreen(scene, "backgrounds"), named: "backgrounds-ansi")
    Screens.expect(Draw.screen(scene, "backgrounds, colour off"), named: "backgrounds-plain")
  }
}

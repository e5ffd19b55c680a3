import BrickCore
import BrickRaster
import BrickTestSupport
import Testing

/// Whole screens compared with the fixtures in `Screens/`.
@Suite struct ScreenTests {
  /// The first example of docs/layout-file.md#dimensions, as a test: BRICK 1 and two 1/2 bricks,
  /// plus thirds, at 320 wide.
  static let simpleRatios = TestLayouts.spec(
    [
      .label("first", width: .ratio(1), height: .fixed(50), text: "BRICK 1"),
      .label("half", width: .ratio(0.5), height: .fixed(50), text: "1/2 BRICK {index}", repeat: 2),
      .label(
        "third", width: .ratio(1.0 / 3), height: .fixed(64), text: "1/3 BRICK {index}", repeat: 3),
      .label(
        "line", width: .ratio(1), height: .auto(estimate: .fixed(50)),
        text: "One line of auto height"),
    ], inset: 10, edgeInsets: EdgeInsets(all: 20))

  @Test func simpleRatiosAt320() {
    let scene = Draw.scene(Self.simpleRatios, width: 320, height: 320)
    Screens.expect(Draw.screen(scene, "simple ratios"), named: "simple-ratios-320")
  }

  @Test func simpleRatiosAsciiAt320() {
    let scene = Draw.scene(Self.simpleRatios, width: 320, height: 320)
    Screens.expect(
      Draw.screen(
        scene, "simple ratios, ASCII", options: RasterOptions(glyphs: .ascii, color: false)),
      named: "simple-ratios-ascii")
  }

  @Test func simpleRatiosZoom2() {
    let scene = Draw.scene(Self.simpleRatios, width: 200, height: 160)
    Screens.expect(
      Draw.screen(scene, "simple ratios, zoom 2", options: RasterOptions(zoom: 2, color: false)),
      named: "simple-ratios-zoom2")
  }

  @Test func debugLetters() {
    let spec = TestLayouts.spec(
      [
        .brick("a", width: .ratio(0.25), height: .fixed(32)),
        .brick("b", width: .ratio(0.5), height: .fixed(32)),
        .brick("c", width: .ratio(0.25), height: .fixed(48)),
        .section(
          "s",
          Section(
            [
              .brick("d", width: .ratio(1.0 / 3), height: .fixed(32), repeat: 3)
            ], edgeInsets: EdgeInsets(top: 16, left: 8, bottom: 16, right: 8))),
      ])
    let scene = Draw.scene(spec, width: 160, height: 160)
    Screens.expect(
      Draw.screen(scene, "letters", options: RasterOptions(color: false, debugLetters: true)),
      named: "debug-letters")
  }

  @Test func nestedSections() {
    let inner = Section(
      [
        .label("in1", width: .ratio(0.5), height: .fixed(48), text: "inner {index}", repeat: 2)
      ], inset: 0, edgeInsets: EdgeInsets(all: 16))
    let outer = Section(
      [
        .label("title", width: .ratio(1), height: .fixed(48), text: "Outer title"),
        .section("inner", inner),
        .label("after", width: .ratio(1), height: .fixed(48), text: "After inner"),
      ], inset: 0, edgeInsets: EdgeInsets(all: 16))
    let spec = TestLayouts.spec(
      [.section("outer", outer), .label("tail", height: .fixed(48), text: "Root tail")],
      edgeInsets: EdgeInsets(all: 8))
    let scene = Draw.scene(spec, width: 320, height: 480)
    Screens.expect(Draw.screen(scene, "nested sections"), named: "nested-sections")
    let scrolled = Draw.scene(spec, width: 320, height: 160, offset: Point(x: 0, y: 72))
    Screens.expect(
      Draw.screen(
        scrolled, "nested sections, ASCII", options: RasterOptions(glyphs: .ascii, color: false)),
      named: "nested-sections-ascii")
  }

  @Test func contentTypes() {
    let spec = TestLayouts.spec(
      [
        Node(
          id: "buy", width: .ratio(1), height: .fixed(48),
          content: .button(title: "Add to cart", padding: 0)),
        Node(
          id: "photo", width: .ratio(0.5), height: .fixed(80),
          content: .image(
            src: "https://example.com/img/shoe.png?w=2", aspect: nil, loadDelay: nil)),
        Node(
          id: "card", width: .ratio(0.5), height: .fixed(80),
          content: .brick(text: "Card content that wraps and is cut short", contentHeight: nil)),
        Node(
          id: "tiny-button", width: .fixed(64), height: .fixed(16),
          content: .button(title: "Very long title", padding: 0)),
        Node(
          id: "two-rows", width: .fixed(128), height: .fixed(32),
          content: .label(text: "Title on the border and more", padding: 0)),
        Node(
          id: "empty", width: .fixed(64), height: .fixed(32),
          content: .brick(text: nil, contentHeight: nil)),
      ])
    let scene = Draw.scene(spec, width: 320, height: 224)
    Screens.expect(Draw.screen(scene, "content types"), named: "content-types")
    Screens.expect(
      Draw.screen(
        scene, "content types, ASCII", options: RasterOptions(glyphs: .ascii, color: false)),
      named: "content-types-ascii")
  }
}

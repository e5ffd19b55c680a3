import BrickCore
import Testing

/// Every named colour's light and dark value (docs/layout-file.md#colours), spellings in any case,
/// hex with alpha, `{light: C, dark: C}`, and compositing.
@Suite struct ColorTableTests {
  /// UIKit's fixed, system and semantic colours and BrickKit's palette as Apple and BrickKit
  /// publish them: 0...255 components and alpha, light then dark.
  static let published: [(String, (Int, Int, Int), Double, (Int, Int, Int), Double)] = [
    ("black", (0, 0, 0), 1, (0, 0, 0), 1),
    ("darkGray", (85, 85, 85), 1, (85, 85, 85), 1),
    ("lightGray", (170, 170, 170), 1, (170, 170, 170), 1),
    ("white", (255, 255, 255), 1, (255, 255, 255), 1),
    ("gray", (128, 128, 128), 1, (128, 128, 128), 1),
    ("red", (255, 0, 0), 1, (255, 0, 0), 1),
    ("green", (0, 255, 0), 1, (0, 255, 0), 1),
    ("blue", (0, 0, 255), 1, (0, 0, 255), 1),
    ("cyan", (0, 255, 255), 1, (0, 255, 255), 1),
    ("yellow", (255, 255, 0), 1, (255, 255, 0), 1),
    ("magenta", (255, 0, 255), 1, (255, 0, 255), 1),
    ("orange", (255, 128, 0), 1, (255, 128, 0), 1),
    ("purple", (128, 0, 128), 1, (128, 0, 128), 1),
    ("brown", (153, 102, 51), 1, (153, 102, 51), 1),
    ("clear", (0, 0, 0), 0, (0, 0, 0), 0),
    ("systemRed", (255, 59, 48), 1, (255, 69, 58), 1),
    ("systemOrange", (255, 149, 0), 1, (255, 159, 10), 1),
    ("systemYellow", (255, 204, 0), 1, (255, 214, 10), 1),
    ("systemGreen", (52, 199, 89), 1, (48, 209, 88), 1),
    ("systemMint", (0, 199, 190), 1, (99, 230, 226), 1),
    ("systemTeal", (48, 176, 199), 1, (64, 200, 224), 1),
    ("systemCyan", (50, 173, 230), 1, (100, 210, 255), 1),
    ("systemBlue", (0, 122, 255), 1, (10, 132, 255), 1),
    ("systemIndigo", (88, 86, 214), 1, (94, 92, 230), 1),
    ("systemPurple", (175, 82, 222), 1, (191, 90, 242), 1),
    ("systemPink", (255, 45, 85), 1, (255, 55, 95), 1),
    ("systemBrown", (162, 132, 94), 1, (172, 142, 104), 1),
    ("systemGray", (142, 142, 147), 1, (142, 142, 147), 1),
    ("systemGray2", (174, 174, 178), 1, (99, 99, 102), 1),
    ("systemGray3", (199, 199, 204), 1, (72, 72, 74), 1),
    ("systemGray4", (209, 209, 214), 1, (58, 58, 60), 1),
    ("systemGray5", (229, 229, 234), 1, (44, 44, 46), 1),
    ("systemGray6", (242, 242, 247), 1, (28, 28, 30), 1),
    ("label", (0, 0, 0), 1, (255, 255, 255), 1),
    ("secondaryLabel", (60, 60, 67), 0.6, (235, 235, 245), 0.6),
    ("tertiaryLabel", (60, 60, 67), 0.3, (235, 235, 245), 0.3),
    ("quaternaryLabel", (60, 60, 67), 0.18, (235, 235, 245), 0.18),
    ("systemFill", (120, 120, 128), 0.2, (120, 120, 128), 0.36),
    ("secondarySystemFill", (120, 120, 128), 0.16, (120, 120, 128), 0.32),
    ("tertiarySystemFill", (118, 118, 128), 0.12, (118, 118, 128), 0.24),
    ("quaternarySystemFill", (116, 116, 128), 0.08, (118, 118, 128), 0.18),
    ("placeholderText", (60, 60, 67), 0.3, (235, 235, 245), 0.3),
    ("systemBackground", (255, 255, 255), 1, (0, 0, 0), 1),
    ("secondarySystemBackground", (242, 242, 247), 1, (28, 28, 30), 1),
    ("tertiarySystemBackground", (255, 255, 255), 1, (44, 44, 46), 1),
    ("systemGroupedBackground", (242, 242, 247), 1, (0, 0, 0), 1),
    ("secondarySystemGroupedBackground", (255, 255, 255), 1, (28, 28, 30), 1),
    ("tertiarySystemGroupedBackground", (242, 242, 247), 1, (44, 44, 46), 1),
    ("separator", (60, 60, 67), 0.29, (84, 84, 88), 0.6),
    ("opaqueSeparator", (198, 198, 200), 1, (56, 56, 58), 1),
    ("link", (0, 122, 255), 1, (9, 132, 255), 1),
    ("darkText", (0, 0, 0), 1, (0, 0, 0), 1),
    ("lightText", (255, 255, 255), 0.6, (255, 255, 255), 0.6),
    ("brickGray1", (219, 219, 219), 1, (219, 219, 219), 1),
    ("brickGray2", (192, 192, 193), 1, (192, 192, 193), 1),
    ("brickGray3", (148, 148, 149), 1, (148, 148, 149), 1),
    ("brickGray4", (121, 121, 123), 1, (121, 121, 123), 1),
    ("brickGray5", (95, 95, 95), 1, (95, 95, 95), 1),
    ("brickPurple1", (170, 126, 157), 1, (170, 126, 157), 1),
    ("brickPurple2", (146, 113, 136), 1, (146, 113, 136), 1),
    ("brickPurple3", (122, 101, 117), 1, (122, 101, 117), 1),
    ("brickBackground", (77, 77, 79), 1, (77, 77, 79), 1),
    ("brickHeader", (219, 219, 219), 1, (219, 219, 219), 1),
    ("brickSection", (216, 216, 216), 1, (216, 216, 216), 1),
  ]

  /// The CSS keywords (CSS Color 4 §6.1) that keep CSS's value, the same in both appearances.
  static let css: [(name: String, hex: String)] = {
    let text = """
      aliceblue #f0f8ff antiquewhite #faebd7 aqua #00ffff aquamarine #7fffd4 azure #f0ffff
      beige #f5f5dc bisque #ffe4c4 blanchedalmond #ffebcd blueviolet #8a2be2 burlywood #deb887
      cadetblue #5f9ea0 chartreuse #7fff00 chocolate #d2691e coral #ff7f50
      cornflowerblue #6495ed cornsilk #fff8dc crimson #dc143c darkblue #00008b
      darkcyan #008b8b darkgoldenrod #b8860b darkgreen #006400 darkgrey #a9a9a9
      darkkhaki #bdb76b darkmagenta #8b008b darkolivegreen #556b2f darkorange #ff8c00
      darkorchid #9932cc darkred #8b0000 darksalmon #e9967a darkseagreen #8fbc8f
      darkslateblue #483d8b darkslategray #2f4f4f darkslategrey #2f4f4f darkturquoise #00ced1
      darkviolet #9400d3 deeppink #ff1493 deepskyblue #00bfff dimgray #696969 dimgrey #696969
      dodgerblue #1e90ff firebrick #b22222 floralwhite #fffaf0 forestgreen #228b22
      fuchsia #ff00ff gainsboro #dcdcdc ghostwhite #f8f8ff gold #ffd700 goldenrod #daa520
      greenyellow #adff2f grey #808080 honeydew #f0fff0 hotpink #ff69b4 indianred #cd5c5c
      indigo #4b0082 ivory #fffff0 khaki #f0e68c lavender #e6e6fa lavenderblush #fff0f5
      lawngreen #7cfc00 lemonchiffon #fffacd lightblue #add8e6 lightcoral #f08080
      lightcyan #e0ffff lightgoldenrodyellow #fafad2 lightgreen #90ee90 lightgrey #d3d3d3
      lightpink #ffb6c1 lightsalmon #ffa07a lightseagreen #20b2aa lightskyblue #87cefa
      lightslategray #778899 lightslategrey #778899 lightsteelblue #b0c4de lightyellow #ffffe0
      lime #00ff00 limegreen #32cd32 linen #faf0e6 maroon #800000 mediumaquamarine #66cdaa
      mediumblue #0000cd mediumorchid #ba55d3 mediumpurple #9370db mediumseagreen #3cb371
      mediumslateblue #7b68ee mediumspringgreen #00fa9a mediumturquoise #48d1cc
      mediumvioletred #c71585 midnightblue #191970 mintcream #f5fffa mistyrose #ffe4e1
      moccasin #ffe4b5 navajowhite #ffdead navy #000080 oldlace #fdf5e6 olive #808000
      olivedrab #6b8e23 orangered #ff4500 orchid #da70d6 palegoldenrod #eee8aa
      palegreen #98fb98 paleturquoise #afeeee palevioletred #db7093 papayawhip #ffefd5
      peachpuff #ffdab9 peru #cd853f pink #ffc0cb plum #dda0dd powderblue #b0e0e6
      rebeccapurple #663399 rosybrown #bc8f8f royalblue #4169e1 saddlebrown #8b4513
      salmon #fa8072 sandybrown #f4a460 seagreen #2e8b57 seashell #fff5ee sienna #a0522d
      silver #c0c0c0 skyblue #87ceeb slateblue #6a5acd slategray #708090 slategrey #708090
      snow #fffafa springgreen #00ff7f steelblue #4682b4 tan #d2b48c teal #008080
      thistle #d8bfd8 tomato #ff6347 turquoise #40e0d0 violet #ee82ee wheat #f5deb3
      whitesmoke #f5f5f5 yellowgreen #9acd32
      """
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    return stride(from: 0, to: words.count, by: 2).map { (words[$0], words[$0 + 1]) }
  }()

  static func rgba(_ c: (Int, Int, Int), _ alpha: Double) -> RGBA {
    RGBA(UInt32(c.0 << 16 | c.1 << 8 | c.2), alpha: alpha)
  }

  @Test func everyNameIsInATable() {
    let listed = Set(Self.published.map(\.0) + Self.css.map(\.name) + ["transparent"])
    #expect(listed.count == Self.published.count + Self.css.count + 1)
    #expect(Set(ColorTable.entries.map(\.name)) == listed)
  }

  @Test func publishedValuesInBothAppearances() {
    for (name, light, lightAlpha, dark, darkAlpha) in Self.published {
      let color = ColorTable.color(of: name)
      #expect(color?.resolved(.light) == Self.rgba(light, lightAlpha), "\(name) light")
      #expect(color?.resolved(.dark) == Self.rgba(dark, darkAlpha), "\(name) dark")
    }
  }

  @Test func cssValuesAreTheSameInBothAppearances() {
    for (name, hex) in Self.css {
      let expected = RGBA(UInt32(hex.dropFirst(), radix: 16) ?? 0xdead)
      #expect(ColorTable.color(of: name) == .fixed(expected), "\(name)")
    }
    #expect(ColorTable.color(of: "transparent")?.resolved(.light).isClear == true)
  }

  /// Where CSS and UIKit disagree, UIKit wins; the `grey` spellings are CSS's alone.
  @Test(arguments: [
    ("darkGray", 0x555555), ("darkgray", 0x555555), ("lightGray", 0xaaaaaa),
    ("LIGHTGRAY", 0xaaaaaa), ("green", 0x00ff00), ("orange", 0xff8000), ("brown", 0x996633),
    ("gray", 0x808080), ("purple", 0x800080), ("darkgrey", 0xa9a9a9), ("lightgrey", 0xd3d3d3),
  ])
  func uikitWinsOverCSS(name: String, rgb: Int) {
    #expect(ColorTable.rgb(of: name) == UInt32(rgb))
  }

  @Test(arguments: [
    "lightGray", "lightgray", "LightGray", "LIGHTGRAY", ".lightGray", "systemblue", "SystemBlue",
    "BRICKGRAY1", "brickgray5", ".clear", "Clear", "Transparent", "secondarysystembackground",
  ])
  func namesAreCaseInsensitive(spelling: String) {
    #expect(ColorTable.isValid(spelling))
    var bare = Substring(spelling)
    if bare.first == "." { bare = bare.dropFirst() }
    let entry = ColorTable.entry(named: spelling)
    #expect(entry?.name.lowercased() == bare.lowercased())
  }

  @Test(arguments: [
    ("#fff", RGBA(0xffffff)), ("#FFF", RGBA(0xffffff)), ("#f008", RGBA(0xff0000, alpha: 136 / 255)),
    ("#1a2b3c", RGBA(0x1a2b3c)), ("#1A2B3C80", RGBA(0x1a2b3c, alpha: 128 / 255)),
    ("#00000000", RGBA(0, alpha: 0)), ("#ffffffff", RGBA(0xffffff)),
  ])
  func hexWithAlpha(spelling: String, value: RGBA) {
    #expect(ColorTable.color(of: spelling) == .fixed(value))
  }

  @Test(arguments: [
    "#", "#ff", "#fffff", "#fffffff", "#fffffffff", "#ggg", "# fff", "lightGrey2", "brickPurple4",
    "systemBlu", "", ".", "..clear", "{light: red}", "{light: red, dark: nope}",
    "{light: {light: red, dark: blue}, dark: red}", "{light:red, dark:blue}",
  ])
  func notColours(spelling: String) {
    #expect(!ColorTable.isValid(spelling))
  }

  @Test func mappingsKeepEachSide() {
    let color = LayoutColor(light: "lightGray", dark: "#11223380")
    #expect(color.written == "{light: lightGray, dark: #11223380}")
    #expect(color.value?.light == RGBA(0xaaaaaa))
    #expect(color.value?.dark == RGBA(0x112233, alpha: 128 / 255))
    #expect(color.entryIndex == nil)
    // A dynamic colour on either side gives that side's value.
    let swapped = LayoutColor(light: "label", dark: "systemBlue")
    #expect(swapped.value?.light == RGBA(0x000000))
    #expect(swapped.value?.dark == RGBA(0x0a84ff))
    // An unknown side (only code can make one) leaves the mapping without a value.
    #expect(LayoutColor(light: "label", dark: "nope").value == nil)
  }

  /// A colour is resolved once, when it is made, and keeps its spelling: any case of a name,
  /// hex, a leading `.`; the usual spellings share one value; unknown names keep theirs.
  @Test(arguments: [
    ("lightGray", "lightGray", 0xaaaaaa), ("LIGHTGRAY", "lightGray", 0xaaaaaa),
    (".clear", "clear", 0x000000), ("brickgray1", "brickGray1", 0xdbdbdb),
    ("#12AB34", nil, 0x12ab34), ("#fff8", nil, 0xffffff),
  ])
  func layoutColoursAreResolvedOnce(spelling: String, entry: String?, rgb: Int) throws {
    let color = try #require(ColorTable.layoutColor(spelling))
    #expect(color.written == spelling)
    #expect(color.value == ColorTable.color(of: spelling))
    #expect(color.value?.light.rgb == UInt32(rgb))
    #expect(color.entryIndex.map { ColorTable.entries[$0].name } == entry)
    #expect(LayoutColor(spelling) == color)
    #expect(LayoutColor(spelling).description == spelling)
  }

  @Test func unknownColoursKeepTheirSpellingAndNoValue() {
    #expect(ColorTable.layoutColor("sparkly") == nil)
    #expect(ColorTable.layoutColor("{light: red, dark: blue}") == nil)
    let unknown = LayoutColor("sparkly")
    #expect(unknown.written == "sparkly" && unknown.value == nil && unknown.entryIndex == nil)
    // Spellings decide equality: two spellings of one colour are two colours of the model.
    #expect(LayoutColor("red") != LayoutColor("Red"))
    #expect(LayoutColor("red").value == LayoutColor("Red").value)
  }

  /// A layout's colour table: its distinct colours in node order, each once.
  @Test func aLayoutCompilesOneColourTable() {
    let brick = Content.brick(text: nil, contentHeight: nil)
    let spec = LayoutSpec(
      root: Section([
        Node(background: "red", content: brick), Node(background: "#00f", content: brick),
        Node(background: "red", content: brick), Node(content: brick),
        Node(background: LayoutColor(light: "white", dark: "black"), content: brick),
      ]))
    let compiled = CompiledLayout(spec)
    #expect(
      compiled.backgroundColors.map(\.written) == ["red", "#00f", "{light: white, dark: black}"])
    #expect(compiled.backgrounds[1]?.value == .fixed(RGBA(0xff0000)))
    #expect(compiled.backgrounds[4] == nil)
  }

  @Test func compositingOverTheScreen() {
    // secondaryLabel over white and over black.
    let c = ColorTable.color(of: "secondaryLabel")
    #expect(c?.resolved(.light).over(0xffffff) == 0x8a8a8e)
    #expect(c?.resolved(.dark).over(0x000000) == 0x8d8d93)
    #expect(RGBA(0x123456).over(0xffffff) == 0x123456)
    #expect(RGBA(0x123456, alpha: 0).over(0xabcdef) == 0xabcdef)
    #expect(RGBA(0xff0000, alpha: 0.6).description == "#ff000099")
    #expect(RGBA(0x0a84ff).description == "#0a84ff")
    #expect(Appearance.light.toggled == .dark && Appearance.dark.toggled == .light)
  }
}

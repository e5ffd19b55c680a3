import BrickCore
import BrickFormat
import Testing

@testable import BrickRaster

/// The colour names of docs/layout-file.md#colours on a terminal (issue 11, item 4): in 256 colours
/// every name with an RGB of its own gets a colour of its own; in 16 the nearest is kept.
@Suite struct ColorPaletteTests {
  static let table = ColorTable.names.map(\.name)

  /// What a name shows on a light screen (a colour with alpha over white).
  static func rgb(_ name: String) -> UInt32? {
    ColorNames.screenRGB(of: LayoutColor(name), appearance: .light)
  }

  /// Each name's distance to its nearest extended colour.
  static let nearestDistance: [String: Int] = Dictionary(
    uniqueKeysWithValues: table.map { name in
      let rgb = Self.rgb(name) ?? 0
      let nearest = XtermColors.rgb(of: XtermColors.nearest(to: rgb))
      return (name, XtermColors.distance(rgb, nearest))
    })

  /// The extra distance of a name's colour over the nearest extended colour's.
  static func extra(_ name: String, in colors: NamedColors) -> Int {
    guard let rgb = Self.rgb(name), let index = colors.color(of: LayoutColor(name)).xtermIndex,
      let nearest = nearestDistance[name]
    else { return Int.max }
    return XtermColors.distance(rgb, XtermColors.rgb(of: index)) - nearest
  }

  /// A layout that names every colour of the table: names of one RGB share a colour, and
  /// every name's colour looks like it (within `sameLook` of its nearest); names of different
  /// RGB share only where no colour of their own would (issue 36: `snow` was drawn cyan).
  @Test func everyNameLooksLikeItsOwnColour() {
    let colors = NamedColors(colors: Self.table.map { LayoutColor($0) }, palette: .xterm256)
    var owner: [Color: UInt32] = [:]
    for name in Self.table {
      let color = colors.color(of: LayoutColor(name))
      #expect(!color.isBasic, "\(name) takes an extended colour")
      let nearest = Self.nearestDistance[name] ?? 0
      #expect(Self.extra(name, in: colors) <= NamedColors.sameLook(nearest) - nearest, "\(name)")
      owner[color] = Self.rgb(name)
    }
    // Far more colours apart than the 16 would give (176 distinct RGB in the table).
    #expect(owner.count >= 120, "\(owner.count) colours")
  }

  /// Any two names of different RGB in one layout: the first on its nearest colour, the
  /// second on a colour that looks like it, apart from the first wherever one does (every pair
  /// of the table in either order, 22,052 layouts).
  @Test func anyTwoNamesStayCloseAndApartWhereTheyCan() {
    var worst = 0
    var shared = 0
    for (i, a) in Self.table.enumerated() {
      for (j, b) in Self.table.enumerated() where i != j {
        let colors = NamedColors(colors: [a, b].map { LayoutColor($0) }, palette: .xterm256)
        #expect(Self.extra(a, in: colors) == 0, "the first name takes its nearest colour")
        if Self.rgb(a) == Self.rgb(b) {
          #expect(
            colors.color(of: LayoutColor(a)) == colors.color(of: LayoutColor(b)), "\(a) and \(b)")
        } else if colors.color(of: LayoutColor(a)) == colors.color(of: LayoutColor(b)) {
          shared += 1
          #expect(Self.extra(b, in: colors) == 0, "\(b) shares only its nearest")
        }
        worst = max(worst, Self.extra(b, in: colors))
      }
    }
    #expect(worst <= 2_000, "worst extra distance \(worst)")
    #expect(shared < 22_052 / 20, "\(shared) layouts share a colour")
  }

  /// Pale colours next to white stay pale greys or whites in 256 colours, never a tint of
  /// another hue (issue 36: `snow` cyan in light, yellow in dark), in both appearances; in
  /// true colour every name is its own RGB.
  @Test(arguments: ["snow", "ghostwhite", "whitesmoke", "seashell"])
  func paleColoursBesideWhiteKeepTheirLook(name: String) {
    for appearance in [Appearance.light, .dark] {
      let colors = NamedColors(
        colors: ["white", name].map { LayoutColor($0) }, palette: .xterm256, appearance: appearance)
      let own = ColorNames.screenRGB(of: LayoutColor(name), appearance: appearance) ?? 0
      let shown = XtermColors.rgb(of: colors.color(of: LayoutColor(name)).xtermIndex ?? 0)
      let nearest = XtermColors.rgb(of: XtermColors.nearest(to: own))
      #expect(
        Self.spread(shown) <= max(Self.spread(own) + 8, Self.spread(nearest)),
        "\(name): \(String(shown, radix: 16))")
      let exact = NamedColors(
        colors: ["white", name].map { LayoutColor($0) }, palette: .trueColor, appearance: appearance
      )
      #expect(exact.color(of: LayoutColor(name)) == .rgb(own))
    }
  }

  /// How far a colour's channels are apart (0 for a grey).
  static func spread(_ rgb: UInt32) -> Int {
    let c = [Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff)]
    return (c.max() ?? 0) - (c.min() ?? 0)
  }

  @Test(arguments: [
    ("gray", "grey"), ("aqua", "cyan"), ("fuchsia", "magenta"), ("brickHeader", "brickGray1"),
    ("brickGray1", "brickgray1"), ("darkslategray", "darkslategrey"),
  ])
  func namesOfOneColourShareIt(a: String, b: String) {
    let colors = NamedColors(colors: [a, "white", b].map { LayoutColor($0) }, palette: .xterm256)
    #expect(colors.color(of: LayoutColor(a)) == colors.color(of: LayoutColor(b)))
    #expect(
      ColorNames.color(of: LayoutColor(a), palette: .xterm256)
        == ColorNames.color(of: LayoutColor(b), palette: .xterm256))
  }

  /// BrickKit's greys and purples, the names its examples use side by side, are all apart,
  /// each on its nearest colour, and the greys stay in order from light to dark.
  @Test func brickKitPaletteStaysApartAndOrdered() {
    let names = ColorTable.names.map(\.name).filter { $0.hasPrefix("brick") }
    let colors = NamedColors(colors: names.map { LayoutColor($0) }, palette: .xterm256)
    for name in names where name != "brickSection" {
      #expect(Self.extra(name, in: colors) == 0, "\(name) takes its nearest colour")
    }
    let greys = (1...5).map { colors.color(of: LayoutColor("brickGray\($0)")) }
    let purples = (1...3).map { colors.color(of: LayoutColor("brickPurple\($0)")) }
    #expect(Set(greys + purples + [colors.color(of: LayoutColor("brickSection"))]).count == 9)
    let lightness = greys.compactMap(\.xtermIndex).map { index -> Int in
      let c = XtermColors.rgb(of: index)
      return Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff)
    }
    #expect(lightness == lightness.sorted(by: >), "brickGray1...5 run light to dark: \(lightness)")
  }

  @Test func hexCodesTakeTheNearestExtendedColour() {
    #expect(ColorNames.color(of: LayoutColor("#ff0000"), palette: .xterm256) == .xterm(196))
    #expect(ColorNames.color(of: LayoutColor("#808080"), palette: .xterm256) == .xterm(244))
    #expect(ColorNames.color(of: LayoutColor("#000"), palette: .xterm256) == .xterm(16))
  }

  @Test func sixteenColourPaletteIsUnchanged() {
    let colors = NamedColors(colors: Self.table.map { LayoutColor($0) }, palette: .ansi16)
    for entry in ColorTable.names {
      let c = ColorNames.color(of: LayoutColor(entry.name), palette: .ansi16)
      #expect(c == ColorNames.color(of: LayoutColor(entry.name)))
      #expect(colors.color(of: LayoutColor(entry.name)) == c)
      #expect(c.isBasic)
    }
  }

  @Test(arguments: [(196, true), (16, false), (231, false), (232, false), (255, false)])
  func extendedColoursInAnsiText(index: Int, isForeground: Bool) {
    _ = isForeground
    let fg = CellGrid.sgr(Style(foreground: .xterm(index)))
    let bg = CellGrid.sgr(Style(background: .xterm(index)))
    #expect(fg == "\u{1B}[0;38;5;\(index)m")
    #expect(bg == "\u{1B}[0;48;5;\(index)m")
  }

  /// True colour in ANSI text: `38;2;R;G;B` and `48;2;R;G;B`.
  @Test func rgbColoursInAnsiText() {
    let style = Style(foreground: .rgb(0x1d1d1f), background: .rgb(0xfffafa))
    #expect(CellGrid.sgr(style) == "\u{1B}[0;38;2;29;29;31;48;2;255;250;250m")
    #expect(Color.rgb(0xfffafa).rgbValue == 0xfffafa && Color.rgb(0).xtermIndex == nil)
    #expect(Color.xterm(255).xtermIndex == 255 && Color.xterm(255).rgbValue == nil)
  }

  /// The palette a terminal has: true colour from `COLORTERM` or a direct-colour `TERM`.
  @Test(arguments: [
    ("xterm-256color", "truecolor", RasterOptions.Palette.trueColor),
    ("tmux-256color", "24bit", .trueColor), ("xterm-direct", "", .trueColor),
    ("xterm-256color", "", .xterm256), ("xterm", "", .ansi16), ("xterm", "TrueColor", .trueColor),
  ])
  func paletteOfTheTerminal(term: String, colorTerm: String, palette: RasterOptions.Palette) {
    #expect(RasterOptions.Palette.of(term: term, colorTerm: colorTerm) == palette)
  }

  @Test func textOnExtendedColoursStaysReadable() {
    #expect(ColorNames.foreground(on: .xterm(231)) == .black)  // white
    #expect(ColorNames.foreground(on: .xterm(16)) == .brightWhite)  // black
    #expect(ColorNames.foreground(on: .xterm(253)) == .black)  // light grey
    #expect(ColorNames.foreground(on: .xterm(18)) == .brightWhite)  // dark blue
  }

  /// The picture: three bricks in brickGray1, 2 and 3 get three backgrounds in 256 colours
  /// (and one grey shared by two of them in 16, which is why glyph shades stay).
  @Test func bricksInBrickKitGreysAreThreeColours() throws {
    let text = """
      root:
        bricks:
          - {type: label, text: one, height: {fixed: 16}, background: brickGray1}
          - {type: label, text: two, height: {fixed: 16}, background: brickGray2}
          - {type: label, text: three, height: {fixed: 16}, background: brickGray3}
      """
    let spec = try LayoutLoader.load(text: text, sourceName: "greys.yaml").get()
    let scene = Draw.scene(spec, height: 48)
    func backgrounds(_ palette: RasterOptions.Palette) -> [Color] {
      var options = RasterOptions()
      options.palette = palette
      var rasterizer = Rasterizer(options: options)
      var grid = CellGrid(width: 0, height: 0)
      rasterizer.draw(scene, into: &grid)
      return (0..<3).map { grid[20, $0].style.background }
    }
    let rich = backgrounds(.xterm256)
    #expect(Set(rich).count == 3)
    #expect(rich.allSatisfy { !$0.isBasic })
    #expect(Set(backgrounds(.ansi16)).count < 3)
  }
}

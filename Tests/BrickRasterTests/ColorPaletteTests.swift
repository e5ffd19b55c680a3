import BrickCore
import BrickFormat
import BrickRaster
import Testing

/// FORMAT.md §1's colour names on a terminal (issue 11, item 4): in 256 colours every name with
/// an RGB of its own gets a colour of its own; in 16 the nearest is kept.
@Suite struct ColorPaletteTests {
  static let table = ColorTable.names.map(\.name)

  /// What a name shows on a light screen (a colour with alpha over white).
  static func rgb(_ name: String) -> UInt32? { ColorNames.screenRGB(of: name, appearance: .light) }

  /// Each name's distance to its nearest extended colour.
  static let nearestDistance: [String: Int] = Dictionary(
    uniqueKeysWithValues: table.map { name in
      let rgb = Self.rgb(name) ?? 0
      let nearest = XtermColors.rgb(of: XtermColors.nearest(to: rgb))
      return (name, XtermColors.distance(rgb, nearest))
    })

  /// The extra distance of a name's colour over the nearest extended colour's.
  static func extra(_ name: String, in colors: NamedColors) -> Int {
    guard let rgb = Self.rgb(name), let index = colors.color(named: name).xtermIndex,
      let nearest = nearestDistance[name]
    else { return Int.max }
    return XtermColors.distance(rgb, XtermColors.rgb(of: index)) - nearest
  }

  /// A layout that names every colour of the table still gets one terminal colour per RGB.
  @Test func everyDistinctColourHasATerminalColourOfItsOwn() {
    let colors = NamedColors(names: Self.table, palette: .xterm256)
    var owner: [Color: (name: String, rgb: UInt32)] = [:]
    for name in Self.table {
      let color = colors.color(named: name)
      let rgb = Self.rgb(name) ?? 0
      #expect(!color.isBasic, "\(name) takes an extended colour")
      if let other = owner[color] {
        #expect(other.rgb == rgb, "\(other.name) and \(name) differ but share \(color)")
      } else {
        owner[color] = (name, rgb)
      }
    }
    let distinctRGB = Set(Self.table.compactMap(Self.rgb)).count
    #expect(owner.count == distinctRGB)
    // CSS's 148 names, UIKit's colours and BrickKit's palette (a colour with alpha counted as
    // it shows over white).
    #expect(distinctRGB == 176)
  }

  /// Any two names of different RGB in one layout: two colours, each close to its own (every
  /// pair of the table in either order, 22,052 layouts; the worst stand-in measured is 5,120
  /// redmean units farther than the nearest colour, about 25 steps in one channel).
  @Test func anyTwoNamesStayApartAndClose() {
    var worst = 0
    for (i, a) in Self.table.enumerated() {
      for (j, b) in Self.table.enumerated() where i != j {
        let colors = NamedColors(names: [a, b], palette: .xterm256)
        #expect(Self.extra(a, in: colors) == 0, "the first name takes its nearest colour")
        if Self.rgb(a) != Self.rgb(b) {
          #expect(colors.color(named: a) != colors.color(named: b), "\(a) and \(b)")
        } else {
          #expect(colors.color(named: a) == colors.color(named: b), "\(a) and \(b)")
        }
        worst = max(worst, Self.extra(b, in: colors))
      }
    }
    #expect(worst <= 5_120, "worst extra distance \(worst)")
  }

  @Test(arguments: [
    ("gray", "grey"), ("aqua", "cyan"), ("fuchsia", "magenta"), ("brickHeader", "brickGray1"),
    ("brickGray1", "brickgray1"), ("darkslategray", "darkslategrey"),
  ])
  func namesOfOneColourShareIt(a: String, b: String) {
    let colors = NamedColors(names: [a, "white", b], palette: .xterm256)
    #expect(colors.color(named: a) == colors.color(named: b))
    #expect(
      ColorNames.color(named: a, palette: .xterm256)
        == ColorNames.color(named: b, palette: .xterm256))
  }

  /// BrickKit's greys and purples, the names its examples use side by side, are all apart,
  /// each on its nearest colour, and the greys stay in order from light to dark.
  @Test func brickKitPaletteStaysApartAndOrdered() {
    let names = ColorTable.names.map(\.name).filter { $0.hasPrefix("brick") }
    let colors = NamedColors(names: names, palette: .xterm256)
    for name in names where name != "brickSection" {
      #expect(Self.extra(name, in: colors) == 0, "\(name) takes its nearest colour")
    }
    let greys = (1...5).map { colors.color(named: "brickGray\($0)") }
    let purples = (1...3).map { colors.color(named: "brickPurple\($0)") }
    #expect(Set(greys + purples + [colors.color(named: "brickSection")]).count == 9)
    let lightness = greys.compactMap(\.xtermIndex).map { index -> Int in
      let c = XtermColors.rgb(of: index)
      return Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff)
    }
    #expect(lightness == lightness.sorted(by: >), "brickGray1...5 run light to dark: \(lightness)")
  }

  @Test func hexCodesTakeTheNearestExtendedColour() {
    #expect(ColorNames.color(named: "#ff0000", palette: .xterm256) == .xterm(196))
    #expect(ColorNames.color(named: "#808080", palette: .xterm256) == .xterm(244))
    #expect(ColorNames.color(named: "#000", palette: .xterm256) == .xterm(16))
  }

  @Test func sixteenColourPaletteIsUnchanged() {
    let colors = NamedColors(names: Self.table, palette: .ansi16)
    for entry in ColorTable.names {
      let c = ColorNames.color(named: entry.name, palette: .ansi16)
      #expect(c == ColorNames.color(named: entry.name))
      #expect(colors.color(named: entry.name) == c)
      #expect(c.isBasic)
    }
  }

  @Test(arguments: [(196, true), (16, false), (231, false), (232, false), (255, false)])
  func extendedColoursInAnsiText(index: Int, isForeground: Bool) {
    _ = isForeground
    let fg = CellGrid.sgr(Style(foreground: .xterm(index)))
    let bg = CellGrid.sgr(Style(background: .xterm(index)))
    let n = min(index, 254)
    #expect(fg == "\u{1B}[0;38;5;\(n)m")
    #expect(bg == "\u{1B}[0;48;5;\(n)m")
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

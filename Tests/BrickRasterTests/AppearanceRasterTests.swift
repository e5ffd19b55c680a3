import BrickCore
import BrickFormat
import BrickRaster
import Testing

/// The terminal picture in each appearance (docs/layout-file.md#text-metrics): in dark the screen
/// and the brick shades are dark and dynamic colours take their dark values; light paints the
/// device's white whatever the terminal's background; a clear colour has no fill, its extent shown
/// by glyphs; every brick shows its extent (issue 36).
@Suite struct AppearanceRasterTests {
  static let text = """
    root:
      bricks:
        - {type: label, id: plain, text: plain, height: 32}
        - {type: label, id: bg, text: screen, height: 32, background: systemBackground}
        - {type: label, id: fill, text: fill, height: 32, background: secondarySystemBackground}
        - {type: label, id: both, text: both, height: 32, background: {light: white, dark: red}}
        - {type: label, id: clear, text: clear, height: 32, background: clear}
    """

  /// The picture of `text` (320 × 240 points: 40 × 15 cells) in an appearance and palette.
  static func grid(_ appearance: Appearance, _ palette: RasterOptions.Palette) throws -> CellGrid {
    let spec = try LayoutLoader.load(text: text, sourceName: "appearance.yaml").get()
    let scene = Draw.scene(spec, height: 240)
    var options = RasterOptions()
    options.palette = palette
    options.appearance = appearance
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    return grid
  }

  /// Row of each brick's first line (32 points = 2 rows each).
  static func row(_ brick: Int) -> Int { brick * 2 }

  @Test func darkIsDarkEverywhere() throws {
    let dark = try Self.grid(.dark, .xterm256)
    let black = Color.xterm(16)
    // Below the bricks (rows 10...14) the screen is black, with light text colour.
    for y in 10..<15 {
      for x in 0..<dark.width {
        #expect(dark[x, y].style.background == black, "cell \(x),\(y)")
      }
    }
    // A plain brick takes one of the dark shades, none of them the screen's black.
    let darkShades: Set<Color> = [.xterm(236), .xterm(238), .xterm(240)]
    #expect(darkShades.contains(dark[20, Self.row(0)].style.background))
    #expect(dark[20, Self.row(1)].style.background == black)  // systemBackground: #000000
    #expect(dark[20, Self.row(2)].style.background == .xterm(234))  // #1c1c1e
    #expect(dark[20, Self.row(3)].style.background == .xterm(196))  // {dark: red}
    #expect(dark[20, Self.row(4)].style.background == black)  // clear: no fill of its own
    // Text reads light on every dark cell.
    for brick in [0, 1, 2, 4] {
      #expect(dark[1, Self.row(brick)].style.foreground == .brightWhite, "brick \(brick)")
    }
  }

  @Test func lightPaintsTheDevicesWhite() throws {
    let light = try Self.grid(.light, .xterm256)
    #expect(light[20, 12].style.background == .xterm(231))  // the screen: white
    #expect(light[20, 12].style.foreground == .black)
    let lightShades: Set<Color> = [.xterm(255), .xterm(253), .xterm(251)]
    #expect(lightShades.contains(light[20, Self.row(0)].style.background))  // never ANSI blue
    #expect(light[20, Self.row(1)].style.background == .xterm(231))  // white
    let fill = light[20, Self.row(2)].style.background  // #f2f2f7: a light grey of its own
    #expect(
      fill != .default && fill != .xterm(231) && fill.xtermIndex.map(XtermColors.isLight) == true)
    #expect(light[20, Self.row(3)].style.background == light[20, Self.row(1)].style.background)
    #expect(light[20, Self.row(4)].style.background == .xterm(231))  // clear: no fill
    #expect(light[1, Self.row(1)].style.foreground == .black)
  }

  @Test func sixteenColoursToo() throws {
    let dark = try Self.grid(.dark, .ansi16)
    #expect(dark[20, 12].style.background == .black)
    #expect(dark[20, Self.row(3)].style.background == .brightRed)
    let light = try Self.grid(.light, .ansi16)
    #expect(light[20, 12].style.background == .brightWhite)
    #expect(light[20, Self.row(3)].style.background == .brightWhite)
    for grid in [dark, light] {
      #expect(![Color.blue, .brightBlue].contains(grid[20, Self.row(0)].style.background))
    }
  }

  @Test func trueColourDrawsUIKitsOwnValues() throws {
    let light = try Self.grid(.light, .trueColor)
    #expect(light[20, 12].style.background == .rgb(0xffffff))
    #expect(light[20, Self.row(2)].style.background == .rgb(0xf2f2f7))
    let dark = try Self.grid(.dark, .trueColor)
    #expect(dark[20, 12].style.background == .rgb(0x000000))
    #expect(dark[20, Self.row(2)].style.background == .rgb(0x1c1c1e))
    #expect(dark[20, Self.row(3)].style.background == .rgb(0xff0000))  // {dark: red}
    let plain = dark[20, Self.row(0)].style.background
    #expect([0x2c2c2e, 0x3a3a3c, 0x48484a].map { Color.rgb($0) }.contains(plain))
  }

  /// Every brick shows its extent against the screen around it, in light and dark, in every
  /// palette and without colour: a free cell of the brick differs from a screen cell in
  /// background or glyph (issue 36: a blank shade, black on black in dark, `clear` grey).
  @Test(arguments: [RasterOptions.Palette.ansi16, .xterm256, .trueColor])
  func everyBrickShowsItsExtent(palette: RasterOptions.Palette) throws {
    for appearance in [Appearance.light, .dark] {
      let grid = try Self.grid(appearance, palette)
      let screen = grid[20, 12]
      for brick in 0..<5 {
        let cell = grid[20, Self.row(brick)]
        #expect(
          cell.style.background != screen.style.background || cell.scalar != screen.scalar,
          "\(appearance) \(palette): brick \(brick) looks like the screen")
      }
    }
  }

  /// The same layout's text is identical in both appearances: only colours change.
  @Test func textIsTheSameInBothAppearances() throws {
    #expect(try Self.grid(.dark, .xterm256).text() == Self.grid(.light, .xterm256).text())
  }

  /// Names that share a colour in one appearance and not in the other get their own terminal
  /// colours per appearance (`NamedColors` is made per appearance).
  @Test func namedColoursArePerAppearance() {
    let names = ["systemBackground", "label", "systemGray6"]
    let light = NamedColors(
      colors: names.map { LayoutColor($0) }, palette: .xterm256, appearance: .light)
    let dark = NamedColors(
      colors: names.map { LayoutColor($0) }, palette: .xterm256, appearance: .dark)
    #expect(
      light.color(of: LayoutColor("systemBackground"))
        != dark.color(of: LayoutColor("systemBackground")))
    #expect(
      light.color(of: LayoutColor("systemBackground")) == dark.color(of: LayoutColor("label")))
    #expect(ColorNames.screenRGB(of: LayoutColor("systemGray6"), appearance: .dark) == 0x1c1c1e)
    #expect(ColorNames.screenRGB(of: LayoutColor("separator"), appearance: .light) == 0xc6c6c8)
  }
}

import BrickCore
import BrickFormat
import BrickRaster
import Testing

/// The terminal picture in each appearance (FORMAT.md §1.5): in dark the screen and the brick
/// shades are dark and dynamic colours take their dark values; light keeps the terminal's own
/// background; a clear colour shows the brick's usual shade.
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
    // Every cell's background is one of the dark shades or a dark value's nearest colour.
    let darkShades: Set<Color> = [black, .xterm(236), .xterm(238)]
    #expect(darkShades.contains(dark[20, Self.row(0)].style.background))
    #expect(dark[20, Self.row(1)].style.background == black)  // systemBackground: #000000
    #expect(dark[20, Self.row(2)].style.background == .xterm(234))  // #1c1c1e
    #expect(dark[20, Self.row(3)].style.background == .xterm(196))  // {dark: red}
    #expect(darkShades.contains(dark[20, Self.row(4)].style.background))  // clear: a shade
    // Text reads light on every dark cell.
    for brick in [0, 1, 2, 4] {
      #expect(dark[1, Self.row(brick)].style.foreground == .brightWhite, "brick \(brick)")
    }
  }

  @Test func lightKeepsTheTerminalsBackground() throws {
    let light = try Self.grid(.light, .xterm256)
    #expect(light[20, 12].style.background == .default)
    #expect(light[20, Self.row(1)].style.background == .xterm(231))  // white
    let fill = light[20, Self.row(2)].style.background  // #f2f2f7: a light grey of its own
    #expect(
      fill != .default && fill != .xterm(231) && fill.xtermIndex.map(XtermColors.isLight) == true)
    #expect(light[20, Self.row(3)].style.background == light[20, Self.row(1)].style.background)
    #expect(light[1, Self.row(1)].style.foreground == .black)
  }

  @Test func sixteenColoursToo() throws {
    let dark = try Self.grid(.dark, .ansi16)
    #expect(dark[20, 12].style.background == .black)
    #expect(dark[20, Self.row(3)].style.background == .brightRed)
    let light = try Self.grid(.light, .ansi16)
    #expect(light[20, 12].style.background == .default)
    #expect(light[20, Self.row(3)].style.background == .brightWhite)
  }

  /// The same layout's text is identical in both appearances: only colours change.
  @Test func textIsTheSameInBothAppearances() throws {
    #expect(try Self.grid(.dark, .xterm256).text() == Self.grid(.light, .xterm256).text())
  }

  /// Names that share a colour in one appearance and not in the other get their own terminal
  /// colours per appearance (`NamedColors` is made per appearance).
  @Test func namedColoursArePerAppearance() {
    let names = ["systemBackground", "label", "systemGray6"]
    let light = NamedColors(names: names, palette: .xterm256, appearance: .light)
    let dark = NamedColors(names: names, palette: .xterm256, appearance: .dark)
    #expect(light.color(named: "systemBackground") != dark.color(named: "systemBackground"))
    #expect(light.color(named: "systemBackground") == dark.color(named: "label"))
    #expect(ColorNames.screenRGB(of: "systemGray6", appearance: .dark) == 0x1c1c1e)
    #expect(ColorNames.screenRGB(of: "separator", appearance: .light) == 0xc6c6c8)
  }
}

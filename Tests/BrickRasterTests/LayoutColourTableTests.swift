import BrickCore
import BrickFormat
import Testing

@testable import BrickRaster

/// Colours reach the picture typed (issue 38): the reader resolves each once, the layout keeps
/// one colour table, and a rasterizer makes the terminal colours of that table once per
/// palette and appearance, with no state shared between rasterizers.
@Suite struct LayoutColourTableTests {
  static let text = """
    root:
      background: brickBackground
      bricks:
        - {type: label, text: a, height: 32, background: brickGray1}
        - {type: label, text: b, height: 32, background: {light: white, dark: red}}
        - {type: label, text: c, height: 32, background: BRICKGRAY1}
        - {type: label, text: d, height: 32, background: brickGray1}
        - {type: label, text: e, height: 32, background: "#ff000080"}
    """

  static func scene() throws -> Scene {
    let spec = try LayoutLoader.load(text: text, sourceName: "colours.yaml").get()
    return Draw.scene(spec, height: 240)
  }

  @Test func theLayoutKeepsEachSpellingOnce() throws {
    let compiled = try Self.scene().layout.compiled
    #expect(
      compiled.backgroundColors.map(\.written) == [
        "brickBackground", "brickGray1", "{light: white, dark: red}", "BRICKGRAY1", "#ff000080",
      ])
    #expect(compiled.backgroundColors.allSatisfy { $0.value != nil })
  }

  @Test func aRasterizerMakesATablesColoursOncePerPaletteAndAppearance() throws {
    let scene = try Self.scene()
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    #expect(rasterizer.colorTables.isEmpty)
    rasterizer.draw(scene, into: &grid)
    rasterizer.draw(scene, into: &grid)
    #expect(rasterizer.colorTables.count == 1)
    let light = grid
    rasterizer.options.appearance = .dark
    rasterizer.draw(scene, into: &grid)
    #expect(rasterizer.colorTables.count == 2)
    rasterizer.options.appearance = .light
    rasterizer.draw(scene, into: &grid)
    #expect(rasterizer.colorTables.count == 2)
    #expect(grid.text() == light.text() && grid.ansiLines() == light.ansiLines())
    // Another rasterizer starts with nothing: no table is shared through the process.
    #expect(Rasterizer().colorTables.isEmpty)
    // Without colour no table is made.
    var plain = Rasterizer()
    plain.options.color = false
    plain.draw(scene, into: &grid)
    #expect(plain.colorTables.isEmpty)
  }

  /// `BRICKGRAY1` and `brickGray1` are two spellings of one colour: one terminal colour.
  @Test func spellingsOfOneColourShareItsTerminalColour() throws {
    let compiled = try Self.scene().layout.compiled
    let colors = NamedColors(colors: compiled.backgroundColors, palette: .xterm256)
    #expect(colors.color(of: "brickGray1") == colors.color(of: "BRICKGRAY1"))
    #expect(colors.color(of: "brickGray1") != colors.color(of: "brickBackground"))
  }
}

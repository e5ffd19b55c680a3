import BrickRaster
import BrickTestSupport
import Testing

@testable import BrickCore

/// Drawing primitives, text and ANSI output, colour names, the points → cells mapping.
@Suite struct GridTests {
  @Test func wideCharacterAtAClipEdgeBecomesASpace() {
    var grid = CellGrid(width: 6, height: 1, fill: Cell("."))
    let end = grid.write("a漢字", x: 0, y: 0, clip: CellRect(x: 0, y: 0, width: 4, height: 1))
    #expect(end == 5)
    #expect(grid.textLines(trimmingTrailingSpaces: false) == ["a漢 .."])
    var left = CellGrid(width: 4, height: 1, fill: Cell("."))
    left.write("漢字", x: -1, y: 0)
    #expect(left.textLines(trimmingTrailingSpaces: false) == [" 字."])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("漢字x", x: 0, y: 0)
    grid.put("L", x: 1, y: 0)  // right half of 漢
    grid.put("R", x: 2, y: 0)  // left half of 字
    #expect(grid.textLines(trimmingTrailingSpaces: false) == [" LR x "])
    #expect(!grid.cells.contains { $0.isContinuation })
    var boxed = CellGrid(width: 6, height: 3)
    boxed.write("漢字漢", x: 0, y: 1)
    boxed.drawBox(CellRect(x: 1, y: 0, width: 4, height: 3))
    #expect(boxed.textLines(trimmingTrailingSpaces: false) == [" ┌──┐ ", " │字│ ", " └──┘ "])
  }

  @Test func putIgnoresCellsOutsideTheGrid() {
    var grid = CellGrid(width: 3, height: 2)
    grid.put("x", x: -1, y: 0)
    grid.put("x", x: 3, y: 0)
    grid.put("x", x: 0, y: 2)
    grid.put("漢", x: 2, y: 0)  // would need a fourth column
    grid.fill(CellRect(x: -5, y: -5, width: 100, height: 1), with: "#")
    grid.drawBox(CellRect(x: -2, y: -2, width: 10, height: 10))
    #expect(grid.textLines(trimmingTrailingSpaces: false) == ["   ", "   "])
  }

  @Test func textTrimsTrailingSpacesOnly() {
    var grid = CellGrid(width: 5, height: 2)
    grid.write(" ab", x: 0, y: 0)
    #expect(grid.text() == " ab\n\n")
    #expect(grid.textLines(trimmingTrailingSpaces: false) == [" ab  ", "     "])
  }

  @Test func ansiCodesForEveryAttributeAndColour() {
    var grid = CellGrid(width: 8, height: 2)
    grid.write("B", x: 0, y: 0, style: Style(attributes: .bold))
    grid.write("D", x: 1, y: 0, style: Style(attributes: .dim))
    grid.write("R", x: 2, y: 0, style: Style(attributes: .reverse))
    grid.write("U", x: 3, y: 0, style: Style(attributes: .underline))
    grid.write("rg", x: 4, y: 0, style: Style(foreground: .red, background: .green))
    grid.write("bb", x: 6, y: 0, style: Style(foreground: .brightWhite, background: .brightBlue))
    grid.write("plain", x: 0, y: 1)
    let lines = grid.ansiLines()
    #expect(
      lines[0]
        == "\u{1B}[0;1mB\u{1B}[0;2mD\u{1B}[0;7mR\u{1B}[0;4mU\u{1B}[0;31;42mrg\u{1B}[0;97;"
        + "104mbb\u{1B}[0m"
    )
    #expect(lines[1] == "plain")
    #expect(grid.ansiText() == lines[0] + "\n" + lines[1] + "\n")
  }

  @Test func ansiKeepsColouredTrailingSpacesAndWideCharacters() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("漢", x: 0, y: 0)
    grid.fill(CellRect(x: 3, y: 0, width: 2, height: 1), style: Style(background: .blue))
    #expect(grid.ansiLines() == ["漢 \u{1B}[0;44m  \u{1B}[0m"])
  }

  @Test(arguments: [
    ("red", Color.red), ("Bright-Red", .brightRed), ("orange", .yellow), ("purple", .magenta),
    ("grey", .brightBlack), ("gray", .brightBlack), ("light gray", .white),
    ("bright_cyan", .brightCyan),
    ("#ff0000", .brightRed), ("#008000", .green), ("#fff", .brightWhite), ("#000000", .black),
    ("#zzz", ColorNames.defaultTint), ("sparkly", ColorNames.defaultTint),
    ("", ColorNames.defaultTint),
    // Other CSS names and BrickKit's palette go by their RGB.
    ("chartreuse", .brightGreen), ("brickGray1", .white), ("brickGray5", .brightBlack),
    ("brickPurple1", .magenta),
  ])
  func colourNames(name: String, colour: Color) {
    #expect(ColorNames.color(of: LayoutColor(name)) == colour)
  }

  @Test func gridSizeAndZoom() {
    #expect(RasterOptions().gridSize(forViewport: Size(width: 320, height: 568)) == (40, 36))
    #expect(RasterOptions(zoom: 2).gridSize(forViewport: Size(width: 320, height: 568)) == (80, 71))
    #expect(RasterOptions(zoom: 0).gridSize(forViewport: Size(width: 320, height: 480)) == (40, 30))
    #expect(RasterOptions(zoom: .nan).effectiveZoom == 1)
    #expect(RasterOptions().gridSize(forViewport: Size(width: 3, height: 0)) == (1, 0))
  }

  @Test func edgesRoundHalfUpFromAbsoluteCoordinates() {
    let r = Rasterizer()
    func cells(_ f: Rect, at origin: Point = .zero) -> CellRect {
      r.cells(of: ItemAttributes(frame: f, zIndex: 0), viewportOrigin: origin)
    }
    #expect(cells(Rect(4, 8, 8, 16)) == CellRect(x: 1, y: 1, width: 1, height: 1))
    #expect(cells(Rect(3.99, 7.99, 8, 16)) == CellRect(x: 0, y: 0, width: 1, height: 1))
    #expect(cells(Rect(-4, -8, 8, 16)) == CellRect(x: 0, y: 0, width: 1, height: 1))
    // Same brick, viewport a fraction of a cell down: it moves by whole cells, never resizes.
    #expect(
      cells(Rect(0, 20, 80, 16), at: Point(x: 0, y: 7))
        == CellRect(x: 0, y: 1, width: 10, height: 1))
    #expect(
      cells(Rect(0, 20, 80, 16), at: Point(x: 0, y: 9))
        == CellRect(x: 0, y: 0, width: 10, height: 1))
    // Smaller than a cell: one cell. Negative sizes are normalised. Non-finite frames do not trap.
    #expect(cells(Rect(10, 10, 1, 1)) == CellRect(x: 1, y: 1, width: 1, height: 1))
    #expect(cells(Rect(80, 32, -80, -32)) == CellRect(x: 0, y: 0, width: 10, height: 2))
    _ = cells(Rect(.infinity, -.infinity, .nan, 1e300))
    // Coverflow scale shrinks about the centre.
    let scaled = r.cells(
      of: ItemAttributes(frame: Rect(0, 0, 160, 64), zIndex: 0, scale: 0.5), viewportOrigin: .zero)
    #expect(scaled == CellRect(x: 5, y: 1, width: 10, height: 2))
  }

  @Test func aHundredThousandBricksVisitOnlyTheVisibleOnes() {
    let spec = TestLayouts.spec(
      [.label("row", width: .ratio(0.5), height: .fixed(48), text: "Row {index}", repeat: 100_000)],
      inset: 4)
    var scene = Draw.scene(spec, width: 320, height: 480, offset: Point(x: 0, y: 1_000_000))
    scene.layout.solve(through: .y(scene.viewport.bounds.maxY + 100))
    var rasterizer = Rasterizer()
    var grid = CellGrid(width: 0, height: 0)
    rasterizer.draw(scene, into: &grid)
    // 480 points of 52-point rows, two bricks a row, plus the root and a row either side.
    #expect(rasterizer.stats.itemsVisited <= 26)
    #expect(rasterizer.stats.itemsDrawn >= 18)
    #expect(grid.text().contains("Row 38"))
  }
}

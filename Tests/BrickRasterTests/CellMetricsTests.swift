import BrickCore
import BrickRaster
import Testing

/// The cell is the rasterizer's (docs/picture.md#cells): 8 × 16 points at zoom 1, one text column
/// by one text line, so text drawn a character a cell is the text the solver measured.
@Test func aCellHoldsOneCharacterAndOneLineAtZoomOne() {
  #expect(CellMetrics.pointsPerColumn == TextMetrics.pointsPerColumn)
  #expect(CellMetrics.pointsPerRow == TextMetrics.pointsPerLine)
  let options = RasterOptions()
  #expect(options.pointsPerColumn == 8)
  #expect(options.pointsPerRow == 16)
}

@Test(arguments: [(2.0, 4.0, 8.0), (0.5, 16, 32), (0, 8, 16), (-3, 8, 16), (.nan, 8, 16)])
func zoomDividesTheCell(zoom: Double, column: Double, row: Double) {
  let options = RasterOptions(zoom: zoom)
  #expect(options.pointsPerColumn == column)
  #expect(options.pointsPerRow == row)
}

/// SquareMosaicLayout's block placement for mosaic sections (reference/mosaic.md).
enum MosaicPlacer {
  /// Lays out a mosaic section's children (header, cells, footer) and returns its size.
  static func layout(
    _ mosaic: MosaicSpec, info: CompiledLayout.SectionInfo, into layout: inout SolvedLayout,
    ox: Double, oy: Double, width: Double, row: Int32, insideHidden: Bool
  ) -> Size {
    // Not yet implemented: children are placed as a plain flow until mosaic placement lands.
    var flow = info
    flow.mosaic = -1
    return layout.layoutFlowSection(flow, ox: ox, oy: oy, width: width, row: row, insideHidden: insideHidden)
  }
}

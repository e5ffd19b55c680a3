import BrickCore

/// The terminal cell in layout points at zoom 1 (docs/picture.md#cells): 8 points across, 16 down.
///
/// The layout knows nothing of cells: the solver measures text with `TextMetrics` (a character
/// is 8 points wide, a line 16 points tall). The cell is chosen the same size, so at zoom 1 a
/// measured line of text fills one row, one character a cell; zoom divides both sides.
public enum CellMetrics {
  /// Points per column at zoom 1.
  public static let pointsPerColumn: Double = 8
  /// Points per row at zoom 1.
  public static let pointsPerRow: Double = 16
}

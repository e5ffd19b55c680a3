/// The supported ranges of Brickyard's numbers (docs/layout-file.md#limits-and-errors).
///
/// The loader and the command line reject values outside them with a located error, so the
/// solver, the behaviors and the rasterizer only ever see values whose sums and products stay
/// finite and exact to a thousandth of a point. The solver is total beyond them too (no trap,
/// no infinity), but its pictures are only promised inside them.
public enum Limits {
  /// The largest magnitude of a length, inset, offset, delay or z-index in a layout file. A
  /// million points is about 1,800 iPhone screens.
  public static let maximumMagnitude = 1_000_000.0
  /// Ratios (`ratio`, `"a/b"`, `"p%"`), `widthRatio`, `aspect` and scale factors.
  public static let ratioRange = 0.0001...10_000.0
  /// The longest side of a device, in points (a 12.9-inch iPad is 1,366).
  public static let maximumDeviceSide = 20_000.0
  /// The largest magnitude of a scroll offset given on the command line.
  public static let maximumOffset = 1e15
  /// Zoom factors of the previewer and `render`.
  public static let zoomRange = 0.125...16.0
  /// The most cells one `render` picture may have (about 64 MB of cells).
  public static let maximumCells = 4_000_000
}

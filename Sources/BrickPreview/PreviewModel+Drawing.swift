import BrickCore
import BrickRaster

/// Drawing (`PreviewPainter`) and what the drawing shows of the animations.
extension PreviewModel {
  /// Paints the whole screen into `grid` (blank, the terminal's size).
  public func draw(into grid: inout CellGrid) {
    PreviewPainter(model: self).draw(into: &grid)
  }

  /// The whole status line's text, as wide as it comes.
  public var statusText: String { PreviewPainter(model: self).statusText }

  /// The scene to draw: the engine's, with appearing items where their animation is.
  func displayScene() -> Scene { animations.scene(engine.scene, at: clock) }
}

import BrickCore

extension BehaviorEngine {
  /// Scrolls to where the file says the layout starts (`start:`,
  /// docs/layout-file.md#where-the-preview-starts), unless the command line gave an offset:
  /// `bottom` solves the whole layout and goes to its end.
  mutating func applyStart(_ start: StartPosition, explicitOffset: Bool) {
    guard !explicitOffset else { return }
    let horizontal = layout.compiled.spec.scrollDirection == .horizontal
    switch start {
    case .top:
      // A compositional layout rests as UIKit's does: above its content by the adjusted
      // inset (the safe area's top on a preset device).
      if layout.compositional != nil {
        let i = scene.contentInset
        scroll(to: horizontal ? Point(x: -i.left, y: 0) : Point(x: 0, y: -i.top))
      }
    case .bottom:
      modifyLayout { $0.solve(through: .end) }
      let far = Double.greatestFiniteMagnitude
      scroll(to: scene.clampedOffset(horizontal ? Point(x: far, y: 0) : Point(x: 0, y: far)))
    case .offset(let x, let y):
      scroll(to: scene.clampedOffset(Point(x: x, y: y)))
    }
  }
}

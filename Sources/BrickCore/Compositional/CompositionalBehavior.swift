/// What scrolling does to a compositional layout's stand-in items (`CompositionalSpec.standIn`),
/// on every pass: the layout (solved with the stand-in, `SolvedLayout.compositional`) gives
/// each element in view whose display differs from its frame its displayed attributes
/// (orthogonal offsets, pinning, `visibleItems`). An orthogonal section's offset is
/// the inner offset requested for its section item (`--collection-offset`, `h`/`l`).
public struct CompositionalBehavior: Behavior {
  public static let typeName = "compositional"
  public static let parameterNames: [String] = []

  public let spec: CompositionalSpec
  public let map: CompositionalItemMap

  public init(spec: CompositionalSpec, map: CompositionalItemMap) {
    self.spec = spec
    self.map = map
  }

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    guard let layout = pass.layout.compositional else { return }
    // UIKit's adjustedContentInset: the scroll view's content inset plus the safe area along
    // the scroll axis, so the scroll range runs from the resting offset above the content.
    let safe = layout.environment.safeArea
    var inset = pass.viewport.contentInset
    if layout.scrollDirection == .vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    } else {
      inset.left += safe.left
      inset.right += safe.right
    }
    pass.contentInset = inset
    let scroll = scroll(pass.scene)
    let view = pass.viewport.bounds
    let count = pass.layout.compiled.itemCount
    // Pinned items draw above everything the layout numbers (bottomUp: the last item's zIndex
    // is the largest), in their own zIndex order.
    let top = count + 1
    layout.forEachElement(near: view) { e in
      guard e.scrollsSideways || e.pinToVisibleBounds, let item = map.item(of: e), item < count
      else { return }
      let d = layout.displayed(e, at: scroll)
      guard d.frame != e.frame || d.alpha != 1 || d.scale != 1 else { return }
      pass.modify(item) {
        $0.frame = d.frame
        $0.alpha = d.alpha
        $0.scale = d.scale
        if e.pinToVisibleBounds { $0.zIndex = top + d.zIndex }
      }
    }
  }

  /// The main viewport and the orthogonal offsets requested for the sections' items.
  public func scroll(_ scene: Scene) -> CompositionalScroll {
    var offsets: [Int: Double] = [:]
    let vertical = spec.configuration.scrollDirection == .vertical
    for (si, s) in map.sections.enumerated() {
      if let p = scene.collections.requestedOffset(of: s.section) {
        offsets[si] = vertical ? p.x : p.y
      }
    }
    return CompositionalScroll(viewport: scene.viewport, orthogonalOffsets: offsets)
  }
}

/// BrickKit's appear behaviors (docs/semantics.md#appear; `LayoutSpec.appear`): where an inserted
/// item starts and where a removed item ends, for data-state animations.
public enum AppearTransition: Hashable, Sendable {
  /// An inserted item: the attributes it animates *from*.
  case appearing
  /// A removed item: the attributes it animates *to*.
  case disappearing
}

extension LayoutSpec.Appear {
  /// The attributes of an inserted item before it appears, or of a removed one after it
  /// disappears, given its displayed attributes. `none` returns them unchanged.
  ///
  /// - top: y = −height, both ways.
  /// - bottom: y = max(viewport height, content height); disappearing also fades (alpha 0).
  /// - scale: alpha 0 and scale 0.1, both ways.
  ///
  /// BrickKit example: frame (0, 0, 320, 200) in a 480-tall view: top → y −200; bottom → 480,
  /// or 1000 if the content is 1000 tall.
  public func attributes(
    _ attributes: ItemAttributes, transition: AppearTransition, viewportHeight: Double,
    contentHeight: Double
  ) -> ItemAttributes {
    var a = attributes
    switch self {
    case .none:
      break
    case .top:
      a.frame.y = -a.frame.height
    case .bottom:
      a.frame.y = max(viewportHeight, contentHeight)
      if transition == .disappearing { a.alpha = 0 }
    case .scale:
      a.alpha = 0
      a.scale = 0.1
    }
    return a
  }
}

extension Scene {
  /// The layout's appear behavior applied to an item of this scene (its displayed attributes,
  /// the viewport's height and the content height after behaviors).
  public func appearAttributes(of item: Int, transition: AppearTransition) -> ItemAttributes {
    layout.compiled.spec.appear.attributes(
      attributes(of: item), transition: transition, viewportHeight: viewport.size.height,
      contentHeight: contentSize.height)
  }
}

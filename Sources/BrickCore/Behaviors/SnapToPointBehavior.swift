/// Snap to point (docs/semantics.md#snaptopoint): a content inset that lets the first brick sit at
/// the snap position, and a target offset that lands the nearest brick there. Stateless.
///
/// The anchor of a frame is its minX/midX/maxX (left/center/right) or minY/midY/maxY
/// (top/middle/bottom); the viewport's anchor is 0, W/2, W or t0, (H + t0)/2, H, where t0 is
/// the content inset's top given with the viewport (BrickKit's "original top inset"). The root
/// item (BrickKit's section 0) never counts. Ties go to the later item, as BrickKit's
/// `min(by:)` with a `<=` comparator gives.
public struct SnapToPointBehavior: Behavior {
  public static let typeName = "snapToPoint"
  public static let parameterNames = ["position"]
  public var position: BehaviorSpec.SnapPosition

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    Self.applySnapInset(position, &pass)
  }

  public func targetContentOffset(
    proposed: Point, _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: Void
  ) -> Point {
    Self.snapTarget(position, proposed: proposed, &pass)
  }

  /// After layout: among the items displayed in (0, 0, W, H), the one whose original anchor is
  /// nearest 0 (less t0 vertically) sets contentInset left/right (horizontal positions) or
  /// top/bottom (vertical positions). Nothing changes when no item is there.
  static func applySnapInset(_ position: BehaviorSpec.SnapPosition, _ pass: inout BehaviorPass) {
    let v = pass.viewport
    pass.collectDisplayed(in: Rect(origin: .zero, size: v.size))
    let t0 = v.contentInset.top
    var best = -1
    var bestDistance = Double.infinity
    // Ties go to the later item, whatever order the displayed items come in (overrides are a
    // dictionary, whose order differs from one scene to the next).
    for n in pass.scratch.indices {
      let item = pass.scratch[n]
      let a = Self.anchor(position, pass.originalFrame(item))
      let d = position.isHorizontal ? abs(a) : abs(a - t0)
      if d < bestDistance || (d == bestDistance && item > best) {
        best = item
        bestDistance = d
      }
    }
    guard best >= 0 else { return }
    let frame = pass.currentFrame(best)
    let offset = Self.viewportAnchor(position, size: v.size, topInset: t0)
    if position.isHorizontal {
      let left = offset - Self.anchor(position, frame)
      pass.contentInset.left = left
      pass.contentInset.right = (v.size.width - frame.width) - left
    } else {
      let top = offset - Self.anchor(position, frame)
      pass.contentInset.top = top
      pass.contentInset.bottom = (v.size.height - frame.height) - top + t0
    }
  }

  /// Where a scroll heading for `proposed` ends: among the items displayed in the viewport
  /// there, the one whose original anchor is nearest the viewport's anchor moves to the snap
  /// position. Horizontal positions answer from the displayed frame, vertical ones from the
  /// original frame (as BrickKit). Velocity is ignored, as in BrickKit.
  static func snapTarget(
    _ position: BehaviorSpec.SnapPosition, proposed: Point, _ pass: inout BehaviorPass
  ) -> Point {
    let v = pass.viewport
    let rect = Rect(origin: proposed, size: v.size)
    pass.collectDisplayed(in: rect)
    let t0 = v.contentInset.top
    let target = Self.anchor(position, rect)
    var best = -1
    var bestDistance = Double.infinity
    for n in pass.scratch.indices {
      let item = pass.scratch[n]
      let a = Self.anchor(position, pass.originalFrame(item))
      let d = position.isHorizontal ? abs(a - target) : abs(a - target - t0)
      if d < bestDistance || (d == bestDistance && item > best) {
        best = item
        bestDistance = d
      }
    }
    guard best >= 0 else { return proposed }
    var p = proposed
    let offset = Self.viewportAnchor(position, size: v.size, topInset: t0)
    if position.isHorizontal {
      p.x = Self.anchor(position, pass.currentFrame(best)) - offset
    } else {
      p.y = Self.anchor(position, pass.originalFrame(best)) - offset
    }
    return p
  }

  static func anchor(_ position: BehaviorSpec.SnapPosition, _ f: Rect) -> Double {
    switch position {
    case .left: f.minX
    case .center: f.midX
    case .right: f.maxX
    case .top: f.minY
    case .middle: f.midY
    case .bottom: f.maxY
    }
  }

  static func viewportAnchor(
    _ position: BehaviorSpec.SnapPosition, size: Size, topInset t0: Double
  ) -> Double {
    switch position {
    case .left: 0
    case .center: size.width / 2
    case .right: size.width
    case .top: t0
    case .middle: (size.height + t0) / 2
    case .bottom: size.height
    }
  }
}

extension BehaviorSpec {
  /// Where snap to point puts the snapped brick: an edge or the middle of the viewport.
  public enum SnapPosition: String, Hashable, Sendable, CaseIterable {
    case top, middle, bottom, left, center, right
    public var isHorizontal: Bool { self == .left || self == .center || self == .right }
  }

  public static func snapToPoint(position: SnapPosition) -> BehaviorSpec {
    BehaviorSpec(SnapToPointBehavior(position: position))
  }
}

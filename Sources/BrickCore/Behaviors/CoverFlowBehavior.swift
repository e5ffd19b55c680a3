/// Cover flow (docs/semantics.md#coverflow): items shrink with their distance from the viewport's
/// centre line. Reports a scale (about the frame's centre); frames are untouched. Stateless.
///
/// Every item but the root starts at the minimum scale (BrickKit sets it on registration;
/// here `Scene.baseScale`). Items displayed in the visible rect, whose origin is the offset
/// clamped at 0, get clamp((W − |cx − c|) / W, f, 1), where cx is the rect's midX and c the
/// item's original midX, less the offset when the offset is negative. BrickKit leaves items
/// that scrolled out at their last scale; here they fall back to the minimum (they are not
/// visible either way), which keeps the pass free of history and O(visible).
public struct CoverFlowBehavior: Behavior {
  public static let typeName = "coverFlow"
  public static let parameterNames = ["minimumScaleFactor"]
  public var minimumScaleFactor: Double

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    let f = minimumScaleFactor
    pass.baseScale = f
    let v = pass.viewport
    let rect = Rect(
      x: max(0, v.offset.x), y: max(0, v.offset.y), width: v.size.width, height: v.size.height)
    pass.collectDisplayed(in: rect)
    guard rect.width > 0 else { return }
    let cx = rect.midX
    for n in pass.scratch.indices {
      let item = pass.scratch[n]
      var c = pass.originalFrame(item).midX
      if v.offset.x < 0 { c -= v.offset.x }
      let scale = min(max(f, (rect.width - abs(cx - c)) / rect.width), 1)
      pass.modify(item) { $0.scale = scale }
    }
  }
}

extension BehaviorSpec {
  public static func coverFlow(minimumScaleFactor: Double) -> BehaviorSpec {
    BehaviorSpec(CoverFlowBehavior(minimumScaleFactor: minimumScaleFactor))
  }
}

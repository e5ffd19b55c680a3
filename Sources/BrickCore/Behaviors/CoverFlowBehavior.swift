/// Cover flow (reference §9.10): items shrink with their distance from the viewport's centre
/// line. Reports a scale (about the frame's centre); frames are untouched. Stateless.
///
/// Every item but the root starts at the minimum scale (BrickKit sets it on registration;
/// here `Scene.baseScale`). Items displayed in the visible rect, whose origin is the offset
/// clamped at 0, get clamp((W − |cx − c|) / W, f, 1), where cx is the rect's midX and c the
/// item's original midX, less the offset when the offset is negative. BrickKit leaves items
/// that scrolled out at their last scale; here they fall back to the minimum (they are not
/// visible either way), which keeps the pass free of history and O(visible).
extension BehaviorEngine {
  mutating func runCoverFlow(minimumScaleFactor f: Double) {
    scene.baseScale = f
    let v = scene.viewport
    let rect = Rect(x: max(0, v.offset.x), y: max(0, v.offset.y), width: v.size.width, height: v.size.height)
    collectDisplayed(in: rect)
    guard rect.width > 0 else { return }
    let cx = rect.midX
    for n in scratch.indices {
      let item = scratch[n]
      var c = scene.layout.originalFrame(of: item).midX
      if v.offset.x < 0 { c -= v.offset.x }
      let scale = min(max(f, (rect.width - abs(cx - c)) / rect.width), 1)
      modify(item) { $0.scale = scale }
    }
  }
}

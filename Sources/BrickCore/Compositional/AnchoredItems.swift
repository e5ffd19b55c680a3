/// R16 (docs/compositional.md#r16): a supplementary item anchored to an item's frame or a group's
/// content box.
extension AnchoredItem {
  /// The item's frame for a container rect `c`: the container's anchor point (its edges'
  /// factors, 0 leading/top, 1 trailing/bottom, 0.5 for neither) with the supplementary's own
  /// anchor point on it (its `itemAnchor`, by default the same edges, which keeps it inside),
  /// moved by the container anchor's offset (points, or a fraction of the supplementary's
  /// size).
  func frame(in c: Rect, measurer: inout CellMeasurer) -> Rect {
    var s = size.resolve(in: c.size)
    if let view { s = measurer.size(of: view, index: 0, dimensions: size, slot: s) }
    let anchor = containerAnchor
    let own = itemAnchor?.edges ?? anchor.edges
    let px = c.x + c.width * anchor.edges.horizontalFactor
    let py = c.y + c.height * anchor.edges.verticalFactor
    var x = px - s.width * own.horizontalFactor
    var y = py - s.height * own.verticalFactor
    if anchor.isFractional {
      x += anchor.offset.x * s.width
      y += anchor.offset.y * s.height
    } else {
      x += anchor.offset.x
      y += anchor.offset.y
    }
    return Rect(x: x, y: y, width: s.width, height: s.height)
  }
}

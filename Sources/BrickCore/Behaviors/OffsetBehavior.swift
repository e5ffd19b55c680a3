/// offset (docs/semantics.md#offset): frame = originalFrame grown by `sizeOffset`, then moved by
/// `originOffset` (never cumulative). Hidden items are left alone. Stateless and independent
/// of the scroll offset: each pass writes the selected, solved items again.
public struct OffsetBehavior: Behavior {
  public static let typeName = "offset"
  public static let parameterNames = ["bricks", "originOffset", "sizeOffset"]
  public var bricks: [Selector]
  public var originOffset = Size.zero
  public var sizeOffset = Size.zero

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    let solved = pass.layout.solvedItemCount
    for k in selection.items.indices {
      let item = selection.items[k]
      pass.stats.itemsVisited += 1
      guard item < solved, !pass.layout.isHidden(item) else { continue }
      var f = pass.originalFrame(item)
      f.width += sizeOffset.width
      f.height += sizeOffset.height
      f.x += originOffset.width
      f.y += originOffset.height
      pass.setFrame(item, f)
    }
  }
}

extension BehaviorSpec {
  public static func offset(
    bricks: [Selector], originOffset: Size, sizeOffset: Size
  ) -> BehaviorSpec {
    BehaviorSpec(OffsetBehavior(bricks: bricks, originOffset: originOffset, sizeOffset: sizeOffset))
  }
}

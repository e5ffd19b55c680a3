/// maxZIndex (docs/semantics.md#zindex): the k-th selected item in registration order gets
/// maxZIndex + 1 + k, above everything the automatic order gives. Pins the zIndex. Stateless.
public struct MaxZIndexBehavior: Behavior {
  public static let typeName = "maxZIndex"
  public static let parameterNames = ["bricks"]
  public var bricks: [Selector]

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    pass.pinZIndex(selection, fixed: nil)
  }
}

/// setZIndex (docs/semantics.md#zindex): every selected item gets maxZIndex + 1 + `zIndex`. Pins
/// the zIndex. Stateless.
public struct SetZIndexBehavior: Behavior {
  public static let typeName = "setZIndex"
  public static let parameterNames = ["bricks", "zIndex"]
  public var bricks: [Selector]
  public var zIndex: Int

  public func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void) {
    pass.pinZIndex(selection, fixed: zIndex)
  }
}

extension BehaviorSpec {
  public static func maxZIndex(bricks: [Selector]) -> BehaviorSpec {
    BehaviorSpec(MaxZIndexBehavior(bricks: bricks))
  }

  public static func setZIndex(bricks: [Selector], zIndex: Int) -> BehaviorSpec {
    BehaviorSpec(SetZIndexBehavior(bricks: bricks, zIndex: zIndex))
  }
}

extension BehaviorPass {
  /// Gives the selected, solved items maxZIndex + 1 + (`fixed`, or their registration rank).
  mutating func pinZIndex(_ selection: BehaviorSelection, fixed: Int?) {
    let solved = scene.layout.solvedItemCount
    let top = scene.layout.compiled.maxZIndex + 1
    for k in selection.items.indices {
      let item = selection.items[k]
      stats.itemsVisited += 1
      guard item < solved else { continue }
      let z = fixed.map { top + $0 } ?? top + k
      modify(item) { $0.zIndex = z }
    }
  }
}

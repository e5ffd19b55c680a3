/// hide (docs/semantics.md#hiding, BrickKit's `HideBehaviorDataSource`): the selected bricks are
/// laid out as hidden: they keep a frame at the cursor but take no space, are skipped by rect
/// queries and get alpha 0; a hidden section hides its subtree.
///
/// Hiding changes where everything after the brick goes, so it cannot wait for a pass: the
/// layout reads `hiddenBricks` from every behavior when it compiles, and the solver places
/// the bricks as hidden from the start. A pass then has nothing left to do.
public struct HideBehavior: Behavior {
  public static let typeName = "hide"
  public static let parameterNames = ["bricks"]
  public var bricks: [Selector]

  public var hiddenBricks: [Selector] { bricks }

  /// Nothing: the solver has already placed the bricks as hidden.
  public func run(
    _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout Void
  ) {}
}

extension BehaviorSpec {
  public static func hide(bricks: [Selector]) -> BehaviorSpec {
    BehaviorSpec(HideBehavior(bricks: bricks))
  }
}

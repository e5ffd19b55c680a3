/// A kind of layout behavior (docs/layout-file.md#behaviors, docs/semantics.md#behaviors): its
/// parameters, as one entry of `behaviors:` holds them, and what it does to a scene on every pass.
///
/// A new behavior is one file: a type conforming to `Behavior`, listed in
/// `BehaviorRegistry.types`, plus its entry in BrickFormat (LayoutValidator+Behaviors.swift).
/// The engine compiles each entry once per layout into a `BehaviorSelection` (the selected
/// items in BrickKit's registration order) and the behavior's `State`, then calls `run` on
/// every pass, in file order. The defaults below fit a layout-wide, stateless behavior that
/// needs nothing solved beyond the viewport.
public protocol Behavior: Hashable, Sendable {
  /// What the behavior remembers between passes (BrickKit's stateful behaviors read their
  /// previous frames); `Void` for stateless ones.
  associatedtype State: Sendable = Void

  /// The `type:` name in layout files.
  static var typeName: String { get }
  /// The keys an entry of this type may have besides `type` (the reader and the schema).
  static var parameterNames: [String] { get }

  /// The bricks it selects; empty (the default) for layout-wide behaviors. Settable so a
  /// collection can take its share of an outer behavior (`BehaviorSpec.keepingSelectors`).
  var bricks: [Selector] { get set }
  /// Per-brick numbers (a minimum or small height), read into `BehaviorSelection.values`.
  var perBrick: PerBrick? { get }
  /// True when a selected brick without a per-brick value is left out (card, spotlight).
  var skipsBricksWithoutValue: Bool { get }
  /// True when every pass solves the layout through the last selected item first
  /// (BrickKit's `needsDownstreamCalculation`).
  var solvesThroughSelection: Bool { get }
  /// Bricks the solver lays out as hidden: they take no space and are not drawn (`hide`,
  /// BrickKit's `HideBehaviorDataSource`, docs/semantics.md#hiding). Read once, when the layout
  /// compiles.
  var hiddenBricks: [Selector] { get }

  /// The state before the first pass.
  func makeState(for selection: BehaviorSelection) -> State
  /// Changes the scene in `pass` at its viewport: frames, zIndex, scale, content size, inset.
  func run(_ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: inout State)
  /// Where a scroll heading for `proposed` ends (snap to point); the default is `proposed`.
  func targetContentOffset(
    proposed: Point, _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: State
  ) -> Point
}

extension Behavior {
  public var bricks: [Selector] {
    get { [] }
    set {}  // a layout-wide behavior has no bricks to replace
  }
  public var perBrick: PerBrick? { nil }
  public var skipsBricksWithoutValue: Bool { false }
  public var solvesThroughSelection: Bool { false }
  public var hiddenBricks: [Selector] { [] }

  public func targetContentOffset(
    proposed: Point, _ pass: inout BehaviorPass, _ selection: BehaviorSelection, _ state: State
  ) -> Point {
    proposed
  }
}

extension Behavior where State == Void {
  public func makeState(for selection: BehaviorSelection) {}
}

/// Every behavior type a layout file may name, in the order errors and the schema list them.
/// Adding a behavior adds its type here (and its reader entry in BrickFormat); nothing else
/// switches over behavior types.
public enum BehaviorRegistry {
  public static let types: [any Behavior.Type] = [
    StickyBehavior.self, MinimumStickyBehavior.self, StickyFooterBehavior.self,
    OnScrollDownStickyBehavior.self, SnapToPointBehavior.self, SpotlightBehavior.self,
    CardBehavior.self, CoverFlowBehavior.self, OffsetBehavior.self, MaxZIndexBehavior.self,
    SetZIndexBehavior.self, HideBehavior.self,
  ]

  /// The `type:` names of `types`, in order.
  public static let typeNames: [String] = types.map { $0.typeName }

  /// The registered type named `name` in layout files.
  public static func type(named name: String) -> (any Behavior.Type)? {
    types.first { $0.typeName == name }
  }
}

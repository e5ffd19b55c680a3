/// Counts of the work the behavior passes did; tests pin them so a pass that starts touching
/// the whole layout fails a test, not only a benchmark (STYLE.md habit 6).
public struct BehaviorStats: Hashable, Sendable {
  /// Passes run (a repeated viewport runs none).
  public var passes = 0
  /// Selected items a behavior looked at, plus items visited by rect queries.
  public var itemsVisited = 0
  /// Overrides written (an item written twice counts twice).
  public var overridesWritten = 0
  /// Section items moved (their subtrees displaced).
  public var sectionsMoved = 0
  public init() {}
}

/// Runs a layout's behaviors (docs/layout-file.md#behaviors, docs/semantics.md#behaviors) at a
/// scroll position and keeps the result as a `Scene` it owns and updates in place.
///
/// - Behaviors run in **file order** on every pass, each seeing what the earlier ones did
///   (BrickKit keeps them in a `Set`, so its order is unspecified). A later behavior that sets
///   an item's frame wins; zIndex, scale and frame changes by different behaviors combine.
/// - A pass starts from the layout's frames (`frame`, never `originalFrame`); only the
///   stateful behaviors (onScrollDownSticky, card, spotlight) carry anything between passes.
/// - The engine is created settled at offset 0 (BrickKit runs its behaviors when the layout is
///   created, before any scroll): `init` runs a pass at offset 0 and then one at the requested
///   offset. `update` with the viewport of the last pass does nothing, so a repeated pass
///   changes nothing.
/// - Solving: stickyFooter, spotlight and card solve the layout through their last selected
///   item (BrickKit's downstream calculation forces those items into existence), except that
///   root sticky footers may have the rows at the end placed ahead instead
///   (`BehaviorEngine+Downstream.swift`); every pass solves through the viewport's bottom.
///   Selected items not placed are skipped.
/// - Moving a section item moves its subtree: the scene records one `Displacement` for it
///   (descendants are displayed at frame + the section's displacement), and overrides already
///   written inside it move by the same amount. Cost O(displacements + overrides), not
///   O(subtree).
/// - Steady scrolling allocates nothing: the scene's dictionary and buffers are cleared keeping
///   their capacity, and scratch buffers are reused.
public struct BehaviorEngine: Sendable {
  /// The scene behaviors write, with the engine's counts and buffers.
  var pass: BehaviorPass
  /// The compiled `behaviors:` entries, in file order.
  var slots: [any BehaviorSlot]
  var lastViewport: Viewport?
  /// The last item any behavior needs solved (-1: none).
  let downstreamItem: Int
  /// Root sticky footers whose rows can be placed ahead (BehaviorEngine+Downstream).
  let aheadFooters: SelectionColumn<Int>?
  /// True when the layout has collection bricks (each pass then refreshes the visible ones).
  let hasCollections: Bool

  /// Compiles the layout's `behaviors`, then settles at offset 0 and runs a pass at
  /// `viewport`.
  public init(layout: SolvedLayout, viewport: Viewport) {
    pass = BehaviorPass(scene: Scene(layout: layout, viewport: viewport))
    let compiled = layout.compiled
    slots = compiled.spec.behaviors.map { $0.behavior.makeSlot(compiled: compiled) }
    downstreamItem = slots.reduce(-1) { max($0, $1.downstreamItem) }
    aheadFooters = Self.footersPlacedAhead(slots)
    hasCollections = compiled.containsCollections
    // Room for what a pass usually touches; capped, so that a behavior over a million
    // repetitions does not make a first screen pay for a table of them (a long scroll grows
    // the tables once, and they keep their capacity).
    let capacity = min(slots.reduce(16) { $0 + 2 * $1.selectedCount }, 4_096)
    pass.scene.overrides.reserveCapacity(capacity)
    pass.touched.reserveCapacity(capacity)
    pass.scratch.reserveCapacity(64)
    settle(viewport)
  }

  /// The displayed state after the last pass. Read it in place (`engine.scene.forEachItem`);
  /// holding a copy across the next `update` makes that update copy the scene's storage.
  public internal(set) var scene: Scene {
    get { pass.scene }
    _modify { yield &pass.scene }
    set { pass.scene = newValue }
  }

  /// Counts of the work the passes did.
  public var stats: BehaviorStats { pass.stats }

  /// The solved layout the scene shows.
  public var layout: SolvedLayout { pass.scene.layout }

  /// Runs the behaviors at `viewport` (offset, size, content inset). Does nothing when the
  /// viewport equals the last pass's.
  public mutating func update(viewport: Viewport) {
    if viewport == lastViewport { return }
    runPass(viewport)
  }

  /// Scrolls to `offset`, keeping the viewport's size and content inset.
  public mutating func scroll(to offset: Point) {
    var v = pass.scene.viewport
    v.offset = offset
    update(viewport: v)
  }

  /// Replaces the layout (a new width, new content) and settles again at offset 0 then at the
  /// current viewport. Stateful behaviors forget their state, as BrickKit's do when it
  /// re-creates its attributes; collections keep their requested inner offsets.
  public mutating func replaceLayout(_ layout: SolvedLayout) {
    let viewport = pass.scene.viewport
    let offsets = pass.scene.collections.requestedOffsets
    self = BehaviorEngine(layout: layout, viewport: viewport)
    restoreCollectionOffsets(offsets)
  }

  /// Changes the layout in place (e.g. `updateHeight`) and re-runs the behaviors at the current
  /// viewport, keeping their state.
  public mutating func modifyLayout(_ body: (inout SolvedLayout) -> Void) {
    body(&pass.scene.layout)
    runPass(pass.scene.viewport)
  }

  /// Where a scroll heading for `proposed` would end: snap to point's answer (the proposal
  /// itself when there is no snap behavior). Also stored in `scene.targetContentOffset`.
  public mutating func targetContentOffset(proposed: Point) -> Point {
    let rect = Rect(origin: proposed, size: pass.scene.viewport.size)
    if pass.scene.layout.compiled.spec.scrollDirection == .vertical {
      pass.scene.layout.solve(through: .rect(rect))
    }
    var p = proposed
    for slot in slots { p = slot.targetContentOffset(proposed: p, &pass) }
    pass.scene.targetContentOffset = p
    return p
  }

  // MARK: - Passes

  mutating func settle(_ viewport: Viewport) {
    var zero = viewport
    zero.offset = .zero
    runPass(zero)
    if viewport.offset != .zero { runPass(viewport) }
  }

  mutating func runPass(_ viewport: Viewport) {
    lastViewport = viewport
    pass.stats.passes += 1
    pass.scene.layout.solve(through: .rect(viewport.bounds))
    if downstreamItem >= 0 { solveDownstream(viewport) }
    pass.begin(viewport)
    for i in slots.indices { slots[i].run(&pass) }
    if hasCollections { refreshCollections(in: viewport.bounds) }
  }
}

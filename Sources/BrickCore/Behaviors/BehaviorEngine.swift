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

/// Runs a layout's behaviors (FORMAT.md §1.1, reference §9) at a scroll position and keeps the
/// result as a `Scene` it owns and updates in place.
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
  /// The displayed state after the last pass. Read it in place (`engine.scene.forEachItem`);
  /// holding a copy across the next `update` makes that update copy the scene's storage.
  public internal(set) var scene: Scene
  public internal(set) var stats = BehaviorStats()
  var slots: [BehaviorSlot]
  /// Items given an override this pass, in the order written.
  var touched = ContiguousArray<Int>()
  /// Scratch for rect queries and sorting.
  var scratch = ContiguousArray<Int>()
  var lastViewport: Viewport?
  /// The last item any behavior needs solved (-1: none).
  let downstreamItem: Int
  /// Root sticky footers whose rows can be placed ahead (BehaviorEngine+Downstream).
  let aheadFooters: ContiguousArray<Int>?
  /// True when the layout has collection bricks (each pass then refreshes the visible ones).
  let hasCollections: Bool
  /// Inner engines of the collection items shown so far, by item (BehaviorEngine+Collections).
  var collectionEngines: [Int: BehaviorEngine] = [:]

  /// Compiles the layout's `behaviors`, then settles at offset 0 and runs a pass at
  /// `viewport`.
  public init(layout: SolvedLayout, viewport: Viewport) {
    scene = Scene(layout: layout, viewport: viewport)
    let compiled = layout.compiled
    slots = compiled.spec.behaviors.map { BehaviorSlot($0, compiled: compiled) }
    downstreamItem = slots.reduce(-1) { max($0, $1.downstreamItem) }
    aheadFooters = Self.footersPlacedAhead(slots)
    hasCollections = compiled.containsCollections
    let capacity = slots.reduce(16) { $0 + 2 * $1.items.count }
    scene.overrides.reserveCapacity(capacity)
    touched.reserveCapacity(capacity)
    scratch.reserveCapacity(64)
    settle(viewport)
  }

  /// The solved layout the scene shows.
  public var layout: SolvedLayout { scene.layout }

  /// Runs the behaviors at `viewport` (offset, size, content inset). Does nothing when the
  /// viewport equals the last pass's.
  public mutating func update(viewport: Viewport) {
    if viewport == lastViewport { return }
    runPass(viewport)
  }

  /// Scrolls to `offset`, keeping the viewport's size and content inset.
  public mutating func scroll(to offset: Point) {
    var v = scene.viewport
    v.offset = offset
    update(viewport: v)
  }

  /// Replaces the layout (a new width, new content) and settles again at offset 0 then at the
  /// current viewport. Stateful behaviors forget their state, as BrickKit's do when it
  /// re-creates its attributes.
  public mutating func replaceLayout(_ layout: SolvedLayout) {
    let viewport = scene.viewport
    let offsets = scene.collectionOffsets
    self = BehaviorEngine(layout: layout, viewport: viewport)
    restoreCollectionOffsets(offsets)
  }

  /// Changes the layout in place (e.g. `updateHeight`) and re-runs the behaviors at the current
  /// viewport, keeping their state.
  public mutating func modifyLayout(_ body: (inout SolvedLayout) -> Void) {
    body(&scene.layout)
    runPass(scene.viewport)
  }

  /// Where a scroll heading for `proposed` would end: snap to point's answer (the proposal
  /// itself when there is no snap behavior). Also stored in `scene.targetContentOffset`.
  public mutating func targetContentOffset(proposed: Point) -> Point {
    let rect = Rect(origin: proposed, size: scene.viewport.size)
    if scene.layout.compiled.spec.scrollDirection == .vertical {
      scene.layout.solve(through: .rect(rect))
    }
    var p = proposed
    for slot in slots {
      if case .snap(let position) = slot.kind { p = snapTarget(position, proposed: p) }
    }
    scene.targetContentOffset = p
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
    stats.passes += 1
    scene.layout.solve(through: .rect(viewport.bounds))
    if downstreamItem >= 0 { solveDownstream(viewport) }
    scene.viewport = viewport
    scene.overrides.removeAll(keepingCapacity: true)
    scene.displacements.removeAll(keepingCapacity: true)
    touched.removeAll(keepingCapacity: true)
    scene.contentSize = scene.layout.contentSize
    scene.contentInset = viewport.contentInset
    scene.baseScale = 1
    scene.targetContentOffset = nil
    for i in slots.indices {
      switch slots[i].kind {
      case .sticky, .minimumSticky, .stickyFooter: runSticky(i)
      case .onScrollDown: runOnScrollDown(i)
      case .snap(let position): applySnapInset(position)
      case .spotlight: runSpotlight(i)
      case .card: runCard(i)
      case .coverFlow(let f): runCoverFlow(minimumScaleFactor: f)
      case .offset(let origin, let size): runOffset(i, origin: origin, size: size)
      case .maxZIndex, .setZIndex: runZIndex(i)
      case .hide: break  // applied by the solver
      }
    }
    if hasCollections { refreshCollections(in: viewport.bounds) }
  }

  // MARK: - Writing the scene

  /// The item's displayed frame so far in this pass.
  @inline(__always) func currentFrame(_ item: Int) -> Rect { scene.attributes(of: item).frame }

  /// Changes an item's displayed attributes, starting from what is displayed so far.
  mutating func modify(_ item: Int, _ body: (inout ItemAttributes) -> Void) {
    var a = scene.attributes(of: item)
    body(&a)
    if scene.overrides.updateValue(a, forKey: item) == nil { touched.append(item) }
    stats.overridesWritten += 1
  }

  /// Sets an item's displayed frame (and sticking percentage, when given); a section item
  /// takes its subtree along.
  mutating func setFrame(_ item: Int, _ frame: Rect, stickingPercentage: Double? = nil) {
    let old = currentFrame(item)
    modify(item) {
      $0.frame = frame
      if let p = stickingPercentage { $0.stickingPercentage = p }
    }
    let dx = frame.x - old.x, dy = frame.y - old.y
    if dx != 0 || dy != 0 { moveSubtree(of: item, dx: dx, dy: dy) }
  }

  /// Moves everything inside section item `item` by (dx, dy): its displacement, nested
  /// displacements and overrides already written inside it.
  mutating func moveSubtree(of item: Int, dx: Double, dy: Double) {
    let compiled = scene.layout.compiled
    let node = compiled.node(ofItem: item)
    guard compiled.isSection(node: node) else { return }
    let range = (item + 1)..<(item + compiled.subtreeItemCount(ofNode: node))
    guard !range.isEmpty else { return }
    stats.sectionsMoved += 1
    let enclosing = scene.displacement(of: range.lowerBound)
    var found = false
    for k in scene.displacements.indices {
      let r = scene.displacements[k].items
      if r.lowerBound >= range.lowerBound && r.upperBound <= range.upperBound {
        scene.displacements[k].dx += dx
        scene.displacements[k].dy += dy
        if r == range { found = true }
      }
    }
    if !found {
      let base = enclosing.map { ($0.dx, $0.dy) } ?? (0, 0)
      scene.displacements.append(Displacement(items: range, dx: base.0 + dx, dy: base.1 + dy))
    }
    for t in touched where range.contains(t) {
      if var a = scene.overrides[t] {
        a.frame = a.frame.offsetBy(dx: dx, dy: dy)
        scene.overrides[t] = a
      }
    }
  }

  /// Collects into `scratch` the items displayed in `rect` (the root excluded).
  mutating func collectDisplayed(in rect: Rect) {
    var buffer = ContiguousArray<Int>()
    swap(&buffer, &scratch)
    buffer.removeAll(keepingCapacity: true)
    var visited = 0
    scene.forEachItem(in: rect) { item, _ in
      visited += 1
      if item != 0 { buffer.append(item) }
    }
    swap(&buffer, &scratch)
    stats.itemsVisited += visited
  }
}

/// The scene the behaviors write, and the only way they write it: a behavior reads the
/// layout and the viewport here and changes items through `modify` and `setFrame`, which keep
/// the bookkeeping (moved subtrees, counts) right.
///
/// The engine owns one and starts every pass from the layout's frames (`begin`); behaviors
/// then run in file order, each seeing what the earlier ones wrote.
public struct BehaviorPass: Sendable {
  /// The displayed state so far.
  public internal(set) var scene: Scene
  /// Counts of the work done (BehaviorStats).
  public internal(set) var stats = BehaviorStats()
  /// Items given an override this pass, in the order written.
  var touched = ContiguousArray<Int>()
  /// Scratch for rect queries and sorting.
  var scratch = ContiguousArray<Int>()

  init(scene: Scene) { self.scene = scene }

  /// The solved layout the scene shows.
  public var layout: SolvedLayout { scene.layout }
  /// The viewport of this pass.
  public var viewport: Viewport { scene.viewport }

  /// The content size after behaviors (spotlight and card change it).
  public var contentSize: Size {
    get { scene.contentSize }
    set { scene.contentSize = newValue }
  }

  /// The content inset after behaviors (snap to point and spotlight change it).
  public var contentInset: EdgeInsets {
    get { scene.contentInset }
    set { scene.contentInset = newValue }
  }

  /// The scale of every item without an override except the root (cover flow).
  public var baseScale: Double {
    get { scene.baseScale }
    set { scene.baseScale = newValue }
  }

  /// Resets the scene to the layout's frames at `viewport`, keeping every buffer's capacity.
  mutating func begin(_ viewport: Viewport) {
    scene.viewport = viewport
    scene.overrides.removeAll(keepingCapacity: true)
    scene.displacements.removeAll(keepingCapacity: true)
    touched.removeAll(keepingCapacity: true)
    scene.contentSize = scene.layout.contentSize
    scene.contentInset = viewport.contentInset
    scene.baseScale = 1
    scene.targetContentOffset = nil
  }

  // MARK: - Reading

  /// The item's displayed frame so far in this pass.
  @inline(__always) public func currentFrame(_ item: Int) -> Rect {
    scene.attributes(of: item).frame
  }

  /// The item's frame before behaviors.
  @inline(__always) public func originalFrame(_ item: Int) -> Rect {
    scene.layout.originalFrame(of: item)
  }

  /// True when the solver has placed `item` (behaviors skip unsolved selected items).
  @inline(__always) public func isSolved(_ item: Int) -> Bool {
    item < scene.layout.solvedItemCount
  }

  // MARK: - Writing

  /// Changes an item's displayed attributes, starting from what is displayed so far.
  public mutating func modify(_ item: Int, _ body: (inout ItemAttributes) -> Void) {
    var a = scene.attributes(of: item)
    body(&a)
    if scene.overrides.updateValue(a, forKey: item) == nil { touched.append(item) }
    stats.overridesWritten += 1
  }

  /// Sets an item's displayed frame (and sticking percentage, when given); a section item
  /// takes its subtree along.
  public mutating func setFrame(_ item: Int, _ frame: Rect, stickingPercentage: Double? = nil) {
    let old = currentFrame(item)
    modify(item) {
      $0.frame = frame
      if let p = stickingPercentage { $0.stickingPercentage = p }
    }
    let dx = frame.x - old.x
    let dy = frame.y - old.y
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
    for k in touched.indices where range.contains(touched[k]) {
      let t = touched[k]
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

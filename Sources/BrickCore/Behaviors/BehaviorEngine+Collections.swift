/// Collection bricks in the behavior engine (docs/semantics.md#collections): every collection item
/// shown gets its own inner `BehaviorEngine`, created lazily the first time the item is displayed
/// (or asked for), on the outer layout's cached inner layout, and kept in the scene's
/// `CollectionStore`. Its viewport is the item's displayed frame size at the requested inner offset
/// (zero when absent), clamped to the inner content (`Scene.clampedOffset`); its behaviors (the
/// collection's own, and the file's that name inner ids) run at that offset.
///
/// Every outer pass refreshes the collections displayed in the viewport (a repeated inner
/// viewport runs no inner pass). Collections that scrolled away keep their engine and offset
/// (stateful inner behaviors keep their state), hence their last scene.
extension BehaviorEngine {
  /// Scrolls the inner layout of collection item `item` to `offset`, clamped to its content
  /// (and content inset), and runs its behaviors there.
  ///
  /// - Returns: the offset used, or nil when `item` is not a solved collection.
  @discardableResult
  public mutating func scrollCollection(item: Int, to offset: Point) -> Point? {
    guard pass.scene.layout.isCollection(item) else { return nil }
    pass.scene.collections.request(offset, for: item)
    refreshCollection(item)
    let used = pass.scene.collections.engine(of: item)?.scene.viewport.offset ?? .zero
    pass.scene.collections.request(used, for: item)
    return used
  }

  /// The inner scroll offset of collection item `item` (zero until scrolled).
  public func collectionOffset(item: Int) -> Point { pass.scene.collections.offset(of: item) }

  /// The inner content size of collection item `item` after its behaviors; nil when `item` is
  /// not a solved collection.
  public func collectionContentSize(item: Int) -> Size? {
    pass.scene.collectionScene(at: item)?.contentSize
  }

  /// The scroll range of collection item `item`: the smallest and largest offsets
  /// `scrollCollection(item:to:)` accepts, per axis. Nil when `item` is not a collection.
  public func collectionScrollRange(item: Int) -> (min: Point, max: Point)? {
    guard let inner = pass.scene.collectionScene(at: item) else { return nil }
    let far = Double.greatestFiniteMagnitude
    let low = inner.clampedOffset(Point(x: -far, y: -far))
    let high = inner.clampedOffset(Point(x: far, y: far))
    return (low, high)
  }

  /// The inner engine of collection item `item`, once it has been shown or scrolled.
  public func collectionEngine(item: Int) -> BehaviorEngine? {
    pass.scene.collections.engine(of: item)
  }

  /// Inner engines created so far (one per collection item shown).
  public var collectionEngineCount: Int { pass.scene.collections.engineCount }

  /// Where an inner scroll of collection item `item` heading for `proposed` would end: the
  /// inner snap to point's answer, clamped like `scrollCollection(item:to:)`. Does not scroll.
  /// Nil when `item` is not a solved collection.
  public mutating func collectionTargetContentOffset(item: Int, proposed: Point) -> Point? {
    var target: Point?
    modifyCollection(item: item) { inner in
      target = inner.scene.clampedOffset(inner.targetContentOffset(proposed: proposed))
    }
    return target
  }

  /// Runs `body` on the inner engine of collection item `item` (created if needed), then
  /// records its offset: for nested collections
  /// (`modifyCollection(item: a) { $0.scrollCollection(item: b, to: p) }`).
  public mutating func modifyCollection(item: Int, _ body: (inout BehaviorEngine) -> Void) {
    guard pass.scene.layout.isCollection(item) else { return }
    refreshCollection(item)
    guard var inner = pass.scene.collections.takeEngine(of: item) else { return }
    body(&inner)
    let offset = inner.scene.viewport.offset
    if offset != .zero || pass.scene.collections.requestedOffset(of: item) != nil {
      pass.scene.collections.request(offset, for: item)
    }
    pass.scene.collections.put(inner, for: item)
  }

  /// Creates (or refreshes) the inner engines of every collection displayed in `rect`, for
  /// output that lists collections outside the viewport (`brickyard frames`).
  public mutating func showCollections(in rect: Rect) {
    guard hasCollections else { return }
    if pass.scene.layout.compiled.spec.scrollDirection == .vertical {
      pass.scene.layout.solve(through: .rect(rect))
    }
    refreshCollections(in: rect)
  }

  // MARK: - Internals

  /// Refreshes the inner engines of the collections displayed in `rect`. Allocates only when
  /// a collection is shown for the first time.
  mutating func refreshCollections(in rect: Rect) {
    pass.collectDisplayed(in: rect)
    for k in pass.scratch.indices where pass.scene.layout.isCollection(pass.scratch[k]) {
      refreshCollection(pass.scratch[k])
    }
  }

  /// Brings one collection's inner engine to the item's displayed size and requested offset.
  mutating func refreshCollection(_ item: Int) {
    let size = Scene.viewportSize(of: pass.scene.attributes(of: item).frame)
    // Take the engine out, so its storage stays uniquely referenced and its pass does not
    // copy it.
    var inner: BehaviorEngine
    if let existing = pass.scene.collections.takeEngine(of: item) {
      inner = existing
    } else {
      guard let layout = pass.scene.layout.cacheCollectionLayout(at: item) else { return }
      inner = BehaviorEngine(layout: layout, viewport: Viewport(size: size))
    }
    var viewport = inner.scene.viewport
    viewport.size = size
    let requested = pass.scene.collections.requestedOffset(of: item) ?? .zero
    viewport.offset = Scene.clamp(
      requested, contentSize: inner.scene.contentSize, viewportSize: size,
      contentInset: inner.scene.contentInset)
    inner.update(viewport: viewport)
    if viewport.offset != requested { pass.scene.collections.request(viewport.offset, for: item) }
    pass.scene.collections.put(inner, for: item)
  }

  /// After `replaceLayout`: the inner offsets of items that are still collections, applied to
  /// the collections in view.
  mutating func restoreCollectionOffsets(_ offsets: [Int: Point]) {
    guard hasCollections, !offsets.isEmpty else { return }
    for (item, offset) in offsets where pass.scene.layout.isCollection(item) {
      pass.scene.collections.request(offset, for: item)
    }
    refreshCollections(in: pass.scene.viewport.bounds)
  }
}

extension BehaviorEngine {
  /// Sets the inner offset asked for `item` without a collection engine (a compositional
  /// layout's orthogonal section, whose behavior reads it) and runs the behaviors again.
  public mutating func requestInnerOffset(_ offset: Point, for item: Int) {
    pass.scene.collections.request(offset, for: item)
    runPass(pass.scene.viewport)
  }

  /// The compositional layout the scene shows, solved for its environment; nil for BrickKit
  /// files.
  public var compositionalLayout: (CompositionalLayout, CompositionalBehavior)? {
    let spec = pass.scene.layout.compiled.spec
    guard let layout = pass.scene.layout.compositional,
      let b = spec.behaviors.first?.behavior as? CompositionalBehavior
    else { return nil }
    return (layout, b)
  }
}

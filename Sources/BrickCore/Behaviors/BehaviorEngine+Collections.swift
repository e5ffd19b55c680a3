/// Collection bricks in the behavior engine (reference §9.12): every collection item shown
/// gets its own inner `BehaviorEngine`, created lazily the first time the item is displayed
/// (or asked for), on the outer layout's cached inner layout. Its viewport is the item's
/// displayed frame size at the inner offset `scene.collectionOffsets[item]` (zero when absent),
/// clamped to the inner content (`Scene.clampedOffset`); its behaviors (the collection's own,
/// and the file's that name inner ids) run at that offset.
///
/// Every outer pass refreshes the collections displayed in the viewport (a repeated inner
/// viewport runs no inner pass) and copies their scenes into `scene.collectionScenes`, where
/// the rasterizer and the frames output read them. Collections that scrolled away keep their
/// engine and offset (stateful inner behaviors keep their state), and their last scene.
extension BehaviorEngine {
  /// Scrolls the inner layout of collection item `item` to `offset`, clamped to its content
  /// (and content inset), and runs its behaviors there.
  ///
  /// - Returns: the offset used, or nil when `item` is not a solved collection.
  @discardableResult
  public mutating func scrollCollection(item: Int, to offset: Point) -> Point? {
    guard scene.layout.isCollection(item) else { return nil }
    scene.collectionOffsets[item] = offset
    refreshCollection(item)
    let used = collectionEngines[item]?.scene.viewport.offset ?? .zero
    scene.collectionOffsets[item] = used
    return used
  }

  /// The inner scroll offset of collection item `item` (zero until scrolled).
  public func collectionOffset(item: Int) -> Point {
    collectionEngines[item]?.scene.viewport.offset ?? scene.collectionOffsets[item] ?? .zero
  }

  /// The inner content size of collection item `item` after its behaviors; nil when `item` is
  /// not a solved collection.
  public func collectionContentSize(item: Int) -> Size? {
    if let inner = collectionEngines[item] { return inner.scene.contentSize }
    return scene.collectionScene(at: item)?.contentSize
  }

  /// The scroll range of collection item `item`: the smallest and largest offsets
  /// `scrollCollection(item:to:)` accepts, per axis. Nil when `item` is not a collection.
  public func collectionScrollRange(item: Int) -> (min: Point, max: Point)? {
    guard let inner = collectionEngines[item]?.scene ?? scene.collectionScene(at: item) else { return nil }
    let low = inner.clampedOffset(Point(x: -Double.greatestFiniteMagnitude, y: -Double.greatestFiniteMagnitude))
    let high = inner.clampedOffset(Point(x: Double.greatestFiniteMagnitude, y: Double.greatestFiniteMagnitude))
    return (low, high)
  }

  /// The inner engine of collection item `item`, once it has been shown or scrolled.
  public func collectionEngine(item: Int) -> BehaviorEngine? { collectionEngines[item] }

  /// Inner engines created so far (one per collection item shown).
  public var collectionEngineCount: Int { collectionEngines.count }

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
  /// records its offset and scene: for nested collections
  /// (`modifyCollection(item: a) { $0.scrollCollection(item: b, to: p) }`).
  public mutating func modifyCollection(item: Int, _ body: (inout BehaviorEngine) -> Void) {
    guard scene.layout.isCollection(item) else { return }
    refreshCollection(item)
    scene.collectionScenes.removeValue(forKey: item)
    guard var inner = collectionEngines.removeValue(forKey: item) else { return }
    body(&inner)
    if inner.scene.viewport.offset != .zero || scene.collectionOffsets[item] != nil {
      scene.collectionOffsets[item] = inner.scene.viewport.offset
    }
    scene.collectionScenes[item] = inner.scene
    collectionEngines[item] = inner
  }

  /// Creates (or refreshes) the inner engines of every collection displayed in `rect`, for
  /// output that lists collections outside the viewport (`brickyard frames`).
  public mutating func showCollections(in rect: Rect) {
    guard hasCollections else { return }
    if scene.layout.compiled.spec.scrollDirection == .vertical {
      scene.layout.solve(through: .rect(rect))
    }
    refreshCollections(in: rect)
  }

  // MARK: - Internals

  /// Refreshes the inner scenes of the collections displayed in `rect`. Allocates only when a
  /// collection is shown for the first time.
  mutating func refreshCollections(in rect: Rect) {
    collectDisplayed(in: rect)
    for k in scratch.indices where scene.layout.isCollection(scratch[k]) {
      refreshCollection(scratch[k])
    }
  }

  /// Brings one collection's inner engine to the item's displayed size and requested offset.
  mutating func refreshCollection(_ item: Int) {
    let size = Scene.viewportSize(of: scene.attributes(of: item).frame)
    // Drop the scene's copy first, so the inner engine's storage stays uniquely referenced
    // and its pass does not copy it.
    scene.collectionScenes.removeValue(forKey: item)
    var inner: BehaviorEngine
    if let existing = collectionEngines.removeValue(forKey: item) {
      inner = existing
    } else {
      guard let layout = scene.layout.cacheCollectionLayout(at: item) else { return }
      inner = BehaviorEngine(layout: layout, viewport: Viewport(size: size))
    }
    var viewport = inner.scene.viewport
    viewport.size = size
    let requested = scene.collectionOffsets[item] ?? .zero
    viewport.offset = Scene.clamp(
      requested, contentSize: inner.scene.contentSize, viewportSize: size,
      contentInset: inner.scene.contentInset)
    inner.update(viewport: viewport)
    if viewport.offset != requested { scene.collectionOffsets[item] = viewport.offset }
    scene.collectionScenes[item] = inner.scene
    collectionEngines[item] = inner
  }

  /// After `replaceLayout`: the inner offsets of items that are still collections, applied to
  /// the collections in view.
  mutating func restoreCollectionOffsets(_ offsets: [Int: Point]) {
    guard hasCollections, !offsets.isEmpty else { return }
    for (item, offset) in offsets where scene.layout.isCollection(item) {
      scene.collectionOffsets[item] = offset
    }
    refreshCollections(in: scene.viewport.bounds)
  }
}

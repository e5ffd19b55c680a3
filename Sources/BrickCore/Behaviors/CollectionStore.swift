/// The nested scroll state of a scene's collection items (docs/semantics.md#collections), in one
/// place: per collection item, the inner offset asked for and the inner behavior engine, whose
/// scene is the inner layout as displayed (inner behaviors applied at the inner offset).
///
/// A scene owns one; the behavior engine creates inner engines in it for the collections it
/// shows, and everything else (the rasterizer, the frames output, the previewer) reads it
/// through `Scene.collectionScene(at:)` and the engine's `collection…` queries. Nothing is
/// copied between owners: an inner scene is its engine's.
public struct CollectionStore: Sendable {
  struct Entry: Sendable {
    /// The offset asked for, clamped to the inner content once the engine exists; nil when
    /// never set (offset zero).
    var requested: Point?
    /// Created the first time the collection is shown or asked for.
    var engine: BehaviorEngine?
  }

  var entries: [Int: Entry] = [:]

  public init() {}

  /// The inner offset asked for collection item `item`: nil when never set.
  public func requestedOffset(of item: Int) -> Point? { entries[item]?.requested }

  /// Asks for inner offset `offset` in collection item `item`; the engine clamps it to the
  /// inner content on its next pass. Without an engine, `Scene.collectionScene(at:)` clamps it.
  public mutating func request(_ offset: Point, for item: Int) {
    entries[item, default: Entry()].requested = offset
  }

  /// Every requested offset, by item.
  public var requestedOffsets: [Int: Point] {
    var offsets: [Int: Point] = [:]
    for (item, entry) in entries { if let p = entry.requested { offsets[item] = p } }
    return offsets
  }

  /// The inner offset of collection item `item`: its engine's, else the one asked for, else 0.
  public func offset(of item: Int) -> Point {
    entries[item]?.engine?.scene.viewport.offset ?? entries[item]?.requested ?? .zero
  }

  /// The inner engine of collection item `item`, once it has been shown or scrolled.
  public func engine(of item: Int) -> BehaviorEngine? { entries[item]?.engine }

  /// Collection items that have an inner engine, in item order.
  public var shownItems: [Int] {
    entries.compactMap { $0.value.engine == nil ? nil : $0.key }.sorted()
  }

  /// Inner engines created so far (one per collection item shown).
  public var engineCount: Int { entries.values.reduce(0) { $0 + ($1.engine == nil ? 0 : 1) } }

  /// Removes and returns the engine of `item`, so the caller can update it while it is
  /// uniquely referenced (no copy of its storage), then `put` it back.
  mutating func takeEngine(of item: Int) -> BehaviorEngine? {
    guard entries[item]?.engine != nil else { return nil }
    var engine: BehaviorEngine?
    swap(&engine, &entries[item, default: Entry()].engine)
    return engine
  }

  /// Stores the engine of `item`.
  mutating func put(_ engine: BehaviorEngine, for item: Int) {
    entries[item, default: Entry()].engine = engine
  }
}

/// The inner layouts of collection bricks, cached in the outer layout: compiled once per
/// collection node (every repetition of a repeated collection shares it) and solved once per
/// size. Built lazily, when a collection is measured (auto height) or asked for.
struct CollectionCache: Sendable {
  struct Key: Hashable, Sendable {
    var node: Int
    var width: Double
    /// The inner environment's viewport height.
    var height: Double
  }

  var compiled: [Int: CompiledLayout] = [:]
  var solved: [Key: SolvedLayout] = [:]
}

/// Collection bricks (docs/semantics.md#collections): the inner layout of a collection item.
///
/// An inner layout is solved whole in the outer environment's traits with a viewport as wide
/// as the brick (ratio widths are fractions of the brick's width, as BrickKit's inner
/// collection view is the brick). Its viewport height is the outer viewport's while the brick's
/// height is being measured (the brick's auto height is the inner content height, so it cannot
/// be known yet), and the brick's own height when that is not auto.
extension SolvedLayout {
  /// True when `item` is a solved collection brick.
  public func isCollection(_ item: Int) -> Bool {
    item > 0 && item < records.count && compiled.isCollection(node: compiled.node(ofItem: item))
  }

  /// The inner layout shown by collection item `item`, fully solved; nil when the item is not
  /// a solved collection. Uses the layout's cache when the inner layout is there (every
  /// measured collection is); otherwise solves one without keeping it (use
  /// `cacheCollectionLayout(at:)` to keep it).
  ///
  /// - Complexity: O(1) when cached; otherwise O(inner nodes + inner items).
  public func collectionLayout(at item: Int) -> SolvedLayout? {
    guard let key = collectionKey(item) else { return nil }
    if let solved = collectionCache.solved[key] { return solved }
    let inner =
      collectionCache.compiled[key.node]
      ?? compiled.innerSpec(ofCollectionNode: key.node).map { CompiledLayout($0) }
    return inner.map { solveInner($0, key) }
  }

  /// `collectionLayout(at:)`, keeping what it compiles and solves for the next call.
  @discardableResult
  public mutating func cacheCollectionLayout(at item: Int) -> SolvedLayout? {
    guard let key = collectionKey(item) else { return nil }
    if let solved = collectionCache.solved[key] { return solved }
    guard let inner = innerCompiled(node: key.node) else { return nil }
    let solved = solveInner(inner, key)
    collectionCache.solved[key] = solved
    return solved
  }

  /// How many inner layouts the cache holds: compiled (one per collection node) and solved
  /// (one per node and size). Tests pin these.
  public var collectionCacheCounts: (compiled: Int, solved: Int) {
    (collectionCache.compiled.count, collectionCache.solved.count)
  }

  // MARK: - Internals

  /// The auto height of a collection brick of `node` at width `w`: the inner layout's content
  /// height (BrickKit's CollectionBrick), solved once per node and width.
  mutating func collectionContentHeight(node: Int, width w: Double) -> Double {
    let key = CollectionCache.Key(
      node: node, width: Self.innerLength(w), height: Self.innerLength(environment.viewport.height))
    if let solved = collectionCache.solved[key] { return solved.contentSize.height }
    guard let inner = innerCompiled(node: node) else { return 0 }
    let solved = solveInner(inner, key)
    collectionCache.solved[key] = solved
    return solved.contentSize.height
  }

  /// The cache key of the layout an item shows: the measured one when it exists, else one at
  /// the brick's size.
  func collectionKey(_ item: Int) -> CollectionCache.Key? {
    guard isCollection(item) else { return nil }
    let node = compiled.node(ofItem: item)
    let f = frame(of: item)
    let measured = CollectionCache.Key(
      node: node, width: Self.innerLength(f.width),
      height: Self.innerLength(environment.viewport.height))
    if collectionCache.solved[measured] != nil { return measured }
    return CollectionCache.Key(
      node: node, width: measured.width, height: Self.innerLength(f.height))
  }

  mutating func innerCompiled(node: Int) -> CompiledLayout? {
    if let inner = collectionCache.compiled[node] { return inner }
    guard let spec = compiled.innerSpec(ofCollectionNode: node) else { return nil }
    let inner = CompiledLayout(spec)
    collectionCache.compiled[node] = inner
    return inner
  }

  func solveInner(_ inner: CompiledLayout, _ key: CollectionCache.Key) -> SolvedLayout {
    let env = Environment(
      viewport: Size(width: key.width, height: key.height), traits: environment.traits)
    var solved = SolvedLayout(inner, environment: env, options: options)
    solved.solve(through: .end)
    return solved
  }

  /// A length usable as an inner viewport side and a cache key: finite and at least 0.
  static func innerLength(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}

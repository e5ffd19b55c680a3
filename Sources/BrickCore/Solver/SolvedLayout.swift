/// What a solve can be asked to take into account besides the environment.
public struct SolveOptions: Hashable, Sendable {
  /// Milliseconds since the layout appeared: an image whose `loadDelay` is later keeps its
  /// estimate. nil means settled (every image loaded).
  public var timeMilliseconds: Double?
  public init(timeMilliseconds: Double? = nil) { self.timeMilliseconds = timeMilliseconds }
}

/// Counts of the work a solve did; tests pin them so a regression in laziness or invalidation
/// fails a test, not only a benchmark.
public struct SolveStats: Hashable, Sendable {
  /// Items placed (every repetition, sections and descendants included).
  public var itemsPlaced = 0
  /// Rows of the root section placed.
  public var rootRowsPlaced = 0
  /// Nested sections laid out.
  public var sectionsLaidOut = 0
  /// Content measurements (text wrapping, image aspect, ...).
  public var measurements = 0
  /// Root rows re-finished by height changes.
  public var rowsRelaid = 0
  public init() {}
}

/// The flow result of a layout for one environment: every item's `originalFrame` and its
/// `frame` before behaviors (they differ by row alignment), solved lazily by rows of the root
/// section, as BrickKit solves up to its frame of interest.
///
/// Storage is per item a 40-byte record (frame, root row, flags), plus 24 bytes per root
/// row. Frames below the root keep y relative to their root row's top, and row tops take
/// height changes through a shift log, so `updateHeight` re-lays one root row and costs
/// O(row + log changes), whatever the layout's size.
public struct SolvedLayout: Sendable {
  public let compiled: CompiledLayout
  public let environment: Environment
  public let options: SolveOptions
  public internal(set) var stats = SolveStats()

  // Per item, in pre-order; only the first `solvedItemCount` exist.
  var records = ContiguousArray<ItemRecord>()
  /// Items whose `originalFrame` differs from `frame` (row alignment), row-relative.
  var originals: [Int: Rect] = [:]
  /// Heights forced by `updateHeight` (BrickKit's asynchronous height changes).
  var heightOverrides: [Int: Double] = [:]

  // Root rows.
  var rowTop = ContiguousArray<Double>()
  var rowHeight = ContiguousArray<Double>()
  var rowFirstItem = ContiguousArray<Int>()
  var rowShift = ShiftLog()
  var cursor: RootCursor
  /// The item the next `store` writes.
  var nextItem = 0
  /// Times the item records moved to a larger buffer (tests pin how a lazy solve grows).
  var recordGrowths = 0

  // Fast dimension tables (orientation and size classes chosen once per solve).
  var fastWidth: ContiguousArray<FastDimension> = []
  var fastHeight: ContiguousArray<FastDimension> = []
  // Scratch: the stack of open rows' visible items (nested sections push above their parent's).
  var rowStack = IndexStack()
  /// Inner layouts of collection bricks, compiled once per node and solved once per size.
  var collectionCache = CollectionCache()
  /// Scratch: the open nested sections (`layoutSection`'s explicit stack), kept for its storage.
  var sectionStack: [OpenSection] = []
  /// Root rows at the end placed ahead of the rows before them (sticky footers).
  var ahead: AheadRows?
  /// Line counts of measured texts, by node, line limit and index width.
  var textLines = TextLineCache()
  /// How this solve measures text (docs/layout-file.md#text-metrics).
  public let text: TextSettings
  /// `compiled.fonts` as this solve measures them.
  let measuredFonts: ContiguousArray<MeasuredFont>
  /// A compositional file's layout for this environment, once solved
  /// (SolvedLayout+Compositional.swift); nil for BrickKit files.
  public internal(set) var compositional: CompositionalLayout?
  /// Which stand-in item shows which element of `compositional`.
  public internal(set) var compositionalMap: CompositionalItemMap?

  /// One item's solved state: 40 bytes.
  struct ItemRecord: Sendable {
    /// The frame before behaviors; below the root, y is relative to the root row's top.
    var frame: Rect
    /// The root row the item belongs to (-1 for the root item).
    var row: Int32
    var flags: UInt8
  }

  static let hiddenBit: UInt8 = 1
  static let estimatedBit: UInt8 = 2

  /// Where the lazy solve of the root stands: its flow, the next child, and the counts the
  /// content size is extrapolated from.
  struct RootCursor: Sendable {
    var started = false
    var done = false
    /// The root's flow; its y is the absolute top of the current row.
    var flow: RowBuilder
    var children: ChildWalk
    var rowOpen = false
    var rootItemsPlaced = 0
    var rootItemsTotal = 0
    /// Set when the root was laid out whole (horizontal scrolling, a mosaic root).
    var wholeRootSize: Size?

    init(_ compiled: CompiledLayout, width: Double) {
      let root = compiled.sections[0]
      flow = RowBuilder(
        root, ox: 0, oy: 0, width: width,
        insideHidden: compiled.flags[0] & CompiledLayout.hiddenFlag != 0)
      children = ChildWalk(root.children)
      rootItemsTotal = compiled.rootChildItemCount
    }
  }

  /// Prepares a lazy solve: nothing is placed until `solve(through:)`.
  public init(
    _ compiled: CompiledLayout, environment: Environment, options: SolveOptions = SolveOptions()
  ) {
    self.compiled = compiled
    self.environment = environment
    self.options = options
    let text = TextSettings(compiled.spec, environment: environment)
    self.text = text
    measuredFonts = ContiguousArray(compiled.fonts.map { text.font($0) })
    cursor = RootCursor(compiled, width: environment.viewport.width)
    let traits = environment.traits
    fastWidth.reserveCapacity(compiled.dimensions.count)
    fastHeight.reserveCapacity(compiled.dimensions.count)
    for (i, d) in compiled.dimensions.enumerated() {
      var fw = Self.fast(d, index: i, traits: traits, viewportLength: environment.viewport.width)
      if case .ratio(_, let r) = fw {
        let R = compiled.spec.widthRatio
        fw = (r > 0 && R > 0) ? .ratio(insets: R / r - 1, scale: r / R) : .fixed(0)
      }
      fastWidth.append(fw)
      fastHeight.append(
        Self.fast(d, index: i, traits: traits, viewportLength: environment.viewport.height))
    }
  }

  /// A fully solved layout.
  public init(
    solving spec: LayoutSpec, environment: Environment, options: SolveOptions = SolveOptions()
  ) {
    self.init(CompiledLayout(spec), environment: environment, options: options)
    solve(through: .end)
  }

  static func fast(
    _ d: Dimension, index: Int, traits: Traits, viewportLength: Double
  ) -> FastDimension {
    switch d.selectingBranches(traits) {
    case .fixed(let v): return .fixed(v)
    case .ratio(let r): return .ratio(insets: 0, scale: r)
    case .viewportRatio(let r): return .fixed(r * viewportLength)
    case .minus(let m): return .minus(m)
    case .fill: return .fill
    case .auto(let e):
      if case .fixed(let v) = e.selectingBranches(traits) { return .auto(estimate: v) }
      return .general(Int32(index))
    default: return .general(Int32(index))
    }
  }

  // MARK: - Solving

  /// True once every item is placed.
  public var isComplete: Bool { cursor.done }
  /// Items placed so far: always a prefix of the pre-order, ending at a root row boundary.
  public var solvedItemCount: Int { compositional != nil ? compiled.itemCount : records.count }

  /// Before a solve to the end: room for every item and row at once, so appends never copy.
  /// (A lazy solve grows its storage as it goes instead, `growRecords` and `growRows`:
  /// reserving a million items up front would cost a first screen more than solving it.)
  mutating func reserveEverything() {
    if records.capacity < compiled.itemCount {
      records.reserveCapacity(compiled.itemCount)
      recordGrowths += 1
    }
    let rows = cursor.rootItemsTotal + 1
    if rowTop.capacity < rows {
      rowTop.reserveCapacity(rows)
      rowHeight.reserveCapacity(rows)
      rowFirstItem.reserveCapacity(rows)
    }
  }

  /// Room for at least one more item record, for a lazy solve's append. A lazy solve does not
  /// know how far it will go, so its records double as they fill, but never past the layout's
  /// item count: see `grownCapacity`.
  @inline(never) mutating func growRecords() {
    records.reserveCapacity(
      Self.grownCapacity(records.capacity, needed: records.count + 1, total: compiled.itemCount))
    recordGrowths += 1
  }

  /// Room for at least one more root row (its top, height and first item), as `growRecords`;
  /// a root row holds at least one item, so there are at most as many rows as root items.
  @inline(never) mutating func growRows() {
    let n = Self.grownCapacity(
      rowTop.capacity, needed: rowTop.count + 1, total: cursor.rootItemsTotal + 1)
    rowTop.reserveCapacity(n)
    rowHeight.reserveCapacity(n)
    rowFirstItem.reserveCapacity(n)
  }

  /// The capacity a full buffer of `capacity` grows to when it needs room for `needed`
  /// elements of at most `total`: double it while the next doubling would still copy at most
  /// half of `total`, else go to `total` at once. So no copy moves more than half of `total`,
  /// the old and new buffers together never hold more than `total` elements, and a lazy solve
  /// to the bottom peaks at what a full solve takes (issue 37 T3: 52 bytes a brick, not 85).
  /// A first screen still grows by doubling from a few elements.
  static func grownCapacity(_ capacity: Int, needed: Int, total: Int) -> Int {
    let doubled = max(needed, 2 * capacity, 16)
    if doubled > total / 2 { return max(needed, total) }
    return doubled
  }

  /// Solves as far as `target` needs: the one entry point of every solve (behavior passes,
  /// scroll targets, drawing, the previewer, the CLI).
  ///
  /// A vertical root is solved lazily by rows, as BrickKit solves up to its frame of interest;
  /// horizontal layouts and a mosaic root are solved whole on the first call. Solving never
  /// goes back: what is solved stays solved until `invalidate`.
  ///
  /// - Complexity: O(items placed by this call), plus the rows' finishing.
  public mutating func solve(through target: SolveTarget) {
    if cursor.done { return }
    if let c = compiled.spec.compositional {
      placeCompositional(c)
      return
    }
    if compiled.spec.scrollDirection == .horizontal || compiled.sections[0].mosaic >= 0 {
      if target == .end { reserveEverything() }
      layoutWholeRoot()
      return
    }
    switch target {
    case .end:
      reserveEverything()
      extendVerticalRoot(limit: .infinity, throughItem: .max)
    case .rect(let rect):
      // A target at or past the end of the content as extrapolated from the rows solved so
      // far is a jump to the bottom (`render --offset`, the previewer's End): it places every
      // item, so room for them all is taken at once, as a solve to the end does, rather than
      // grown on the way down (issue 37 T3).
      if cursor.rootItemsPlaced > 0 && records.capacity < compiled.itemCount
        && rect.maxY >= contentSize.height
      {
        reserveEverything()
      }
      extendVerticalRoot(limit: rect.maxY, throughItem: .max)
    case .item(let item):
      if item < records.count { return }
      extendVerticalRoot(limit: .infinity, throughItem: item)
    }
  }
}

/// How far `SolvedLayout.solve(through:)` goes.
public enum SolveTarget: Hashable, Sendable {
  /// Until this item is placed: its root row and every row above it (a behavior's downstream
  /// item, the target of a jump). An item past the end solves everything.
  case item(Int)
  /// Until every item that can intersect the rect is placed: BrickKit's frame of interest,
  /// which always starts at the origin, so only the rect's bottom matters.
  case rect(Rect)
  /// Every item.
  case end

  /// The frame of interest down to `maxY`: the rows whose tops are above it.
  public static func y(_ maxY: Double) -> SolveTarget {
    .rect(Rect(x: 0, y: maxY, width: 0, height: 0))
  }
}

extension SolvedLayout {
  /// Forgets every placed item (for a new environment, say) but keeps the storage, so solving
  /// again touches memory that is already mapped. Height changes are kept.
  public mutating func invalidate(environment newEnvironment: Environment? = nil) {
    // Take the buffers out first so each has one owner: clearing a shared buffer would
    // allocate a new one, and the point is to reuse memory that is already mapped.
    var kept = (
      records: ContiguousArray<ItemRecord>(), top: ContiguousArray<Double>(),
      height: ContiguousArray<Double>(), first: ContiguousArray<Int>()
    )
    swap(&kept.records, &records)
    swap(&kept.top, &rowTop)
    swap(&kept.height, &rowHeight)
    swap(&kept.first, &rowFirstItem)
    let overrides = heightOverrides
    let compiledCollections = collectionCache.compiled
    self = SolvedLayout(compiled, environment: newEnvironment ?? environment, options: options)
    kept.records.removeAll(keepingCapacity: true)
    kept.top.removeAll(keepingCapacity: true)
    kept.height.removeAll(keepingCapacity: true)
    kept.first.removeAll(keepingCapacity: true)
    swap(&kept.records, &records)
    swap(&kept.top, &rowTop)
    swap(&kept.height, &rowHeight)
    swap(&kept.first, &rowFirstItem)
    heightOverrides = overrides
    // Inner specs stay compiled; their solves depend on the environment and are redone.
    collectionCache.compiled = compiledCollections
  }

}

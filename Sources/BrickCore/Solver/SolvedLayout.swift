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
/// Storage is per item a frame (32 bytes), its root row (4 bytes) and flags (1 byte), plus
/// 24 bytes per root row. Frames below the root keep y relative to their root row's top, and
/// row tops take height changes through a Fenwick tree, so `updateHeight` re-lays one root row
/// and costs O(row + log rows), whatever the layout's size.
public struct SolvedLayout: Sendable {
  public let compiled: CompiledLayout
  public let environment: Environment
  public let options: SolveOptions
  public internal(set) var stats = SolveStats()

  // Per item, in pre-order; only the first `solvedItemCount` exist.
  @usableFromInline var frames = ContiguousArray<Rect>()
  @usableFromInline var itemRow = ContiguousArray<Int32>()
  @usableFromInline var itemFlags = ContiguousArray<UInt8>()
  /// Items whose `originalFrame` differs from `frame` (row alignment), row-relative.
  @usableFromInline var originals: [Int: Rect] = [:]
  /// Heights forced by `updateHeight` (BrickKit's asynchronous height changes).
  var heightOverrides: [Int: Double] = [:]

  // Root rows.
  @usableFromInline var rowTop = ContiguousArray<Double>()
  @usableFromInline var rowHeight = ContiguousArray<Double>()
  @usableFromInline var rowFirstItem = ContiguousArray<Int>()
  var rowShift: ShiftTree?
  var cursor = RootCursor()
  /// The item the next `store` writes.
  var nextItem = 0

  // Fast dimension tables (orientation and size classes chosen once per solve).
  var fastWidth: ContiguousArray<FastDimension> = []
  var fastHeight: ContiguousArray<FastDimension> = []
  // Scratch: the stack of open rows' visible items (nested sections push above their parent's).
  var rowStack = ContiguousArray<Int>()

  static let hiddenBit: UInt8 = 1
  static let estimatedBit: UInt8 = 2

  struct RootCursor: Sendable {
    var started = false
    var done = false
    var child = 0  // index into the root's children
    var rep = 0
    var x = 0.0
    var y = 0.0  // absolute top of the current row
    var maxY = 0.0  // absolute
    var rowMaxY = 0.0  // relative to the current row's top
    var rowOpen = false
    var rootItemsPlaced = 0
    var rootItemsTotal = 0
    var anyAdvanced = false
  }

  /// Prepares a lazy solve: nothing is placed until `solve(throughY:)` or `solveAll()`.
  public init(_ compiled: CompiledLayout, environment: Environment, options: SolveOptions = SolveOptions()) {
    self.compiled = compiled
    self.environment = environment
    self.options = options
    let traits = environment.traits
    fastWidth.reserveCapacity(compiled.dimensions.count)
    fastHeight.reserveCapacity(compiled.dimensions.count)
    for d in compiled.dimensions {
      fastWidth.append(Self.fast(d, traits: traits, viewportLength: environment.viewport.width, dims: compiled))
      fastHeight.append(Self.fast(d, traits: traits, viewportLength: environment.viewport.height, dims: compiled))
    }
    let info = compiled.sections[0]
    var total = 0
    for c in info.children { total += Int(compiled.repeatCount[Int(compiled.childList[c])]) }
    cursor.rootItemsTotal = total
  }

  /// A fully solved layout.
  public init(solving spec: LayoutSpec, environment: Environment, options: SolveOptions = SolveOptions()) {
    self.init(CompiledLayout(spec), environment: environment, options: options)
    solveAll()
  }

  static func fast(_ d: Dimension, traits: Traits, viewportLength: Double, dims: CompiledLayout) -> FastDimension {
    switch d.selectingBranches(traits) {
    case .fixed(let v): return .fixed(v)
    case .ratio(let r): return .ratio(r)
    case .viewportRatio(let r): return .fixed(r * viewportLength)
    case .minus(let m): return .minus(m)
    case .fill: return .fill
    case .auto(let e):
      if case .fixed(let v) = e.selectingBranches(traits) { return .auto(estimate: v) }
      return .general(.auto(estimate: e))
    case let other: return .general(other)
    }
  }

  // MARK: - Solving

  /// True once every item is placed.
  public var isComplete: Bool { cursor.done }
  /// Items placed so far: always a prefix of the pre-order, ending at a root row boundary.
  public var solvedItemCount: Int { frames.count }

  /// Places every item.
  public mutating func solveAll() { solve(throughY: .infinity) }

  /// Places root rows until one starts at or below `limit` (BrickKit's frame of interest: a row
  /// is created only if its top is inside it). Horizontal layouts are always solved whole.
  public mutating func solve(throughY limit: Double) {
    if cursor.done { return }
    if compiled.spec.scrollDirection == .horizontal {
      layoutHorizontalRoot()
      return
    }
    extendVerticalRoot(limit: limit)
  }
}

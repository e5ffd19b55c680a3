import BrickCore
import BrickFormat
import BrickRaster

/// The previewer's state for one open layout file, and everything that changes it: pure, with
/// time passed in (`now`, monotonic seconds), so tests drive it without a terminal or a clock.
///
/// It owns the behavior engine (the solved layout at the current scroll offset), the view
/// settings (device, orientation, size-class overrides, zoom), the data state, the selection
/// and inspector, the animations (snap to point, appear, flash), asynchronous image heights
/// and the file watch. `PreviewApp` maps input to its commands; `draw(into:)` paints it.
///
/// Concerns live in extensions: scrolling and snapping (`+Scrolling`), selection, inspector
/// and collections (`+Selection`), data states and reloads (`+Changes`), image load delays
/// (`+AsyncHeights`), drawing (`+Drawing`).
public struct PreviewModel: Sendable {
  /// The file's path, as given (errors and the status line use it).
  public let path: String
  /// The last good version of the file.
  public internal(set) var fileSpec: LayoutSpec
  public internal(set) var settings: PreviewSettings

  // MARK: View settings
  public internal(set) var device: DeviceSelection
  /// True while the device is the file's (a reload that changes `device` then follows it).
  var deviceFromFile: Bool
  public internal(set) var orientation: Traits.Orientation
  public internal(set) var horizontalOverride: Traits.SizeClass?
  public internal(set) var verticalOverride: Traits.SizeClass?
  public internal(set) var zoom: Double
  public internal(set) var terminal = TerminalSize(cols: 0, rows: 0)
  /// The part of the device the terminal shows (`J`/`K`/`H`/`L` move it).
  public internal(set) var view = DeviceView()
  /// True until the first terminal size picks the zoom (`PreviewSettings.fitZoom`).
  var zoomFitPending: Bool

  // MARK: Data states
  /// The versions `n`/`p` step through: the file's states, preceded by its own root when that
  /// root is not one of them. Empty when the file has no states.
  public internal(set) var states: [DataState] = []
  public internal(set) var stateIndex = 0

  // MARK: Solved layout
  /// The behavior engine: the solved layout shown, at the current viewport.
  public internal(set) var engine: BehaviorEngine
  /// When the current layout appeared (image load delays count from here).
  var layoutStart: Double
  /// A settled copy of the layout (every image loaded), for measured heights.
  var measureLayout: SolvedLayout?
  /// Image nodes still loading, with the time they finish, soonest first.
  var pendingLoads: [(time: Double, node: Int)] = []
  /// Image nodes that finished loading (their repetitions solved later are measured too).
  var loadedNodes: [Int] = []
  /// Items checked for loaded images so far.
  var checkedItems = 0

  // MARK: Interaction
  public internal(set) var inspectorVisible = false
  public internal(set) var helpVisible = false
  /// The selected item (shown while the inspector is open). A selected collection is focused:
  /// `h`/`l` scroll it.
  public internal(set) var selection: Int?
  /// The last good load's error overlay: the file is broken, the layout is the last good one.
  public internal(set) var error: LayoutErrors?
  /// The time of the last event or tick (animations are drawn as of this time).
  public internal(set) var clock: Double

  /// A solve running in slices between events (`G` on a large layout), if any.
  var slicedSolve: SlicedSolve?

  // MARK: Animations
  /// A scroll animating towards a snap target.
  var snap: SnapAnimation?
  /// A running jump (`PreviewModel+Jumps.swift`).
  var jump: JumpAnimation?
  /// When scroll input last arrived, while a snap check is pending.
  var scrollIdleSince: Double?
  /// Which collection the pending snap is for (nil: the page).
  var snapCollection: Int?
  /// Items flashing after a data change, and until when.
  public internal(set) var flashes: [Int: Flash] = [:]
  public internal(set) var flashUntil: Double = 0
  /// Inserted items entering with the layout's appear behavior.
  var appearing: [Int] = []
  var appearStart: Double = 0

  // MARK: Watching
  var watch: FileWatch?
  /// True once the file's `start:` was applied (at the first terminal size).
  var startApplied = false

  /// How an item flashes after a change.
  public enum Flash: Hashable, Sendable { case inserted, updated, moved }

  /// A scroll between two offsets over time, eased out.
  struct SnapAnimation: Hashable, Sendable {
    var from: Point
    var to: Point
    var start: Double
    var collection: Int?
  }

  // MARK: Timing
  /// Scroll input must pause this long before snapping starts.
  public static let snapDelay = 0.12
  /// A snap animation's duration.
  public static let snapDuration = 0.2
  /// How long changed bricks flash.
  public static let flashDuration = 0.6
  /// How long inserted bricks take to appear.
  public static let appearDuration = 0.3
  /// Seconds between animation frames.
  public static let frameInterval = 1.0 / 30

  /// A preview of `spec`, read from `path` (with `text`, for the file watch), starting at `now`.
  public init(
    path: String, spec: LayoutSpec, text: String? = nil,
    settings: PreviewSettings = PreviewSettings(),
    now: Double = 0, source: LayoutSource? = nil
  ) {
    self.path = path
    fileSpec = spec
    self.settings = settings
    let (device, fromFile) = DeviceSelection.initial(file: spec, settings: settings)
    self.device = device
    deviceFromFile = fromFile
    orientation = settings.orientation ?? device.naturalOrientation
    zoom = settings.zoom.isFinite && settings.zoom > 0 ? min(settings.zoom, 16) : 1
    zoomFitPending = settings.fitZoom
    clock = now
    layoutStart = now
    states = Self.stateList(spec)
    if let name = settings.state, let i = states.firstIndex(where: { $0.name == name }) {
      stateIndex = i
    } else if let i = states.firstIndex(where: { $0.showsUnchanged(spec) }) {
      stateIndex = i
    }
    let shown = Self.displayedSpec(spec, states: states, index: stateIndex)
    let environment = device.environment(orientation)
    engine = BehaviorEngine(
      layout: Self.solvedLayout(CompiledLayout(shown), environment: environment, elapsed: 0),
      viewport: Viewport(size: environment.viewport))
    scheduleLoads(now: now)
    if let source {
      watch = FileWatch(path: path, stamp: source.stamp(of: path), text: text, now: now)
    }
  }

  // MARK: - Derived values

  /// The spec shown: the file with the current state's root.
  public var displayedSpec: LayoutSpec { engine.layout.compiled.spec }
  /// The environment the layout is solved for.
  public var environment: Environment { engine.layout.environment }
  /// The scroll offset.
  public var offset: Point { engine.scene.viewport.offset }
  /// The current data state's name, when the file has states.
  public var stateName: String? {
    states.indices.contains(stateIndex) ? states[stateIndex].name : nil
  }
  /// The title: the file's, or its file name.
  public var title: String { fileSpec.title ?? Self.fileName(path) }
  /// Raster settings at the current zoom.
  public var rasterOptions: RasterOptions {
    var options = RasterOptions(zoom: zoom, glyphs: settings.glyphs, color: settings.color)
    options.palette = settings.palette
    return options
  }
  /// The device's full viewport in cells at the current zoom.
  var deviceCells: (columns: Int, rows: Int) {
    rasterOptions.gridSize(forViewport: environment.viewport)
  }
  /// Where everything goes on the terminal.
  public var geometry: ScreenGeometry {
    ScreenGeometry(terminal: terminal, deviceCells: deviceCells, inspector: inspectorVisible)
  }
  /// True when the layout scrolls sideways (`j`/`k` then move along x).
  var isHorizontal: Bool { displayedSpec.scrollDirection == .horizontal }

  /// The scroll view's size in points: always the device's whole viewport, whatever the
  /// terminal shows of it (`DeviceView`).
  var visibleSize: Size { environment.viewport }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  // MARK: - Building layouts

  /// The state list for a file (see `states`).
  static func stateList(_ spec: LayoutSpec) -> [DataState] {
    guard !spec.states.isEmpty else { return [] }
    if spec.states.contains(where: { $0.showsUnchanged(spec) }) { return spec.states }
    return [DataState(name: "default", root: spec.root)] + spec.states
  }

  static func displayedSpec(_ spec: LayoutSpec, states: [DataState], index: Int) -> LayoutSpec {
    var shown = spec
    if states.indices.contains(index) { shown = states[index].applied(to: spec) }
    shown.states = []
    return shown
  }

  /// A lazy layout for an environment, `elapsed` milliseconds after it appeared (images whose
  /// load delay is later keep their estimate).
  /// Layouts of up to `eagerItemLimit` items are solved whole at once, so the status line's
  /// content size is exact rather than extrapolated.
  static func solvedLayout(_ compiled: CompiledLayout, environment: Environment, elapsed: Double)
    -> SolvedLayout
  {
    var layout = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: max(0, elapsed)))
    if compiled.itemCount <= eagerItemLimit { layout.solve(through: .end) }
    return layout
  }

  /// The largest layout solved whole up front (larger ones solve lazily as they scroll).
  static let eagerItemLimit = 10_000

  /// The environment for the current device, orientation and overrides.
  func currentEnvironment() -> Environment {
    var environment = device.environment(orientation)
    if let horizontalOverride { environment.traits.horizontalSizeClass = horizontalOverride }
    if let verticalOverride { environment.traits.verticalSizeClass = verticalOverride }
    return environment
  }

  // MARK: - Terminal size

  /// The terminal changed size: the scroll view takes what now fits.
  public mutating func resize(_ size: TerminalSize, now: Double) {
    clock = now
    terminal = TerminalSize(cols: max(0, size.cols), rows: max(0, size.rows))
    updateView()
    updateViewportSize()
    if !startApplied && terminal.cols > 0 && terminal.rows > 0 {
      startApplied = true
      applyStart(now: now)
    }
  }

  /// Applies the visible size (after a resize, zoom or the inspector) keeping the offset.
  mutating func updateViewportSize() {
    var viewport = engine.scene.viewport
    viewport.size = visibleSize
    if viewport.size != engine.scene.viewport.size { engine.update(viewport: viewport) }
    clampOffset()
    updateView()
  }

  // MARK: - View toggles (re-solve at once)

  /// `o`: turns the device.
  public mutating func toggleOrientation(now: Double) {
    orientation = orientation == .portrait ? .landscape : .portrait
    // Size classes come from the device again: an override does not survive a turn.
    horizontalOverride = nil
    verticalOverride = nil
    resolveEnvironment(now: now)
  }

  /// `c`: the other horizontal size class (an override until the device changes).
  public mutating func toggleHorizontalSizeClass(now: Double) {
    let next: Traits.SizeClass =
      environment.traits.horizontalSizeClass == .regular ? .compact : .regular
    horizontalOverride =
      device.environment(orientation).traits.horizontalSizeClass == next ? nil : next
    resolveEnvironment(now: now)
  }

  /// `v`: the other vertical size class.
  public mutating func toggleVerticalSizeClass(now: Double) {
    let next: Traits.SizeClass =
      environment.traits.verticalSizeClass == .regular ? .compact : .regular
    verticalOverride = device.environment(orientation).traits.verticalSizeClass == next ? nil : next
    resolveEnvironment(now: now)
  }

  /// `d`: the next preset, in the same orientation, without size-class overrides.
  public mutating func nextDevice(now: Double) {
    device = device.next
    deviceFromFile = false
    horizontalOverride = nil
    verticalOverride = nil
    resolveEnvironment(now: now)
  }

  /// `+`/`-`: the next zoom step in or out, keeping the offset in points.
  public mutating func zoom(in zoomIn: Bool, now: Double) {
    clock = now
    let levels = PreviewSettings.zoomLevels
    if zoomIn {
      zoom = levels.first(where: { $0 > zoom + 1e-9 }) ?? zoom
    } else {
      zoom = levels.last(where: { $0 < zoom - 1e-9 }) ?? zoom
    }
    updateViewportSize()
  }

  /// Re-solves for the current environment, keeping the top visible item where it was
  /// (proportionally within it) and the selection.
  mutating func resolveEnvironment(now: Double) {
    clock = now
    let anchor = topAnchor()
    let environment = currentEnvironment()
    let layout = Self.solvedLayout(
      engine.layout.compiled, environment: environment, elapsed: (now - layoutStart) * 1000)
    snap = nil
    scrollIdleSince = nil
    engine.replaceLayout(layout)
    measureLayout = nil
    checkedItems = 0
    settleLoadedHeights(adjustOffset: false)
    updateViewportSize()
    if let anchor { restore(anchor) }
  }
}

import BrickCore
import BrickFormat
import BrickRaster
import BrickTerminal

/// The previewer's state for one open layout file, composed of parts: pure, with time passed
/// in (`now`, monotonic seconds), so tests drive it without a terminal or a clock.
///
/// - `document` (`Document`): the file, its data states, its error and its watch;
/// - `display` (`ViewSettings`): the device, orientation, size classes, zoom and terminal;
/// - `engine`: the behavior engine, the solved layout at the current scroll offset;
/// - `scrolling` (`ScrollState`): snapping after scroll input;
/// - `inspection` (`Inspection`): the selection, the inspector and the help;
/// - `animations` (`Animations`): jumps, flashes, appearing bricks and image loads;
/// - `work` (`BackgroundWork`): reads and re-solves off the loop, sliced solves;
/// - `board` (`VariantBoard`): variants side by side (`=`), when shown.
///
/// `PreviewApp` maps input to its commands; `draw(into:)` paints it. The commands live in
/// extensions: scrolling and snapping (`+Scrolling`, `+Jumps`), selection and the inspector
/// (`+Selection`), data states and reloads (`+Changes`), work off the loop (`+Solving`), time
/// (`+Time`) and drawing (`+Drawing`).
public struct PreviewModel: Sendable {
  public let settings: PreviewSettings
  public internal(set) var document: Document
  public internal(set) var display: ViewSettings
  /// The behavior engine: the solved layout shown, at the current viewport.
  public internal(set) var engine: BehaviorEngine
  /// The time of the last event or tick (animations are drawn as of this time).
  public internal(set) var clock: Double
  var scrolling = ScrollState()
  public internal(set) var inspection = Inspection()
  public internal(set) var animations: Animations
  var work: BackgroundWork
  /// `=`: variants of the layout side by side, following the scroll offset; nil in the single
  /// view.
  public internal(set) var board: VariantBoard?

  /// Seconds between animation frames.
  public static let frameInterval = 1.0 / 30

  /// A preview of `spec`, read from `path` (with `text`, for the file watch), starting at `now`.
  /// With `error`, the file did not load: the error shows over `spec` (its last good version,
  /// or an empty layout) until a good version is saved. `imported` is what the import of a
  /// `.swift` file found (`LoadedLayoutFile.imported`).
  public init(
    path: String, spec: LayoutSpec, text: String? = nil, imported: ImportedSwift? = nil,
    settings: PreviewSettings = PreviewSettings(),
    now: Double = 0, source: LayoutSource? = nil, error: LayoutErrors? = nil,
    worker: PreviewWorker = .inline
  ) {
    self.settings = settings
    document = Document(path: path, spec: spec, state: settings.state, text: settings.text)
    document.error = error
    document.hasLoaded = error == nil || text != nil
    document.imported = imported
    display = ViewSettings(file: spec, settings: settings)
    clock = now
    work = BackgroundWork(worker: worker)
    let compiled = CompiledLayout(document.displayedSpec)
    let environment = display.choice.environment
    engine = BehaviorEngine(
      layout: Self.solvedLayout(compiled, environment: environment, elapsed: 0),
      viewport: Viewport(size: environment.viewport))
    animations = Animations(loads: Animations.ImageLoads(compiled, start: now))
    if let source {
      // A file that did not load is read again at the first poll, whatever its stamp.
      let files = imported?.files ?? []
      let stamp = error == nil ? source.stamp(of: path, with: files) : nil
      var watch = FileWatch(path: path, stamp: stamp, text: text, files: files, now: now)
      if settings.pollInterval > 0 && settings.pollInterval < watch.interval {
        watch.interval = settings.pollInterval
        watch.rescheduleNextPoll(now: now)
      }
      if settings.watchesFiles, let changes = FileChanges(path: path) {
        // The kernel says when to look: the polls only back it up.
        document.changes = changes
        watch.interval = max(watch.interval, FileChanges.fallbackInterval)
        watch.rescheduleNextPoll(now: now)
      }
      document.watch = watch
    }
  }

  // MARK: - The parts' values

  /// `w`: shows the next import warning in the status line (after the last, none); false
  /// when the file has none.
  public mutating func stepWarning() -> Bool {
    let count = document.importWarningGroups.count
    guard count > 0 else { return false }
    let next = (document.shownWarning ?? -1) + 1
    document.shownWarning = next < count ? next : nil
    return true
  }

  /// Esc: hides the warning `w` shows; false when none shows.
  public mutating func hideWarning() -> Bool {
    guard document.shownWarning != nil else { return false }
    document.shownWarning = nil
    return true
  }

  /// The file and line of the warning the status line shows, for `e`.
  public var shownWarningPlace: SourcePlace? {
    let groups = document.importWarningGroups
    guard let i = document.shownWarning, groups.indices.contains(i) else { return nil }
    return groups[i].place
  }

  // MARK: - Derived values

  /// The spec shown: the file with the current state's root.
  public var displayedSpec: LayoutSpec { engine.layout.compiled.spec }
  /// The environment the layout is solved for.
  public var environment: Environment { engine.layout.environment }
  /// The scroll offset.
  public var offset: Point { engine.scene.viewport.offset }
  /// Raster settings at the current zoom.
  public var rasterOptions: RasterOptions {
    display.rasterOptions(settings, layoutAppearance: displayedSpec.appearance)
  }
  /// The appearance drawn: the one chosen (`--appearance`, `a`), else the layout's.
  public var appearance: Appearance { display.appearance ?? displayedSpec.appearance }
  /// The device's full viewport in cells at the current zoom.
  var deviceCells: (columns: Int, rows: Int) {
    rasterOptions.gridSize(forViewport: environment.viewport)
  }
  /// Where everything goes on the terminal.
  public var geometry: ScreenGeometry {
    ScreenGeometry(
      terminal: display.terminal, deviceCells: deviceCells,
      inspector: inspection.inspectorVisible,
      inspectorRows: inspection.inspectorVisible
        ? PreviewPainter.wrappedInspectorLines(
          inspectorLines(), width: max(1, display.terminal.cols - 4)
        ).count : 0)
  }
  /// True when the layout scrolls sideways (`j`/`k` then move along x).
  var isHorizontal: Bool { displayedSpec.scrollDirection == .horizontal }

  /// The scroll view's size in points: always the device's whole viewport, whatever the
  /// terminal shows of it (`DeviceView`).
  var visibleSize: Size { environment.viewport }

  static func fileName(_ path: String) -> String { Document.fileName(path) }

  // MARK: - Building layouts

  /// A lazy layout for an environment, `elapsed` milliseconds after it appeared (images whose
  /// load delay is later keep their estimate).
  /// Layouts of up to `eagerItemLimit` items are solved whole at once, so the status line's
  /// content size is exact rather than extrapolated.
  static func solvedLayout(
    _ compiled: CompiledLayout, environment: Environment, elapsed: Double
  )
    -> SolvedLayout
  {
    var layout = SolvedLayout(
      compiled, environment: environment, options: SolveOptions(timeMilliseconds: max(0, elapsed)))
    if compiled.itemCount <= eagerItemLimit { layout.solve(through: .end) }
    return layout
  }

  /// The largest layout solved whole up front (larger ones solve lazily as they scroll).
  static let eagerItemLimit = 10_000

  // MARK: - Terminal size

  /// The terminal changed size: the scroll view takes what now fits.
  public mutating func resize(_ size: TerminalSize, now: Double) {
    clock = now
    display.terminal = TerminalSize(cols: max(0, size.cols), rows: max(0, size.rows))
    updateView()
    updateViewportSize()
    if !document.startApplied && display.terminal.cols > 0 && display.terminal.rows > 0 {
      document.startApplied = true
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

  // MARK: - View toggles (re-solve)

  /// `o`: turns the device (size-class overrides do not survive a turn).
  public mutating func toggleOrientation(now: Double) {
    changeDevice(now: now) { $0.turn() }
  }

  /// `c`: the other horizontal size class (an override until the device changes).
  public mutating func toggleHorizontalSizeClass(now: Double) {
    changeDevice(now: now) { $0.toggleHorizontalSizeClass() }
  }

  /// `v`: the other vertical size class.
  public mutating func toggleVerticalSizeClass(now: Double) {
    changeDevice(now: now) { $0.toggleVerticalSizeClass() }
  }

  /// `d`: the next preset, in the same orientation, without size-class overrides.
  public mutating func nextDevice(now: Double) {
    changeDevice(now: now) { $0.nextDevice() }
  }

  /// `a`: the other appearance (light or dark). Colours change; the layout does not, so
  /// nothing is solved again.
  public mutating func toggleAppearance(now: Double) {
    clock = now
    display.appearance = appearance.toggled
  }

  /// `t`/`T`: the next larger (`delta` 1) or smaller content size category, kept over data
  /// states and reloads; the layout is measured again at the same offset.
  public mutating func stepContentSize(_ delta: Int, now: Double) {
    clock = now
    let current = displayedSpec.contentSize
    guard let next = delta > 0 ? current.larger : current.smaller else { return }
    document.text.contentSize = next
    replaceSpec(document.displayedSpec, now: now, appear: false)
  }

  /// `+`/`-`: the next zoom step in or out, keeping the offset in points.
  public mutating func zoom(in zoomIn: Bool, now: Double) {
    clock = now
    display.stepZoom(in: zoomIn)
    updateViewportSize()
  }
}

import BrickCore
import BrickFormat

/// Changes of content: stepping through data states (`n`/`p`) and live reloads of the file.
/// Both keep the scroll offset and the selection (by id), diff the old and new trees
/// (`StateDiff`) and flash what changed for `flashDuration`; a state change brings inserted
/// bricks in with the layout's `appear` behavior. A save is read, loaded, compiled and solved
/// off the loop (`BackgroundWork.Reload`); the status line says "loading…" meanwhile, and a
/// newer save replaces an older one that is still loading.
extension PreviewModel {
  /// True when the file has data states (`n`/`p` step through them).
  public var hasStates: Bool { !document.states.isEmpty }

  /// Steps `delta` states (`n` is +1). Past either end it wraps when `wrap` is true and
  /// otherwise does nothing and returns false (the gallery then moves to another layout).
  @discardableResult
  public mutating func stepState(_ delta: Int, wrap: Bool, now: Double) -> Bool {
    clock = now
    guard document.step(delta, wrap: wrap) else { return false }
    replaceSpec(document.displayedSpec, now: now, appear: true)
    return true
  }

  /// Shows a new spec: a fresh layout and engine at the same offset and selection, with the
  /// differences flashing (inserted bricks entering with `appear` when asked). `prepared` is
  /// the spec's layout, its changed items and its image loads, when they were made off the loop.
  mutating func replaceSpec(
    _ spec: LayoutSpec, now: Double, appear: Bool,
    prepared: (layout: SolvedLayout, changes: ChangedItems, loadTimes: [Double])? = nil
  ) {
    clock = now
    adoptPendingDevice()
    let old = engine.layout.compiled
    let environment = display.choice.environment
    let layout =
      prepared?.layout
      ?? Self.solvedLayout(CompiledLayout(spec), environment: environment, elapsed: 0)
    let compiled = layout.compiled
    let changes =
      prepared?.changes ?? ChangedItems(StateDiff(from: old, to: compiled), in: compiled)
    let keptOffset = offset
    let selectedKey = inspection.selection.map { ItemKeys.key(of: $0, in: old) }
    scrolling.cancel()
    animations.loads =
      prepared.map { Animations.ImageLoads(pending: $0.loadTimes, start: now) }
      ?? Animations.ImageLoads(compiled, start: now)
    engine = BehaviorEngine(
      layout: layout, viewport: Viewport(offset: .zero, size: environment.viewport))
    work.generation += 1
    updateViewportSize()
    scroll(to: keptOffset)
    inspection.selection = selectedKey.flatMap { ItemKeys.item(forKey: $0, in: compiled) }

    var flashes: [Int: Animations.Flash] = [:]
    var appearing: [Int] = []
    for item in changes.moved { flashes[item] = .moved }
    for item in changes.updated { flashes[item] = .updated }
    if appear && spec.appear != .none {
      appearing = changes.inserted
    } else {
      for item in changes.inserted { flashes[item] = .inserted }
    }
    animations.show(flashes: flashes, appearing: appearing, now: now)
  }

  // MARK: - Live reload

  /// Polls the file when a poll is due. Returns true when something visible changed.
  public mutating func pollFile(now: Double, source: LayoutSource) -> Bool {
    guard var watch = document.watch else { return false }
    let request = watch.pollRequest(now: now, source: source)
    document.watch = watch
    guard let request else { return false }
    // The same version is already being read: let that read finish.
    if let running = work.reload, running.request.stamp == request.stamp { return false }
    return startReload(request, now: now, source: source)
  }

  /// `r`: reads the file now; an error shows at once.
  public mutating func reloadNow(now: Double, source: LayoutSource) -> Bool {
    clock = now
    guard var watch = document.watch else { return false }
    let request = watch.reloadRequest(now: now, source: source)
    document.watch = watch
    return startReload(request, now: now, source: source)
  }

  /// When the next poll is due, if the file is watched.
  var nextPoll: Double? { document.watch?.nextPoll }

  /// Reads, loads, compiles and solves the file off the loop (replacing a read still running:
  /// its answer is dropped). Returns true when something visible changed.
  mutating func startReload(
    _ request: FileWatch.Request, now: Double, source: LayoutSource
  )
    -> Bool
  {
    let answer = Pending<BackgroundWork.ReloadAnswer>()
    let wasWaiting = work.reload != nil
    work.reload = BackgroundWork.Reload(
      request: request, generation: work.generation, answer: answer)
    let document = self.document
    let device = work.resolve?.device ?? display.choice
    let settings = self.settings
    let shown = engine.layout.compiled
    work.worker.run {
      let response = request.perform(source: source)
      var prepared: BackgroundWork.PreparedLayout?
      if case .success(let file?) = response.result {
        prepared = PreviewModel.prepare(
          file.spec, document: document, device: device, settings: settings, shown: shown)
      }
      answer.fulfil(BackgroundWork.ReloadAnswer(response: response, prepared: prepared))
    }
    let changed = collectReload(now: now)
    // Still reading: the status line now says so.
    return work.reload == nil ? changed : !wasWaiting
  }

  /// A new version of the file made ready for showing: the document and device as they will
  /// be, the layout solved, and its difference from `shown`.
  static func prepare(
    _ spec: LayoutSpec, document: Document, device: DeviceSetup, settings: PreviewSettings,
    shown: CompiledLayout
  ) -> BackgroundWork.PreparedLayout {
    var document = document
    document.adopt(spec)
    var device = device
    device.follow(file: spec, settings: settings)
    let compiled = CompiledLayout(document.displayedSpec)
    let layout = solvedLayout(compiled, environment: device.environment, elapsed: 0)
    return BackgroundWork.PreparedLayout(
      document: document, device: device, layout: layout,
      changes: ChangedItems(StateDiff(from: shown, to: compiled), in: layout.compiled),
      loadTimes: SolvedLayout.loadTimes(in: layout.compiled))
  }

  /// Takes in a finished read, if there is one. Returns true when something visible changed.
  @discardableResult
  mutating func collectReload(now: Double) -> Bool {
    guard let job = work.reload, let answer = job.answer.take() else { return false }
    work.reload = nil
    guard var watch = document.watch else { return false }
    let outcome = watch.complete(job.request, answer.response, now: now)
    document.watch = watch
    let current = job.generation == work.generation ? answer.prepared : nil
    return apply(outcome, prepared: current, now: now)
  }

  mutating func apply(
    _ outcome: FileWatch.Outcome?, prepared: BackgroundWork.PreparedLayout? = nil, now: Double
  ) -> Bool {
    switch outcome {
    case nil:
      return false
    case .failed(let errors):
      clock = now
      if document.error == errors { return false }
      document.error = errors
      return true
    case .recovered:
      clock = now
      let shown = document.error != nil
      document.error = nil
      return shown
    case .loaded(let file):
      document.imported = file.imported
      document.shownWarning = nil
      applyReload(file.spec, now: now, prepared: prepared)
      return true
    }
  }

  /// A good new version of the file: keeps the state (by name), the offset and the selection.
  public mutating func applyReload(_ spec: LayoutSpec, now: Double) {
    applyReload(spec, now: now, prepared: nil)
  }

  mutating func applyReload(
    _ spec: LayoutSpec, now: Double, prepared: BackgroundWork.PreparedLayout?
  ) {
    adoptPendingDevice()
    document.adopt(spec)
    display.choice.follow(file: spec, settings: settings)
    let usable =
      prepared.map {
        $0.document.stateIndex == document.stateIndex && $0.device == display.choice
      } ?? false
    replaceSpec(
      document.displayedSpec, now: now, appear: false,
      prepared: usable ? prepared.map { ($0.layout, $0.changes, $0.loadTimes) } : nil)
  }
}

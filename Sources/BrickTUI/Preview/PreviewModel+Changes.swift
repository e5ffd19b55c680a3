import BrickCore
import BrickFormat

/// Changes of content: stepping through data states (`n`/`p`) and live reloads of the file.
/// Both keep the scroll offset and the selection (by id), diff the old and new trees
/// (`StateDiff`) and flash what changed for `flashDuration`; a state change brings inserted
/// bricks in with the layout's `appear` behavior.
extension PreviewModel {
  /// True when the file has data states (`n`/`p` step through them).
  public var hasStates: Bool { !states.isEmpty }

  /// Steps `delta` states (`n` is +1). Past either end it wraps when `wrap` is true and
  /// otherwise does nothing and returns false (the gallery then moves to another layout).
  @discardableResult
  public mutating func stepState(_ delta: Int, wrap: Bool, now: Double) -> Bool {
    clock = now
    guard !states.isEmpty else { return false }
    var next = stateIndex + delta
    if next < 0 || next >= states.count {
      guard wrap else { return false }
      next = ((next % states.count) + states.count) % states.count
    }
    guard next != stateIndex else { return false }
    stateIndex = next
    replaceSpec(
      Self.displayedSpec(fileSpec, states: states, index: stateIndex), now: now, appear: true)
    return true
  }

  /// Shows a new spec: a fresh layout and engine at the same offset and selection, with the
  /// differences flashing (inserted bricks entering with `appear` when asked).
  mutating func replaceSpec(_ spec: LayoutSpec, now: Double, appear: Bool) {
    clock = now
    let old = engine.layout.compiled
    let compiled = CompiledLayout(spec)
    let diff = StateDiff(from: old, to: compiled)
    let keptOffset = offset
    let selectedKey = selection.map { ItemKeys.key(of: $0, in: old) }
    cancelSnap()
    snap = nil
    layoutStart = now
    loadedNodes = []
    checkedItems = 0
    measureLayout = nil
    let environment = currentEnvironment()
    engine = BehaviorEngine(
      layout: Self.solvedLayout(compiled, environment: environment, elapsed: 0),
      viewport: Viewport(offset: .zero, size: visibleSize(for: environment)))
    scheduleLoads(now: now)
    updateViewportSize()
    scroll(to: keptOffset)
    selection = selectedKey.flatMap { ItemKeys.item(forKey: $0, in: compiled) }

    let items = ItemKeys.items(forKeys: diff.inserted + diff.updated + diff.moved, in: compiled)
    flashes = [:]
    appearing = []
    for key in diff.moved { if let item = items[key] { flashes[item] = .moved } }
    for key in diff.updated { if let item = items[key] { flashes[item] = .updated } }
    for key in diff.inserted {
      guard let item = items[key] else { continue }
      if appear && spec.appear != .none {
        appearing.append(item)
      } else {
        flashes[item] = .inserted
      }
    }
    flashUntil = flashes.isEmpty ? 0 : now + Self.flashDuration
    appearStart = now
  }

  /// The visible size for an environment other than the current one (before the engine has
  /// it): the device's whole viewport, as always.
  func visibleSize(for environment: Environment) -> Size { environment.viewport }

  // MARK: - Live reload

  /// Polls the file when a poll is due. Returns true when something visible changed.
  public mutating func pollFile(now: Double, source: LayoutSource) -> Bool {
    guard var w = watch else { return false }
    let outcome = w.poll(now: now, source: source)
    watch = w
    return apply(outcome, now: now)
  }

  /// `r`: reads the file now; an error shows at once.
  public mutating func reloadNow(now: Double, source: LayoutSource) -> Bool {
    clock = now
    guard var w = watch else { return false }
    let outcome = w.reload(now: now, source: source)
    watch = w
    return apply(outcome, now: now)
  }

  /// When the next poll is due, if the file is watched.
  var nextPoll: Double? { watch?.nextPoll }

  mutating func apply(_ outcome: FileWatch.Outcome?, now: Double) -> Bool {
    switch outcome {
    case nil:
      return false
    case .failed(let errors):
      clock = now
      if error == errors { return false }
      error = errors
      return true
    case .recovered:
      clock = now
      let shown = error != nil
      error = nil
      return shown
    case .loaded(let spec, _):
      applyReload(spec, now: now)
      return true
    }
  }

  /// A good new version of the file: keeps the state (by name), the offset and the selection.
  public mutating func applyReload(_ spec: LayoutSpec, now: Double) {
    error = nil
    let previousState = stateName
    fileSpec = spec
    states = Self.stateList(spec)
    if let previousState, let i = states.firstIndex(where: { $0.name == previousState }) {
      stateIndex = i
    } else {
      stateIndex = min(stateIndex, max(0, states.count - 1))
    }
    if deviceFromFile {
      var fileOnly = settings
      fileOnly.device = nil
      let (chosen, _) = DeviceSelection.initial(file: spec, settings: fileOnly)
      if chosen != device {
        device = chosen
        orientation = settings.orientation ?? chosen.naturalOrientation
        horizontalOverride = nil
        verticalOverride = nil
      }
    }
    replaceSpec(
      Self.displayedSpec(spec, states: states, index: stateIndex), now: now, appear: false)
  }
}

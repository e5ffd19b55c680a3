import BrickCore
import BrickFormat
import BrickRaster
import BrickTerminal

/// One layout file the previewer can show: its path, the last good spec and its text, or the
/// errors of a file that does not load (it opens with the error over an empty layout).
public struct PreviewEntry: Sendable {
  public var path: String
  public var spec: LayoutSpec
  /// The text the spec was loaded from (the file watch compares new text with it).
  public var text: String?
  /// What the import of a `.swift` file found: its warnings, files and Swift lines.
  public var imported: ImportedSwift?
  /// Why the file does not load, when it does not (then `spec` is empty).
  public var errors: LayoutErrors?
  /// The name the gallery lists (the file name unless told otherwise).
  public var name: String

  public init(
    path: String, spec: LayoutSpec, text: String? = nil, imported: ImportedSwift? = nil,
    errors: LayoutErrors? = nil, name: String? = nil
  ) {
    self.path = path
    self.spec = spec
    self.text = text
    self.imported = imported
    self.errors = errors
    self.name = name ?? PreviewModel.fileName(path)
  }

  /// The entry of a file `LayoutFiles.open` opened.
  public init(_ file: LoadedLayoutFile) {
    self.init(path: file.path, spec: file.spec, text: file.text, imported: file.imported)
  }

  /// The file's title, or its name.
  public var title: String { spec.title ?? name }

  /// The layout shown while a file has never loaded: nothing.
  public static let emptySpec = LayoutSpec(root: Section())

  /// Opens the file at `path` for the previewer (`LayoutFiles.open`, in its two halves). A file
  /// that cannot be read (missing, a folder, not text) is an error; one that reads but does
  /// not load opens anyway, with its errors shown over an empty layout until it is saved valid.
  public static func open(path: String) -> Result<PreviewEntry, LayoutErrors> {
    LayoutFiles.readLayout(path: path).map { layout in
      switch LayoutFiles.load(layout) {
      case .success(let file): PreviewEntry(file)
      case .failure(let errors): PreviewEntry(path: path, spec: emptySpec, errors: errors)
      }
    }
  }

  /// The entry of a gallery's file (`LayoutFiles.open`): one that does not open is listed with
  /// its errors (the gallery shows the first, and opening it shows them over an empty layout).
  /// The Swift files of one app are imported together (`LayoutFiles.openAll`), so a gallery of
  /// an app's screens opens without importing the app once per file.
  public static func listing(paths: [String]) -> [PreviewEntry] {
    zip(paths, LayoutFiles.openAll(paths: paths)).map { listing(path: $0, $1) }
  }

  static func listing(
    path: String, _ opened: Result<LoadedLayoutFile, LayoutErrors>
  ) -> PreviewEntry {
    switch opened {
    case .success(let file): PreviewEntry(file)
    case .failure(let errors): PreviewEntry(path: path, spec: emptySpec, errors: errors)
    }
  }
}

/// The interactive previewer (`brickyard preview FILE|FOLDER`, docs/commands.md#the-previewer) as a
/// `TerminalApp`: input events become `PreviewModel` commands, and frames are drawn from it.
///
/// A file opens straight into the viewer; a folder opens a gallery of its layouts, where Enter
/// opens one, `n`/`p` move between layouts (after the last data state of one that has states),
/// and `q`/Esc go back. Time comes from the run loop (`now`), files from a `LayoutSource`, so
/// the whole app runs under `RecordingBackend` with scripted files.
public struct PreviewApp: TerminalApp {
  /// What is on screen.
  public enum Screen: Hashable, Sendable { case gallery, viewer }

  public internal(set) var entries: [PreviewEntry]
  /// The folder, when the app was opened on one (there is a gallery to go back to).
  public let folder: String?
  public internal(set) var screen: Screen
  /// The highlighted entry of the gallery (an index into `entries`).
  public internal(set) var gallerySelection = 0
  /// The gallery's filter (`/`): only entries whose name or title contains it are listed.
  public internal(set) var galleryFilter = ""
  /// True while the filter is being typed.
  public internal(set) var typingFilter = false
  /// The highlighted entry's picture beside the list (wide terminals), and its entry.
  var galleryPicture: (index: Int, model: PreviewModel)?
  /// The open layout.
  public internal(set) var viewer: PreviewModel?
  /// Which entry the viewer shows.
  public internal(set) var openIndex: Int?
  public let settings: PreviewSettings
  let source: LayoutSource?
  public internal(set) var size = TerminalSize(cols: 0, rows: 0)
  /// Set when the editor was started: the file is read again when the screen comes back.
  var reloadAfterEdit = false
  /// Where reloads and re-solves run (`.background` keeps the loop answering).
  public let worker: PreviewWorker

  /// A previewer on one file (the viewer opens with the first event).
  public init(
    file: PreviewEntry, settings: PreviewSettings = PreviewSettings(), source: LayoutSource? = nil,
    worker: PreviewWorker = .inline
  ) {
    entries = [file]
    folder = nil
    screen = .viewer
    self.settings = settings
    self.source = source
    self.worker = worker
  }

  /// A gallery of the layouts of a folder.
  public init(
    folder: String, entries: [PreviewEntry], settings: PreviewSettings = PreviewSettings(),
    source: LayoutSource? = nil, worker: PreviewWorker = .inline
  ) {
    self.entries = entries
    self.folder = folder
    screen = .gallery
    self.settings = settings
    self.source = source
    self.worker = worker
  }

  // MARK: - TerminalApp

  public mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
    switch event {
    case .resize(let cols, let rows):
      size = TerminalSize(cols: max(0, cols), rows: max(0, rows))
      if screen == .viewer && viewer == nil && !entries.isEmpty { open(0, now: now) }
      viewer?.resize(size, now: now)
      if screen == .gallery { updatePicture(now: now) }
      if reloadAfterEdit, let source {
        reloadAfterEdit = false
        _ = viewer?.reloadNow(now: now, source: source)
      }
      return .redraw
    case .signal:
      return .quit
    case .key, .mouse:
      return screen == .gallery ? handleGallery(event, now: now) : handleViewer(event, now: now)
    }
  }

  public mutating func tick(now: Double) -> AppAction {
    guard screen == .viewer, var model = viewer else { return .unchanged }
    viewer = nil  // one owner while it changes
    let changed = model.tick(now: now, source: source)
    if changed { model.syncBoard() }
    viewer = model
    return changed ? .redraw : .unchanged
  }

  public func nextTick(now: Double) -> Double? {
    guard screen == .viewer else { return nil }
    return viewer?.nextTick(now: now)
  }

  public var wakeDescriptor: Int32? {
    screen == .viewer ? viewer?.document.changes?.descriptor : nil
  }

  public func draw(into grid: inout CellGrid) {
    switch screen {
    case .gallery: drawGallery(into: &grid)
    case .viewer: viewer?.draw(into: &grid)
    }
  }

  // MARK: - The viewer

  mutating func handleViewer(_ event: InputEvent, now: Double) -> AppAction {
    guard var model = viewer else { return .unchanged }
    switch event {
    case .key(.escape):
      if model.cancelSlicedSolve() || model.closeOverlay(now: now) || model.closeVariants()
        || model.hideWarning()
      {
        viewer = model
        return .redraw
      }
      return folder != nil ? backToGallery(model) : .unchanged
    case .key(.char("q")):
      if model.inspection.helpVisible {
        model.toggleHelp(now: now)
        viewer = model
        return .redraw
      }
      return folder != nil ? backToGallery(model) : .quit
    case .key(.ctrl("l")):
      return .redraw
    case .key(.char("w")) where !model.document.importWarnings.isEmpty:
      _ = model.stepWarning()
      viewer = model
      return .redraw
    case .key(.char("e")):
      reloadAfterEdit = true
      // The import warning the status line shows, at its Swift line.
      if let place = model.shownWarningPlace { return .edit(path: place.file, line: place.line) }
      // The selected brick's line, in the Swift for an imported `.swift` file (the file's top
      // when nothing is selected, or the brick's Swift line is not known).
      let place =
        model.selectedSourceLine.flatMap { model.document.sourcePlace(ofLayoutLine: $0) }
        ?? SourcePlace(file: model.document.path, line: 1)
      return .edit(path: place.file, line: place.line)
    default:
      break
    }
    guard let command = KeyMap.command(for: event) else {
      // A key that does nothing says so for a moment.
      guard case .key(let key) = event else { return .unchanged }
      model.say("\(key) does nothing here", now: now)
      viewer = model
      return .redraw
    }
    if PreviewModel.cancelsSlicedSolve(command) { model.cancelSlicedSolve() }
    if case .mouse = event, case .scrollLines(let rows) = command {
      // The wheel scrolls as a finger does (snapping once it pauses); keys step snap points.
      viewer = nil
      model.finishJump(now: now)
      model.scrollLines(rows, now: now, stepsSnapPoints: false)
      model.syncBoard()
      viewer = model
      return .redraw
    }
    if command == .next || command == .previous {
      let step = command == .next ? 1 : -1
      if model.stepState(step, wrap: folder == nil, now: now) {
        model.syncBoard()
        viewer = model
        return .redraw
      }
      guard folder != nil, entries.count > 1, let index = openIndex else {
        model.say(
          model.hasStates ? "no other state" : "no states in this file", now: now)
        viewer = model
        return .redraw
      }
      keep(model, at: index)
      open((index + step + entries.count) % entries.count, now: now)
      return .redraw
    }
    viewer = nil  // the model's storage has one owner while it changes (no copy of the layout)
    let action = Self.perform(command, on: &model, now: now, source: source)
    model.syncBoard()
    viewer = model
    return action
  }

  /// Applies a viewer command to the model.
  static func perform(
    _ command: PreviewCommand, on model: inout PreviewModel, now: Double, source: LayoutSource?
  ) -> AppAction {
    // Quitting does not wait for a running jump.
    if command == .quit { return .quit }
    // A running jump ends before anything else happens (its behaviors run; see finishJump).
    model.finishJump(now: now)
    switch command {
    case .scrollLines(let n): model.scrollLines(n, now: now)
    case .scrollPages(let n): model.scrollPages(n, now: now)
    case .top: model.scrollToTop(now: now)
    case .bottom: model.scrollToBottom(now: now)
    case .scrollSideways(let n): model.scrollSideways(n, now: now)
    case .moveView(let columns, let rows): model.moveView(columns: columns, rows: rows, now: now)
    case .toggleOrientation: model.toggleOrientation(now: now)
    case .toggleHorizontalSizeClass: model.toggleHorizontalSizeClass(now: now)
    case .toggleVerticalSizeClass: model.toggleVerticalSizeClass(now: now)
    case .nextDevice: model.nextDevice(now: now)
    case .toggleAppearance: model.toggleAppearance(now: now)
    case .largerText: model.stepContentSize(1, now: now)
    case .smallerText: model.stepContentSize(-1, now: now)
    case .zoomIn: model.zoom(in: true, now: now)
    case .zoomOut: model.zoom(in: false, now: now)
    case .fitZoom: model.fitAgain(now: now)
    case .variants: model.cycleVariants(now: now)
    case .inspector: model.toggleInspector(now: now)
    case .nextItem: model.selectNext(forward: true, now: now)
    case .previousItem: model.selectNext(forward: false, now: now)
    case .next: model.stepState(1, wrap: true, now: now)
    case .previous: model.stepState(-1, wrap: true, now: now)
    case .reload:
      guard let source else { return .unchanged }
      return model.reloadNow(now: now, source: source) ? .redraw : .unchanged
    case .help: model.toggleHelp(now: now)
    case .quit: return .quit
    case .click(let x, let y): return model.click(x: x, y: y, now: now) ? .redraw : .unchanged
    }
    // What a toggle did, for a moment: a full status line may have no room for it.
    if let text = model.feedback(for: command) { model.say(text, now: now) }
    return .redraw
  }

  /// Opens entry `index`, reading the file again when there is a source (a file that no longer
  /// loads opens its last good version with the error over it).
  mutating func open(_ index: Int, now: Double) {
    guard entries.indices.contains(index) else { return }
    let (entry, error) = reread(index, recordingErrors: false)
    var model = PreviewModel(
      path: entry.path, spec: entry.spec, text: entry.text, imported: entry.imported,
      settings: settings, now: now, source: source, error: error, worker: worker)
    model.resize(size, now: now)
    viewer = model
    openIndex = index
    gallerySelection = index
    screen = .viewer
  }

  /// Entry `index` opened again through the source, and the error to show over it: a version
  /// that loads replaces the entry's; one that does not keeps the last good version (and,
  /// `recordingErrors`, stores the errors in the entry for the gallery's list). Without a
  /// source, the entry as it is, with its errors.
  mutating func reread(_ index: Int, recordingErrors: Bool) -> (PreviewEntry, LayoutErrors?) {
    let entry = entries[index]
    guard let result = source?.open(entry.path) else { return (entry, entry.errors) }
    switch result {
    case .success(let file):
      var opened = PreviewEntry(file)
      opened.name = entry.name
      entries[index] = opened
      return (opened, nil)
    case .failure(let errors):
      if recordingErrors { entries[index].errors = errors }
      return (entry, errors)
    }
  }

  /// Keeps what the viewer learnt about entry `index` (its last good version, or its error).
  mutating func keep(_ model: PreviewModel, at index: Int) {
    entries[index].spec = model.document.fileSpec
    entries[index].errors = model.document.error
  }

  mutating func backToGallery(_ model: PreviewModel) -> AppAction {
    if let index = openIndex, entries.indices.contains(index) { keep(model, at: index) }
    screen = .gallery
    viewer = nil
    openIndex = nil
    galleryPicture = nil
    updatePicture(now: model.clock)
    return .redraw
  }
}

import BrickCore
import BrickFormat
import BrickRaster

/// One layout file the previewer can show: its path, the last good spec and its text, or the
/// errors of a file that does not load (it opens with the error over an empty layout).
public struct PreviewEntry: Sendable {
  public var path: String
  public var spec: LayoutSpec
  /// The text the spec was loaded from (the file watch compares new text with it).
  public var text: String?
  /// Why the file does not load, when it does not (then `spec` is empty).
  public var errors: LayoutErrors?

  public init(path: String, spec: LayoutSpec, text: String? = nil, errors: LayoutErrors? = nil) {
    self.path = path
    self.spec = spec
    self.text = text
    self.errors = errors
  }

  /// The file's title, or its file name.
  public var title: String { spec.title ?? PreviewModel.fileName(path) }

  /// The layout shown while a file has never loaded: nothing.
  public static let emptySpec = LayoutSpec(root: Section())

  /// Reads and loads the file at `path` for the previewer. A file that cannot be read (missing,
  /// a folder, not text) is an error; one that reads but does not load opens anyway, with its
  /// errors shown over an empty layout until it is saved valid.
  public static func open(path: String) -> Result<PreviewEntry, LayoutErrors> {
    LayoutFiles.read(path: path).map { text in
      switch LayoutLoader.load(text: text, sourceName: path) {
      case .success(let spec): PreviewEntry(path: path, spec: spec, text: text)
      case .failure(let errors): PreviewEntry(path: path, spec: emptySpec, errors: errors)
      }
    }
  }
}

/// The interactive previewer (`brickyard preview FILE|FOLDER`, FORMAT.md §4) as a
/// `TerminalApp`: input events become `PreviewModel` commands, and frames are drawn from it.
///
/// A file opens straight into the viewer; a folder opens a gallery of its layouts, where Enter
/// opens one, `n`/`p` move between layouts (after the last data state of one that has states),
/// and `q`/Esc go back. Time comes from the run loop (`now`), files from a `LayoutSource`, so
/// the whole app runs under `RecordingBackend` with scripted files.
public struct PreviewApp: TerminalApp {
  /// What is on screen.
  public enum Screen: Hashable, Sendable { case gallery, viewer }

  public private(set) var entries: [PreviewEntry]
  /// The folder, when the app was opened on one (there is a gallery to go back to).
  public let folder: String?
  public private(set) var screen: Screen
  /// The highlighted row of the gallery.
  public private(set) var gallerySelection = 0
  /// The open layout.
  public private(set) var viewer: PreviewModel?
  /// Which entry the viewer shows.
  public private(set) var openIndex: Int?
  public let settings: PreviewSettings
  let source: LayoutSource?
  public private(set) var size = TerminalSize(cols: 0, rows: 0)
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
      if model.cancelSlicedSolve() || model.closeOverlay(now: now) || model.closeVariants() {
        viewer = model
        return .redraw
      }
      return folder != nil ? backToGallery(model) : .unchanged
    case .key(.char("q")):
      if model.helpVisible {
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
      if let place = model.shownWarningPlace { return .edit(path: place.path, line: place.line) }
      // The selected brick's line (the file's top when nothing is selected).
      return .edit(path: model.path, line: model.selectedSourceLine ?? 1)
    default:
      break
    }
    guard let command = KeyMap.command(for: event) else { return .unchanged }
    if PreviewModel.cancelsSlicedSolve(command) { model.cancelSlicedSolve() }
    if command == .next || command == .previous {
      let step = command == .next ? 1 : -1
      if model.stepState(step, wrap: folder == nil, now: now) {
        model.syncBoard()
        viewer = model
        return .redraw
      }
      guard folder != nil, entries.count > 1, let index = openIndex else { return .unchanged }
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
    case .zoomIn: model.zoom(in: true, now: now)
    case .zoomOut: model.zoom(in: false, now: now)
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
    return .redraw
  }

  /// Opens entry `index`, reading the file again when there is a source (a file that no longer
  /// loads opens its last good version with the error over it).
  mutating func open(_ index: Int, now: Double) {
    guard entries.indices.contains(index) else { return }
    var entry = entries[index]
    var error = entry.errors
    if let source {
      switch LayoutFiles.readAndLoad(path: entry.path, reading: source.read) {
      case .success(let file):
        entry.spec = file.spec
        entry.text = file.text
        entry.errors = nil
        error = nil
        entries[index] = entry
      case .failure(let errors):
        error = errors
      }
    }
    var model = PreviewModel(
      path: entry.path, spec: entry.spec, text: entry.text, settings: settings, now: now,
      source: source, error: error, worker: worker)
    model.resize(size, now: now)
    viewer = model
    openIndex = index
    gallerySelection = index
    screen = .viewer
  }

  /// Keeps what the viewer learnt about entry `index` (its last good version, or its error).
  mutating func keep(_ model: PreviewModel, at index: Int) {
    entries[index].spec = model.fileSpec
    entries[index].errors = model.error
  }

  mutating func backToGallery(_ model: PreviewModel) -> AppAction {
    if let index = openIndex, entries.indices.contains(index) { keep(model, at: index) }
    screen = .gallery
    viewer = nil
    openIndex = nil
    return .redraw
  }

  // MARK: - The gallery

  mutating func handleGallery(_ event: InputEvent, now: Double) -> AppAction {
    let count = entries.count
    var selection = gallerySelection
    switch event {
    case .key(.escape), .key(.char("q")):
      return .quit
    case .key(.enter), .key(.char("l")), .key(.right):
      guard count > 0 else { return .unchanged }
      open(gallerySelection, now: now)
      return .redraw
    case .mouse(.press(_, let y)):
      let row = galleryTop + y - 1
      guard y >= 1, y < size.rows - 1, entries.indices.contains(row) else { return .unchanged }
      open(row, now: now)
      return .redraw
    default:
      switch KeyMap.command(for: event) {
      case .scrollLines(let n): selection += n
      case .scrollPages(let n): selection += n * max(1, listRows)
      case .top: selection = 0
      case .bottom: selection = count - 1
      case .next: selection += 1
      case .previous: selection -= 1
      case .quit: return .quit
      default: return .unchanged
      }
    }
    selection = max(0, min(selection, count - 1))
    guard selection != gallerySelection else { return .unchanged }
    gallerySelection = selection
    return .redraw
  }

  /// Rows of the gallery's list (between the header and the status line).
  var listRows: Int { max(0, size.rows - 2) }

  /// The first entry shown, so the selection is on screen.
  var galleryTop: Int {
    let rows = max(1, listRows)
    return gallerySelection >= rows ? gallerySelection - rows + 1 : 0
  }

  func drawGallery(into grid: inout CellGrid) {
    guard grid.width > 0, grid.height > 0 else { return }
    let glyphs = settings.glyphs
    let bold = Style(attributes: .bold)
    let header =
      "Brickyard: \(entries.count) layout\(entries.count == 1 ? "" : "s") in \(folder ?? ".")"
    grid.write(Overlay.fit(header, columns: grid.width, glyphs: glyphs), x: 0, y: 0, style: bold)
    let titleWidth = min(40, max(10, grid.width / 2))
    if entries.isEmpty && grid.height > 2 {
      grid.write("(no .yaml, .yml or .json files)", x: 2, y: 1)
    }
    for row in 0..<listRows {
      let index = galleryTop + row
      guard entries.indices.contains(index), row + 1 < grid.height else { break }
      let selected = index == gallerySelection
      let style = selected ? Style(attributes: .reverse) : .plain
      if selected {
        grid.fill(CellRect(x: 0, y: row + 1, width: grid.width, height: 1), style: style)
      }
      let entry = entries[index]
      let marker = selected ? (glyphs == .ascii ? ">" : "▸") : " "
      grid.write(
        marker + " " + Overlay.fit(entry.title, columns: titleWidth - 3, glyphs: glyphs), x: 0,
        y: row + 1, style: style)
      let name = PreviewModel.fileName(entry.path)
      grid.write(
        Overlay.fit(name, columns: max(0, grid.width - titleWidth - 1), glyphs: glyphs),
        x: titleWidth, y: row + 1, style: style)
    }
    if grid.height >= 2 {
      let status = "Enter open · j/k move · n/p in a layout: next/previous · q quit"
      let row = grid.height - 1
      grid.fill(
        CellRect(x: 0, y: row, width: grid.width, height: 1), style: Style(attributes: .reverse))
      let text = glyphs == .ascii ? status.replacing("·", with: "|") : status
      grid.write(
        Overlay.fit(text, columns: grid.width, glyphs: glyphs), x: 0, y: row,
        style: Style(attributes: .reverse))
    }
  }
}

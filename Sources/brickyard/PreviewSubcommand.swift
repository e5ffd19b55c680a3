import ArgumentParser
import BrickCommands
import BrickCore
import BrickFiles
import BrickFormat
import BrickPreview
import BrickRaster
import BrickTUI

/// `brickyard preview FILE|FOLDER` (also `brickyard FILE`): the interactive previewer
/// (docs/picture.md#how-to-read-the-picture). Every file is read before the terminal is touched: a
/// file that cannot be read prints its error and exits with status 1, and so does a terminal that
/// cannot be used. A single file that reads but does not load opens with its error over an empty
/// layout, and appears once it is saved valid; a folder's broken files are listed with their first
/// error.
///
/// Named `PreviewSubcommand` so that `PreviewCommand` means one thing: a key's command in the
/// previewer (BrickTUI's `KeyMap`).
struct PreviewSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract:
      "Open the interactive previewer on a layout file, or a gallery of a folder's layouts.",
    discussion: """
      Keys: j/k or Down/Up scroll a row (in a layout that snaps, to the next snap point), \
      Space/b or PgDn/PgUp a page, g/G or Home/End top and bottom, h/l or Left/Right \
      sideways (a selected collection when one is), J/K/H/L move the view over a device \
      larger than the terminal, o orientation, c/v size classes, d next device, \
      a light/dark, t/T text size, +/- zoom, 0 the whole device (below zoom 1 if need be), \
      = variants side by side, i inspector, Tab/Shift-Tab select, e edit the file at the \
      selected brick, w next import warning, n/p next/previous state or layout, r reload, \
      ? help, q quit (a folder: back), Ctrl-L redraw; the wheel scrolls, a click selects. \
      Ctrl-C, Ctrl-\\ and SIGTERM end it with the terminal restored. The file is watched \
      and reloaded when it changes.
      """)

  @Argument(
    help: ArgumentHelp(
      "A layout file (.yaml, .yml or .json), BrickKit Swift (.swift, imported as by "
        + "`brickyard import`), or a folder of layout files or of an app's Swift.",
      valueName: "file|folder"))
  var path: String

  /// The device, orientation, state, appearance and text options (shared with `record`,
  /// `frames` and `render`).
  @OptionGroup var shown: PreviewOptions

  @Option(
    help: ArgumentHelp(
      "Zoom: 1 is 8×16 points a cell, 2 is 4×8, 0.5 is 16×32 (default: the largest step of "
        + "+/- at which the device's whole screen fits the terminal, not below 1; 0 in the "
        + "previewer fits again).", valueName: "factor"))
  var zoom: Double?

  @Flag(help: "Draw with ASCII instead of box drawing characters.")
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "Record the session as an asciinema v2 file (what the terminal was sent, with timing).",
      valueName: "file"))
  var record: String?

  func validate() throws {
    if let zoom, !(zoom.isFinite && zoom > 0 && zoom <= 16) {
      throw ValidationError("--zoom must be a number above 0 and at most 16, not \(zoom).")
    }
  }

  func run() throws {
    var settings = PreviewSettings(
      device: shown.device, orientation: shown.orientation, zoom: zoom ?? 1,
      glyphs: ascii ? .ascii : .unicode, state: shown.state, fitZoom: zoom == nil)
    settings.text = try shown.text.overrides()
    // ncurses reads the same TERM; a terminal with fewer colours gets the nearest of 16.
    settings.palette = RenderPlatform.terminalPalette
    settings.appearance = shown.appearance
    settings.pollInterval = 0.025
    settings.watchesFiles = true
    let source = DiskLayoutSource()
    var app: PreviewApp
    if case .success(let layoutFiles) = LayoutFiles.layouts(inFolder: path) {
      // A folder of an app's Swift: one entry per screen, the file that declares it; a folder
      // of layouts lists its `.swift` files too (each imported).
      let files: [String]
      let withSwift = (try? LayoutFiles.layouts(inFolder: path, swift: true).get()) ?? layoutFiles
      #if Importer
        files = layoutFiles.isEmpty ? SwiftApp.screenFiles(inFolder: path) : withSwift
      #else
        files = withSwift
      #endif
      let entries = Self.loadAll(files)
      guard !entries.isEmpty else {
        throw CommandError(
          "\(path): no layout files (.yaml, .yml, .json or .swift) or Swift screens in this folder")
      }
      app = PreviewApp(
        folder: path, entries: entries, settings: settings, source: source, worker: .background)
    } else {
      // A file that reads but does not load opens with its error shown (until it is fixed).
      let entry: PreviewEntry
      switch PreviewEntry.open(path: path) {
      case .success(let opened): entry = opened
      case .failure(let errors): throw errors
      }
      if let state = shown.state, entry.errors == nil,
        !entry.spec.states.contains(where: { $0.name == state })
      {
        let names = entry.spec.states.map(\.name)
        throw CommandError(
          names.isEmpty
            ? "\(path): --state \(state): the file has no states"
            : "\(path): --state \(state): no such state; the file has "
              + "\(names.joined(separator: ", "))"
        )
      }
      app = PreviewApp(file: entry, settings: settings, source: source, worker: .background)
    }
    let outcome: LoopOutcome
    do {
      if let record {
        let file = try CastFile(path: record)
        let backend = CastBackend(inner: NcursesBackend(), title: path, writer: file.writer)
        outcome = try TerminalLoop.run(app: &app, backend: backend)
        try file.finish()
      } else {
        outcome = try TerminalLoop.run(app: &app, backend: NcursesBackend())
      }
    } catch let error as TerminalError {
      throw CommandError("brickyard: \(error)")
    }
    if outcome != .quit { throw ExitCode(outcome.exitCode) }
  }

  /// Opens every file; a file that does not load is listed with its errors (the gallery shows
  /// the first, and opening it shows them over an empty layout).
  static func loadAll(_ paths: [String]) -> [PreviewEntry] {
    PreviewEntry.listing(paths: paths)
  }
}

import ArgumentParser
import BrickCore
import BrickExport
import BrickFiles
import BrickRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `brickyard render FILE`: the previewer's screen printed as text, without a terminal
/// (docs/picture.md#how-to-read-the-picture), or the layout drawn as SVG or HTML at one pixel a
/// point (docs/commands.md#pictures-to-share), for tests and for pasting into reviews. `--offsets`
/// draws a filmstrip and `--matrix` a contact sheet, in every format.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print a layout's screen as text, SVG or HTML.",
    discussion: """
      Text: one column is 8 points and one row 16 points at zoom 1. SVG and HTML: one pixel a \
      point, every item a <rect data-id data-index x y width height> in points from its \
      panel's top left corner (HTML adds the inspector's fields on hover). --offsets draws one \
      captioned panel per offset, left to right; --matrix one row per variant.
      """)

  /// What `render` prints.
  enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, svg, html
  }

  /// When to colour the output.
  enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
  }

  /// How many colours the output may use.
  enum ColorCount: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto
    case sixteen = "16"
    case twoHundredFiftySix = "256"
    case trueColor = "truecolor"

    /// The palette: `auto` asks the environment when standard output is a terminal, and
    /// keeps to 16 otherwise (files and pipes stay the same everywhere).
    var palette: RasterOptions.Palette {
      switch self {
      case .sixteen: return .ansi16
      case .twoHundredFiftySix: return .xterm256
      case .trueColor: return .trueColor
      case .auto: return RenderPlatform.stdoutIsTerminal ? RenderPlatform.terminalPalette : .ansi16
      }
    }
  }

  @Argument(help: "A layout file (.yaml, .yml or .json).", completion: .file())
  var file: String

  @OptionGroup var view: ViewOptions

  @OptionGroup var collections: CollectionOffsetOptions

  @Option(help: ArgumentHelp("Zoom: 1 is 8×16 points a cell, 2 is 4×8, ...", valueName: "factor"))
  var zoom: Double = 1

  @Option(
    help: ArgumentHelp("auto (a terminal without NO_COLOR), always or never.", valueName: "when"))
  var color: ColorMode = .auto

  @Option(
    help: ArgumentHelp(
      "With colour: the terminal's colours, 16, 256 or truecolor (auto: what a terminal on "
        + "standard output says in TERM and COLORTERM, else 16).",
      valueName: "auto|16|256|truecolor"))
  var colors: ColorCount = .auto

  @Flag(help: "Draw with ASCII instead of box drawing characters.")
  var ascii = false

  @Flag(help: "Draw a border around the device viewport and a status line under it.")
  var frame = false

  @OptionGroup var scroll: ScrollOptions

  @Option(help: ArgumentHelp("text (default), svg or html.", valueName: "text|svg|html"))
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "Draw variants side by side: orientation, sizeClass, appearance (light and dark), "
        + "contentSize (every Dynamic Type size, or contentSize:A,B,... such as "
        + "contentSize:xSmall,large,accessibility3), or devices:A,B,...",
      valueName: "orientation|sizeClass|appearance|contentSize[:A,B]|devices:A,B"),
    completion: .list(Completions.matrices))
  var matrix: MatrixOption?

  @Option(
    name: .customLong("max-items"),
    help: ArgumentHelp("SVG and HTML: refuse layouts of more items than this.", valueName: "count"))
  var maximumItems: Int = 100_000

  func validate() throws {
    try scroll.validate(with: view)
    try matrix?.validate()
    if maximumItems < 1 { throw ValidationError("--max-items must be at least 1.") }
    if format != .text && (frame || ascii || zoom != 1 || color == .always) {
      throw ValidationError(
        "--frame, --ascii, --zoom and --color draw text; --format \(format.rawValue) draws one "
          + "pixel a point.")
    }
    let zooms = Limits.zoomRange
    guard zoom.isFinite && zooms.contains(zoom) else {
      throw ValidationError(
        "--zoom must be a number from \(zooms.lowerBound) to \(Int(zooms.upperBound)), not \(zoom)."
      )
    }
  }

  func run() throws {
    let spec = try loadLayoutFile(file)
    switch format {
    case .svg, .html:
      // Streamed: each panel is solved, written and let go before the next (the checked
      // writer stops at the first failed write).
      let plan = try exportPlan(for: spec)
      let out = OutputFile.standardOutput()
      let sink: (String) throws -> Void = { try out.write($0) }
      if format == .svg {
        try SVGWriter().write(plan, to: sink)
      } else {
        try HTMLWriter().write(plan, to: sink)
      }
      try out.finish()
    case .text:
      let useColor: Bool
      switch color {
      case .always: useColor = true
      case .never: useColor = false
      case .auto: useColor = RenderPlatform.stdoutIsTerminal && !RenderPlatform.noColorSet
      }
      try OutputFile.write(try text(for: spec, colored: useColor), to: nil)
    }
  }

  /// The view options of each row: the matrix's variants, or the command line's alone.
  var rows: [(caption: String?, view: ViewOptions)] {
    guard let matrix else { return [(nil, view)] }
    return matrix.variants(of: view).map { ($0.caption, $0.view) }
  }

  /// The text output: one screen, or (with `--offsets` or `--matrix`) captioned panels side by
  /// side, a row per variant.
  func text(for fileSpec: LayoutSpec, colored: Bool) throws -> String {
    if matrix == nil && scroll.offsets == nil {
      return try screens(for: fileSpec, view: view, colored: colored)[0].text
    }
    // The cell cap covers the whole sheet, every variant's screens together, before any is
    // drawn (--matrix of 5,000 devices once wrote 133 MB).
    let screensPerRow = scroll.offsets?.points.count ?? 1
    var cells = 0
    for row in rows {
      let size = RasterOptions(zoom: zoom).gridSize(
        forViewport: try row.view.resolve(fileSpec).viewport.size)
      let (each, o1) = (size.columns + 2).multipliedReportingOverflow(by: size.rows + 2)
      let (rowCells, o2) = each.multipliedReportingOverflow(by: screensPerRow)
      let (sum, o3) = cells.addingReportingOverflow(rowCells)
      cells = o1 || o2 || o3 ? Int.max : sum
    }
    if cells > Limits.maximumCells {
      throw CommandError(
        "\(file): error: the picture would be \(rows.count * screensPerRow) screens, "
          + "more than \(NumberText.grouped(Limits.maximumCells)) cells in all\n"
          + "  expected: fewer --matrix variants or --offsets, or a smaller --zoom")
    }
    var sheet: [[(caption: String, text: String)]] = []
    for row in rows {
      sheet.append(
        try screens(for: fileSpec, view: row.view, caption: row.caption, colored: colored).map {
          panel in
          (
            caption: [row.caption, panel.caption].compactMap { $0 }.joined(separator: " · "),
            text: panel.text
          )
        })
    }
    // Without offsets, the variants share one row.
    if scroll.offsets == nil { sheet = [sheet.flatMap { $0 }] }
    return sheet.map { TextSheet.sideBySide($0, colored: colored) }.joined(separator: "\n")
  }

  /// The printed text for a spec (`text(for:colored:)`).
  func screen(for fileSpec: LayoutSpec, colored: Bool) throws -> String {
    try text(for: fileSpec, colored: colored)
  }

  /// The screens of one view: one, or one per `--offsets` entry with its caption. `caption`
  /// names the view's `--matrix` variant in notes.
  func screens(
    for fileSpec: LayoutSpec, view: ViewOptions, caption: String? = nil, colored: Bool
  ) throws
    -> [(caption: String?, text: String)]
  {
    let resolved = try view.resolve(fileSpec)
    try checkPictureSize(resolved.viewport.size, screens: scroll.offsets?.points.count ?? 1)
    let layout = SolvedLayout(
      CompiledLayout(resolved.spec), environment: resolved.environment,
      options: scroll.solveOptions)
    guard let offsets = scroll.offsets else {
      // One screen: behaviors settle at 0, then run at the requested offset.
      var engine = BehaviorEngine(layout: layout, viewport: resolved.viewport)
      try collections.apply(to: &engine)
      engine.applyStart(resolved.spec.start, explicitOffset: view.offset != nil)
      if let propose = scroll.propose {
        engine.scroll(to: engine.targetContentOffset(proposed: propose))
      }
      if view.offset != nil {
        Self.noteOffsetOutOfRange(engine.scene, variant: caption)
      }
      let text = draw(engine.scene, resolved: resolved, title: fileSpec.title, colored: colored)
      return [(nil, text)]
    }
    var start = resolved.viewport
    start.offset = .zero
    var engine = BehaviorEngine(layout: layout, viewport: start)
    try collections.apply(to: &engine)
    var screens: [(String?, String)] = []
    for offset in offsets.points {
      engine.scroll(to: offset)
      Self.noteOffsetOutOfRange(engine.scene, variant: caption)
      let text = draw(engine.scene, resolved: resolved, title: fileSpec.title, colored: colored)
      screens.append((Self.offsetCaption(engine.scene.viewport.offset), text))
    }
    return screens
  }

  /// `offset 0,480`.
  static func offsetCaption(_ p: Point) -> String {
    "offset \(NumberText.point(p))"
  }

  /// Says on standard error when a scene is drawn at an offset its layout cannot scroll to
  /// (past the end of the content, or before its start beyond the content inset): the picture
  /// shows it as asked, as a rubber band would, but a user at rest never sees it.
  static func noteOffsetOutOfRange(_ scene: Scene, variant: String?) {
    guard let note = offsetOutOfRange(scene) else { return }
    printToStandardError("render: " + (variant.map { "\($0): " } ?? "") + note)
  }

  /// `offset 0,5000 is outside what the layout scrolls to (0,0 to 0,972); drawn as given`,
  /// or nil when the scene's offset is in range.
  static func offsetOutOfRange(_ scene: Scene) -> String? {
    let offset = scene.viewport.offset
    guard scene.clampedOffset(offset) != offset else { return nil }
    let low = scene.clampedOffset(Point(x: -.greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
    let high = scene.clampedOffset(Point(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude))
    let text = NumberText.point
    return "offset \(text(offset)) is outside what the layout scrolls to (\(text(low)) to "
      + "\(text(high))); drawn as given"
  }

  /// Draws one scene: the grid (framed with a status line when asked), as plain text with
  /// trailing spaces trimmed or with ANSI codes.
  func draw(_ scene: Scene, resolved: ViewOptions.Resolved, title: String?, colored: Bool) -> String
  {
    var options = RasterOptions(zoom: zoom, glyphs: ascii ? .ascii : .unicode, color: colored)
    options.palette = colors.palette
    options.appearance = resolved.spec.appearance
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    var status: String?
    if frame {
      let size = options.gridSize(forViewport: scene.viewport.size)
      grid.reset(width: size.columns + 2, height: size.rows + 2)
      grid.drawBox(grid.bounds, glyphs: options.glyphs)
      rasterizer.draw(
        scene, into: &grid, region: CellRect(x: 1, y: 1, width: size.columns, height: size.rows))
      status = StatusLine.text(
        title: title ?? Self.fileName(file), device: resolved.device.displayName(),
        traits: resolved.environment.traits, offset: scene.viewport.offset,
        contentSize: scene.contentSize, estimated: !scene.layout.isComplete, glyphs: options.glyphs)
    } else {
      rasterizer.draw(scene, into: &grid)
    }
    var out = colored ? grid.ansiText() : grid.text()
    if let status {
      out +=
        colored ? CellGrid.sgr(Style(attributes: .reverse)) + status + "\u{1B}[0m\n" : status + "\n"
    }
    return out
  }

  /// Refuses a picture of more than `Limits.maximumCells` cells in all, before any is drawn.
  func checkPictureSize(_ viewport: Size, screens: Int) throws {
    let size = RasterOptions(zoom: zoom).gridSize(forViewport: viewport)
    let (cells, o1) = (size.columns + 2).multipliedReportingOverflow(by: size.rows + 2)
    let (total, o2) = cells.multipliedReportingOverflow(by: screens)
    guard o1 || o2 || total > Limits.maximumCells else { return }
    let each = "\(size.columns)×\(size.rows) cells"
    let what = screens == 1 ? each : "\(screens) screens of \(each)"
    throw CommandError(
      "\(file): error: the picture would be \(what), more than "
        + "\(NumberText.grouped(Limits.maximumCells)) cells\n"
        + "  expected: a smaller --width/--height or --zoom, or fewer --offsets")
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// The libc facts `render --color auto` needs (the previewer asks for the palette too).
public enum RenderPlatform {
  /// The palette the environment's terminal has (`RasterOptions.Palette.of`).
  public static var terminalPalette: RasterOptions.Palette {
    .of(term: environment("TERM"), colorTerm: environment("COLORTERM"))
  }

  static func environment(_ name: String) -> String? {
    guard let p = getenv(name) else { return nil }
    return String(cString: p)
  }

  static var stdoutIsTerminal: Bool { isatty(1) != 0 }
  /// NO_COLOR set to anything non-empty (https://no-color.org).
  static var noColorSet: Bool {
    guard let p = getenv("NO_COLOR") else { return false }
    return p.pointee != 0
  }
}

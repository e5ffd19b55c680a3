import ArgumentParser
import BrickCore
import BrickRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `brickyard render FILE`: the previewer's screen printed as text, without a terminal
/// (FORMAT.md §4), for tests and for pasting into reviews.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print a layout's screen as text.",
    discussion: "One column is 8 points and one row 16 points at zoom 1.")

  /// When to colour the output.
  enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
  }

  @Argument(help: "A layout file (.yaml, .yml or .json).")
  var file: String

  @OptionGroup var view: ViewOptions

  @OptionGroup var collections: CollectionOffsetOptions

  @Option(help: ArgumentHelp("Zoom: 1 is 8×16 points a cell, 2 is 4×8, ...", valueName: "factor"))
  var zoom: Double = 1

  @Option(help: ArgumentHelp("auto (a terminal without NO_COLOR), always or never.", valueName: "when"))
  var color: ColorMode = .auto

  @Flag(help: "Draw with ASCII instead of box drawing characters.")
  var ascii = false

  @Flag(help: "Draw a border around the device viewport and a status line under it.")
  var frame = false

  @OptionGroup var scroll: ScrollOptions



  func validate() throws {
    try scroll.validate(with: view)
    guard zoom.isFinite && zoom > 0 && zoom <= 16 else {
      throw ValidationError("--zoom must be a number above 0 and at most 16, not \(zoom).")
    }
  }

  func run() throws {
    let spec = try loadLayoutFile(file)
    let useColor: Bool
    switch color {
    case .always: useColor = true
    case .never: useColor = false
    case .auto: useColor = RenderPlatform.stdoutIsTerminal && !RenderPlatform.noColorSet
    }
    print(try screen(for: spec, colored: useColor), terminator: "")
  }

  /// The printed screen for a spec: the grid (framed with a status line when asked), as plain
  /// text with trailing spaces trimmed or with ANSI codes.
  func screen(for fileSpec: LayoutSpec, colored: Bool) throws -> String {
    let resolved = try view.resolve(fileSpec)
    let layout = SolvedLayout(
      CompiledLayout(resolved.spec), environment: resolved.environment,
      options: scroll.solveOptions)
    guard let offsets = scroll.offsets else {
      // One screen: behaviors settle at 0, then run at the requested offset.
      var engine = BehaviorEngine(layout: layout, viewport: resolved.viewport)
      try collections.apply(to: &engine)
      engine.applyStart(resolved.spec.start, explicitOffset: view.offset != nil)
      if let propose = scroll.propose { engine.scroll(to: engine.targetContentOffset(proposed: propose)) }
      return draw(engine.scene, resolved: resolved, title: fileSpec.title, colored: colored)
    }
    var start = resolved.viewport
    start.offset = .zero
    var engine = BehaviorEngine(layout: layout, viewport: start)
    try collections.apply(to: &engine)
    var screens: [String] = []
    for offset in offsets.points {
      engine.scroll(to: offset)
      screens.append(draw(engine.scene, resolved: resolved, title: fileSpec.title, colored: colored))
    }
    return screens.joined(separator: "\n")
  }

  /// Draws one scene: the grid (framed with a status line when asked), as plain text with
  /// trailing spaces trimmed or with ANSI codes.
  func draw(_ scene: Scene, resolved: ViewOptions.Resolved, title: String?, colored: Bool) -> String {
    let options = RasterOptions(zoom: zoom, glyphs: ascii ? .ascii : .unicode, color: colored)
    var rasterizer = Rasterizer(options: options)
    var grid = CellGrid(width: 0, height: 0)
    var status: String?
    if frame {
      let size = options.gridSize(forViewport: scene.viewport.size)
      grid.reset(width: size.columns + 2, height: size.rows + 2)
      grid.drawBox(grid.bounds, glyphs: options.glyphs)
      rasterizer.draw(scene, into: &grid, region: CellRect(x: 1, y: 1, width: size.columns, height: size.rows))
      status = StatusLine.text(
        title: title ?? Self.fileName(file), device: resolved.deviceDisplayName,
        traits: resolved.environment.traits, offset: scene.viewport.offset,
        contentSize: scene.contentSize, glyphs: options.glyphs)
    } else {
      rasterizer.draw(scene, into: &grid)
    }
    var out = colored ? grid.ansiText() : grid.text()
    if let status {
      out += colored ? CellGrid.sgr(Style(attributes: .reverse)) + status + "\u{1B}[0m\n" : status + "\n"
    }
    return out
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// A failure of `render` that is not a usage error: printed as is, exit status 1.
struct RenderError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The libc facts `render --color auto` needs.
enum RenderPlatform {
  static var stdoutIsTerminal: Bool { isatty(1) != 0 }
  /// NO_COLOR set to anything non-empty (https://no-color.org).
  static var noColorSet: Bool {
    guard let p = getenv("NO_COLOR") else { return false }
    return p.pointee != 0
  }
}

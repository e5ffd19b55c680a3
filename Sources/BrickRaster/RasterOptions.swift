import BrickCore

/// A rectangle of whole cells: columns `x..<x+width`, rows `y..<y+height`.
public struct CellRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  @inline(__always) public var minX: Int { x }
  @inline(__always) public var minY: Int { y }
  @inline(__always) public var maxX: Int { x + width }
  @inline(__always) public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles; empty (zero size) when they do not overlap.
  public func intersection(_ other: CellRect) -> CellRect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return CellRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// True when the interiors overlap.
  public func intersects(_ other: CellRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

/// How the rasterizer draws: scale, glyph set, colour and the debug fill.
///
/// At zoom 1 a cell is 8 points wide and 16 points tall (`CellMetrics`); zoom 2 makes it 4 × 8
/// points, so everything is twice as many cells across and down. Text is always one character
/// per cell.
public struct RasterOptions: Hashable, Sendable {
  /// The characters boxes are drawn with.
  public enum Glyphs: String, Hashable, Sendable, CaseIterable {
    /// Box drawing characters (┌─┐│└┘), a hatch (░) and an ellipsis (…).
    case unicode
    /// Plain ASCII (+-|), for terminals and files that cannot show box drawing.
    case ascii
  }

  /// The colours an output can show.
  public enum Palette: String, Hashable, Sendable, CaseIterable {
    /// The 16 ANSI colours every colour terminal has.
    case ansi16
    /// xterm's 256 colours (most terminals today; `TERM` ends in `-256color`).
    case xterm256
    /// Any RGB colour (24-bit "true colour": `COLORTERM=truecolor` or `24bit`, or a
    /// direct-colour `TERM` such as `xterm-direct`).
    case trueColor = "truecolor"

    /// The palette a terminal has, from its `TERM` and `COLORTERM`: true colour when
    /// `COLORTERM` says `truecolor`/`24bit` or `TERM` names a direct-colour terminal
    /// (`xterm-direct`); 256 colours when `TERM` names a 256-colour terminal
    /// (`xterm-256color`, `tmux-256color`); else the 16 every colour terminal has.
    public static func of(term: String?, colorTerm: String?) -> Palette {
      let term = term ?? ""
      let colorTerm = (colorTerm ?? "").lowercased()
      if colorTerm == "truecolor" || colorTerm == "24bit" || term.contains("direct") {
        return .trueColor
      }
      if term.contains("256color") { return .xterm256 }
      return .ansi16
    }
  }

  /// Cells per 8 × 16 points; must be positive and finite (others are treated as 1).
  public var zoom: Double
  public var glyphs: Glyphs
  /// When false, no foreground or background colours are set (attributes such as dim stay).
  public var color: Bool
  /// The colours the output can show: named backgrounds get their own RGB in `.trueColor`, a
  /// colour of their own in `.xterm256` (see `ColorNames`), the nearest of 16 in `.ansi16`.
  public var palette: Palette = .ansi16
  /// Light or dark (docs/layout-file.md#text-metrics): which value of each dynamic colour is drawn.
  /// In dark, with colour, the screen's empty cells and the brick shades are dark too
  /// (`Rasterizer.darkStyle`).
  public var appearance: Appearance = .light
  /// Fills each brick with the first character of its id and outlines each section, with no
  /// content: screens for layout tests (ratatui's `letters` helper).
  public var debugLetters: Bool

  public init(
    zoom: Double = 1, glyphs: Glyphs = .unicode, color: Bool = true, debugLetters: Bool = false
  ) {
    self.zoom = zoom
    self.glyphs = glyphs
    self.color = color
    self.debugLetters = debugLetters
  }

  /// The zoom actually used: `zoom` when positive and finite, else 1.
  public var effectiveZoom: Double { zoom.isFinite && zoom > 0 ? zoom : 1 }
  /// Points per cell across.
  public var pointsPerColumn: Double { CellMetrics.pointsPerColumn / effectiveZoom }
  /// Points per cell down.
  public var pointsPerRow: Double { CellMetrics.pointsPerRow / effectiveZoom }

  /// The grid size, in cells, that shows a viewport of this size: each length divided by the
  /// cell size, rounded half up, at least 1 (0 for an empty viewport).
  public func gridSize(forViewport size: Size) -> (columns: Int, rows: Int) {
    func cells(_ length: Double, _ unit: Double) -> Int {
      guard length.isFinite, length > 0 else { return 0 }
      return max(1, CellMapping.roundHalfUp(length / unit))
    }
    return (cells(size.width, pointsPerColumn), cells(size.height, pointsPerRow))
  }
}

/// The glyphs of one drawing mode.
struct GlyphSet: Sendable {
  var topLeft: Unicode.Scalar, topRight: Unicode.Scalar
  var bottomLeft: Unicode.Scalar, bottomRight: Unicode.Scalar
  var horizontal: Unicode.Scalar, vertical: Unicode.Scalar
  /// Section outlines: lighter lines.
  var sectionTopLeft: Unicode.Scalar, sectionTopRight: Unicode.Scalar
  var sectionBottomLeft: Unicode.Scalar, sectionBottomRight: Unicode.Scalar
  var sectionHorizontal: Unicode.Scalar, sectionVertical: Unicode.Scalar
  /// One-row boxes: `│text│` / `|text|`.
  var rowLeft: Unicode.Scalar, rowRight: Unicode.Scalar
  /// A brick smaller than a cell.
  var mark: Unicode.Scalar
  var hatch: Unicode.Scalar
  var ellipsis: Unicode.Scalar
  /// The mark of text the drawing cuts (a zoom below 1, a brick narrower than its line):
  /// `…` stays the layout's own mark.
  var drawCut: Unicode.Scalar
  /// The fills of the three brick shades where text leaves cells free (no colour, a named or
  /// clear background, 16 colours): two dots, a middle dot, a dot above (`'`, `.` and `:` in
  /// ASCII). None is blank: every brick shows its extent.
  var shades: [Unicode.Scalar]
  /// The fills of image placeholders in the three shades.
  var hatches: [Unicode.Scalar]

  static let unicode = GlyphSet(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
    sectionTopLeft: "┌", sectionTopRight: "┐", sectionBottomLeft: "└", sectionBottomRight: "┘",
    sectionHorizontal: "┄", sectionVertical: "┆", rowLeft: "│", rowRight: "│",
    mark: "▪", hatch: "░", ellipsis: "…", drawCut: "›", shades: ["∶", "·", "˙"],
    hatches: ["░", "▒", "╱"])

  static let ascii = GlyphSet(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
    sectionTopLeft: ".", sectionTopRight: ".", sectionBottomLeft: ":", sectionBottomRight: ":",
    sectionHorizontal: ".", sectionVertical: ":", rowLeft: "|", rowRight: "|",
    mark: "#", hatch: "/", ellipsis: "~", drawCut: ">", shades: ["'", ".", ":"],
    hatches: ["/", "\\", "%"])

  static func of(_ g: RasterOptions.Glyphs) -> GlyphSet { g == .ascii ? ascii : unicode }
}

/// Points → cells: every absolute edge is rounded on its own (round half up), then made
/// relative to the rounded viewport origin, so two bricks that share an edge in points share it
/// in cells at every offset (Taffy's `round_layout`), and a brick that scrolls moves by whole
/// cells and never resizes.
///
/// A brick a behavior placed (its displayed frame is not its layout frame: a stuck header, a
/// sticky footer) or one that ends at the viewport's bottom or right edge (a footer in place
/// at the end of the content) is anchored to the viewport instead: its edges are counted from
/// the viewport's exact top-left, so a brick pinned to the viewport's bottom ends on the last
/// row (the grid's size is the viewport's, rounded the same way) and keeps its size at every
/// offset.
struct CellMapping: Sendable {
  /// One axis of the mapping: across (x, columns) or down (y, rows).
  struct Axis: Sendable {
    var pointsPerCell: Double
    /// The viewport origin in absolute cells.
    var origin: Int
    /// The viewport origin in cells, unrounded.
    var exact: Double
    /// Whether edges are counted from the viewport rather than from the content's origin.
    var anchored = false

    init(pointsPerCell: Double, viewportOrigin: Double) {
      self.pointsPerCell = pointsPerCell
      exact = viewportOrigin / pointsPerCell
      origin = CellMapping.roundHalfUp(exact)
    }

    /// The cell (relative to the viewport's) of an absolute coordinate in points.
    @inline(__always) func cell(of v: Double) -> Int {
      anchored
        ? CellMapping.roundHalfUp(v / pointsPerCell - exact)
        : CellMapping.roundHalfUp(v / pointsPerCell) - origin
    }

    /// Whether an edge at `end` (points) is the far edge of a viewport `length` long that
    /// starts at this axis's origin.
    func isFarEdge(_ end: Double, viewportLength length: Double) -> Bool {
      let far = (exact * pointsPerCell + length) / pointsPerCell
      return abs(end / pointsPerCell - far) < 1e-6
    }
  }

  var x: Axis
  var y: Axis

  init(options: RasterOptions, viewportOrigin: Point) {
    x = Axis(pointsPerCell: options.pointsPerColumn, viewportOrigin: viewportOrigin.x)
    y = Axis(pointsPerCell: options.pointsPerRow, viewportOrigin: viewportOrigin.y)
  }

  /// This mapping for an item shown at `frame` whose layout frame is `layoutFrame`, in a
  /// viewport of `viewportSize` at this mapping's origin: anchored to the viewport along each
  /// axis a behavior moved or resized it, or where it ends at the viewport's far edge.
  func anchored(frame: Rect, layoutFrame: Rect?, viewportSize: Size?) -> CellMapping {
    var m = self
    if let l = layoutFrame {
      m.x.anchored = frame.x != l.x || frame.width != l.width
      m.y.anchored = frame.y != l.y || frame.height != l.height
    }
    if let v = viewportSize {
      if x.isFarEdge(frame.maxX, viewportLength: v.width) { m.x.anchored = true }
      if y.isFarEdge(frame.maxY, viewportLength: v.height) { m.y.anchored = true }
    }
    return m
  }

  /// floor(v + 0.5), clamped to ±2^40 so that no input can trap the conversion.
  @inline(__always) static func roundHalfUp(_ v: Double) -> Int {
    guard v.isFinite else { return v > 0 ? 1 << 40 : -(1 << 40) }
    let r = (v + 0.5).rounded(.down)
    return Int(min(max(r, -1_099_511_627_776), 1_099_511_627_776))
  }

  /// The cells a frame covers, relative to the viewport origin. Negative sizes are normalised;
  /// a frame that rounds to nothing still gets one cell (at its rounded origin).
  func cells(of frame: Rect) -> CellRect {
    var f = frame
    if f.width < 0 {
      f.x += f.width
      f.width = -f.width
    }
    if f.height < 0 {
      f.y += f.height
      f.height = -f.height
    }
    let x0 = x.cell(of: f.minX)
    var x1 = x.cell(of: f.maxX)
    let y0 = y.cell(of: f.minY)
    var y1 = y.cell(of: f.maxY)
    if x1 <= x0 { x1 = x0 + 1 }
    if y1 <= y0 { y1 = y0 + 1 }
    return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

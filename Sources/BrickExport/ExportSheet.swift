import BrickCore

/// One picture of a layout: a scene at one offset, device and traits, with its caption.
public struct ExportPanel: Sendable {
  /// The caption drawn above the panel (`offset 0,480`, `landscape`, `iPad`).
  public var caption: String
  /// The viewport's size: the panel is as large as the device.
  public var size: Size
  /// The scroll offset the panel shows.
  public var offset: Point
  /// The content size after behaviors.
  public var contentSize: Size
  /// The items, in paint order.
  public var items: [ExportItem]
  /// Which value of each dynamic colour the panel shows.
  public var appearance: Appearance

  /// A panel of `scene` (from the `frames` path: fully solved, collections shown).
  public init(scene: Scene, caption: String, appearance: Appearance = .light) {
    self.caption = caption
    self.appearance = appearance
    size = scene.viewport.size
    offset = scene.viewport.offset
    contentSize = scene.contentSize
    items = ExportItems.collect(scene)
  }
}

/// Panels laid out in rows (docs/commands.md#pictures-to-share): a filmstrip is one row of offsets,
/// left to right; a matrix is one row per variant (and one column per offset when both are given).
public struct ExportSheet: Sendable {
  /// The layout's title, shown in the HTML page and as the SVG's `<title>`.
  public var title: String
  public var rows: [[ExportPanel]]

  /// Space around the sheet and between panels, in points.
  public static let margin: Double = 16
  public static let gap: Double = 24
  /// Room above each panel for its caption.
  public static let captionHeight: Double = 24

  public init(title: String, rows: [[ExportPanel]]) {
    self.title = title
    self.rows = rows
  }

  /// The top left corner of each panel in sheet coordinates, row by row.
  public var origins: [[Point]] { Self.origins(sizes) }

  /// The whole sheet's size.
  public var size: Size { Self.size(sizes) }

  /// Each panel's size, row by row: all the sheet's geometry depends on.
  public var sizes: [[Size]] { rows.map { $0.map(\.size) } }

  /// The sheet as a plan whose panels are already made.
  public var plan: ExportPlan {
    let rows = self.rows
    return ExportPlan(title: title, sizes: sizes) { r, emit in
      for panel in rows[r] { try emit(panel) }
    }
  }

  /// The top left corner of each panel of these sizes, row by row.
  public static func origins(_ sizes: [[Size]]) -> [[Point]] {
    var y = margin
    var out: [[Point]] = []
    for row in sizes {
      var x = margin
      var line: [Point] = []
      for size in row {
        line.append(Point(x: x, y: y + captionHeight))
        x += size.width + gap
      }
      out.append(line)
      y += captionHeight + (row.map(\.height).max() ?? 0) + gap
    }
    return out
  }

  /// The size of a sheet of panels of these sizes.
  public static func size(_ sizes: [[Size]]) -> Size {
    var width = 0.0
    var height = margin
    for row in sizes {
      let w = row.reduce(0) { $0 + $1.width } + Double(max(0, row.count - 1)) * gap
      width = max(width, w)
      height += captionHeight + (row.map(\.height).max() ?? 0) + gap
    }
    return Size(width: width + 2 * margin, height: height - gap + margin)
  }
}

/// A sheet whose panels are made one at a time as they are written (`SVGWriter.write`), so an
/// export of many panels never holds them all: its geometry comes from the panels' sizes, known
/// before any scene is solved (a panel is as large as its device).
public struct ExportPlan {
  /// The layout's title.
  public var title: String
  /// Each panel's size, row by row; `makeRow` makes exactly these panels.
  public var sizes: [[Size]]
  /// Makes the panels of row `r` in order, handing each to `emit` as it is made.
  public var makeRow: (_ r: Int, _ emit: (ExportPanel) throws -> Void) throws -> Void

  public init(
    title: String, sizes: [[Size]],
    makeRow: @escaping (_ r: Int, _ emit: (ExportPanel) throws -> Void) throws -> Void
  ) {
    self.title = title
    self.sizes = sizes
    self.makeRow = makeRow
  }
}

/// Numbers and text for SVG and HTML attributes.
enum Markup {
  /// A number as the shortest text that reads back to the same Double, integers without a
  /// fraction (the frames output's form, so a parser gets the exact frame back).
  static func number(_ v: Double) -> String {
    v.isFinite ? NumberText.plain(v) : "0"
  }

  /// `x,y width×height`, the inspector's form of a frame.
  static func frameText(_ r: Rect) -> String {
    "\(number(r.x)),\(number(r.y)) \(number(r.width))×\(number(r.height))"
  }
}

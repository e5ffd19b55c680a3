import BrickCore
import BrickRaster

/// The part of the device the terminal shows (FORMAT.md §4, "the device is the viewport").
///
/// The scroll view is always the device's whole screen: behaviors, the scroll range and snap
/// targets never depend on the terminal. When the device at the current zoom is larger than
/// the room for it, the terminal shows a window of it; `J`/`K` and `H`/`L` move the window over
/// the device without scrolling the content, and the status line says which part is shown.
public struct DeviceView: Hashable, Sendable {
  /// The window's top-left cell, in cells from the device's top-left corner.
  public var column = 0
  public var row = 0

  public init(column: Int = 0, row: Int = 0) {
    self.column = column
    self.row = row
  }

  /// Keeps the window inside the device: `window` cells of a device of `device` cells.
  public mutating func clamp(window: (columns: Int, rows: Int), device: (columns: Int, rows: Int)) {
    column = max(0, min(column, device.columns - window.columns))
    row = max(0, min(row, device.rows - window.rows))
  }

  /// The offset of the window's corner from the device's, in points.
  public func origin(_ options: RasterOptions) -> Point {
    Point(x: Double(column) * options.pointsPerColumn, y: Double(row) * options.pointsPerRow)
  }

  /// What the status line says when the window is smaller than the device along an axis:
  /// `rows 0-352 of 568 pt`, `columns 0-616 of 820 pt`; nil when the whole device shows.
  public static func shownPart(
    window: (columns: Int, rows: Int), device: (columns: Int, rows: Int), view: DeviceView,
    size: Size, options: RasterOptions
  ) -> String? {
    var parts: [String] = []
    if window.columns < device.columns {
      let a = Double(view.column) * options.pointsPerColumn
      let b = min(size.width, Double(view.column + window.columns) * options.pointsPerColumn)
      parts.append(Self.range("columns", a, b, of: size.width))
    }
    if window.rows < device.rows {
      let a = Double(view.row) * options.pointsPerRow
      let b = min(size.height, Double(view.row + window.rows) * options.pointsPerRow)
      parts.append(Self.range("rows", a, b, of: size.height))
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// `rows 0-352 of 568 pt`.
  static func range(_ axis: String, _ a: Double, _ b: Double, of length: Double) -> String {
    let n = StatusLine.number
    return "\(axis) \(n(a))-\(n(b)) of \(n(length)) pt"
  }

  /// The largest of `levels` at which a device of `size` points fits `columns` terminal
  /// columns (with its border) across; the smallest level when none does.
  public static func fittingZoom(size: Size, columns: Int, levels: [Double]) -> Double {
    let sorted = levels.sorted()
    var best = sorted.first ?? 1
    for z in sorted {
      let cells = RasterOptions(zoom: z).gridSize(forViewport: size)
      if cells.columns + 2 <= columns { best = z }
    }
    return best
  }
}

extension PreviewModel {
  /// The window of the device on screen and the device, in cells.
  var windowCells: (columns: Int, rows: Int) {
    let g = geometry
    return (g.viewport.width, g.viewport.height)
  }

  /// Where the terminal's viewport region starts, in content points: the scroll offset plus
  /// the window's corner within the device.
  var drawOrigin: Point {
    let o = display.window.origin(rasterOptions)
    return Point(x: offset.x + o.x, y: offset.y + o.y)
  }

  /// Which part of the device shows, for the status line (nil: all of it).
  var shownPart: String? {
    guard !geometry.tooSmall else { return nil }
    return DeviceView.shownPart(
      window: windowCells, device: deviceCells, view: view, size: environment.viewport,
      options: rasterOptions)
  }

  /// `J`/`K`/`H`/`L`: moves the window over the device by half a window, without scrolling.
  public mutating func moveView(columns: Int, rows: Int, now: Double) {
    clock = now
    let w = windowCells
    display.window.column += columns * max(1, w.columns / 2)
    display.window.row += rows * max(1, w.rows / 2)
    display.window.clamp(window: w, device: deviceCells)
  }

  /// Keeps the window inside the device after a size, zoom or device change; on the first
  /// terminal size, picks the zoom that shows the device's whole width when asked to.
  mutating func updateView() {
    display.fitZoomIfPending(viewport: environment.viewport, tooSmall: geometry.tooSmall)
    display.window.clamp(window: windowCells, device: deviceCells)
  }
}

import BrickCore
import BrickRaster

/// The part of the device the terminal shows (docs/picture.md#viewport).
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
    let n = { NumberText.rounded($0, places: 1) }
    return "\(axis) \(n(a))-\(n(b)) of \(n(length)) pt"
  }

  /// The fit rule (docs/picture.md#viewport): the largest of `levels`, not below 1, at which the
  /// whole device of `size` points (with its border) fits `columns` × `rows` cells; 1 when even
  /// zoom 1 does not fit (the device's width then shows whole where it can, and the status line
  /// says which rows show). With `whole` (the `0` key), levels below 1 count too: the largest at
  /// which the whole device fits, else the smallest level.
  public static func fittingZoom(
    size: Size, columns: Int, rows: Int, levels: [Double], whole: Bool = false
  ) -> Double {
    let sorted = levels.sorted()
    var best = whole ? (sorted.first ?? 1) : 1.0
    for z in sorted where z >= 1 || whole {
      let cells = RasterOptions(zoom: z).gridSize(forViewport: size)
      if cells.columns + 2 <= columns && cells.rows + 2 <= rows { best = z }
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
      window: windowCells, device: deviceCells, view: display.window, size: environment.viewport,
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

  /// Keeps the window inside the device after a size, zoom or device change; while the zoom
  /// follows the fit rule, fits the device to the terminal first.
  mutating func updateView() {
    display.fit(viewport: environment.viewport, tooSmall: geometry.tooSmall)
    display.window.clamp(window: windowCells, device: deviceCells)
  }

  /// `0`: the zoom follows the fit rule again (after `+`/`-` or `--zoom`), now below zoom 1
  /// too: the whole device shows.
  public mutating func fitAgain(now: Double) {
    clock = now
    display.zoomFits = true
    display.fitsWhole = true
    updateViewportSize()
  }

  /// True when the window shows only part of the device.
  var isCropped: Bool {
    let w = windowCells
    let d = deviceCells
    return w.columns < d.columns || w.rows < d.rows
  }

  /// Moves the window the least so that `rect` (content points, as displayed) shows as much
  /// as it can, scrolling the content when the rect lies outside the device's viewport: the
  /// selection is always brought into view.
  mutating func reveal(_ rect: Rect) {
    let viewport = engine.scene.viewport
    if !viewport.bounds.intersects(rect) {
      // Outside the device's screen: scroll so it starts at the window's top (left).
      let o = display.window.origin(rasterOptions)
      let target =
        isHorizontal
        ? Point(x: rect.minX - o.x, y: offset.y) : Point(x: offset.x, y: rect.minY - o.y)
      scroll(to: target)
    }
    let w = windowCells
    let options = rasterOptions
    let origin = offset
    // The rect's cells within the device.
    let top = Int(((rect.minY - origin.y) / options.pointsPerRow).rounded(.down))
    let bottom = Int(((rect.maxY - origin.y) / options.pointsPerRow).rounded(.up))
    let left = Int(((rect.minX - origin.x) / options.pointsPerColumn).rounded(.down))
    let right = Int(((rect.maxX - origin.x) / options.pointsPerColumn).rounded(.up))
    func shift(_ start: Int, _ low: Int, _ high: Int, _ size: Int) -> Int {
      if low < start || high - low > size { return low }
      if high > start + size { return high - size }
      return start
    }
    display.window.row = shift(display.window.row, top, bottom, w.rows)
    display.window.column = shift(display.window.column, left, right, w.columns)
    display.window.clamp(window: w, device: deviceCells)
  }
}

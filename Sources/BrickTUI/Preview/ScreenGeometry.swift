import BrickRaster

/// Where things go on the terminal: the device's viewport (centred, with a border), the
/// inspector panel and the status line on the last row.
///
/// When the device is larger than the room left, the viewport shows as much of it as fits:
/// the scroll view is as tall (or wide) as the terminal allows, so every part of the content
/// can still be scrolled to. Below `minimumSize` nothing but a short message is drawn.
public struct ScreenGeometry: Hashable, Sendable {
  /// The smallest terminal that shows a device: anything smaller gets "terminal too small".
  public static let minimumSize = TerminalSize(cols: 16, rows: 5)
  /// The inspector panel's width beside the device (when the terminal is wide enough).
  static let panelWidth = 42

  public var terminal: TerminalSize
  /// True when the terminal is below `minimumSize`.
  public var tooSmall: Bool
  /// The device border (one cell around `viewport`).
  public var frame: CellRect
  /// The cells the viewport is drawn into.
  public var viewport: CellRect
  /// The inspector panel, when shown.
  public var panel: CellRect?
  /// The status line's row.
  public var statusRow: Int

  /// The layout for a terminal, a device that needs `deviceCells` at the current zoom, and the
  /// inspector shown or not.
  public init(terminal: TerminalSize, deviceCells: (columns: Int, rows: Int), inspector: Bool) {
    self.terminal = terminal
    let cols = max(0, terminal.cols)
    let rows = max(0, terminal.rows)
    statusRow = rows - 1
    tooSmall = cols < Self.minimumSize.cols || rows < Self.minimumSize.rows
    frame = CellRect(x: 0, y: 0, width: 0, height: 0)
    viewport = frame
    panel = nil
    guard !tooSmall else { return }

    var area = CellRect(x: 0, y: 0, width: cols, height: rows - 1)
    if inspector {
      if cols >= Self.panelWidth + 24 {
        let width = min(Self.panelWidth, cols * 2 / 5 + 6)
        panel = CellRect(x: cols - width, y: 0, width: width, height: area.height)
        area.width -= width
      } else {
        let height = min(10, area.height / 2)
        panel = CellRect(x: 0, y: area.height - height, width: cols, height: height)
        area.height -= height
      }
    }
    let columns = max(1, min(deviceCells.columns, area.width - 2))
    let lines = max(1, min(deviceCells.rows, area.height - 2))
    frame = CellRect(
      x: area.x + max(0, (area.width - columns - 2) / 2),
      y: area.y + max(0, (area.height - lines - 2) / 2),
      width: columns + 2, height: lines + 2)
    viewport = CellRect(x: frame.x + 1, y: frame.y + 1, width: columns, height: lines)
  }
}

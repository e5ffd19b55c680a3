import BrickRaster
import BrickTerminal

/// Where things go on the terminal: the device's viewport (centred, with a border), the
/// inspector panel (beside the device when both fit across, else below it) and the status
/// line on the last row.
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

  /// The narrowest inspector panel beside the device.
  static let minimumPanelWidth = 30

  /// The inspector's width beside a device `deviceColumns` wide in a terminal `columns` wide,
  /// or nil when it goes below the device: the panel never takes columns the device needs
  /// (the inspector never hides the device), so when the device's whole width and a panel of
  /// `minimumPanelWidth` do not fit side by side, the panel goes below it.
  static func sidePanelWidth(columns: Int, deviceColumns: Int) -> Int? {
    guard columns >= panelWidth + 24 else { return nil }
    let preferred = min(panelWidth, columns * 2 / 5 + 6)
    let spare = columns - deviceColumns - 2
    let width = min(preferred, spare)
    return width >= minimumPanelWidth ? width : nil
  }

  /// The layout for a terminal, a device that needs `deviceCells` at the current zoom, and the
  /// inspector shown or not.
  /// `inspectorRows` is how many rows the inspector's text takes at the terminal's width: a
  /// panel below the device grows to hold them all (leaving the device a few rows).
  public init(
    terminal: TerminalSize, deviceCells: (columns: Int, rows: Int), inspector: Bool,
    inspectorRows: Int = 8
  ) {
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
      if let width = Self.sidePanelWidth(columns: cols, deviceColumns: deviceCells.columns) {
        panel = CellRect(x: cols - width, y: 0, width: width, height: area.height)
        area.width -= width
      } else {
        let height = max(min(10, area.height / 2), min(inspectorRows + 2, area.height - 5))
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

import BrickCore
import BrickRaster
import BrickTerminal

/// A trivial `TerminalApp` for end-to-end tests of the terminal layer: a title line, a box with
/// a counter that `j`/`k` (arrows, wheel) move up and down and `g`/`G` (Home, End) to the top
/// and bottom, as the previewer's keys scroll, and a status line with the last input and the
/// size. `q` quits.
///
/// The box holds double-width text (`煉瓦`) and box drawing, so the UTF-8 and ASCII paths of
/// a backend both show up on screen.
public struct DemoApp: TerminalApp {
  /// The first line.
  public static let title = "Brickyard TUI demo: j/k move, q quit"
  /// The box's size in cells.
  public static let boxWidth = 16, boxHeight = 4

  /// The box's distance below its home row (row 2).
  public private(set) var position = 0
  /// How many keys and mouse reports were handled.
  public private(set) var count = 0
  /// The last input, as shown on the status line.
  public private(set) var lastInput = "none"
  /// The size of the last frame.
  public private(set) var size = TerminalSize(cols: 0, rows: 0)

  public init() {}

  public mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
    switch event {
    case .resize(let cols, let rows):
      size = TerminalSize(cols: cols, rows: rows)
      lastInput = event.description
      return .redraw
    case .signal:
      return .quit
    case .key(.char("q")):
      return .quit
    case .key, .mouse:
      count += 1
      lastInput = event.description
      switch event {
      case .key(.char("j")), .key(.down), .mouse(.wheelDown): position += 1
      case .key(.char("k")), .key(.up), .mouse(.wheelUp): position -= 1
      case .key(.char("g")), .key(.home): position = 0
      case .key(.char("G")), .key(.end): position = Int.max
      default: break
      }
      position = max(0, min(position, maxPosition))
      return .redraw
    }
  }

  /// The lowest position that keeps the box above the status line.
  private var maxPosition: Int { max(0, size.rows - 2 - Self.boxHeight - 1) }

  public func draw(into grid: inout CellGrid) {
    let titleStyle = Style(foreground: .black, background: .cyan, attributes: [.bold])
    Self.fill(row: 0, style: titleStyle, in: &grid)
    Self.write(Self.title, x: 0, y: 0, style: titleStyle, in: &grid)

    let top = 2 + min(position, max(0, grid.height - 2 - Self.boxHeight - 1))
    let boxStyle = Style(foreground: .yellow)
    let inner = String(repeating: "─", count: Self.boxWidth - 2)
    Self.write("┌" + inner + "┐", x: 2, y: top, style: boxStyle, in: &grid)
    Self.write(
      "│" + Self.padded(" count \(count)") + "│", x: 2, y: top + 1, style: boxStyle, in: &grid)
    Self.write("│" + Self.padded(" 煉瓦 bricks") + "│", x: 2, y: top + 2, style: boxStyle, in: &grid)
    Self.write("└" + inner + "┘", x: 2, y: top + 3, style: boxStyle, in: &grid)

    let status = "last: \(lastInput)  size: \(grid.width)x\(grid.height)"
    let statusStyle = Style(attributes: [.reverse])
    Self.fill(row: grid.height - 1, style: statusStyle, in: &grid)
    Self.write(status, x: 0, y: grid.height - 1, style: statusStyle, in: &grid)
  }

  /// Pads `text` with spaces to the box's inner width (in display columns).
  private static func padded(_ text: String) -> String {
    let missing = boxWidth - 2 - TextMetrics.displayWidth(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Paints a whole row's background.
  static func fill(row: Int, style: Style, in grid: inout CellGrid) {
    guard row >= 0 && row < grid.height else { return }
    for x in 0..<grid.width { grid[x, row] = Cell(" ", style: style) }
  }

  /// Writes `text` from (x, y), clipped to the grid; a double-width character takes two cells
  /// (the second a continuation) and is dropped when only one is left.
  static func write(_ text: String, x: Int, y: Int, style: Style, in grid: inout CellGrid) {
    guard y >= 0 && y < grid.height else { return }
    var column = x
    for scalar in text.unicodeScalars {
      let width = TextMetrics.displayWidth(scalar)
      guard width > 0 else { continue }
      if column + width > grid.width { break }
      if column >= 0 {
        grid[column, y] = Cell(scalar, style: style)
        if width == 2 { grid[column + 1, y] = .continuation }
      }
      column += width
    }
  }
}

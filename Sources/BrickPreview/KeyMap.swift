import BrickTerminal

/// What the previewer does in response to input (docs/layout-file.md#previewer-keys).
public enum PreviewCommand: Hashable, Sendable {
  /// Scroll by rows: positive is down (`j`, `k`, arrows, the wheel).
  case scrollLines(Int)
  /// Scroll by pages: positive is down (space, `b`, PgDn, PgUp).
  case scrollPages(Int)
  /// Scroll to the top (`g`, Home) or the bottom (`G`, End).
  case top, bottom
  /// Scroll by columns: positive is right (`h`, `l`, left and right arrows).
  case scrollSideways(Int)
  /// Move the view over a device larger than the terminal, by half a window (`J`, `K`, `H`,
  /// `L`), without scrolling the content.
  case moveView(columns: Int, rows: Int)
  /// `o`, `c`, `v`.
  case toggleOrientation, toggleHorizontalSizeClass, toggleVerticalSizeClass
  /// `d`.
  case nextDevice
  /// `a`: light or dark appearance.
  case toggleAppearance
  /// `t` and `T`: the next larger or smaller content size category (Dynamic Type).
  case largerText, smallerText
  /// `+` (also `=`) and `-`.
  case zoomIn, zoomOut
  /// `0`: the zoom follows the fit rule again (the whole device, when it fits).
  case fitZoom
  /// `=`: variants side by side (orientations, size classes, devices), then the single view.
  case variants
  /// `i`.
  case inspector
  /// Tab and Shift-Tab: move the inspector's selection.
  case nextItem, previousItem
  /// `n` and `p`: the next or previous layout or state.
  case next, previous
  /// `r`, `?`, `q`.
  case reload, help, quit
  /// The primary mouse button went down at a cell.
  case click(x: Int, y: Int)
}

/// The previewer's keys, as a pure function from input events to commands.
public enum KeyMap {
  /// How many rows one wheel notch scrolls.
  public static let wheelLines = 3

  /// The command for `event`, or nil when the event has no binding.
  public static func command(for event: InputEvent) -> PreviewCommand? {
    switch event {
    case .key(let key): command(for: key)
    case .mouse(let mouse): command(for: mouse)
    case .resize, .signal: nil
    }
  }

  /// The command for a key, or nil.
  public static func command(for key: Key) -> PreviewCommand? {
    switch key {
    case .down: .scrollLines(1)
    case .up: .scrollLines(-1)
    case .pageDown: .scrollPages(1)
    case .pageUp: .scrollPages(-1)
    case .home: .top
    case .end: .bottom
    case .left: .scrollSideways(-1)
    case .right: .scrollSideways(1)
    case .tab: .nextItem
    case .backTab: .previousItem
    case .char(let c): command(for: c)
    case .ctrl, .enter, .escape, .backspace, .delete, .insert, .function: nil
    }
  }

  /// The command for a mouse report, or nil.
  public static func command(for mouse: MouseEvent) -> PreviewCommand? {
    switch mouse {
    case .wheelUp: .scrollLines(-wheelLines)
    case .wheelDown: .scrollLines(wheelLines)
    case .press(let x, let y): .click(x: x, y: y)
    case .release: nil
    }
  }

  private static func command(for c: Character) -> PreviewCommand? {
    switch c {
    case "j": .scrollLines(1)
    case "k": .scrollLines(-1)
    case " ": .scrollPages(1)
    case "b": .scrollPages(-1)
    case "g": .top
    case "G": .bottom
    case "J": .moveView(columns: 0, rows: 1)
    case "K": .moveView(columns: 0, rows: -1)
    case "H": .moveView(columns: -1, rows: 0)
    case "L": .moveView(columns: 1, rows: 0)
    case "h": .scrollSideways(-1)
    case "l": .scrollSideways(1)
    case "o": .toggleOrientation
    case "c": .toggleHorizontalSizeClass
    case "v": .toggleVerticalSizeClass
    case "d": .nextDevice
    case "a": .toggleAppearance
    case "t": .largerText
    case "T": .smallerText
    case "+": .zoomIn
    case "=": .variants
    case "-": .zoomOut
    case "0": .fitZoom
    case "i": .inspector
    case "n": .next
    case "p": .previous
    case "r": .reload
    case "?": .help
    case "q": .quit
    default: nil
    }
  }
}

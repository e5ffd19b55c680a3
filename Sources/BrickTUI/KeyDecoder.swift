import BrickTerminal
import CNcursesw

/// Turns what ncurses' `wget_wch` and `getmouse` report into `Key` and `MouseEvent` values.
///
/// Pure functions of the numbers ncurses returns, so the tables are tested without a terminal.
public enum KeyDecoder {
  /// The key for a character (`wget_wch` returned `OK`), or nil for one that is not a Unicode
  /// scalar.
  ///
  /// Control characters become `.ctrl` with the matching lower-case letter, except Tab (9),
  /// Enter (13 with `nonl`, and 10), Escape (27) and Backspace (8 and 127).
  public static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0: return .ctrl(" ")
    case 1...26:
      guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + value - 1) else {
        return nil
      }
      return .ctrl(Character(letter))
    case 28...31:
      // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
      guard let symbol = Unicode.Scalar(value + 64) else { return nil }
      return .ctrl(Character(symbol))
    case 128..<160:
      return nil  // C1 controls: never typed on purpose
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .char(Character(scalar))
    }
  }

  /// The key for an ncurses key code (`wget_wch` returned `KEY_CODE_YES`), or nil for codes the
  /// previewer does not use. `KEY_MOUSE` and `KEY_RESIZE` are not keys: the backend handles them.
  public static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_HOME, KEY_A1: return .home
    case KEY_END, KEY_C1: return .end
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
    default: return nil
    }
  }

  /// The mouse buttons' bits in `MEVENT.bstate`.
  public struct MouseMasks: Hashable, Sendable {
    public var press: UInt32
    public var release: UInt32
    public var wheelUp: UInt32
    public var wheelDown: UInt32
    /// The linked ncurses' masks (mouse version 2: buttons 4 and 5 are the wheel).
    public static var ncurses: MouseMasks {
      MouseMasks(
        press: UInt32(cn_button1_pressed()), release: UInt32(cn_button1_released()),
        wheelUp: UInt32(cn_button4_pressed()), wheelDown: UInt32(cn_button5_pressed()))
    }
    /// Every bit the previewer asks ncurses to report.
    public var all: UInt32 { press | release | wheelUp | wheelDown }
  }

  /// The mouse event for a `getmouse` report, or nil for buttons the previewer ignores.
  /// Coordinates below zero (reports from outside the window) are clamped to zero.
  public static func mouse(
    buttonState: UInt32, x: Int, y: Int, masks: MouseMasks = .ncurses
  ) -> MouseEvent? {
    let x = max(0, x)
    let y = max(0, y)
    if buttonState & masks.wheelUp != 0 { return .wheelUp(x: x, y: y) }
    if buttonState & masks.wheelDown != 0 { return .wheelDown(x: x, y: y) }
    if buttonState & masks.press != 0 { return .press(x: x, y: y) }
    if buttonState & masks.release != 0 { return .release(x: x, y: y) }
    return nil
  }

  /// The mouse event of an SGR 1006 report's parameters (`0;241;5` of `ESC [ < 0;241;5 M`):
  /// button, then 1-based column and row; `pressed` for a final `M`, false for `m` (a
  /// release). Nil for buttons the previewer ignores or a malformed report.
  public static func sgrMouse(_ parameters: String, pressed: Bool) -> MouseEvent? {
    let parts = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard parts.count == 3, let button = Int(parts[0]), let column = Int(parts[1]),
      let row = Int(parts[2])
    else { return nil }
    let x = max(0, column - 1)
    let y = max(0, row - 1)
    // Bits 2-4 are Shift, Meta and Ctrl; 32 marks a motion report.
    guard button & 32 == 0 else { return nil }
    switch button & ~0b11100 {
    case 64: return .wheelUp(x: x, y: y)
    case 65: return .wheelDown(x: x, y: y)
    case 0: return pressed ? .press(x: x, y: y) : .release(x: x, y: y)
    default: return nil
    }
  }
}

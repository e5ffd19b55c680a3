import BrickTerminal
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// ncurses' numbers to keys, as tables. Key codes are written in octal as in `curses.h`.
@Suite struct KeyDecoderTests {
  @Test(
    arguments: [
      (UInt32(106), Key.char("j")), (32, .char(" ")), (63, .char("?")), (71, .char("G")),
      (43, .char("+")), (9, .tab), (13, .enter), (10, .enter), (27, .escape), (127, .backspace),
      (8, .backspace), (1, .ctrl("a")), (4, .ctrl("d")), (26, .ctrl("z")), (0, .ctrl(" ")),
      (28, .ctrl("\\")), (0xE9, .char("é")), (0x7149, .char("煉")), (0x1F600, .char("😀")),
    ] as [(UInt32, Key)])
  func characters(value: UInt32, key: Key) {
    #expect(KeyDecoder.key(forCharacter: value) == key)
  }

  @Test(arguments: [UInt32(0xD800), 0x110000, 0x85, 0x9B])
  func charactersThatAreNotKeys(value: UInt32) {
    #expect(KeyDecoder.key(forCharacter: value) == nil)
  }

  @Test(
    arguments: [
      (Int32(0o403), Key.up), (0o402, .down), (0o404, .left), (0o405, .right),
      (0o523, .pageUp), (0o522, .pageDown), (0o406, .home), (0o550, .end), (0o541, .backTab),
      (0o527, .enter), (0o407, .backspace), (0o512, .delete), (0o513, .insert),
      (0o411, .function(1)), (0o424, .function(12)),
    ] as [(Int32, Key)])
  func keyCodes(code: Int32, key: Key) {
    #expect(KeyDecoder.key(forKeyCode: code) == key)
  }

  /// `KEY_MOUSE` and `KEY_RESIZE` are the backend's business; unknown codes are dropped.
  @Test(arguments: [Int32(0o631), 0o632, 0o777, -1])
  func keyCodesThatAreNotKeys(code: Int32) {
    #expect(KeyDecoder.key(forKeyCode: code) == nil)
  }

  @Test func mouseReports() {
    let masks = KeyDecoder.MouseMasks.ncurses
    // ncurses mouse version 2: button n's "pressed" bit is 2 << ((n - 1) * 5).
    #expect(masks.press == 0o2)
    #expect(masks.release == 0o1)
    #expect(masks.wheelUp == 2 << 15)
    #expect(masks.wheelDown == 2 << 20)
    #expect(KeyDecoder.mouse(buttonState: masks.wheelUp, x: 3, y: 4) == .wheelUp(x: 3, y: 4))
    #expect(KeyDecoder.mouse(buttonState: masks.wheelDown, x: 0, y: 0) == .wheelDown(x: 0, y: 0))
    #expect(KeyDecoder.mouse(buttonState: masks.press, x: 7, y: 1) == .press(x: 7, y: 1))
    #expect(KeyDecoder.mouse(buttonState: masks.release, x: 7, y: 1) == .release(x: 7, y: 1))
    #expect(KeyDecoder.mouse(buttonState: masks.press, x: -1, y: -5) == .press(x: 0, y: 0))
    #expect(KeyDecoder.mouse(buttonState: 2 << 5, x: 1, y: 1) == nil)  // button 2
  }

  @Test(
    arguments: [
      (Key.char(" "), "Space"), (.char("j"), "j"), (.ctrl("a"), "Ctrl-A"), (.pageDown, "PgDn"),
      (.backTab, "Shift-Tab"), (.function(5), "F5"),
    ] as [(Key, String)])
  func keyNames(key: Key, name: String) {
    #expect(key.description == name)
  }

  @Test func signals() {
    #expect(TerminalSignal.interrupt.exitCode == 130)
    #expect(TerminalSignal.terminate.exitCode == 143)
    #expect(TerminalSignal.hangup.exitCode == 129)
    #expect(TerminalSignal(number: 15) == .terminate)
    #expect(TerminalSignal(number: 0) == nil)
    #expect(TerminalSignal(number: 20) == nil)
  }
}

import BrickPreview
import BrickTerminal
import Testing

@testable import BrickTUI

/// SGR 1006 mouse reports (`ESC [ < b;x;y M|m`), which reach past column 223 (issue 36).
@Suite struct SGRMouseTests {
  @Test(
    arguments: [
      ("0;241;5", true, MouseEvent.press(x: 240, y: 4)),
      ("0;241;5", false, MouseEvent.release(x: 240, y: 4)),
      ("64;300;1", true, MouseEvent.wheelUp(x: 299, y: 0)),
      ("65;1;1", true, MouseEvent.wheelDown(x: 0, y: 0)),
      ("16;10;10", true, MouseEvent.press(x: 9, y: 9)),  // Ctrl held
    ] as [(String, Bool, MouseEvent)])
  func reportsDecode(parameters: String, pressed: Bool, event: MouseEvent) {
    #expect(KeyDecoder.sgrMouse(parameters, pressed: pressed) == event)
  }

  @Test(arguments: ["", "0;1", "a;1;1", "0;1;1;1", "32;5;5", "1;5;5", "2;5;5"])
  func othersAreIgnored(parameters: String) {
    #expect(KeyDecoder.sgrMouse(parameters, pressed: true) == nil)
  }
}

import BrickPreviewTestSupport
import BrickTerminal
import Testing

@testable import BrickPreview

/// The keys of docs/layout-file.md#previewer-keys.
@Suite struct KeyMapTests {
  static let bindings: [(InputEvent, PreviewCommand)] = [
    (.key(.char("j")), .scrollLines(1)), (.key(.down), .scrollLines(1)),
    (.key(.char("k")), .scrollLines(-1)), (.key(.up), .scrollLines(-1)),
    (.key(.char(" ")), .scrollPages(1)), (.key(.pageDown), .scrollPages(1)),
    (.key(.char("b")), .scrollPages(-1)), (.key(.pageUp), .scrollPages(-1)),
    (.key(.char("g")), .top), (.key(.home), .top),
    (.key(.char("G")), .bottom), (.key(.end), .bottom),
    (.key(.char("h")), .scrollSideways(-1)), (.key(.left), .scrollSideways(-1)),
    (.key(.char("l")), .scrollSideways(1)), (.key(.right), .scrollSideways(1)),
    (.key(.char("o")), .toggleOrientation),
    (.key(.char("c")), .toggleHorizontalSizeClass),
    (.key(.char("v")), .toggleVerticalSizeClass),
    (.key(.char("d")), .nextDevice),
    (.key(.char("a")), .toggleAppearance),
    (.key(.char("+")), .zoomIn), (.key(.char("=")), .variants), (.key(.char("-")), .zoomOut),
    (.key(.char("i")), .inspector),
    (.key(.tab), .nextItem), (.key(.backTab), .previousItem),
    (.key(.char("n")), .next), (.key(.char("p")), .previous),
    (.key(.char("r")), .reload), (.key(.char("?")), .help), (.key(.char("q")), .quit),
    (.mouse(.wheelDown(x: 1, y: 2)), .scrollLines(3)),
    (.mouse(.wheelUp(x: 1, y: 2)), .scrollLines(-3)),
    (.mouse(.press(x: 10, y: 5)), .click(x: 10, y: 5)),
  ]

  @Test(arguments: bindings)
  func binding(event: InputEvent, command: PreviewCommand) {
    #expect(KeyMap.command(for: event) == command)
  }

  @Test(arguments: [
    InputEvent.key(.char("x")), .key(.char("Q")), .key(.ctrl("c")), .key(.escape), .key(.enter),
    .key(.function(1)), .mouse(.release(x: 0, y: 0)), .resize(cols: 80, rows: 24),
    .signal(.interrupt),
  ])
  func unbound(event: InputEvent) {
    #expect(KeyMap.command(for: event) == nil)
  }
}

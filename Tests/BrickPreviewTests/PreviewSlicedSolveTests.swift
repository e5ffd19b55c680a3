import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview

/// `G` on a layout too large to solve between two frames runs in slices: the status line says
/// so, keys are answered between slices, Esc cancels, and the end is the unsliced end.
@Suite struct PreviewSlicedSolveTests {
  /// Repeated auto-height labels: every item is measured.
  static func yaml(labels: Int) -> String {
    """
    title: Many labels
    device: {width: 320, height: 568}
    root:
      inset: 10
      edgeInsets: 20
      bricks:
        - {type: label, id: l, width: "1/2", text: "Label {index} with few words",
           repeat: \(labels)}
    """
  }

  @Test func bottomOfALargeLayoutSolvesInSlicesAndEndsAtTheBottom() {
    var m = Preview.model(Self.yaml(labels: 300_000), rows: 20)
    m.scrollToBottom(now: 1)
    #expect(m.isSolving)
    let total = m.engine.layout.compiled.itemCount
    var solved = m.engine.layout.solvedItemCount
    #expect(solved < total)
    #expect(m.statusText.contains("solving"))
    #expect(m.nextTick(now: 1) == 1)  // the next slice is due at once
    var ticks = 0
    while m.isSolving && ticks < 1_000 {
      _ = m.tick(now: 1, source: nil)
      let now = m.engine.layout.solvedItemCount
      // A slice places about `sliceItems` items (rows end where they end).
      #expect(now - solved <= 2 * PreviewModel.sliceItems)
      solved = now
      ticks += 1
    }
    #expect(ticks > 2)
    #expect(!m.isSolving)
    #expect(m.engine.layout.isComplete)
    #expect(!m.statusText.contains("solving"))
    // The solve ends in a jump to the end (animated through the offsets between); finish it.
    m.finishJump(now: 2)

    // The same place as an unsliced solve of the whole layout.
    var whole = SolvedLayout(m.engine.layout.compiled, environment: m.environment)
    whole.solve(through: .end)
    #expect(m.offset.y == whole.contentSize.height - m.engine.scene.viewport.size.height)
  }

  @Test func aSmallLayoutStillJumpsAtOnce() {
    var m = Preview.model(Self.yaml(labels: 2_000), rows: 20)
    m.scrollToBottom(now: 1)
    #expect(!m.isSolving)
    #expect(m.engine.layout.isComplete)
    m.finishJump(now: 1)
    #expect(m.offset.y > 0)
  }

  @Test func escapeCancelsARunningSolve() {
    var m = Preview.model(Self.yaml(labels: 300_000), rows: 20)
    m.scrollToBottom(now: 1)
    _ = m.tick(now: 1, source: nil)
    #expect(m.isSolving)
    var app = PreviewApp(
      file: PreviewEntry(
        path: "test.yaml", spec: m.document.fileSpec, text: Self.yaml(labels: 300_000)))
    _ = app.handle(.resize(cols: 40, rows: 20), now: 0)
    _ = app.handle(.key(.char("G")), now: 1)
    #expect(app.viewer?.isSolving == true)
    #expect(app.handle(.key(.escape), now: 1) == .redraw)
    #expect(app.viewer?.isSolving == false)
    #expect(app.viewer?.engine.layout.isComplete == false)
    #expect(app.viewer?.offset.y == 0)
    // Nothing more is due: the solve is over.
    #expect(app.nextTick(now: 1) == nil)
  }

  @Test(arguments: ["j", "g", "o", "d"])
  func movingOrChangingTheViewCancelsIt(key: Character) {
    var app = PreviewApp(
      file: PreviewEntry(
        path: "test.yaml", spec: Preview.spec(Self.yaml(labels: 300_000)),
        text: Self.yaml(labels: 300_000)))
    _ = app.handle(.resize(cols: 40, rows: 20), now: 0)
    _ = app.handle(.key(.char("G")), now: 1)
    #expect(app.viewer?.isSolving == true)
    _ = app.handle(.key(.char(key)), now: 1)
    #expect(app.viewer?.isSolving == false)
  }

}

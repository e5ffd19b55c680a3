import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// The previewer through the run loop on a recording backend: what needs the loop's virtual
/// clock, its ticks and polls between frames, or its end. The model's own tests, without a
/// terminal, are in BrickPreviewTests.
@Suite struct PreviewLoopTests {
  static func variantsApp() -> PreviewApp {
    PreviewApp(
      file: PreviewEntry(
        path: "test.yaml", spec: Preview.spec(TestFiles.variants), text: TestFiles.variants))
  }

  @Test func snapAnimatesToTheTargetOnceScrollingStops() throws {
    // A wheel notch, three rows down (48 points), then quiet: snaps on to row 1's top at 50.
    let script: [RecordingBackend.Step] =
      [.event(.mouse(.wheelDown(x: 50, y: 5)))] + Array(repeating: .timeout, count: 30)
    let app = PreviewApp(file: PreviewEntry(path: "s.yaml", spec: Preview.spec(TestFiles.snapping)))
    let (backend, after) = try Preview.run(app, cols: 100, rows: 16, script: script)
    let model = try #require(after.viewer)
    #expect(model.offset == Point(x: 0, y: 50))
    var copy = model
    #expect(copy.engine.targetContentOffset(proposed: model.offset) == model.offset)
    // Offsets on the status lines: 0, 48, then in between, ending at 50; never past it.
    let offsets = backend.frames.compactMap { frame -> Double? in
      guard let status = frame.lines().last, let range = status.range(of: "offset 0,") else {
        return nil
      }
      return Double(status[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
    #expect(Array(offsets.prefix(2)) == [0, 48])
    #expect(offsets.last == 50)
    #expect(offsets.contains { $0 > 48 && $0 < 50 })
    #expect(offsets == offsets.sorted())
    // Snapping waited for the pause: the first frame after the keys is at least 120 ms later.
    #expect(!model.isAnimating)
  }

  @Test func tabFocusesACollectionAndHLScrollsIt() throws {
    let keys: [InputEvent] = [
      .key(.tab), .key(.tab), .key(.char("l")), .key(.char("l")), .key(.right),
    ]
    let (backend, app) = try Preview.run(TestFiles.collection, cols: 100, rows: 20, keys: keys)
    let model = try #require(app.viewer)
    let carousel = try #require(model.item("carousel"))
    #expect(model.focusedCollection == carousel)
    #expect(model.engine.collectionOffset(item: carousel) == Point(x: 120, y: 0))  // 3 × 160 / 4
    #expect(model.offset == .zero)  // the page did not move
    #expect(backend.lastFrameLines.last?.contains("focus carousel") == true)
    #expect(model.inspectorLines().contains { $0.hasPrefix("inner     offset 120,0") })
    // h scrolls back; without focus, h/l scroll the page.
    var m = model
    m.scrollSideways(-1, now: 5)
    #expect(m.engine.collectionOffset(item: carousel).x == 80)
    _ = m.closeOverlay(now: 5)
    m.scrollSideways(1, now: 5)
    #expect(m.engine.collectionOffset(item: carousel).x == 80)
  }

  /// Through the run loop: the file changes while the app waits for input.
  @Test func editsWhileRunning() throws {
    let path = "test.yaml"
    let broken = TestFiles.small.replacing("id: d, height: 32", with: "id: d, hieght: 32")
    let edited = TestFiles.small.replacing(#"text: "Charlie""#, with: #"text: "Charles""#)
    let source = ScriptedSource([path: TestFiles.small])
    let backend = RecordingBackend(
      cols: 80, rows: 16, script: Array(repeating: .timeout, count: 40))
    source.clock = { [unowned backend] in backend.monotonicSeconds }
    source.timeline = [(1.0, path, broken), (3.0, path, edited)]
    var app = PreviewApp(
      file: PreviewEntry(
        path: path, spec: Preview.spec(TestFiles.small), text: TestFiles.small), source: source
    )
    try TerminalLoop.run(app: &app, backend: backend)
    let screens = backend.frames.map { $0.lines().joined(separator: "\n") }
    let errorFrames = screens.indices.filter { screens[$0].contains("test.yaml:8:28") }
    let editedFrames = screens.indices.filter { screens[$0].contains("Charles") }
    #expect(!errorFrames.isEmpty)
    #expect(!editedFrames.isEmpty)
    #expect((errorFrames.max() ?? 0) < (editedFrames.min() ?? 0))
    #expect(errorFrames.allSatisfy { screens[$0].contains("Alpha") })
    #expect(backend.monotonicSeconds > 3)
  }

  /// In the event loop: frames are drawn while the solve runs (the loop polls for input between
  /// slices), they say a solve is running, and the last one is at the bottom.
  @Test func theLoopDrawsBetweenSlices() throws {
    let manyLabels = """
      title: Many labels
      device: {width: 320, height: 568}
      root:
        inset: 10
        edgeInsets: 20
        bricks:
          - {type: label, id: l, width: "1/2", text: "Label {index} with few words",
             repeat: 300000}
      """
    let yaml = manyLabels
    let entry = PreviewEntry(path: "test.yaml", spec: Preview.spec(yaml), text: yaml)
    let app = PreviewApp(file: entry)
    let (backend, after, outcome) = try Preview.runWithOutcome(
      app, cols: 60, rows: 20, script: [.event(.key(.char("G"))), .event(.key(.char("q")))])
    #expect(outcome == .quit)
    let solvingFrames = backend.frames.filter { $0.lines().last?.contains("solving") == true }
    #expect(solvingFrames.count > 2)
    // Between two slices the loop asked for input without waiting.
    #expect(backend.requestedTimeouts.filter { $0 == 0 }.count >= solvingFrames.count)
    #expect(backend.frames.last?.lines().last?.contains("solving") == false)
    #expect(after.viewer?.engine.layout.isComplete == true)
  }

  /// `=` steps orientation, size classes, devices, appearance, then the single view; Esc leaves
  /// at once.
  @Test func equalsStepsThroughTheKindsAndEscLeaves() throws {
    let keys: [InputEvent] = [Preview.key("=")]
    let (backend, app) = try Preview.run(
      Self.variantsApp(), cols: 200, rows: 60,
      script: [
        .event(.resize(cols: 200, rows: 60))
      ] + keys.map(RecordingBackend.Step.event))
    #expect(app.viewer?.board?.kind == .orientation)
    let screen = backend.screen.textLines(trimmingTrailingSpaces: true)
    #expect(screen[0].hasPrefix("portrait"))
    #expect(screen[0].contains("landscape"))
    #expect(screen.last?.hasPrefix("= orientation: 2 variants") == true)

    var model = Preview.model(TestFiles.variants, cols: 200, rows: 60)
    var kinds: [VariantBoard.Kind?] = []
    for _ in 0..<5 {
      model.cycleVariants(now: 0)
      kinds.append(model.board?.kind)
    }
    #expect(kinds == [.orientation, .sizeClass, .devices, .appearance, nil])
    model.cycleVariants(now: 0)
    let closed = model.closeVariants()
    #expect(closed)
    #expect(model.board == nil)
    let closedAgain = model.closeVariants()
    #expect(!closedAgain)
  }

  /// Scrolling in the board moves every panel to the same offset (each clamped to its
  /// content), with its own behaviors: the sticky header sits at each panel's top.
  @Test func panelsFollowTheScrollOffset() throws {
    let keys: [InputEvent] = [Preview.key("=")] + Array(repeating: Preview.key("j"), count: 20)
    let (_, app) = try Preview.run(
      Self.variantsApp(), cols: 200, rows: 60,
      script: [.event(.resize(cols: 200, rows: 60))] + keys.map(RecordingBackend.Step.event))
    let model = try #require(app.viewer)
    let board = try #require(model.board)
    #expect(model.offset.y == 320)
    for panel in board.panels {
      let scene = panel.engine.scene
      #expect(scene.viewport.offset == scene.clampedOffset(model.offset), "\(panel.caption)")
      let header = scene.layout.compiled.items(for: Selector(id: "header")).lowerBound
      #expect(scene.attributes(of: header).frame.minY == scene.viewport.offset.y)
    }
  }
}

import BrickRaster
import BrickTerminal
import Synchronization
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// `AppAction.edit`: the loop gives the terminal back, runs the editor, takes the terminal
/// again and tells the app with a resize, then goes on reading keys.
@Suite struct TerminalLoopEditTests {
  struct Editing: TerminalApp {
    var handled: [InputEvent] = []
    mutating func handle(_ event: InputEvent, now: Double) -> AppAction {
      handled.append(event)
      switch event {
      case .key(.char("e")): return .edit(path: "a.yaml", line: 7)
      case .key(.char("q")): return .quit
      default: return .redraw
      }
    }
    func draw(into grid: inout CellGrid) {}
  }

  @Test func editEndsTheScreenRunsTheEditorAndResumes() throws {
    let backend = RecordingBackend(cols: 30, rows: 8, events: [.key(.char("e")), .key(.char("q"))])
    let calls = Mutex<[String]>([])
    // The test's single thread is the loop's: the editor runs on it, synchronously.
    nonisolated(unsafe) let screen = backend
    let loop = TerminalLoop(editor: { path, line in
      calls.withLock { $0.append("\(path):\(line) active=\(screen.isActive)") }
    })
    var app = Editing()
    let outcome = try loop.run(app: &app, backend: backend)
    #expect(outcome == .quit)
    // The editor ran while the screen was ended; the screen began again after it.
    #expect(calls.withLock { $0 } == ["a.yaml:7 active=false"])
    #expect(backend.beginCount == 2 && backend.endCount == 2)
    #expect(
      app.handled == [
        .resize(cols: 30, rows: 8), .key(.char("e")), .resize(cols: 30, rows: 8), .key(.char("q")),
      ])
  }
}

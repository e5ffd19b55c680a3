import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal

@testable import BrickPreview
@testable import BrickTUI

/// Running the previewer through the run loop on a recording backend, for the tests that need
/// the loop (its virtual clock, its ticks between frames, its end).
extension Preview {
  /// Runs an app on a recording backend and returns the backend and the app afterwards.
  static func run(
    _ app: PreviewApp, cols: Int = 40, rows: Int = 12, script: [RecordingBackend.Step]
  ) throws -> (RecordingBackend, PreviewApp) {
    let (backend, app, _) = try runWithOutcome(app, cols: cols, rows: rows, script: script)
    return (backend, app)
  }

  static func runWithOutcome(
    _ app: PreviewApp, cols: Int = 40, rows: Int = 12, script: [RecordingBackend.Step]
  ) throws -> (RecordingBackend, PreviewApp, LoopOutcome) {
    let backend = RecordingBackend(cols: cols, rows: rows, script: script)
    var app = app
    let outcome = try TerminalLoop.run(app: &app, backend: backend)
    return (backend, app, outcome)
  }

  /// Runs a one-file app with these keys (as events, one frame each).
  static func run(
    _ yaml: String, cols: Int = 40, rows: Int = 12, keys: [InputEvent],
    settings: PreviewSettings = PreviewSettings()
  ) throws -> (RecordingBackend, PreviewApp) {
    let app = PreviewApp(
      file: PreviewEntry(path: "test.yaml", spec: spec(yaml), text: yaml), settings: settings)
    return try run(app, cols: cols, rows: rows, script: keys.map(RecordingBackend.Step.event))
  }
}

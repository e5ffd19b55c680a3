import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import BrickTestSupport
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// Every example layout through the previewer: every key, a few terminal sizes, time passing
/// (snaps, appears, image loads); nothing traps and every frame is the terminal's size.
@Suite struct PreviewLayoutsSweepTests {
  @Test(arguments: try LayoutsFolder.names)
  func everyKeyOnEveryLayout(name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    let keys: [Character] = [
      "j", "j", " ", "G", "g", "l", "h", "o", "c", "v", "d", "+", "-", "-", "i", "n", "p", "?", "?",
    ]
    var script: [RecordingBackend.Step] = keys.map { .event(.key(.char($0))) }
    script += [
      .event(.key(.tab)), .event(.key(.tab)), .event(.key(.char("l"))), .event(.key(.backTab)),
    ]
    script += [.event(.mouse(.wheelDown(x: 20, y: 5))), .event(.mouse(.press(x: 20, y: 5)))]
    script += Array(repeating: .timeout, count: 12)
    script += [
      .event(.resize(cols: 7, rows: 3)), .event(.key(.char("j"))),
      .event(.resize(cols: 90, rows: 30)),
    ]
    script += Array(repeating: .timeout, count: 30)
    let app = PreviewApp(file: PreviewEntry(path: "Layouts/\(name)", spec: spec))
    let (backend, after) = try Preview.run(app, cols: 100, rows: 30, script: script)
    let model = try #require(after.viewer)
    #expect(
      backend.frames.allSatisfy {
        $0.width == backend.size.cols || $0.width == 100 || $0.width == 7
      })
    #expect(model.offset.x.isFinite && model.offset.y.isFinite)
    // The status line keeps what matters most whatever else it drops (docs/picture.md#status-line).
    let status = backend.lastFrameLines.last ?? ""
    #expect(
      status.contains("offset \(NumberText.rounded(model.offset.x, places: 1)),"), "\(status)")
    #expect(status.hasSuffix("? help"), "\(status)")
  }
}

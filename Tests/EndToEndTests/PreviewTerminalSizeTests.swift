import BrickTestSupport
import Foundation
import Testing

/// The device is the viewport (docs/picture.md#viewport): under tmux, in terminals of 80x24, 120x40
/// and 200x60, `G` ends at the same offset, a snap settles on the same target and the sticky footer
/// shows at the device's bottom, whatever part of the device the terminal shows.
@Suite struct PreviewTerminalSizeTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  /// The offset on a status line (`offset 0,1234`).
  static func offset(in status: String) -> String? {
    guard let r = status.range(of: "offset ") else { return nil }
    return String(status[r.upperBound...].prefix { $0 != " " })
  }

  /// Opens a layout from `Layouts/` at each size, presses `keys`, waits for the offset to rest
  /// and returns the offsets seen and the screens.
  static func endOffsets(
    _ layout: String, keys: [String], waitFor: String? = nil
  ) throws
    -> [(size: String, offset: String, screen: [String])]
  {
    var out: [(String, String, [String])] = []
    for (cols, rows) in sizes {
      let session = try PreviewSession.start(
        "pv-size-\(cols)",
        arguments: ["preview", LayoutsFolder.url.appendingPathComponent(layout).path],
        cols: cols, rows: rows)
      defer { session.tmux.kill() }
      try session.waitForStatus("offset 0,0")
      for key in keys { try session.tmux.sendKeys(key) }
      if let waitFor { try session.waitForStatus(waitFor) }
      // Jumps and snaps finish: the screen holds still.
      let screen = try session.tmux.waitUntilSettled("jumps and snaps", interval: 0.4)
      out.append(("\(cols)x\(rows)", offset(in: screen.last ?? "") ?? "", screen))
      try session.tmux.sendKeys("q")
    }
    return out
  }

  @Test func bottomAndStickyFooterAreTheDevices() throws {
    let runs = try Self.endOffsets(
      "sticky-product-page.yaml", keys: ["G", "J", "J", "J", "J", "J", "J"])
    let offsets = Set(runs.map(\.offset))
    #expect(offsets.count == 1, "G ends at \(runs.map { "\($0.size): \($0.offset)" })")
    #expect(runs.first?.offset != "0,0")
    for run in runs {
      // The window was moved to the device's bottom: the footer is there.
      #expect(run.screen.contains { $0.contains("Add to cart") }, "\(run.size): \(run.screen)")
    }
  }

  @Test func snapTargetsAreTheDevices() throws {
    let runs = try Self.endOffsets("coverflow.yaml", keys: ["G"])
    let offsets = Set(runs.map(\.offset))
    #expect(offsets.count == 1, "snaps end at \(runs.map { "\($0.size): \($0.offset)" })")
  }

}

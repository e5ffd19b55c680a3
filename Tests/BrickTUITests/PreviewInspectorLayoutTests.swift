import BrickCore
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Testing

@testable import BrickPreview
@testable import BrickTUI

/// Issue 11: the inspector never hides the device. It goes beside the device when the device's
/// whole width and a panel fit across the terminal, else below the device.
@Suite struct PreviewInspectorLayoutTests {
  /// The whole device width shows beside or above the inspector, in small and large terminals
  /// and both orientations, at the zoom the previewer opens with.
  @Test(arguments: [
    (80, 24, Traits.Orientation.portrait), (80, 24, .landscape), (200, 60, .portrait),
    (200, 60, .landscape),
  ])
  func theInspectorNeverHidesTheDevice(
    cols: Int, rows: Int, orientation: Traits.Orientation
  )
    throws
  {
    let settings = PreviewSettings(device: "iphone-se", orientation: orientation, fitZoom: true)
    let (backend, app) = try Preview.run(
      TestFiles.traits, cols: cols, rows: rows, keys: [.key(.char("i"))], settings: settings)
    let m = try #require(app.viewer)
    #expect(m.inspection.inspectorVisible)
    let g = m.geometry
    let panel = try #require(g.panel)
    #expect(g.viewport.width == m.deviceCells.columns)
    #expect(panel.intersection(g.frame).isEmpty)
    let lines = backend.lastFrameLines
    // The device's border is whole across: both top corners, and both sides on its rows.
    let top = Array(lines[g.frame.y])
    #expect(top[g.frame.x] == "┌")
    #expect(top[g.frame.maxX - 1] == "┐")
    let row = Array(lines[g.viewport.y])
    #expect(row[g.frame.x] == "│" && row[g.frame.maxX - 1] == "│")
    // The inspector shows the selected brick.
    #expect(lines[panel.y].contains("Inspector"))
    #expect(lines.contains { $0.contains("id        box") })
  }

  /// Where the panel goes: beside the device while both fit across, never narrower than
  /// `minimumPanelWidth`, else below it.
  @Test(
    arguments: [
      (80, 40, 38), (80, 60, nil), (120, 62, 42), (120, 88, 30), (120, 89, nil), (60, 20, nil),
      (200, 162, 36),
    ] as [(Int, Int, Int?)])
  func thePanelTakesOnlyColumnsTheDeviceDoesNotNeed(cols: Int, device: Int, panel: Int?) {
    #expect(ScreenGeometry.sidePanelWidth(columns: cols, deviceColumns: device) == panel)
    let g = ScreenGeometry(
      terminal: TerminalSize(cols: cols, rows: 30), deviceCells: (device, 20), inspector: true)
    #expect(g.viewport.width == min(device, cols - 2))
    if let p = g.panel { #expect(p.intersection(g.frame).isEmpty) }
  }
}

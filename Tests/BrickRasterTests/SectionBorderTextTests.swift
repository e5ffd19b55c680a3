import BrickCore
import BrickRaster
import BrickTestSupport
import Testing

/// Issue 36: after `d` a label was drawn on its section's border row (`│┌Details…┐│`). A
/// label's text keeps off the border rows of the section holding it where the border shows
/// beside it; the fill, and so the section's outline, are unchanged.
@Suite struct SectionBorderTextTests {
  static let devices = ["iphone-se", "iphone-se3", "iphone-16", "ipad"]

  /// True when a row shows a section's corner touching text: `┌D`, `s┐`, `└D`, `s┘`.
  static func textOnBorder(_ row: String) -> Bool {
    let cs = Array(row)
    for i in cs.indices {
      let corner = cs[i] == "┌" || cs[i] == "└" || cs[i] == "┐" || cs[i] == "┘"
      guard corner else { continue }
      let after = i + 1 < cs.count && (cs[i] == "┌" || cs[i] == "└") && cs[i + 1].isLetter
      let before = i > 0 && (cs[i] == "┐" || cs[i] == "┘") && cs[i - 1].isLetter
      if after || before { return true }
    }
    return false
  }

  @Test func theDetailsHeadingIsInsideItsSection() throws {
    let spec = try #require(LayoutsFolder.spec("sticky-product-page.yaml"))
    for name in Self.devices {
      let device = try #require(Device.preset(named: name), "\(name)")
      let grid = DeviceScreens.draw(
        DeviceScreens.scene(spec, device: device), options: RasterOptions(color: false))
      let rows = grid.textLines(trimmingTrailingSpaces: true)
      guard let k = rows.firstIndex(where: { $0.contains("Details") }) else { continue }
      #expect(!Self.textOnBorder(rows[k]), "\(name): \(rows[k])")
      #expect(k > 0 && rows[k - 1].contains("┌"), "\(name): the outline above is \(rows[k - 1])")
    }
  }

  @Test(arguments: try LayoutsFolder.names)
  func noLabelSitsOnASectionsCorner(_ name: String) throws {
    let spec = try #require(LayoutsFolder.spec(name))
    for device in Self.devices.compactMap({ Device.preset(named: $0) }) {
      let grid = DeviceScreens.draw(
        DeviceScreens.scene(spec, device: device), options: RasterOptions(color: false))
      for row in grid.textLines(trimmingTrailingSpaces: true) where Self.textOnBorder(row) {
        Issue.record("\(name) on \(device.name): \(row)")
      }
    }
  }
}

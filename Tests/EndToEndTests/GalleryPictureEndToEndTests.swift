import BrickTestSupport
import Foundation
import Testing

/// Issue 36: the gallery's picture of the highlighted layout shows from 80 columns (it used to
/// need 120), and it shows the whole device, below zoom 1 if need be (at 120x40 its bottom was
/// cut: "rows 0-560 of 568 pt").
@Suite(.serialized) struct GalleryPictureEndToEndTests {
  /// A list whose device (an iPhone SE, 320 × 568) does not fit 40 rows at zoom 1.
  static let list = """
    title: Tall list
    device: iphone-se
    root:
      bricks:
        - {type: label, text: "Item {index}", height: 60, repeat: 12}

    """

  @Test(arguments: [(80, 24), (100, 40), (120, 40)])
  func thePictureShowsTheWholeDevice(cols: Int, rows: Int) throws {
    let session = try PreviewSession.start(
      "pv-gallery-picture-\(cols)", arguments: ["preview", "$DIR"],
      files: ["tall.yaml": Self.list, "other.yaml": Self.list.replacing("Tall", with: "Other")],
      cols: cols, rows: rows)
    defer { session.tmux.kill() }
    let screen = try session.tmux.waitUntil("the picture beside the list") { screen in
      screen.contains { $0.contains("Item 0") } && screen.contains { $0.contains("└") }
    }
    // The device's frame is whole: its top and bottom corners are both on screen, and the
    // picture's status line does not offer `0` to see the rest.
    let top = screen.firstIndex { $0.contains("┌") }
    let bottom = screen.firstIndex { $0.contains("└") }
    #expect(top != nil && bottom != nil && (top ?? 0) < (bottom ?? 0), "\(screen)")
    #expect(!screen.contains { $0.contains("shows all") }, "\(screen)")
    #expect(!screen.contains { $0.contains("rows 0-") }, "\(screen)")
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "layouts in")
  }
}

import BrickCore
import BrickFormat
import BrickTestSupport
import Foundation
import Testing

@testable import BrickExport

/// Issue 36: SVG text never runs past its brick where the viewer lacks the measuring font
/// (each line pinned to its measured width), text that fits no whole line shows its first line
/// clipped, and bold fonts are bold.
@Suite struct SVGTextTests {
  static func svg(_ name: String, contentSize: ContentSize = .large) throws -> String {
    var spec = try #require(LayoutsFolder.spec(name))
    spec.contentSize = contentSize
    let panel = ExportPanel(scene: ExportItemTests.scene(spec), caption: name)
    return SVGWriter().document(ExportSheet(title: name, rows: [[panel]]))
  }

  /// The `textLength` of every line: at most its brick's width less the padding.
  @Test(arguments: [ContentSize.large, .accessibility1, .accessibility5])
  func everyLineIsPinnedInsideItsBrick(size: ContentSize) throws {
    let svg = try Self.svg("text-styles.yaml", contentSize: size)
    let lengths = Self.values(of: "textLength", in: svg)
    #expect(lengths.count >= 6, "\(lengths.count) pinned lines")
    // The bricks are 288 points wide (320 less 16 each side).
    for length in lengths { #expect(length > 0 && length <= 288, "\(length)") }
    #expect(
      svg.components(separatedBy: "lengthAdjust=\"spacingAndGlyphs\"").count - 1
        == lengths.count)
  }

  /// The 50-point title at accessibility5 holds no whole line: its first line is drawn,
  /// clipped to the brick, ending with `…`.
  @Test func textThatFitsNoLineIsClippedNotDropped() throws {
    let svg = try Self.svg("sticky-product-page.yaml", contentSize: .accessibility5)
    let clipped = try #require(
      svg.components(separatedBy: "\n").first { $0.contains("class=\"clipped\"") })
    #expect(clipped.contains("Mid-century…"), "\(clipped)")
    #expect(clipped.contains("clip-path=\"url(#c"))
  }

  /// A headline (semibold) is bold in the picture.
  @Test func headlinesAreBold() throws {
    let svg = try Self.svg("text-styles.yaml")
    let line = try #require(
      svg.components(separatedBy: "\n").first { $0.contains("Dynamic Type changes") })
    #expect(line.contains("font-weight=\"600\""), "\(line)")
  }

  static func values(of attribute: String, in text: String) -> [Double] {
    text.components(separatedBy: attribute + "=\"").dropFirst().compactMap { part in
      part.split(separator: "\"").first.flatMap { Double($0) }
    }
  }
}

import BrickExport
import BrickFiles
import BrickTestSupport
import Foundation
import Testing

@testable import BrickCommands

/// `render --format svg|html` streams its picture through the checked writer, a panel at a
/// time: the bytes are those of the whole sheet drawn at once, and a write that fails midway
/// stops it with the error.
@Suite struct ExportStreamEndToEndTests {
  let cli = CLITests()

  /// Filmstrips, matrices and both, in both formats, of layouts with collections, behaviors and
  /// fonts: the streamed output (written 64 KB at a time) is the document of the sheet made
  /// whole.
  @Test(arguments: [
    ["sticky-sections.yaml", "--format", "svg", "--offsets", "0,200,600"],
    ["horizontal-collection.json", "--format", "svg", "--matrix", "orientation"],
    ["product-listing.yaml", "--format", "html", "--offsets", "0,400", "--matrix", "sizeClass"],
    ["photo-carousel.yaml", "--format", "html", "--collection-offset", "photos=300,0"],
    ["compose-feed.yaml", "--format", "svg", "--text-metrics", "ios", "--offsets", "0,900"],
    ["coverflow.yaml", "--format", "svg", "--matrix", "appearance", "--appearance", "dark"],
  ])
  func streamedBytesAreTheWholeSheets(arguments: [String]) throws {
    let path = cli.layout(arguments[0])
    let streamed = try cli.run(["render", path] + arguments.dropFirst())
    #expect(streamed.status == 0, "\(streamed.errors)")
    let command = try RenderCommand.parse([path] + arguments.dropFirst())
    let spec = try LayoutFiles.open(path: path).get().spec
    let sheet = try command.exportSheet(for: spec)
    let whole =
      command.format == .svg ? SVGWriter().document(sheet) : HTMLWriter().document(sheet)
    #expect(streamed.output == whole)
    #expect(whole.utf8.count > 5_000)
  }
}

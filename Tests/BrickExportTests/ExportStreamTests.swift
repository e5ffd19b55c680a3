import BrickCore
import BrickFormat
import BrickTestSupport
import Foundation
import Testing

@testable import BrickExport

/// `SVGWriter.write` and `HTMLWriter.write` hand the text to a sink a piece at a time (each
/// panel made as it is asked for): the pieces joined are the document, byte for byte, and a
/// sink that fails stops the writing at once.
@Suite struct ExportStreamTests {
  /// A sink that keeps each piece, and fails on piece `failAt` (if any).
  final class Pieces {
    var pieces: [String] = []
    let failAt: Int?
    init(failAt: Int? = nil) { self.failAt = failAt }
    func take(_ s: String) throws {
      if let failAt, pieces.count == failAt { throw Full() }
      pieces.append(s)
    }
  }
  struct Full: Error {}

  /// A sheet of two rows: three offsets of a layout of many items, then one landscape panel.
  static func sheet() throws -> ExportSheet {
    let spec = try #require(LayoutsFolder.spec("sections-in-sections.yaml"))
    let row = [0.0, 300, 900].map { offset in
      ExportPanel(
        scene: ExportItemTests.scene(spec, offset: offset), caption: "offset 0,\(Int(offset))")
    }
    let wide = ExportPanel(
      scene: ExportItemTests.scene(spec, width: 568, height: 320), caption: "landscape <&>")
    return ExportSheet(title: "streamed \"sheet\"", rows: [row, [wide]])
  }

  @Test func svgPiecesJoinedAreTheDocument() throws {
    let sheet = try Self.sheet()
    let sink = Pieces()
    try SVGWriter().write(sheet.plan, to: sink.take)
    #expect(sink.pieces.joined() == SVGWriter().document(sheet))
    // One piece a top-level item (and the header, the end): never the document in one.
    let items = sheet.rows.joined().reduce(0) { $0 + $1.items.count }
    #expect(sink.pieces.count >= items)
    #expect(sink.pieces.map(\.utf8.count).max() ?? 0 < SVGWriter().document(sheet).utf8.count / 4)
  }

  @Test func htmlPiecesJoinedAreThePage() throws {
    let sheet = try Self.sheet()
    let sink = Pieces()
    try HTMLWriter().write(sheet.plan, to: sink.take)
    let page = HTMLWriter().document(sheet)
    #expect(sink.pieces.joined() == page)
    #expect(sink.pieces.count > 10)
    // The page embeds the SVG element with titles, between its head and its script.
    let svg = SVGWriter(itemTitles: true).svg(sheet)
    #expect(page.contains("<div id=\"inspector\">Point at a brick to inspect it.</div>\n" + svg))
    #expect(page.contains(svg + "\n<script>"))
    #expect(page.hasSuffix("</html>\n"))
  }

  /// The panels are made only as the writer reaches them, in order, and a sink's failure
  /// stops both the writing and the making of panels.
  @Test(arguments: [0, 1, 5, 40])
  func aFailingSinkStopsTheWriting(failAt: Int) throws {
    let sheet = try Self.sheet()
    var made: [String] = []
    let rows = sheet.rows
    let plan = ExportPlan(title: sheet.title, sizes: sheet.sizes) { r, emit in
      for panel in rows[r] {
        made.append(panel.caption)
        try emit(panel)
      }
    }
    let sink = Pieces(failAt: failAt)
    #expect(throws: Full.self) { try SVGWriter().write(plan, to: sink.take) }
    #expect(sink.pieces.count == failAt)
    let document = SVGWriter().document(sheet)
    #expect(document.hasPrefix(sink.pieces.joined()))
    // Panels after the one being written when the sink failed were never made.
    let written = sink.pieces.joined().components(separatedBy: "<g class=\"panel\"").count - 1
    #expect([written, written + 1].contains(made.count), "\(made.count) made, \(written) written")
    #expect(made == Array(sheet.rows.joined().map(\.caption).prefix(made.count)))
  }

  /// The plan's geometry is the sheet's: sizes alone give the origins and the size.
  @Test func planGeometryIsTheSheets() throws {
    let sheet = try Self.sheet()
    #expect(ExportSheet.origins(sheet.sizes) == sheet.origins)
    #expect(ExportSheet.size(sheet.sizes) == sheet.size)
    let tall = Size(width: 320, height: 568)
    #expect(sheet.sizes == [[tall, tall, tall], [Size(width: 568, height: 320)]])
  }
}

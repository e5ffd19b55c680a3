import BrickCore
import BrickFormat
import BrickTestSupport
import Foundation
import Testing

@testable import BrickExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The items an export draws: the measured text lines, paint order, collection contents, and
/// SVG that a real XML parser reads back for random layouts.
@Suite struct ExportItemTests {
  /// A solved scene of `spec` at `offset`, made as `frames` makes it.
  static func scene(
    _ spec: LayoutSpec, width: Double = 320, height: Double = 568, offset: Double = 0
  )
    -> Scene
  {
    var layout = SolvedLayout(
      CompiledLayout(spec), environment: Environment(width: width, height: height))
    layout.solve(through: .end)
    var engine = BehaviorEngine(
      layout: layout, viewport: Viewport(size: Size(width: width, height: height)))
    engine.scroll(to: Point(x: 0, y: offset))
    engine.showCollections(in: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
    return engine.scene
  }

  static func load(_ text: String) throws -> LayoutSpec {
    try LayoutLoader.load(text: text, sourceName: "test.yaml").get()
  }

  struct TextCase: CustomTestStringConvertible, Sendable {
    var text: String
    var width: String
    var padding: Double
    var testDescription: String { "\(width) wide, padding \(padding): \(text.prefix(20))" }
  }

  static let textCases: [TextCase] = [
    TextCase(text: "LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK", width: "1", padding: 0),
    TextCase(text: "LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK", width: "1/3", padding: 4),
    TextCase(text: "a-very-long-word-that-cannot-break-anywhere-at-all", width: "1/2", padding: 0),
    TextCase(text: "two\nparagraphs, the second one longer than a line", width: "1/2", padding: 10),
    TextCase(text: "煉瓦 wide characters 煉瓦煉瓦煉瓦 take two columns", width: "1/4", padding: 2),
    TextCase(text: "short", width: "1", padding: 6),
  ]

  /// An auto-height label is as tall as its measured lines: the export's lines are those.
  @Test(arguments: textCases)
  func labelLinesAreTheMeasuredLines(c: TextCase) throws {
    let spec = try Self.load(
      """
      root:
        bricks:
          - {type: label, id: l, width: {ratio: \(try ratio(c.width))}, padding: \(c.padding),
             text: \(quoted(c.text))}
      """)
    let items = ExportItems.collect(Self.scene(spec))
    let label = try #require(items.first { $0.id == "l" })
    let font = try #require(label.font)
    #expect(font.height(lines: label.lines.count) + 2 * c.padding == label.frame.height)
    // Every line fits the width, unless it is one word too long for any line.
    let room = label.frame.width - 2 * c.padding
    for line in label.lines { #expect(font.width(line) <= room || !line.contains(" "), "\(line)") }
    // Nothing is lost but the spaces and newlines the wrapping broke at.
    let strip = { (s: String) in s.filter { $0 != " " && $0 != "\n" } }
    #expect(strip(label.lines.joined()) == strip(c.text))
    #expect(label.placement == .wrapped(padding: EdgeInsets(all: c.padding)))
  }

  func ratio(_ s: String) throws -> Double {
    let parts = s.split(separator: "/").compactMap { Double($0) }
    return parts.count == 2 ? parts[0] / parts[1] : try #require(parts.first)
  }

  func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  @Test func itemsArePaintedInZIndexOrderAndCollectionsHoldTheirContents() throws {
    let spec = try #require(LayoutsFolder.spec("photo-carousel.yaml"))
    let scene = Self.scene(spec)
    let items = ExportItems.collect(scene)
    #expect(items.map(\.zIndex) == items.map(\.zIndex).sorted())
    #expect(items.count == scene.layout.solvedItemCount)
    let collections = items.filter(\.isCollection)
    try #require(!collections.isEmpty)
    for c in collections {
      #expect(!c.children.isEmpty)
      for child in c.children {
        #expect(child.collection == c.id && child.collectionIndex == c.index)
      }
    }
  }

  @Test(arguments: [
    ("red", "#ff0000"), ("lightblue", "#add8e6"), ("#abc", "#aabbcc"), ("#12AB34", "#12ab34"),
    ("brickGray3", "#949495"), ("brickgray3", "#949495"), ("logo_splash", "#c8c8c8"),
    ("#12345", "#c8c8c8"), ("#ggg", "#c8c8c8"),
  ])
  func colourNames(name: String, css: String) {
    #expect(ExportColor.css(of: LayoutColor(name)) == css)
  }

  @Test func textOnDarkBackgroundsIsLight() {
    #expect(ExportColor.text(on: "black") == "#ffffff")
    #expect(ExportColor.text(on: "brickGray5") == "#ffffff")
    #expect(ExportColor.text(on: "yellow") == "#1d1d1f")
    #expect(ExportColor.text(on: nil) == "#1d1d1f")
  }

  @Test(arguments: [0.1, 1.0 / 3, 1e-7, 123456.789, -0.0, 7, -42.5, 2e20])
  func numbersReadBackExactly(v: Double) {
    #expect(Double(Markup.number(v)) == v)
  }

  @Test func markupEscapesEverythingXMLReserves() {
    #expect(
      XMLText.escaped("a<b & \"c\" 'd'>\u{1}") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt; ")
  }

  /// Every character XML 1.0 forbids becomes a space; the allowed neighbours of the gaps stay.
  @Test(arguments: [
    ("\u{0}a\u{8}", " a "), ("\u{B}\u{C}\u{1F}", "   "), ("a\u{FFFE}b\u{FFFF}", "a b "),
    ("\t\n\r", "\t\n\r"), ("\u{D7FF}\u{E000}\u{FFFD}", "\u{D7FF}\u{E000}\u{FFFD}"),
    ("\u{10000}\u{10FFFF}", "\u{10000}\u{10FFFF}"), ("\u{7F}\u{85}", "\u{7F}\u{85}"),
  ])
  func markupDropsWhatXMLForbids(text: String, escaped: String) {
    #expect(XMLText.escaped(text) == escaped)
  }

  /// A text with U+FFFE and U+FFFF (and a C0 control) still gives documents that parse.
  @Test func nonCharactersInATextStillParse() throws {
    let spec = try LayoutLoader.spec(
      text: "root:\n  bricks:\n    - {type: label, text: \"a\\uFFFEb\\uFFFFc\\u0001\"}\n",
      sourceName: "nonchar.yaml")
    let scene = Self.scene(spec)
    let sheet = ExportSheet(title: "t\u{FFFF}", rows: [[ExportPanel(scene: scene, caption: "c")]])
    for text in [SVGWriter().document(sheet), HTMLWriter().document(sheet)] {
      let parser = XMLParser(data: Data(text.utf8))
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
      #expect(!text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
    }
  }

  /// Counts `<rect data-id>` elements and checks the document parses.
  final class RectCounter: NSObject, XMLParserDelegate {
    var rects = 0
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if name == "rect" && attributes["data-id"] != nil { rects += 1 }
    }
  }

  /// Random layouts with behaviors, at random offsets: the SVG and HTML parse, with one rect
  /// per item.
  @Test(arguments: 0..<40)
  func randomLayoutsExportWellFormedDocuments(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 1)
    let tape = (0..<60).map { _ in Int(rng.next() % 1000) }
    let spec = RandomLayouts.spec(tape: tape, behaviors: true)
    let offset = Double(rng.next() % 800)
    let scene = Self.scene(spec, offset: offset)
    let sheet = ExportSheet(
      title: "random <\(seed)> & co",
      rows: [[ExportPanel(scene: scene, caption: "offset \(offset)")]])
    for text in [SVGWriter().document(sheet), HTMLWriter().document(sheet)] {
      let counter = RectCounter()
      let parser = XMLParser(data: Data(text.utf8))
      parser.delegate = counter
      #expect(parser.parse(), "seed \(seed): \(parser.parserError.map { "\($0)" } ?? "")")
      #expect(counter.rects == scene.layout.solvedItemCount)
    }
  }

  @Test func sheetPlacesPanelsLeftToRightAndRowsDown() throws {
    let spec = try #require(LayoutsFolder.spec("simple-ratios.yaml"))
    let a = ExportPanel(scene: Self.scene(spec), caption: "a")
    let b = ExportPanel(scene: Self.scene(spec, width: 568, height: 320), caption: "b")
    let sheet = ExportSheet(title: "t", rows: [[a, b], [b]])
    let o = sheet.origins
    #expect(o[0][0] == Point(x: 16, y: 40))
    #expect(o[0][1] == Point(x: 16 + 320 + 24, y: 40))
    #expect(o[1][0] == Point(x: 16, y: 40 + 568 + 24 + 24))
    #expect(
      sheet.size == Size(width: 16 + 320 + 24 + 568 + 16, height: 40 + 568 + 24 + 24 + 320 + 16))
  }
}
